import { z } from 'zod';
import type { APIEmbed } from 'discord.js';
import type { Translator } from '../i18n/index.js';
import { discordLength, truncate } from './text.js';

/** Discord's documented message limits, in code points (see `discordLength`); anything longer is cut here. */
export const limits = {
  content: 2000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footerText: 2048,
  authorName: 256,
  embedTotal: 6000,
  choices: 25,
  choiceName: 100,
  choiceValue: 100,
  selectOptions: 25,
  selectOptionText: 100,
  buttonLabel: 80,
} as const;

/**
 * Autocomplete cannot be deferred: an answer after Discord's 3 s is lost. The router hands handlers a signal
 * that aborts at this deadline, so a slow or rate-limited API does not keep spending calls on answers nobody
 * sees.
 */
export const autocompleteDeadlineMs = 2_500;

/**
 * A Discord id (a snowflake) as people paste it: a guild's, a channel's or a member's. 17 to 20 digits and
 * below 2^64, since Discord's ids are unsigned 64-bit integers (`99999999999999999999` is not one).
 */
export const snowflakeSchema = z.string().refine((id) => /^\d{17,20}$/.test(id) && BigInt(id) < 2n ** 64n);

/**
 * Lines, in order, cut into pages on line boundaries: a line takes `length` and the newline after it, and
 * each page holds what fits its room (`firstRoom` for the first page, `room` for the others) and at most
 * `maxLines` lines. A line longer than a page's room gets a page to itself. With `maxPages`, the lines
 * after the last page are not read, so a lazy sequence is made only as far as the pages it fills.
 */
export function linePages<T>(
  lines: Iterable<T>,
  length: (line: T) => number,
  room: { room: number; firstRoom?: number; maxLines?: number; maxPages?: number },
): T[][] {
  const maxLines = room.maxLines ?? Number.POSITIVE_INFINITY;
  const maxPages = room.maxPages ?? Number.POSITIVE_INFINITY;
  const pages: T[][] = [];
  if (maxPages <= 0) return pages;
  let page: T[] = [];
  let left = room.firstRoom ?? room.room;
  for (const line of lines) {
    const taken = length(line) + 1;
    if (page.length > 0 && (taken > left || page.length >= maxLines)) {
      pages.push(page);
      if (pages.length >= maxPages) return pages;
      page = [];
      left = room.room;
    }
    page.push(line);
    left -= taken;
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/** Discord's count of an embed's characters; discord.js's `embedLength` counts UTF-16 units instead. */
function embedLength(embed: APIEmbed): number {
  return (
    discordLength(embed.title ?? '') +
    discordLength(embed.description ?? '') +
    discordLength(embed.footer?.text ?? '') +
    discordLength(embed.author?.name ?? '') +
    (embed.fields ?? []).reduce(
      (sum, field) => sum + discordLength(field.name) + discordLength(field.value),
      0,
    )
  );
}

/**
 * Joins whole lines up to `max` characters, ending with how many did not fit (in the reader's words) rather
 * than a cut line.
 */
export function joinLinesWithin(
  lines: readonly string[],
  t: Translator,
  max: number = limits.embedDescription,
): string {
  const more = (count: number) => `\n${t.t('limits.andMore', { count })}`;
  let text = '';
  for (const [index, line] of lines.entries()) {
    const next = text === '' ? line : `${text}\n${line}`;
    const later = lines.length - index - 1;
    // The note is measured for as many as could follow, so a longer count never overflows what was kept.
    const reserve = later > 0 ? discordLength(more(later)) : 0;
    if (discordLength(next) + reserve > max) return `${text}${more(lines.length - index)}`;
    text = next;
  }
  return text;
}

/**
 * Makes an embed fit every per-part limit, then the 6,000-character total by dropping trailing fields
 * (noting how many, in the reader's words) and finally shortening the description.
 */
export function fitEmbed(embed: APIEmbed, t: Translator): APIEmbed {
  const fitted: APIEmbed = {
    ...embed,
    title: embed.title === undefined ? undefined : truncate(embed.title, limits.embedTitle),
    description:
      embed.description === undefined ? undefined : truncate(embed.description, limits.embedDescription),
    footer: embed.footer && { ...embed.footer, text: truncate(embed.footer.text, limits.footerText) },
    author: embed.author && { ...embed.author, name: truncate(embed.author.name, limits.authorName) },
    fields: embed.fields?.slice(0, limits.embedFields).map((field) => ({
      ...field,
      name: truncate(field.name || '\u200b', limits.fieldName),
      value: truncate(field.value || '\u200b', limits.fieldValue),
    })),
  };
  const omitted = (embed.fields?.length ?? 0) - (fitted.fields?.length ?? 0);
  let dropped = omitted;
  while (embedLength(fitted) > limits.embedTotal && fitted.fields && fitted.fields.length > 0) {
    fitted.fields = fitted.fields.slice(0, -1);
    dropped += 1;
  }
  if (dropped > 0) {
    const note = t.t('limits.notShown', { count: dropped });
    fitted.footer = {
      text: truncate(fitted.footer ? `${fitted.footer.text} · ${note}` : note, limits.footerText),
    };
  }
  const excess = embedLength(fitted) - limits.embedTotal;
  if (excess > 0 && fitted.description) {
    fitted.description = truncate(
      fitted.description,
      Math.max(1, discordLength(fitted.description) - excess),
    );
  }
  return fitted;
}
