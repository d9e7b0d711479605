import type { HostingApi } from './api/index.js';
import type { AuditPoster } from './audit/poster.js';
import type { AuditTrail } from './audit/trail.js';
import { loadConfig, type Config } from './config.js';
import type { Bot } from './discord/bot.js';
import { commandsDirectory, loadCommands } from './discord/command-loader.js';
import { createLogger, type Logger } from './log.js';
import { Metrics } from './ops/metrics.js';
import type { OpsServer } from './ops/server.js';
import { StartAborted, unlessAborted } from './ops/startup.js';
import type { Poller } from './poller/index.js';
import type { Sandbox } from './sandbox/index.js';
import { buildBackgroundWork } from './start/background.js';
import { connectDiscord } from './start/bot.js';
import { openGameQuery } from './start/game.js';
import { Shutdown } from './start/shutdown.js';
import {
  checkApiAfterStart,
  connectHostingApi,
  instanceName,
  joinInstances,
  openWatchedStore,
  serveOpsEndpoints,
  type AppOverrides,
  type ReadinessParts,
  type StartStep,
} from './start/steps.js';
import type { BotStore } from './store/index.js';

export type { AppOverrides } from './start/steps.js';
export { StartAborted, StartError } from './ops/startup.js';

export type App = {
  config: Config;
  logger: Logger;
  bot: Bot;
  api: HostingApi;
  store: BotStore;
  poller: Poller;
  audit: { trail: AuditTrail; poster: AuditPoster };
  /** The in-process simulator when HOSTING_API_URL=sandbox. */
  sandbox: Sandbox | undefined;
  metrics: Metrics;
  /** The /healthz, /readyz and /metrics server when HTTP_PORT is set. */
  opsServer: OpsServer | undefined;
  stop(): Promise<void>;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
}

/**
 * Starts the whole bot from an environment: what `npm start` runs, and what end-to-end tests run. The
 * steps, in order, each in `src/start/`; what a step opens is closed, in reverse, by `stop` or by a
 * start that fails or is aborted later.
 */
export async function startApp(env: NodeJS.ProcessEnv, overrides: AppOverrides = {}): Promise<App> {
  const config = readConfig(env);
  const logger = createLogger({
    level: config.logLevel,
    secrets: [config.hostingApiKey, config.discordToken],
    destination: overrides.logDestination,
    format: config.logFormat,
  });
  const shutdown = new Shutdown(logger);
  const step: StartStep = { config, logger, metrics: new Metrics(), shutdown, overrides };
  const readiness: ReadinessParts = {};
  try {
    if (overrides.signal?.aborted) throw new StartAborted();
    // First: a command set the loader refuses ends the start before anything opens.
    const commands = await loadCommands(overrides.commandDirectories ?? [commandsDirectory]);
    const name = instanceName();
    const opsServer = await serveOpsEndpoints(step, readiness, name);
    const hosting = await connectHostingApi(step);
    const store = await openWatchedStore(step, readiness);
    const instance = await joinInstances(step, store, hosting.api, name, readiness);
    // The key in use and the token: no message may show them.
    const secrets = [hosting.apiKey, config.discordToken].filter((secret) => secret !== '');
    const game = openGameQuery(step);
    const background = buildBackgroundWork(step, {
      api: hosting.api,
      game,
      store,
      instance,
      secrets,
      client: () => readiness.bot?.client,
    });
    readiness.poller = background.poller;
    const bot = await connectDiscord(step, {
      commands,
      hosting,
      store,
      background,
      secrets,
      game,
    });
    readiness.bot = bot;
    await unlessAborted(hosting.keyChecked, overrides.signal);
    checkApiAfterStart(step, hosting, readiness);
    background.start(bot.client);
    return {
      config,
      logger,
      bot,
      api: hosting.api,
      store,
      poller: background.poller,
      audit: background.audit,
      sandbox: hosting.sandbox,
      metrics: step.metrics,
      opsServer,
      stop: () => shutdown.run(),
    };
  } catch (error) {
    await shutdown.run();
    throw error;
  }
}

function readConfig(env: NodeJS.ProcessEnv): Config {
  const loaded = loadConfig(env);
  if (!loaded.ok) throw new ConfigError(loaded.problems);
  return loaded.config;
}
