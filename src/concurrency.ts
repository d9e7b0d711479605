/**
 * Serializes async work per key inside this process: read-modify-write of one stored document, one
 * confirmation's claim, one server's mutation. Keys with no waiting work are forgotten.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

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

  /** Whether work for the key is running or queued. */
  isBusy(key: string): boolean {
    return this.tails.has(key);
  }
}
