import { performance } from 'node:perf_hooks';
import { auditLine } from '../src/render/audit.js';
import { english } from '../src/i18n/index.js';
import type { AuditQuery, BotStore } from '../src/store/index.js';
import { seedAuditTrail, seededRecord } from '../test/support/audit-seed.js';
import { onEachStoreBackend, percentileMs } from './support/store-backends.js';

const records = 100_000;
const rounds = 200;
const newest = Date.UTC(2026, 10, 1);

/** The `/audit recent` queries a member asks, each rendered to its lines as the command does. */
const queries: Record<string, (round: number) => AuditQuery> = {
  'newest 10': () => ({ limit: 10 }),
  'newest 25, one server': (round) => ({ serverId: `srv_${round % 1_000}`, limit: 25 }),
  'member and kind': (round) => ({
    memberId: seededRecord(round % 50, newest).member?.id,
    action: 'server.update',
    limit: 10,
  }),
  'last 24 h': () => ({ since: newest - 24 * 3_600_000, limit: 25 }),
  'an older page': (round) => ({ before: seededRecord(1_000 + round * 97, newest).id, limit: 10 }),
};

async function measure(store: BotStore): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = {};
  for (const [name, query] of Object.entries(queries)) {
    times[name] = [];
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      const page = await store.audit.recent(query(round));
      page.records.map((record) => auditLine(record, english));
      times[name].push(performance.now() - started);
    }
  }
  return times;
}

/**
 * `/audit recent` at 100,000 records on each backend: the store query through the time (or server,
 * member, kind) index plus rendering the page, p50 and p95 over 200 rounds per query. Redis and Postgres
 * run when BENCH_REDIS_URL / BENCH_POSTGRES_URL (or the TEST_ ones) name a server.
 */
export default async function run(): Promise<void> {
  const rows: Record<string, string>[] = [];
  await onEachStoreBackend('audit', async (backend, url, store) => {
    await seedAuditTrail(url, store.backend, records, newest);
    for (const [query, times] of Object.entries(await measure(store)))
      rows.push({ backend, query, 'p50 ms': percentileMs(times, 0.5), 'p95 ms': percentileMs(times, 0.95) });
  });
  console.log(`/audit recent at ${records.toLocaleString('en-US')} records, ${rounds} rounds per query`);
  console.table(rows);
}
