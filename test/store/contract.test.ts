import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  LeaseLostError,
  StoreError,
  openStore,
  type BotStore,
  type Confirmation,
  type KvBackend,
} from '../../src/store/index.js';
import { testBackends } from './backends.js';

const backends = await testBackends();

afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

function confirmation(id: string): Confirmation {
  return {
    id,
    action: { kind: 'delete' },
    guildId: 'g1',
    userId: 'u1',
    serverId: 's1',
    serverName: 'Survival',
    createdAt: Date.now(),
    expiresAt: Date.now() + 60_000,
    state: 'pending',
  };
}

for (const backend of backends) {
  describe.skipIf(backend.freshUrl === undefined)(
    `store contract on ${backend.name}${backend.skipReason ? ` (${backend.skipReason})` : ''}`,
    () => {
      let opened: BotStore[] = [];

      /** Two store clients on one fresh store: for sqlite two connections to one file. */
      async function twoClients(): Promise<[BotStore, BotStore]> {
        const url = backend.freshUrl!();
        const first = await openStore(url);
        const second = await openStore(url);
        opened.push(first, second);
        return [first, second];
      }

      afterEach(async () => {
        for (const store of opened) await store.close();
        opened = [];
      });

      it('loses no update from two concurrent writers: 200 subscribes, 200 subscriptions', async () => {
        const [a, b] = await twoClients();
        await Promise.all(
          Array.from({ length: 200 }, (_, index) =>
            (index % 2 === 0 ? a : b).subscribe({
              guildId: 'g1',
              channelId: `c${index}`,
              serverId: null,
              createdAt: new Date(0).toISOString(),
            }),
          ),
        );
        expect(await a.subscriptions()).toHaveLength(200);
        expect(await b.subscriptions()).toHaveLength(200);
      });

      it('applies every concurrent read-modify-write of one value from two clients', async () => {
        const [a, b] = await twoClients();
        const increment = (backendOf: KvBackend) =>
          backendOf.update('counter', (current) => {
            const next = typeof current === 'number' ? current + 1 : 1;
            return { result: next, write: { value: next } };
          });
        await Promise.all(Array.from({ length: 60 }, (_, index) => increment((index % 2 ? a : b).backend)));
        expect(await a.backend.get('counter')).toBe(60);
      });

      it('executes a confirmation claimed from two clients at once exactly once', async () => {
        const [a, b] = await twoClients();
        await a.saveConfirmation(confirmation('c1'));
        const claims = await Promise.all(
          Array.from({ length: 20 }, (_, index) => (index % 2 ? a : b).claimConfirmation('c1', 'u1')),
        );
        expect(claims.filter((claim) => claim.outcome === 'claimed')).toHaveLength(1);
        expect(claims.filter((claim) => claim.outcome === 'used')).toHaveLength(19);
      });

      it('lets exactly one of two clients claim a key with setIfAbsent', async () => {
        const [a, b] = await twoClients();
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, index) => (index % 2 ? a : b).backend.setIfAbsent('once', index)),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
      });

      it('expires values at their TTL, and a claim on an expired key succeeds again', async () => {
        const [a, b] = await twoClients();
        await a.backend.set('short', 'soon gone', 150);
        await a.backend.set('kept', 'stays');
        expect(await b.backend.get('short')).toBe('soon gone');
        expect(await b.backend.setIfAbsent('short', 'too early')).toBe(false);
        // Until the 150 ms TTL lapses on the backend's clock.
        await vi.waitFor(async () => expect(await b.backend.get('short')).toBeUndefined(), {
          timeout: 2_000,
          interval: 20,
        });
        expect(await b.backend.get('kept')).toBe('stays');
        expect(await b.backend.setIfAbsent('short', 'again', 60_000)).toBe(true);
      });

      it("judges a claim by the bot's clock, as a read: an entry past its TTL there is absent to both", async () => {
        // Only Date: the clock jumps while sockets and timers run on. The store's own clock (Redis expires
        // the key a minute after receiving it) stays behind, as it does for the milliseconds a write travels.
        vi.useFakeTimers({ toFake: ['Date'] });
        try {
          const [a, b] = await twoClients();
          await a.backend.set('short', 'gone at the minute', 60_000);
          vi.setSystemTime(Date.now() + 120_000);
          expect(await b.backend.get('short')).toBeUndefined();
          expect(await b.backend.setIfAbsent('short', 'claimed again', 60_000)).toBe(true);
          expect(await a.backend.get('short')).toBe('claimed again');
        } finally {
          vi.useRealTimers();
        }
      });

      it('keeps records per collection, listed without the others', async () => {
        const [a, b] = await twoClients();
        await a.backend.putRecord('boards', 'x/1', { n: 1 });
        await a.backend.putRecord('boards', 'x/2', { n: 2 });
        await a.backend.putRecord('audit', 'x/1', { n: 3 });
        await a.backend.set('boards', 'a plain key of the same name');
        expect(await b.backend.listRecords('boards')).toEqual([
          { id: 'x/1', value: { n: 1 } },
          { id: 'x/2', value: { n: 2 } },
        ]);
        expect(await b.backend.deleteRecord('boards', 'x/1')).toBe(true);
        expect(await b.backend.deleteRecord('boards', 'x/1')).toBe(false);
        expect(await a.backend.getRecord('boards', 'x/2')).toEqual({ n: 2 });
        expect(await a.backend.listRecords('boards')).toHaveLength(1);
      });

      it('commits records of several collections at once, or none when one to insert exists', async () => {
        const [a, b] = await twoClients();
        const insert = [
          { collection: 'audit', id: 'r1', value: { n: 1 } },
          { collection: 'audit-post', id: 'r1', value: { channel: 'c' } },
        ];
        expect(await a.backend.commitRecords({ insert })).toBe(true);
        expect(
          await b.backend.commitRecords({
            insert: [...insert, { collection: 'audit', id: 'r2', value: {} }],
          }),
        ).toBe(false);
        expect(await b.backend.listRecords('audit')).toEqual([{ id: 'r1', value: { n: 1 } }]);
        expect(
          await b.backend.commitRecords({
            put: [{ collection: 'audit-post', id: 'r1', value: { channel: 'd' } }],
            remove: [{ collection: 'audit', id: 'r1' }],
          }),
        ).toBe(true);
        expect(await a.backend.listRecords('audit')).toEqual([]);
        expect(await a.backend.listRecords('audit-post')).toEqual([{ id: 'r1', value: { channel: 'd' } }]);
      });

      it('refuses corrupted values loudly at the backend; the bot store sets them aside', async () => {
        const [a, b] = await twoClients();
        await a.backend.importEntries([
          { key: 'garbled', raw: '{"not json', expiresAt: undefined },
          { key: 'rec:subscription#g1/c1/*', raw: '{"guildId":42}', expiresAt: undefined },
        ]);
        await expect(b.backend.get('garbled')).rejects.toBeInstanceOf(StoreError);
        await expect(b.backend.get('garbled')).rejects.toThrow(/corrupted/);
        expect(await b.subscriptions()).toEqual([]);
        expect((await a.badRecords.list()).map((record) => record.key)).toEqual(['rec:subscription#g1/c1/*']);
      });

      it('gives a lease to one holder at a time, with a growing fencing token', async () => {
        const [a, b] = await twoClients();
        const first = await a.backend.acquireLease('poller', 'instance-a', 60_000);
        expect(first).toBeTypeOf('number');
        expect(await b.backend.acquireLease('poller', 'instance-b', 60_000)).toBeUndefined();
        expect(await a.backend.acquireLease('poller', 'instance-a', 60_000)).toBe(first);
        expect(await a.backend.renewLease('poller', 'instance-a', first!, 60_000)).toBe(true);
        await a.backend.releaseLease('poller', 'instance-a', first!);
        const second = await b.backend.acquireLease('poller', 'instance-b', 60_000);
        expect(second).toBeGreaterThan(first!);
        expect(await a.backend.isLeaseCurrent('poller', first!)).toBe(false);
        expect(await a.backend.isLeaseCurrent('poller', second!)).toBe(true);
      });

      it('hands an expired lease over and fences the old holder out of writes', async () => {
        const [a, b] = await twoClients();
        const stale = (await a.backend.acquireLease('poller', 'instance-a', 150))!;
        await a.backend.set('cursor', 1, undefined, { lease: 'poller', token: stale });
        // Until the 150 ms lease lapses on the backend's clock and the other client takes it.
        const fresh = await vi.waitFor(
          async () => {
            const token = await b.backend.acquireLease('poller', 'instance-b', 60_000);
            expect(token).toBeDefined();
            return token;
          },
          { timeout: 2_000, interval: 20 },
        );
        expect(fresh).toBe(stale + 1);
        await expect(
          a.backend.set('cursor', 2, undefined, { lease: 'poller', token: stale }),
        ).rejects.toBeInstanceOf(LeaseLostError);
        await expect(
          a.backend.update('cursor', () => ({ result: 0, write: { value: 3 } }), {
            lease: 'poller',
            token: stale,
          }),
        ).rejects.toBeInstanceOf(LeaseLostError);
        expect(await a.backend.renewLease('poller', 'instance-a', stale, 60_000)).toBe(false);
        await b.backend.set('cursor', 4, undefined, { lease: 'poller', token: fresh! });
        expect(await a.backend.get('cursor')).toBe(4);
      });

      it('keeps links, their times and confirmations across clients', async () => {
        const [a, b] = await twoClients();
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, index) => (index % 2 ? a : b).link('g1', `s${index % 10}`)),
        );
        expect(results.filter(Boolean)).toHaveLength(10);
        expect(await b.linkedServerIds('g1')).toHaveLength(10);
        expect(Object.keys(await a.linkTimes())).toHaveLength(10);
        expect(await a.unlink('g1', 's1')).toBe(true);
        expect(await b.isLinked('g1', 's1')).toBe(false);
      });
    },
  );
}
