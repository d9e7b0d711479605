import type { APIEmbed } from 'discord.js';
import { availabilityOver, dayMs, weekMs, type ServerStatus } from '../status/availability.js';
import { formatDuration } from './format.js';

/** "99.3 %", never rounded up to 100 while there was downtime. */
function percent(share: number): string {
  const tenths = Math.floor(share * 1000);
  return tenths === 1000 ? '100 %' : `${(tenths / 10).toFixed(1)} %`;
}

/** "99.3 % · 2 outages, 41 min", and how long it was watched when that is shorter than the span. */
function availabilityText(status: ServerStatus, now: number, spanMs: number): string {
  const { spanMs: watched, upShare, outages, downMs } = availabilityOver(status, now, spanMs);
  const outageText =
    outages === 0
      ? 'no outage'
      : `${outages} outage${outages === 1 ? '' : 's'}, ${formatDuration(downMs / 1000)}`;
  const partial = watched < spanMs ? ` (watched for ${formatDuration(watched / 1000)})` : '';
  return `${percent(upShare)} · ${outageText}${partial}`;
}

/** `/server info`'s availability: over 24 h and 7 days from the status reads, or how to start them. */
export function availabilityField(status: ServerStatus | undefined, now: number): APIEmbed['fields'] {
  const value =
    status === undefined
      ? 'Not watched yet: `/alerts subscribe events:status` on this server starts it.'
      : [
          `24 h: ${availabilityText(status, now, dayMs)}`,
          `7 d: ${availabilityText(status, now, weekMs)}`,
        ].join('\n');
  return [{ name: 'Availability', value, inline: false }];
}

/** The embed with the availability field after the status. */
export function withAvailability(embed: APIEmbed, status: ServerStatus | undefined, now: number): APIEmbed {
  const fields = embed.fields ?? [];
  return {
    ...embed,
    fields: [...fields.slice(0, 1), ...(availabilityField(status, now) ?? []), ...fields.slice(1)],
  };
}
