import {
  type Check,
  type Driver,
  type RangeQuery,
  type RawEntry,
  type Write,
  collectionOf,
} from '../driver.js';

type Slot = { raw: string; expiresAt: number | undefined };

/** The first position in a sorted array whose member is not below `member`. */
function lowerBound(members: readonly string[], member: string): number {
  let low = 0;
  let high = members.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((members[middle] as string) < member) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A collection's members kept sorted, so a range is a binary search and a slice. */
class SortedIndex {
  readonly members: string[] = [];

  add(member: string): void {
    const at = lowerBound(this.members, member);
    if (this.members[at] !== member) this.members.splice(at, 0, member);
  }

  delete(member: string): void {
    const at = lowerBound(this.members, member);
    if (this.members[at] === member) this.members.splice(at, 1);
  }

  /** The members strictly between the bounds, at most `limit`, from the chosen end. */
  slice({ after, before, limit, descending }: RangeQuery): string[] {
    const start = after === undefined ? 0 : lowerBound(this.members, `${after}\0`);
    const end = before === undefined ? this.members.length : lowerBound(this.members, before);
    if (end <= start) return [];
    return descending
      ? this.members.slice(Math.max(start, end - limit), end).reverse()
      : this.members.slice(start, Math.min(end, start + limit));
  }
}

/** The contents of one memory store; named stores (`memory://name`) share theirs within the process. */
class MemoryData {
  readonly slots = new Map<string, Slot>();
  readonly indexes = new Map<string, SortedIndex>();
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
        const index = this.data.indexes.get(collection.index) ?? new SortedIndex();
        index.add(collection.member);
        this.data.indexes.set(collection.index, index);
      }
    }
    return true;
  }

  async list(prefix: string, now: number): Promise<RawEntry[]> {
    // A collection's records are all in its index: no index is an empty collection, not a cue to scan.
    const keys =
      collectionOf(`${prefix}\0`)?.index === prefix
        ? (this.data.indexes.get(prefix)?.members ?? []).map((member) => prefix + member)
        : [...this.data.slots.keys()].filter((key) => key.startsWith(prefix)).sort();
    return this.entries(keys, now);
  }

  async range(prefix: string, query: RangeQuery, now: number): Promise<RawEntry[]> {
    const members = this.data.indexes.get(prefix)?.slice(query) ?? [];
    return this.entries(
      members.map((member) => prefix + member),
      now,
    );
  }

  async sweep(now: number): Promise<void> {
    for (const key of this.data.slots.keys()) this.live(key, now);
  }

  async close(): Promise<void> {}

  private entries(keys: readonly string[], now: number): RawEntry[] {
    return keys.flatMap((key) => {
      const slot = this.live(key, now);
      return slot ? [{ key, ...slot }] : [];
    });
  }

  private live(key: string, now: number): Slot | undefined {
    const slot = this.data.slots.get(key);
    if (slot?.expiresAt === undefined || slot.expiresAt > now) return slot;
    this.data.slots.delete(key);
    const collection = collectionOf(key);
    if (collection) this.data.indexes.get(collection.index)?.delete(collection.member);
    return undefined;
  }
}
