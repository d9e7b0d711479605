/**
 * Serializes async work per key inside this process: read-modify-write of one stored document, one
 * confirmation's claim, one server's mutation. Keys with no waiting work are forgotten.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  /** The keys with work running or waiting: what the mutex remembers (its memory test reads it). */
  get size(): number {
    return this.tails.size;
  }

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const current = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => current);
    this.tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

/** Resolves after `ms`, or at once when the signal aborts: a caller that must stop then checks the signal. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
