import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import pg from 'pg';
import { type BotStore, openStore } from '../../src/store/index.js';

/** Removes what a bench wrote on the shared servers: every key of its namespace. */
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

/**
 * Runs `work` on a fresh store of each backend: sqlite in a temporary folder always, Redis and Postgres when
 * BENCH_REDIS_URL / BENCH_POSTGRES_URL (or the TEST_ ones) name a server, each in a namespace of its own that
 * is removed afterwards, so a bench never touches another's keys on a shared server.
 */
export async function onEachStoreBackend(
  name: string,
  work: (backend: string, url: string, store: BotStore) => Promise<void>,
): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), `bot-${name}-bench-`));
  const namespace = `bench${randomUUID().slice(0, 8)}`;
  const shared = (url: string | undefined) =>
    url && `${url}${url.includes('?') ? '&' : '?'}namespace=${namespace}`;
  const urls: Record<string, string | undefined> = {
    sqlite: `sqlite://${join(directory, `${name}.sqlite`)}`,
    redis: shared(process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL),
    postgres: shared(process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL),
  };
  try {
    for (const [backend, url] of Object.entries(urls)) {
      if (!url) continue;
      const store = await openStore(url);
      try {
        await work(backend, url, store);
      } finally {
        await store.close();
      }
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
    await dropNamespace(urls, namespace);
  }
}

/** The time at `share` (0.5 for p50) of the measured times, in ms with two decimals. */
export function percentileMs(times: readonly number[], share: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0).toFixed(2);
}
