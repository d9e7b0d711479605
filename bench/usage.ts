import { silentLogger } from '../src/log.js';
import { PollCycle } from '../src/poller/cycle.js';
import { usageSampleInterval } from '../src/poller/tasks/usage-sample.js';
import { defaultTiming } from '../src/poller/timing.js';
import { openStore } from '../src/store/index.js';
import { FakeHostingApi, type VirtualClock } from '../test/support/fake-hosting-api.js';
import { quietDeliverer } from '../test/support/quiet-deliverer.js';
import { deliveryOver } from '../test/support/delivery.js';

/**
 * Usage sampling on the real poll cycle (scheduler, budget, sampler, store) against a simulated account on a
 * virtual clock: one ops usage watch on every server, so every server of the account is sampled. Reports how
 * often each server is read once the pace has settled (the gap between two reads of a server, the run
 * spanning two and a half reads of every server after a warm-up of one), the pace the sampler states
 * (`samplingPace`, what `/alerts usage` and `/alerts list` say), what the poller spends, and the CPU time per
 * sample (see docs/benchmarks.md).
 */

const budgetShare = 0.5;
const pollIntervalSeconds = 30;
const watchMinutes = 5;
const opsGuildId = '100000000000000001';
const startAt = Date.parse('2030-01-01T00:00:00Z');
/**
 * The warm-up (the first reads of every server come at once, so it lasts a pass at least) and the span
 * measured after it, long enough for two reads of every server; virtual time.
 */
function spans(servers: number, limit: number): { warmupMs: number; measuredMs: number } {
  const expected = usageSampleInterval({
    servers,
    callsPerMs: (limit * budgetShare) / 60_000,
    minutes: watchMinutes,
    baseIntervalMs: pollIntervalSeconds * 1000,
  }).intervalMs;
  return {
    warmupMs: Math.max(30 * 60_000, 1.2 * expected),
    measuredMs: Math.max(30 * 60_000, 2.5 * expected),
  };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

async function run(servers: number, limit: number) {
  const { warmupMs, measuredMs } = spans(servers, limit);
  const durationMs = warmupMs + measuredMs;
  const clock: VirtualClock = { now: startAt };
  const api = new FakeHostingApi(clock);
  api.rateLimit = { limit, windowMs: 60_000 };
  api.overLimit = 'refuse';
  for (let index = 0; index < servers; index += 1) api.add(`srv${index}`, 'RUNNING', `server ${index}`);
  const store = await openStore('memory://', () => clock.now);
  await store.usage.putWatch({
    guildId: opsGuildId,
    channelId: '200000000000000001',
    serverId: null,
    cpu: 90,
    minutes: watchMinutes,
    createdAt: new Date(startAt).toISOString(),
  });
  const cycle = new PollCycle({
    api,
    store,
    delivery: deliveryOver({ store, deliverer: quietDeliverer, now: () => clock.now }),
    logger: silentLogger(),
    opsGuildId,
    timing: defaultTiming(pollIntervalSeconds),
    budgetShare,
    now: () => clock.now,
  });
  await cycle.load();
  const cpuBefore = process.cpuUsage();
  while (clock.now < startAt + durationMs) {
    await cycle.runCycle();
    clock.now = Math.max(clock.now + 1, cycle.nextWakeAt());
  }
  const cpu = process.cpuUsage(cpuBefore);
  const measuredFrom = startAt + warmupMs;
  const lastRead = new Map<string, number>();
  const gaps: [string, number][] = [];
  let background = 0;
  let samples = 0;
  for (const call of api.calls) {
    if (call.at >= measuredFrom) background += 1;
    if (call.method !== 'getResources' || call.serverId === undefined) continue;
    const previous = lastRead.get(call.serverId);
    if (previous !== undefined && call.at >= measuredFrom)
      gaps.push([call.serverId, (call.at - previous) / 1000]);
    if (call.at >= measuredFrom) samples += 1;
    lastRead.set(call.serverId, call.at);
  }
  const minutes = (durationMs - warmupMs) / 60_000;
  const pace = cycle.usage.pace(watchMinutes, 0);
  const allReadTwice = new Set(gaps.map(([serverId]) => serverId)).size === servers;
  const seconds = gaps.map(([, gap]) => gap).sort((a, b) => a - b);
  const totalSamples = api.calls.filter((call) => call.method === 'getResources').length;
  await store.close();
  return {
    interval: allReadTwice
      ? `${percentile(seconds, 0.5).toFixed(0)} / ${percentile(seconds, 0.95).toFixed(0)} (read to read)`
      : 'not measured: the first reads of every server were still under way',
    statedS: pace.intervalMs / 1000,
    cpuMsPerSample: (cpu.user + cpu.system) / 1000 / totalSamples,
    samplesPerMinute: samples / minutes,
    backgroundPerMinute: background / minutes,
    rateLimited: api.rateLimited,
    clamped: pace.clamped,
  };
}

export default async function usageBench(): Promise<void> {
  console.log(
    `one ops usage watch (${watchMinutes} min window) on every server; poller share ${budgetShare} of the ` +
      'limit, usage sampling up to half of that; a warm-up of at least 30 min and one pass, then measured (virtual ' +
      'clock)\n',
  );
  const header = [
    'watched',
    'limit/min',
    'interval p50 / p95 (s)',
    'stated (s)',
    'samples/min',
    'background calls/min',
    '429s',
    'clamped',
    'CPU ms/sample',
  ];
  console.log(header.join(' | '));
  const runs: [servers: number, limit: number][] = [
    [1_000, 600],
    [1_000, 6_000],
    [10_000, 600],
  ];
  for (const [servers, limit] of runs) {
    const outcome = await run(servers, limit);
    const row = [
      servers.toLocaleString('en-US'),
      String(limit),
      outcome.interval,
      outcome.statedS.toFixed(0),
      outcome.samplesPerMinute.toFixed(1),
      `${outcome.backgroundPerMinute.toFixed(1)} (share ${limit * budgetShare})`,
      String(outcome.rateLimited),
      outcome.clamped ? 'yes: alerts late' : 'no',
      outcome.cpuMsPerSample.toFixed(1),
    ];
    console.log(row.join(' | '));
  }
}
