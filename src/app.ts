import type { DestinationStream } from 'pino';
import { HostingApi, governorFor } from './api/index.js';
import { loadConfig, type Config } from './config.js';
import { createLogger, type Logger } from './log.js';
import { commands, components } from '../commands/index.js';
import { startBot, type Bot } from './discord/bot.js';
import { createPoller, type Poller, type PollerTiming } from './poller/index.js';
import { startSandbox, type Sandbox } from './sandbox/index.js';
import { openStore, type BotStore } from './store/index.js';

/** Knobs tests and benchmarks turn; production uses the defaults. */
export type AppOverrides = {
  logDestination?: DestinationStream;
  deferAfterMs?: number;
  confirmationTtlMs?: number;
  now?: () => number;
  /** Poller timings in place of those derived from POLL_INTERVAL_SECONDS. */
  pollerTiming?: Partial<PollerTiming>;
};

export type App = {
  config: Config;
  logger: Logger;
  bot: Bot;
  api: HostingApi;
  store: BotStore;
  poller: Poller;
  /** The in-process simulator when HOSTING_API_URL=sandbox. */
  sandbox: Sandbox | undefined;
  stop(): Promise<void>;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  }
}

/** Starts the whole bot from an environment: what `npm start` runs, and what end-to-end tests run. */
export async function startApp(env: NodeJS.ProcessEnv, overrides: AppOverrides = {}): Promise<App> {
  const loaded = loadConfig(env);
  if (!loaded.ok) throw new ConfigError(loaded.problems);
  const config = loaded.config;
  const logger = createLogger({
    level: config.logLevel,
    secrets: [config.hostingApiKey, config.discordToken],
    destination: overrides.logDestination,
  });

  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => logger.warn({ err: error }, 'shutdown step failed'));
    }
  };

  try {
    let sandbox: Sandbox | undefined;
    let baseUrl = config.hostingApiUrl;
    let apiKey = config.hostingApiKey ?? '';
    if (config.hostingApiUrl === 'sandbox') {
      sandbox = await startSandbox();
      cleanups.push(() => sandbox!.close());
      baseUrl = sandbox.url;
      apiKey = sandbox.apiKeys[0]!;
      logger.warn(
        { url: sandbox.url },
        'HOSTING_API_URL=sandbox: using the built-in hosting API simulator, not a real reseller account',
      );
    }

    const api = new HostingApi({
      baseUrl,
      apiKey,
      logger,
      governor: governorFor(apiKey, { backgroundShare: config.pollerBudgetShare }),
    });
    cleanups.push(() => api.close());
    const store = await openStore(config.databaseUrl, overrides.now, logger);
    cleanups.push(() => store.close());

    // The key in use (the sandbox's own in sandbox mode) and the token: no message may show them.
    const secrets = [apiKey, config.discordToken].filter((secret) => secret !== '');
    const poller = createPoller({
      api,
      store,
      logger,
      opsGuildId: config.opsGuildId,
      secrets,
      intervalSeconds: config.pollIntervalSeconds,
      budgetShare: config.pollerBudgetShare,
      timing: overrides.pollerTiming,
      now: overrides.now,
    });
    const bot = await startBot({
      token: config.discordToken,
      opsGuildId: config.opsGuildId,
      discordApiUrl: config.discordApiUrl,
      api,
      store,
      logger,
      secrets,
      commands,
      components,
      provisioning: poller,
      deferAfterMs: overrides.deferAfterMs,
      confirmationTtlMs: overrides.confirmationTtlMs,
      now: overrides.now,
    });
    cleanups.push(() => bot.stop());
    poller.start(bot.client);
    cleanups.push(() => poller.stop());

    return { config, logger, bot, api, store, poller, sandbox, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
