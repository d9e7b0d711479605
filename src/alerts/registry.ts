import { z } from 'zod';
import type { AlertKindsPort, StoredNotice } from '../delivery/alert-outbox.js';
import type { Translator } from '../i18n/index.js';
import { withAcknowledgedField } from '../render/acknowledgement.js';
import type { MessagePayload } from '../render/message.js';
import type { AlertGroup, AlertGroupsPort } from '../delivery/alert-groups.js';
import type { Incident, SilenceKind } from '../store/index.js';
import { groupedPost } from './group.js';
import {
  acknowledgedShape,
  type AlertServer,
  type AnyAlertKind,
  type EndedIncident,
  type GroupEvent,
  type RecipientKind,
} from './kind.js';

/**
 * The alert kinds one poller knows: the built-in ones and those its extension tasks declare. The stored
 * notice schema is read from it when a record is parsed, so a kind registered before the poller loads its
 * state is accepted; a stored notice of a kind no longer known (the `note` of older versions) fails to parse,
 * and its record is set aside like any other that does not read.
 */
export class AlertKinds implements AlertKindsPort, AlertGroupsPort {
  private readonly kinds = new Map<string, AnyAlertKind>();
  private union: z.ZodType<StoredNotice> | undefined;
  /** Read through at every parse (not a `z.lazy`, which keeps its first answer): kinds added later count. */
  readonly noticeSchema: z.ZodType<StoredNotice> = z.unknown().transform((value, context) => {
    this.union ??= z.discriminatedUnion(
      'kind',
      [...this.kinds.values()].map((kind) => kind.schema) as [z.ZodObject, ...z.ZodObject[]],
    ) as unknown as z.ZodType<StoredNotice>;
    const parsed = this.union.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: parsed.error.message, input: value });
    return z.NEVER;
  });

  constructor(kinds: readonly AnyAlertKind[]) {
    this.add(kinds);
  }

  /** Registers more kinds; a name already taken (by a built-in kind or another task's) is refused. */
  add(kinds: readonly AnyAlertKind[]): void {
    for (const kind of kinds) {
      if (this.kinds.has(kind.kind)) throw new Error(`the alert kind "${kind.kind}" is declared twice`);
      this.kinds.set(kind.kind, kind);
    }
    this.union = undefined;
  }

  recipientOf(notice: StoredNotice): RecipientKind {
    return this.kindOf(notice).recipient;
  }

  silenceKindOf(notice: StoredNotice): SilenceKind | undefined {
    return this.kindOf(notice).silencedAs;
  }

  /**
   * The notice's post; a back post sent to a guild whose member had acknowledged the incident says who, and
   * after how long (`guildId`: the guild it goes to).
   */
  render(notice: StoredNotice, server: AlertServer, t: Translator, guildId?: string): MessagePayload {
    const payload = this.kindOf(notice).render(notice, server, t);
    const acknowledged = guildId === undefined ? undefined : this.acknowledgedIn(notice, guildId);
    return acknowledged === undefined
      ? payload
      : withAcknowledgedField(payload, acknowledged.acknowledgement, acknowledged.since, t);
  }

  /** Who in `guildId` had acknowledged the incident a back notice ends, and when that incident began. */
  acknowledgedIn(notice: StoredNotice, guildId: string) {
    const acknowledged = this.kindOf(notice).ends === undefined ? undefined : acknowledgedOf(notice);
    const acknowledgement = acknowledged?.guilds[guildId];
    return acknowledged === undefined || acknowledgement === undefined
      ? undefined
      : { acknowledgement, since: acknowledged.since };
  }

  /** The incident the notice ends, when its kind tells the end of one. */
  endedIncident(notice: StoredNotice, serverId: string): EndedIncident | undefined {
    return this.kindOf(notice).ends?.(notice, serverId);
  }

  /**
   * The incident the notice opens, when its kind tells of one; none for a notice its kind cannot read (a
   * roster's member is read loosely, whatever its kind).
   */
  openedIncident(notice: StoredNotice, serverId: string): Incident | undefined {
    const kind = this.kinds.get(notice.kind);
    if (kind?.opens === undefined) return undefined;
    const parsed = kind.schema.safeParse(notice);
    return parsed.success ? kind.opens(parsed.data, serverId) : undefined;
  }

  /** The change a notice is in a grouped post; none for a kind posted alone, or not known here. */
  groupEventOf(notice: StoredNotice): GroupEvent | undefined {
    return this.kinds.get(notice.kind)?.group?.event(notice);
  }

  /** What sets the notice's server apart in a grouped post's list, if its kind says anything. */
  groupDetailOf(notice: StoredNotice, t: Translator): string | undefined {
    return this.kinds.get(notice.kind)?.group?.detail?.(notice, t);
  }

  /** A group's post: a lone member as its own alert, several as one (`src/alerts/group.ts`). */
  renderGroup(group: AlertGroup, t: Translator, guildId?: string): MessagePayload {
    return groupedPost(group, this, t, guildId);
  }

  private kindOf(notice: StoredNotice): AnyAlertKind {
    const kind = this.kinds.get(notice.kind);
    // Every notice held was parsed by `noticeSchema` or made by a registered kind.
    if (kind === undefined) throw new Error(`no alert kind "${notice.kind}" is registered`);
    return kind;
  }
}

/** What a back post's notice holds of its acknowledgements (`acknowledgedShape`), parsed with it. */
function acknowledgedOf(notice: StoredNotice) {
  const parsed = acknowledgedSchema.safeParse(notice);
  return parsed.success ? parsed.data.acknowledged : undefined;
}
const acknowledgedSchema = z.object(acknowledgedShape);
