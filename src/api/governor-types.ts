import type { TenantClass } from './tenant.js';
import type { Backoff } from './retry.js';

export type Priority = 'interactive' | 'background';

export type GovernorOptions = {
  /** Share of a window's limit that background work may spend, above 0 and at most 1; default 0.5. */
  backgroundShare?: number;
  /**
   * Window length assumed while responses name no reset time (the spec's header table lists only Limit and
   * Remaining), so the background share and pacing still have a window to count in; default 60 s.
   */
  assumedWindowMs?: number;
  now?: () => number;
  /** Pause after a 429 that names no reset time, and after a window runs out without one. */
  backoff?: Partial<Backoff>;
  fairShare?: Partial<FairShareOptions>;
};

export type FairShareOptions = {
  /** The end of each window's limit kept for the ops tenant, default 0.1. */
  opsReserveShare: number;
  /** Calls one community tenant may have waiting; more are refused at once, default 20. */
  communityQueueLimit: number;
  /** A tenant's lookups (autocomplete, mod search) in a burst, and refilled per second: 8 and 0.5. */
  lookupBurst: number;
  lookupPerSecond: number;
};

export type GovernorSnapshot = {
  limit?: number;
  remaining?: number;
  resetAt?: number;
  pausedUntil?: number;
  inFlight: number;
  queued: { interactive: number; background: number };
  queuedByClass?: Record<TenantClass, number>;
};
