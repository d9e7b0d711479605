import { silentLogger } from '../src/log.js';
import { PollCycle } from '../src/poller/cycle.js';
import type { Deliverer } from '../src/delivery/discord.js';
import { defaultTiming } from '../src/poller/timing.js';
import { openStore } from '../src/store/index.js';
import { RecordingBoardMessages } from '../test/support/board-messages.js';
import { FakeHostingApi, type VirtualClock } from '../test/support/fake-hosting-api.js';

/**
 * Usage sampling on the real poll cycle (scheduler, budget, sampler, store) against a simulated account on a
 * virtual clock: one ops usage watch on every server, so every server of the account is sampled. Reports how
 * often each server is read once the pace has settled, and what the poller spends doing it.
 */

const budgetShare = 0.5;
const pollIntervalSeconds = 30;
const watchMinutes = 5;
const opsGuildId = '100000000000000001';
const startAt = Date.parse('2030-01-01T00:00:00Z');
const warmupMs = 30 * 60_000;
const durationMs = 150 * 60_000;

const quietDeliverer: Deliverer = {
  post: async () => ({ outcome: 'delivered' }),
  editReply: async () => ({ outcome: 'delivered' }),
  findPosted: async () => ({ outcome: 'absent' }),
  notifyOps: async () => true,
  opsChannelId: async () => undefined,
  guildNameOf: () => undefined,
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

async function run(servers: number, limit: number) {
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
    states: {},
  });
  const cycle = new PollCycle({
    api,
    store,
    deliverer: quietDeliverer,
    boardMessages: new RecordingBoardMessages(() => clock.now),
    logger: silentLogger(),
    opsGuildId,
    timing: defaultTiming(pollIntervalSeconds),
    budgetShare,
    now: () => clock.now,
  });
  await cycle.load();
  while (clock.now < startAt + durationMs) {
    await cycle.runCycle();
    clock.now = Math.max(clock.now + 1, cycle.nextWakeAt());
  }
  const measuredFrom = startAt + warmupMs;
  const lastRead = new Map<string, number>();
  const gaps: number[] = [];
  let background = 0;
  let samples = 0;
  for (const call of api.calls) {
    if (call.at >= measuredFrom) background += 1;
    if (call.method !== 'getResources' || call.serverId === undefined) continue;
    const previous = lastRead.get(call.serverId);
    if (previous !== undefined && call.at >= measuredFrom) gaps.push((call.at - previous) / 1000);
    if (call.at >= measuredFrom) samples += 1;
    lastRead.set(call.serverId, call.at);
  }
  gaps.sort((a, b) => a - b);
  const minutes = (durationMs - warmupMs) / 60_000;
  const pace = cycle.usage.pace(watchMinutes, 0);
  await store.close();
  return {
    p50: percentile(gaps, 0.5),
    p95: percentile(gaps, 0.95),
    samplesPerMinute: samples / minutes,
    backgroundPerMinute: background / minutes,
    rateLimited: api.rateLimited,
    clamped: pace.clamped,
  };
}

export default async function usageBench(): Promise<void> {
  console.log(
    `one ops usage watch (${watchMinutes} min window) on every server; poller share ${budgetShare} of the ` +
      `limit, usage sampling up to half of that; measured over ${(durationMs - warmupMs) / 60_000} min ` +
      `after a ${warmupMs / 60_000} min warm-up (virtual clock)\n`,
  );
  const header = [
    'watched',
    'limit/min',
    'interval p50 / p95 (s)',
    'samples/min',
    'background calls/min',
    '429s',
    'clamped',
  ];
  const rows: string[][] = [];
  for (const limit of [120, 600])
    for (const servers of [100, 1_000]) {
      const outcome = await run(servers, limit);
      rows.push([
        servers.toLocaleString('en-US'),
        String(limit),
        `${outcome.p50.toFixed(0)} / ${outcome.p95.toFixed(0)}`,
        outcome.samplesPerMinute.toFixed(1),
        `${outcome.backgroundPerMinute.toFixed(1)} (share ${limit * budgetShare})`,
        String(outcome.rateLimited),
        outcome.clamped ? 'yes: alerts late' : 'no',
      ]);
    }
  console.log(header.join(' | '));
  for (const row of rows) console.log(row.join(' | '));
}
