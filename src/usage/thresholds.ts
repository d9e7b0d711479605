import { z } from 'zod';
import { figureOf, type UsageFigures, type UsageMetric, usageMetrics } from './figures.js';

/**
 * One (watch, server, metric) as a state machine:
 * - `normal`: under the threshold, nothing posted;
 * - `pending`: above since `since`, not yet for long enough;
 * - `firing`: the alert was posted; stays so while the figure is above the recovery line;
 * - `recovering`: firing, and under the recovery line since `since`, `count` samples in a row.
 * `lastAt` is the last interpreted sample, so a gap in sampling is seen; `firedAt`, while firing or
 * recovering, when the alert fired: the incident its recovery ends (absent in a state stored before it).
 */
export const thresholdStateSchema = z.object({
  phase: z.enum(['normal', 'pending', 'firing', 'recovering']),
  since: z.number().optional(),
  count: z.number().int().optional(),
  lastAt: z.number().optional(),
  firedAt: z.number().optional(),
});
export type ThresholdState = z.infer<typeof thresholdStateSchema>;

/** The states of one watch on one server, by metric: the record the store keeps. */
export const watchStateSchema = z.partialRecord(z.enum(['cpu', 'ram', 'disk']), thresholdStateSchema);
export type WatchState = z.infer<typeof watchStateSchema>;

export type ThresholdRule = {
  /** Percent; the alert fires when the figure stays strictly above it. */
  threshold: number;
  /** How long every sample must be above before the alert fires. */
  minutes: number;
};

/** `firedAt`, on a recovery: when the alert it ends fired, where known. */
export type ThresholdEvent = { kind: 'fired' | 'recovered'; at: number; value: number; firedAt?: number };

/**
 * Points under the threshold a figure must fall before it counts as recovered, so it cannot flap: 5, or half
 * the threshold when that is less. A fixed 5 would put the recovery line at or below 0 % for a threshold of
 * 5 % or less, where no figure can reach it; half keeps the line above 0 and still a clear step below the
 * threshold, and the two meet at 10 %, so the margin never jumps as the threshold grows.
 */
export function hysteresisPoints(threshold: number): number {
  return Math.min(5, threshold / 2);
}
/** A recovery holds for a minute, over at least two samples in a row. */
const recoveryMs = 60_000;
const recoverySamples = 2;

const normal: ThresholdState = { phase: 'normal' };

/**
 * The next state after one sample, and the event to post, if any. An undefined figure changes nothing (it is
 * not evidence either way); a gap between interpreted samples longer than the rule's span restarts a pending
 * or recovering run, since nothing is known of what happened in between.
 */
export function evaluateThreshold(
  state: ThresholdState | undefined,
  value: number | undefined,
  at: number,
  rule: ThresholdRule,
): { state: ThresholdState; event?: ThresholdEvent } {
  const current = state ?? normal;
  if (value === undefined) return { state: current };
  const spanMs = rule.minutes * 60_000;
  const gap = current.lastAt !== undefined && at - current.lastAt > spanMs;
  const above = value > rule.threshold;
  const underRecoveryLine = value < rule.threshold - hysteresisPoints(rule.threshold);

  switch (current.phase) {
    case 'normal':
    case 'pending': {
      if (!above) return { state: { phase: 'normal', lastAt: at } };
      const since = current.phase === 'pending' && !gap ? (current.since ?? at) : at;
      if (at - since >= spanMs)
        return { state: { phase: 'firing', lastAt: at, firedAt: at }, event: fired(at, value) };
      return { state: { phase: 'pending', since, lastAt: at } };
    }
    case 'firing':
    case 'recovering': {
      const firedAt = current.firedAt === undefined ? {} : { firedAt: current.firedAt };
      if (!underRecoveryLine) return { state: { phase: 'firing', lastAt: at, ...firedAt } };
      const continuing = current.phase === 'recovering' && !gap;
      const since = continuing ? (current.since ?? at) : at;
      const count = continuing ? (current.count ?? 0) + 1 : 1;
      if (count >= recoverySamples && at - since >= recoveryMs) {
        return {
          state: { phase: 'normal', lastAt: at },
          event: { kind: 'recovered', at, value, ...firedAt },
        };
      }
      return { state: { phase: 'recovering', since, count, lastAt: at, ...firedAt } };
    }
  }
}

const fired = (at: number, value: number): ThresholdEvent => ({ kind: 'fired', at, value });

export type WatchRules = Partial<Record<UsageMetric, number>> & { minutes: number };

/** Every metric the watch has a threshold for, after one sample of the server; events in metric order. */
export function evaluateWatch(
  state: WatchState,
  figures: UsageFigures,
  rules: WatchRules,
): { state: WatchState; events: (ThresholdEvent & { metric: UsageMetric })[] } {
  const next: WatchState = {};
  const events: (ThresholdEvent & { metric: UsageMetric })[] = [];
  for (const metric of usageMetrics) {
    const threshold = rules[metric];
    if (threshold === undefined) continue;
    const outcome = evaluateThreshold(state[metric], figureOf[metric](figures), figures.sampledAt, {
      threshold,
      minutes: rules.minutes,
    });
    next[metric] = outcome.state;
    if (outcome.event) events.push({ ...outcome.event, metric });
  }
  return { state: next, events };
}
