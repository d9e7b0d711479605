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
