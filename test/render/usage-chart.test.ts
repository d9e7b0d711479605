import { afterAll, describe, expect, it } from 'vitest';
import { chartTexts } from '../../src/render/chart-texts.js';
import { renderUsageChart, usageChartSize } from '../../src/render/usage-chart.js';
import { english, supportedLocales, translatorFor } from '../../src/i18n/index.js';
import { usageMetricLabel } from '../../src/usage/figures.js';
import { UsageChartPool } from '../../src/render/usage-chart-pool.js';
import type { UsagePoint } from '../../src/usage/history.js';
import { pngSize } from '../support/png.js';

const now = Date.UTC(2026, 0, 1, 12);
const texts = (title: string, hours: number) => chartTexts(english, { title, hours, now });
const minuteMs = 60_000;

function minutes(
  from: number,
  to: number,
  figures: (minute: number) => Omit<UsagePoint, 'at'>,
): UsagePoint[] {
  return Array.from({ length: to - from }, (_, index) => ({
    at: now - (to - index) * minuteMs,
    ...figures(from + index),
  }));
}

describe('renderUsageChart', () => {
  it('draws a PNG of the default size', () => {
    const points = minutes(0, 360, (minute) => ({
      cpuPercent: minute % 100,
      ramPercent: 50,
      diskPercent: 91,
    }));
    const png = renderUsageChart({ texts: texts('Survival SMP', 6), points, hours: 6, now });
    expect(pngSize(png)).toEqual(usageChartSize);
  });

  it('draws gaps, missing figures, a single sample and no sample at all', () => {
    const gappy = [
      ...minutes(0, 60, () => ({ cpuPercent: 20 })),
      ...minutes(200, 260, () => ({ ramPercent: 70, diskPercent: 40 })),
    ];
    const single = [{ at: now - 5 * minuteMs, cpuPercent: 150, diskPercent: 90 }];
    for (const points of [gappy, single, []]) {
      const png = renderUsageChart({
        texts: texts('Gaps', 24),
        points,
        hours: 24,
        now,
        width: 640,
        height: 320,
      });
      expect(pngSize(png)).toEqual({ width: 640, height: 320 });
    }
  });

  it('draws what the figures say: a full disk paints more of its colour than an empty one', () => {
    const full = renderUsageChart({
      texts: texts('x', 1),
      points: minutes(0, 60, () => ({ diskPercent: 95 })),
      hours: 1,
      now,
    });
    const empty = renderUsageChart({ texts: texts('x', 1), points: [], hours: 1, now });
    expect(full.equals(empty)).toBe(false);
  });
});

describe('UsageChartPool', () => {
  const pool = new UsageChartPool(2);
  afterAll(() => pool.close());

  it('renders on worker threads, several at once', async () => {
    const points = minutes(0, 120, (minute) => ({ cpuPercent: minute % 50, ramPercent: 30 }));
    const pngs = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        pool.render({ texts: texts(`Server ${index}`, 2), points, hours: 2, now }),
      ),
    );
    for (const png of pngs) expect(pngSize(png)).toEqual(usageChartSize);
  });

  it('refuses work once closed', async () => {
    const closing = new UsageChartPool(1);
    await closing.close();
    await expect(closing.render({ texts: texts('late', 1), points: [], hours: 1, now })).rejects.toThrow(
      /closed/,
    );
  });
});

describe('chartTexts', () => {
  // The legend once ran the metric's name through a percent format and drew "NaN %" for every series.
  it.each(supportedLocales)('names each series by its metric in %s', (locale) => {
    const t = translatorFor(locale);
    const { series } = chartTexts(t, { title: 'Survival', hours: 6, now });
    for (const metric of ['cpu', 'ram', 'disk'] as const) {
      expect(series[metric]).toContain(usageMetricLabel(metric, t));
      expect(series[metric]).not.toMatch(/NaN/u);
    }
  });
});
