import { createCanvas } from '@napi-rs/canvas';
import { Chart, type ChartConfiguration, type ChartItem, registerables } from 'chart.js';
import type { UsagePoint } from '../usage/history.js';
import type { PlayerPoint } from '../usage/players.js';

Chart.register(...registerables);

export type UsageChartInput = {
  /** Usually the server's name; the span is added. */
  title: string;
  points: readonly UsagePoint[];
  /** Players online as the game said, drawn on an axis of their own when there are any. */
  players?: readonly PlayerPoint[];
  /** The span shown, ending at `now`. */
  hours: number;
  now: number;
  width?: number;
  height?: number;
};

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

type Series = { label: string; color: string; value: (point: UsagePoint) => number | undefined };
const series: readonly Series[] = [
  { label: 'CPU', color: palette.cpu, value: (point) => point.cpuPercent },
  { label: 'RAM', color: palette.ram, value: (point) => point.ramPercent },
  { label: 'Disk', color: palette.disk, value: (point) => point.diskPercent },
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

function hoursLabel(value: number): string {
  return value === 0 ? 'now' : `${Number(value.toFixed(2))} h`;
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
function playersAxis(players: readonly PlayerPoint[]) {
  const most = Math.max(1, ...players.map((point) => point.online));
  return {
    position: 'right' as const,
    min: 0,
    suggestedMax: Math.ceil(most * 1.2),
    ticks: { color: palette.players, font, precision: 0 },
    grid: { drawOnChartArea: false },
    title: { display: true, text: 'players online', color: palette.players, font },
  };
}

function configuration(input: UsageChartInput): ChartConfiguration<'line', XY[]> {
  const nowLabel = new Date(input.now).toISOString().slice(11, 16);
  const players = input.players ?? [];
  const playerData = seriesData(players, input.now, (point) => point.online, Number.POSITIVE_INFINITY);
  return {
    type: 'line',
    data: {
      datasets: [
        ...series.map((usage) =>
          line(`${usage.label} %`, usage.color, seriesData(input.points, input.now, usage.value)),
        ),
        ...(players.length > 0 ? [line('Players', palette.players, playerData, 'players')] : []),
      ],
    },
    options: {
      responsive: false,
      animation: false,
      devicePixelRatio: 1,
      color: palette.text,
      font,
      plugins: {
        title: { display: true, text: `${input.title} · last ${input.hours} h`, color: palette.text, font },
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
            stepSize: input.hours / 6,
            callback: (value) => hoursLabel(Number(value)),
          },
          grid: { color: palette.grid },
          title: { display: true, text: `hours before now (${nowLabel} UTC)`, color: palette.text, font },
        },
        y: {
          min: 0,
          max: 100,
          ticks: { color: palette.text, font, stepSize: 20, callback: (value) => `${value} %` },
          grid: { color: palette.grid },
          title: { display: true, text: 'usage (%)', color: palette.text, font },
        },
        ...(players.length > 0 ? { players: playersAxis(players) } : {}),
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
