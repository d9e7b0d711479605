import { limits, linePages } from '../render/limits.js';

/** Lines per message: a burst reads as a few compact posts rather than one wall of text. */
const maxLinesPerMessage = 20;

/**
 * Splits timeline lines, in order, into messages whose joined text fits an embed description. Every line
 * must already fit one on its own.
 */
export function batchLines<T extends { line: string }>(
  items: readonly T[],
  maxChars: number = limits.embedDescription,
  maxLines = maxLinesPerMessage,
): T[][] {
  // A description is its lines joined: the last line's newline is not sent, so a page holds one more.
  return linePages(items, (item) => item.line.length, { room: maxChars + 1, maxLines });
}
