import { describe, expect, it } from 'vitest';
import type { Pagination } from '../../src/api/model.js';
import {
  hasNextPage,
  listedOn,
  PageWalk,
  paginate,
  type ListPage,
  type PagePosition,
} from '../../src/api/pagination.js';

function pagination(hasNext: boolean): Pagination {
  return { page: 1, limit: 3, total: 0, totalPages: 0, hasNext, hasPrev: false };
}

type Page = ListPage & { items: string[] };

/** A list of `length` items served `pageSize` at a time, by offset, without pagination; every fetch noted. */
function list(length: number, pageSize: number) {
  const fetched: PagePosition[] = [];
  const all = Array.from({ length }, (_, index) => `item${index}`);
  const fetch = async (position: PagePosition): Promise<Page> => {
    fetched.push(position);
    return { items: all.slice(position.offset, position.offset + pageSize), pagination: undefined };
  };
  return { all, fetched, fetch };
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const collected: T[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}

describe('the next-page rule', () => {
  it("follows the API's hasNext when it says, whether the page is full or short", () => {
    expect(hasNextPage(['a'], { pagination: pagination(true) }, 3)).toBe(true);
    expect(hasNextPage(['a', 'b', 'c'], { pagination: pagination(false) }, 3)).toBe(false);
  });

  it('without pagination, goes on after a full page and stops after a short one', () => {
    expect(hasNextPage(['a', 'b', 'c'], { pagination: undefined }, 3)).toBe(true);
    expect(hasNextPage(['a', 'b'], { pagination: undefined }, 3)).toBe(false);
  });

  it('counts skipped entries as listed: a page full with them is full', () => {
    expect(listedOn(['a'], { pagination: undefined, skipped: 2 })).toBe(3);
    expect(hasNextPage(['a'], { pagination: undefined, skipped: 2 }, 3)).toBe(true);
    expect(hasNextPage(['a'], { pagination: undefined, skipped: 1 }, 3)).toBe(false);
  });

  it('stops after an empty page, even one that says more follow', () => {
    expect(hasNextPage([], { pagination: pagination(true) }, 3)).toBe(false);
    expect(hasNextPage([], { pagination: undefined }, 0)).toBe(false);
  });
});

describe('paginate', () => {
  it('yields every item, advancing page number and offset, until a short page', async () => {
    const { all, fetched, fetch } = list(7, 3);
    expect(await collect(paginate({ pageSize: 3, fetch, items: (page) => page.items }))).toEqual(all);
    expect(fetched).toEqual([
      { page: 1, offset: 0 },
      { page: 2, offset: 3 },
      { page: 3, offset: 6 },
    ]);
  });

  it('reads one empty page more when the last page was exactly full', async () => {
    const { fetched, fetch } = list(6, 3);
    expect(await collect(paginate({ pageSize: 3, fetch, items: (page) => page.items }))).toHaveLength(6);
    expect(fetched).toHaveLength(3);
  });

  it('moves the offset past skipped entries, so none is read twice', async () => {
    const fetched: PagePosition[] = [];
    const fetch = async (position: PagePosition): Promise<Page> => {
      fetched.push(position);
      return position.page === 1
        ? { items: ['a', 'b'], pagination: undefined, skipped: 1 }
        : { items: ['d'], pagination: undefined };
    };
    expect(await collect(paginate({ pageSize: 3, fetch, items: (page) => page.items }))).toEqual([
      'a',
      'b',
      'd',
    ]);
    expect(fetched[1]).toEqual({ page: 2, offset: 3 });
  });

  it('reads no more than maxPages', async () => {
    const { fetched, fetch } = list(30, 3);
    const items = await collect(paginate({ pageSize: 3, maxPages: 2, fetch, items: (page) => page.items }));
    expect(items).toHaveLength(6);
    expect(fetched).toHaveLength(2);
  });
});

describe('PageWalk', () => {
  it('reads a page per turn, then starts a new pass that remembers when it started', async () => {
    const { fetch } = list(5, 3);
    const walk = new PageWalk();
    const turn = async (now: number) => {
      const pass = walk.next(now);
      const page = await fetch(pass);
      return { pass, progress: walk.advance(pass, page.items, page, 3) };
    };
    expect(await turn(100)).toEqual({
      pass: { page: 1, offset: 0, startedAt: 100 },
      progress: { ended: false, startedAt: 100, pagesRead: 1 },
    });
    expect(await turn(200)).toEqual({
      pass: { page: 2, offset: 3, startedAt: 100 },
      progress: { ended: true, startedAt: 100, pagesRead: 2 },
    });
    expect(walk.next(300)).toEqual({ page: 1, offset: 0, startedAt: 300 });
  });

  it('lets a restart made while a page was read win', () => {
    const walk = new PageWalk();
    const read = walk.next(100);
    walk.restart();
    const progress = walk.advance(read, ['a', 'b', 'c'], { pagination: undefined }, 3);
    expect(progress.ended).toBe(false);
    expect(walk.next(200)).toEqual({ page: 1, offset: 0, startedAt: 200 });
  });
});
