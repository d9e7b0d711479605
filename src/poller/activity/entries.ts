import { createHash } from 'node:crypto';
import type { ActivityEntry } from '../../api/index.js';
import type { LogOrder } from './cursor.js';

/** An entry with the key it is recognised by across reads. */
export type KeyedEntry = { entry: ActivityEntry; key: string };

/**
 * Keys longer than this (content hashes, long ids) are kept as a 64-bit digest, which still tells them apart.
 */
const maxStoredKeyLength = 24;

function storedKey(key: string): string {
  return key.length <= maxStoredKeyLength ? key : createHash('sha256').update(key).digest('hex').slice(0, 16);
}

export function entryTime(entry: ActivityEntry): number | undefined {
  if (entry.timestamp === undefined) return undefined;
  const time = Date.parse(entry.timestamp);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Whether an entry was made at `since` or later. An API that counts whole seconds truncates: an entry made
 * in the same second as `since`, just after it, shows a time up to 999 ms before it. Such a time is therefore
 * compared at its precision (an entry from earlier in that second counts too: the two cannot be told apart).
 * An undated entry always counts.
 */
export function madeSince(entry: ActivityEntry, since: number): boolean {
  const time = entryTime(entry);
  if (time === undefined) return true;
  const precision = entry.timestampPrecisionMs ?? 1;
  return time >= Math.floor(since / precision) * precision;
}

/** The order a page shows by its timestamps, when they say: most neighbouring pairs decide. */
export function detectOrder(entries: readonly ActivityEntry[]): LogOrder | undefined {
  let rising = 0;
  let falling = 0;
  let previous: number | undefined;
  for (const entry of entries) {
    const time = entryTime(entry);
    if (time === undefined) continue;
    if (previous !== undefined && time > previous) rising += 1;
    if (previous !== undefined && time < previous) falling += 1;
    previous = time;
  }
  if (rising === falling) return undefined;
  return rising > falling ? 'oldest-first' : 'newest-first';
}

/**
 * Entries oldest first with a key each. An entry without an id is keyed by a hash of its content, so
 * identical entries share a key; repeats are told apart by their occurrence within the page, counted from
 * the oldest, which stays stable as newer entries arrive on the other end.
 */
export function keyedOldestFirst(entries: readonly ActivityEntry[], order: LogOrder): KeyedEntry[] {
  const oldestFirst = order === 'oldest-first' ? entries : [...entries].reverse();
  const occurrences = new Map<string, number>();
  return oldestFirst.map((entry) => {
    const base = storedKey(entry.key);
    const count = occurrences.get(base) ?? 0;
    occurrences.set(base, count + 1);
    return { entry, key: count === 0 ? base : `${base}#${count}` };
  });
}
