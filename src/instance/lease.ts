import { setMaxListeners } from 'node:events';
import { sleep } from '../concurrency.js';
import type { Logger } from '../log.js';
import type { LeaseState } from '../ops/metrics.js';
import { type Fence, type KvBackend, LeaseLostError } from '../store/index.js';

export type LeaseTiming = {
  /**
   * The longest a holder that stops renewing (killed, paused) keeps the lease: its record lapses two retries
   * before, so a standby asking every `retryMs` has taken over within this. On Postgres a killed holder's
   * session lock comes free at once, and a standby takes over at its next try.
   */
  ttlMs: number;
  /** How often the holder renews: a few renewals fit in the TTL, so one slow store round trip is no loss. */
  renewMs: number;
  /** How often an instance without the lease asks for it: a released lease is taken over this fast. */
  retryMs: number;
};

export const defaultLeaseTiming: LeaseTiming = { ttlMs: 4_000, renewMs: 1_000, retryMs: 250 };

/** The lease background work runs under: one holder among every instance sharing the store. */
export const backgroundLeaseName = 'background';

type Tenure = { fence: Fence; ended: AbortController };

export type BackgroundLeaseOptions = {
  backend: KvBackend;
  /** This instance's name in the lease record (and the holder metric). */
  holder: string;
  logger: Logger;
  timing?: Partial<LeaseTiming>;
};

/**
 * Holds the `background` lease when it can. While held, `fence()` gives the fencing token that every
 * background write carries and `tenure()` a signal aborted the moment a renewal fails; `stop` releases it
 * so another instance takes over at its next try instead of waiting for the TTL.
 */
export class BackgroundLease {
  private readonly timing: LeaseTiming;
  private current: Tenure | undefined;
  private stopping = false;
  private readonly stopController = new AbortController();
  private running: Promise<void> | undefined;
  private readonly acquiredListeners: (() => void)[] = [];

  constructor(private readonly options: BackgroundLeaseOptions) {
    this.timing = { ...defaultLeaseTiming, ...options.timing };
  }

  /** How long the record lasts past each renewal: two retries short of the TTL (see `LeaseTiming`). */
  private get recordMs(): number {
    return Math.max(this.timing.retryMs, this.timing.ttlMs - 2 * this.timing.retryMs);
  }

  get holder(): string {
    return this.options.holder;
  }

  /** Called on each new tenure, so background loops waiting in standby start at once. */
  onAcquired(listener: () => void): void {
    this.acquiredListeners.push(listener);
  }

  start(): void {
    this.running ??= this.loop();
  }

  fence(): Fence | undefined {
    return this.current?.fence;
  }

  /**
   * A signal for the current tenure, aborted when it ends; undefined while another instance holds the lease.
   */
  tenure(): AbortSignal | undefined {
    return this.current?.ended.signal;
  }

  state(): LeaseState {
    return this.current ? 'held' : 'standby';
  }

  /**
   * Throws `LeaseLostError` unless the store still names this tenure current: asked right before each post.
   */
  async confirm(): Promise<Fence> {
    const fence = this.fence();
    if (!fence || !(await this.options.backend.isLeaseCurrent(fence.lease, fence.token))) {
      if (fence) this.end('the store names another holder');
      throw new LeaseLostError(backgroundLeaseName);
    }
    return fence;
  }

  /** Stops asking, and releases the lease if held so that another instance takes over at once. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.stopController.abort();
    await this.running;
    const tenure = this.current;
    if (!tenure) return;
    this.current = undefined;
    tenure.ended.abort(new LeaseLostError(backgroundLeaseName));
    try {
      await this.options.backend.releaseLease(backgroundLeaseName, this.options.holder, tenure.fence.token);
      this.options.logger.info({ token: tenure.fence.token }, 'released the background lease');
    } catch (error) {
      this.options.logger.warn(
        { err: error },
        'could not release the background lease; it lapses at its TTL',
      );
    }
  }

  private async loop(): Promise<void> {
    const { backend, holder, logger } = this.options;
    while (!this.stopping) {
      try {
        if (this.current) {
          const renewed = await backend.renewLease(
            backgroundLeaseName,
            holder,
            this.current.fence.token,
            this.recordMs,
          );
          if (!renewed) this.end('another instance took it over');
        } else {
          const token = await backend.acquireLease(backgroundLeaseName, holder, this.recordMs);
          if (token !== undefined && !this.stopping) {
            const ended = new AbortController();
            // Every request and call in flight listens to the tenure for its own duration, removing its
            // listener when done: many at once is normal, not a leak.
            setMaxListeners(0, ended.signal);
            this.current = { fence: { lease: backgroundLeaseName, token }, ended };
            logger.info(
              { holder, token },
              'holding the background lease: this instance runs background work',
            );
            for (const listener of this.acquiredListeners) listener();
          }
        }
      } catch (error) {
        // A renewal that cannot reach the store may already be too late: stop writing rather than guess.
        if (this.current) this.end('the store could not be reached to renew it');
        logger.warn({ err: error }, 'the background lease could not be renewed or acquired');
      }
      await sleep(this.current ? this.timing.renewMs : this.timing.retryMs, this.stopController.signal);
    }
  }

  private end(reason: string): void {
    const tenure = this.current;
    if (!tenure) return;
    this.current = undefined;
    tenure.ended.abort(new LeaseLostError(backgroundLeaseName));
    this.options.logger.warn(
      { reason, token: tenure.fence.token },
      'background lease lost: background work stops',
    );
  }
}
