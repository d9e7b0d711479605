import { z } from 'zod';

/**
 * Upper bounds (ms) of the age classes, age being the time since a server's newest entry; the last class,
 * open-ended, is the quiet one every other is compared with.
 */
const ageBounds = [15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000];
const classes = ageBounds.length + 1;
const quietClass = classes - 1;

/**
 * What a `Burstiness` has learned, as stored between runs; a different number of classes reads as nothing
 * learned.
 */
export const burstinessStateSchema = z.object({
  entries: z.array(z.number().nonnegative()).length(classes),
  watchedMs: z.array(z.number().nonnegative()).length(classes),
  decayedAt: z.number().optional(),
});
export type BurstinessState = z.infer<typeof burstinessStateSchema>;

/** A stretch of one server's log watched between two polls, and the entries that appeared in it. */
export type WatchedSpan = {
  /** When the previous poll read the log. */
  from: number;
  /** When this poll read it. */
  to: number;
  /** The newest entry known at `from`; undefined when the log was empty. */
  lastEntryAt: number | undefined;
  /** When each new entry happened, undefined for an undated one (it counts as seen at `to`). */
  entryTimes: readonly (number | undefined)[];
};

/**
 * The most a busy server's polls are sped up. The worst waits, which set the p95 latency, are those of the
 * first entry after a quiet spell; follow-ups at a quarter of the quiet interval already stay well below
 * them, and faster ones would take calls from the quiet polls (the benchmark's figures: docs/poller.md).
 */
const maxSpeedup = 4;

/** Evidence is forgotten over a few hours, so the model follows a change in how the account is used. */
const defaultHorizonMs = 3 * 60 * 60_000;

/** The weight of the prior in servers: how many watched through an age class it counts for. */
const priorServers = 20;

/** The width of a class short of the quiet one. */
function classWidth(ageClass: number): number {
  return (ageBounds[ageClass] ?? 0) - (ageBounds[ageClass - 1] ?? 0);
}

function classOf(ageMs: number): number {
  const index = ageBounds.findIndex((bound) => ageMs < bound);
  return index === -1 ? quietClass : index;
}

/**
 * How much likelier a server is to log an entry shortly after its last one than when it has been quiet,
 * learned from the entries' own timestamps: per age class, entries seen and time watched, forgotten over
 * `horizonMs`. On accounts whose activity comes in runs (someone resizing, installing, restarting for a few
 * minutes) the first minutes after an entry are many times likelier to bring the next; on accounts where
 * entries are independent the classes come out alike. Because the timestamps say when entries happened,
 * the estimate does not depend on how often the servers were polled.
 */
export class Burstiness {
  private readonly entries = new Array<number>(classes).fill(0);
  private readonly watchedMs = new Array<number>(classes).fill(0);
  private decayedAt: number | undefined;

  constructor(private readonly horizonMs = defaultHorizonMs) {}

  state(): BurstinessState {
    return {
      entries: [...this.entries],
      watchedMs: [...this.watchedMs],
      ...(this.decayedAt === undefined ? {} : { decayedAt: this.decayedAt }),
    };
  }

  /** Takes up what an earlier run learned. */
  restore(state: BurstinessState): void {
    this.entries.splice(0, classes, ...state.entries);
    this.watchedMs.splice(0, classes, ...state.watchedMs);
    this.decayedAt = state.decayedAt;
  }

  observe(span: WatchedSpan): void {
    if (span.to <= span.from) return;
    this.decay(span.to);
    const dated = span.entryTimes.filter((time): time is number => time !== undefined);
    // Several undated entries found at once tell only that something happened by `to`.
    const times = [...dated, ...(dated.length < span.entryTimes.length ? [span.to] : [])].sort(
      (a, b) => a - b,
    );
    let last = span.lastEntryAt;
    let watchedFrom = span.from;
    for (const rawTime of times) {
      // Entries may land late or slightly out of order: each counts within the span, after the one before.
      const time = Math.min(span.to, Math.max(rawTime, watchedFrom, last ?? Number.NEGATIVE_INFINITY));
      this.watch(last, watchedFrom, time);
      this.entries[last === undefined ? quietClass : classOf(time - last)]! += 1;
      last = time;
      watchedFrom = time;
    }
    this.watch(last, watchedFrom, span.to);
  }

  /**
   * How many times as often a server of this age is worth polling as a quiet one: the square root of how
   * much likelier it is to have news (polling rates in proportion to the root of the entry rates give the
   * lowest mean latency for a given number of calls). 1 for a quiet server, an unknown age, or no evidence.
   */
  speedup(ageMs: number | undefined): number {
    if (ageMs === undefined) return 1;
    const ageClass = classOf(Math.max(0, ageMs));
    const quietWatched = this.watchedMs[quietClass]!;
    if (ageClass === quietClass || quietWatched <= 0) return 1;
    // Half an entry keeps a quiet class that has seen none from reading as a rate of zero.
    const quietRate = (this.entries[quietClass]! + 0.5) / quietWatched;
    // As a prior, a few servers' worth of watching at this age that went as in quiet times: a class with
    // little evidence reads as quiet, one with a few entries already stands out.
    const priorWatchedMs = priorServers * classWidth(ageClass);
    const rate =
      (this.entries[ageClass]! + quietRate * priorWatchedMs) / (this.watchedMs[ageClass]! + priorWatchedMs);
    return Math.min(maxSpeedup, Math.max(1, Math.sqrt(rate / quietRate)));
  }

  /**
   * Adds the time between `from` and `to` to the age classes it spans, for a log whose newest entry is
   * `last`.
   */
  private watch(last: number | undefined, from: number, to: number): void {
    if (to <= from) return;
    if (last === undefined) {
      this.watchedMs[quietClass]! += to - from;
      return;
    }
    let lower = 0;
    for (let ageClass = 0; ageClass < classes; ageClass += 1) {
      const upper = ageBounds[ageClass] ?? Number.POSITIVE_INFINITY;
      const overlap = Math.min(to - last, upper) - Math.max(from - last, lower);
      if (overlap > 0) this.watchedMs[ageClass]! += overlap;
      lower = upper;
    }
  }

  private decay(now: number): void {
    if (this.decayedAt !== undefined && now > this.decayedAt) {
      const factor = Math.exp(-(now - this.decayedAt) / this.horizonMs);
      for (let ageClass = 0; ageClass < classes; ageClass += 1) {
        this.entries[ageClass]! *= factor;
        this.watchedMs[ageClass]! *= factor;
      }
    }
    this.decayedAt = Math.max(now, this.decayedAt ?? now);
  }
}
