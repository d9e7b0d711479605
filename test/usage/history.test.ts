import { describe, expect, it } from 'vitest';
import { UsageHistory, usageHistoryRecordSchema } from '../../src/usage/history.js';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const start = Date.UTC(2026, 0, 1);

/** A day sampled every minute: CPU climbs with the minute of the hour, RAM is constant, disk is unreadable. */
function dayOfMinutes(history = UsageHistory.empty(), minutes = 24 * 60) {
  for (let minute = 0; minute < minutes; minute += 1) {
    history.add({ cpuPercent: minute % 60, ramPercent: 40, sampledAt: start + minute * minuteMs });
  }
  return history;
}

describe('UsageHistory', () => {
  it('keeps minute buckets for 6 hours and 10-minute buckets back to 24 hours', () => {
    const history = dayOfMinutes();
    const now = start + (24 * 60 - 1) * minuteMs;
    const day = history.span(24);
    const fine = day.filter((point) => point.at > now - 6 * hourMs);
    const coarse = day.filter((point) => point.at <= now - 6 * hourMs);
    expect(fine).toHaveLength(360);
    expect(coarse).toHaveLength(108);
    expect(coarse.every((point) => (point.at - start) % (10 * minuteMs) === 0)).toBe(true);
    // A 10-minute bucket averages its minutes: 0..9 -> 4.5, RAM stays, disk was never known.
    expect(coarse.find((point) => (point.at - start) % hourMs === 0)).toEqual({
      at: expect.any(Number),
      cpuPercent: 4.5,
      ramPercent: 40,
    });
    expect(day.map((point) => point.at)).toEqual([...day.map((point) => point.at)].sort((a, b) => a - b));
  });

  it('stays bounded however long and often it is sampled', () => {
    const history = UsageHistory.empty();
    for (let second = 0; second < 3 * 24 * 3600; second += 10) {
      history.add({ cpuPercent: 50, ramPercent: 50, diskPercent: 50, sampledAt: start + second * 1000 });
    }
    expect(history.span(72).length).toBeLessThanOrEqual(360 + 109);
    expect(history.firstAt()).toBeGreaterThanOrEqual(start + 48 * hourMs - 10 * minuteMs);
  });

  it('merges samples of one minute and answers a span query', () => {
    const history = UsageHistory.empty();
    history.add({ cpuPercent: 10, sampledAt: start });
    history.add({ cpuPercent: 20, diskPercent: 70, sampledAt: start + 30_000 });
    history.add({ cpuPercent: 90, sampledAt: start + 2 * hourMs });
    expect(history.span(1)).toEqual([{ at: start + 2 * hourMs, cpuPercent: 90 }]);
    expect(history.span(3)).toEqual([
      { at: start, cpuPercent: 15, diskPercent: 70 },
      { at: start + 2 * hourMs, cpuPercent: 90 },
    ]);
  });

  it('ignores samples from the past and samples with no figure', () => {
    const history = UsageHistory.empty();
    expect(history.add({ sampledAt: start })).toBe(false);
    expect(history.add({ ramPercent: 5, sampledAt: start + hourMs })).toBe(true);
    expect(history.add({ ramPercent: 99, sampledAt: start })).toBe(false);
    expect(history.span(24)).toEqual([{ at: start + hourMs, ramPercent: 5 }]);
    expect(UsageHistory.empty().span(24)).toEqual([]);
  });

  it('round-trips through a compact record', () => {
    const history = dayOfMinutes();
    const record = usageHistoryRecordSchema.parse(JSON.parse(JSON.stringify(history.toRecord())));
    const restored = UsageHistory.fromRecord(record);
    expect(restored.span(24)).toEqual(history.span(24));
    // Sampled every minute for a day, the record stays around 10 KB.
    expect(JSON.stringify(record).length).toBeLessThan(12_000);
    dayOfMinutes(restored, 30);
    expect(restored.span(24).length).toBeGreaterThan(0);
  });
});
