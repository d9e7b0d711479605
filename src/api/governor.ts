import type { ResponseHeaders } from './envelope.js';
import { abortedError, validationError } from './errors.js';
import { readRateLimit, relativeResetToleranceMs, type ResetTime } from './rate-limit-headers.js';
import { backoffDelay, type Backoff } from './retry.js';

export type { GovernorOptions, GovernorSnapshot, Priority } from './governor-types.js';
import type { GovernorOptions, GovernorSnapshot, Priority } from './governor-types.js';

const defaultPauseBackoff: Backoff = { baseMs: 1_000, capMs: 30_000, random: Math.random };

const defaultAssumedWindowMs = 60_000;

/** Below this share of the limit left, and with more waiting than fits, grants are spread until the reset. */
const paceBelowShare = 0.1;

/**
 * Paces the calls of one API key from the X-RateLimit-* headers of its responses. Every granted acquire is
 * followed by exactly one observe (a response arrived) or release (none did), which is how it counts the
 * requests in flight.
 *
 * Budget: while the window is unknown (at first, and once a reset time has passed) one request at a time
 * probes it; after that no more requests are in flight than the window has left. Without X-RateLimit-Reset
 * a window is assumed to last `assumedWindowMs` from the reading that opened it. A 429 pauses everything
 * until the later of X-RateLimit-Reset and Retry-After, or for a jittered exponential backoff when neither
 * is given. Responses without rate-limit headers mean the key is not limited.
 */
export class RateLimitGovernor {
  private readonly backgroundShare: number;
  private readonly assumedWindowMs: number;
  private readonly now: () => number;
  private readonly backoff: Backoff;

  private limit: number | undefined;
  /** Requests left in the current window; undefined while the window is unknown. */
  private remaining: number | undefined;
  private resetAt: number | undefined;
  /**
   * How far above `remaining` a reading without a reset time may be and still come from the same window: the
   * requests in flight when `remaining` was read may have been counted before it and answered after it.
   */
  private overtakeAllowance = 0;
  private unlimited = false;
  private pausedUntil: number | undefined;
  /** 429s (or windows run out with no reset named) in a row, for the backoff exponent. */
  private consecutiveWaits = 0;
  private inFlight = 0;
  /** Instances sharing the key: each keeps within its share of what the headers say is left. */
  private instances = 1;
  private backgroundGranted = 0;
  private lastGrantAt = Number.NEGATIVE_INFINITY;
  private readonly queues: Record<Priority, (() => void)[]> = { interactive: [], background: [] };
  private timer: NodeJS.Timeout | undefined;
  private pumpQueued = false;

  constructor(options: GovernorOptions = {}) {
    const share = options.backgroundShare ?? 0.5;
    if (!(share > 0 && share <= 1))
      throw validationError('backgroundShare', 'backgroundShare must be above 0 and at most 1.');
    this.backgroundShare = share;
    const assumedWindowMs = options.assumedWindowMs ?? defaultAssumedWindowMs;
    if (!(Number.isFinite(assumedWindowMs) && assumedWindowMs > 0)) {
      throw validationError('assumedWindowMs', 'assumedWindowMs must be a positive number of milliseconds.');
    }
    this.assumedWindowMs = assumedWindowMs;
    this.now = options.now ?? Date.now;
    this.backoff = { ...defaultPauseBackoff, ...options.backoff };
  }

  /** Waits its turn: interactive before background, background within its share of the window. */
  acquire(priority: Priority, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortedError());
    if (
      this.unlimited &&
      this.pausedUntil === undefined &&
      this.queues.interactive.length + this.queues.background.length === 0
    ) {
      // Nothing to pace: skip the queue.
      this.inFlight += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const queue = this.queues[priority];
      const onAbort = () => {
        const index = queue.indexOf(grant);
        if (index >= 0) queue.splice(index, 1);
        reject(abortedError());
        this.schedulePump();
      };
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(grant);
      this.schedulePump();
    });
  }

  /** Reads X-RateLimit-Limit/Remaining/Reset and Retry-After; ends one request in flight. */
  observe(response: { status: number; headers: ResponseHeaders }): void {
    const now = this.now();
    this.inFlight = Math.max(0, this.inFlight - 1);
    const { limit, remaining, reset, retryAfter } = readRateLimit(response.headers, now);
    if (limit !== undefined) this.limit = limit;
    if (response.status === 429) {
      this.pauseForRateLimit(now, [reset?.at, retryAfter]);
    } else if (remaining !== undefined) {
      this.adoptWindow(now, remaining, reset);
    } else if (limit === undefined && response.status < 500) {
      // Gateways in front of the API answer 5xx without the headers; only the API's own answers say it is
      // unlimited.
      this.unlimited = true;
      this.consecutiveWaits = 0;
    }
    this.schedulePump();
  }

  /** Ends one request in flight that got no response (network failure, timeout, cancellation). */
  release(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.schedulePump();
  }

  /**
   * How many instances share this API key now. Each then lets at most its 1/n of the Remaining it last
   * read be in flight, so together they never exceed it; see docs/instances.md.
   */
  setInstanceCount(count: number): void {
    this.instances = Math.max(1, Math.floor(count));
    this.schedulePump();
  }

  snapshot(): GovernorSnapshot {
    const snapshot: GovernorSnapshot = {
      inFlight: this.inFlight,
      queued: { interactive: this.queues.interactive.length, background: this.queues.background.length },
    };
    if (this.limit !== undefined) snapshot.limit = this.limit;
    if (this.remaining !== undefined) snapshot.remaining = this.remaining;
    if (this.resetAt !== undefined) snapshot.resetAt = this.resetAt;
    if (this.pausedUntil !== undefined) snapshot.pausedUntil = this.pausedUntil;
    return snapshot;
  }

  private pauseForRateLimit(now: number, namedTimes: (number | undefined)[]): void {
    this.unlimited = false;
    const named = Math.max(...namedTimes.filter((time): time is number => time !== undefined));
    const until = named > now ? named : now + backoffDelay(this.consecutiveWaits, this.backoff);
    this.consecutiveWaits += 1;
    this.pausedUntil = Math.max(this.pausedUntil ?? until, until);
    // The window is spent; when the pause ends it expires and a probe finds out about the next one.
    this.remaining = 0;
    this.resetAt = this.pausedUntil;
    this.overtakeAllowance = this.inFlight;
  }

  private adoptWindow(now: number, remaining: number, reset: ResetTime | undefined): void {
    this.unlimited = false;
    if (reset === undefined) {
      this.adoptUntimedReading(now, remaining);
      return;
    }
    // A response from a window that has already ended says nothing about the current one.
    if (reset.at <= now) return;
    const tolerance = reset.relative ? relativeResetToleranceMs : 0;
    const later = this.resetAt !== undefined && reset.at > this.resetAt + tolerance;
    const earlier = this.resetAt !== undefined && reset.at < this.resetAt - tolerance;
    if (this.remaining === undefined || later) {
      if (this.remaining !== undefined) this.backgroundGranted = 0;
      this.remaining = remaining;
      this.resetAt = reset.at;
    } else if (earlier) {
      // Overtaken by a response from a later window.
      return;
    } else {
      // Responses overtake each other; the lowest count is the most recent one. Whole-second reset forms
      // round up, so each reading is a bound past the true reset and the earliest is the tightest.
      this.remaining = Math.min(this.remaining, remaining);
      this.resetAt = Math.min(this.resetAt ?? reset.at, reset.at);
    }
    if (this.remaining > 0) this.consecutiveWaits = 0;
  }

  /**
   * Without a reset time only the count tells windows apart: more left than the current window could still
   * report means it has refilled. The new window is assumed to last `assumedWindowMs`, after which a probe
   * reads it afresh.
   */
  private adoptUntimedReading(now: number, remaining: number): void {
    const previous = this.remaining;
    const refilled = previous === undefined || remaining > previous + this.overtakeAllowance;
    if (refilled) {
      if (previous !== undefined) this.backgroundGranted = 0;
      this.resetAt = now + this.assumedWindowMs;
    }
    const current = refilled ? remaining : Math.min(previous, remaining);
    if (current !== previous) {
      this.remaining = current;
      this.overtakeAllowance = this.inFlight;
    }
    if (current > 0) this.consecutiveWaits = 0;
    else if (previous !== 0) {
      // Spent, and no word on when it refills: wait a backoff rather than the whole assumed window, then
      // probe.
      this.resetAt = now + backoffDelay(this.consecutiveWaits, this.backoff);
      this.consecutiveWaits += 1;
    }
  }

  /** Decides once the current tick's acquires are all queued, so a burst is seen as one. */
  private schedulePump(): void {
    if (this.pumpQueued || this.queues.interactive.length + this.queues.background.length === 0) return;
    this.pumpQueued = true;
    queueMicrotask(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  private pump(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (;;) {
      const now = this.now();
      const next = this.nextGrant(now);
      if (next === 'interactive' || next === 'background') {
        const grant = this.queues[next].shift();
        if (grant === undefined) return;
        this.inFlight += 1;
        this.lastGrantAt = now;
        if (next === 'background') this.backgroundGranted += 1;
        grant();
        continue;
      }
      if (next !== undefined) this.timer = setTimeout(() => this.pump(), Math.max(0, next - now));
      return;
    }
  }

  /** Whom to let go now, else when to look again (undefined: when a request in flight ends). */
  private nextGrant(now: number): Priority | number | undefined {
    const interactive = this.queues.interactive.length;
    const background = this.queues.background.length;
    if (interactive + background === 0) return undefined;
    if (this.pausedUntil !== undefined) {
      if (now < this.pausedUntil) return this.pausedUntil;
      this.pausedUntil = undefined;
    }
    if (this.resetAt !== undefined && now >= this.resetAt) {
      this.remaining = undefined;
      this.resetAt = undefined;
      this.backgroundGranted = 0;
    }
    const share = this.remaining === undefined ? 1 : Math.floor(this.remaining / this.instances);
    const budget = this.unlimited ? Number.POSITIVE_INFINITY : share - this.inFlight;
    if (budget <= 0) return this.resetAt;
    const backgroundOpen = this.backgroundGranted < this.backgroundCap();
    const candidate: Priority | undefined =
      interactive > 0 ? 'interactive' : backgroundOpen ? 'background' : undefined;
    if (candidate === undefined) return this.resetAt;
    const paceUntil = this.paceUntil(now, budget, interactive + (backgroundOpen ? background : 0));
    return paceUntil !== undefined && now < paceUntil ? paceUntil : candidate;
  }

  /** The share is counted per window (named by the API or assumed), so it needs the limit and a window. */
  private backgroundCap(): number {
    if (this.unlimited || this.limit === undefined || this.resetAt === undefined)
      return Number.POSITIVE_INFINITY;
    return Math.max(1, Math.floor(this.limit * this.backgroundShare));
  }

  /**
   * When little is left and more is waiting than fits, the rest is spread evenly until the reset, so calls
   * that arrive later (interactive ones above all) still find budget. When everything waiting fits, it goes.
   */
  private paceUntil(now: number, budget: number, waiting: number): number | undefined {
    if (
      this.unlimited ||
      this.limit === undefined ||
      this.remaining === undefined ||
      this.resetAt === undefined
    )
      return undefined;
    if (waiting <= budget || budget > Math.max(1, Math.ceil(this.limit * paceBelowShare))) return undefined;
    // budget + 1 gaps, so the last grant lands before the reset rather than on it.
    return this.lastGrantAt + (this.resetAt - now) / (budget + 1);
  }
}
