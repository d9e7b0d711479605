import type { Logger } from '../log.js';
import { type BackendKind, StoreError, reasonOf } from '../store/index.js';

export type StoreHealthTiming = {
  /** How often the store is proved while it answers; a failed call anywhere proves it at once. */
  probeMs: number;
  /** How often it is proved while it fails, to see it come back quickly. */
  retryMs: number;
  /** A proof that takes longer than this failed: a store that hangs is as bad as one that refuses. */
  timeoutMs: number;
};

const defaultStoreHealthTiming: StoreHealthTiming = { probeMs: 2_000, retryMs: 500, timeoutMs: 2_000 };

export type StoreHealthOptions = {
  kind: BackendKind;
  /** A write, a read back and a delete: the store works when it resolves. */
  prove(): Promise<void>;
  /** How long the store may fail before the process gives up on it. */
  graceMs: number;
  logger: Logger;
  /** Called once, when the store failed for the whole grace: the process should exit so it is restarted. */
  onLost(error: StoreLostError): void;
  timing?: Partial<StoreHealthTiming>;
  now?: () => number;
};

/** The store failed for longer than its grace: the one line the process exits with. */
export class StoreLostError extends Error {
  override readonly name = 'StoreLostError';

  constructor(kind: BackendKind, graceMs: number, reason: string) {
    super(
      `The ${kind} store DATABASE_URL names could not be read or written for ${graceMs / 1_000} s ` +
        `(${reason}): exiting so that a supervisor restarts the bot.`,
    );
  }
}

export type StoreHealthState = { healthy: boolean; failure?: string };

/**
 * Whether the store works now: proved by a periodic write and read, and failed by any store call that
 * fails (`failed`), so `/readyz` turns red at once. Healthy again at the first proof that passes; a store
 * that fails for the whole grace calls `onLost` once and stops watching.
 */
export class StoreHealth {
  private readonly timing: StoreHealthTiming;
  private readonly now: () => number;
  private failingSince: number | undefined;
  private reason = '';
  private lost = false;
  private timer: NodeJS.Timeout | undefined;
  private proving: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: StoreHealthOptions) {
    this.timing = { ...defaultStoreHealthTiming, ...options.timing };
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.schedule(this.timing.probeMs);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  state(): StoreHealthState {
    return this.failingSince === undefined ? { healthy: true } : { healthy: false, failure: this.reason };
  }

  /** A store call failed: red at once, and proved again right away to learn whether it lasts. */
  failed(error: unknown): void {
    const wasHealthy = this.failingSince === undefined;
    this.markFailing(reasonOf(error));
    // Already failing: the retry timer is running, and the proof's own failures come back here.
    if (wasHealthy && !this.stopped && !this.lost) this.schedule(0);
  }

  /** One proof now; resolves when it is done, whatever it found. */
  check(): Promise<void> {
    this.proving ??= this.prove().finally(() => {
      this.proving = undefined;
    });
    return this.proving;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.check().then(() => {
        if (!this.stopped && !this.lost)
          this.schedule(this.failingSince === undefined ? this.timing.probeMs : this.timing.retryMs);
      });
    }, ms).unref();
  }

  private async prove(): Promise<void> {
    const { logger } = this.options;
    try {
      await this.withTimeout(this.options.prove());
      if (this.failingSince !== undefined) {
        logger.info({ failedForMs: this.now() - this.failingSince }, 'the store answers again');
        this.failingSince = undefined;
      }
    } catch (error) {
      this.markFailing(reasonOf(error));
    }
    this.giveUpPastGrace();
  }

  private withTimeout(work: Promise<void>): Promise<void> {
    const ms = this.timing.timeoutMs;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new StoreError(this.options.kind, 'read', `no answer within ${ms} ms`)),
        ms,
      );
      work.then(resolve, reject).finally(() => clearTimeout(timer));
    });
  }

  private markFailing(reason: string): void {
    this.reason = reason;
    if (this.failingSince !== undefined) return;
    this.failingSince = this.now();
    this.options.logger.error(
      { reason, graceMs: this.options.graceMs },
      'the store cannot be read or written: /readyz is red until it answers again',
    );
  }

  private giveUpPastGrace(): void {
    const { graceMs, kind } = this.options;
    if (this.lost || this.failingSince === undefined || this.now() - this.failingSince < graceMs) return;
    this.lost = true;
    this.stop();
    this.options.onLost(new StoreLostError(kind, graceMs, this.reason));
  }
}
