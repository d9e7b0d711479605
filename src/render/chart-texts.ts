import type { Translator } from '../i18n/index.js';
import { usageMetricLabel } from '../usage/figures.js';
import type { UsagePoint } from '../usage/history.js';
import type { PlayerPoint } from '../usage/players.js';

// What a usage chart shows, apart from its drawing (usage-chart.ts, on worker threads): the main thread
// builds it without loading chart.js and the canvas.

/**
 * Every word drawn into the chart, already in its reader's language: the worker that draws it has no
 * catalogue. Built by `chartTexts`.
 */
export type ChartTexts = {
  /** The title with its span ("Survival SMP · last 6 h"). */
  title: string;
  /** Legend entries of the CPU, RAM and disk lines ("CPU %"). */
  series: { cpu: string; ram: string; disk: string };
  players: string;
  playersAxis: string;
  hoursAxis: string;
  usageAxis: string;
  /** The x axis's seven ticks, from the span's start to "now". */
  hourTicks: readonly string[];
  /** The y axis's ticks at 0, 20 … 100 percent. */
  percentTicks: readonly string[];
};

export type UsageChartInput = {
  texts: ChartTexts;
  points: readonly UsagePoint[];
  /** Players online as the game said, drawn on an axis of their own when there are any. */
  players?: readonly PlayerPoint[];
  /** The span shown, ending at `now`. */
  hours: number;
  now: number;
  width?: number;
  height?: number;
};

export const hourTickCount = 6;
export const percentTickStep = 20;

/** The words of a chart of `hours` up to `now`, titled `title` (often the server's name), for one reader. */
export function chartTexts(t: Translator, input: { title: string; hours: number; now: number }): ChartTexts {
  const step = input.hours / hourTickCount;
  return {
    title: t.t('chart.title', { title: input.title, hours: input.hours }),
    series: {
      cpu: t.t('chart.series', { metric: usageMetricLabel('cpu', t) }),
      ram: t.t('chart.series', { metric: usageMetricLabel('ram', t) }),
      disk: t.t('chart.series', { metric: usageMetricLabel('disk', t) }),
    },
    players: t.t('chart.players'),
    playersAxis: t.t('chart.playersAxis'),
    hoursAxis: t.t('chart.hoursAxis', { time: new Date(input.now).toISOString().slice(11, 16) }),
    usageAxis: t.t('chart.usageAxis'),
    hourTicks: Array.from({ length: hourTickCount + 1 }, (_, index) => {
      const value = -input.hours + index * step;
      return index === hourTickCount ? t.t('chart.now') : t.t('chart.hoursTick', { hours: value });
    }),
    percentTicks: Array.from({ length: 100 / percentTickStep + 1 }, (_, index) =>
      t.t('chart.percentTick', { value: index * percentTickStep }),
    ),
  };
}
