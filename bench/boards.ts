import { silentLogger } from '../src/log.js';
import { PollCycle } from '../src/poller/cycle.js';
import { defaultTiming } from '../src/poller/timing.js';
import { openStore } from '../src/store/index.js';
import { RecordingBoardMessages } from '../test/support/board-messages.js';
import { FakeHostingApi, type VirtualClock } from '../test/support/fake-hosting-api.js';
import { quietDeliverer } from '../test/support/quiet-deliverer.js';
import { deliveryOver } from '../test/support/delivery.js';

/**
 * Live status boards on the poller's simulated API (the one bench/poller.ts uses) and a virtual clock: an
 * ops board over every server. Every two to three minutes a server picked anywhere in the account (deterministic
 * pseudo-random) fails or is suspended, and recovers 1 to 30 minutes later. Reports the time from a server
 * going wrong to the board's first message naming it (p50, p95, max), the API calls per minute all
 * background work spent against its budget, the list calls, and the board's writes (never more than 5 in 5 s).
 */
const opsGuildId = '900000000000000001';
const boardChannel = '910000000000000001';
const budgetShare = 0.5;
const durationMs = 60 * 60_000;
const changeEveryMs = 2 * 60_000;
const minTroubleMs = 60_000;
const maxTroubleMs = 30 * 60_000;
const startAt = Date.parse('2030-01-01T00:00:00Z');

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** A small deterministic generator, so every run picks the same servers. */
function pseudoRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function runBoards(servers: number, limitPerMinute: number) {
  const clock: VirtualClock = { now: startAt };
  const api = new FakeHostingApi(clock);
  api.rateLimit = { limit: limitPerMinute, windowMs: 60_000 };
  api.overLimit = 'refuse';
  const width = String(servers).length;
  const idOf = (index: number) => `srv${String(index).padStart(width, '0')}`;
  for (let index = 0; index < servers; index += 1) api.add(idOf(index), 'RUNNING', idOf(index));
  const store = await openStore('memory://', () => clock.now);
  const board = { guildId: opsGuildId, channelId: boardChannel };
  await store.boards.claim(board, clock.now);
  const messages = new RecordingBoardMessages(() => clock.now);
  const cycle = new PollCycle({
    api,
    store,
    delivery: deliveryOver({
      store,
      deliverer: quietDeliverer,
      now: () => clock.now,
      boardMessages: messages,
    }),
    logger: silentLogger(),
    opsGuildId,
    timing: defaultTiming(30),
    budgetShare,
    now: () => clock.now,
  });
  await cycle.load();
  const firstMessage = async () => {
    const stored = await store.boards.get(board);
    const id = stored?.messageIds[0];
    return (id === undefined ? undefined : messages.messages.get(id))?.payload.embeds?.[0]?.description ?? '';
  };
  const random = pseudoRandom(servers);
  const shownAfter: number[] = [];
  let pending: { line: string; at: number }[] = [];
  const recoveries: { id: string; at: number }[] = [];
  let changes = 0;
  let nextChangeAt = startAt + changeEveryMs;
  while (clock.now < startAt + durationMs) {
    await cycle.runCycle();
    const top = await firstMessage();
    for (const change of pending) if (top.includes(change.line)) shownAfter.push(clock.now - change.at);
    pending = pending.filter((change) => !top.includes(change.line));
    const wake = Math.min(cycle.nextWakeAt(), nextChangeAt, recoveries[0]?.at ?? Number.POSITIVE_INFINITY);
    clock.now = Math.max(wake, clock.now + 1);
    while (recoveries[0] !== undefined && recoveries[0].at <= clock.now) {
      api.setStatus(recoveries[0].id, 'RUNNING');
      recoveries.shift();
    }
    if (clock.now >= nextChangeAt) {
      const id = idOf(Math.floor(random() * servers));
      const status = changes % 2 === 0 ? 'FAILED' : 'SUSPENDED';
      api.setStatus(id, status);
      pending.push({ line: `**${id}** · **${status}**`, at: clock.now });
      const troubleMs = minTroubleMs + Math.floor(random() * (maxTroubleMs - minTroubleMs));
      recoveries.push({ id, at: clock.now + troubleMs });
      recoveries.sort((a, b) => a.at - b.at);
      changes += 1;
      // A jitter of up to a minute, so changes land at every phase of the refresh cycle.
      nextChangeAt += changeEveryMs + Math.floor(random() * 60_000);
    }
  }
  const minutes = durationMs / 60_000;
  const listCalls = api.calls.filter((call) => call.method === 'listServers').length;
  const writes = messages.writes;
  let busiestFiveSeconds = 0;
  for (const write of writes) {
    const inWindow = writes.filter((other) => other.at >= write.at && other.at < write.at + 5_000).length;
    busiestFiveSeconds = Math.max(busiestFiveSeconds, inWindow);
  }
  await store.close();
  return {
    servers,
    'limit/min': limitPerMinute,
    'wrong→top p50 s': percentile(shownAfter, 0.5) / 1000,
    'wrong→top p95 s': percentile(shownAfter, 0.95) / 1000,
    'wrong→top max s': Math.max(...shownAfter) / 1000,
    // A change in the last moments of the run may not be shown before it ends.
    'seen/changes': `${shownAfter.length}/${changes}`,
    'background calls/min': Math.round(api.calls.length / minutes),
    'budget/min': limitPerMinute * budgetShare,
    'list calls/min': Math.round(listCalls / minutes),
    '429s': api.rateLimited,
    'board writes/min': Number((writes.length / minutes).toFixed(1)),
    'max writes in 5 s': busiestFiveSeconds,
  };
}

export default async function run(): Promise<void> {
  console.log(
    `Boards: one ops board, background share ${budgetShare}, ${durationMs / 60_000} virtual minutes; ` +
      `every ${changeEveryMs / 60_000}-${changeEveryMs / 60_000 + 1} min a random server fails or is ` +
      `suspended for ${minTroubleMs / 60_000} to ${maxTroubleMs / 60_000} min`,
  );
  // BENCH_SERVERS=1000,10000 runs only those sizes.
  const sizes = process.env.BENCH_SERVERS?.split(',').map(Number);
  const rows = [];
  for (const [servers, limit] of [
    [1_000, 600],
    [10_000, 600],
    [100_000, 6_000],
  ] as const)
    if (!sizes || sizes.includes(servers)) rows.push(await runBoards(servers, limit));
  console.table(rows);
}
