/**
 * Usage charts and history: render time of one chart on the main thread and on the worker pool, the event
 * loop's delay while 20 charts render at once either way, and a usage history's memory and stored size.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { chartTexts, type UsageChartInput } from '../src/render/chart-texts.js';
import { renderUsageChart } from '../src/render/usage-chart.js';
import { english } from '../src/i18n/index.js';
import { UsageChartPool } from '../src/render/usage-chart-pool.js';
import { UsageHistory } from '../src/usage/history.js';

const minuteMs = 60_000;
const now = Date.UTC(2026, 0, 1, 12);

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** A day of minute samples, the busiest history a server can have. */
function dayHistory(everyMinutes: number): UsageHistory {
  const history = UsageHistory.empty();
  for (let minute = 24 * 60; minute >= 0; minute -= everyMinutes) {
    history.add({
      cpuPercent: 40 + 30 * Math.sin(minute / 20),
      ramPercent: 60 + 5 * Math.sin(minute / 50),
      diskPercent: 50 + (24 * 60 - minute) / 40,
      sampledAt: now - minute * minuteMs,
    });
  }
  return history;
}

const chartInput = (hours: number): UsageChartInput => ({
  texts: chartTexts(english, { title: 'Bench server', hours, now }),
  points: dayHistory(1).span(hours, now),
  hours,
  now,
});

async function timed(runs: number, render: () => Promise<unknown> | unknown) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * How late a 5 ms timer fires while `burst` runs (p99, max): what another command would wait before its
 * handler even starts.
 */
async function loopDelayDuring(burst: () => Promise<unknown>) {
  const periodMs = 5;
  const delays: number[] = [];
  let running = true;
  let expected = performance.now() + periodMs;
  const tick = () => {
    const at = performance.now();
    delays.push(Math.max(0, at - expected));
    expected = at + periodMs;
    if (running) setTimeout(tick, periodMs);
  };
  setTimeout(tick, periodMs);
  const started = performance.now();
  await burst();
  const elapsed = performance.now() - started;
  running = false;
  await new Promise((resolve) => setTimeout(resolve, 2 * periodMs));
  delays.sort((a, b) => a - b);
  return { elapsed, p99: percentile(delays, 0.99), max: delays.at(-1) ?? 0 };
}

function historyFootprint(everyMinutes: number) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const count = 1000;
  gc();
  const before = process.memoryUsage().heapUsed;
  const histories = Array.from({ length: count }, () => dayHistory(everyMinutes));
  gc();
  const heapPerServer = (process.memoryUsage().heapUsed - before) / count;
  const jsonPerServer = JSON.stringify(histories[0]?.toRecord()).length;
  return {
    'sampled every': `${everyMinutes} min`,
    'heap per server KB': (heapPerServer / 1024).toFixed(1),
    'JSON per server KB': (jsonPerServer / 1024).toFixed(1),
    'heap at 10,000 MB': ((heapPerServer * 10_000) / 2 ** 20).toFixed(0),
    'JSON at 10,000 MB': ((jsonPerServer * 10_000) / 2 ** 20).toFixed(0),
  };
}

export default async function chartsBench(): Promise<void> {
  const input = chartInput(24);
  const pool = new UsageChartPool();
  try {
    await timed(5, () => renderUsageChart(input));
    await Promise.all([pool.render(input), pool.render(input)]);
    const inline = await timed(40, () => renderUsageChart(input));
    const pooled = await timed(40, () => pool.render(input));
    console.log('\nChart render (800x400 PNG, 24 h of history: 468 points per series)');
    console.table([
      { where: 'main thread', 'p50 ms': inline.p50.toFixed(1), 'p95 ms': inline.p95.toFixed(1) },
      {
        where: 'worker pool (one at a time)',
        'p50 ms': pooled.p50.toFixed(1),
        'p95 ms': pooled.p95.toFixed(1),
      },
    ]);

    const burst = 20;
    const onMainThread = await loopDelayDuring(async () => {
      await Promise.all(
        Array.from({ length: burst }, async () => {
          await new Promise((resolve) => setImmediate(resolve));
          renderUsageChart(input);
        }),
      );
    });
    const onPool = await loopDelayDuring(() =>
      Promise.all(Array.from({ length: burst }, () => pool.render(input))),
    );
    console.log(`Event-loop delay while ${burst} charts render at once`);
    console.table(
      [
        { where: 'main thread', ...onMainThread },
        { where: 'worker pool', ...onPool },
      ].map(({ where, elapsed, p99, max }) => ({
        where,
        'burst ms': elapsed.toFixed(0),
        'loop delay p99 ms': p99.toFixed(1),
        'loop delay max ms': max.toFixed(1),
      })),
    );
  } finally {
    await pool.close();
  }

  console.log('Usage history per server (24 h kept: 1-minute buckets for 6 h, 10-minute buckets to 24 h)');
  console.table([historyFootprint(1), historyFootprint(5), historyFootprint(30)]);
}
