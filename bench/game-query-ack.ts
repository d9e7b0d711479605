/**
 * Command acknowledgement latency while the game watch asks many games: from INTERACTION_CREATE sent to the
 * first callback, for `/server info` (which asks its own game too), first with game queries switched off,
 * then while passes over 1,000 watched servers run back to back (every game asked every 2 s, a fifth of them
 * silent so each of those costs a whole timeout). `npm run bench -- game-query-ack`.
 */
import { emulatedUsers } from '../test/emulator/index.js';
import { opsChannelId, startHarness, type Harness } from '../test/e2e/harness.js';
import { fastPoller } from '../test/e2e/poller-world.js';
import { percentile } from './support/acks.js';

const servers = 1_000;
const silentShare = 0.2;

type Command = { name: string; subcommand: string; options: Record<string, string> };

async function measure(harness: Harness, command: Command, total: number, concurrency: number) {
  const latencies: number[] = [];
  let started = 0;
  async function worker() {
    while (started < total) {
      started += 1;
      const handle = harness.command({ ...command, user: emulatedUsers.admin });
      const callback = await handle.waitForCallback(10_000);
      latencies.push(callback.at - handle.sentAt);
      await handle.waitForReply(undefined, 15_000);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), max: latencies.at(-1)! };
}

async function scenario(enabled: boolean) {
  const harness = await startHarness({
    sandbox: { seed: false, rateLimit: false },
    app: { pollerTiming: { ...fastPoller.pollerTiming, baseIntervalMs: 2_000, gameQueryIntervalMs: 2_000 } },
    env: { LOG_LEVEL: 'warn', GAME_QUERY_ENABLED: String(enabled), GAME_QUERY_TIMEOUT_MS: '1000' },
  });
  try {
    const ids: string[] = [];
    for (let index = 0; index < servers; index += 1) {
      const game = index % 2 === 0 ? 'minecraft' : 'rust';
      ids.push(harness.sandbox.addServer(harness.apiKey, { name: `g${index}`, game, status: 'RUNNING' }).id);
    }
    await harness.sandbox.gamesReady();
    for (const id of ids.slice(0, Math.round(servers * silentShare)))
      harness.sandbox.game(id)?.setBehaviour('silent');
    await harness
      .command({
        name: 'alerts',
        subcommand: 'subscribe',
        options: { channel: opsChannelId, events: 'status' },
      })
      .waitForReply();
    const asked = () => ids.reduce((sum, id) => sum + (harness.sandbox.game(id)?.queries ?? 0), 0);
    // Let the watch read the list and start its passes before measuring.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const before = asked();
    const startedAt = performance.now();
    const info = await measure(
      harness,
      { name: 'server', subcommand: 'info', options: { server: ids.at(-1)! } },
      100,
      4,
    );
    const list = await measure(harness, { name: 'alerts', subcommand: 'list', options: {} }, 100, 4);
    const seconds = (performance.now() - startedAt) / 1000;
    return { info, list, queriesPerSecond: (asked() - before) / seconds };
  } finally {
    await harness.close();
  }
}

export default async function gameQueryAckBench(): Promise<void> {
  const rows = [];
  for (const enabled of [false, true]) {
    const result = await scenario(enabled);
    for (const [command, latency] of [
      ['/alerts list', result.list],
      ['/server info', result.info],
    ] as const)
      rows.push({
        'game queries': enabled ? `on, ${servers} watched` : 'off',
        'queries/s during': result.queriesPerSecond.toFixed(0),
        command,
        'ack p50 ms': latency.p50.toFixed(1),
        'ack p99 ms': latency.p99.toFixed(1),
        'ack max ms': latency.max.toFixed(1),
      });
  }
  console.log('Acknowledgement (INTERACTION_CREATE -> first callback), 100 of each at 4 in flight');
  console.table(rows);
}
