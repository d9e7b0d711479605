import { LRUCache } from 'lru-cache';

type Entry<V> = { expiresAt: number; value: Promise<V> };

/**
 * An LRU cache of at most `max` entries, the least recently used dropped first, whose storage grows as it
 * fills. lru-cache's own `max` allocates room for every entry when it is built (for 200,000, about 40 ms and
 * 4 MB, paid by each poller however small the fleet); a bound on the total size, each entry counting one, is
 * the same limit without that.
 */
export function lruCache<K extends {}, V extends {}>(max: number): LRUCache<K, V> {
  return new LRUCache<K, V>({ maxSize: max, sizeCalculation: () => 1 });
}

/**
 * A short-lived cache of async lookups that also shares one in-flight lookup between concurrent callers,
 * so a member typing in an autocomplete spends one API call per distinct query and window. Failed lookups
 * are not kept. `lru-cache` bounds it, dropping the least recently used entry first; the window is checked
 * here against the injected clock (lru-cache's own TTL reads a start time of 0 as "no TTL" and keeps an entry
 * through its last millisecond).
 */
export class TtlCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    maxEntries = 1_000,
  ) {
    this.entries = lruCache(maxEntries);
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    return this.peek(key) ?? this.reload(key, load);
  }

  /** Loads the value afresh whatever is kept, and keeps it for the callers after. */
  reload(key: string, load: () => Promise<V>): Promise<V> {
    const value = load();
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.peek(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Stores a value already at hand, e.g. an item of a list that was looked up as a whole. */
  put(key: string, value: V): void {
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value: Promise.resolve(value) });
  }

  /** The live value for a key, without loading anything. */
  peek(key: string): Promise<V> | undefined {
    const current = this.entries.get(key);
    return current && current.expiresAt > this.now() ? current.value : undefined;
  }

  /** Forgets keys starting with the prefix (all keys without one), after a change that makes them stale. */
  invalidate(prefix = ''): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
