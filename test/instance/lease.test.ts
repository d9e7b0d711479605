import pino from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BackgroundLease, backgroundLeaseName } from '../../src/instance/lease.js';
import { type KvBackend, LeaseLostError, openStore, type BotStore } from '../../src/store/index.js';
import { testBackends } from '../store/backends.js';
import { waitFor } from '../emulator/wait.js';

const backends = await testBackends();
const logger = pino({ level: 'silent' });

/** The backend, counting the lease's answered tries to take it: a standby's tries mark time passing. */
function countingTries(backend: KvBackend) {
  let tries = 0;
  const counted = new Proxy(backend, {
    get(target, property, receiver) {
      if (property !== 'acquireLease') return Reflect.get(target, property, receiver);
      return async (...args: Parameters<KvBackend['acquireLease']>) => {
        const token = await target.acquireLease(...args);
        tries += 1;
        return token;
      };
    },
  });
  return { counted, tries: () => tries };
}

afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

for (const backend of backends.filter((candidate) => candidate.name !== 'memory')) {
  describe.skipIf(backend.freshUrl === undefined)(`the background lease on ${backend.name}`, () => {
    const opened: BotStore[] = [];
    const leases: BackgroundLease[] = [];

    afterEach(async () => {
      for (const lease of leases.splice(0)) await lease.stop();
      for (const store of opened.splice(0)) await store.close();
    });

    /** Two instances: two store clients on one fresh store, each with its lease. */
    type Timing = { ttlMs: number; renewMs: number; retryMs: number };
    /** Two instances on one fresh store; the second renews on `secondTiming` where one is given. */
    async function twoInstances(timing: Timing, secondTiming: Timing = timing) {
      const url = backend.freshUrl!();
      const stores = [await openStore(url), await openStore(url)];
      opened.push(...stores);
      return stores.map((store, index) => {
        const { counted, tries } = countingTries(store.backend);
        const lease = new BackgroundLease({
          backend: counted,
          holder: `instance-${index}`,
          logger,
          timing: index === 0 ? timing : secondTiming,
        });
        leases.push(lease);
        return { store, lease, tries, fenced: store.fenced(() => lease.fence(), backgroundLeaseName) };
      });
    }

    it('lets exactly one instance hold it, and a release hands it over at the next try', async () => {
      const [first, second] = await twoInstances({ ttlMs: 10_000, renewMs: 1_000, retryMs: 50 });
      first!.lease.start();
      await waitFor(() => first!.lease.state() === 'held');
      second!.lease.start();
      // The second tries every 50 ms, and must stay standing by through several tries.
      await waitFor(() => second!.tries() >= 3);
      expect(second!.lease.state()).toBe('standby');

      const released = Date.now();
      await first!.lease.stop();
      await waitFor(() => second!.lease.state() === 'held');
      // Far below the TTL: the release, not the expiry, handed it over.
      expect(Date.now() - released).toBeLessThan(1_000);
      expect(second!.lease.fence()!.token).toBeGreaterThan(0);
      await second!.fenced.setPollState('cursor', 2);
      expect(await second!.store.pollState('cursor', z.number())).toBe(2);
    });

    it('fences a holder that stalled past its TTL out of writes and posts, and ends its tenure', async () => {
      // The first renews far too rarely: as a paused or partitioned process would; its 1 s TTL leaves a loaded
      // machine time for its first write. The other takes the lease with a TTL the test cannot outlast.
      const [stalled, other] = await twoInstances(
        { ttlMs: 1_000, renewMs: 60_000, retryMs: 50 },
        { ttlMs: 10_000, renewMs: 1_000, retryMs: 50 },
      );
      stalled!.lease.start();
      await waitFor(() => stalled!.lease.state() === 'held');
      const tenure = stalled!.lease.tenure()!;
      await stalled!.fenced.setPollState('cursor', 1);
      other!.lease.start();
      await waitFor(() => other!.lease.state() === 'held');

      // The stalled one still believes it holds the lease; the store refuses its writes all the same.
      expect(stalled!.lease.state()).toBe('held');
      await expect(stalled!.fenced.setPollState('cursor', 99)).rejects.toBeInstanceOf(LeaseLostError);
      // The check a post makes right before it leaves (src/delivery/discord.ts).
      await expect(stalled!.lease.confirm()).rejects.toBeInstanceOf(LeaseLostError);
      // The failed check ends its tenure at once: its background loop stops.
      expect(tenure.aborted).toBe(true);
      expect(stalled!.lease.state()).toBe('standby');

      await other!.fenced.setPollState('cursor', 2);
      await expect(other!.lease.confirm()).resolves.toBeDefined();
    });

    it('ends the tenure at once when a renewal cannot reach the store', async () => {
      const [instance] = await twoInstances({ ttlMs: 10_000, renewMs: 1_000, retryMs: 50 });
      let unreachable = false;
      const flaky = new Proxy(instance!.store.backend, {
        get(target, property, receiver) {
          if (property === 'renewLease' && unreachable)
            return () => Promise.reject(new Error('connection refused'));
          return Reflect.get(target, property, receiver);
        },
      });
      const lease = new BackgroundLease({
        backend: flaky,
        holder: 'flaky',
        logger,
        timing: { ttlMs: 10_000, renewMs: 50, retryMs: 50 },
      });
      leases.push(lease);
      lease.start();
      await waitFor(() => lease.state() === 'held');
      const tenure = lease.tenure()!;
      unreachable = true;
      await waitFor(() => tenure.aborted);
      expect(lease.state()).toBe('standby');
      expect(lease.fence()).toBeUndefined();
    });

    it.runIf(backend.name === 'postgres')(
      'takes over at once, not at the TTL, from a holder whose connection dropped',
      async () => {
        const [dead, standby] = await twoInstances({ ttlMs: 30_000, renewMs: 1_000, retryMs: 50 });
        dead!.lease.start();
        await waitFor(() => dead!.lease.state() === 'held');
        const deadToken = dead!.lease.fence()!.token;
        standby!.lease.start();
        // The standby tries every 50 ms, and must not take a lease whose holder lives.
        await waitFor(() => standby!.tries() >= 3);
        expect(standby!.lease.state()).toBe('standby');

        // As a killed process: its connections drop, nothing is released.
        const diedAt = Date.now();
        await dead!.store.close();
        await waitFor(() => standby!.lease.state() === 'held');
        expect(Date.now() - diedAt).toBeLessThan(1_000);
        expect(standby!.lease.fence()!.token).toBe(deadToken + 1);
        await standby!.fenced.setPollState('cursor', 3);
        expect(await standby!.store.pollState('cursor', z.number())).toBe(3);
        opened.splice(opened.indexOf(dead!.store), 1);
      },
    );

    it.runIf(backend.name === 'postgres')(
      'lets a holder paused past its TTL neither renew nor steal the lease back when it wakes',
      async () => {
        const url = backend.freshUrl!();
        const [paused, other] = [await openStore(url), await openStore(url)];
        opened.push(paused);
        const lease = backgroundLeaseName;
        expect(await paused.backend.acquireLease(lease, 'paused', 200)).toBe(1);
        // Until the 200 ms record has lapsed on the store's clock.
        await vi.waitFor(async () => expect(await paused.backend.isLeaseCurrent(lease, 1)).toBe(false), {
          interval: 5,
          timeout: 5_000,
        });
        // Its record lapsed while its session lock still lives: taken over by expiry, without the lock.
        expect(await other.backend.acquireLease(lease, 'other', 10_000)).toBe(2);
        expect(await paused.backend.renewLease(lease, 'paused', 1, 200)).toBe(false);
        // The new holder takes the lock the woken one let go at its next renewal.
        expect(await other.backend.renewLease(lease, 'other', 2, 10_000)).toBe(true);
        expect(await paused.backend.acquireLease(lease, 'paused', 200)).toBeUndefined();
        // And a death of the new holder is now seen at once, long before its 10 s record lapses.
        await other.close();
        expect(await paused.backend.acquireLease(lease, 'paused', 200)).toBe(3);
      },
    );

    it('refuses background writes from an instance that never held it', async () => {
      const [, standby] = await twoInstances({ ttlMs: 10_000, renewMs: 1_000, retryMs: 50 });
      await expect(standby!.fenced.setPollState('cursor', 1)).rejects.toBeInstanceOf(LeaseLostError);
      await expect(standby!.fenced.deletePollState('cursor')).rejects.toBeInstanceOf(LeaseLostError);
    });
  });
}
