import type { ActivityEntry } from '../../api/index.js';
import type { ActivityCursor, LogOrder } from './cursor.js';
import { entryTime, madeSince, type KeyedEntry } from './entries.js';
import {
  walkLog,
  type ActivityPageFetcher,
  type KnownTest,
  type Walk,
  type WalkOptions,
} from './log-walk.js';

export type { ActivityPageFetcher } from './log-walk.js';
export type { LogOrder } from './cursor.js';

export type ReadOptions = WalkOptions & {
  /** How many of the newest keys the cursor keeps. */
  ringSize: number;
  /** Entries may land in the log slightly out of time order; within this slack they still count as new. */
  slackMs: number;
  /** Entries dated before this reach no subscriber, so they count as history. */
  historyBefore: number | undefined;
};

export type ReadResult = {
  /** Entries not read before, oldest first. */
  fresh: KeyedEntry[];
  /** When each fresh entry happened (undefined when undated). */
  freshTimes: (number | undefined)[];
  /** The cursor past everything this read saw. */
  cursor: ActivityCursor;
  /** Whether `cursor` differs from the stored one, so it needs writing. */
  moved: boolean;
  /** The order the entries showed by their timestamps, when they showed one. */
  shownOrder: LogOrder | undefined;
  /** True when the page bound cut a read short and entries in between were never read. */
  skipped: boolean;
};

/**
 * Reads one server's activity log from its stored cursor: what is new since, and the cursor moved past it.
 * The one owner of the cursor's meaning: what counts as read before (`knownTest`) and how a read moves it
 * (`advanceCursor`); walking the pages is `walkLog`'s.
 */
export async function readActivity(
  fetchPage: ActivityPageFetcher,
  cursor: ActivityCursor | undefined,
  options: ReadOptions,
): Promise<ReadResult> {
  const isKnown = knownTest(cursor, options.historyBefore, options.slackMs);
  const walk = await walkLog(fetchPage, cursor, isKnown, options);
  const fresh = walk.read.filter(({ key, entry }) => !isKnown(key, entry));
  const next = advanceCursor(cursor, walk, options.ringSize);
  return {
    fresh,
    freshTimes: fresh.map(({ entry }) => entryTime(entry)),
    cursor: next,
    moved: !sameCursor(cursor, next),
    shownOrder: walk.shownOrder,
    skipped: walk.skipped,
  };
}

/**
 * An entry is old when its key was seen, or when it is dated before `floor` (at its time's precision:
 * madeSince): older than the newest entry read (minus a slack for entries that arrive slightly out of
 * order), or older than every subscription that could receive it. Before the first catch-up, an undated
 * entry counts as history.
 */
function knownTest(
  cursor: ActivityCursor | undefined,
  historyBefore: number | undefined,
  slackMs: number,
): KnownTest {
  const seen = new Set(cursor?.seen ?? []);
  const readUpTo = cursor?.newestAt === undefined ? undefined : cursor.newestAt - slackMs;
  const floor = Math.max(readUpTo ?? Number.NEGATIVE_INFINITY, historyBefore ?? Number.NEGATIVE_INFINITY);
  const caughtUp = cursor?.caughtUp ?? false;
  return (key: string, entry: ActivityEntry) => {
    if (seen.has(key)) return true;
    return entryTime(entry) === undefined ? !caughtUp : !madeSince(entry, floor);
  };
}

/**
 * The cursor after a read. Every entry read joins the ring of keys (history too, so a baseline remembers the
 * top of the log), newest last, and the newest time moves on.
 */
function advanceCursor(cursor: ActivityCursor | undefined, walk: Walk, ringSize: number): ActivityCursor {
  const readKeys = new Set(walk.read.map(({ key }) => key));
  const seen = [...(cursor?.seen ?? []).filter((key) => !readKeys.has(key)), ...readKeys].slice(-ringSize);
  let newestAt = cursor?.newestAt;
  for (const { entry } of walk.read) {
    const time = entryTime(entry);
    if (time !== undefined && (newestAt === undefined || time > newestAt)) newestAt = time;
  }
  const next: ActivityCursor = { seen, caughtUp: walk.caughtUp || (cursor?.caughtUp ?? false) };
  next.order = walk.order;
  if (newestAt !== undefined) next.newestAt = newestAt;
  const position = walk.position ?? cursor?.position;
  if (position !== undefined) next.position = position;
  return next;
}

function sameCursor(a: ActivityCursor | undefined, b: ActivityCursor): boolean {
  return (
    a !== undefined &&
    a.order === b.order &&
    a.newestAt === b.newestAt &&
    a.position === b.position &&
    a.caughtUp === b.caughtUp &&
    a.seen.length === b.seen.length &&
    a.seen.every((key, index) => key === b.seen[index])
  );
}
