import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord.js';
import { fitEmbed, limits } from './limits.js';
import { truncate } from './text.js';

/** A message as handlers and the poller produce it; `finalize` makes it safe to send. */
export type MessagePayload = {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
};

/** Every outgoing message passes here: cut to Discord's limits, and no pings, whatever a value contains. */
export function finalize(payload: MessagePayload) {
  return {
    content: payload.content === undefined ? undefined : truncate(payload.content, limits.content),
    embeds: (payload.embeds ?? []).slice(0, 10).map(fitEmbed),
    components: payload.components ?? [],
    allowedMentions: { parse: [] },
  };
}
