import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { z } from 'zod';
import { silentLogger } from '../src/log.js';
import { PollCycle } from '../src/poller/cycle.js';
import type { Deliverer } from '../src/delivery/discord.js';
import { deliveryOver } from '../test/support/delivery.js';
import { defaultTiming } from '../src/poller/timing.js';
import { openStore } from '../src/store/index.js';
import { FakeHostingApi, type PollerOperation, type VirtualClock } from '../test/support/fake-hosting-api.js';
import { NaivePoller, type Detection, type NaiveProvisioning } from './poller/naive.js';
import { workload, type ActivityModel, type WorkloadEvent } from './poller/workload.js';

/**
 * The poll cycle (the real one: scheduler, budget, reader, outbox, store) against a simulated reseller
 * account on a virtual clock, so an hour of polling 10,000 servers runs in seconds; Discord is a recorder.
 * HTTP is left out on purpose: it adds wall time, not calls, and the rate limit is what is measured.
 * The same workload runs against a naive poller that reads every subscribed server at a fixed interval on
 * the same budget.
 */

const runFile = promisify(execFile);
const rateLimit = { limit: 120, windowMs: 60_000 };
const budgetShare = 0.5;
const pollIntervalSeconds = 30;
const subscribedShare = 0.05;
const opsGuildId = '100000000000000001';
const channels = Array.from(
  { length: 10 },
  (_, index) => `2000000000000000${String(index).padStart(2, '0')}`,
);
const startAt = Date.parse('2030-01-01T00:00:00Z');
/** Latencies count from here: every subscribed server has been read once by then, even at 10,000 servers. */
const warmupMs = 20 * 60_000;
/** After the last event, time to let the last of it be detected. */
const drainMs = 15 * 60_000;

type Scenario = { servers: number; model: ActivityModel; durationMs: number };

type Outcome = {
  detections: Detection[];
  /** Background calls in each minute of the measured stretch. */
  callsPerMinute: Record<PollerOperation, number>[];
  rateLimited: number;
  rssMb: number;
};

function setUp(scenario: Scenario) {
  const clock: VirtualClock = { now: startAt };
  const api = new FakeHostingApi(clock);
  api.rateLimit = rateLimit;
  api.overLimit = 'refuse';
  const ids = Array.from({ length: scenario.servers }, (_, index) => `srv${index}`);
  for (const id of ids) api.add(id, 'RUNNING', `server ${id}`);
  const subscribed = ids.filter((_, index) => index % Math.round(1 / subscribedShare) === 0);
  const events = workload({
    servers: scenario.servers,
    subscribedIds: subscribed,
    model: scenario.model,
    startAt,
    durationMs: scenario.durationMs,
    seed: scenario.servers,
  });
  return { clock, api, subscribed, events };
}

/** Applies an event at `now`, the virtual clock's time (the event's own time or just past it). */
function apply(event: WorkloadEvent, api: FakeHostingApi, now: number): void {
  if (event.kind === 'entry') api.log(event.serverId).add(1, { description: event.description, at: now });
  else if (event.kind === 'create') api.add(event.serverId, 'PROVISIONING', `server ${event.serverId}`);
  else if (event.kind === 'finish') api.setStatus(event.serverId, event.status);
  else api.interactive(1);
}

/** The poller's calls (members' commands are not recorded) in each minute from `from` to `to`, by kind. */
function backgroundCalls(api: FakeHostingApi, from: number, to: number): Record<PollerOperation, number>[] {
  const first = Math.floor(from / 60_000);
  const minutes = Array.from({ length: Math.floor(to / 60_000) - first }, () => ({
    listServers: 0,
    getServer: 0,
    getActivity: 0,
    getResources: 0,
    searchMods: 0,
  }));
  for (const call of api.calls) {
    const minute = minutes[Math.floor(call.at / 60_000) - first];
    if (minute) minute[call.method] += 1;
  }
  return minutes;
}

/** Discord as a recorder: when each entry and each provisioning outcome was posted. */
function recordingDeliverer(clock: VirtualClock, detections: Detection[]): Deliverer {
  const record = (payload: Parameters<Deliverer['post']>[1]) => {
    for (const embed of payload.embeds ?? []) {
      if (embed.title?.startsWith('Activity')) {
        for (const line of (embed.description ?? '').split('\n'))
          detections.push({ kind: 'entry', key: line.slice(line.lastIndexOf(' ') + 1), at: clock.now });
      }
      const serverId = embed.fields?.find((field) => field.name === 'Server id')?.value.replaceAll('`', '');
      if (serverId) detections.push({ kind: 'provisioning', key: serverId, at: clock.now });
    }
  };
  return {
    async post(_channelId, payload) {
      record(payload);
      return { outcome: 'delivered' };
    },
    async editReply(_reply, payload) {
      record(payload);
      return { outcome: 'delivered' };
    },
    findPosted: async () => ({ outcome: 'absent' }),
    opsChannelId: async () => undefined,
    guildNameOf: () => undefined,
  };
}

async function runAdaptive(scenario: Scenario): Promise<Outcome> {
  const { clock, api, subscribed, events } = setUp(scenario);
  const store = await openStore('memory://', () => clock.now);
  for (const [index, serverId] of subscribed.entries()) {
    // As `/alerts subscribe` does, the subscription records the name of the server it looked up.
    const serverName = api.servers.get(serverId)!.server.name;
    await store.subscribe({
      guildId: opsGuildId,
      channelId: channels[index % channels.length]!,
      serverId,
      serverName,
      createdAt: new Date(startAt).toISOString(),
      // What this bench measures; status reads have their own (`bench/status-alerts.ts`).
      routes: [{ kind: 'provisioning' }, { kind: 'activity' }],
    });
  }
  const detections: Detection[] = [];
  const cycle = new PollCycle({
    api,
    store,
    delivery: deliveryOver({ store, deliverer: recordingDeliverer(clock, detections), now: () => clock.now }),
    logger: silentLogger(),
    opsGuildId,
    timing: defaultTiming(pollIntervalSeconds),
    budgetShare,
    now: () => clock.now,
  });
  await cycle.load();
  const end = startAt + scenario.durationMs + drainMs;
  let next = 0;
  await cycle.runCycle();
  while (clock.now < end) {
    const wake = cycle.nextWakeAt();
    const event = events[next];
    if (event && event.at <= wake) {
      clock.now = Math.max(clock.now, event.at);
      apply(event, api, clock.now);
      // `/server create` hands the new server to the poller, with its reply to edit.
      if (event.kind === 'create')
        await cycle.watchProvisioning(event.serverId, {
          applicationId: '1',
          token: event.serverId,
          expiresAt: event.at + 15 * 60_000,
        });
      next += 1;
      continue;
    }
    clock.now = wake;
    await cycle.runCycle();
  }
  const rssMb = process.memoryUsage().rss / 2 ** 20;
  await store.close();
  return {
    detections,
    callsPerMinute: backgroundCalls(api, startAt + warmupMs, startAt + scenario.durationMs),
    rateLimited: api.rateLimited,
    rssMb,
  };
}

async function runNaive(scenario: Scenario, provisioning: NaiveProvisioning): Promise<Outcome> {
  const { clock, api, subscribed, events } = setUp(scenario);
  const naive = new NaivePoller(
    api,
    clock,
    subscribed,
    pollIntervalSeconds * 1000,
    rateLimit.limit * budgetShare,
    provisioning,
  );
  const end = startAt + scenario.durationMs + drainMs;
  let next = 0;
  while (clock.now < end) {
    const wake = naive.wakeAt();
    const event = events[next];
    if (event && event.at <= wake) {
      clock.now = Math.max(clock.now, event.at);
      apply(event, api, clock.now);
      if (event.kind === 'create') naive.watch(event.serverId);
      next += 1;
      continue;
    }
    clock.now = wake;
    await naive.step();
  }
  return {
    detections: naive.detections,
    callsPerMinute: backgroundCalls(api, startAt + warmupMs, startAt + scenario.durationMs),
    rateLimited: api.rateLimited,
    rssMb: process.memoryUsage().rss / 2 ** 20,
  };
}

/**
 * Latencies (seconds) of the events after the warm-up, first detection each; undetected ones are counted
 * apart.
 */
function latencies(events: WorkloadEvent[], outcome: Outcome, kind: Detection['kind']) {
  const firstSeen = new Map<string, number>();
  for (const detection of outcome.detections)
    if (detection.kind === kind && !firstSeen.has(detection.key)) firstSeen.set(detection.key, detection.at);
  const duplicates =
    outcome.detections.filter((detection) => detection.kind === kind).length - firstSeen.size;
  const measured = events
    .filter((event) => event.at >= startAt + warmupMs)
    .flatMap((event) => {
      if (kind === 'entry' && event.kind === 'entry') return [{ key: event.description, at: event.at }];
      if (kind === 'provisioning' && event.kind === 'finish') return [{ key: event.serverId, at: event.at }];
      return [];
    });
  const seconds: number[] = [];
  let missed = 0;
  for (const event of measured) {
    const seen = firstSeen.get(event.key);
    if (seen === undefined) missed += 1;
    else seconds.push((seen - event.at) / 1000);
  }
  seconds.sort((a, b) => a - b);
  const percentile = (p: number) =>
    seconds[Math.min(seconds.length - 1, Math.floor(p * seconds.length))] ?? Number.NaN;
  return { count: seconds.length, p50: percentile(0.5), p95: percentile(0.95), missed, duplicates };
}

const format = (value: number, digits = 1) => (Number.isNaN(value) ? '—' : value.toFixed(digits));

const pollers: [string, (scenario: Scenario) => Promise<Outcome>][] = [
  ['adaptive', runAdaptive],
  ['naive', (scenario) => runNaive(scenario, { kind: 'in-turn' })],
  [
    'naive + list',
    (scenario) =>
      runNaive(scenario, {
        kind: 'status-list',
        listIntervalMs: defaultTiming(pollIntervalSeconds).provisioningIntervalMs,
      }),
  ],
];

function callColumns(minutes: Record<PollerOperation, number>[]): string[] {
  const mean = (pick: (minute: Record<PollerOperation, number>) => number) =>
    format(minutes.reduce((sum, minute) => sum + pick(minute), 0) / Math.max(1, minutes.length));
  const total = (minute: Record<PollerOperation, number>) =>
    minute.listServers + minute.getServer + minute.getActivity;
  return [
    `${mean(total)} / ${Math.max(0, ...minutes.map(total))}`,
    [
      mean((minute) => minute.listServers),
      mean((minute) => minute.getServer),
      mean((minute) => minute.getActivity),
    ].join(' / '),
  ];
}

// A thousand servers see few events an hour: six hours give the percentiles enough of them.
const scenarios: Scenario[] = [
  { servers: 1_000, model: 'sessions', durationMs: 360 * 60_000 },
  { servers: 1_000, model: 'uniform', durationMs: 360 * 60_000 },
  { servers: 10_000, model: 'sessions', durationMs: 90 * 60_000 },
  { servers: 10_000, model: 'uniform', durationMs: 90 * 60_000 },
];

/** One scenario, every poller: a row each. The adaptive poller runs first, so the RSS is its process's. */
async function scenarioRows(scenario: Scenario): Promise<string[][]> {
  const { events } = setUp(scenario);
  const rows: string[][] = [];
  for (const [name, run] of pollers) {
    const started = performance.now();
    const outcome = await run(scenario);
    const entries = latencies(events, outcome, 'entry');
    const provisioning = latencies(events, outcome, 'provisioning');
    rows.push([
      `${scenario.servers.toLocaleString('en-US')} ${scenario.model}`,
      name,
      ...callColumns(outcome.callsPerMinute),
      String(outcome.rateLimited),
      `${entries.count}`,
      `${format(entries.p50)} / ${format(entries.p95)}`,
      `${entries.missed} / ${entries.duplicates}`,
      `${provisioning.count}`,
      `${format(provisioning.p50)} / ${format(provisioning.p95)}`,
      name === 'adaptive' ? format(outcome.rssMb, 0) : '',
      format((performance.now() - started) / 1000),
    ]);
  }
  return rows;
}

const scenarioFlag = '--scenario';

/**
 * Each scenario runs in a process of its own, so the RSS reported is what polling that many servers takes,
 * not what earlier scenarios (or benchmarks) left behind.
 */
export default async function pollerBench(): Promise<void> {
  const share = rateLimit.limit * budgetShare;
  console.log(
    `rate limit ${rateLimit.limit}/min, poller share ${share}/min, base interval ${pollIntervalSeconds} s, ` +
      `provisioning checks every ${defaultTiming(pollIntervalSeconds).provisioningIntervalMs / 1000} s`,
  );
  console.log(
    `latency = event to post (s), after a ${warmupMs / 60_000} min warm-up; ` +
      'calls = background calls per minute (mean / max), and by kind (list / get / activity)',
  );
  console.log(
    'naive: every subscribed and every provisioning server in turn; ' +
      'naive + list: provisioning checked as the adaptive poller does',
  );
  console.log('RSS: of a process running that scenario alone\n');
  const rows: string[][] = [];
  for (const index of scenarios.keys()) {
    const { stdout } = await runFile(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), scenarioFlag, String(index)],
      { maxBuffer: 2 ** 20 },
    );
    rows.push(...z.array(z.array(z.string())).parse(JSON.parse(stdout)));
  }
  const header = [
    'servers, activity',
    'poller',
    'calls/min',
    'list/get/activity',
    '429s',
    'entries',
    'entry p50/p95',
    'missed/dup',
    'provisionings',
    'prov p50/p95',
    'RSS MB',
    'sim s',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

const flagAt = process.argv.indexOf(scenarioFlag);
if (flagAt !== -1) {
  const scenario = scenarios[Number(process.argv[flagAt + 1])];
  if (!scenario) throw new Error(`no scenario ${process.argv[flagAt + 1]}`);
  process.stdout.write(JSON.stringify(await scenarioRows(scenario)));
}
