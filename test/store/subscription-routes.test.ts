import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openStore, subscriptionRoutes, type BotStore, type Subscription } from '../../src/store/index.js';
import { testBackends } from './backends.js';

const backends = await testBackends();

afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

const key = { guildId: 'g1', channelId: 'c1', serverId: 's1' };
const asking = (routes: Subscription['routes'], createdAt = '2030-01-01T00:00:00.000Z'): Subscription => ({
  ...key,
  createdAt,
  ...(routes ? { routes } : {}),
});

for (const backend of backends) {
  describe.skipIf(backend.freshUrl === undefined)(`subscription routes on ${backend.name}`, () => {
    const opened: BotStore[] = [];
    const open = async (url = backend.freshUrl?.() ?? '') => {
      const store = await openStore(url);
      opened.push(store);
      return store;
    };

    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });

    it('reads a subscription stored before routing as every kind, pinging nobody', async () => {
      const store = await open();
      await store.backend.putRecord('subscription', 'g1/c1/s1', asking(undefined));
      const [stored] = await store.subscriptions();
      expect(subscriptionRoutes(stored!)).toEqual([
        { kind: 'provisioning' },
        { kind: 'status' },
        { kind: 'activity' },
        { kind: 'mods' },
      ]);
    });

    it('combines kinds asked for one after the other, a kind asked again taking its new ping', async () => {
      const store = await open();
      await store.subscribe(asking([{ kind: 'status', pingRoleId: 'r1' }]));
      await store.subscribe(asking([{ kind: 'activity' }]));
      const same = await store.subscribe(asking([{ kind: 'status', pingRoleId: 'r1' }]));
      expect(same.after).toBe(same.before);
      const changed = await store.subscribe(
        asking([{ kind: 'status', pingRoleId: 'r2', pingRecovery: true }]),
      );
      expect(changed.after.routes).toEqual([
        { kind: 'status', pingRoleId: 'r2', pingRecovery: true },
        { kind: 'activity' },
      ]);
      expect((await store.subscriptions())[0]?.routes).toEqual(changed.after.routes);
    });

    it('loses no kind when two instances subscribe the same channel at once', async () => {
      const url = backend.freshUrl?.() ?? '';
      const [first, second] = [await open(url), await open(url)];
      await Promise.all([
        first.subscribe(asking([{ kind: 'status' }])),
        second.subscribe(asking([{ kind: 'mods' }])),
      ]);
      expect((await first.subscriptions())[0]?.routes?.map((route) => route.kind).sort()).toEqual([
        'mods',
        'status',
      ]);
    });

    it('removes one kind, and the subscription with its last one', async () => {
      const store = await open();
      await store.subscribe(asking([{ kind: 'status' }, { kind: 'activity' }]));
      expect(await store.unsubscribe(key, 'mods')).toBe(false);
      expect(await store.unsubscribe(key, 'status')).toBe(true);
      expect((await store.subscriptions())[0]?.routes).toEqual([{ kind: 'activity' }]);
      expect(await store.unsubscribe(key, 'activity')).toBe(true);
      expect(await store.subscriptions()).toEqual([]);
    });

    it('replaces a paused subscription, so subscribing again resumes it with only what was asked', async () => {
      const store = await open();
      await store.subscribe(asking([{ kind: 'status' }, { kind: 'activity' }]));
      await store.pauseChannel('c1', 'the channel was deleted');
      const resumed = await store.subscribe(asking([{ kind: 'mods' }]));
      expect(resumed.before?.pausedReason).toBe('the channel was deleted');
      expect(resumed.after).toEqual(asking([{ kind: 'mods' }]));
    });
  });
}
