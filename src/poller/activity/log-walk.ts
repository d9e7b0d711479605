import { hasNextPage, listedOn, type ActivityPage } from '../../api/index.js';
import type { ActivityCursor, LogOrder } from './cursor.js';
import { detectOrder, keyedOldestFirst, type KeyedEntry } from './entries.js';

export type ActivityPageFetcher = (offset: number, limit: number) => Promise<ActivityPage>;

export type WalkOptions = {
  pageSize: number;
  /** Pages one read may fetch: a burst beyond them is skipped (and reported) rather than read forever. */
  maxPages: number;
  /** The order to assume while neither the cursor nor the entries tell (what other servers' logs showed). */
  assumedOrder: LogOrder;
};

/** Whether an entry was read before (by key or by time); the reader decides from its cursor. */
export type KnownTest = (key: string, entry: KeyedEntry['entry']) => boolean;

/** What one walk over the log read, and where the cursor's position, order and catch-up now stand. */
export type Walk = {
  /** Every entry read (history and known ones too), oldest first, each once. */
  read: KeyedEntry[];
  order: LogOrder;
  position?: number;
  caughtUp: boolean;
  /** The order the entries showed by their timestamps, when they showed one. */
  shownOrder: LogOrder | undefined;
  /** True when the page bound cut a read short and entries in between were never read. */
  skipped: boolean;
};

type Window = { offset: number; page: ActivityPage };

/**
 * Walks one server's activity log from where the cursor stands until it reaches what `isKnown` says was
 * read before. The spec (docs/hosting-api.md) shows neither the log's order nor its fields:
 * the order comes from the timestamps (kept in the cursor, re-checked on every page), entries are keyed by
 * id or content hash, and when a whole page is new the read pages further back, up to `maxPages`.
 *
 * Newest-first logs are read from offset 0 backwards; oldest-first logs from the stored position forwards,
 * starting one entry early so the overlap confirms nothing before it was missed (else it reads backwards).
 */
export async function walkLog(
  fetchPage: ActivityPageFetcher,
  cursor: ActivityCursor | undefined,
  isKnown: KnownTest,
  options: WalkOptions,
): Promise<Walk> {
  const reader = new LogReader(fetchPage, cursor, isKnown, options);
  if (cursor?.order === 'oldest-first') {
    const first = await reader.fetch(Math.max(0, (cursor.position ?? 0) - 1));
    if (detectOrder(first.page.entries) !== 'newest-first') return reader.oldestFirst(first);
    return reader.newestFirst(await reader.fetch(0));
  }
  const first = await reader.fetch(0);
  const order = detectOrder(first.page.entries) ?? cursor?.order ?? options.assumedOrder;
  return order === 'oldest-first' ? reader.oldestFirstFromStart(first) : reader.newestFirst(first);
}

class LogReader {
  private fetched = 0;
  private shownOrder: LogOrder | undefined;
  /** Pages fetched in this read, so reading backwards reuses one already at hand. */
  private readonly windows: Window[] = [];

  constructor(
    private readonly fetchPage: ActivityPageFetcher,
    private readonly cursor: ActivityCursor | undefined,
    private readonly isKnown: KnownTest,
    private readonly options: WalkOptions,
  ) {}

  async fetch(offset: number): Promise<Window> {
    this.fetched += 1;
    const page = await this.fetchPage(offset, this.options.pageSize);
    this.shownOrder = detectOrder(page.entries) ?? this.shownOrder;
    const window = { offset, page };
    this.windows.push(window);
    return window;
  }

  /** Entries [offset, end) of an oldest-first log, from a page at hand when one holds them all. */
  private async range(offset: number, end: number): Promise<Window | undefined> {
    const held = this.windows.find(
      (window) => window.offset <= offset && window.offset + span(window.page) >= end,
    );
    const source = held ?? (this.canFetch() ? await this.fetch(offset) : undefined);
    if (source === undefined) return undefined;
    const from = offset - source.offset;
    return {
      offset,
      page: { ...source.page, entries: source.page.entries.slice(from, from + end - offset) },
    };
  }

  private canFetch(): boolean {
    return this.fetched < this.options.maxPages;
  }

  private isLast({ offset, page }: Window): boolean {
    if (!hasNextPage(page.entries, page, this.options.pageSize)) return true;
    const total = knownTotal(page);
    return total !== undefined && offset + span(page) >= total;
  }

  private touchesKnown(keyed: readonly KeyedEntry[]): boolean {
    return keyed.some(({ key, entry }) => this.isKnown(key, entry));
  }

  /** From offset 0 (the newest entry) back until a page reaches entries already read. */
  async newestFirst(first: Window): Promise<Walk> {
    const windows = [first];
    let skipped = false;
    for (let current = first; ; ) {
      if (this.touchesKnown(keyedOldestFirst(current.page.entries, 'newest-first')) || this.isLast(current))
        break;
      if (!this.canFetch()) {
        skipped = this.cursor?.caughtUp ?? false;
        break;
      }
      current = await this.fetch(current.offset + this.options.pageSize);
      windows.push(current);
    }
    const read = dedupe(
      [...windows].reverse().flatMap(({ page }) => keyedOldestFirst(page.entries, 'newest-first')),
    );
    return this.result(read, { order: 'newest-first', caughtUp: true }, skipped);
  }

  /** The first page of a log just found to be oldest first: the newest entries are at its end. */
  async oldestFirstFromStart(first: Window): Promise<Walk> {
    if (this.isLast(first)) return this.oldestFirst(first);
    const total = knownTotal(first.page);
    if (total === undefined) return this.oldestFirst(first);
    return this.oldestFirst(await this.fetch(Math.max(0, total - this.options.pageSize)));
  }

  /**
   * Forwards from `first` to the end of the log, after reading backwards while nothing before it is known.
   */
  async oldestFirst(first: Window): Promise<Walk> {
    let start = first;
    const total = knownTotal(first.page);
    // A stored position past the end means the log shrank (entries expired): look again from its tail.
    if (first.page.entries.length === 0 && first.offset > 0 && this.canFetch()) {
      start = await this.fetch(Math.max(0, (total ?? 0) - this.options.pageSize));
    }
    let skipped = false;
    if (
      total !== undefined &&
      this.cursor?.caughtUp &&
      total - start.offset > this.options.maxPages * this.options.pageSize &&
      this.canFetch()
    ) {
      start = await this.fetch(Math.max(0, total - this.options.pageSize));
      skipped = true;
    }

    const before: Window[] = [];
    for (
      let earliest = start;
      earliest.offset > 0 && !this.touchesKnown(keyedOldestFirst(earliest.page.entries, 'oldest-first'));
    ) {
      const previous = await this.range(
        Math.max(0, earliest.offset - this.options.pageSize),
        earliest.offset,
      );
      if (previous === undefined) {
        skipped = skipped || (this.cursor?.caughtUp ?? false);
        break;
      }
      earliest = previous;
      before.unshift(earliest);
    }

    const after: Window[] = [start];
    let last = start;
    while (!this.isLast(last) && this.canFetch()) {
      last = await this.fetch(last.offset + span(last.page));
      after.push(last);
    }
    const read = dedupe(
      [...before, ...after].flatMap(({ page }) => keyedOldestFirst(page.entries, 'oldest-first')),
    );
    const caughtUp = this.isLast(last);
    return this.result(
      read,
      { order: 'oldest-first', position: last.offset + span(last.page), caughtUp },
      skipped,
    );
  }

  private result(
    read: KeyedEntry[],
    changes: { order: LogOrder; position?: number; caughtUp: boolean },
    skipped: boolean,
  ): Walk {
    return { read, ...changes, shownOrder: this.shownOrder, skipped };
  }
}

/** How many log positions a page covers: entries the API layer could not read still took their place. */
function span(page: ActivityPage): number {
  return listedOn(page.entries, page);
}

/** The log's length when the page says it: pagination without a total reports 0, which says nothing. */
function knownTotal(page: ActivityPage): number | undefined {
  const pagination = page.pagination;
  if (!pagination) return undefined;
  return pagination.total > 0 || !pagination.hasNext ? pagination.total : undefined;
}

/** Pages read while entries arrive overlap; an entry read twice counts once. */
function dedupe(entries: KeyedEntry[]): KeyedEntry[] {
  const byKey = new Map<string, KeyedEntry>();
  for (const keyed of entries) if (!byKey.has(keyed.key)) byKey.set(keyed.key, keyed);
  return [...byKey.values()];
}
