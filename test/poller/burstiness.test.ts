import { describe, expect, it } from 'vitest';
import { Burstiness, burstinessStateSchema } from '../../src/poller/activity/burstiness.js';

const minute = 60_000;
const hour = 60 * minute;

/** Polls one server's log every `pollEveryMs` until `untilMs`, telling the model what each poll found. */
function watch(
  burstiness: Burstiness,
  entryTimes: readonly number[],
  pollEveryMs: number,
  untilMs: number,
): void {
  let lastEntryAt: number | undefined;
  let next = 0;
  for (let to = pollEveryMs; to <= untilMs; to += pollEveryMs) {
    const fresh: number[] = [];
    while (next < entryTimes.length && entryTimes[next]! <= to) fresh.push(entryTimes[next++]!);
    burstiness.observe({ from: to - pollEveryMs, to, lastEntryAt, entryTimes: fresh });
    lastEntryAt = fresh.at(-1) ?? lastEntryAt;
  }
}

/** Runs of six entries a few seconds to a minute apart, one run every `everyMs`, starting at `offsetMs`. */
function runs(everyMs: number, offsetMs: number, untilMs: number): number[] {
  const gaps = [10_000, 25_000, 40_000, 70_000, 20_000];
  const times: number[] = [];
  for (let start = offsetMs; start < untilMs; start += everyMs) {
    let at = start;
    times.push(at);
    for (const gap of gaps) {
      at += gap;
      times.push(at);
    }
  }
  return times;
}

/** Independent entries: exponential gaps from a seeded generator. */
function independent(meanGapMs: number, seed: number, untilMs: number): number[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const times: number[] = [];
  for (let at = -Math.log(1 - random()) * meanGapMs; at < untilMs; at += -Math.log(1 - random()) * meanGapMs)
    times.push(at);
  return times;
}

describe('Burstiness', () => {
  it('says nothing without evidence, for an unknown age, or for a quiet server', () => {
    const burstiness = new Burstiness(3 * hour);
    expect(burstiness.speedup(5_000)).toBe(1);
    watch(burstiness, runs(hour, 10 * minute, 12 * hour), 30_000, 12 * hour);
    expect(burstiness.speedup(undefined)).toBe(1);
    expect(burstiness.speedup(2 * hour)).toBe(1);
  });

  it('speeds up polls of a server in the middle of a run, most right after an entry, up to the cap', () => {
    const burstiness = new Burstiness(3 * hour);
    for (let server = 0; server < 5; server += 1)
      watch(burstiness, runs(2 * hour, server * 7 * minute, 12 * hour), 30_000, 12 * hour);
    expect(burstiness.speedup(10_000)).toBe(4);
    expect(burstiness.speedup(45_000)).toBeGreaterThan(1.5);
    expect(burstiness.speedup(45 * minute)).toBe(1);
  });

  it('finds independent entries alike at every age, so nobody is polled faster', () => {
    const burstiness = new Burstiness(3 * hour);
    for (let server = 0; server < 10; server += 1)
      watch(burstiness, independent(20 * minute, server + 1, 24 * hour), 60_000, 24 * hour);
    for (const age of [5_000, 20_000, 45_000, 3 * minute, 10 * minute])
      expect(burstiness.speedup(age)).toBeLessThan(1.3);
  });

  it("learns from the entries' timestamps, so how often the servers were polled hardly matters", () => {
    const often = new Burstiness(3 * hour);
    const seldom = new Burstiness(3 * hour);
    for (let server = 0; server < 5; server += 1) {
      const times = runs(90 * minute, server * 11 * minute, 12 * hour);
      watch(often, times, 10_000, 12 * hour);
      watch(seldom, times, 5 * minute, 12 * hour);
    }
    for (const age of [20_000, 45_000, 90_000])
      expect(seldom.speedup(age)).toBeCloseTo(often.speedup(age), 1);
  });

  it('counts undated entries found together as one entry at the time they were found', () => {
    const undated = new Burstiness(3 * hour);
    const dated = new Burstiness(3 * hour);
    for (let run = 0; run < 20; run += 1) {
      const start = run * hour;
      for (const model of [undated, dated])
        model.observe({ from: start, to: start + 30 * minute, lastEntryAt: start - hour, entryTimes: [] });
      undated.observe({
        from: start + 30 * minute,
        to: start + 30 * minute + 10_000,
        lastEntryAt: start - hour,
        entryTimes: [undefined, undefined, undefined],
      });
      dated.observe({
        from: start + 30 * minute,
        to: start + 30 * minute + 10_000,
        lastEntryAt: start - hour,
        entryTimes: [start + 30 * minute + 10_000],
      });
      for (const model of [undated, dated])
        model.observe({
          from: start + 30 * minute + 10_000,
          to: start + hour,
          lastEntryAt: start + 30 * minute + 10_000,
          entryTimes: [],
        });
    }
    expect(undated.speedup(5_000)).toBe(dated.speedup(5_000));
    expect(undated.speedup(40 * minute)).toBe(dated.speedup(40 * minute));
  });

  it('hands over what it learned to a new instance, as stored between runs', () => {
    const learned = new Burstiness(3 * hour);
    for (let server = 0; server < 5; server += 1)
      watch(learned, runs(2 * hour, server * 7 * minute, 12 * hour), 30_000, 12 * hour);
    const stored = burstinessStateSchema.parse(JSON.parse(JSON.stringify(learned.state())));
    const restored = new Burstiness(3 * hour);
    restored.restore(stored);
    for (const age of [10_000, 45_000, 90_000, hour])
      expect(restored.speedup(age)).toBe(learned.speedup(age));
    expect(burstinessStateSchema.safeParse({ ...stored, entries: stored.entries.slice(1) }).success).toBe(
      false,
    );
  });
});
