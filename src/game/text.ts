/**
 * Text a game sends about itself (message of the day, server name, player names), made plain: chat-component
 * trees flattened, Minecraft `§` colour and format codes and control characters removed, and the length
 * bounded on grapheme boundaries. Escaping for Discord is the renderer's, not done here.
 */

/** Long enough for any real message of the day; a 10 KB one is cut. */
export const maxMotdLength = 512;
export const maxNameLength = 64;
/** Names kept from one answer: the renderer shows ten and counts the rest. */
export const maxPlayerNames = 100;

const maxComponentDepth = 16;

/** A chat component (`text`, `extra[]`, `translate`) or a plain string, as one string. */
export function flattenChat(value: unknown, depth = 0): string {
  if (depth > maxComponentDepth) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => flattenChat(item, depth + 1)).join('');
  if (typeof value !== 'object' || value === null) return '';
  const record = value as Record<string, unknown>;
  const own = typeof record.text === 'string' ? record.text : '';
  return own + flattenChat(record.extra, depth + 1);
}

const colourCodes = /§[\s\S]?/g;
// Control characters but the line feed (a two-line message of the day has one), zero-width spaces and
// direction overrides; the zero-width joiner stays, since emoji sequences are joined with it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const controls = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** At most `limit` UTF-16 units, never cutting a surrogate pair or an emoji sequence; `…` marks a cut. */
export function cutText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let kept = '';
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > limit - 1) break;
    kept += segment;
  }
  return `${kept}…`;
}

/** Plain text of at most `limit` units, or undefined when nothing readable is left. */
export function plainText(value: unknown, limit: number): string | undefined {
  const text = flattenChat(value)
    .replace(colourCodes, '')
    .replace(controls, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
  return text === '' ? undefined : cutText(text, limit);
}
