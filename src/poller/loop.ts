import { BackgroundLoop, type Rest, type Sleep } from '../background-loop.js';
import type { Logger } from '../log.js';
import type { Metrics } from '../ops/metrics.js';

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
 * The one scheduler loop: a cycle, then a sleep until the next one is due, as a `BackgroundLoop` (cycles
 * never overlap; `wake` cuts a sleep short; `stop` cancels the calls in flight and waits for the cycle).
 */
export class PollLoop {
  private readonly loop: BackgroundLoop;
  /** When the coming cycle is due, to measure how late it starts. */
  private dueAt: number;
  private polled = false;

  constructor(private readonly options: PollLoopOptions) {
    this.dueAt = options.now();
    this.loop = new BackgroundLoop({
      turn: (stopped) => this.turn(stopped),
      restAfterFailure: () => this.rest(),
      failureMessage: 'poll cycle failed',
      logger: options.logger,
      sleep: options.sleep,
    });
  }

  start(): void {
    this.loop.start();
  }

  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async turn(stopped: AbortSignal): Promise<Rest> {
    const { cycle, now, metrics } = this.options;
    const started = now();
    let succeeded = false;
    this.polled = false;
    try {
      this.polled = await this.options.mayPoll();
      if (this.polled) {
        const tenure = this.options.tenure?.();
        await cycle.runCycle(tenure ? AbortSignal.any([stopped, tenure]) : stopped);
        succeeded = true;
      }
    } finally {
      if (this.polled)
        metrics?.pollCycle(
          (started - this.dueAt) / 1000,
          (now() - started) / 1000,
          succeeded ? now() : undefined,
        );
    }
    return this.rest();
  }

  /** Until the cycle's next task is due; while another process polls, the standby period. */
  private rest(): Rest {
    const { cycle, now, standbyMs } = this.options;
    const ms = this.polled ? Math.max(0, cycle.nextWakeAt() - now()) : standbyMs;
    this.dueAt = now() + ms;
    return { ms };
  }
}
