import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, type NodeGCPerformanceDetail, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString, writeHeapSnapshot } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { GameQuery, GameQueryResult } from '../src/game/types.js';
import { silentLogger } from '../src/log.js';
import { PollCycle } from '../src/poller/cycle.js';
import { defaultTiming } from '../src/poller/timing.js';
import { openStore } from '../src/store/index.js';
import { RecordingBoardMessages } from '../test/support/board-messages.js';
import { deliveryOver } from '../test/support/delivery.js';
import { FakeHostingApi, type VirtualClock } from '../test/support/fake-hosting-api.js';
import { quietDeliverer } from '../test/support/quiet-deliverer.js';

/**
 * The bot's memory over an hour of the real poll cycle on a virtual clock, at 10,000 servers, 1,000 guilds
 * (each linked to 10 servers), 5,000 subscriptions (per guild: one status alert, whose server's game is
 * watched, so 1,000 watched games, and four activity feeds), 100 boards (one each in the first 100 guilds,
 * plus the ops board over every server) and an ops status subscription to every server. Every minute a few
 * servers change status and write activity. Every 10 virtual minutes (BENCH_SAMPLE_MINUTES) it reads, after a
 * forced GC, RSS, heap used, heap total, external and array buffers, and the bot's share: each less the
 * harness's baseline, read before the bot's store and poller exist (the code loaded, the bot's with the
 * harness's and tsx's, and the simulated account), and the garbage collections per virtual minute since the
 * last sample (scavenges of the young generation, mark-compacts of the whole heap): the allocation churn that
 * makes V8 reserve more than it uses. The goal is <= 256 MB and no growth across the second half
 * hour. The simulated API's own call log is emptied at each sample: it is the harness's memory, not the bot's.
 * BENCH_MINUTES shortens the run; BENCH_HEAP_SNAPSHOTS=10,30 writes heap snapshots after those samples (the
 * writing itself raises RSS, so figures after a snapshot are not the bot's). Node's heap options apply through
 * NODE_OPTIONS, e.g. `NODE_OPTIONS='--max-old-space-size=128 --max-semi-space-size=4'`.
 */
const servers = 10_000;
const guilds = 1_000;
const serversPerGuild = servers / guilds;
const activityFeedsPerGuild = 4;
const boards = 100;
const rateLimit = { limit: 600, windowMs: 60_000 };
const budgetShare = 0.5;
const durationMs = Number(process.env.BENCH_MINUTES ?? 60) * 60_000;
const sampleEveryMs = Number(process.env.BENCH_SAMPLE_MINUTES ?? 10) * 60_000;
/** Virtual minutes (sampled ones) after whose sample a heap snapshot is written to the temp directory. */
const snapshotMinutes = (process.env.BENCH_HEAP_SNAPSHOTS ?? '').split(',').filter(Boolean).map(Number);
const startAt = Date.parse('2030-01-01T00:00:00Z');
const opsGuildId = '900000000000000001';
const megabyte = 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const guildId = (index: number) => `8${String(index).padStart(17, '0')}`;
const channelId = (index: number) => `7${String(index).padStart(17, '0')}`;
const serverId = (index: number) => `srv${String(index).padStart(5, '0')}`;

/** Every game answers at once with a few players: the bench measures what the bot keeps, not the network. */
function answeringGames(now: () => number): GameQuery {
  return {
    async query(): Promise<GameQueryResult> {
      return {
        state: 'answering',
        checkedAt: now(),
        latencyMs: 5,
        players: { online: 3, max: 20, names: [] },
      };
    },
    known: () => undefined,
    cached: () => undefined,
    close: async () => {},
  };
}

/**
 * Garbage collections since the last sample: scavenges (young generation), mark-compacts (the whole heap) and
 * the time they took. Node tells its observers of each on the event loop, two turns after it (the entry is
 * made in one, handed to observers in the next), which the bench's loop of promises never reaches by itself:
 * `settle` yields those turns, every virtual minute, so the entries waiting stay few. (V8's `GCProfiler`
 * counts without yielding, but keeps a record of every collection outside the heap, which raised RSS.) The
 * yield also runs V8's own tasks that wait on the event loop (as the bot's network I/O lets them), which
 * changed what the bench reads: see benchmarks.md, "Memory".
 */
function gcCounter() {
  const counts = { scavenges: 0, markCompacts: 0, ms: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = 'detail' in entry ? (entry.detail as NodeGCPerformanceDetail).kind : undefined;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) counts.scavenges += 1;
      else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) counts.markCompacts += 1;
      counts.ms += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const settle = async () => {
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    settle,
    async take() {
      await settle();
      const taken = { ...counts };
      Object.assign(counts, { scavenges: 0, markCompacts: 0, ms: 0 });
      return taken;
    },
    stop: () => observer.disconnect(),
  };
}

type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };

/** The process's memory after a forced GC, in MB. */
function memory(): Memory {
  collectGarbage();
  const usage = process.memoryUsage();
  return {
    rss: usage.rss / megabyte,
    heapUsed: usage.heapUsed / megabyte,
    heapTotal: usage.heapTotal / megabyte,
    external: usage.external / megabyte,
    arrayBuffers: usage.arrayBuffers / megabyte,
  };
}

/** Each V8 heap space's used and reserved size: which space holds heap total's slack. */
const heapSpaces = () =>
  getHeapSpaceStatistics()
    .filter((space) => space.space_size >= megabyte)
    .map(
      (space) =>
        `${space.space_name.replace('_space', '')} ${(space.space_used_size / megabyte).toFixed(0)} / ` +
        `${(space.space_size / megabyte).toFixed(0)}`,
    )
    .join(', ');

const describe = (figures: Memory) =>
  `RSS ${figures.rss.toFixed(0)} MB, heap used ${figures.heapUsed.toFixed(0)} MB, heap total ` +
  `${figures.heapTotal.toFixed(0)} MB, external ${figures.external.toFixed(1)} MB, array buffers ` +
  `${figures.arrayBuffers.toFixed(1)} MB`;

export default async function memoryBench(): Promise<void> {
  const clock: VirtualClock = { now: startAt };
  const api = new FakeHostingApi(clock);
  api.rateLimit = rateLimit;
  api.overLimit = 'refuse';
  for (let index = 0; index < servers; index += 1) api.add(serverId(index), 'RUNNING', serverId(index));
  // The harness's share: the code loaded (the bot's, the harness's and tsx's) and the simulated account.
  const harness = memory();
  const store = await openStore('memory://', () => clock.now);
  const createdAt = new Date(startAt).toISOString();
  let channels = 0;
  const nextChannel = () => {
    channels += 1;
    return channelId(channels);
  };
  for (let guild = 0; guild < guilds; guild += 1) {
    const linked = Array.from({ length: serversPerGuild }, (_, slot) =>
      serverId(guild * serversPerGuild + slot),
    );
    for (const id of linked) await store.link(guildId(guild), id);
    await store.subscribe({
      guildId: guildId(guild),
      channelId: nextChannel(),
      serverId: linked[0]!,
      createdAt,
      routes: [{ kind: 'status' }],
    });
    for (let feed = 1; feed <= activityFeedsPerGuild; feed += 1)
      await store.subscribe({
        guildId: guildId(guild),
        channelId: nextChannel(),
        serverId: linked[feed]!,
        createdAt,
        routes: [{ kind: 'activity' }],
      });
    if (guild < boards)
      await store.boards.claim({ guildId: guildId(guild), channelId: nextChannel() }, startAt);
  }
  await store.subscribe({
    guildId: opsGuildId,
    channelId: nextChannel(),
    serverId: null,
    createdAt,
    routes: [{ kind: 'status' }],
  });
  await store.boards.claim({ guildId: opsGuildId, channelId: nextChannel() }, startAt);
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
    game: answeringGames(() => clock.now),
  });
  await cycle.load();
  console.log(
    `${servers} servers, ${guilds} guilds, ${guilds * (1 + activityFeedsPerGuild) + 1} subscriptions, ` +
      `${boards + 1} boards, ${guilds} watched games; API limit ${rateLimit.limit}/min, share ${budgetShare}; ` +
      `${durationMs / 60_000} virtual minutes`,
  );
  const before = memory();
  console.log(
    `node ${process.version}, options: ${[...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ')}`,
  );
  console.log(`harness (code loaded, simulated account): ${describe(harness)}`);
  console.log(`set up: ${describe(before)}`);
  const rows: Record<string, number>[] = [];
  let calls = 0;
  let cycles = 0;
  let nextChangeAt = startAt + 60_000;
  let nextSampleAt = startAt + sampleEveryMs;
  let changes = 0;
  const started = performance.now();
  const collections = gcCounter();
  while (clock.now < startAt + durationMs) {
    await cycle.runCycle();
    cycles += 1;
    clock.now = Math.max(Math.min(cycle.nextWakeAt(), nextChangeAt, nextSampleAt), clock.now + 1);
    if (clock.now >= nextChangeAt) {
      // A few servers go down or come back, and a few write activity: news for alerts and boards.
      for (let step = 0; step < 5; step += 1) {
        const index = (changes * 7_919 + step * 104_729) % servers;
        api.setStatus(serverId(index), changes % 2 === 0 ? 'OFFLINE' : 'RUNNING');
        api.servers.get(serverId((index + 1) % servers))?.log.add(1, { description: `change ${changes}` });
      }
      changes += 1;
      nextChangeAt += 60_000;
      await collections.settle();
      process.stderr.write(
        `\rvirtual minute ${changes}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    if (clock.now >= nextSampleAt) {
      calls += api.calls.length;
      api.calls.length = 0;
      messages.writes.length = 0;
      // Taken before the sample's forced GC, which the next window counts (one mark-compact per sample).
      const { scavenges, markCompacts, ms } = await collections.take();
      const now = memory();
      const minute = (nextSampleAt - startAt) / 60_000;
      const row = {
        minute,
        'RSS MB': Math.round(now.rss),
        'bot RSS MB': Math.round(now.rss - harness.rss),
        'heap used MB': Math.round(now.heapUsed),
        'bot heap MB': Math.round(now.heapUsed - harness.heapUsed),
        'heap total MB': Math.round(now.heapTotal),
        'external MB': Math.round(now.external * 10) / 10,
        'array buffers MB': Math.round(now.arrayBuffers * 10) / 10,
        'scavenges / min': Math.round(scavenges / (sampleEveryMs / 60_000)),
        'mark-compacts / min': Math.round((markCompacts / (sampleEveryMs / 60_000)) * 10) / 10,
        'GC ms / min': Math.round(ms / (sampleEveryMs / 60_000)),
        'calls so far': calls,
        'cycles so far': cycles,
        'wall s': Math.round((performance.now() - started) / 1000),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
      console.log(`  heap spaces (used / size MB): ${heapSpaces()}`);
      if (snapshotMinutes.includes(minute))
        console.log(
          `heap snapshot: ${writeHeapSnapshot(join(tmpdir(), `memory-bench-${minute}.heapsnapshot`))}`,
        );
      nextSampleAt += sampleEveryMs;
    }
  }
  collections.stop();
  await store.close();
  console.table(rows);
  console.log(`wall time ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
