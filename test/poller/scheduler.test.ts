import { describe, expect, it } from 'vitest';
import {
  quietIntervalCap,
  quietIntervalsWithoutBudget,
  Scheduler,
  type KindSchedule,
} from '../../src/poller/scheduler.js';
import type { PollerTiming } from '../../src/poller/timing.js';

const timing = { baseIntervalMs: 1_000, maxQuietIntervalMs: 8_000 };

/** The kinds these tests use, declared as the built-in tasks declare them. */
const builtInKinds: Record<string, KindSchedule> = {
  activity: { urgency: 1, adaptive: true },
  discovery: { urgency: 1 },
  provisioning: { urgency: 0 },
  'server-sweep': { urgency: 1 },
};

function newScheduler(settings: Pick<PollerTiming, 'baseIntervalMs' | 'maxQuietIntervalMs'>): Scheduler {
  const scheduler = new Scheduler(settings);
  for (const [kind, schedule] of Object.entries(builtInKinds)) scheduler.declare(kind, schedule);
  return scheduler;
}

describe('Scheduler', () => {
  it('polls every server at the quiet cap until the account shows its entries come in runs', () => {
    const scheduler = newScheduler(timing);
    scheduler.ensure('activity:a', 'activity', 0);
    scheduler.fitQuietInterval(undefined, 0);
    scheduler.polled('activity:a', 0, { entryTimes: [], newestBefore: undefined, newestAfter: undefined });
    expect(scheduler.nextDueAt()).toBe(8_000);
    scheduler.polled('activity:a', 8_000, {
      entryTimes: [7_500],
      newestBefore: undefined,
      newestAfter: 7_500,
    });
    // News, but no evidence yet that news brings more: still the cap.
    expect(scheduler.nextDueAt()).toBe(16_000);
  });

  it(
    'polls a server soon after its last entry when entries come in runs, ' +
      'and less and less as it stays quiet',
    () => {
      const scheduler = newScheduler({ baseIntervalMs: 1_000, maxQuietIntervalMs: 3_600_000 });
      scheduler.ensure('activity:a', 'activity', 0);
      scheduler.fitQuietInterval(1 / 60_000, 0);
      // A day of runs: every two hours, five entries ten seconds apart, read by polls every ten seconds.
      let now = 0;
      for (let run = 0; run < 12; run += 1, now += 7_200_000) {
        for (let entry = 0; entry < 5; entry += 1)
          scheduler.polled('activity:a', now + entry * 10_000, {
            entryTimes: [now + entry * 10_000 - 1_000],
            newestBefore: undefined,
            newestAfter: now + entry * 10_000 - 1_000,
          });
        scheduler.polled('activity:a', now + 7_199_000, {
          entryTimes: [],
          newestBefore: undefined,
          newestAfter: undefined,
        });
      }
      // One server at a call a minute: the quiet cap is a minute; right after an entry, four times as often.
      scheduler.polled('activity:a', now + 1_000, {
        entryTimes: [now],
        newestBefore: undefined,
        newestAfter: now,
      });
      expect(scheduler.nextDueAt()! - (now + 1_000)).toBe(15_000);
      expect(scheduler.activityInterval(20 * 60_000)).toBeGreaterThan(15_000);
      expect(scheduler.activityInterval(3_600_000)).toBe(60_000);
    },
  );

  it('offers provisioning checks first, then whatever is longest overdue', () => {
    const scheduler = newScheduler(timing);
    scheduler.ensure('activity:late', 'activity', 100);
    scheduler.ensure('activity:later', 'activity', 300);
    scheduler.ensure('server-sweep', 'server-sweep', 200);
    scheduler.ensure('discovery', 'discovery', 250);
    scheduler.ensure('provisioning', 'provisioning', 400);
    scheduler.ensure('activity:future', 'activity', 5_000);
    expect([...scheduler.due(1_000)].map((task) => task.key)).toEqual([
      'provisioning',
      'activity:late',
      'server-sweep',
      'discovery',
      'activity:later',
    ]);
  });

  it("keeps an existing task's timing when ensured again, and only brings it forward when expedited", () => {
    const scheduler = newScheduler(timing);
    scheduler.ensure('provisioning', 'provisioning', 5_000);
    scheduler.ensure('provisioning', 'provisioning', 0);
    expect(scheduler.nextDueAt()).toBe(5_000);
    scheduler.expedite('provisioning', 9_000);
    expect(scheduler.nextDueAt()).toBe(5_000);
    scheduler.expedite('provisioning', 2_000);
    expect(scheduler.nextDueAt()).toBe(2_000);
    scheduler.remove('provisioning');
    expect(scheduler.nextDueAt()).toBeUndefined();
  });

  it('leaves a task the cycle did not run due, so the interval stretches instead of work being lost', () => {
    const scheduler = newScheduler(timing);
    scheduler.ensure('activity:a', 'activity', 0);
    scheduler.ensure('activity:b', 'activity', 10);
    const [first] = scheduler.due(100);
    scheduler.polled(first!.key, 100);
    expect([...scheduler.due(150)].map((task) => task.key)).toEqual(['activity:b']);
  });
});

describe('quietIntervalCap', () => {
  const perMinute = (calls: number) => calls / 60_000;
  const bounds = { baseIntervalMs: 30_000, maxQuietIntervalMs: 1_800_000 };

  it('is one pass over every server at the activity budget', () => {
    // 100 servers at 50 calls a minute: a pass takes 2 minutes.
    expect(quietIntervalCap(100, perMinute(50), bounds)).toBe(120_000);
  });

  it('shrinks when the budget is plentiful and grows with the servers polled', () => {
    expect(quietIntervalCap(100, perMinute(100), bounds)).toBeLessThan(
      quietIntervalCap(100, perMinute(50), bounds),
    );
    expect(quietIntervalCap(200, perMinute(50), bounds)).toBeGreaterThan(
      quietIntervalCap(100, perMinute(50), bounds),
    );
  });

  it('never goes below the base interval nor above the configured maximum', () => {
    expect(quietIntervalCap(1, perMinute(1_000), bounds)).toBe(30_000);
    expect(quietIntervalCap(0, perMinute(50), bounds)).toBe(30_000);
    expect(quietIntervalCap(10_000, perMinute(50), bounds)).toBe(1_800_000);
  });

  it(
    'is the configured maximum when no budget is left, ' +
      'and a moderate multiple of the base without a known limit',
    () => {
      expect(quietIntervalCap(100, undefined, bounds)).toBe(
        quietIntervalsWithoutBudget * bounds.baseIntervalMs,
      );
      expect(quietIntervalCap(100, 0, bounds)).toBe(1_800_000);
      expect(quietIntervalCap(100, -perMinute(5), bounds)).toBe(1_800_000);
    },
  );
});

describe('Scheduler kinds', () => {
  it('orders, reschedules and refuses kinds only as the tasks that own them declared them', () => {
    const scheduler = new Scheduler(timing);
    scheduler.declare('urgent', { urgency: 0 });
    scheduler.declare('slow', { urgency: 2, intervalMs: 5_000 });
    scheduler.declare('plain', { urgency: 1 });
    scheduler.ensure('slow', 'slow', 0);
    scheduler.ensure('plain', 'plain', 0);
    scheduler.ensure('urgent', 'urgent', 50);
    expect([...scheduler.due(100)].map((task) => task.key)).toEqual(['urgent', 'plain', 'slow']);
    scheduler.completed('slow', 100);
    scheduler.completed('plain', 100);
    expect([...scheduler.due(1_100)].map((task) => task.key)).toEqual(['urgent', 'plain']);
    expect([...scheduler.due(5_100)].map((task) => task.key)).toEqual(['urgent', 'plain', 'slow']);
    expect(() => scheduler.ensure('other', 'undeclared', 0)).toThrow(/undeclared/);
    expect(() => scheduler.declare('plain', { urgency: 1 })).toThrow(/two poller tasks/);
  });
});

describe('Scheduler quiet interval', () => {
  it('caps quiet servers at the fitted interval, refitted as servers are added', () => {
    const scheduler = newScheduler({ baseIntervalMs: 1_000, maxQuietIntervalMs: 100_000 });
    scheduler.ensure('activity:a', 'activity', 0);
    scheduler.ensure('discovery', 'discovery', 0);
    // One activity task at 10 calls a second: a pass takes a tenth of the base interval, so the base it is.
    scheduler.fitQuietInterval(10 / 1_000, 0);
    expect(scheduler.activityInterval(undefined)).toBe(1_000);
    for (const server of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'])
      scheduler.ensure(`activity:${server}`, 'activity', 0);
    scheduler.fitQuietInterval(1 / 1_000, 0);
    expect(scheduler.activityInterval(undefined)).toBe(10_000);
    scheduler.fitQuietInterval(undefined, 0);
    expect(scheduler.activityInterval(undefined)).toBe(quietIntervalsWithoutBudget * 1_000);
  });
});
