import { performance } from 'node:perf_hooks';
import type { BotStore } from '../src/store/index.js';
import { fleetGuildId, seedGuildFleet, type GuildShape } from '../test/support/guild-fleet.js';
import { onEachStoreBackend, percentileMs } from './support/store-backends.js';

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
  const rows: Record<string, string>[] = [];
  await onEachStoreBackend('guild-reads', async (backend, url, store) => {
    await seedGuildFleet(url, store.backend, guilds, shape);
    for (const [name, read] of Object.entries(reads))
      for (const way of ['perGuild', 'wholeCollection'] as const) {
        const times = await timed(rounds[way], (guildId) => read[way](store, guildId));
        rows.push({
          backend,
          read: name,
          way: way === 'perGuild' ? "the guild's records" : 'whole collections (main)',
          'p50 ms': percentileMs(times, 0.5),
          'p95 ms': percentileMs(times, 0.95),
        });
      }
  });
  console.log(
    `A guild's reads at ${guilds.toLocaleString('en-US')} guilds (${shape.subscriptions} subscriptions, ${shape.links} links, ${shape.watches} usage watches, ${shape.boards} board each)`,
  );
  console.table(rows);
}
