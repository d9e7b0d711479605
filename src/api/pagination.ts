import type { Pagination } from './model.js';

/** What a list page tells about its place in the list. */
export type ListPage = {
  pagination: Pagination | undefined;
  /** Entries the API layer left out as unreadable; they took their places on the page all the same. */
  skipped?: number;
};

/** Where a page starts, in both of the API's ways of paging: page number (from 1) and offset (from 0). */
export type PagePosition = { readonly page: number; readonly offset: number };

const firstPosition: PagePosition = { page: 1, offset: 0 };

/** How many places of the list a page covers: its items and the entries skipped as unreadable. */
export function listedOn(items: readonly unknown[], page: ListPage): number {
  return items.length + (page.skipped ?? 0);
}

/**
 * The one "is there a next page" rule: the API's `hasNext` when it says, else whether the page was full
 * (skipped entries count: they filled places too). An empty page is the last, whatever it says.
 */
export function hasNextPage(items: readonly unknown[], page: ListPage, pageSize: number): boolean {
  const listed = listedOn(items, page);
  return listed > 0 && (page.pagination?.hasNext ?? listed >= pageSize);
}

function after(position: PagePosition, items: readonly unknown[], page: ListPage): PagePosition {
  return { page: position.page + 1, offset: position.offset + listedOn(items, page) };
}

export type PageSource<Page extends ListPage, Item> = {
  /** The page size asked for, or the API's default when none is asked. */
  pageSize: number;
  fetch: (position: PagePosition) => Promise<Page>;
  items: (page: Page) => readonly Item[];
  /** Pages read at the most; the rest of the list is left unread. */
  maxPages?: number;
};

/** Page after page from the first, until the last or `maxPages`. */
async function* pages<Page extends ListPage, Item>(source: PageSource<Page, Item>): AsyncGenerator<Page> {
  const maxPages = source.maxPages ?? Number.POSITIVE_INFINITY;
  let position = firstPosition;
  for (let read = 1; ; read += 1) {
    const page = await source.fetch(position);
    yield page;
    const items = source.items(page);
    if (read >= maxPages || !hasNextPage(items, page, source.pageSize)) return;
    position = after(position, items, page);
  }
}

/** Every item of the list, page after page. */
export async function* paginate<Page extends ListPage, Item>(
  source: PageSource<Page, Item>,
): AsyncGenerator<Item> {
  for await (const page of pages(source)) yield* source.items(page);
}

/** A pass through the list read a page per turn: where it stands and when it started. */
export type PagePass = PagePosition & { readonly startedAt: number };

export type PassProgress = {
  /** The page just read was the pass's last: the next read starts a new pass from the first page. */
  ended: boolean;
  startedAt: number;
  /** Pages the pass has read so far. */
  pagesRead: number;
};

/**
 * A walk through a list for work that reads one page per run and resumes on the next run: `next` says which
 * page to read, `advance` records it, and the walk starts over once a pass read the last page.
 */
export class PageWalk {
  private pass: PagePass | undefined;

  /** The page the current pass reads next; with no pass going, the first page of one starting `now`. */
  next(now: number): PagePass {
    this.pass ??= { ...firstPosition, startedAt: now };
    return this.pass;
  }

  /** Records the page read at `read` (what `next` answered). A `restart` meanwhile wins: it is not undone. */
  advance(read: PagePass, items: readonly unknown[], page: ListPage, pageSize: number): PassProgress {
    const more = hasNextPage(items, page, pageSize);
    if (this.pass === read)
      this.pass = more ? { ...after(read, items, page), startedAt: read.startedAt } : undefined;
    return { ended: !more, startedAt: read.startedAt, pagesRead: read.page };
  }

  /** The next read starts a new pass from the first page. */
  restart(): void {
    this.pass = undefined;
  }
}
