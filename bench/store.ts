import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BotStore, openStore } from '../src/store/index.js';

const rounds = 200;

/**
 * Per-operation latency of the store's hot paths on each backend: a confirmation claim (atomic update),
 * a subscribe (collection write), a poll cursor write (plain write) and reading 200 subscriptions.
 * Redis and Postgres run when BENCH_REDIS_URL / BENCH_POSTGRES_URL (or the TEST_ ones) name a server.
 */
export default async function run(): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'bot-store-bench-'));
  const namespace = `bench${randomUUID().slice(0, 8)}`;
  const urls: Record<string, string | undefined> = {
    memory: `memory://${namespace}`,
    sqlite: `sqlite://${join(directory, 'bench.sqlite')}`,
    redis: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL,
    postgres: process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL,
  };
  const rows: Record<string, string>[] = [];
  try {
    for (const [backend, url] of Object.entries(urls)) {
      if (!url) continue;
      const store = await openStore(
        url.includes('://') && backend !== 'memory' && backend !== 'sqlite'
          ? `${url}${url.includes('?') ? '&' : '?'}namespace=${namespace}`
          : url,
      );
      try {
        for (const [operation, times] of Object.entries(await measure(store)))
          rows.push({
            backend,
            operation,
            'p50 ms': percentile(times, 0.5),
            'p99 ms': percentile(times, 0.99),
          });
      } finally {
        await cleanUp(store);
        await store.close();
      }
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  console.table(rows);
}

async function measure(store: BotStore): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = {
    'confirmation claim': [],
    subscribe: [],
    'cursor write': [],
    'read 200 subscriptions': [],
  };
  const timed = async (operation: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    times[operation]?.push(performance.now() - started);
  };
  for (let index = 0; index < rounds; index++) {
    const id = `c${index}`;
    await store.saveConfirmation({
      id,
      action: { kind: 'delete' },
      guildId: 'g1',
      userId: 'u1',
      serverId: 's1',
      serverName: 'Survival',
      createdAt: Date.now(),
      expiresAt: Date.now() + 60_000,
      state: 'pending',
    });
    await timed('confirmation claim', () => store.claimConfirmation(id, 'u1'));
    await timed('subscribe', () =>
      store.subscribe({
        guildId: 'g1',
        channelId: `ch${index}`,
        serverId: null,
        createdAt: new Date().toISOString(),
      }),
    );
    await timed('cursor write', () => store.setPollState('cursor', { at: index }));
  }
  for (let index = 0; index < rounds; index++)
    await timed('read 200 subscriptions', () => store.subscriptions());
  return times;
}

async function cleanUp(store: BotStore): Promise<void> {
  for (const subscription of await store.subscriptions()) await store.unsubscribe(subscription);
  await store.deletePollState('cursor');
}

function percentile(times: number[], fraction: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0).toFixed(2);
}
