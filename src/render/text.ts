/**
 * Discord counts the length of content, embed parts, labels and choice names in Unicode code points: its API
 * runs on Python 3, whose `len()` counts code points (discord-api-docs#1315, answered by Discord staff). So
 * an
 * emoji outside the Basic Multilingual Plane is one character to Discord but two UTF-16 units to JavaScript.
 */
export function discordLength(text: string): number {
  let count = 0;
  for (const _codePoint of text) count += 1;
  return count;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** What ends text that was cut. */
export const cutMark = '…';

/**
 * Cuts text to at most `max` code points on a grapheme boundary, so no surrogate pair, ZWJ sequence, flag or
 * combining mark is ever split (Discord has answered 500 to lone surrogates, discord-api-docs#6561). A cut is
 * marked with an ellipsis when there is room for one.
 */
export function truncate(text: string, max: number): string {
  if (discordLength(text) <= max) return text;
  const room = max > 1 ? max - 1 : Math.max(0, max);
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const length = discordLength(segment);
    if (used + length > room) break;
    kept += segment;
    used += length;
  }
  return max > 1 ? `${kept}${cutMark}` : kept;
}

/**
 * Cuts text to at most `max` code points by taking out its middle, so names that differ only at the end
 * ("Fleet 1 …", "Fleet 10 …") stay told apart; cut on grapheme boundaries like `truncate`.
 */
export function truncateMiddle(text: string, max: number): string {
  if (discordLength(text) <= max || max < 3) return truncate(text, max);
  const parts = [...graphemes.segment(text)].map(({ segment }) => segment);
  const room = max - 1;
  const keepEnd = Math.floor(room / 2);
  let head = '';
  let tail = '';
  let used = 0;
  for (
    let index = parts.length - 1;
    index >= 0 && used + discordLength(parts[index]!) <= keepEnd;
    index -= 1
  ) {
    tail = parts[index] + tail;
    used += discordLength(parts[index]!);
  }
  for (const part of parts) {
    if (used + discordLength(part) > room) break;
    head += part;
    used += discordLength(part);
  }
  return `${head.trimEnd()}${cutMark}${tail.trimStart()}`;
}
