import { describe, expect, it } from 'vitest';
import {
  activityCursorSchema,
  type ActivityCursor,
  type LogOrder,
} from '../../src/poller/activity/cursor.js';
import { readActivity, type ReadOptions } from '../../src/poller/activity/reader.js';
import { FakeLog, type FakeLogOptions } from '../support/fake-hosting-api.js';

const subscribedAt = 1_700_000_000_000;

function setup(options: FakeLogOptions, overrides: Partial<ReadOptions> = {}) {
  const clock = { now: subscribedAt - 60_000 };
  const log = new FakeLog(options, clock);
  let cursor: ActivityCursor | undefined;
  const readOptions: ReadOptions = {
    pageSize: 10,
    maxPages: 3,
    ringSize: 20,
    slackMs: 60_000,
    historyBefore: subscribedAt,
    assumedOrder: 'newest-first',
    ...overrides,
  };
  return {
    log,
    clock,
    /**
     * One poll; the cursor goes through JSON like the store, so what survives a restart is what is tested.
     */
    async poll() {
      const result = await readActivity(log.fetchPage, cursor, readOptions);
      cursor = activityCursorSchema.parse(JSON.parse(JSON.stringify(result.cursor)));
      return { ...result, descriptions: result.fresh.map(({ entry }) => entry.description) };
    },
  };
}

const shapes: { name: string; options: FakeLogOptions }[] = (
  ['newest-first', 'oldest-first'] as LogOrder[]
).flatMap((order) => [
  { name: `${order}, with ids, paginated`, options: { order, ids: true, pagination: true } },
  { name: `${order}, without ids, paginated`, options: { order, ids: false, pagination: true } },
  { name: `${order}, with ids, no pagination`, options: { order, ids: true, pagination: false } },
  { name: `${order}, without ids, no pagination`, options: { order, ids: false, pagination: false } },
]);

describe.each(shapes)('readActivity: $name', ({ options }) => {
  it(
    'treats the history before the subscription as read, ' + 'then reports each new entry once, oldest first',
    async () => {
      const { log, clock, poll } = setup(options);
      for (let minute = 0; minute < 25; minute += 1) {
        clock.now += 1_000;
        log.add();
      }
      clock.now = subscribedAt + 1_000;
      expect((await poll()).fresh).toEqual([]);

      clock.now += 1_000;
      log.add(1, { description: 'first' });
      clock.now += 1_000;
      log.add(1, { description: 'second' });
      expect((await poll()).descriptions).toEqual(['first', 'second']);
      expect((await poll()).descriptions).toEqual([]);

      clock.now += 1_000;
      log.add(1, { description: 'third' });
      expect((await poll()).descriptions).toEqual(['third']);
    },
  );

  it('posts entries made between the subscription and the first poll', async () => {
    const { log, clock, poll } = setup(options);
    log.add(3);
    clock.now = subscribedAt + 5_000;
    log.add(1, { description: 'after subscribing' });
    expect((await poll()).descriptions).toEqual(['after subscribing']);
  });

  it('posts an entry of the subscription second from an API that gives whole seconds', async () => {
    // The subscription at .400; the entry made just after, at .700, as an API counting seconds shows it.
    const { log, clock, poll } = setup(options, { historyBefore: subscribedAt + 400 });
    log.add(2);
    clock.now = subscribedAt;
    const [entry] = log.add(1, { description: 'same second' });
    // As the API layer marks a time it read as epoch seconds or text without a fraction.
    entry!.timestampPrecisionMs = 1000;
    expect((await poll()).descriptions).toEqual(['same second']);
  });

  it('reads a burst of entries with the same timestamp, identical ones included, in log order', async () => {
    const { log, clock, poll } = setup(options);
    log.add(5);
    clock.now = subscribedAt + 1_000;
    await poll();
    const at = clock.now + 1_000;
    log.add(1, { description: 'a', at });
    log.add(3, { description: 'same', at });
    log.add(1, { description: 'b', at });
    expect((await poll()).descriptions).toEqual(['a', 'same', 'same', 'same', 'b']);
    expect((await poll()).descriptions).toEqual([]);
  });

  it('pages further back when a whole page is new, and stops at the page bound', async () => {
    const { log, clock, poll } = setup(options);
    log.add(4);
    clock.now = subscribedAt + 1_000;
    await poll();

    clock.now += 1_000;
    const burst = log.add(24).map((entry) => entry.description);
    const read = await poll();
    expect(read.descriptions).toEqual(burst);
    expect(read.skipped).toBe(false);

    clock.now += 1_000;
    const flood = log.add(45).map((entry) => entry.description);
    const delivered: (string | undefined)[] = [];
    let skipped = false;
    for (let round = 0; round < 5; round += 1) {
      log.fetches = 0;
      const read = await poll();
      expect(log.fetches).toBeLessThanOrEqual(3);
      delivered.push(...read.descriptions);
      skipped ||= read.skipped;
    }
    // Only an oldest-first log without totals cannot tell how far behind it is: it catches up over several
    // reads instead of skipping. Otherwise a bounded read gives up the middle of a flood, never its newest
    // entries, and nothing comes twice or out of order.
    expect(skipped).toBe(options.order === 'newest-first' || options.pagination);
    expect(delivered.at(-1)).toEqual(flood.at(-1));
    expect(delivered.filter((description) => flood.includes(description))).toEqual(delivered);
    expect(delivered.toSorted((a, b) => flood.indexOf(a) - flood.indexOf(b))).toEqual(delivered);
    if (skipped) expect(delivered.length).toBeLessThan(flood.length);
    else expect(delivered).toEqual(flood);
  });
});

describe('readActivity: cost and robustness', () => {
  it('reads a quiet log with one call per poll, whichever its order', async () => {
    for (const order of ['newest-first', 'oldest-first'] as const) {
      const { log, clock, poll } = setup({ order, ids: true, pagination: true });
      log.add(95);
      clock.now = subscribedAt + 1_000;
      await poll();
      log.fetches = 0;
      await poll();
      log.add(2);
      await poll();
      expect(log.fetches).toBe(2);
    }
  });

  it('notices the log changing order and still reports only new entries', async () => {
    const { log, clock, poll } = setup({ order: 'newest-first', ids: true, pagination: true });
    log.add(15);
    clock.now = subscribedAt + 1_000;
    await poll();
    log.setOrder('oldest-first');
    clock.now += 1_000;
    log.add(1, { description: 'after the switch' });
    expect((await poll()).descriptions).toEqual(['after the switch']);
    log.setOrder('newest-first');
    clock.now += 1_000;
    log.add(1, { description: 'switched back' });
    expect((await poll()).descriptions).toEqual(['switched back']);
  });

  it('keeps its place in an oldest-first log whose oldest entries expire', async () => {
    const { log, clock, poll } = setup({ order: 'oldest-first', ids: true, pagination: true });
    log.add(30);
    clock.now = subscribedAt + 1_000;
    await poll();
    log.expire(12);
    clock.now += 1_000;
    log.add(2, { description: 'after expiry' });
    expect((await poll()).descriptions).toEqual(['after expiry', 'after expiry']);
  });

  it('walks an oldest-first log without pagination a bounded number of pages per poll', async () => {
    const { log, clock, poll } = setup({ order: 'oldest-first', ids: true, pagination: false });
    log.add(75);
    clock.now = subscribedAt + 1_000;
    log.fetches = 0;
    await poll();
    expect(log.fetches).toBe(3);
    await poll();
    await poll();
    clock.now += 1_000;
    log.add(1, { description: 'new' });
    expect((await poll()).descriptions).toEqual(['new']);
  });

  it('treats undated entries present at the first read as history, and later ones as new', async () => {
    const { log, poll } = setup({ order: 'newest-first', ids: false, pagination: true, timestamps: false });
    log.add(5);
    expect((await poll()).descriptions).toEqual([]);
    log.add(1, { description: 'undated' });
    expect((await poll()).descriptions).toEqual(['undated']);
  });

  it('learns the order from the timestamps', async () => {
    const { log, clock, poll } = setup({ order: 'oldest-first', ids: true, pagination: true });
    clock.now += 1;
    log.add(1);
    clock.now += 1;
    log.add(1);
    expect((await poll()).shownOrder).toBe('oldest-first');
  });
});

describe('readActivity with entries the API layer could not read', () => {
  it('keeps its place in the log and reads on past pages that lost an entry', async () => {
    const clock = { now: subscribedAt + 1_000 };
    const log = new FakeLog({ order: 'oldest-first', ids: true, pagination: false }, clock);
    const unreadable = new Set<string>();
    // Every page loses its first entry, as when one element of the list is not an object.
    const fetchPage = async (offset: number, limit: number) => {
      const page = await log.fetchPage(offset, limit);
      const [lost, ...kept] = page.entries;
      if (lost) unreadable.add(lost.key);
      return lost ? { ...page, entries: kept, skipped: 1 } : page;
    };
    const options: ReadOptions = {
      pageSize: 10,
      maxPages: 5,
      ringSize: 50,
      slackMs: 60_000,
      historyBefore: subscribedAt,
      assumedOrder: 'oldest-first',
    };
    log.add(25);
    const result = await readActivity(fetchPage, undefined, options);
    const expected = log.entries.filter((entry) => !unreadable.has(entry.key)).map((entry) => entry.key);
    expect(result.fresh.map(({ key }) => key)).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(22);
    expect(result.cursor).toMatchObject({ position: 25 });
  });
});
