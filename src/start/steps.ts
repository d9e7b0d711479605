import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DestinationStream } from 'pino';
import { HostingApi, RateLimitGovernor } from '../api/index.js';
import type { AuditPosterTiming } from '../audit/poster.js';
import type { Config } from '../config.js';
import type { DeliveryTiming } from '../delivery/timing.js';
import type { Bot } from '../discord/bot.js';
import { Fleet } from '../instance/fleet.js';
import { BackgroundLease, backgroundLeaseName, type LeaseTiming } from '../instance/lease.js';
import { withoutUrlCredentials, type Logger } from '../log.js';
import type { LeaseState, Metrics } from '../ops/metrics.js';
import { startOpsServer, type OpsServer } from '../ops/server.js';
import { StoreHealth, type StoreLostError } from '../ops/store-health.js';
import { checkApiKey, unlessAborted } from '../ops/startup.js';
import type { Poller, PollerTaskFactory, PollerTiming } from '../poller/index.js';
import type { Sandbox } from '../sandbox/index.js';
import { openStore, proveStore, type BotStore } from '../store/index.js';
import { checkApiOnce, type ApiFeatureState } from './api-check.js';
import type { Shutdown } from './shutdown.js';

/** Knobs tests and benchmarks turn; production uses the defaults. */
export type AppOverrides = {
  logDestination?: DestinationStream;
  deferAfterMs?: number;
  confirmationTtlMs?: number;
  now?: () => number;
  /** Poller timings in place of those derived from POLL_INTERVAL_SECONDS. */
  pollerTiming?: Partial<PollerTiming>;
  /** Poller tasks run besides the built-in ones. */
  pollerTasks?: readonly PollerTaskFactory[];
  /** Lease timings in place of the defaults (tests shorten the TTL to measure takeovers quickly). */
  leaseTiming?: Partial<LeaseTiming>;
  /** Cancels a start in progress (a signal during start): what was opened is closed, and startApp rejects. */
  signal?: AbortSignal;
  /** Audit posting and pruning timings in place of the defaults. */
  auditTiming?: Partial<AuditPosterTiming>;
  /** How posts are retried and given up, in place of the defaults (and of DELIVERY_MAX_AGE_HOURS). */
  deliveryTiming?: Partial<DeliveryTiming>;
  /** The directories commands are loaded from in place of `commands/` (tests add a fixture command). */
  commandDirectories?: readonly URL[];
  /** The store failed for longer than STORE_FAILURE_GRACE_SECONDS: `main.ts` exits the process. */
  onStoreLost?: (error: StoreLostError) => void;
  /**
   * Default true: check the hosting API once after start (`npm run api:check`'s reads) and log the summary.
   * Tests that count the API's requests turn it off.
   */
  apiCheck?: boolean;
};

/** What every step gets: the configuration, where to log and count, and where to leave what it opened. */
export type StartStep = {
  config: Config;
  logger: Logger;
  metrics: Metrics;
  shutdown: Shutdown;
  overrides: AppOverrides;
};

/** The parts /readyz reports on, filled in as start-up reaches them. */
export type ReadinessParts = {
  bot?: Bot;
  storeHealth?: StoreHealth;
  lease?: BackgroundLease;
  poller?: Pick<Poller, 'stateFailure'>;
  apiFeatures?: ApiFeatureState;
};

/** This process among the instances sharing the store: host, pid and a random part, so restarts differ. */
export function instanceName(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** First, when HTTP_PORT is set, so /healthz answers and /readyz says "not yet" while the rest starts. */
export async function serveOpsEndpoints(
  { config, logger, metrics, shutdown }: StartStep,
  parts: ReadinessParts,
  instance: string,
): Promise<OpsServer | undefined> {
  const leaseState = (): LeaseState => parts.lease?.state() ?? 'none';
  metrics.watchLease(leaseState, instance);
  if (config.httpPort === undefined) return undefined;
  const server = await startOpsServer(config.httpPort, metrics, {
    gatewayReady: () => parts.bot?.client.isReady() ?? false,
    storeHealth: () => parts.storeHealth?.state() ?? { healthy: false, failure: 'not open yet' },
    leaseState,
    pollerFailure: () => parts.poller?.stateFailure(),
    apiFeaturesMissing: () => parts.apiFeatures?.cannotWork() ?? [],
  });
  shutdown.add(() => server.close());
  logger.info({ port: server.port }, 'serving /healthz, /readyz and /metrics');
  return server;
}

export type HostingConnection = {
  api: HostingApi;
  /** The in-process simulator when HOSTING_API_URL=sandbox. */
  sandbox: Sandbox | undefined;
  /** The key in use: the sandbox's own in sandbox mode. */
  apiKey: string;
  /** The API's base URL in use: the sandbox's own in sandbox mode. */
  baseUrl: string;
  /** How the API is named in the operator's log: its URL without credentials, or the sandbox and dialect. */
  describedAs: string;
  /** Settles once the key was proven against the API (awaited after Discord, so both are checked at once). */
  keyChecked: Promise<void>;
};

/** The hosting API (or the built-in sandbox), with the governor that shares its rate limit. */
export async function connectHostingApi({
  config,
  logger,
  metrics,
  shutdown,
  overrides,
}: StartStep): Promise<HostingConnection> {
  let sandbox: Sandbox | undefined;
  let baseUrl = config.hostingApiUrl;
  let apiKey = config.hostingApiKey ?? '';
  if (config.hostingApiUrl === 'sandbox') {
    // Loaded only here: a bot on a real API never loads the simulator.
    const { startSandbox } = await import('../sandbox/index.js');
    const started = await unlessAborted(startSandbox({ dialect: config.sandboxDialect }), overrides.signal);
    sandbox = started;
    shutdown.add(() => started.close());
    baseUrl = started.url;
    apiKey = started.apiKeys[0]!;
    logger.warn(
      { url: started.url, dialect: started.dialect },
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
  shutdown.add(() => api.close());
  metrics.watchGovernor(() => api.governor.snapshot());
  const describedAs =
    sandbox === undefined ? withoutUrlCredentials(baseUrl) : `the sandbox (${sandbox.dialect} dialect)`;
  return {
    api,
    sandbox,
    apiKey,
    baseUrl,
    describedAs,
    keyChecked: checkApiKey(api, logger, overrides.signal),
  };
}

/** Once the key is proven: the API check in the background, its summary logged once, `/readyz` told. */
export function checkApiAfterStart(
  { logger, shutdown, overrides }: StartStep,
  hosting: HostingConnection,
  parts: ReadinessParts,
): void {
  if (overrides.apiCheck === false) return;
  const { state, done } = checkApiOnce(
    { baseUrl: hosting.baseUrl, apiKey: hosting.apiKey, governor: hosting.api.governor },
    logger,
    hosting.describedAs,
  );
  parts.apiFeatures = state;
  shutdown.add(() => done);
}

/** Opens the store and keeps proving it while the bot runs: `/readyz` follows it. */
export async function openWatchedStore(
  { config, logger, metrics, shutdown, overrides }: StartStep,
  parts: ReadinessParts,
): Promise<BotStore> {
  const store = await unlessAborted(
    openStore(
      config.databaseUrl,
      overrides.now,
      logger,
      (error) => {
        metrics.storeError();
        parts.storeHealth?.failed(error);
      },
      (record) => metrics.recordSetAside(record.collection),
    ),
    overrides.signal,
  );
  shutdown.add(() => store.close());
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
  parts.storeHealth = health;
  shutdown.add(async () => health.stop());
  return store;
}

export type InstanceMembership = {
  lease: BackgroundLease;
  /** The store as background work sees it: every write fenced by the lease. */
  backgroundStore: BotStore;
};

/**
 * Joins the instances sharing the store: counted in the fleet, whose size splits the API key's rate limit,
 * and a candidate for the background lease (started once Discord is ready).
 */
export async function joinInstances(
  { logger, shutdown, overrides }: StartStep,
  store: BotStore,
  api: HostingApi,
  name: string,
  parts: ReadinessParts,
): Promise<InstanceMembership> {
  const lease = new BackgroundLease({
    backend: store.backend,
    holder: name,
    logger,
    timing: overrides.leaseTiming,
  });
  parts.lease = lease;
  const fleet = new Fleet({
    backend: store.backend,
    name,
    logger,
    now: overrides.now,
    onCount: (count) => api.governor.setInstanceCount(count),
  });
  api.governor.setInstanceCount(await unlessAborted(fleet.heartbeat(), overrides.signal));
  fleet.start();
  shutdown.add(() => fleet.stop());
  // Another instance that took over makes background writes fail.
  return { lease, backgroundStore: store.fenced(() => lease.fence(), backgroundLeaseName) };
}
