import type { GovernorSnapshot } from '../api/governor.js';

export type GovernorView = { snapshot(): GovernorSnapshot };

/** Until a reset time has been seen, a window is assumed to last a minute, the usual rate-limit period. */
const assumedWindowMs = 60_000;
/** Reset times with one-second resolution differ by up to a second within one window. */
const sameWindowToleranceMs = 1_000;
/** A burst may spend this share of a window's allowance at once (at least a few calls). */
const burstShare = 0.1;
const minBurst = 3;
/** Before the API has named its limit (or when it names none), each cycle starts only this many calls. */
const unknownLimitCalls = minBurst;
/**
 * Kept back from the share for calls a cycle cannot foresee (a burst read paging back, the outcome of a
 * provisioning fetched), so the poller's own pacing stays inside its share, not only the governor's cap.
 */
const unforeseenShare = 0.01;

/** The calls a window's share lets the poller plan for, the unforeseen part kept back. */
function shareCap(share: number): number {
  return Math.max(1, Math.floor(share - Math.ceil(share * unforeseenShare)));
}

/**
 * The poller's share of the API rate limit, spread evenly over each window so that calls stay available
 * for provisioning checks all through it instead of being spent at the window's start. It reads the
 * governor's view of the window (limit, remaining, reset, pause after a 429) and counts the poller's own
 * calls; the governor itself still enforces the cap, this only keeps the poller from queueing more than
 * it may spend. Until the API names its limit, each cycle starts only a few calls.
 */
export class CallBudget {
  private tokens: number | undefined;
  private accruedAt: number;
  private windowResetAt: number | undefined;
  private spentInWindow = 0;
  /** The longest time to a reset seen: a window lasts at least that long. */
  private learnedWindowMs: number | undefined;

  constructor(
    private readonly governor: GovernorView,
    private readonly share: number,
    private readonly now: () => number,
  ) {
    this.accruedAt = now();
  }

  /** How many calls the poller may start now. */
  allowance(): number {
    const state = this.window();
    if (state.kind === 'blocked') return 0;
    if (state.kind === 'unknown') return unknownLimitCalls;
    this.accrue(state);
    return Math.max(0, Math.min(Math.floor(this.tokens ?? 0), state.left));
  }

  /**
   * The shortest period at which a recurring call spends at most `fraction` of the share: what keeps a
   * frequent check from crowding out everything else when the limit is small. 0 while no limit is known.
   */
  spacingFor(fraction: number): number {
    const state = this.window();
    if (state.kind !== 'limited') return 0;
    const windowMs = this.learnedWindowMs ?? assumedWindowMs;
    return Math.ceil(windowMs / (state.cap * fraction));
  }

  /**
   * The calls per millisecond the share allows over a whole window, however much of the current one is spent:
   * what the poller can sustain. Undefined while no limit is known.
   */
  sustainableCallsPerMs(): number | undefined {
    const limit = this.governor.snapshot().limit;
    if (limit === undefined) return undefined;
    return shareCap(limit * this.share) / (this.learnedWindowMs ?? assumedWindowMs);
  }

  /** The most `allowance` can reach: a task estimated to cost more must make do with it. */
  largestAllowance(): number {
    const state = this.window();
    return state.kind === 'limited' ? Math.max(1, Math.floor(state.burst)) : unknownLimitCalls;
  }

  /** Records calls the poller made, whatever their outcome. */
  spend(calls: number): void {
    this.syncWindow(this.governor.snapshot().resetAt);
    this.spentInWindow += calls;
    if (this.tokens !== undefined) this.tokens -= calls;
  }

  /** When `calls` more calls fit in the budget; undefined when they fit now or no limit is known. */
  nextCallAt(calls = 1): number | undefined {
    const now = this.now();
    const state = this.window();
    if (state.kind === 'unknown') return undefined;
    if (state.kind === 'blocked') return state.until;
    this.accrue(state);
    const needed = Math.min(calls, Math.floor(state.burst));
    const tokens = this.tokens ?? 0;
    if (tokens >= needed && state.left >= needed) return undefined;
    if (state.left < needed) return state.resetAt;
    return now + Math.ceil((needed - tokens) / state.ratePerMs);
  }

  private window():
    | { kind: 'unknown' }
    | { kind: 'blocked'; until: number }
    | { kind: 'limited'; cap: number; left: number; ratePerMs: number; burst: number; resetAt: number } {
    const now = this.now();
    const snapshot = this.governor.snapshot();
    if (snapshot.pausedUntil !== undefined && snapshot.pausedUntil > now)
      return { kind: 'blocked', until: snapshot.pausedUntil };
    if (snapshot.limit === undefined) return { kind: 'unknown' };
    const cap = shareCap(snapshot.limit * this.share);
    const windowKnown = snapshot.resetAt !== undefined && snapshot.resetAt > now;
    if (windowKnown) {
      this.syncWindow(snapshot.resetAt);
      this.learnedWindowMs = Math.max(this.learnedWindowMs ?? 0, snapshot.resetAt! - now);
    }
    // Once the reset has passed, the last window's counts say nothing about the next one.
    const resetAt = windowKnown ? snapshot.resetAt! : now + (this.learnedWindowMs ?? assumedWindowMs);
    const spent = windowKnown ? this.spentInWindow : 0;
    const remaining = windowKnown ? (snapshot.remaining ?? snapshot.limit) : snapshot.limit;
    const left = Math.max(0, Math.min(cap - spent, remaining - snapshot.inFlight));
    if (left < 1 && windowKnown) return { kind: 'blocked', until: resetAt };
    return {
      kind: 'limited',
      cap,
      left,
      ratePerMs: Math.max(left, 1) / Math.max(1, resetAt - now),
      burst: Math.max(minBurst, cap * burstShare),
      resetAt,
    };
  }

  private accrue(state: { ratePerMs: number; burst: number }): void {
    const now = this.now();
    const elapsed = Math.max(0, now - this.accruedAt);
    this.accruedAt = now;
    this.tokens = Math.min(
      state.burst,
      this.tokens === undefined ? state.burst : this.tokens + elapsed * state.ratePerMs,
    );
  }

  private syncWindow(resetAt: number | undefined): void {
    if (resetAt === undefined || this.windowResetAt === resetAt) return;
    if (this.windowResetAt !== undefined && Math.abs(resetAt - this.windowResetAt) <= sameWindowToleranceMs)
      return;
    this.windowResetAt = resetAt;
    this.spentInWindow = 0;
  }
}

/**
 * A rate of calls, smoothed exponentially over about `horizonMs`: it follows a change in the work within a
 * few minutes, yet one busy cycle does not swing it. Constant memory, however many calls it counts.
 */
export class CallRate {
  private perMs = 0;
  private updatedAt: number | undefined;

  constructor(private readonly horizonMs: number) {}

  record(now: number, calls: number): void {
    this.decay(now);
    this.perMs += calls / this.horizonMs;
  }

  callsPerMs(now: number): number {
    this.decay(now);
    return this.perMs;
  }

  private decay(now: number): void {
    if (this.updatedAt !== undefined)
      this.perMs *= Math.exp(-Math.max(0, now - this.updatedAt) / this.horizonMs);
    this.updatedAt = now;
  }
}
