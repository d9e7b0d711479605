import { describe, expect, it } from 'vitest';
import type { GameQuery, GameQueryResult } from '../../src/game/index.js';
import { storedStatus } from '../../src/status/availability.js';
import type { FakeLogOptions } from '../support/fake-hosting-api.js';
import { cycleWorld, opsGuild } from './fakes.js';

const incidents = '800000000000000001';
const minute = 60_000;

/** The titles posted about status, without the emoji that tells the status. */
const said = (world: { deliverer: { titles(channelId: string): string[] } }) =>
  world.deliverer.titles(incidents).map((title) => title.replace(/^\S+ /, ''));

/** An ops subscription to every server's status over `count` running servers, and a few not running. */
async function fleet(count: number, options: { logOptions?: FakeLogOptions; game?: GameQuery } = {}) {
  const world = await cycleWorld(options);
  for (let index = 0; index < count; index += 1) world.api.add(`srv_${index}`);
  world.api.add('srv_off', 'OFFLINE');
  await world.subscribe(incidents, null, opsGuild, ['status']);
  const lists = () => world.api.calls.filter((call) => call.method === 'listServers');
  const filtered = (status: string) => lists().filter((call) => call.statusFilter === status);
  const whole = () => lists().filter((call) => call.statusFilter === undefined && call.sort === undefined);
  const probes = () => lists().filter((call) => call.sort === 'status');
  const reads = (serverId: string) =>
    world.api.calls.filter((call) => call.method === 'getServer' && call.serverId === serverId);
  return { ...world, lists, filtered, whole, probes, reads };
}

/**
 * Games that do not answer until told to: each query waits, as a silent game waits out its timeout (a turn
 * of 200 of them takes 20 s in real time), until `answerAll`.
 */
class SilentGames implements GameQuery {
  private readonly waiting: (() => void)[] = [];
  asked = 0;

  query(): Promise<GameQueryResult> {
    this.asked += 1;
    return new Promise((resolve) => {
      this.waiting.push(() => resolve({ state: 'silent', checkedAt: 0, error: 'timeout' }));
    });
  }

  known(): undefined {
    return undefined;
  }

  cached(): undefined {
    return undefined;
  }

  async close(): Promise<void> {
    this.answerAll();
  }

  answerAll(): void {
    for (const answer of this.waiting.splice(0)) answer();
  }
}

describe('status watch: the servers not running, asked for', () => {
  it('posts down and back while a turn of games that do not answer is still going', async () => {
    const games = new SilentGames();
    const world = await fleet(1_000, { game: games });
    await world.advance(minute);
    // The game watch asked the games of the servers running, and none answered.
    expect(games.asked).toBeGreaterThan(0);
    world.api.setStatus('srv_500', 'SUSPENDED');
    await world.advance(10_000);
    world.api.setStatus('srv_500', 'RUNNING');
    await world.advance(10_000);
    expect(said(world)).toEqual([
      'Server srv\\_500 is down',
      expect.stringMatching(/srv\\_500 is back after \d+ s$/),
    ]);
    games.answerAll();
    await world.cycle.untilIdle();
  });

  it('finds down and back from the filtered lists, a few calls a pass, and reads a server before its back', async () => {
    const world = await fleet(1_000);
    await world.advance(minute);
    // The sweep learned OFFLINE from srv_off; each pass now asks for it and PROVISIONING, the spec's.
    expect(world.filtered('OFFLINE').length).toBeGreaterThan(10);
    world.api.setStatus('srv_500', 'OFFLINE');
    const downAt = world.clock.now;
    await world.advance(5_000);
    expect(said(world)).toEqual(['Server srv\\_500 is down']);
    expect(world.deliverer.posts[0]!.at - downAt).toBeLessThanOrEqual(5_000);
    expect(world.reads('srv_500')).toEqual([]);

    world.api.setStatus('srv_500', 'RUNNING');
    const backAt = world.clock.now;
    await world.advance(5_000);
    expect(said(world)).toEqual([
      'Server srv\\_500 is down',
      expect.stringMatching(/srv\\_500 is back after \d+ s$/),
    ]);
    expect(world.deliverer.posts[1]!.at - backAt).toBeLessThanOrEqual(5_000);
    // It left the list: read by itself once before it was called back.
    expect(world.reads('srv_500')).toHaveLength(1);

    // Over ten minutes: a pass every 2 s (the provisioning interval), each a call for OFFLINE and one for
    // PROVISIONING (which the provisioning scan also asks, every 10 s); the whole list (10 pages) is swept
    // about once a base interval (10 s).
    const before = { offline: world.filtered('OFFLINE').length, whole: world.whole().length };
    const provisioningBefore = world.filtered('PROVISIONING').length;
    await world.advance(10 * minute);
    const passes = world.filtered('OFFLINE').length - before.offline;
    expect(passes).toBeGreaterThanOrEqual(250);
    expect(world.filtered('PROVISIONING').length - provisioningBefore).toBeLessThanOrEqual(passes + 61);
    expect(
      world
        .lists()
        .filter((call) => call.statusFilter && !['OFFLINE', 'PROVISIONING'].includes(call.statusFilter)),
    ).toEqual([]);
    expect(world.whole().length - before.whole).toBeLessThanOrEqual(10 * 70);
    expect(world.deliverer.posts).toHaveLength(2);
  });

  it('finds a status never seen at an end of the list sorted by status, within a pass or two', async () => {
    // 100 pages: a sweep takes minutes to reach the middle of the list.
    const world = await fleet(10_000);
    await world.advance(minute);
    world.api.setStatus('srv_5000', 'MAINTENANCE');
    const changedAt = world.clock.now;
    await world.advance(5_000);
    expect(said(world)).toEqual(['Server srv\\_5000 is down']);
    // A pass is every 2 s (the provisioning interval): posted within two.
    expect(world.deliverer.posts[0]!.at - changedAt).toBeLessThanOrEqual(4_000);
    // Learned: the filtered lists ask for it from the next pass on.
    await world.advance(5_000);
    expect(world.filtered('MAINTENANCE').length).toBeGreaterThan(0);
  });

  it('reads the ends of the list sorted by status in calls flat in the fleet, bounded per end', async () => {
    const perPass = async (count: number, offline = 0) => {
      const world = await fleet(count);
      for (let index = 0; index < offline; index += 1) world.api.setStatus(`srv_${index}`, 'OFFLINE');
      await world.advance(minute);
      // A read of the two ends begins with the first page of the list sorted by status, ascending.
      const passes = () => world.probes().filter((call) => call.order === 'asc' && call.page === 1).length;
      const before = { probes: world.probes().length, passes: passes() };
      await world.advance(minute);
      expect(passes() - before.passes).toBeGreaterThan(10);
      return Math.round((world.probes().length - before.probes) / (passes() - before.passes));
    };
    // One page at each end: a running server shows on both first pages.
    expect(await perPass(1_000)).toBe(2);
    expect(await perPass(20_000)).toBe(2);
    // 300 servers not running fill three pages at one end: two are read, the rest is left to the sweep.
    expect(await perPass(20_000, 300)).toBe(3);
  });

  it('costs two calls a pass where the API ignores the sort, and refused, drops it', async () => {
    const ignoring = await fleet(1_000);
    ignoring.api.ignoresSort = true;
    await ignoring.advance(minute);
    const passes = ignoring.filtered('PROVISIONING').length;
    expect(passes).toBeGreaterThan(10);
    // The provisioning scan asks for PROVISIONING too: a pass is at most a call for it.
    expect(ignoring.probes().length).toBeLessThanOrEqual(2 * passes);
    expect(ignoring.probes().length).toBeGreaterThan(passes);
    expect(ignoring.probes().filter((call) => call.page !== 1)).toEqual([]);

    const refusing = await fleet(1_000);
    refusing.api.refusesSort = true;
    await refusing.advance(minute);
    expect(refusing.filtered('OFFLINE').length).toBeGreaterThan(10);
    expect(refusing.probes()).toHaveLength(1);
    // The lists asked for go on as before.
    refusing.api.setStatus('srv_500', 'OFFLINE');
    await refusing.advance(5_000);
    expect(said(refusing)).toEqual(['Server srv\\_500 is down']);
  });

  it('learns a status never seen on the next sweep where the API ignores the sort', async () => {
    const world = await fleet(1_000);
    world.api.ignoresSort = true;
    await world.advance(minute);
    world.api.setStatus('srv_42', 'HIBERNATING');
    await world.advance(minute);
    expect(said(world)).toEqual(['Server srv\\_42 is down']);
    expect(world.filtered('HIBERNATING').length).toBeGreaterThan(0);
    // Another server in the status learned is found by the filtered list, well before a sweep.
    world.api.setStatus('srv_900', 'HIBERNATING');
    await world.advance(4_000);
    expect(said(world)).toContain('Server srv\\_900 is down');
  });

  it('checks a server that left the lists: one in a status not learned yet stays down, no back', async () => {
    const world = await fleet(1_000);
    // Where the API ignores the sort, no end of the list shows the new status: the check finds it.
    world.api.ignoresSort = true;
    await world.advance(minute);
    world.api.setStatus('srv_707', 'OFFLINE');
    await world.advance(10_000);
    world.api.setStatus('srv_707', 'MAINTENANCE');
    await world.advance(10_000);
    expect(said(world)).toEqual(['Server srv\\_707 is down']);
    expect(world.reads('srv_707').length).toBeGreaterThanOrEqual(1);
    expect((await storedStatus(world.store, 'srv_707'))?.last).toBe('MAINTENANCE');
    // The check taught the status: the lists ask for it.
    expect(world.filtered('MAINTENANCE').length).toBeGreaterThan(0);
    world.api.setStatus('srv_707', 'RUNNING');
    await world.advance(10_000);
    expect(said(world)).toEqual([
      'Server srv\\_707 is down',
      expect.stringMatching(/srv\\_707 is back after \d+ s$/),
    ]);
  });

  it('asks a dialect in its own words: the status as the API spelled it', async () => {
    const world = await cycleWorld();
    for (let index = 0; index < 1_000; index += 1) world.api.add(`srv_${index}`, 'Started');
    world.api.add('srv_off', 'Stopped');
    await world.subscribe(incidents, null, opsGuild, ['status']);
    await world.advance(minute);
    const asked = new Set(world.api.calls.map((call) => call.statusFilter).filter(Boolean));
    expect(asked).toEqual(new Set(['PROVISIONING', 'Stopped']));
    world.api.setStatus('srv_3', 'Stopped');
    await world.advance(5_000);
    expect(said(world)).toEqual(['Server srv\\_3 is down']);
  });

  it('reads the whole list as before where the API ignores the filter', async () => {
    const world = await fleet(1_000);
    world.api.ignoresStatusFilter = true;
    await world.advance(minute);
    world.api.setStatus('srv_500', 'CRASHED');
    await world.advance(minute);
    world.api.setStatus('srv_500', 'RUNNING');
    const wholeBefore = world.whole().length;
    await world.advance(minute);
    expect(said(world)).toEqual(['Server srv\\_500 is down', 'Server srv\\_500 is back after 1 min']);
    // The first filtered answer showed every status: nothing but the provisioning scan asks for one since,
    // and the watch reads the whole list (10 pages) every base interval (10 s).
    expect(world.lists().filter((call) => call.statusFilter && call.statusFilter !== 'PROVISIONING')).toEqual(
      [],
    );
    expect(world.whole().length - wholeBefore).toBeGreaterThanOrEqual(50);
    expect(world.reads('srv_500')).toEqual([]);
  });

  it('keeps the statuses it learned across a restart', async () => {
    const world = await fleet(1_000);
    await world.advance(minute);
    // On the last page: the new process's sweep does not reach it within the seconds looked at.
    world.api.setStatus('srv_999', 'HIBERNATING');
    await world.advance(6 * minute);
    const again = await cycleWorld({ store: world.store, clock: world.clock, api: world.api });
    const calls = world.api.calls.length;
    await again.advance(3_000);
    const asked = world.api.calls.slice(calls).map((call) => call.statusFilter);
    expect(asked).toContain('HIBERNATING');
  });
});
