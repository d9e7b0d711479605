/**
 * Several instances (`npm run bench -- scale`): interaction throughput and acknowledgement p99 with one and
 * two bot processes; store latency of the hot paths per backend; 429s when two instances burst at an honest
 * rate limit (takeover after kill -9 of the lease holder: `npm run bench -- takeover`). Redis and Postgres are measured when
 * BENCH_ or TEST_REDIS_URL / TEST_POSTGRES_URL name them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { HostingApi, RateLimitGovernor } from '../src/api/index.js';
import { BackgroundLease, backgroundLeaseName } from '../src/instance/lease.js';
import { startSandbox } from '../src/sandbox/index.js';
import { openStore, type BotStore } from '../src/store/index.js';
import { InstanceProcess } from '../test/e2e/instance-process.js';
import { emulatedUsers, startDiscordEmulator } from '../test/emulator/index.js';
import { waitFor } from '../test/emulator/wait.js';
import { percentile } from './support/acks.js';
import storeBench from './store.js';

const botToken = 'scale-bench-token-not-real';
const guildIds = ['300000000000000000', String(300000000000000000n + (1n << 22n))];
const logger = pino({ level: 'silent' });

type World = Awaited<ReturnType<typeof startWorld>>;

async function startWorld() {
  const directory = await mkdtemp(join(tmpdir(), 'bot-scale-'));
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
    DATABASE_URL: `sqlite://${join(directory, 'bot.sqlite')}`,
    DISCORD_API_URL: emulator.apiUrl,
    LOG_LEVEL: 'info',
  };
  const instances: InstanceProcess[] = [];
  const start = async (shards: NodeJS.ProcessEnv) => {
    const instance = await InstanceProcess.start(`instance-${instances.length}`, { ...env, ...shards });
    instances.push(instance);
    await emulator.waitFor(() => instance.logged('bot ready'), 30_000);
    return instance;
  };
  const close = async () => {
    for (const instance of instances) instance.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    await emulator.close();
    await sandbox.close();
    await rm(directory, { recursive: true, force: true });
  };
  return { sandbox, emulator, start, close, instances };
}

/** `total` /server info interactions spread over both guilds, `concurrency` at once. */
async function interactionLoad(world: World, total: number, concurrency: number) {
  const serverId = world.sandbox.addServer(world.sandbox.apiKeys[0]!, {
    name: 'Scale',
    status: 'RUNNING',
  }).id;
  // The ops guild sees every server; the other sees it once linked.
  await world.emulator
    .sendChatInput({
      guildId: guildIds[0]!,
      user: emulatedUsers.admin,
      name: 'access',
      subcommand: 'link',
      options: { server: serverId, guild_id: guildIds[1]! },
    })
    .waitForReply();
  await world.emulator.waitFor(() => world.emulator.commands(guildIds[1]).length > 0, 10_000);
  const acks: number[] = [];
  let sent = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < total) {
      const guildId = guildIds[sent % 2]!;
      sent += 1;
      const handle = world.emulator.sendChatInput({
        guildId,
        user: emulatedUsers.admin,
        name: 'server',
        subcommand: 'info',
        options: { server: serverId },
      });
      const callback = await handle.waitForCallback(10_000);
      acks.push(callback.at - handle.sentAt);
      await handle.waitForReply(undefined, 10_000);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  acks.sort((a, b) => a - b);
  return { perSecond: total / seconds, p50: percentile(acks, 0.5), p99: percentile(acks, 0.99) };
}

async function throughput() {
  const rows = [];
  for (const instances of [1, 2]) {
    const world = await startWorld();
    try {
      if (instances === 1) await world.start({});
      else for (const shard of [0, 1]) await world.start({ SHARD_COUNT: '2', SHARD_IDS: String(shard) });
      await interactionLoad(world, 40, 8);
      const load = await interactionLoad(world, 400, 16);
      rows.push({
        instances,
        interactions: 400,
        concurrency: 16,
        'per second': load.perSecond.toFixed(0),
        'ack p50 ms': load.p50.toFixed(1),
        'ack p99 ms': load.p99.toFixed(1),
      });
    } finally {
      await world.close();
    }
  }
  console.log('\nInteractions through one and two bot processes (the emulator and the sandbox on loopback)');
  console.table(rows);
}

async function timed(count: number, operation: (index: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await operation(index);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return `${percentile(samples, 0.5).toFixed(2)} / ${percentile(samples, 0.99).toFixed(2)}`;
}

/** What the lease holder's writes cost on top of a plain write: the fence is checked in the same commit. */
async function fencedWriteLatency(url: string) {
  const store = await openStore(url);
  const lease = new BackgroundLease({ backend: store.backend, holder: 'bench', logger });
  lease.start();
  try {
    await waitFor(() => lease.fence() !== undefined);
    const background: BotStore = store.fenced(() => lease.fence(), backgroundLeaseName);
    return {
      'cursor write': await timed(300, (index) => store.setPollState('bench-cursor', { index })),
      'fenced cursor write': await timed(300, (index) => background.setPollState('bench-cursor', { index })),
    };
  } finally {
    await lease.stop();
    await store.close();
  }
}

async function storeBackends() {
  console.log('\nStore hot paths per backend (bench/store.ts)');
  await storeBench();
  const directory = await mkdtemp(join(tmpdir(), 'bot-scale-store-'));
  const namespace = `scale${randomUUID().slice(0, 8)}`;
  const shared = (url: string | undefined) =>
    url && `${url}${url.includes('?') ? '&' : '?'}namespace=${namespace}`;
  const candidates: [string, string | undefined][] = [
    ['sqlite', `sqlite://${join(directory, 'bench.sqlite')}`],
    ['redis', shared(process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL)],
    ['postgres', shared(process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL)],
  ];
  const rows = [];
  for (const [backend, url] of candidates)
    if (url) rows.push({ backend, ...(await fencedWriteLatency(url)) });
  await rm(directory, { recursive: true, force: true });
  console.log("The lease holder's cursor writes, plain and fenced, p50 / p99 ms (300 each)");
  console.table(rows);
}

async function sharedLimit() {
  const rows = [];
  for (const split of [true, false]) {
    const sandbox = await startSandbox({
      seed: false,
      rateLimit: { limit: 20, windowMs: 1_000 },
      shapes: { resetHeader: 'epoch-ms' },
    });
    const key = sandbox.apiKeys[0]!;
    const serverId = sandbox.addServer(key, { name: 'Limited' }).id;
    const clients = [0, 1].map(() => {
      const governor = new RateLimitGovernor();
      governor.setInstanceCount(split ? 2 : 1);
      return new HostingApi({ baseUrl: sandbox.url, apiKey: key, governor });
    });
    await Promise.all(clients.map((client) => client.getServer(serverId)));
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      clients.flatMap((client) => Array.from({ length: 60 }, () => client.getServer(serverId))),
    );
    rows.push({
      governors: split ? 'each its 1/2 of Remaining' : 'each alone (no split)',
      calls: 120,
      seconds: ((performance.now() - started) / 1000).toFixed(1),
      '429s at the API': sandbox.requests.filter((request) => request.status === 429).length,
      'failed calls (a member would see)': outcomes.filter((outcome) => outcome.status === 'rejected').length,
    });
    for (const client of clients) await client.close();
    await sandbox.close();
  }
  console.log('\nTwo instances bursting on one key limited to 20 calls a second');
  console.table(rows);
}

export default async function scaleBench(): Promise<void> {
  await throughput();
  await storeBackends();
  await sharedLimit();
}
