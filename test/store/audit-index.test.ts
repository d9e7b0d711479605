import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditStore, openStore, type BotStore } from '../../src/store/index.js';
import { seedAuditTrail, seededRecord } from '../support/audit-seed.js';
import { countingReads, testBackends } from './backends.js';

const backends = await testBackends();
// The reads are counted, so the index is proven at any size; 6,000 records (6 a server) keep each backend's
// seeding within a second or two. `npm run bench -- audit` times the same reads at 100,000.
const count = 6_000;
const middle = count / 2;
const newest = Date.UTC(2026, 10, 1);
const seedTimeoutMs = 600_000;

afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

for (const backend of backends) {
  describe.skipIf(backend.freshUrl === undefined)(
    `/audit recent and retention at ${count} records on ${backend.name}${backend.skipReason ? ` (${backend.skipReason})` : ''}`,
    () => {
      let store: BotStore;

      beforeAll(async () => {
        const url = backend.freshUrl!();
        store = await openStore(url);
        await seedAuditTrail(url, store.backend, count, newest);
      }, seedTimeoutMs);

      afterAll(async () => {
        await store?.close();
      });

      it('reads the newest page through the time index, never the whole trail', async () => {
        const { backend: reading, reads } = countingReads(store.backend);
        const page = await new AuditStore(reading).recent({ limit: 10 });
        expect(page.records.map((record) => record.id)).toEqual(
          Array.from({ length: 10 }, (_, index) => seededRecord(index, newest).id),
        );
        expect(page).toMatchObject({ older: true, newer: false });
        expect(reads).toEqual({ entries: 11, listings: 0 });
      });

      it('pages older and newer from a record, contiguously', async () => {
        const { backend: reading, reads } = countingReads(store.backend);
        const audit = new AuditStore(reading);
        const older = await audit.recent({ limit: 5, before: seededRecord(middle - 1, newest).id });
        expect(older.records.map((record) => record.at)).toEqual(
          [0, 1, 2, 3, 4].map((offset) => middle + offset).map((index) => seededRecord(index, newest).at),
        );
        const newer = await audit.recent({ limit: 5, after: seededRecord(middle, newest).id });
        expect(newer.records.map((record) => record.at)).toEqual(
          [5, 4, 3, 2, 1].map((offset) => middle - offset).map((index) => seededRecord(index, newest).at),
        );
        expect(newer).toMatchObject({ older: true, newer: true });
        expect(reads).toEqual({ entries: 12, listings: 0 });
      });

      it('filters by server, member, kind and time through their own indexes', async () => {
        const { backend: reading, reads } = countingReads(store.backend);
        const audit = new AuditStore(reading);
        const byServer = await audit.recent({ serverId: 'srv_7', limit: 5 });
        expect(byServer.records).toHaveLength(5);
        expect(byServer.records.every((record) => record.server?.id === 'srv_7')).toBe(true);
        expect(byServer.records[0]?.id).toBe(seededRecord(7, newest).id);
        const lastHour = await audit.recent({ since: newest - 59.5 * 60_000, limit: 25 });
        expect(lastHour.records).toHaveLength(25);
        const lastHourAll = await audit.recent({ since: newest - 59.5 * 60_000, limit: 100 });
        expect(lastHourAll.records).toHaveLength(60);
        expect(lastHourAll.older).toBe(false);
        // Two filters: the narrower index is read, the other filter applied to what it holds.
        const memberId = seededRecord(3, newest).member?.id;
        const both = await audit.recent({ memberId, action: 'server.update', limit: 10 });
        expect(both.records).toHaveLength(10);
        expect(both.records.every((record) => record.member?.id === memberId)).toBe(true);
        expect(both.records.every((record) => record.action === 'server.update')).toBe(true);
        expect(reads.listings).toBe(0);
        expect(reads.entries).toBeLessThan(1_000);
      });

      it('prunes the oldest records with their index entries, reading only those', async () => {
        const { backend: reading, reads } = countingReads(store.backend);
        const audit = new AuditStore(reading);
        const oldestKept = seededRecord(count - 101, newest);
        const pruned = await audit.prune(oldestKept.at, 40);
        expect(pruned).toBe(100);
        expect(reads.listings).toBe(0);
        expect(reads.entries).toBe(100);
        const oldest = await audit.recent({ after: '0', limit: 1 });
        expect(oldest.records[0]?.id).toBe(oldestKept.id);
        const serverOfPruned = seededRecord(count - 1, newest).server?.id;
        const left = await audit.recent({ serverId: serverOfPruned, after: '0', limit: 1 });
        expect(left.records[0]?.at).toBeGreaterThanOrEqual(oldestKept.at);
      });
    },
  );
}

const redis = backends.find((backend) => backend.name === 'redis');
describe.skipIf(redis?.freshUrl === undefined)('the Redis ordered index after an upgrade', () => {
  it('is built from the collection sets on start, so records written before it are ranged too', async () => {
    const url = redis!.freshUrl!();
    const before = await openStore(url);
    await seedAuditTrail(url, before.backend, 30, newest);
    await before.close();
    // A store written by the previous version has each collection's set but no sorted set beside it.
    const namespace = new URLSearchParams(url.split('?')[1]).get('namespace');
    const client = createClient({ url: url.split('?')[0] });
    await client.connect();
    const ordered = [];
    for await (const keys of client.scanIterator({ MATCH: `${namespace}:*@ordered`, COUNT: 500 }))
      ordered.push(...keys);
    expect(ordered.length).toBeGreaterThan(0);
    await client.del(ordered);
    await client.close();
    const after = await openStore(url);
    try {
      const page = await after.audit.recent({ limit: 3 });
      expect(page.records.map((record) => record.id)).toEqual(
        [0, 1, 2].map((index) => seededRecord(index, newest).id),
      );
    } finally {
      await after.close();
    }
  });
});
