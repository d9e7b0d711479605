import { describe, expect, it, vi } from 'vitest';
import { cycleWorld, opsGuild } from './fakes.js';

const incidents = '800000000000000001';
const feed = '800000000000000002';
const minute = 60_000;

describe('status watch in the poll cycle', () => {
  it('posts down and back once each, to status subscribers only, reading list pages, not servers', async () => {
    const world = await cycleWorld();
    for (let index = 0; index < 250; index += 1) world.api.add(`srv_${index}`);
    await world.subscribe(incidents, null, opsGuild, ['status']);
    await world.subscribe(feed, 'srv_7', opsGuild, ['activity']);
    await world.advance(minute);
    world.api.setStatus('srv_7', 'CRASHED');
    await world.advance(minute);
    world.api.setStatus('srv_7', 'RUNNING');
    await world.advance(10 * minute);
    expect(world.deliverer.titles(incidents)).toEqual([
      '🔴 Server srv\\_7 is down',
      '🟢 Server srv\\_7 is back after 1 min',
    ]);
    expect(world.deliverer.titles(feed).filter((title) => / is (down|back)/.test(title))).toEqual([]);
    expect(world.api.calls.filter((call) => call.method === 'getServer')).toEqual([]);
  });

  it('reads a few watched servers one by one once the list is known to take more calls', async () => {
    const world = await cycleWorld();
    for (let index = 0; index < 450; index += 1) world.api.add(`srv_${index}`);
    await world.subscribe(incidents, 'srv_7', opsGuild, ['status']);
    await world.subscribe(feed, 'srv_300', opsGuild, ['status']);
    await world.advance(minute);
    const listed = () =>
      world.api.calls.filter((call) => call.method === 'listServers' && call.statusFilter === undefined)
        .length;
    const read = () => world.api.calls.filter((call) => call.method === 'getServer').length;
    // The first pass reads the list (5 pages) and learns its length; two servers are fewer calls than that.
    const listedFirst = listed();
    world.api.setStatus('srv_300', 'CRASHED');
    await world.advance(2 * minute);
    world.api.setStatus('srv_300', 'RUNNING');
    await world.advance(10 * minute);
    expect(world.deliverer.titles(feed)).toEqual([
      '🔴 Server srv\\_300 is down',
      '🟢 Server srv\\_300 is back after 2 min',
    ]);
    expect(world.deliverer.titles(incidents).filter((title) => / is (down|back)/.test(title))).toEqual([]);
    expect(listed()).toBe(listedFirst);
    expect(read()).toBeGreaterThanOrEqual(2 * 12);

    // Following every server needs the list again: only it tells which servers exist.
    await world.subscribe(incidents, null, opsGuild, ['status']);
    await world.advance(5 * minute);
    expect(listed()).toBeGreaterThan(listedFirst);
  });

  it("writes the server's document three times per alert: found and queued, maybe sent, done", async () => {
    const world = await cycleWorld();
    world.api.add('srv_1');
    await world.subscribe(incidents, 'srv_1', opsGuild, ['status']);
    await world.advance(minute);
    const writes = vi.spyOn(world.store.backend, 'set');
    const documentWrites = () => writes.mock.calls.filter(([key]) => key === 'poll:server:srv_1').length;
    world.api.setStatus('srv_1', 'CRASHED');
    await world.advance(minute);
    expect(world.deliverer.titles(incidents)).toEqual(['🔴 Server srv\\_1 is down']);
    // The status and the queued post (stamped with its time) in one write; the relay's maybe-sent-at
    // before the post and its removal after. A fourth, stamping the time apart, was needless.
    expect(documentWrites()).toBe(3);
  });

  it('hands an outage and its unsent post to the next instance, which posts each once', async () => {
    const first = await cycleWorld();
    first.api.add('srv_1');
    await first.subscribe(incidents, 'srv_1', opsGuild, ['status']);
    await first.advance(minute);
    // Discord is unreachable when the server goes down: the post stays queued with the outage.
    first.deliverer.outcomes.set(incidents, {
      outcome: 'retry',
      error: new Error('offline'),
      maybePosted: false,
    });
    first.api.setStatus('srv_1', 'OFFLINE');
    await first.advance(minute);
    expect(first.deliverer.posts).toEqual([]);

    // Another instance takes over from the same store.
    const second = await cycleWorld({ store: first.store, clock: first.clock, api: first.api });
    await second.advance(minute);
    first.api.setStatus('srv_1', 'RUNNING');
    await second.advance(5 * minute);
    expect(second.deliverer.titles(incidents)).toEqual([
      '⚪ Server srv\\_1 is down',
      '🟢 Server srv\\_1 is back after 2 min',
    ]);
    const [down] = second.deliverer.attempts.filter((attempt) => attempt.channelId === incidents);
    const [firstTry] = first.deliverer.attempts;
    expect(down?.nonce).toBe(firstTry?.nonce);
  });

  it('delivers an alert an earlier version stored, without the name it now carries, under its name', async () => {
    const first = await cycleWorld();
    first.api.add('srv_1', 'CRASHED', 'Survival');
    await first.subscribe(incidents, 'srv_1', opsGuild, ['status']);
    const since = first.clock.now - minute;
    // The outbox item as the previous version wrote it: the notice and its targets, no server name.
    await first.store.setPollState('servers', ['srv_1']);
    await first.store.setPollState('server:srv_1', {
      name: 'Survival',
      status: {
        watchedSince: since - minute,
        last: 'CRASHED',
        down: { since, status: 'CRASHED', announced: true },
        outages: [],
      },
      outbox: [
        {
          id: `status:srv_1:down:${since}`,
          notice: { kind: 'status-down', status: 'CRASHED', since },
          targets: [{ kind: 'channel', channelId: incidents }],
          queuedAt: since,
        },
      ],
    });
    const second = await cycleWorld({ store: first.store, clock: first.clock, api: first.api });
    await second.advance(minute);
    expect(second.deliverer.titles(incidents)).toEqual(['🔴 Survival is down']);
  });
});
