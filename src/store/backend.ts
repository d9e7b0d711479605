import type { RangeQuery, RawEntry } from './driver.js';
import type { BackendKind } from './errors.js';
import type { SetAsideRecord } from './schemas.js';

/** A lease held under a fencing token; writes that pass it commit only while the token is current. */
export type Fence = { lease: string; token: number };

/**
 * What an `update` step does: write a value (with an optional TTL), delete, or leave it; and what to answer.
 */
export type UpdateStep<R> = {
  result: R;
  write?: { value: unknown; ttlMs?: number } | 'delete';
};

export type StoredRecord = { id: string; value: unknown };

/** One record of a `commitRecords` step, in a named collection. */
export type RecordRef = { collection: string; id: string };
export type RecordChanges = {
  /** Written only if absent: the whole step is skipped when any of them already exists. */
  insert?: readonly (RecordRef & { value: unknown })[];
  put?: readonly (RecordRef & { value: unknown })[];
  remove?: readonly RecordRef[];
};

/**
 * The small store interface beneath `BotStore`; every backend behaves the same behind it. Values are JSON.
 * A failed operation throws `StoreError`, never answers "absent"; a value that is not JSON is a StoreError.
 */
export interface KvBackend {
  readonly kind: BackendKind;
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlMs?: number, fence?: Fence): Promise<void>;
  /** Answers whether the key existed. */
  delete(key: string): Promise<boolean>;
  /**
   * Stores the value only if the key is absent (or expired): a claim that succeeds for exactly one caller.
   */
  setIfAbsent(key: string, value: unknown, ttlMs?: number): Promise<boolean>;
  /**
   * Atomic read-modify-write: `step` sees the current value (undefined when absent) and may be called again
   * if another writer got in first, so it must not have side effects. With a fence, commits only while the
   * lease token is current, else throws `LeaseLostError`.
   */
  update<R>(key: string, step: (current: unknown) => UpdateStep<R>, fence?: Fence): Promise<R>;
  /** Collections: records stored one per key under a collection name, listed without scanning the store. */
  putRecord(collection: string, id: string, value: unknown, fence?: Fence): Promise<void>;
  getRecord(collection: string, id: string): Promise<unknown>;
  deleteRecord(collection: string, id: string): Promise<boolean>;
  listRecords(collection: string): Promise<StoredRecord[]>;
  /** A slice of a collection in id order, read from an ordered index (see `RangeQuery`). */
  rangeRecords(collection: string, query: RangeQuery): Promise<StoredRecord[]>;
  /**
   * Changes records of any collections in one atomic step, so that related records (an audit record and its
   * pending post) are never seen or lost one without the other. Answers false, writing nothing, when a record
   * to insert already exists.
   */
  commitRecords(changes: RecordChanges, fence?: Fence): Promise<boolean>;
  /** Takes the named lease if free, expired or already ours; answers its fencing token, which only grows. */
  acquireLease(name: string, holder: string, ttlMs: number): Promise<number | undefined>;
  /** Extends the lease while the token is still the latest; answers false once someone else took over. */
  renewLease(name: string, holder: string, token: number, ttlMs: number): Promise<boolean>;
  releaseLease(name: string, holder: string, token: number): Promise<void>;
  /** Whether the token is the current, unexpired holder's. */
  isLeaseCurrent(name: string, token: number): Promise<boolean>;
  /** Moves the entry at `key`, as stored, to the set-aside collection (see `BadRecords`). */
  setAside(key: string, reason: string): Promise<SetAsideRecord | undefined>;
  /** Every entry with its expiry, for `store:migrate`; and the way back in. */
  exportEntries(): Promise<RawEntry[]>;
  importEntries(entries: readonly RawEntry[]): Promise<void>;
  close(): Promise<void>;
}

export const recordKey = (collection: string, id: string) => `rec:${collection}#${id}`;
