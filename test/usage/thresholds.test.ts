import { describe, expect, it } from 'vitest';
import {
  evaluateThreshold,
  evaluateWatch,
  hysteresisPoints,
  type ThresholdEvent,
  type ThresholdState,
  thresholdStateSchema,
  watchStateSchema,
  type WatchState,
} from '../../src/usage/thresholds.js';

const minuteMs = 60_000;
const rule = { threshold: 90, minutes: 5 };
const start = Date.UTC(2026, 0, 1);

/** Feeds one sample per `everyMs` (undefined figures included) and returns every event with its sample index. */
function run(values: (number | undefined)[], everyMs = 30_000, initial?: ThresholdState) {
  let state = initial;
  const events: (ThresholdEvent & { index: number })[] = [];
  values.forEach((value, index) => {
    const outcome = evaluateThreshold(state, value, start + index * everyMs, rule);
    state = outcome.state;
    if (outcome.event) events.push({ ...outcome.event, index });
  });
  return { state, events };
}

const repeat = <T>(value: T, times: number): T[] => Array.from({ length: times }, () => value);

describe('evaluateThreshold', () => {
  it('fires once, when every sample of the span was above', () => {
    // Samples every 30 s: the 11th above sample is 5 minutes after the first.
    const { events, state } = run([50, ...repeat(95, 30)]);
    expect(events).toEqual([{ kind: 'fired', at: start + 11 * 30_000, value: 95, index: 11 }]);
    expect(state?.phase).toBe('firing');
  });

  it('does not fire when one sample in the span dips under the threshold', () => {
    const { events } = run([...repeat(95, 9), 89, ...repeat(95, 9), 90, ...repeat(95, 9)]);
    expect(events).toEqual([]);
  });

  it('recovers once, after a minute under the recovery line over two samples', () => {
    const { events, state } = run([...repeat(95, 11), 84, 84, 84, 20, 20, 20]);
    expect(events.map((event) => [event.kind, event.index])).toEqual([
      ['fired', 10],
      ['recovered', 13],
    ]);
    expect(state?.phase).toBe('normal');
  });

  it('does not flap on a figure hovering around the threshold', () => {
    const hovering = Array.from({ length: 200 }, (_, index) => (index % 2 === 0 ? 91 : 88));
    const { events } = run([...repeat(95, 11), ...hovering]);
    expect(events.map((event) => event.kind)).toEqual(['fired']);
    // Hovering just over the threshold from the start: never all above for 5 minutes, never fires.
    expect(run(hovering).events).toEqual([]);
  });

  it('keeps firing when a recovery is interrupted before it holds', () => {
    const { events } = run([...repeat(95, 11), 80, 92, 80, 92, 80, 92]);
    expect(events.map((event) => event.kind)).toEqual(['fired']);
  });

  it('ignores undefined figures', () => {
    // Unreadable figures neither break the run above nor count as above on their own.
    const mixed = [...repeat(95, 5), undefined, undefined, ...repeat(95, 6)];
    expect(run(mixed).events).toEqual([{ kind: 'fired', at: start + 10 * 30_000, value: 95, index: 10 }]);
    expect(run([95, ...repeat(undefined, 20)]).events).toEqual([]);
    expect(run(repeat(undefined, 50)).state).toEqual({ phase: 'normal' });
  });

  it('restarts the span after a gap in sampling longer than the span', () => {
    const before = run(repeat(95, 8)).state;
    // Six minutes without an interpreted sample: the run above restarts at the next sample.
    const after = evaluateThreshold(before, 95, start + 7 * 30_000 + 6 * minuteMs, rule);
    expect(after.event).toBeUndefined();
    expect(after.state).toMatchObject({ phase: 'pending', since: start + 7 * 30_000 + 6 * minuteMs });
    // Sparse samples within the span still count: every 4 minutes, fires at the second minute-8 sample.
    expect(run(repeat(95, 3), 4 * minuteMs).events.map((event) => event.index)).toEqual([2]);
  });

  it('keeps its state in a small serializable object', () => {
    const { state } = run([...repeat(95, 11), 80]);
    const restored = thresholdStateSchema.parse(JSON.parse(JSON.stringify(state)));
    expect(restored).toEqual(state);
    // Its phase, run and the time it fired: a few numbers per watch and metric.
    expect(JSON.stringify(restored).length).toBeLessThan(128);
    // A restart in the middle of a recovery finishes it once.
    const resumed = evaluateThreshold(restored, 70, start + 13 * 30_000, rule);
    expect(resumed.event?.kind).toBe('recovered');
    // The recovery names the crossing it ends, across the restart: the incident an acknowledgement was for.
    expect(resumed.event?.firedAt).toBe(start + 10 * 30_000);
  });
});

describe('evaluateThreshold at the edges of the percent range', () => {
  /** The same 30-second feed as `run`, for any threshold. */
  function feed(threshold: number, values: number[]) {
    let state: ThresholdState | undefined;
    const events: string[] = [];
    values.forEach((value, index) => {
      const outcome = evaluateThreshold(state, value, start + index * 30_000, { threshold, minutes: 5 });
      state = outcome.state;
      if (outcome.event) events.push(`${outcome.event.kind}@${index}`);
    });
    return { events, phase: state?.phase };
  }

  // Each threshold with the recovery line it must have: 5 points under, or half the threshold under 10 %.
  const edges: [threshold: number, recoveryLine: number][] = [
    [1, 0.5],
    [2, 1],
    [3, 1.5],
    [4, 2],
    [5, 2.5],
    [95, 90],
    [96, 91],
    [97, 92],
    [98, 93],
    [99, 94],
    [100, 95],
  ];

  it.each(edges)('threshold %d %% fires, holds above %d %%, and recovers under it', (threshold, line) => {
    expect(threshold - hysteresisPoints(threshold)).toBe(line);
    const above = threshold + 0.5;
    const firing = repeat(above, 11);
    // Fires once after the span; on the recovery line itself (not under it) it keeps firing.
    expect(feed(threshold, [...firing, ...repeat(line, 20)])).toEqual({
      events: ['fired@10'],
      phase: 'firing',
    });
    // Just under the line for a minute over three samples: recovered, once.
    expect(feed(threshold, [...firing, line - 0.1, line - 0.1, line - 0.1, line - 0.1])).toEqual({
      events: ['fired@10', 'recovered@13'],
      phase: 'normal',
    });
    // An idle server (0 %) recovers from any threshold.
    expect(feed(threshold, [...firing, 0, 0, 0]).events).toEqual(['fired@10', 'recovered@13']);
  });

  it.each(edges)('threshold %d %% does not flap on a figure hovering at the line', (threshold) => {
    const hovering = Array.from({ length: 200 }, (_, index) =>
      index % 2 === 0 ? threshold + 0.1 : Math.max(0, threshold - 0.1),
    );
    expect(feed(threshold, [...repeat(threshold + 0.5, 11), ...hovering]).events).toEqual(['fired@10']);
    expect(feed(threshold, hovering).events).toEqual([]);
  });

  it('keeps the recovery line above 0 % and at most 5 points under the threshold', () => {
    for (let threshold = 1; threshold <= 100; threshold += 1) {
      const margin = hysteresisPoints(threshold);
      expect(threshold - margin).toBeGreaterThan(0);
      expect(margin).toBeLessThanOrEqual(5);
    }
  });
});

describe('evaluateWatch', () => {
  it('evaluates only the metrics with a threshold, each on its own', () => {
    let state: WatchState = {};
    const kinds: string[] = [];
    for (let index = 0; index <= 12; index += 1) {
      const outcome = evaluateWatch(
        state,
        {
          cpuPercent: 99,
          ramPercent: index < 12 ? 95 : undefined,
          diskPercent: 99,
          sampledAt: start + index * minuteMs,
        },
        { cpu: 80, ram: 90, minutes: 10 },
      );
      state = watchStateSchema.parse(JSON.parse(JSON.stringify(outcome.state)));
      kinds.push(...outcome.events.map((event) => `${event.metric}:${event.kind}`));
    }
    expect(kinds).toEqual(['cpu:fired', 'ram:fired']);
    expect(Object.keys(state).sort()).toEqual(['cpu', 'ram']);
  });
});
