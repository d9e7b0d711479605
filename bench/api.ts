import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import { HostingApi, RateLimitGovernor } from '../src/api/index.js';
import { startSandbox, type SandboxShapes } from '../src/sandbox/index.js';

/**
 * (1) HostingApi.getServer against raw undici `request` on the same sandbox endpoint, rate limit off.
 * (2) A burst of 5L calls under an honest rate limit of L per window, for each X-RateLimit-Reset form.
 */

const throughputRequests = 3_000;
const rounds = 3;
const concurrencies = [1, 16, 64];
const limit = 50;
const burst = 5 * limit;

async function timed(total: number, concurrency: number, call: () => Promise<unknown>): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next += 1;
      await call();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total / ((performance.now() - started) / 1000);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function throughput(): Promise<void> {
  const sandbox = await startSandbox({ rateLimit: false });
  const apiKey = sandbox.apiKeys[0] ?? '';
  const id = sandbox.addServer(apiKey, { name: 'bench target' }).id;
  const url = `${sandbox.url}/servers/${encodeURIComponent(id)}`;
  const headers = { authorization: `Bearer ${apiKey}`, accept: 'application/json' };
  const raw = async () => {
    const response = await request(url, { headers });
    await response.body.json();
  };
  const api = new HostingApi({ baseUrl: sandbox.url, apiKey, governor: new RateLimitGovernor() });
  const viaApi = () => api.getServer(id);

  await timed(500, 16, raw);
  await timed(500, 16, viaApi);
  const rows: string[][] = [];
  for (const concurrency of concurrencies) {
    // Client and sandbox share one process, so runs alternate and the median of each side is compared.
    const rawRates: number[] = [];
    const apiRates: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      rawRates.push(await timed(throughputRequests, concurrency, raw));
      apiRates.push(await timed(throughputRequests, concurrency, viaApi));
    }
    const rawRate = median(rawRates);
    const apiRate = median(apiRates);
    rows.push([String(concurrency), rawRate.toFixed(0), apiRate.toFixed(0), (apiRate / rawRate).toFixed(2)]);
  }
  await api.close();
  await sandbox.close();
  console.log(
    `\n(1) getServer throughput, median of ${rounds} runs of ${throughputRequests} requests, ` +
      'rate limit off (target ratio >= 0.85)',
  );
  table(['concurrency', 'raw undici req/s', 'HostingApi req/s', 'ratio'], rows);
}

type ResetForm = SandboxShapes['resetHeader'];

async function rateLimitedBurst(windowMs: number, forms: readonly ResetForm[]): Promise<void> {
  const windows = Math.ceil(burst / limit);
  const minimumMs = (windows - 1) * windowMs;
  const rows: string[][] = [];
  for (const resetHeader of forms) {
    const sandbox = await startSandbox({ rateLimit: { limit, windowMs }, shapes: { resetHeader } });
    const apiKey = sandbox.apiKeys[0] ?? '';
    const id = sandbox.addServer(apiKey, { name: 'bench target' }).id;
    const api = new HostingApi({ baseUrl: sandbox.url, apiKey, governor: new RateLimitGovernor() });
    const started = performance.now();
    await Promise.all(Array.from({ length: burst }, () => api.getServer(id)));
    const elapsedMs = performance.now() - started;
    const rejected = sandbox.requests.filter((recorded) => recorded.status === 429).length;
    rows.push([
      resetHeader,
      (elapsedMs / 1000).toFixed(2),
      (minimumMs / 1000).toFixed(2),
      (elapsedMs / minimumMs).toFixed(2),
      String(rejected),
    ]);
    await api.close();
    await sandbox.close();
  }
  console.log(
    `\n(2) burst of ${burst} getServer calls, limit ${limit} per ${windowMs / 1000} s window ` +
      '(target: zero 429s)',
  );
  console.log(
    `    theoretical minimum: ${windows} windows are needed; the first opens with the first request ` +
      'and the last\n' +
      `    batch can start only when window ${windows} opens, ` +
      `(ceil(${burst}/${limit}) - 1) x ${windowMs / 1000} s = ${minimumMs / 1000} s.\n` +
      '    Above it: one probe round trip per window (its first request goes alone), and for the ' +
      'whole-second\n' +
      '    forms (epoch seconds, HTTP date) each reset announced up to 1 s late, as the sandbox rounds it ' +
      'up;\n' +
      '    delta seconds count from the answer, so the earliest reading of a window is nearly exact.\n' +
      '    Spreading the last tenth of a window costs nothing here: those calls would wait for the reset ' +
      'anyway.',
  );
  table(['Reset form', 'seconds', 'minimum', 'ratio', '429s'], rows);
}

function table(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `    ${cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ')}`;
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

export default async function run(): Promise<void> {
  await throughput();
  await rateLimitedBurst(2_000, ['epoch-ms', 'epoch-seconds', 'delta-seconds', 'http-date']);
  // A whole-second Reset can be up to 1 s late per window: on longer windows that rounding weighs less.
  await rateLimitedBurst(10_000, ['epoch-seconds', 'http-date']);
}
