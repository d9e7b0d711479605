import KeyvPostgres from '@keyv/postgres';
import KeyvRedis from '@keyv/redis';
import KeyvSqlite from '@keyv/sqlite';
import Keyv, { type KeyvStoreAdapter } from 'keyv';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openStore } from '../../src/store/index.js';
import { testBackends } from './backends.js';

const backends = (await testBackends()).filter(({ name }) => name !== 'memory');

afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

/** A plain keyv client on the store's own table or keys, the way keyv tooling would open it. */
function plainKeyv(url: string): Keyv<string> {
  const [location = ''] = url.split('?');
  const adapters: Record<string, () => KeyvStoreAdapter> = {
    sqlite: () => new KeyvSqlite({ uri: location }),
    redis: () => new KeyvRedis(location),
    postgres: () => new KeyvPostgres({ uri: location }),
  };
  const scheme = location.slice(0, location.indexOf(':'));
  const adapter = adapters[scheme === 'postgresql' ? 'postgres' : scheme];
  if (!adapter) throw new Error(`no keyv adapter for ${scheme}`);
  const keyv = new Keyv<string>({ store: adapter(), namespace: undefined });
  keyv.on('error', () => undefined);
  return keyv;
}

for (const backend of backends) {
  describe.skipIf(backend.freshUrl === undefined)(`the ${backend.name} store in keyv's own layout`, () => {
    it('is readable and writable by plain keyv, expiry included', async () => {
      const url = backend.freshUrl!();
      const store = await openStore(url);
      const keyv = plainKeyv(url);
      const prefix = `${new URLSearchParams(url.split('?')[1]).get('namespace') ?? 'bot'}:`;
      try {
        await store.backend.set('greeting', { text: ':hello' }, 60_000);
        expect(JSON.parse((await keyv.get(`${prefix}greeting`)) ?? 'null')).toEqual({ text: ':hello' });

        await keyv.set(`${prefix}from-keyv`, JSON.stringify({ n: 1 }));
        expect(await store.backend.get('from-keyv')).toEqual({ n: 1 });

        await keyv.set(`${prefix}short`, JSON.stringify('gone soon'), 1);
        // Until the 1 ms TTL has lapsed on the backend's clock, for a read and for a claim: Redis may still hold
        // the key a moment after the record's own expiry makes a read miss it.
        const lapsed = { interval: 2, timeout: 500 }; // well short of a second: a TTL taken as seconds fails
        await vi.waitFor(async () => expect(await store.backend.get('short')).toBeUndefined(), lapsed);
        await vi.waitFor(
          async () => expect(await store.backend.setIfAbsent('short', 'claimed', 60_000)).toBe(true),
          lapsed,
        );
      } finally {
        await keyv.disconnect();
        await store.close();
      }
    });

    it('keeps a store working when another one on the same server is closed', async () => {
      const url = backend.freshUrl!();
      const first = await openStore(url);
      const second = await openStore(url);
      try {
        await first.subscribe({
          guildId: 'g1',
          channelId: 'c1',
          serverId: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        });
        await first.close();
        expect(await second.subscriptions()).toHaveLength(1);
        expect(await second.link('g1', 's1')).toBe(true);
      } finally {
        await second.close();
      }
    });

    it('never lets a claim overwrite a plain write that landed after its check', async () => {
      const url = backend.freshUrl!();
      const [first, second] = [await openStore(url), await openStore(url)];
      try {
        const keys = Array.from({ length: 100 }, (_, index) => `race-${index}`);
        const outcomes = await Promise.all(
          keys.map(async (key) => {
            const [claimed] = await Promise.all([
              first.backend.setIfAbsent(key, 'claim'),
              second.backend.set(key, 'plain'),
            ]);
            return { claimed, final: await first.backend.get(key) };
          }),
        );
        // A claim that succeeded came before the plain write, which must then be what is left.
        expect(outcomes.filter(({ claimed, final }) => claimed && final !== 'plain')).toEqual([]);
      } finally {
        await first.close();
        await second.close();
      }
    });
  });
}
