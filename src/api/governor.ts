import type { ResponseHeaders } from './envelope.js';
import { abortedError, validationError } from './errors.js';
import { readRateLimit, relativeResetToleranceMs, type ResetTime } from './rate-limit-headers.js';
import { backoffDelay, type Backoff } from './retry.js';
import { classOf, type FairShareOptions, type Priority, WaitingRoom } from './tenant-queues.js';
import type { Tenant, TenantClass } from './tenant.js';
import { WaitNotices } from './rate-limit-wait.js';

export type GovernorOptions = {
  /** Share of a window's limit that background work may spend, above 0 and at most 1; default 0.5. */
  backgroundShare?: number;
  /**
   * Window length assumed while responses name no reset time (the spec's header table, docs/hosting-api.md,
   * lists only Limit and Remaining), so the background share and pacing still have a window to count in;
   * default 60 s.
   */
  assumedWindowMs?: number;
  now?: () => number;
  /** Pause after a 429 that names no reset time, and after a window runs out without one. */
  backoff?: Partial<Backoff>;
  fairShare?: Partial<FairShareOptions>;
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

const defaultPauseBackoff: Backoff = { baseMs: 1_000, capMs: 30_000, random: Math.random };

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
 *
 * Fair share: the ops tenant is served first, and the last `opsReserveShare` of a window is kept for it;
 * the poller and the community tenants take turns at the rest, the community tenants round-robin, each
 * with at most `communityQueueLimit` calls waiting (more are refused at once). Lookups spend a per-tenant
 * token bucket and never wait for one.
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
  private readonly room: WaitingRoom;
  private readonly waits = new WaitNotices();
  private timer: NodeJS.Timeout | undefined;
  private pumpQueued = false;

  constructor(options: GovernorOptions = {}) {
    const share = options.backgroundShare ?? 0.5;
    if (!(share > 0 && share <= 1))
      throw validationError('backgroundShare', 'backgroundShare must be above 0 and at most 1.');
    this.backgroundShare = share;
    const assumedWindowMs = options.assumedWindowMs ?? 60_000;
    if (!(Number.isFinite(assumedWindowMs) && assumedWindowMs > 0)) {
      throw validationError('assumedWindowMs', 'assumedWindowMs must be a positive number of milliseconds.');
    }
    this.assumedWindowMs = assumedWindowMs;
    this.now = options.now ?? Date.now;
    this.backoff = { ...defaultPauseBackoff, ...options.backoff };
    this.room = new WaitingRoom(options.fairShare);
  }

  /**
   * Spends the tenant's lookup token for a lookup that may be answered from the store alone (an
   * autocomplete, a list's page button), so it counts against its guild's budget as one calling the API
   * does; the lookup's calls then ride on it. Throws the TENANT_BUSY refusal past the budget.
   */
  chargeLookup(tenant: Tenant): void {
    const refused = this.room.chargeLookup(tenant, this.now());
    if (refused) throw refused;
  }

  /**
   * Waits its turn: ops first, then the poller (within its share of the window) and the community tenants
   * by turns. Refuses a tenant's lookup beyond its budget, and its call beyond its queue's bound.
   */
  acquire(priority: Priority, signal?: AbortSignal, tenant?: Tenant): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortedError());
    const lane = classOf(priority, tenant);
    // A refused call may try again once this window has ended (or in a second, when none is known).
    const windowEnd = Math.max(this.pausedUntil ?? 0, this.resetAt ?? 0);
    const refused = this.room.refusal(lane, tenant, this.now(), Math.max(1_000, windowEnd - this.now()));
    if (refused) return Promise.reject(refused);
    if (this.unlimited && this.pausedUntil === undefined && this.room.size() === 0) {
      // Nothing to pace: skip the queue.
      this.inFlight += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.room.remove(grant);
        this.waits.forget(grant);
        reject(abortedError());
        this.schedulePump();
      };
      const grant = this.waits.enlist(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
      this.room.add(lane, tenant?.key ?? '', grant);
      signal?.addEventListener('abort', onAbort, { once: true });
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
    const { ops, community, poller } = this.room.counts();
    const queued = { interactive: ops + community, background: poller };
    const queuedByClass = { ops, community, poller };
    const snapshot: GovernorSnapshot = { inFlight: this.inFlight, queued, queuedByClass };
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
    if (this.pumpQueued || this.room.size() === 0) return;
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
      if (typeof next === 'object') {
        const taken = this.room.take(next.community, next.poller);
        if (taken === undefined) return;
        this.inFlight += 1;
        this.lastGrantAt = now;
        if (taken.lane === 'poller') this.backgroundGranted += 1;
        taken.waiter();
        continue;
      }
      if (next !== undefined) this.timer = setTimeout(() => this.pump(), Math.max(0, next - now));
      if (next !== undefined) this.waits.tell(next);
      return;
    }
  }

  /** Which lanes besides ops may go now, else when to look again (undefined: when a request ends). */
  private nextGrant(now: number): { community: boolean; poller: boolean } | number | undefined {
    const waiting = this.room.counts();
    if (waiting.ops + waiting.community + waiting.poller === 0) return undefined;
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
    const reserveKnown = !this.unlimited && this.limit !== undefined && this.remaining !== undefined;
    const shared = budget > (reserveKnown ? this.room.opsReserve(this.limit ?? 0, this.instances) : 0);
    const community = shared && waiting.community > 0;
    const poller = shared && waiting.poller > 0 && this.backgroundGranted < this.backgroundCap();
    if (waiting.ops === 0 && !community && !poller) return this.resetAt;
    const open = waiting.ops + (community ? waiting.community : 0) + (poller ? waiting.poller : 0);
    const paceUntil = this.paceUntil(now, budget, open);
    return paceUntil !== undefined && now < paceUntil ? paceUntil : { community, poller };
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
