import { z } from 'zod';
import { figureOf, type UsageFigures, usageMetrics } from './figures.js';

/** One point of a chart: a bucket's start and its average figures. */
export type UsagePoint = { at: number; cpuPercent?: number; ramPercent?: number; diskPercent?: number };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
/** Minute buckets for the last 6 hours, 10-minute buckets back to 24 hours. */
const fineStepMs = minuteMs;
const fineKeepMs = 6 * hourMs;
const coarseStepMs = 10 * minuteMs;
const coarseKeepMs = 24 * hourMs;
export const historyHours = coarseKeepMs / hourMs;

/**
 * A bucket as a row of a flat array: start (in steps of its tier), sample count, then its figures (NaN:
 * none): CPU, RAM and disk for usage.
 */
const usageWidth = 3;

/**
 * The stored form, one record per server: each tier a flat list of rows `[start, count, cpu, ram, disk]`, the
 * first row's start absolute (in steps of the tier since the epoch) and the others relative to the previous
 * row, figures rounded to 0.1 and `null` where there was none. About 10 KB of JSON for 24 h sampled every
 * minute.
 */
export const usageHistoryRecordSchema = z.object({
  v: z.literal(1),
  fine: z.array(z.number().nullable()),
  coarse: z.array(z.number().nullable()),
});
export type UsageHistoryRecord = z.infer<typeof usageHistoryRecordSchema>;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Averages weighted by sample count; a figure one side lacks is taken from the other as it is. */
function mergeAverage(a: number, aCount: number, b: number, bCount: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  return round1((a * aCount + b * bCount) / (aCount + bCount));
}

/** One bucket read back: its start and its average figures (NaN: none). */
export type TierEntry = { at: number; values: number[] };

/** One tier of buckets of a fixed step, each holding `width` averaged figures. */
export class Tier {
  private readonly stride: number;

  constructor(
    readonly stepMs: number,
    readonly width: number,
    /** Packed numbers (NaN for a missing figure) keep a usage bucket at 40 bytes in memory. */
    readonly rows: number[] = [],
  ) {
    this.stride = 2 + width;
  }

  get length(): number {
    return this.rows.length / this.stride;
  }

  startAt(index: number): number {
    return (this.rows[index * this.stride] ?? 0) * this.stepMs;
  }

  lastStart(): number | undefined {
    return this.length === 0 ? undefined : this.startAt(this.length - 1);
  }

  /**
   * Adds a bucket's worth (count samples with these averages) at `at`, merging into the last bucket if the
   * same.
   */
  add(at: number, count: number, values: readonly number[]): void {
    const step = Math.floor(at / this.stepMs);
    const { stride } = this;
    const last = this.length - 1;
    if (last >= 0 && this.rows[last * stride] === step) {
      const offset = last * stride;
      const lastCount = this.rows[offset + 1] ?? 0;
      values.forEach((value, metric) => {
        const index = offset + 2 + metric;
        this.rows[index] = mergeAverage(this.rows[index] ?? Number.NaN, lastCount, value, count);
      });
      this.rows[offset + 1] = lastCount + count;
      return;
    }
    this.rows.push(step, count, ...values.map((value) => (Number.isNaN(value) ? value : round1(value))));
  }

  /** Removes and returns the buckets that start before `before`, oldest first. */
  takeBefore(before: number): number[][] {
    let kept = 0;
    while (kept < this.length && this.startAt(kept) < before) kept += 1;
    const { stride } = this;
    const taken = this.rows.splice(0, kept * stride);
    return Array.from({ length: kept }, (_, index) => taken.slice(index * stride, (index + 1) * stride));
  }

  entries(from: number): TierEntry[] {
    const entries: TierEntry[] = [];
    for (let index = 0; index < this.length; index += 1) {
      const at = this.startAt(index);
      if (at < from) continue;
      const offset = index * this.stride + 2;
      entries.push({ at, values: this.rows.slice(offset, offset + this.width) });
    }
    return entries;
  }

  serialize(): (number | null)[] {
    const { stride } = this;
    const out: (number | null)[] = [];
    let previous = 0;
    for (let index = 0; index < this.length; index += 1) {
      const row = this.rows.slice(index * stride, (index + 1) * stride);
      const start = row[0] ?? 0;
      out.push(start - previous, ...row.slice(1).map((value) => (Number.isNaN(value) ? null : value)));
      previous = start;
    }
    return out;
  }

  static deserialize(stepMs: number, width: number, stored: readonly (number | null)[]): Tier {
    const stride = 2 + width;
    const rows: number[] = [];
    let start = 0;
    for (let offset = 0; offset + stride <= stored.length; offset += stride) {
      start += stored[offset] ?? 0;
      rows.push(start, ...stored.slice(offset + 1, offset + stride).map((value) => value ?? Number.NaN));
    }
    return new Tier(stepMs, width, rows);
  }
}

/** A fine tier for the last 6 hours and a coarse one back to 24 hours, of `width` figures per bucket. */
export class TieredSamples {
  private constructor(
    private readonly fine: Tier,
    private readonly coarse: Tier,
  ) {}

  static empty(width: number): TieredSamples {
    return new TieredSamples(new Tier(fineStepMs, width), new Tier(coarseStepMs, width));
  }

  static fromRecord(width: number, record: Pick<UsageHistoryRecord, 'fine' | 'coarse'>): TieredSamples {
    return new TieredSamples(
      Tier.deserialize(fineStepMs, width, record.fine),
      Tier.deserialize(coarseStepMs, width, record.coarse),
    );
  }

  tiers(): Pick<UsageHistoryRecord, 'fine' | 'coarse'> {
    return { fine: this.fine.serialize(), coarse: this.coarse.serialize() };
  }

  /** When the oldest kept sample was taken (its bucket's start), if any. */
  firstAt(): number | undefined {
    return this.coarse.length > 0
      ? this.coarse.startAt(0)
      : this.fine.length > 0
        ? this.fine.startAt(0)
        : undefined;
  }

  lastAt(): number | undefined {
    return this.fine.lastStart() ?? this.coarse.lastStart();
  }

  /** Adds a sample; one older than the newest bucket is dropped (false): the history only moves forward. */
  add(at: number, values: readonly number[]): boolean {
    const last = this.lastAt();
    if (last !== undefined && at < last) return false;
    if (values.every(Number.isNaN)) return false;
    this.fine.add(at, 1, values);
    this.compact(at);
    return true;
  }

  /** The buckets of the last `hours` before `now`, oldest first. */
  span(hours: number, now: number): TierEntry[] {
    const from = now - hours * hourMs;
    return [...this.coarse.entries(from), ...this.fine.entries(from)].filter((entry) => entry.at <= now);
  }

  /** Buckets starting more than 6 h (24 h) before the newest sample move to the coarse tier (are dropped). */
  private compact(now: number): void {
    for (const row of this.fine.takeBefore(now - fineKeepMs + 1)) {
      const [step = 0, count = 0, ...values] = row;
      this.coarse.add(step * fineStepMs, count, values);
    }
    this.coarse.takeBefore(now - coarseKeepMs + 1);
  }
}

/**
 * A bounded history of one server's usage: at most 360 minute buckets and 108 ten-minute buckets (24 hours),
 * whatever the sampling rate. Measured by `npm run bench -- charts`, sampled every minute for 24 h (the worst
 * case): about 23 KB of heap and 8.5 KB of JSON per server, so about 230 MB and 80 MB at 10,000 servers. The
 * poller's budget cannot sample 10,000 servers every minute: sampled every 30 minutes a server's history
 * takes about 3 KB of heap and 1 KB of JSON (30 MB and 9 MB at 10,000 servers).
 */
export class UsageHistory {
  private constructor(private readonly samples: TieredSamples) {}

  static empty(): UsageHistory {
    return new UsageHistory(TieredSamples.empty(usageWidth));
  }

  static fromRecord(record: UsageHistoryRecord): UsageHistory {
    return new UsageHistory(TieredSamples.fromRecord(usageWidth, record));
  }

  toRecord(): UsageHistoryRecord {
    return { v: 1, ...this.samples.tiers() };
  }

  /** When the oldest kept sample was taken (its bucket's start), if any. */
  firstAt(): number | undefined {
    return this.samples.firstAt();
  }

  lastAt(): number | undefined {
    return this.samples.lastAt();
  }

  /**
   * Adds a sample; one older than the newest bucket is dropped (false), since the history only moves forward.
   */
  add(figures: UsageFigures): boolean {
    return this.samples.add(
      figures.sampledAt,
      usageMetrics.map((metric) => figureOf[metric](figures) ?? Number.NaN),
    );
  }

  /** The points of the last `hours` before `now` (default: the newest sample), oldest first. */
  span(hours: number, now = this.lastAt() ?? 0): UsagePoint[] {
    return this.samples
      .span(hours, now)
      .map(({ at, values: [cpu = Number.NaN, ram = Number.NaN, disk = Number.NaN] }) => ({
        at,
        ...(Number.isNaN(cpu) ? {} : { cpuPercent: cpu }),
        ...(Number.isNaN(ram) ? {} : { ramPercent: ram }),
        ...(Number.isNaN(disk) ? {} : { diskPercent: disk }),
      }));
  }
}
