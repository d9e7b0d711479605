import { createCanvas } from '@napi-rs/canvas';
import { Chart, type ChartConfiguration, type ChartItem, registerables } from 'chart.js';
import type { UsagePoint } from '../usage/history.js';
import type { PlayerPoint } from '../usage/players.js';
import { hourTickCount, percentTickStep, type UsageChartInput } from './chart-texts.js';

Chart.register(...registerables);

export const usageChartSize = { width: 800, height: 400 } as const;

/*
 * An opaque dark card with light text reads the same in Discord's dark and light themes; the line colours
 * keep their contrast on it and differ in hue and lightness for colour-blind readers.
 */
const palette = {
  background: '#2b2d31',
  text: '#dbdee1',
  grid: 'rgba(219, 222, 225, 0.15)',
  cpu: '#5fa8ff',
  ram: '#ffb454',
  disk: '#5fd991',
  players: '#e27bff',
};
const font = { family: 'DejaVu Sans, Arial, sans-serif', size: 13 };
const hourMs = 3_600_000;
const minGapMs = 3 * 60_000;

type Series = {
  metric: 'cpu' | 'ram' | 'disk';
  color: string;
  value: (point: UsagePoint) => number | undefined;
};
const series: readonly Series[] = [
  { metric: 'cpu', color: palette.cpu, value: (point) => point.cpuPercent },
  { metric: 'ram', color: palette.ram, value: (point) => point.ramPercent },
  { metric: 'disk', color: palette.disk, value: (point) => point.diskPercent },
];

/** A break in sampling longer than three usual steps is drawn as a gap, not a straight line across it. */
function gapThresholdMs(points: readonly { at: number }[]): number {
  const steps = points
    .slice(1)
    .map((point, index) => point.at - (points[index]?.at ?? point.at))
    .sort((a, b) => a - b);
  return Math.max(minGapMs, 3 * (steps[Math.floor(steps.length / 2)] ?? 0));
}

type XY = { x: number; y: number | null };

/** Hours before `now` on x; null where a figure is missing or sampling paused. */
function seriesData<P extends { at: number }>(
  points: readonly P[],
  now: number,
  value: (point: P) => number | undefined,
  ceiling = 100,
): XY[] {
  const gapMs = gapThresholdMs(points);
  const data: XY[] = [];
  points.forEach((point, index) => {
    const previous = points[index - 1];
    if (previous !== undefined && point.at - previous.at > gapMs) {
      data.push({ x: (previous.at + gapMs / 2 - now) / hourMs, y: null });
    }
    const figure = value(point);
    data.push({ x: (point.at - now) / hourMs, y: figure === undefined ? null : Math.min(ceiling, figure) });
  });
  return data;
}

/** A point with no neighbour would draw nothing as a line: it gets a dot. */
function pointRadii(data: readonly XY[]): number[] {
  return data.map((item, index) =>
    item.y !== null && (data[index - 1]?.y ?? null) === null && (data[index + 1]?.y ?? null) === null ? 3 : 0,
  );
}

/** The label of a tick `position` steps from the axis's start: the one prepared for it, else the figure. */
function tickLabel(ticks: readonly string[], position: number, value: number): string {
  const index = Math.round(position);
  const prepared = Math.abs(position - index) < 1e-6 ? ticks[index] : undefined;
  return prepared ?? String(Number(value.toFixed(2)));
}

const line = (label: string, color: string, data: XY[], yAxisID = 'y') => ({
  label,
  data,
  borderColor: color,
  backgroundColor: color,
  borderWidth: 2,
  pointRadius: pointRadii(data),
  spanGaps: false,
  tension: 0,
  yAxisID,
});

/** The players' axis, on the right, from 0 to a little above the most seen. */
function playersAxis(players: readonly PlayerPoint[], text: string) {
  const most = Math.max(1, ...players.map((point) => point.online));
  return {
    position: 'right' as const,
    min: 0,
    suggestedMax: Math.ceil(most * 1.2),
    ticks: { color: palette.players, font, precision: 0 },
    grid: { drawOnChartArea: false },
    title: { display: true, text, color: palette.players, font },
  };
}

function configuration(input: UsageChartInput): ChartConfiguration<'line', XY[]> {
  const { texts } = input;
  const step = input.hours / hourTickCount;
  const players = input.players ?? [];
  const playerData = seriesData(players, input.now, (point) => point.online, Number.POSITIVE_INFINITY);
  return {
    type: 'line',
    data: {
      datasets: [
        ...series.map((usage) =>
          line(texts.series[usage.metric], usage.color, seriesData(input.points, input.now, usage.value)),
        ),
        ...(players.length > 0 ? [line(texts.players, palette.players, playerData, 'players')] : []),
      ],
    },
    options: {
      responsive: false,
      animation: false,
      devicePixelRatio: 1,
      color: palette.text,
      font,
      plugins: {
        title: { display: true, text: texts.title, color: palette.text, font },
        legend: { display: true, labels: { color: palette.text, font } },
        tooltip: { enabled: false },
      },
      scales: {
        x: {
          type: 'linear',
          min: -input.hours,
          max: 0,
          ticks: {
            color: palette.text,
            font,
            stepSize: step,
            callback: (value) =>
              tickLabel(texts.hourTicks, (Number(value) + input.hours) / step, Number(value)),
          },
          grid: { color: palette.grid },
          title: { display: true, text: texts.hoursAxis, color: palette.text, font },
        },
        y: {
          min: 0,
          max: 100,
          ticks: {
            color: palette.text,
            font,
            stepSize: percentTickStep,
            callback: (value) =>
              tickLabel(texts.percentTicks, Number(value) / percentTickStep, Number(value)),
          },
          grid: { color: palette.grid },
          title: { display: true, text: texts.usageAxis, color: palette.text, font },
        },
        ...(players.length > 0 ? { players: playersAxis(players, texts.playersAxis) } : {}),
      },
    },
    plugins: [
      {
        id: 'opaqueBackground',
        beforeDraw: (chart) => {
          chart.ctx.save();
          chart.ctx.fillStyle = palette.background;
          chart.ctx.fillRect(0, 0, chart.width, chart.height);
          chart.ctx.restore();
        },
      },
    ],
  };
}

/** A PNG of CPU, RAM and disk percent over the span, synchronously: callers off the hot path use the pool. */
export function renderUsageChart(input: UsageChartInput): Buffer {
  const width = input.width ?? usageChartSize.width;
  const height = input.height ?? usageChartSize.height;
  const canvas = createCanvas(width, height);
  // chart.js draws on any 2D context; @napi-rs/canvas's implements the one it uses but not the DOM's type.
  const chart = new Chart(canvas.getContext('2d') as unknown as ChartItem, configuration(input));
  try {
    return canvas.toBuffer('image/png');
  } finally {
    chart.destroy();
  }
}
