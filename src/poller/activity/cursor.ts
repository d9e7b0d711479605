import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ActivityEntry } from '../../api/index.js';

export const logOrders = ['newest-first', 'oldest-first'] as const;
export type LogOrder = (typeof logOrders)[number];

/**
 * How far one server's activity log has been read. Entries are recognised by key (`seen`, the newest keys,
 * oldest first) and, beyond the keys kept, by time: anything older than `newestAt` minus a slack is old.
 */
export const activityCursorSchema = z.object({
  order: z.enum(logOrders).optional(),
  seen: z.array(z.string()),
  /** Epoch ms of the newest entry read. */
  newestAt: z.number().optional(),
  /** Oldest-first logs: how many entries (from offset 0) have been read. */
  position: z.number().int().nonnegative().optional(),
  /** False until the reader has reached the newest entry once: before that, undated entries are history. */
  caughtUp: z.boolean(),
});
export type ActivityCursor = z.infer<typeof activityCursorSchema>;

/**
 * Keys longer than this (content hashes, long ids) are kept as a 64-bit digest, which still tells them apart.
 */
const maxStoredKeyLength = 24;

export function storedKey(key: string): string {
  return key.length <= maxStoredKeyLength ? key : createHash('sha256').update(key).digest('hex').slice(0, 16);
}

export function entryTime(entry: ActivityEntry): number | undefined {
  if (entry.timestamp === undefined) return undefined;
  const time = Date.parse(entry.timestamp);
  return Number.isNaN(time) ? undefined : time;
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
export function keyedOldestFirst(
  entries: readonly ActivityEntry[],
  order: LogOrder,
): { entry: ActivityEntry; key: string }[] {
  const oldestFirst = order === 'oldest-first' ? entries : [...entries].reverse();
  const occurrences = new Map<string, number>();
  return oldestFirst.map((entry) => {
    const base = storedKey(entry.key);
    const count = occurrences.get(base) ?? 0;
    occurrences.set(base, count + 1);
    return { entry, key: count === 0 ? base : `${base}#${count}` };
  });
}

export type KnownTest = (key: string, entry: ActivityEntry) => boolean;

/**
 * An entry is old when its key was seen, or when it is dated before `floor`: older than the newest entry read
 * (minus a slack for entries that arrive slightly out of order), or older than every subscription that could
 * receive it. Before the first catch-up, an undated entry counts as history.
 */
export function knownTest(
  cursor: ActivityCursor | undefined,
  historyBefore: number | undefined,
  slackMs: number,
): KnownTest {
  const seen = new Set(cursor?.seen ?? []);
  const readUpTo = cursor?.newestAt === undefined ? undefined : cursor.newestAt - slackMs;
  const floor = Math.max(readUpTo ?? Number.NEGATIVE_INFINITY, historyBefore ?? Number.NEGATIVE_INFINITY);
  const caughtUp = cursor?.caughtUp ?? false;
  return (key, entry) => {
    if (seen.has(key)) return true;
    const time = entryTime(entry);
    return time === undefined ? !caughtUp : time < floor;
  };
}

/**
 * The cursor after a read. Every entry read joins the ring of keys (history too, so a baseline remembers the
 * top of the log), newest last, and the newest time moves on.
 */
export function advanceCursor(
  cursor: ActivityCursor | undefined,
  read: readonly { entry: ActivityEntry; key: string }[],
  changes: { order: LogOrder | undefined; position?: number; caughtUp: boolean },
  ringSize: number,
): ActivityCursor {
  const readKeys = new Set(read.map(({ key }) => key));
  const seen = [...(cursor?.seen ?? []).filter((key) => !readKeys.has(key)), ...readKeys].slice(-ringSize);
  let newestAt = cursor?.newestAt;
  for (const { entry } of read) {
    const time = entryTime(entry);
    if (time !== undefined && (newestAt === undefined || time > newestAt)) newestAt = time;
  }
  const next: ActivityCursor = { seen, caughtUp: changes.caughtUp || (cursor?.caughtUp ?? false) };
  const order = changes.order ?? cursor?.order;
  if (order !== undefined) next.order = order;
  if (newestAt !== undefined) next.newestAt = newestAt;
  const position = changes.position ?? cursor?.position;
  if (position !== undefined) next.position = position;
  return next;
}

export function sameCursor(a: ActivityCursor | undefined, b: ActivityCursor | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return (
    a.order === b.order &&
    a.newestAt === b.newestAt &&
    a.position === b.position &&
    a.caughtUp === b.caughtUp &&
    a.seen.length === b.seen.length &&
    a.seen.every((key, index) => key === b.seen[index])
  );
}
