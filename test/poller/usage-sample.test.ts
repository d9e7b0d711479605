import { describe, expect, it } from 'vitest';
import { Audience } from '../../src/poller/audience.js';
import { usageSampleInterval } from '../../src/poller/tasks/usage-sample.js';
import type { UsageWatch } from '../../src/store/index.js';
import { UsageHistory } from '../../src/usage/history.js';
import { cycleWorld, opsGuild } from './fakes.js';

const ops = 'ops-guild';
const community = 'community-guild';
const watch = (guildId: string, channelId: string, serverId: string | null, paused = false): UsageWatch => ({
  guildId,
  channelId,
  serverId,
  cpu: 80,
  minutes: 5,
  createdAt: '2030-01-01T00:00:00.000Z',
  ...(paused ? { pausedReason: 'Missing Access' } : {}),
});

describe('usageSampleInterval', () => {
  const base = { baseIntervalMs: 30_000 };

  it('reads each server four times per watch window when the budget allows', () => {
    expect(usageSampleInterval({ ...base, servers: 100, callsPerMs: 300 / 60_000, minutes: 5 })).toEqual({
      intervalMs: 75_000,
      clamped: false,
    });
  });

  it('stretches to the usage share of the budget, and says so when that misses the window', () => {
    // 30 calls a minute for usage (half of 60): 1,000 servers take 2,000 s a pass.
    const stretched = usageSampleInterval({ ...base, servers: 1_000, callsPerMs: 60 / 60_000, minutes: 5 });
    expect(stretched.intervalMs).toBe(2_000_000);
    expect(stretched.clamped).toBe(true);
  });

  it('never samples faster than the base interval, and slowly for servers no watch covers', () => {
    expect(usageSampleInterval({ ...base, servers: 1, callsPerMs: 1, minutes: 1 }).intervalMs).toBe(30_000);
    expect(usageSampleInterval({ ...base, servers: 1, callsPerMs: undefined, minutes: undefined })).toEqual({
      intervalMs: 300_000,
      clamped: false,
    });
  });
});

describe('Audience usage watches', () => {
  const audience = new Audience([], { [community]: ['s1'] }, ops, {}, [
    watch(ops, 'ops-chan', 's9'),
    watch(community, 'community-all', null),
    watch(community, 'community-s2', 's2'),
    watch(ops, 'ops-paused', 's1', true),
  ]);

  it('samples what watches cover, a community guild only its linked servers', () => {
    expect([...audience.usageWatchedServers(['s1', 's2', 's3'])].sort()).toEqual(['s1', 's9']);
    expect(audience.usageCoversEveryServer).toBe(false);
  });

  it('delivers usage alerts only to watching channels, and pausing a channel stops them at once', () => {
    expect(audience.isRecipient('community-all', 's1', 'usage')).toBe(true);
    expect(audience.isRecipient('community-all', 's1', 'activity')).toBe(false);
    expect(audience.isRecipient('community-s2', 's2', 'usage')).toBe(false);
    expect(audience.isRecipient('ops-paused', 's1', 'usage')).toBe(false);
    audience.pause('community-all');
    expect(audience.isRecipient('community-all', 's1', 'usage')).toBe(false);
  });
});

describe('usage sampling in the poll cycle', () => {
  it("divides absolute figures by the server's size when the response has no limit, reading it once", async () => {
    const world = await cycleWorld();
    world.api.add('srv1', 'RUNNING', 'Box');
    world.api.resources.set('srv1', { memoryBytes: 2 * 2 ** 30, other: [] });
    await world.store.usage.putWatch({ ...watch(opsGuild, 'chan', 'srv1'), ram: 40 });
    await world.cycle.runCycle();
    world.clock.now += 10 * 60_000;
    await world.cycle.runCycle();
    const stored = await world.store.usage.history('srv1');
    const points = stored ? UsageHistory.fromRecord(stored).span(1, world.clock.now) : [];
    expect(points.map((point) => point.ramPercent)).toEqual([50, 50]);
    const calls = world.api.calls.filter((call) => call.serverId === 'srv1').map((call) => call.method);
    expect(calls.filter((method) => method === 'getServer')).toHaveLength(1);
    expect(calls.filter((method) => method === 'getResources')).toHaveLength(2);
  });

  it('follows the watches as they change: a new server is sampled at once, a dropped one no more', async () => {
    const world = await cycleWorld();
    for (const id of ['srv1', 'srv2']) world.api.add(id, 'RUNNING', id);
    const sampled = (id: string) =>
      world.api.calls.filter((call) => call.method === 'getResources' && call.serverId === id).length;
    await world.store.usage.putWatch(watch(opsGuild, 'chan', 'srv1'));
    await world.advance(5 * 60_000);
    expect(sampled('srv1')).toBeGreaterThan(0);
    expect(sampled('srv2')).toBe(0);

    await world.store.usage.putWatch(watch(opsGuild, 'chan', 'srv2'));
    await world.store.usage.deleteWatch(watch(opsGuild, 'chan', 'srv1'));
    await world.cycle.runCycle();
    const srv1Before = sampled('srv1');
    expect(sampled('srv2')).toBe(1);
    await world.advance(5 * 60_000);
    expect(sampled('srv1')).toBe(srv1Before);
    expect(sampled('srv2')).toBeGreaterThan(1);
  });
});
