import { parentPort } from 'node:worker_threads';
import type { UsageChartInput } from './chart-texts.js';
import { renderUsageChart } from './usage-chart.js';

/** Renders one chart per message, off the main thread; see usage-chart-pool.ts. */
parentPort?.on('message', (input: UsageChartInput) => {
  try {
    const png = renderUsageChart(input);
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength).slice();
    parentPort?.postMessage({ png: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
