import { describe, expect, it } from 'vitest';
import type { DeliveryEvent } from '../../src/poller/outbox.js';
import { cycleWorld, testTiming } from './fakes.js';

const channel = '910000000000000001';
const minute = 60_000;

/** A world whose channel follows srv_1, read once, with the events the outbox reports. */
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
  return { ...world, log, events, attemptsAt, posted };
}

describe('Outbox: a post that keeps failing', () => {
  it(
    'gives up a post Discord never received after 8 tries, ' + 'tells ops once, and sends the later alerts',
    async () => {
      const world = await followed();
      const unreachable = { outcome: 'retry', error: new Error('ECONNREFUSED'), maybePosted: false } as const;
      world.deliverer.refusals.push({ containing: 'refused', result: unreachable });
      world.log.add(1, { description: 'refused one' });
      await world.advance(20_000);
      world.log.add(1, { description: 'refused two' });
      await world.advance(20_000);
      world.log.add(1, { description: 'later' });
      expect(world.posted()).toEqual([]);

      await world.advance(40 * minute);
      expect(world.posted()).toEqual(['later']);
      const tries = world.attemptsAt('refused one');
      expect(tries).toHaveLength(8);
      // Not reaching Discord says nothing was created: the tries may go on past the nonce window.
      expect(tries.at(-1)! - tries[0]!).toBeGreaterThan(testTiming.nonceWindowMs);
      expect(world.attemptsAt('refused two')).toHaveLength(8);
      expect(world.deliverer.opsNotices).toHaveLength(1);
      expect(world.deliverer.opsNotices[0]!.content).toContain('ECONNREFUSED');
      expect(world.events.map((event) => event.kind)).toEqual(['given-up', 'given-up', 'posted']);
    },
  );

  it(
    'gives up at once a post Discord refuses with a 4xx, ' + 'and tells ops again only after a success there',
    async () => {
      const world = await followed();
      const refused = { outcome: 'rejected', error: new Error('400 Bad Request') } as const;
      world.deliverer.refusals.push({ containing: 'refused', result: refused });
      world.log.add(1, { description: 'refused one' });
      await world.advance(20_000);
      world.log.add(1, { description: 'refused two' });
      await world.advance(20_000);
      world.log.add(1, { description: 'fine' });
      await world.advance(20_000);
      world.log.add(1, { description: 'refused three' });
      await world.advance(20_000);
      expect(world.posted()).toEqual(['fine']);
      expect(world.attemptsAt('refused')).toHaveLength(3);
      expect(world.deliverer.opsNotices).toHaveLength(2);
    },
  );

  it(
    'retries a post Discord may have created only ' +
      'within the nonce window, the last try close to its end',
    async () => {
      const world = await followed();
      const failing = {
        outcome: 'retry',
        error: new Error('500 Internal Server Error'),
        maybePosted: true,
      } as const;
      world.deliverer.refusals.push({ containing: 'maybe', result: failing });
      world.log.add(1, { description: 'maybe posted' });
      await world.advance(20_000);
      world.log.add(1, { description: 'behind it' });
      await world.advance(10 * minute);

      const tries = world.attemptsAt('maybe posted');
      const windowEnd = tries[0]! + testTiming.nonceWindowMs;
      expect(tries.every((at) => at <= windowEnd)).toBe(true);
      expect(tries.at(-1)!).toBeGreaterThan(windowEnd - testTiming.deliveryRetryMs);
      expect(world.posted()).toEqual(['behind it']);
      expect(world.deliverer.opsNotices[0]!.content).toContain('did not confirm it within 2 min');
    },
  );

  it(
    'counts the nonce window from the first try that ' +
      'may have reached Discord, not from one that did not',
    async () => {
      const world = await followed();
      world.deliverer.outcomes.set(channel, {
        outcome: 'retry',
        error: new Error('ECONNREFUSED'),
        maybePosted: false,
      });
      world.log.add(1, { description: 'delayed' });
      await world.advance(3 * minute);
      world.deliverer.outcomes.delete(channel);
      await world.advance(5 * minute);
      expect(world.posted()).toEqual(['delayed']);
      expect(world.deliverer.opsNotices).toEqual([]);
    },
  );
});

describe('Outbox: a restart', () => {
  it('gives up without posting a post first tried longer ago than the nonce window', async () => {
    const first = await followed();
    const failing = { outcome: 'retry', error: new Error('500'), maybePosted: true } as const;
    first.deliverer.refusals.push({ containing: 'maybe', result: failing });
    first.log.add(1, { description: 'maybe posted' });
    await first.advance(20_000);
    expect(first.attemptsAt('maybe posted').length).toBeGreaterThan(0);

    // Down for 20 minutes; Discord is fine again when it comes back.
    first.clock.now += 20 * minute;
    const second = await followed({ store: first.store, clock: first.clock, api: first.api });
    await second.advance(minute);
    expect(second.attemptsAt('maybe posted')).toEqual([]);
    expect(second.deliverer.opsNotices).toHaveLength(1);
    expect(second.events.map((event) => event.kind)).toEqual(['given-up']);
  });

  it('posts a queued notice that was never tried, however long the bot was down', async () => {
    const first = await followed();
    first.deliverer.outcomes.set(channel, {
      outcome: 'retry',
      error: new Error('not connected'),
      maybePosted: false,
    });
    first.log.add(1, { description: 'never reached Discord' });
    await first.advance(20_000);

    first.clock.now += 20 * minute;
    const second = await followed({ store: first.store, clock: first.clock, api: first.api });
    await second.advance(minute);
    expect(second.posted()).toEqual(['never reached Discord']);
  });
});
