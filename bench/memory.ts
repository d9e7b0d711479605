import { setFlagsFromString } from 'node:v8';
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
 * servers change status and write activity. Reports RSS and heap used after a forced GC every 10 virtual
 * minutes; the goal is <= 256 MB and no growth across the second half hour. The simulated API's own call log
 * is emptied at each sample: it is the harness's memory, not the bot's.
 */
const servers = 10_000;
const guilds = 1_000;
const serversPerGuild = servers / guilds;
const activityFeedsPerGuild = 4;
const boards = 100;
const rateLimit = { limit: 600, windowMs: 60_000 };
const budgetShare = 0.5;
const durationMs = 60 * 60_000;
const sampleEveryMs = 10 * 60_000;
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

function memory() {
  collectGarbage();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / megabyte, heapUsed: heapUsed / megabyte };
}

export default async function memoryBench(): Promise<void> {
  const clock: VirtualClock = { now: startAt };
  const api = new FakeHostingApi(clock);
  api.rateLimit = rateLimit;
  api.overLimit = 'refuse';
  for (let index = 0; index < servers; index += 1) api.add(serverId(index), 'RUNNING', serverId(index));
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
  console.log(`set up: RSS ${before.rss.toFixed(0)} MB, heap used ${before.heapUsed.toFixed(0)} MB`);
  const rows: { minute: number; 'RSS MB': number; 'heap used MB': number; 'calls so far': number }[] = [];
  let calls = 0;
  let nextChangeAt = startAt + 60_000;
  let nextSampleAt = startAt + sampleEveryMs;
  let changes = 0;
  const started = performance.now();
  while (clock.now < startAt + durationMs) {
    await cycle.runCycle();
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
      process.stderr.write(
        `\rvirtual minute ${changes}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    if (clock.now >= nextSampleAt) {
      calls += api.calls.length;
      api.calls.length = 0;
      messages.writes.length = 0;
      const { rss, heapUsed } = memory();
      const row = {
        minute: (clock.now - startAt) / 60_000,
        'RSS MB': Math.round(rss),
        'heap used MB': Math.round(heapUsed),
        'calls so far': calls,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
      nextSampleAt += sampleEveryMs;
    }
  }
  await store.close();
  console.table(rows);
  console.log(`wall time ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
