import { describe, expect, it } from 'vitest';
import type { DeliveryEvent } from '../../src/delivery/relay.js';
import { cycleWorld, testTiming } from '../poller/fakes.js';

const channel = '910000000000000001';
const minute = 60_000;

/** A world whose channel follows srv_1, read once, with the events the relay reports. */
async function followed(options: Parameters<typeof cycleWorld>[0] = {}) {
  const events: DeliveryEvent[] = [];
  const world = await cycleWorld({ ...options, onDelivery: (event) => events.push(event) });
  const log = world.api.servers.get('srv_1')?.log ?? world.api.add('srv_1').log;
  await world.subscribe(channel, 'srv_1');
  await world.advance(5_000);
  const attemptsAt = (text: string) =>
    world.deliverer.attempts
      .filter((attempt) => JSON.stringify(attempt.payload).includes(text))
      .map((attempt) => attempt.at);
  const posted = () => world.deliverer.lines(channel).map((line) => line.split(' — ')[1]);
  const kinds = () => events.map((event) => event.kind).filter((kind) => kind !== 'retried');
  return { ...world, log, events, attemptsAt, posted, kinds };
}

const unreachable = { outcome: 'retry', error: new Error('ECONNREFUSED'), maybePosted: false } as const;
const serverError = {
  outcome: 'retry',
  error: new Error('503 Service Unavailable'),
  maybePosted: true,
} as const;

describe('Relay: an outcome that stays unknown', () => {
  it('is retried with backoff until the maximum age, then given up loudly, ops told through the queue', async () => {
    const world = await followed();
    world.deliverer.refusals.push({ containing: 'refused', result: unreachable });
    world.log.add(1, { description: 'refused one' });
    await world.advance(testTiming.maxDeliveryAgeMs - 5 * minute);
    // No count of tries gives it up: well past 8 tries and the nonce window, it is still being tried.
    expect(world.attemptsAt('refused one').length).toBeGreaterThan(12);
    expect(world.kinds()).toEqual([]);
    world.log.add(1, { description: 'later' });
    await world.advance(minute);
    expect(world.posted()).toEqual([]);
    const gaps = world.attemptsAt('refused one').map((at, index, all) => at - (all[index - 1] ?? at));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(testTiming.maxDeliveryRetryMs);

    await world.advance(10 * minute);
    expect(world.posted()).toEqual(['later']);
    expect(world.events.find((event) => event.kind === 'given-up')).toMatchObject({ reason: 'max_age' });
    expect(world.deliverer.opsNotices).toHaveLength(1);
    expect(world.deliverer.opsNotices[0]!.content).toContain('ECONNREFUSED');
    expect(world.deliverer.opsNotices[0]!.content).toContain('not delivered within 30 min');
    // The alert, then the ops notice about the one given up.
    expect(world.kinds()).toEqual(['given-up', 'posted', 'posted']);
  });

  it('looks for the post before giving it up at the maximum age, even within the nonce window', async () => {
    const world = await followed();
    world.deliverer.outcomes.set(channel, serverError);
    world.log.add(1, { description: 'created at the last minute' });
    await world.advance(testTiming.maxDeliveryAgeMs - minute);
    // The last try before the maximum age is created, but its answer is lost too.
    world.deliverer.refusals.push({
      containing: 'created at the last minute',
      result: serverError,
      created: true,
      times: 1,
    });
    await world.advance(3 * minute);
    expect(world.posted()).toEqual(['created at the last minute']);
    expect(world.kinds()).toEqual(['found-existing']);
    expect(world.deliverer.opsNotices).toEqual([]);
  });

  it('keeps one server’s posts to a channel in the order they happened through the outage', async () => {
    const world = await followed();
    world.deliverer.outcomes.set(channel, serverError);
    for (const description of ['first', 'second', 'third']) {
      world.log.add(1, { description });
      await world.advance(20_000);
    }
    await world.advance(10 * minute);
    world.deliverer.outcomes.delete(channel);
    await world.advance(2 * minute);
    expect(world.posted()).toEqual(['first', 'second', 'third']);
    expect(world.kinds()).toEqual(['posted', 'posted', 'posted']);
  });
});

describe('Relay: a post whose answer was lost', () => {
  it('is found in the channel past the nonce window and recorded as delivered, not posted again', async () => {
    const world = await followed();
    world.deliverer.refusals.push({
      containing: 'lost answer',
      result: serverError,
      created: true,
      times: 1,
    });
    world.deliverer.outcomes.set(channel, serverError);
    world.log.add(1, { description: 'lost answer' });
    await world.advance(testTiming.nonceWindowMs + 3 * minute);
    world.deliverer.outcomes.delete(channel);
    await world.advance(2 * minute);

    expect(world.posted()).toEqual(['lost answer']);
    expect(world.attemptsAt('lost answer').length).toBeGreaterThan(2);
    expect(world.deliverer.searches.some((search) => search.found)).toBe(true);
    expect(world.kinds()).toEqual(['found-existing']);
  });

  it('is posted again, once, when the search shows no earlier try created it', async () => {
    const world = await followed();
    world.deliverer.outcomes.set(channel, serverError);
    world.log.add(1, { description: 'never created' });
    await world.advance(testTiming.nonceWindowMs + 3 * minute);
    world.deliverer.outcomes.delete(channel);
    await world.advance(2 * minute);
    expect(world.posted()).toEqual(['never created']);
    expect(world.deliverer.searches.length).toBeGreaterThan(0);
    expect(world.deliverer.searches.every((search) => !search.found)).toBe(true);
    expect(world.kinds()).toEqual(['posted']);
  });

  it('is searched for within the nonce window of its latest try, never only the first', async () => {
    const world = await followed();
    world.deliverer.outcomes.set(channel, serverError);
    world.log.add(1, { description: 'late creation' });
    await world.advance(testTiming.nonceWindowMs + minute);
    // A search said "absent" and a new window began; the try that finally gets through loses its answer.
    world.deliverer.outcomes.delete(channel);
    world.deliverer.refusals.push({
      containing: 'late creation',
      result: serverError,
      created: true,
      times: 1,
    });
    world.deliverer.outcomes.set(channel, serverError);
    await world.advance(testTiming.nonceWindowMs + 3 * minute);
    world.deliverer.outcomes.delete(channel);
    await world.advance(2 * minute);
    expect(world.posted()).toEqual(['late creation']);
    expect(world.kinds()).toEqual(['found-existing']);
  });

  it('is not posted twice by a restarted bot: the first try’s time survives and the channel is searched', async () => {
    const first = await followed();
    first.deliverer.refusals.push({
      containing: 'maybe posted',
      result: serverError,
      created: true,
      times: 1,
    });
    first.deliverer.outcomes.set(channel, serverError);
    first.log.add(1, { description: 'maybe posted' });
    await first.advance(20_000);
    expect(first.attemptsAt('maybe posted').length).toBeGreaterThan(0);

    // Down for 20 minutes; Discord is fine again when it comes back.
    first.clock.now += 20 * minute;
    first.deliverer.outcomes.delete(channel);
    const second = await followed({
      store: first.store,
      clock: first.clock,
      api: first.api,
      deliverer: first.deliverer,
    });
    await second.advance(minute);
    expect(second.posted()).toEqual(['maybe posted']);
    expect(second.kinds()).toEqual(['found-existing']);
  });
});

describe('Relay: refusals and ops notices', () => {
  it('gives up at once a post Discord refuses with a 4xx, and tells ops again only after a success there', async () => {
    const world = await followed();
    const refused = { outcome: 'rejected', error: new Error('400 Bad Request') } as const;
    world.deliverer.refusals.push({ containing: 'bad entry', result: refused });
    world.log.add(1, { description: 'bad entry one' });
    await world.advance(20_000);
    world.log.add(1, { description: 'bad entry two' });
    await world.advance(20_000);
    world.log.add(1, { description: 'fine' });
    await world.advance(20_000);
    world.log.add(1, { description: 'bad entry three' });
    await world.advance(20_000);
    expect(world.posted()).toEqual(['fine']);
    expect(world.deliverer.attempts.filter((attempt) => attempt.channelId === channel)).toHaveLength(4);
    expect(world.deliverer.opsNotices).toHaveLength(2);
    expect(world.events.filter((event) => event.kind === 'given-up').map((event) => event.reason)).toEqual([
      'rejected',
      'rejected',
      'rejected',
    ]);
  });

  it('queues the give-up notice through the same outage: it arrives once Discord is back, once', async () => {
    const world = await followed();
    const ops = world.deliverer.opsChannel!;
    world.deliverer.outcomes.set(channel, unreachable);
    world.deliverer.outcomes.set(ops, serverError);
    world.log.add(1, { description: 'lost in the outage' });
    await world.advance(testTiming.maxDeliveryAgeMs + 5 * minute);
    expect(world.deliverer.opsNotices).toEqual([]);
    world.deliverer.outcomes.delete(ops);
    world.deliverer.outcomes.delete(channel);
    await world.advance(5 * minute);
    expect(world.deliverer.opsNotices).toHaveLength(1);
    expect(world.deliverer.opsNotices[0]!.content).toMatch(/^⚠️ An alert about/);
    expect(world.deliverer.opsNotices[0]!.content).toContain('-# ref ');
  });

  it('keeps a notice whose ops channel is not known yet, and sends it once one is', async () => {
    const world = await followed();
    const ops = world.deliverer.opsChannel!;
    world.deliverer.opsChannel = undefined;
    world.deliverer.refusals.push({
      containing: 'bad entry',
      result: { outcome: 'rejected', error: new Error('400 Bad Request') },
    });
    world.log.add(1, { description: 'bad entry' });
    await world.advance(5 * minute);
    expect(world.deliverer.opsNotices).toEqual([]);
    world.deliverer.opsChannel = ops;
    await world.advance(minute);
    expect(world.deliverer.opsNotices).toHaveLength(1);
  });
});

describe('Relay: an item that cannot be rendered', () => {
  it('is set aside, counted and told once; the items after it and the next cycles go on', async () => {
    const world = await followed();
    // A phrase a producer queued without the value its message needs: its post throws when rendered.
    await world.delivery.enqueue('unsayable', {
      lines: [{ key: 'alerts.ops.boardPaused', values: { board: 'a board' } }],
    });
    await world.delivery.enqueue('sayable', { lines: [{ key: 'alerts.ops.setAsideEffect' }] });
    world.log.add(1, { description: 'still posted' });
    await world.advance(20_000);
    world.log.add(1, { description: 'and the next one' });
    await world.advance(20_000);

    expect(world.posted()).toEqual(['still posted', 'and the next one']);
    const notices = world.deliverer.opsNotices.map((notice) => notice.content ?? '');
    expect(notices.filter((content) => content.includes('The bot goes on without it'))).toHaveLength(2);
    const told = notices.filter((content) => content.includes('A stored record could not be read'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('poll:delivery:ops-notices#unsayable');
    expect(told[0]).toContain(
      'its post could not be rendered: The intl string context variable "reason" was not provided)',
    );
    expect(world.events.filter((event) => event.kind === 'set-aside')).toMatchObject([
      { stream: 'ops', itemId: 'unsayable' },
    ]);
    const kept = await world.store.badRecords.list();
    expect(kept.map((record) => record.key)).toEqual(['poll:delivery:ops-notices#unsayable']);
    expect(JSON.parse(kept[0]!.raw)).toMatchObject({ id: 'unsayable' });
    expect(world.delivery.opsNotices.backlog).toEqual([]);
  });
});
