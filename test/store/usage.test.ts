import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type BotStore, type UsageWatch } from '../../src/store/index.js';
import { UsageHistory } from '../../src/usage/history.js';
import { testBackends } from './backends.js';

const backends = await testBackends();
afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

const watch: UsageWatch = {
  guildId: 'g',
  channelId: 'c',
  serverId: null,
  disk: 90,
  minutes: 5,
  createdAt: '2030-01-01T00:00:00.000Z',
};

const firing = { disk: { phase: 'firing', lastAt: 1 } } as const;

async function statesOf(store: BotStore, channelId = watch.channelId) {
  const found = (await store.usage.watchesWithStates()).find((entry) => entry.watch.channelId === channelId);
  return found && Object.fromEntries(found.states);
}

describe.each(backends)('UsageStore on $name', ({ freshUrl, skipReason }) => {
  const withStore = (test: (store: BotStore) => Promise<void>) => async () => {
    const store = await openStore(freshUrl!());
    try {
      await test(store);
    } finally {
      await store.close();
    }
  };

  it.skipIf(skipReason !== undefined)(
    'keeps each server threshold state as a record of its own; a removed watch stays removed',
    withStore(async (store) => {
      await store.usage.putWatch(watch);
      expect(await store.usage.updateWatchState(watch, 's1', () => firing)).toEqual(firing);
      await store.usage.updateWatchState(watch, 's2', () => ({ disk: { phase: 'pending', since: 2 } }));
      await store.usage.updateWatchState(watch, 's1', (state) => ({ ...state, disk: { phase: 'normal' } }));
      expect(await statesOf(store)).toEqual({
        s1: { disk: { phase: 'normal' } },
        s2: { disk: { phase: 'pending', since: 2 } },
      });
      // A sample rewrites one server's record, never the watch: the watch record holds no states.
      expect((await store.usage.watches())[0]?.states).toBeUndefined();
      expect(await store.usage.deleteWatch(watch)).toBe(true);
      expect(await store.usage.updateWatchState(watch, 's1', (state) => state)).toBeUndefined();
      expect(await store.usage.watches()).toEqual([]);
      await store.usage.putWatch(watch);
      expect(await statesOf(store)).toEqual({});
    }),
  );

  it.skipIf(skipReason !== undefined)(
    'a watch stored with its states inside starts each server from them; replacing it starts afresh',
    withStore(async (store) => {
      await store.backend.putRecord('usage-watch', 'g/c/*', { ...watch, states: { s1: firing, s2: firing } });
      const [stored] = await store.usage.watches();
      await store.usage.updateWatchState(stored!, 's1', (state) => ({ ...state, cpu: { phase: 'normal' } }));
      expect(await statesOf(store)).toEqual({ s1: { ...firing, cpu: { phase: 'normal' } }, s2: firing });
      await store.usage.putWatch({ ...watch, states: { s1: firing } });
      expect(await statesOf(store)).toEqual({});
    }),
  );

  it.skipIf(skipReason !== undefined)(
    'pauses the watches of a lost channel once, keeping their states',
    withStore(async (store) => {
      await store.usage.putWatch(watch);
      await store.usage.putWatch({ ...watch, channelId: 'other' });
      await store.usage.updateWatchState(watch, 's1', () => firing);
      expect(await store.usage.pauseChannel('c', 'Missing Access')).toBe(1);
      expect(await store.usage.pauseChannel('c', 'Missing Access')).toBe(0);
      const paused = (await store.usage.watches()).filter((stored) => stored.pausedReason !== undefined);
      expect(paused.map((stored) => stored.channelId)).toEqual(['c']);
      expect(await statesOf(store)).toEqual({ s1: firing });
    }),
  );

  it.skipIf(skipReason !== undefined)(
    'stores one history record per server and reads it back',
    withStore(async (store) => {
      const history = UsageHistory.empty();
      history.add({ sampledAt: 60_000, cpuPercent: 12.5 });
      await store.usage.setHistory('s1', history.toRecord());
      const read = await store.usage.history('s1');
      expect(read && UsageHistory.fromRecord(read).span(1)).toEqual([{ at: 60_000, cpuPercent: 12.5 }]);
      expect(await store.usage.history('s2')).toBeUndefined();
    }),
  );
});
