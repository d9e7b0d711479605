import { z } from 'zod';
import { TieredSamples } from './history.js';

/** Players online at a bucket's start (the bucket's average, to one decimal). */
export type PlayerPoint = { at: number; online: number };

/** The stored form: the tiers of the usage history, one figure per bucket (players online). */
export const playerHistoryRecordSchema = z.object({
  v: z.literal(1),
  fine: z.array(z.number().nullable()),
  coarse: z.array(z.number().nullable()),
});
export type PlayerHistoryRecord = z.infer<typeof playerHistoryRecordSchema>;

/**
 * Players online as the game said, for a watched server, kept beside its usage history in the same bounded
 * tiers (minute buckets for 6 hours, ten-minute buckets back to 24 hours). A record of its own, so the game
 * watch and the usage sampler never write over each other's samples.
 */
export class PlayerHistory {
  private constructor(private readonly samples: TieredSamples) {}

  static empty(): PlayerHistory {
    return new PlayerHistory(TieredSamples.empty(1));
  }

  static fromRecord(record: PlayerHistoryRecord): PlayerHistory {
    return new PlayerHistory(TieredSamples.fromRecord(1, record));
  }

  toRecord(): PlayerHistoryRecord {
    return { v: 1, ...this.samples.tiers() };
  }

  /** Adds what a query counted at `at`; an older sample than the newest is dropped (false). */
  add(at: number, online: number): boolean {
    return this.samples.add(at, [online]);
  }

  span(hours: number, now: number): PlayerPoint[] {
    return this.samples
      .span(hours, now)
      .flatMap(({ at, values: [online = Number.NaN] }) => (Number.isNaN(online) ? [] : [{ at, online }]));
  }

  /** The most players of the last `hours` (a bucket's average, rounded), if any were sampled. */
  peak(hours: number, now: number): number | undefined {
    const points = this.span(hours, now);
    return points.length === 0 ? undefined : Math.round(Math.max(...points.map((point) => point.online)));
  }
}
