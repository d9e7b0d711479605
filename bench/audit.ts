import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@redis/client';
import pg from 'pg';
import { auditLine } from '../src/render/audit.js';
import { english } from '../src/i18n/index.js';
import { type AuditQuery, type BotStore, openStore } from '../src/store/index.js';
import { seedAuditTrail, seededRecord } from '../test/support/audit-seed.js';

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

/** Removes what the bench wrote on the shared servers: every key of its namespace. */
async function dropNamespace(urls: Record<string, string | undefined>, namespace: string): Promise<void> {
  if (urls.redis) {
    const client = createClient({ url: urls.redis.split('?')[0] });
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: `${namespace}:*`, COUNT: 1_000 }))
      if (keys.length > 0) await client.del(keys);
    await client.close();
  }
  if (urls.postgres) {
    const client = new pg.Client({ connectionString: urls.postgres.split('?')[0] });
    await client.connect();
    await client.query('DELETE FROM keyv WHERE key LIKE $1', [`${namespace}:%`]);
    await client.end();
  }
}

function percentile(times: number[], share: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0).toFixed(2);
}

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
  const directory = await mkdtemp(join(tmpdir(), 'bot-audit-bench-'));
  const namespace = `bench${randomUUID().slice(0, 8)}`;
  const shared = (url: string | undefined) =>
    url && `${url}${url.includes('?') ? '&' : '?'}namespace=${namespace}`;
  const urls: Record<string, string | undefined> = {
    sqlite: `sqlite://${join(directory, 'audit.sqlite')}`,
    redis: shared(process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL),
    postgres: shared(process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL),
  };
  const rows: Record<string, string>[] = [];
  try {
    for (const [backend, url] of Object.entries(urls)) {
      if (!url) continue;
      const store = await openStore(url);
      try {
        await seedAuditTrail(url, store.backend, records, newest);
        for (const [query, times] of Object.entries(await measure(store)))
          rows.push({ backend, query, 'p50 ms': percentile(times, 0.5), 'p95 ms': percentile(times, 0.95) });
      } finally {
        await store.close();
      }
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
    await dropNamespace(urls, namespace);
  }
  console.log(`/audit recent at ${records.toLocaleString('en-US')} records, ${rounds} rounds per query`);
  console.table(rows);
}
