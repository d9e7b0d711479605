import { describe, expect, it } from 'vitest';
import type { GovernorSnapshot } from '../../src/api/index.js';
import { CallBudget, CallRate } from '../../src/poller/budget.js';

function world(snapshot: Partial<GovernorSnapshot>) {
  const clock = { now: 1_000_000 };
  let current: GovernorSnapshot = { inFlight: 0, queued: { interactive: 0, background: 0 }, ...snapshot };
  const budget = new CallBudget({ snapshot: () => current }, 0.5, () => clock.now);
  return {
    clock,
    budget,
    set(next: Partial<GovernorSnapshot>) {
      current = { ...current, ...next };
    },
  };
}

describe('CallBudget', () => {
  it('spreads its share of a window over the window instead of spending it at once', () => {
    const { clock, budget } = world({ limit: 120, remaining: 120, resetAt: 1_060_000 });
    let calls = 0;
    let largestBurst = 0;
    while (clock.now < 1_060_000) {
      const allowed = budget.allowance();
      largestBurst = Math.max(largestBurst, allowed);
      budget.spend(allowed);
      calls += allowed;
      clock.now += 1_000;
    }
    expect(calls).toBeLessThanOrEqual(60);
    expect(calls).toBeGreaterThanOrEqual(55);
    expect(largestBurst).toBeLessThanOrEqual(6);
  });

  it('waits for the reset once its share is spent, and for the end of a 429 pause', () => {
    const { clock, budget, set } = world({ limit: 10, remaining: 8, resetAt: 1_030_000 });
    budget.spend(5);
    expect(budget.allowance()).toBe(0);
    expect(budget.nextCallAt()).toBe(1_030_000);
    set({ pausedUntil: 1_045_000 });
    expect(budget.nextCallAt()).toBe(1_045_000);
    clock.now = 1_046_000;
    set({ remaining: 10, resetAt: 1_076_000 });
    expect(budget.allowance()).toBeGreaterThan(0);
  });

  it('leaves what interactive commands already spent to them', () => {
    const { budget } = world({ limit: 100, remaining: 2, resetAt: 1_001_000 });
    expect(budget.allowance()).toBeLessThanOrEqual(2);
  });

  it('starts only a few calls per cycle while the limit is unknown', () => {
    const { budget } = world({});
    expect(budget.allowance()).toBe(3);
    expect(budget.nextCallAt()).toBeUndefined();
  });
});

describe('CallBudget.sustainableCallsPerMs', () => {
  it(
    'is the share less the unforeseen part, ' + 'per millisecond of a window, however much of it is spent',
    () => {
      const { budget } = world({ limit: 120, remaining: 1, resetAt: 1_060_000 });
      expect(budget.sustainableCallsPerMs()).toBeCloseTo(57 / 60_000);
    },
  );

  it('is unknown until the API names its limit', () => {
    expect(world({}).budget.sustainableCallsPerMs()).toBeUndefined();
  });
});

describe('CallRate', () => {
  it('settles on a steady rate and forgets it once the calls stop', () => {
    const rate = new CallRate(60_000);
    for (let at = 0; at < 600_000; at += 5_000) rate.record(at, 1);
    expect(rate.callsPerMs(600_000) * 60_000).toBeCloseTo(12, 0);
    expect(rate.callsPerMs(1_200_000) * 60_000).toBeLessThan(0.01);
  });
});
