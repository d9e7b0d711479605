import type { Logger } from '../log.js';
import type { Metrics } from '../ops/metrics.js';

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export type CycleRunner = {
  runCycle(signal: AbortSignal): Promise<void>;
  nextWakeAt(): number;
};

export type PollLoopOptions = {
  cycle: CycleRunner;
  logger: Logger;
  now: () => number;
  sleep: Sleep;
  /**
   * Whether this process may poll now. The seam for running several processes: a lease in the store lets
   * exactly one of them through (docs/poller.md). One process alone always may.
   */
  mayPoll: () => Promise<boolean>;
  /** A cycle ends as soon as this signal aborts: the lease that allowed it was lost. */
  tenure?: () => AbortSignal | undefined;
  /** How long a process that may not poll waits before asking again. */
  standbyMs: number;
  metrics?: Metrics | undefined;
};

/**
 * The one scheduler loop: a cycle, then a sleep until the next one is due. Cycles never overlap because
 * the next starts only after the previous finished; `wake` cuts a sleep short when new work arrives, and
 * `stop` cancels the calls in flight and waits for the cycle to end.
 */
export class PollLoop {
  private stopping = false;
  private readonly stopController = new AbortController();
  private wakeController = new AbortController();
  private running: Promise<void> | undefined;

  constructor(private readonly options: PollLoopOptions) {}

  start(): void {
    this.running ??= this.loop();
  }

  wake(): void {
    this.wakeController.abort();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.stopController.abort();
    this.wakeController.abort();
    await this.running;
  }

  private async loop(): Promise<void> {
    const { cycle, logger, now, metrics } = this.options;
    let dueAt = now();
    while (!this.stopping) {
      let polled = false;
      const started = now();
      let succeeded = false;
      try {
        polled = await this.options.mayPoll();
        if (polled) {
          const tenure = this.options.tenure?.();
          const stopped = this.stopController.signal;
          await cycle.runCycle(tenure ? AbortSignal.any([stopped, tenure]) : stopped);
          succeeded = true;
        }
      } catch (error) {
        if (!this.stopping) logger.error({ err: error }, 'poll cycle failed');
      }
      if (polled)
        metrics?.pollCycle((started - dueAt) / 1000, (now() - started) / 1000, succeeded ? now() : undefined);
      if (this.stopping) break;
      this.wakeController = new AbortController();
      const wait = polled ? Math.max(0, cycle.nextWakeAt() - now()) : this.options.standbyMs;
      dueAt = now() + wait;
      await this.options.sleep(wait, this.wakeController.signal);
    }
  }
}
