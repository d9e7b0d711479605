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
};

export type GovernorSnapshot = {
  limit?: number;
  remaining?: number;
  resetAt?: number;
  pausedUntil?: number;
  inFlight: number;
  queued: { interactive: number; background: number };
};
