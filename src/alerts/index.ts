import { z } from 'zod';
import type { Pending } from '../delivery/alert-outbox.js';
import type { Translator } from '../i18n/index.js';
import type { MessagePayload } from '../render/message.js';
import { activityAlert } from './activity.js';
import { gameAnsweringAlert, gameSilentAlert } from './game.js';
import { modUpdateAlert } from './mod-update.js';
import { deletedAlert, provisionedAlert } from './provisioning.js';
import { AlertKinds } from './registry.js';
import { silenceEndedAlert, silenceEndedUsageAlert } from './silence-ended.js';
import { statusBackAlert, statusDownAlert } from './status.js';
import { usageAlert } from './usage.js';

export { defineAlertKind, type AnyAlertKind } from './kind.js';
export type { RecipientKind } from './kind.js';
export { groupList } from './group.js';
export { AlertKinds } from './registry.js';
export { entryLine, maxEntryLineLength, storedEntrySchema, type StoredEntry } from './entries.js';
export type { ServerSnapshot } from './server.js';
export { silenceEndedAlert, silenceEndedUsageAlert } from './silence-ended.js';

/** The bot's own alert kinds, one file each (or one per family of a down and a back). */
export const builtinAlertKinds = [
  activityAlert,
  provisionedAlert,
  deletedAlert,
  usageAlert,
  statusDownAlert,
  statusBackAlert,
  gameSilentAlert,
  gameAnsweringAlert,
  modUpdateAlert,
  silenceEndedAlert,
  silenceEndedUsageAlert,
] as const;

/** What a built-in alert says, as it is stored; the union of the built-in kinds' shapes. */
export const noticeSchema = z.discriminatedUnion(
  'kind',
  builtinAlertKinds.map((kind) => kind.schema) as unknown as SchemasOf<typeof builtinAlertKinds>,
);
type SchemasOf<T extends readonly { schema: unknown }[]> = { -readonly [I in keyof T]: T[I]['schema'] };
export type Notice = z.infer<typeof noticeSchema>;

/** A built-in alert queued in a server's outbox. */
export type BuiltinPending = Pending<Notice>;

const builtins = new AlertKinds(builtinAlertKinds);

/** The built-in kinds, for what reads stored notices outside a poller (a grouped post's "Show all"). */
export const builtinKinds = builtins;

/** The message a built-in notice becomes, in the language of whoever reads it (`t`). */
export function renderNotice(
  notice: Notice,
  serverId: string,
  name: string | undefined,
  t: Translator,
): MessagePayload {
  return builtins.render(notice, { id: serverId, name }, t);
}
