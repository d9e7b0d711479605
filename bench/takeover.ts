/**
 * Takeover of background work (`npm run bench -- takeover`): two bot processes (shards 0 and 1) on one
 * store; the lease holder is killed with SIGKILL 20 times, each at a random moment of its renewal period,
 * and restarted after the other took over. Reports p50 and max from the kill to the new holder's log line,
 * per backend: sqlite always, Redis and Postgres when BENCH_ or TEST_REDIS_URL / TEST_POSTGRES_URL name them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultLeaseTiming } from '../src/instance/lease.js';
import { startSandbox } from '../src/sandbox/index.js';
import { InstanceProcess } from '../test/e2e/instance-process.js';
import { startDiscordEmulator } from '../test/emulator/index.js';
import { percentile } from './support/acks.js';

const botToken = 'takeover-bench-token-not-real';
const guildIds = ['300000000000000000', String(300000000000000000n + (1n << 22n))];
const kills = 20;

function storeUrls(directory: string): [string, string][] {
  const shared = (url: string | undefined) =>
    url ? `${url}${url.includes('?') ? '&' : '?'}namespace=takeover-${randomUUID()}` : undefined;
  const candidates: [string, string | undefined][] = [
    ['sqlite', `sqlite://${join(directory, 'bot.sqlite')}`],
    ['redis', shared(process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL)],
    ['postgres', shared(process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL)],
  ];
  return candidates.flatMap(([name, url]) => (url ? [[name, url] as [string, string]] : []));
}

async function takeovers(databaseUrl: string): Promise<number[]> {
  const sandbox = await startSandbox({ seed: false, rateLimit: false });
  const emulator = await startDiscordEmulator({
    botToken,
    guilds: guildIds.map((id, index) => ({ id, name: `Guild ${index}` })),
  });
  const env: NodeJS.ProcessEnv = {
    DISCORD_TOKEN: botToken,
    OPS_GUILD_ID: guildIds[0],
    HOSTING_API_URL: sandbox.url,
    HOSTING_API_KEY: sandbox.apiKeys[0],
    DATABASE_URL: databaseUrl,
    DISCORD_API_URL: emulator.apiUrl,
    LOG_LEVEL: 'info',
    SHARD_COUNT: '2',
  };
  const instances: InstanceProcess[] = [];
  const start = async (shard: number) => {
    const instance = await InstanceProcess.start(`shard-${shard}`, { ...env, SHARD_IDS: String(shard) });
    instances[shard] = instance;
    await emulator.waitFor(() => instance.logged('bot ready'), 30_000);
  };
  const figures: number[] = [];
  try {
    for (const shard of [0, 1]) await start(shard);
    for (let kill = 0; kill < kills; kill += 1) {
      await emulator.waitFor(() => instances.some((instance) => instance.holds()), 30_000);
      const holder = instances.find((instance) => instance.holds())!;
      const other = instances.find((instance) => instance !== holder)!;
      // A crash comes at any moment of the renewal period.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * defaultLeaseTiming.renewMs));
      const killedAt = Date.now();
      holder.kill('SIGKILL');
      await emulator.waitFor(() => other.holds() && other.heldSince! >= killedAt, 60_000);
      figures.push(other.heldSince! - killedAt);
      await holder.exited;
      await start(instances.indexOf(holder));
    }
  } finally {
    for (const instance of instances) instance?.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance?.exited));
    await emulator.close();
    await sandbox.close();
  }
  return figures;
}

export default async function takeoverBench(): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'bot-takeover-'));
  const rows = [];
  try {
    for (const [backend, url] of storeUrls(directory)) {
      const figures = (await takeovers(url)).sort((a, b) => a - b);
      rows.push({
        backend,
        kills: figures.length,
        'p50 ms': percentile(figures, 0.5),
        'max ms': figures.at(-1),
        'TTL ms': defaultLeaseTiming.ttlMs,
      });
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  console.log(
    `\nTakeover after SIGKILL of the lease holder (TTL ${defaultLeaseTiming.ttlMs} ms, renewed every ` +
      `${defaultLeaseTiming.renewMs} ms, standby asks every ${defaultLeaseTiming.retryMs} ms)`,
  );
  console.table(rows);
}
