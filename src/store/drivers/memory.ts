import { type Check, type Driver, type RawEntry, type Write, collectionOf } from '../driver.js';

type Slot = { raw: string; expiresAt: number | undefined };

/** The contents of one memory store; named stores (`memory://name`) share theirs within the process. */
class MemoryData {
  readonly slots = new Map<string, Slot>();
  readonly indexes = new Map<string, Set<string>>();
}

const named = new Map<string, MemoryData>();

/** Everything in this process: tests and throwaway runs. Each call is atomic because it never awaits. */
export class MemoryDriver implements Driver {
  readonly kind = 'memory';
  private readonly data: MemoryData;

  constructor(name: string) {
    if (name === '') this.data = new MemoryData();
    else {
      const shared = named.get(name) ?? new MemoryData();
      named.set(name, shared);
      this.data = shared;
    }
  }

  async get(key: string, now: number): Promise<string | undefined> {
    return this.live(key, now)?.raw;
  }

  async commit(checks: readonly Check[], writes: readonly Write[], now: number): Promise<boolean> {
    if (checks.some(({ key, raw }) => this.live(key, now)?.raw !== raw)) return false;
    for (const { key, raw, expiresAt } of writes) {
      const collection = collectionOf(key);
      if (raw === undefined) {
        this.data.slots.delete(key);
        if (collection) this.data.indexes.get(collection.index)?.delete(collection.member);
        continue;
      }
      this.data.slots.set(key, { raw, expiresAt });
      if (collection) {
        const members = this.data.indexes.get(collection.index) ?? new Set();
        members.add(collection.member);
        this.data.indexes.set(collection.index, members);
      }
    }
    return true;
  }

  async list(prefix: string, now: number): Promise<RawEntry[]> {
    const members = prefix.endsWith('#') ? this.data.indexes.get(prefix) : undefined;
    const keys = members
      ? [...members].map((member) => prefix + member)
      : [...this.data.slots.keys()].filter((key) => key.startsWith(prefix));
    return keys.sort().flatMap((key) => {
      const slot = this.live(key, now);
      return slot ? [{ key, ...slot }] : [];
    });
  }

  async sweep(now: number): Promise<void> {
    for (const key of this.data.slots.keys()) this.live(key, now);
  }

  async close(): Promise<void> {}

  private live(key: string, now: number): Slot | undefined {
    const slot = this.data.slots.get(key);
    if (slot?.expiresAt === undefined || slot.expiresAt > now) return slot;
    this.data.slots.delete(key);
    const collection = collectionOf(key);
    if (collection) this.data.indexes.get(collection.index)?.delete(collection.member);
    return undefined;
  }
}
