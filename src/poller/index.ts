import type {
  BoardRefresher,
  PolledServers,
  ProvisioningWatcher,
  UsageSampling,
} from '../discord/context.js';
import type { Metrics } from '../ops/metrics.js';
import { StoreError, type BotStore } from '../store/index.js';
import { PollCycle } from './cycle.js';
import type { PollerDependencies } from './tasks/context.js';
import type { PollerTaskFactory } from './tasks/task.js';
import { sleep } from '../concurrency.js';
import { PollLoop } from './loop.js';
import { defaultTiming, type PollerTiming } from './timing.js';

export type { PollerTaskFactory } from './tasks/task.js';
export type { PollerTiming } from './timing.js';

export type Poller = ProvisioningWatcher &
  UsageSampling &
  PolledServers &
  BoardRefresher & {
    /** Starts polling, once Discord is ready and the delivery service has its client. */
    start(): void;
    stop(): Promise<void>;
    /** Why the poller could not read its state, while it cannot (`/readyz` says so); else undefined. */
    stateFailure(): string | undefined;
  };

/**
 * Whether this instance may run background work now, among several sharing a store (a lease): while it
 * may, `tenure` is a signal aborted when that ends; `confirm` throws unless the store agrees it still may.
 */
type BackgroundGate = {
  tenure(): AbortSignal | undefined;
  confirm(): Promise<unknown>;
  onAcquired(listener: () => void): void;
};

/**
 * The poller's dependencies (`PollerDependencies`, handed as they are to the cycle and its tasks) with what
 * `createPoller` derives from the configuration: the timings and the budget share.
 */
export type PollerOptions = Omit<PollerDependencies, 'timing' | 'budgetShare' | 'now'> & {
  metrics?: Metrics;
  intervalSeconds: number;
  now?: () => number;
  /** The poller's share of the API rate limit; the governor's background share. Default 0.5. */
  budgetShare?: number;
  /** Overrides of the timings derived from `intervalSeconds` (tests shrink them). */
  timing?: Partial<PollerTiming>;
  /** Tasks run besides the built-in ones, each from a file of its own. */
  extraTasks?: readonly PollerTaskFactory[];
  /**
   * Without it the poller always polls (one process alone). With it, `store` is fenced by the gate, and
   * `handoffStore` (unfenced) is where this instance, while another holds the lease, leaves the servers it
   * saw start provisioning for the holder to watch.
   */
  background?: { gate: BackgroundGate; handoffStore: BotStore };
};

/**
 * The poller: watches provisioning servers and activity logs and posts to subscribed channels. Its state
 * is read from the store at once; it polls once started with the ready Discord client.
 */
export function createPoller(options: PollerOptions): Poller {
  const { logger, background } = options;
  const gate = background?.gate;
  const now = options.now ?? Date.now;
  const timing: PollerTiming = { ...defaultTiming(options.intervalSeconds), ...options.timing };
  // What the cycle takes as it is given; the rest is the loop's, or made into the cycle's settings here.
  const { metrics: _metrics, intervalSeconds: _interval, background: _gate, ...given } = options;
  const { extraTasks, ...dependencies } = given;
  const cycle = new PollCycle(
    { ...dependencies, timing, budgetShare: options.budgetShare ?? 0.5, now },
    extraTasks,
  );
  options.metrics?.watchOutbox(() => {
    const { depth, oldestQueuedAt } = cycle.backlog();
    return { depth, oldestAgeSeconds: oldestQueuedAt === undefined ? 0 : (now() - oldestQueuedAt) / 1000 };
  });
  let loadedTenure: AbortSignal | undefined;
  let stateFailure: string | undefined;
  /** Without a gate: the state was read at start. With one, `loadedTenure` tells. */
  let loadedAlone = false;
  const loop = new PollLoop({
    cycle,
    logger,
    now,
    sleep,
    mayPoll: async () => {
      if (!gate) return true;
      const tenure = gate.tenure();
      if (!tenure) return false;
      // A new tenure: the previous holder moved cursors and outboxes on, so what memory holds is stale.
      if (tenure !== loadedTenure) {
        await cycle.load().catch((error: unknown) => {
          stateFailure = failureReason(error);
          throw error;
        });
        stateFailure = undefined;
        loadedTenure = tenure;
      }
      return true;
    },
    tenure: () => gate?.tenure(),
    standbyMs: timing.maxTickMs,
    metrics: options.metrics,
  });
  const loaded = cycle.load().then(
    () => {
      loadedAlone = gate === undefined;
      return true;
    },
    (error: unknown) => {
      stateFailure = failureReason(error);
      logger.error(
        { err: error },
        'the poller could not read its state from the store; alerts are off until restart',
      );
      return false;
    },
  );

  gate?.onAcquired(() => loop.wake());

  return {
    async watchProvisioning(serverId, reply) {
      // Never fails the command that asked: the server exists either way, and discovery still finds it.
      try {
        if (!(await loaded)) return;
        if (background && !background.gate.tenure()) {
          await background.handoffStore.handOffProvisioning({ serverId, ...(reply ? { reply } : {}) });
          return;
        }
        await cycle.watchProvisioning(serverId, reply);
        loop.wake();
      } catch (error) {
        logger.error({ err: error, serverId }, 'could not watch a provisioning server');
      }
    },
    refreshBoards() {
      // The lease holder posts it; on a standby instance it is posted at the holder's next pass.
      loop.wake();
    },
    stateFailure: () => stateFailure,
    recall(serverId) {
      // Memory tells only while this instance polls: a standby's was left by its last tenure, if any.
      const tenure = gate?.tenure();
      const current = gate ? tenure !== undefined && tenure === loadedTenure && !tenure.aborted : loadedAlone;
      return current && stateFailure === undefined ? cycle.recall(serverId) : undefined;
    },
    samplingPace(minutes, newServers) {
      return cycle.usage.pace(minutes, newServers);
    },
    start() {
      void loaded.then((ok) => {
        if (ok) loop.start();
      });
    },
    async stop() {
      await loaded;
      await loop.stop();
      await cycle.untilIdle();
    },
  };
}

/** The store's own secret-free sentence, else a generic one (another error's message may quote anything). */
function failureReason(error: unknown): string {
  const reason = error instanceof StoreError ? error.message : 'unexpected error';
  return `the poller could not read its state: ${reason}`;
}
