import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord.js';
import { redactSecrets } from '../log.js';
import { fitEmbed, limits } from './limits.js';
import { escapeApiText } from './render/format.js';
import { truncate } from './text.js';

/** A message as handlers and the poller produce it; `finalize` makes it safe to send. */
export type MessagePayload = {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /** Uploads, e.g. a chart's PNG; an embed shows one by `attachment://name`. */
  files?: { name: string; data: Buffer }[];
  /** The one role an alert may ping (its subscription's `ping`); nothing else ever pings. */
  allowedRoleId?: string;
};

/** Every string anywhere in a value, with the secrets replaced; the shape is kept. */
function scrubbed<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return redactSecrets(value, secrets) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubbed(item, secrets)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrubbed(item, secrets)]),
    ) as T;
  return value;
}

/**
 * Every outgoing message passes here: the bot's own secrets scrubbed (text from the API may quote them), cut
 * to Discord's limits, and no pings, whatever a value contains.
 */
export function finalize(payload: MessagePayload, secrets: readonly string[]) {
  // Text from the API is markdown-escaped before it gets here, which changes how a key looks (`rsk\_...`).
  const { files, allowedRoleId, ...text } = payload;
  const safe = scrubbed(
    text,
    secrets.flatMap((secret) => [secret, escapeApiText(secret)]),
  );
  return {
    ...(files === undefined ? {} : { files: files.map(({ name, data }) => ({ attachment: data, name })) }),
    content: safe.content === undefined ? undefined : truncate(safe.content, limits.content),
    embeds: (safe.embeds ?? []).slice(0, 10).map(fitEmbed),
    components: safe.components ?? [],
    allowedMentions: { parse: [], ...(allowedRoleId === undefined ? {} : { roles: [allowedRoleId] }) },
  };
}
