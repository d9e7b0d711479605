import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DestinationStream } from 'pino';
import { HostingApi, RateLimitGovernor } from './api/index.js';
import { countDelivery } from './delivery/outbox.js';
import { AuditPoster, defaultAuditTiming, type AuditPosterTiming } from './audit/poster.js';
import { recordUpdateFound } from './audit/background.js';
import { AuditTrail } from './audit/trail.js';
import { loadConfig, type Config } from './config.js';
import { createLogger, type Logger } from './log.js';
import { commandsDirectory, loadCommands } from './discord/command-loader.js';
import { startBot, type Bot } from './discord/bot.js';
import { Metrics, type LeaseState } from './ops/metrics.js';
import { startOpsServer, type OpsServer } from './ops/server.js';
import { StoreHealth, type StoreLostError } from './ops/store-health.js';
import { checkApiKey, explainLoginFailure, StartAborted, unlessAborted } from './ops/startup.js';
import { UsageChartPool } from './render/usage-chart-pool.js';
import { DiscordDeliverer } from './delivery/discord.js';
import { Fleet } from './instance/fleet.js';
import { BackgroundLease, backgroundLeaseName, type LeaseTiming } from './instance/lease.js';
import { createPoller, type Poller, type PollerTiming } from './poller/index.js';
import { startSandbox, type Sandbox } from './sandbox/index.js';
import { openStore, proveStore, type BotStore } from './store/index.js';

/** Knobs tests and benchmarks turn; production uses the defaults. */
export type AppOverrides = {
  logDestination?: DestinationStream;
  deferAfterMs?: number;
  confirmationTtlMs?: number;
  now?: () => number;
  /** Poller timings in place of those derived from POLL_INTERVAL_SECONDS. */
  pollerTiming?: Partial<PollerTiming>;
  /** Lease timings in place of the defaults (tests shorten the TTL to measure takeovers quickly). */
  leaseTiming?: Partial<LeaseTiming>;
  /** Cancels a start in progress (a signal during start): what was opened is closed, and startApp rejects. */
  signal?: AbortSignal;
  /** Audit posting and pruning timings in place of the defaults. */
  auditTiming?: Partial<AuditPosterTiming>;
  /** The directories commands are loaded from in place of `commands/` (tests add a fixture command). */
  commandDirectories?: readonly URL[];
  /** The store failed for longer than STORE_FAILURE_GRACE_SECONDS: `main.ts` exits the process. */
  onStoreLost?: (error: StoreLostError) => void;
};

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

export { StartAborted, StartError } from './ops/startup.js';

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
    format: config.logFormat,
  });
  const { signal } = overrides;
  const metrics = new Metrics();

  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => logger.warn({ err: error }, 'shutdown step failed'));
    }
  };

  try {
    if (signal?.aborted) throw new StartAborted();
    // First: a command set the loader refuses ends the start before anything opens.
    const commands = await loadCommands(overrides.commandDirectories ?? [commandsDirectory]);
    let bot: Bot | undefined;
    let opsServer: OpsServer | undefined;
    let lease: BackgroundLease | undefined;
    let storeHealth: StoreHealth | undefined;
    const leaseState = (): LeaseState => lease?.state() ?? 'none';
    if (config.httpPort !== undefined) {
      // First, so /healthz answers and /readyz says "not yet" while the rest starts.
      const server = await startOpsServer(config.httpPort, metrics, {
        gatewayReady: () => bot?.client.isReady() ?? false,
        storeHealth: () => storeHealth?.state() ?? { healthy: false, failure: 'not open yet' },
        leaseState,
      });
      opsServer = server;
      cleanups.push(() => server.close());
      logger.info({ port: server.port }, 'serving /healthz, /readyz and /metrics');
    }
    const instanceName = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    metrics.watchLease(leaseState, instanceName);

    let sandbox: Sandbox | undefined;
    let baseUrl = config.hostingApiUrl;
    let apiKey = config.hostingApiKey ?? '';
    if (config.hostingApiUrl === 'sandbox') {
      sandbox = await unlessAborted(startSandbox(), signal);
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
      governor: new RateLimitGovernor({ backgroundShare: config.pollerBudgetShare }),
      metrics,
    });
    cleanups.push(() => api.close());
    metrics.watchGovernor(() => api.governor.snapshot());
    const keyChecked = checkApiKey(api, logger, signal);
    const openedStore = await unlessAborted(
      openStore(config.databaseUrl, overrides.now, logger, (error) => {
        metrics.storeError();
        storeHealth?.failed(error);
      }),
      signal,
    );
    cleanups.push(() => openedStore.close());
    const watchedStore = watchStoreHealth(openedStore, config, logger, overrides);
    storeHealth = watchedStore;
    cleanups.push(async () => watchedStore.stop());
    const backgroundLease = new BackgroundLease({
      backend: openedStore.backend,
      holder: instanceName,
      logger,
      timing: overrides.leaseTiming,
    });
    lease = backgroundLease;
    // The instances sharing the store share the API key's rate limit: the governor takes its 1/n of it.
    const fleet = new Fleet({
      backend: openedStore.backend,
      name: instanceName,
      logger,
      now: overrides.now,
      onCount: (count) => api.governor.setInstanceCount(count),
    });
    api.governor.setInstanceCount(await unlessAborted(fleet.heartbeat(), signal));
    fleet.start();
    cleanups.push(() => fleet.stop());
    // Background work writes only under the lease: another instance that took over makes these writes fail.
    const backgroundStore = openedStore.fenced(() => backgroundLease.fence(), backgroundLeaseName);

    // The key in use (the sandbox's own in sandbox mode) and the token: no message may show them.
    const secrets = [apiKey, config.discordToken].filter((secret) => secret !== '');
    const poller = createPoller({
      api,
      store: backgroundStore,
      background: { gate: backgroundLease, handoffStore: openedStore },
      metrics,
      logger,
      opsGuildId: config.opsGuildId,
      secrets,
      intervalSeconds: config.pollIntervalSeconds,
      budgetShare: config.pollerBudgetShare,
      modUpdateCheckSeconds: config.modUpdateCheckSeconds,
      // Called only once running, when the trail below and the bot exist.
      onModUpdateFound: (found) => recordUpdateFound(auditTrail, bot?.client, config.opsGuildId, found),
      timing: {
        maxDeliveryAgeMs: config.deliveryMaxAgeHours * 60 * 60_000,
        ...overrides.pollerTiming,
      },
      now: overrides.now,
    });
    const now = overrides.now ?? Date.now;
    const auditDeliverer = new DiscordDeliverer(config.opsGuildId, secrets, backgroundLease);
    const auditPoster = new AuditPoster({
      store: backgroundStore,
      deliverer: auditDeliverer,
      ops: poller.opsNotices,
      onDelivery: (event) => countDelivery(metrics, event),
      mayRun: async () => backgroundLease.tenure() !== undefined,
      logger,
      now,
      timing: {
        ...defaultAuditTiming,
        maxAgeMs: config.deliveryMaxAgeHours * 60 * 60_000,
        ...overrides.auditTiming,
      },
      retentionMs: config.auditRetentionDays * 24 * 60 * 60_000,
    });
    const auditTrail = new AuditTrail({
      store: openedStore,
      logger,
      now,
      secrets,
      onRecorded: () => auditPoster.wake(),
      serverName: async (serverId) => (await api.getServer(serverId)).name,
    });
    const charts = new UsageChartPool();
    cleanups.push(() => charts.close());
    const starting = startBot({
      token: config.discordToken,
      shards: config.shards,
      metrics,
      opsGuildId: config.opsGuildId,
      discordApiUrl: config.discordApiUrl,
      api,
      store: openedStore,
      audit: auditTrail,
      logger,
      secrets,
      commands,
      provisioning: poller,
      usage: poller,
      boards: poller,
      charts,
      deferAfterMs: overrides.deferAfterMs,
      confirmationTtlMs: overrides.confirmationTtlMs,
      now: overrides.now,
    });
    cleanups.push(async () => {
      if (bot) return bot.stop();
      // Not awaited: a login that hangs must not hang the stop; one that gets in later logs out then.
      void starting.then(
        (late) => late.stop(),
        () => undefined,
      );
    });
    const readyBot = await unlessAborted(
      starting.catch((error: unknown) => Promise.reject(explainLoginFailure(error, config.discordApiUrl))),
      signal,
    );
    bot = readyBot;
    await unlessAborted(keyChecked, signal);
    // Background work runs only while this instance holds the lease; stopping releases it last of all.
    backgroundLease.onAcquired(() => auditPoster.wake());
    backgroundLease.start();
    cleanups.push(() => backgroundLease.stop());
    poller.start(readyBot.client);
    cleanups.push(() => poller.stop());
    auditDeliverer.attach(readyBot.client);
    auditPoster.start();
    cleanups.push(() => auditPoster.stop());

    return {
      config,
      logger,
      bot: readyBot,
      api,
      store: openedStore,
      poller,
      audit: { trail: auditTrail, poster: auditPoster },
      sandbox,
      metrics,
      opsServer,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Proves the store while the bot runs: `/readyz` follows it; a store lost past its grace ends the run. */
function watchStoreHealth(store: BotStore, config: Config, logger: Logger, overrides: AppOverrides) {
  const health = new StoreHealth({
    kind: store.backend.kind,
    prove: () => proveStore(store.backend),
    graceMs: config.storeFailureGraceSeconds * 1_000,
    logger,
    onLost: (error) => {
      logger.fatal(error.message);
      overrides.onStoreLost?.(error);
    },
  });
  health.start();
  return health;
}
