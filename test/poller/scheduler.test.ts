import { describe, expect, it } from 'vitest';
import { Scheduler } from '../../src/poller/scheduler.js';

const timing = { baseIntervalMs: 1_000, maxQuietIntervalMs: 8_000 };

describe('Scheduler', () => {
  it('doubles a quiet server\'s interval up to the cap, and returns to the base when news arrives', () => {
    const scheduler = new Scheduler(timing);
    scheduler.ensure('activity:a', 'activity', 0);
    const gaps: number[] = [];
    let now = 0;
    for (const news of [false, false, false, false, false, true, false]) {
      scheduler.polled('activity:a', now, news);
      const next = scheduler.nextDueAt()!;
      gaps.push(next - now);
      now = next;
    }
    expect(gaps).toEqual([2_000, 4_000, 8_000, 8_000, 8_000, 1_000, 2_000]);
  });

  it('offers provisioning checks first, then whatever is longest overdue', () => {
    const scheduler = new Scheduler(timing);
    scheduler.ensure('activity:late', 'activity', 100);
    scheduler.ensure('activity:later', 'activity', 300);
    scheduler.ensure('server-sweep', 'server-sweep', 200);
    scheduler.ensure('discovery', 'discovery', 250);
    scheduler.ensure('provisioning', 'provisioning', 400);
    scheduler.ensure('activity:future', 'activity', 5_000);
    expect(scheduler.due(1_000).map((task) => task.key)).toEqual(['provisioning', 'activity:late', 'server-sweep', 'discovery', 'activity:later']);
  });

  it('keeps an existing task\'s timing when ensured again, and only brings it forward when expedited', () => {
    const scheduler = new Scheduler(timing);
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
    const scheduler = new Scheduler(timing);
    scheduler.ensure('activity:a', 'activity', 0);
    scheduler.ensure('activity:b', 'activity', 10);
    const [first] = scheduler.due(100);
    scheduler.polled(first!.key, 100, false);
    expect(scheduler.due(150).map((task) => task.key)).toEqual(['activity:b']);
  });
});
