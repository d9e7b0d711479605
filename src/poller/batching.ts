import { limits } from '../render/limits.js';

/** Lines per message: a burst reads as a few compact posts rather than one wall of text. */
export const maxLinesPerMessage = 20;

/**
 * Splits timeline lines, in order, into messages whose joined text fits an embed description. Every line
 * must already fit one on its own.
 */
export function batchLines<T extends { line: string }>(
  items: readonly T[],
  maxChars: number = limits.embedDescription,
  maxLines = maxLinesPerMessage,
): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let length = 0;
  for (const item of items) {
    const added = (current.length > 0 ? 1 : 0) + item.line.length;
    if (current.length > 0 && (length + added > maxChars || current.length >= maxLines)) {
      batches.push(current);
      current = [];
      length = 0;
    }
    length += (current.length > 0 ? 1 : 0) + item.line.length;
    current.push(item);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
