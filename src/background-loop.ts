import { sleep as timerSleep } from './concurrency.js';
import type { Logger } from './log.js';

/** Resolves after `ms`, or at once when the signal aborts. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/**
 * The rest after a turn: first `firmMs` that only `stop` cuts short (a batch window, a retry's wait), then
 * `ms` that a `wake` cuts short too.
 */
export type Rest = { firmMs?: number; ms: number };

export type BackgroundLoopOptions = {
  /** One round of work; its signal aborts when the loop stops. Answers how long to rest before the next. */
  turn: (stopped: AbortSignal) => Promise<Rest>;
  /** The rest after a turn that threw. */
  restAfterFailure: () => Rest;
  /** The error log line of a turn that threw. */
  failureMessage: string;
  logger: Logger;
  sleep?: Sleep;
};

/**
 * Background work in turns, each followed by a rest. Turns never overlap: the next starts only after the
 * previous ended. `wake` cuts a rest short when new work arrives (a wake during a turn cuts the next rest);
 * `stop` aborts the turn in flight through its signal and waits for it to end. A turn that throws is logged
 * and the loop goes on after `restAfterFailure`.
 */
export class BackgroundLoop {
  private stopping = false;
  private readonly stopController = new AbortController();
  private wakeController = new AbortController();
  private running: Promise<void> | undefined;

  constructor(private readonly options: BackgroundLoopOptions) {}

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
    const { logger, failureMessage, sleep = timerSleep } = this.options;
    while (!this.stopping) {
      this.wakeController = new AbortController();
      let rest: Rest;
      try {
        rest = await this.options.turn(this.stopController.signal);
      } catch (error) {
        if (!this.stopping) logger.error({ err: error }, failureMessage);
        rest = this.options.restAfterFailure();
      }
      if (this.stopping) break;
      if (rest.firmMs !== undefined) await sleep(rest.firmMs, this.stopController.signal);
      await sleep(rest.ms, this.wakeController.signal);
    }
  }
}
