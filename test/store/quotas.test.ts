import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openStore, type BotStore } from '../../src/store/index.js';
import { testBackends } from './backends.js';

const backends = await testBackends();
afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

const subscription = (guildId: string, channelId: string) => ({
  guildId,
  channelId,
  serverId: null,
  createdAt: new Date(0).toISOString(),
});

/** Claims the slot of a subscription the way `/alerts subscribe` does, and writes it when it got one. */
async function subscribeWithin(store: BotStore, guildId: string, channelId: string, limit: number) {
  const claimed = await store.quotas.claim('subscriptions', guildId, `${guildId}/${channelId}/*`, limit);
  if (claimed) await store.subscribe(subscription(guildId, channelId));
  return claimed;
}

for (const backend of backends) {
  describe.skipIf(backend.freshUrl === undefined)(`guild quotas on ${backend.name}`, () => {
    let opened: BotStore[] = [];
    afterEach(async () => {
      for (const store of opened) await store.close();
      opened = [];
    });
    async function clients(count: number, now?: () => number): Promise<BotStore[]> {
      const url = backend.freshUrl!();
      for (let index = 0; index < count; index += 1) opened.push(await openStore(url, now));
      return opened;
    }

    it('refuses a guild past its limit, keeps what it has and counts each guild apart', async () => {
      const [store] = (await clients(1)) as [BotStore];
      expect(await subscribeWithin(store, 'g1', 'c1', 2)).toBe(true);
      expect(await subscribeWithin(store, 'g1', 'c2', 2)).toBe(true);
      expect(await subscribeWithin(store, 'g1', 'c3', 2)).toBe(false);
      // One it already has takes no new slot; another guild has its own.
      expect(await subscribeWithin(store, 'g1', 'c1', 2)).toBe(true);
      expect(await subscribeWithin(store, 'g2', 'c3', 2)).toBe(true);
      expect((await store.subscriptions()).filter((entry) => entry.guildId === 'g1')).toHaveLength(2);
    });

    it('gives the last slot to exactly one of two instances subscribing at the edge at once', async () => {
      const [a, b] = (await clients(2)) as [BotStore, BotStore];
      for (let index = 0; index < 4; index += 1) await subscribeWithin(a, 'g1', `held${index}`, 5);
      for (let round = 0; round < 5; round += 1) {
        const results = await Promise.all([
          subscribeWithin(a, 'g1', `a${round}`, 5),
          subscribeWithin(b, 'g1', `b${round}`, 5),
        ]);
        expect(results.filter(Boolean)).toHaveLength(round === 0 ? 1 : 0);
      }
      expect((await b.subscriptions()).filter((entry) => entry.guildId === 'g1')).toHaveLength(5);
    });

    it('frees the slot of a removed record once no claim can still be writing it', async () => {
      let now = Date.UTC(2030, 0, 1);
      const [store] = (await clients(1, () => now)) as [BotStore];
      await subscribeWithin(store, 'g1', 'c1', 1);
      await store.unsubscribe({ guildId: 'g1', channelId: 'c1', serverId: null });
      expect(await subscribeWithin(store, 'g1', 'c2', 1)).toBe(false);
      now += 61_000;
      expect(await subscribeWithin(store, 'g1', 'c2', 1)).toBe(true);
    });
  });
}
