/**
 * A short-lived cache of async lookups that also shares one in-flight lookup between concurrent callers,
 * so a member typing in an autocomplete spends one API call per distinct query and window. Failed lookups
 * are not kept.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const current = this.entries.get(key);
    if (current && current.expiresAt > this.now()) return current.value;
    return this.reload(key, load);
  }

  /** Loads the value afresh whatever is kept, and keeps it for the callers after. */
  reload(key: string, load: () => Promise<V>): Promise<V> {
    const value = load();
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.evictOverflow();
    return value;
  }

  /** Stores a value already at hand, e.g. an item of a list that was looked up as a whole. */
  put(key: string, value: V): void {
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value: Promise.resolve(value) });
    this.evictOverflow();
  }

  /** The live value for a key, without loading anything. */
  peek(key: string): Promise<V> | undefined {
    const current = this.entries.get(key);
    return current && current.expiresAt > this.now() ? current.value : undefined;
  }

  /** Forgets keys starting with the prefix (all keys without one), after a change that makes them stale. */
  invalidate(prefix = ''): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  private evictOverflow(): void {
    // Maps iterate in insertion order, so the first keys are the oldest.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
