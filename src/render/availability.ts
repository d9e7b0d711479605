import type { APIEmbed } from 'discord.js';
import { availabilityOver, dayMs, weekMs, type ServerStatus } from '../status/availability.js';
import { formatDuration } from './format.js';
import type { Translator } from '../i18n/index.js';

/** "99.3 %", never rounded up to 100 while there was downtime. */
function percent(share: number, t: Translator): string {
  const tenths = Math.floor(share * 1000);
  return tenths === 1000
    ? t.t('resources.percent', { value: 100 })
    : t.t('availability.percent', { value: tenths / 10 });
}

/** "99.3 % · 2 outages, 41 min" over the span, or over as much of it as was watched. */
function availabilityText(status: ServerStatus, now: number, spanMs: number, t: Translator): string {
  const { upShare, outages, downMs } = availabilityOver(status, now, spanMs);
  const outageText = t.t('availability.outages', {
    outages,
    downtime: formatDuration(downMs / 1000, t),
  });
  return `${percent(upShare, t)} · ${outageText}`;
}

/**
 * `/server info`'s availability from the status reads, over the spans they cover: 24 h and 7 days once
 * watched that long; before that, over the time watched, said once.
 */
export function availabilityField(
  status: ServerStatus | undefined,
  now: number,
  t: Translator,
): APIEmbed['fields'] {
  const name = t.t('availability.name');
  if (status === undefined) return [{ name, value: t.t('availability.notWatched'), inline: false }];
  const watchedMs = availabilityOver(status, now, weekMs).spanMs;
  const watched = formatDuration(watchedMs / 1000, t);
  const over = (spanMs: number) => availabilityText(status, now, spanMs, t);
  const lines =
    watchedMs < dayMs
      ? [t.t('availability.watchedFor', { watched, availability: over(dayMs) })]
      : [
          t.t('availability.day', { availability: over(dayMs) }),
          watchedMs >= weekMs
            ? t.t('availability.week', { availability: over(weekMs) })
            : t.t('availability.sinceWatching', { watched, availability: over(weekMs) }),
        ];
  return [{ name, value: lines.join('\n'), inline: false }];
}

/** The embed with the availability field after the status. */
export function withAvailability(
  embed: APIEmbed,
  status: ServerStatus | undefined,
  now: number,
  t: Translator,
): APIEmbed {
  const fields = embed.fields ?? [];
  return {
    ...embed,
    fields: [...fields.slice(0, 1), ...(availabilityField(status, now, t) ?? []), ...fields.slice(1)],
  };
}
