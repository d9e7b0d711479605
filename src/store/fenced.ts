import type { Fence, KvBackend, RecordChanges, StoredRecord, UpdateStep } from './backend.js';
import { recordKey } from './backend.js';
import { LeaseLostError } from './errors.js';
import type { RangeQuery, RawEntry } from './driver.js';
import type { SetAsideRecord } from './set-aside.js';

/**
 * The store as background work sees it: every write carries the current fence, so an instance that lost
 * its lease (paused, partitioned) cannot write afterwards; with no fence at all, writes throw
 * `LeaseLostError`. Reads and lease calls pass through. It shares its backend and never closes it.
 */
export class FencedBackend implements KvBackend {
  constructor(
    private readonly inner: KvBackend,
    private readonly currentFence: () => Fence | undefined,
    private readonly leaseName: string,
  ) {}

  get kind() {
    return this.inner.kind;
  }

  get(key: string): Promise<unknown> {
    return this.inner.get(key);
  }

  set(key: string, value: unknown, ttlMs?: number): Promise<void> {
    return this.inner.set(key, value, ttlMs, this.fence());
  }

  delete(key: string): Promise<boolean> {
    return this.inner.update(
      key,
      (current) => (current === undefined ? { result: false } : { result: true, write: 'delete' }),
      this.fence(),
    );
  }

  setIfAbsent(key: string, value: unknown, ttlMs?: number): Promise<boolean> {
    return this.inner.update(
      key,
      (current) => (current === undefined ? { result: true, write: { value, ttlMs } } : { result: false }),
      this.fence(),
    );
  }

  update<R>(key: string, step: (current: unknown) => UpdateStep<R>): Promise<R> {
    return this.inner.update(key, step, this.fence());
  }

  putRecord(collection: string, id: string, value: unknown): Promise<void> {
    return this.inner.putRecord(collection, id, value, this.fence());
  }

  getRecord(collection: string, id: string): Promise<unknown> {
    return this.inner.getRecord(collection, id);
  }

  deleteRecord(collection: string, id: string): Promise<boolean> {
    return this.delete(recordKey(collection, id));
  }

  listRecords(collection: string): Promise<StoredRecord[]> {
    return this.inner.listRecords(collection);
  }

  rangeRecords(collection: string, query: RangeQuery): Promise<StoredRecord[]> {
    return this.inner.rangeRecords(collection, query);
  }

  commitRecords(changes: RecordChanges): Promise<boolean> {
    return this.inner.commitRecords(changes, this.fence());
  }

  acquireLease(name: string, holder: string, ttlMs: number): Promise<number | undefined> {
    return this.inner.acquireLease(name, holder, ttlMs);
  }

  renewLease(name: string, holder: string, token: number, ttlMs: number): Promise<boolean> {
    return this.inner.renewLease(name, holder, token, ttlMs);
  }

  releaseLease(name: string, holder: string, token: number): Promise<void> {
    return this.inner.releaseLease(name, holder, token);
  }

  isLeaseCurrent(name: string, token: number): Promise<boolean> {
    return this.inner.isLeaseCurrent(name, token);
  }

  /** Not fenced: moving a record nobody can read aside is no background state, any instance may. */
  setAside(key: string, reason: string): Promise<SetAsideRecord | undefined> {
    return this.inner.setAside(key, reason);
  }

  exportEntries(): Promise<RawEntry[]> {
    return this.inner.exportEntries();
  }

  async importEntries(): Promise<void> {
    throw new Error('background work does not import entries');
  }

  async close(): Promise<void> {
    // The unfenced store owns the connection.
  }

  private fence(): Fence {
    const fence = this.currentFence();
    if (!fence) throw new LeaseLostError(this.leaseName);
    return fence;
  }
}
