import type { APIEmbed } from 'discord.js';
import { availabilityOver, dayMs, weekMs, type ServerStatus } from '../status/availability.js';
import { formatDuration } from './format.js';
import { untranslated } from '../i18n/index.js';

/** "99.3 %", never rounded up to 100 while there was downtime. */
function percent(share: number): string {
  const tenths = Math.floor(share * 1000);
  return tenths === 1000 ? '100 %' : `${(tenths / 10).toFixed(1)} %`;
}

/** "99.3 % · 2 outages, 41 min" over the span, or over as much of it as was watched. */
function availabilityText(status: ServerStatus, now: number, spanMs: number): string {
  const { upShare, outages, downMs } = availabilityOver(status, now, spanMs);
  const outageText =
    outages === 0
      ? 'no outage'
      : `${outages} outage${outages === 1 ? '' : 's'}, ${formatDuration(downMs / 1000, untranslated)}`;
  return `${percent(upShare)} · ${outageText}`;
}

/**
 * `/server info`'s availability from the status reads, over the spans they cover: 24 h and 7 days once
 * watched that long; before that, over the time watched, said once.
 */
export function availabilityField(status: ServerStatus | undefined, now: number): APIEmbed['fields'] {
  if (status === undefined)
    return [
      {
        name: 'Availability',
        value: 'Not watched yet: `/alerts subscribe events:status` on this server starts it.',
        inline: false,
      },
    ];
  const watchedMs = availabilityOver(status, now, weekMs).spanMs;
  const watched = formatDuration(watchedMs / 1000, untranslated);
  const lines =
    watchedMs < dayMs
      ? [`Watched for ${watched} so far: ${availabilityText(status, now, dayMs)}`]
      : [
          `24 h: ${availabilityText(status, now, dayMs)}`,
          watchedMs >= weekMs
            ? `7 d: ${availabilityText(status, now, weekMs)}`
            : `Since watching began ${watched} ago: ${availabilityText(status, now, weekMs)}`,
        ];
  return [{ name: 'Availability', value: lines.join('\n'), inline: false }];
}

/** The embed with the availability field after the status. */
export function withAvailability(embed: APIEmbed, status: ServerStatus | undefined, now: number): APIEmbed {
  const fields = embed.fields ?? [];
  return {
    ...embed,
    fields: [...fields.slice(0, 1), ...(availabilityField(status, now) ?? []), ...fields.slice(1)],
  };
}
