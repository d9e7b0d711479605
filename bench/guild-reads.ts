import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient } from '@redis/client';
import pg from 'pg';
import { type BotStore, openStore } from '../src/store/index.js';
import { fleetGuildId, seedGuildFleet, type GuildShape } from '../test/support/guild-fleet.js';

const guilds = 10_000;
const shape: GuildShape = { subscriptions: 25, links: 3, watches: 2, boards: 1 };
/** Rounds per read: the whole-collection reads (main's) take seconds each at this size, so fewer of them. */
const rounds = { perGuild: 300, wholeCollection: 20 };

/**
 * The store work behind what a member does, each way: `/alerts list` and its Next button (a guild's
 * subscriptions, usage watches and links), and a community `server` autocomplete keystroke (the guild's
 * linked servers; the names come from the directory's cache).
 */
const reads: Record<
  string,
  {
    perGuild: (store: BotStore, guildId: string) => Promise<unknown>;
    wholeCollection: (store: BotStore, guildId: string) => Promise<unknown>;
  }
> = {
  '/alerts list, Next': {
    perGuild: (store, guildId) =>
      Promise.all([
        store.guildSubscriptions(guildId),
        store.usage.guildWatches(guildId),
        store.linkedServerIds(guildId),
      ]),
    wholeCollection: async (store, guildId) => [
      (await store.subscriptions()).filter((entry) => entry.guildId === guildId),
      (await store.usage.watches()).filter((watch) => watch.guildId === guildId),
      (await store.guildLinks())[guildId] ?? [],
    ],
  },
  'server autocomplete keystroke': {
    perGuild: (store, guildId) => store.linkedServerIds(guildId),
    wholeCollection: async (store, guildId) => (await store.guildLinks())[guildId] ?? [],
  },
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

async function timed(count: number, read: (guildId: string) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < count; round += 1) {
    const guildId = fleetGuildId((round * 7_919) % guilds);
    const started = performance.now();
    await read(guildId);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * A guild's reads at 10,000 guilds of 25 subscriptions, 3 links, 2 usage watches and a board each, on each
 * backend: by the guild's own records (now) and by whole collections, filtered (as main read them), p50
 * and p95. Redis and Postgres run when BENCH_REDIS_URL / BENCH_POSTGRES_URL (or the TEST_ ones) are set.
 */
export default async function run(): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'bot-guild-reads-bench-'));
  const namespace = `bench${randomUUID().slice(0, 8)}`;
  const shared = (url: string | undefined) =>
    url && `${url}${url.includes('?') ? '&' : '?'}namespace=${namespace}`;
  const urls: Record<string, string | undefined> = {
    sqlite: `sqlite://${join(directory, 'guilds.sqlite')}`,
    redis: shared(process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL),
    postgres: shared(process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL),
  };
  const rows: Record<string, string>[] = [];
  try {
    for (const [backend, url] of Object.entries(urls)) {
      if (!url) continue;
      const store = await openStore(url);
      try {
        await seedGuildFleet(url, store.backend, guilds, shape);
        for (const [name, read] of Object.entries(reads))
          for (const way of ['perGuild', 'wholeCollection'] as const) {
            const times = await timed(rounds[way], (guildId) => read[way](store, guildId));
            rows.push({
              backend,
              read: name,
              way: way === 'perGuild' ? "the guild's records" : 'whole collections (main)',
              'p50 ms': percentile(times, 0.5),
              'p95 ms': percentile(times, 0.95),
            });
          }
      } finally {
        await store.close();
      }
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
    await dropNamespace(urls, namespace);
  }
  console.log(
    `A guild's reads at ${guilds.toLocaleString('en-US')} guilds (${shape.subscriptions} subscriptions, ${shape.links} links, ${shape.watches} usage watches, ${shape.boards} board each)`,
  );
  console.table(rows);
}
