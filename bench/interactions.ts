/**
 * Interaction acknowledgement latency through the loopback Discord emulator: from INTERACTION_CREATE sent to
 * the first callback received. Fast API: 200 `/server info` interactions, 8 in flight. Slow API (5 s per
 * call): every interaction must be deferred within 2.5 s. Chart burst: 20 `/server resources hours:24` at once
 * (each renders a PNG), while `/server info` interactions keep coming. Silent games: `/server info` of 200
 * servers, a fifth of whose games never answer, beside as many `/alerts list` (which asks no game). The
 * emulator and the sandbox with its game responders each run in a process of their own, as Discord and the
 * API are other machines (bench/support/peers.ts); the emulator times each ack on its own clock.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { opsChannelId } from '../test/e2e/harness.js';
import { waitFor } from '../test/emulator/wait.js';
import { UsageHistory } from '../src/usage/history.js';
import { storedWatch } from '../src/status/game-answers.js';
import type { App } from '../src/app.js';
import { summary } from './support/acks.js';
import { type Peers, startPeersAndBot } from './support/peers.js';

/** A day of usage sampled every minute: the fullest history a chart draws. */
async function storeDayOfUsage(app: App, serverId: string): Promise<void> {
  const history = UsageHistory.empty();
  const now = Date.now();
  for (let at = now - 24 * 3_600_000; at <= now; at += 60_000) {
    const wave = Math.sin(at / 3_600_000);
    history.add({ sampledAt: at, cpuPercent: 50 + 40 * wave, ramPercent: 60 + 10 * wave, diskPercent: 70 });
  }
  await app.store.usage.setHistory(serverId, history.toRecord());
}

const serverInfo = (server: string) => ({ name: 'server', subcommand: 'info', options: { server } });

async function chartBurst(peers: Peers, serverId: string) {
  const charts = peers.replies(
    { name: 'server', subcommand: 'resources', options: { server: serverId, hours: 24 } },
    20,
    30_000,
  );
  const others = summary(await peers.measure(100, 4, [serverInfo(serverId)]));
  const done = await charts;
  console.log('During a burst of 20 chart requests: acknowledgement of other commands');
  console.table([
    {
      interactions: 100,
      concurrency: 4,
      'p50 ms': others.p50.toFixed(1),
      'p99 ms': others.p99.toFixed(1),
      'max ms': others.max.toFixed(1),
      'charts attached': done.filter((chart) => chart.files === 1).length,
      'last chart ms': Math.max(...done.map((chart) => chart.ms)).toFixed(0),
    },
  ]);
}

/**
 * Runs a measurement and says what the bot's own process did meanwhile: its CPU time as a share of the
 * wall time (100% is one core) and how late its event loop ran at p99 (the emulator's timing includes both).
 */
async function inBot<T>(measurement: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const startedAt = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await measurement();
  const cpu = process.cpuUsage(cpuBefore);
  delay.disable();
  const wallMs = performance.now() - startedAt;
  return {
    ...result,
    botCpu: ((cpu.user + cpu.system) / 1_000 / wallMs) * 100,
    loopDelayP99: delay.percentile(99) / 1e6,
  };
}

/** How long `/server info`'s edit waits for a game's fresh answer at most (commands/server/alert-actions.ts). */
const gameWaitMs = 8_000;

/** Servers whose `/server info` is asked once each (a fresh game query apiece), a fifth of them silent. */
const askedGames = 200;
const silentShare = 0.2;
/** Servers of the warm-up before the first measured round. */
const warmUpGames = 40;

/**
 * `/server info` beside `/alerts list` while a fifth of the asked games never answer, after a warm-up of
 * both: rounds each over fresh servers, which command goes first alternating, so no game's answer comes from
 * the cache. The ops guild gets status alerts for every server, as an ops team does, so the poller reads the
 * server list (a pass every 30 s here) and knows each server before it is asked about: the reply shows that
 * read, with its age, and the fresh read and the game's answer are edited in. Then rounds whose servers the
 * poller has not read yet (the reply waits on the API read), and once with game queries off. The emulator
 * and the sandbox with its responders run in processes of their own (bench/support/peers.ts).
 */
async function silentGames(): Promise<void> {
  const rows = [
    ...(await silentGameRounds({ games: true, polled: true }, [1, 2, 3])),
    ...(await silentGameRounds({ games: true, polled: false }, ['not read 1', 'not read 2'])),
    ...(await silentGameRounds({ games: false, polled: true }, ['games off'])),
  ];
  console.log(
    `Acknowledgement with ${askedGames} asked games, ${silentShare * 100}% silent (8 in flight; target: ` +
      '/server info p50 and p99 within 1.2x of /alerts list)',
  );
  console.table(rows);
}

async function silentGameRounds(
  { games, polled }: { games: boolean; polled: boolean },
  rounds: readonly (number | string)[],
) {
  const peers = await startPeersAndBot({
    // The status passes: every 30 s when the servers are to be known to the poller, else too rarely to
    // matter. A round is measured right after the pass that read its servers, and takes under 30 s, so
    // neither command meets a pass (at every 5 s they fell into one command's measurements more than the
    // other's). Its game checks too rarely to matter: `/server info` is the one to ask each game.
    app: {
      pollerTiming: { baseIntervalMs: polled ? 30_000 : 600_000, gameQueryIntervalMs: 600_000 },
    },
    env: { LOG_LEVEL: 'warn', GAME_QUERY_ENABLED: String(games) },
  });
  const { app } = peers;
  try {
    await peers.answer({
      name: 'alerts',
      subcommand: 'subscribe',
      options: { channel: opsChannelId, events: 'status' },
    });
    const rows = [];
    // Both commands once over servers of their own before the first round, so neither is measured cold
    // (the first round's `/server info` used to pay for the first game queries and store reads alone).
    for (const round of ['warm-up', ...rounds]) {
      const count = round === 'warm-up' ? warmUpGames : askedGames;
      const ids = await peers.addServers(
        Array.from({ length: count }, (_, index) => ({
          name: `r${String(round)}g${index}`,
          game: index % 2 === 0 ? 'minecraft' : 'rust',
          status: 'RUNNING',
        })),
        Array.from({ length: count }, (_, index) => index).filter(
          (index) => index % Math.round(1 / silentShare) === 0,
        ),
      );
      const read = () => ids.filter((id) => app.poller.recall(id)?.lastRead !== undefined).length;
      if (polled) {
        await waitFor(() => read() === ids.length, 90_000);
        // The first pass over new servers writes their status documents: measured once they are written
        // (reads queue behind writes, so the last one read back means all are).
        await waitFor(() => app.poller.recall(ids.at(-1)!)?.status !== undefined, 30_000);
        await storedWatch(app.store, ids.at(-1)!);
      }
      const known = read();
      const askInfo = async () => {
        const editsBefore = await peers.edits();
        const figures = await inBot(() => peers.measure(ids.length, 8, ids.map(serverInfo)));
        // Each `/server info` leaves work behind its ack (the fresh read, the players' peak, the game's
        // answer and the edit): the next measurement starts once all of it is done, so /alerts list never
        // pays for it. (An answer with nothing to edit in would leave the count short: the wait then ends
        // at its bound.)
        await peers.waitForEdits(editsBefore + ids.length, gameWaitMs + 5_000);
        return figures;
      };
      const askList = () =>
        inBot(() => peers.measure(ids.length, 8, [{ name: 'alerts', subcommand: 'list', options: {} }]));
      // Which command goes first alternates from round to round: the first one meets the process as the
      // setup left it (the poller's pass over the new servers just done, idle connections to Discord
      // closed), the second one the process the first left.
      const listFirst = rounds.indexOf(round) % 2 === 1;
      const measuredFirst = listFirst ? await askList() : undefined;
      const infoAcks = await askInfo();
      const listAcks = measuredFirst ?? (await askList());
      const info = { ...summary(infoAcks), ...infoAcks };
      const list = { ...summary(listAcks), ...listAcks };
      if (round === 'warm-up') continue;
      for (const [command, figures] of [
        ['/server info', info],
        ['/alerts list', list],
      ] as const)
        rows.push({
          round: games ? round : 'games off',
          command,
          'read by the poller': command === '/server info' ? `${known}/${ids.length}` : '',
          first: listFirst === (command === '/alerts list') ? 'yes' : '',
          'p50 ms': figures.p50.toFixed(1),
          'p99 ms': figures.p99.toFixed(1),
          'max ms': figures.max.toFixed(1),
          deferred: figures.types.get(5) ?? 0,
          'bot CPU': `${figures.botCpu.toFixed(0)}%`,
          'bot loop delay p99 ms': figures.loopDelayP99.toFixed(0),
        });
      rows.push({
        round: games ? round : 'games off',
        command: 'ratio',
        'read by the poller': '',
        first: '',
        'p50 ms': `${(info.p50 / list.p50).toFixed(2)}x`,
        'p99 ms': `${(info.p99 / list.p99).toFixed(2)}x`,
        'max ms': '',
        deferred: '',
        'bot CPU': '',
        'bot loop delay p99 ms': '',
      });
    }
    const sessions = await peers.sessions();
    if (sessions > 1)
      console.log(`The bot reconnected to the gateway ${sessions - 1} time(s) in these rounds.`);
    return rows;
  } finally {
    await peers.close();
  }
}

export default async function interactionsBench(): Promise<void> {
  await silentGames();
  const peers = await startPeersAndBot({ env: { LOG_LEVEL: 'warn' } });
  try {
    const [serverId] = await peers.addServers([{ name: 'Bench', ramGb: 4, status: 'RUNNING' }], []);
    const info = [serverInfo(serverId!)];
    await peers.measure(20, 4, info);

    const fast = summary(await peers.measure(200, 8, info));
    console.log(
      '\nInteraction acknowledgement (INTERACTION_CREATE -> first callback), sandbox answering at once',
    );
    console.table([
      {
        interactions: 200,
        concurrency: 8,
        'p50 ms': fast.p50.toFixed(1),
        'p99 ms': fast.p99.toFixed(1),
        'max ms': fast.max.toFixed(1),
        'target p99': '< 100 ms',
      },
    ]);

    await storeDayOfUsage(peers.app, serverId!);
    await chartBurst(peers, serverId!);

    await peers.setLatency(5_000);
    const slow = summary(await peers.measure(16, 8, info));
    console.log('API answering in 5 s: time to the deferral');
    console.table([
      {
        interactions: 16,
        concurrency: 8,
        'deferred (type 5)': slow.types.get(5) ?? 0,
        'p50 ms': slow.p50.toFixed(0),
        'max ms': slow.max.toFixed(0),
        'target max': '< 2500 ms',
      },
    ]);
  } finally {
    await peers.close();
  }
}
