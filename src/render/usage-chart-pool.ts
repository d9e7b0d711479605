import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { UsageChartInput } from './chart-texts.js';

const replySchema = z.union([z.object({ png: z.instanceof(Uint8Array) }), z.object({ error: z.string() })]);

type Job = { input: UsageChartInput; resolve: (png: Buffer) => void; reject: (error: Error) => void };

/** Compiled, this module is JavaScript and so is its worker; under tsx both are TypeScript. */
const compiled = import.meta.url.endsWith('.js');
const workerModule = new URL(`./usage-chart-worker.${compiled ? 'js' : 'ts'}`, import.meta.url);

/**
 * Worker threads do not honour tsx's `--import` hook, so under tsx the TypeScript worker is loaded through
 * tsx's API from a tiny JavaScript bootstrap.
 */
function startWorker(): Worker {
  if (compiled) return new Worker(workerModule);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const bootstrap =
    `import(${tsx}).then((tsx) => ` +
    `tsx.tsImport(${JSON.stringify(workerModule.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { eval: true });
}

/**
 * Renders charts on a few worker threads: one render takes tens of milliseconds of CPU (p95 above 50 ms on
 * this machine), so a burst of chart requests on the main thread would stall every other command. Workers
 * start on first use and do not keep the process alive while idle.
 */
export class UsageChartPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1))) {}

  render(input: UsageChartInput): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the chart pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the chart pool is closed'));
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      const job = worker && this.queue.shift();
      if (worker === undefined || job === undefined) return;
      this.busy.set(worker, job);
      worker.ref();
      worker.postMessage(job.input);
    }
  }

  private spawn(): Worker {
    const worker = startWorker();
    worker.on('message', (message: unknown) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      const reply = replySchema.safeParse(message);
      if (!reply.success) job?.reject(new Error('the chart worker sent an unreadable reply'));
      else if ('png' in reply.data) job?.resolve(Buffer.from(reply.data.png));
      else job?.reject(new Error(`rendering the chart failed: ${reply.data.error}`));
      this.dispatch();
    });
    worker.on('error', (error) => this.retire(worker, error));
    worker.on('exit', (code) => this.retire(worker, new Error(`the chart worker exited with code ${code}`)));
    return worker;
  }

  /** A worker that failed or exited is replaced on the next render; its job, if any, fails. */
  private retire(worker: Worker, error: Error): void {
    this.busy.get(worker)?.reject(error);
    this.busy.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    if (!this.closed) this.dispatch();
  }
}
