import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Told once per call that has to wait its turn under the rate limit, with when (epoch ms, the governor's
 * clock) it expects to be let go; the caller decides whether the wait is worth saying.
 */
export type RateLimitWaitListener = (until: number) => void;

const listeners = new AsyncLocalStorage<RateLimitWaitListener>();

/** Runs `work` with a listener for the rate-limit waits of every API call made within it. */
export function whileWaitingForRateLimit<T>(
  listener: RateLimitWaitListener,
  work: () => Promise<T>,
): Promise<T> {
  return listeners.run(listener, work);
}

/** The listener of the work this call is part of, if any. */
function rateLimitWaitListener(): RateLimitWaitListener | undefined {
  return listeners.getStore();
}

/**
 * The governor's waiting calls whose caller listens (`whileWaitingForRateLimit`): each is told once when it
 * may expect its turn, and forgotten when granted, aborted or told.
 */
export class WaitNotices {
  private readonly listeners = new Map<() => void, RateLimitWaitListener>();

  /** The grant to queue: the same one when nobody listens, else one that forgets its listener. */
  enlist(grant: () => void): () => void {
    const listener = rateLimitWaitListener();
    if (!listener) return grant;
    const listened = () => {
      this.listeners.delete(listened);
      grant();
    };
    this.listeners.set(listened, listener);
    return listened;
  }

  forget(grant: () => void): void {
    this.listeners.delete(grant);
  }

  tell(until: number): void {
    const told = [...this.listeners.values()];
    this.listeners.clear();
    for (const listener of told) listener(until);
  }
}
