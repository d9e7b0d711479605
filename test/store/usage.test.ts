import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type BotStore, type UsageWatch } from '../../src/store/index.js';
import { UsageHistory } from '../../src/usage/history.js';

let store: BotStore;
let namespace = 0;

beforeEach(async () => {
  namespace += 1;
  store = await openStore(`memory://usage-${namespace}`);
});

afterEach(async () => {
  await store.close();
});

const watch: UsageWatch = {
  guildId: 'g',
  channelId: 'c',
  serverId: 's1',
  disk: 90,
  minutes: 5,
  createdAt: '2030-01-01T00:00:00.000Z',
  states: {},
};

describe('UsageStore', () => {
  it('keeps threshold states per server, and a removed watch stays removed', async () => {
    await store.usage.putWatch(watch);
    await store.usage.updateWatchState(watch, 's1', () => ({ disk: { phase: 'firing', lastAt: 1 } }));
    expect((await store.usage.watches())[0]?.states).toEqual({
      s1: { disk: { phase: 'firing', lastAt: 1 } },
    });
    expect(await store.usage.deleteWatch(watch)).toBe(true);
    expect(await store.usage.updateWatchState(watch, 's1', (state) => state)).toBeUndefined();
    expect(await store.usage.watches()).toEqual([]);
  });

  it('pauses the watches of a lost channel once', async () => {
    await store.usage.putWatch(watch);
    await store.usage.putWatch({ ...watch, channelId: 'other' });
    expect(await store.usage.pauseChannel('c', 'Missing Access')).toBe(1);
    expect(await store.usage.pauseChannel('c', 'Missing Access')).toBe(0);
    const paused = (await store.usage.watches()).filter((stored) => stored.pausedReason !== undefined);
    expect(paused.map((stored) => stored.channelId)).toEqual(['c']);
  });

  it('stores one history record per server and reads it back', async () => {
    const history = UsageHistory.empty();
    history.add({ sampledAt: 60_000, cpuPercent: 12.5 });
    await store.usage.setHistory('s1', history.toRecord());
    const read = await store.usage.history('s1');
    expect(read && UsageHistory.fromRecord(read).span(1)).toEqual([{ at: 60_000, cpuPercent: 12.5 }]);
    expect(await store.usage.history('s2')).toBeUndefined();
  });
});
