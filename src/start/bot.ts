import { startBot, type Bot, type BotOptions } from '../discord/bot.js';
import { explainLoginFailure, unlessAborted } from '../ops/startup.js';
import { UsageChartPool } from '../render/usage-chart-pool.js';
import type { BackgroundWork } from './background.js';
import type { HostingConnection, StartStep } from './steps.js';
import type { BotStore } from '../store/index.js';
import type { GameQuery } from '../game/index.js';

/**
 * Logs in to Discord and serves the commands. A login that hangs must not hang a stop: one that gets in
 * after the stop logs out then.
 */
export async function connectDiscord(
  { config, logger, metrics, shutdown, overrides }: StartStep,
  parts: {
    commands: BotOptions['commands'];
    hosting: HostingConnection;
    store: BotStore;
    background: BackgroundWork;
    secrets: readonly string[];
    game: GameQuery;
  },
): Promise<Bot> {
  const { hosting, background } = parts;
  const charts = new UsageChartPool();
  shutdown.add(() => charts.close());
  let bot: Bot | undefined;
  const starting = startBot({
    commands: parts.commands,
    token: config.discordToken,
    shards: config.shards,
    metrics,
    opsGuildId: config.opsGuildId,
    discordApiUrl: config.discordApiUrl,
    api: hosting.api,
    store: parts.store,
    audit: background.audit.trail,
    logger,
    secrets: parts.secrets,
    provisioning: background.poller,
    usage: background.poller,
    polled: background.poller,
    boards: background.poller,
    charts,
    languages: background.languages,
    quotas: config.quotas,
    games: { query: parts.game, maxAgeMs: config.gameQuery.intervalSeconds * 1000 },
    deferAfterMs: overrides.deferAfterMs,
    confirmationTtlMs: overrides.confirmationTtlMs,
    now: overrides.now,
  });
  shutdown.add(async () => {
    if (bot) return bot.stop();
    void starting.then(
      (late) => late.stop(),
      () => undefined,
    );
  });
  const ready = await unlessAborted(
    starting.catch((error: unknown) => Promise.reject(explainLoginFailure(error, config.discordApiUrl))),
    overrides.signal,
  );
  bot = ready;
  return ready;
}
