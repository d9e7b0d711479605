import { silentLogger } from '../src/log.js';
import { PollCycle } from '../src/poller/cycle.js';
import type { Deliverer } from '../src/delivery/discord.js';
import { deliveryOver } from '../test/support/delivery.js';
import { defaultTiming } from '../src/poller/timing.js';
import { openStore } from '../src/store/index.js';
import { FakeHostingApi, type VirtualClock } from '../test/support/fake-hosting-api.js';

/**
 * Status alerts through the real poll cycle (scheduler, budget, status reads, outbox, store) on a virtual
 * clock against a simulated account: servers go down and come back at random, and each alert's latency is
 * the time from the status change to its post. Poller share 0.5 of the scenario's rate limit.
 */

const budgetShare = 0.5;
const pollIntervalSeconds = 30;
const opsGuildId = '100000000000000001';
const channelId = '200000000000000001';
const startAt = Date.parse('2030-01-01T00:00:00Z');
const warmupMs = 10 * 60_000;
/** The shortest and longest outage; none starts so late that it would end after the run. */
const minOutageMs = 60_000;
const maxOutageMs = 30 * 60_000;
/** Outages at least this long must all be seen. */
const mustSeeMs = 60_000;

/** `watched`: that many servers followed one by one, in place of an ops subscription to every server. */
type Scenario = {
  servers: number;
  limitPerMinute: number;
  outagesPerHour: number;
  durationMs: number;
  watched?: number;
};

/** A seeded generator, so every run measures the same outages. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** A status change, and how long the outage it belongs to lasted. */
type Change = { serverId: string; at: number; event: 'down' | 'back'; outageMs: number };

function outages(scenario: Scenario, ids: readonly string[]): Change[] {
  const next = random(scenario.servers);
  const count = Math.round((scenario.outagesPerHour * scenario.durationMs) / 3_600_000);
  const changes: Change[] = [];
  const busyUntil = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    const serverId = ids[Math.floor(next() * ids.length)]!;
    const at = startAt + warmupMs + Math.floor(next() * (scenario.durationMs - warmupMs - maxOutageMs));
    const lastsMs = minOutageMs + Math.floor(next() * (maxOutageMs - minOutageMs));
    // One outage at a time per server, clear of the next read on either side.
    if (at < (busyUntil.get(serverId) ?? 0) + 5 * 60_000) continue;
    busyUntil.set(serverId, at + lastsMs);
    changes.push(
      { serverId, at, event: 'down', outageMs: lastsMs },
      { serverId, at: at + lastsMs, event: 'back', outageMs: lastsMs },
    );
  }
  return changes.sort((a, b) => a.at - b.at);
}

async function run(scenario: Scenario) {
  const clock: VirtualClock = { now: startAt };
  const api = new FakeHostingApi(clock);
  api.rateLimit = { limit: scenario.limitPerMinute, windowMs: 60_000 };
  api.overLimit = 'refuse';
  const ids = Array.from({ length: scenario.servers }, (_, index) => `srv${index}`);
  for (const id of ids) api.add(id, 'RUNNING', `server ${id}`);
  const watched =
    scenario.watched === undefined
      ? undefined
      : Array.from({ length: scenario.watched }, (_, index) => ids[Math.floor((index * ids.length) / 3)]!);
  const changes = outages(scenario, watched ?? ids);
  const store = await openStore('memory://', () => clock.now);
  for (const serverId of watched ?? [null])
    await store.subscribe({
      guildId: opsGuildId,
      channelId,
      serverId,
      createdAt: new Date(startAt).toISOString(),
      routes: [{ kind: 'status' }],
    });
  const posted: { serverId: string; event: 'down' | 'back'; at: number }[] = [];
  const deliverer: Deliverer = {
    async post(_channel, payload) {
      const embed = payload.embeds?.[0];
      const serverId = embed?.footer?.text.split(' ')[0] ?? '';
      const event = embed?.title?.includes(' is down') ? 'down' : 'back';
      posted.push({ serverId, event, at: clock.now });
      return { outcome: 'delivered' };
    },
    editReply: async () => ({ outcome: 'delivered' }),
    findPosted: async () => ({ outcome: 'absent' }),
    opsChannelId: async () => undefined,
    guildNameOf: () => undefined,
  };
  const cycle = new PollCycle({
    api,
    store,
    delivery: deliveryOver({ store, deliverer: deliverer, now: () => clock.now }),
    logger: silentLogger(),
    opsGuildId,
    timing: defaultTiming(pollIntervalSeconds),
    budgetShare,
    now: () => clock.now,
  });
  await cycle.load();
  const end = startAt + scenario.durationMs + 15 * 60_000;
  let next = 0;
  await cycle.runCycle();
  while (clock.now < end) {
    const wake = cycle.nextWakeAt();
    const change = changes[next];
    if (change && change.at <= wake) {
      clock.now = Math.max(clock.now, change.at);
      api.setStatus(change.serverId, change.event === 'down' ? 'OFFLINE' : 'RUNNING');
      next += 1;
      continue;
    }
    clock.now = wake;
    await cycle.runCycle();
  }
  await store.close();
  const seconds: number[] = [];
  let missed = 0;
  /** The longest outage no read saw, to tell missed alerts from flaps shorter than a pass. */
  let longestMissedMs = 0;
  let missedLong = 0;
  for (const change of changes) {
    const post = posted.find(
      (candidate) =>
        candidate.serverId === change.serverId &&
        candidate.event === change.event &&
        candidate.at >= change.at,
    );
    if (post) seconds.push((post.at - change.at) / 1000);
    else {
      missed += 1;
      if (change.outageMs >= mustSeeMs) missedLong += 1;
      longestMissedMs = Math.max(longestMissedMs, change.outageMs);
    }
  }
  seconds.sort((a, b) => a - b);
  const percentile = (p: number) =>
    seconds[Math.min(seconds.length - 1, Math.floor(p * seconds.length))] ?? NaN;
  const minutes = (scenario.durationMs - warmupMs) / 60_000;
  const measured = api.calls.filter((call) => call.at >= startAt + warmupMs);
  const listCalls = measured.filter((call) => call.method === 'listServers');
  const serverReads = measured.filter((call) => call.method === 'getServer');
  // A status pass begins with the first page of the list of down servers (or, read whole, of every server).
  const filtered = listCalls.filter((call) => call.statusFilter === 'OFFLINE' && call.page === 1).length;
  const passes =
    filtered > 0 ? filtered : listCalls.filter((call) => call.page === 1 && !call.statusFilter).length;
  return {
    alerts: seconds.length,
    p50: percentile(0.5),
    p95: percentile(0.95),
    missed,
    missedLong,
    longestMissedMs,
    listPerPass: passes === 0 ? NaN : listCalls.length / passes,
    // The filtered lists alone (statuses not running, provisioning): what grows with the servers in them.
    askedPerPass: passes === 0 ? NaN : listCalls.filter((call) => call.statusFilter).length / passes,
    extra: posted.length - seconds.length,
    listPerMinute: listCalls.length / minutes,
    readsPerMinute: serverReads.length / minutes,
    rateLimited: api.rateLimited,
  };
}

const scenarios: Scenario[] = [
  { servers: 1_000, limitPerMinute: 600, outagesPerHour: 40, durationMs: 180 * 60_000 },
  { servers: 10_000, limitPerMinute: 600, outagesPerHour: 60, durationMs: 120 * 60_000 },
  { servers: 100_000, limitPerMinute: 6_000, outagesPerHour: 120, durationMs: 90 * 60_000 },
  { servers: 10_000, limitPerMinute: 600, outagesPerHour: 6, durationMs: 120 * 60_000, watched: 3 },
];

/** `npm run bench -- status-alerts` runs every scenario; BENCH_SERVERS=1000,10000 only those sizes. */
const sizes = process.env.BENCH_SERVERS?.split(',').map(Number);

export default async function statusAlertsBench(): Promise<void> {
  console.log(
    `poller share ${budgetShare} of the limit, base interval ${pollIntervalSeconds} s, outages of ` +
      `${minOutageMs / 60_000} to ${maxOutageMs / 60_000} min; an ops subscription to every server's status, ` +
      'or to 3 servers',
  );
  console.log(
    'latency = status change to post (s), down and back alike; missed: all, and of outages >= 60 s; ' +
      'list / reads = server-list calls and single-server reads per minute (all tasks); per pass = list ' +
      'calls per status pass, all / with a status filter (the rest is the sweep of the whole list)',
  );
  console.log(
    'servers  limit/min  watched  outages/h  alerts  p50 / p95 s  missed/>=60s/extra  longest missed  ' +
      'list/min  per pass (all/asked)  reads/min  429s',
  );
  for (const scenario of scenarios) {
    if (sizes && !sizes.includes(scenario.servers)) continue;
    const result = await run(scenario);
    console.log(
      [
        String(scenario.servers).padEnd(7),
        String(scenario.limitPerMinute).padEnd(9),
        String(scenario.watched ?? 'all').padEnd(7),
        String(scenario.outagesPerHour).padEnd(9),
        String(result.alerts).padEnd(6),
        `${result.p50.toFixed(1)} / ${result.p95.toFixed(1)}`.padEnd(11),
        `${result.missed}/${result.missedLong}/${result.extra}`.padEnd(18),
        `${(result.longestMissedMs / 60_000).toFixed(1)} min`.padEnd(14),
        result.listPerMinute.toFixed(1).padEnd(8),
        `${result.listPerPass.toFixed(1)} / ${result.askedPerPass.toFixed(1)}`.padEnd(23),
        result.readsPerMinute.toFixed(1).padEnd(9),
        String(result.rateLimited),
      ].join('  '),
    );
  }
}
