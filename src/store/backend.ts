import { z } from 'zod';
import type { Logger } from '../log.js';
import type { Check, Driver, RawEntry, Write } from './driver.js';
import { type BackendKind, FailureLog, LeaseLostError, StoreError, reasonOf } from './errors.js';

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
  /** Every entry with its expiry, for `store:migrate`; and the way back in. */
  exportEntries(): Promise<RawEntry[]>;
  importEntries(entries: readonly RawEntry[]): Promise<void>;
  close(): Promise<void>;
}

export const recordKey = (collection: string, id: string) => `rec:${collection}#${id}`;
const leaseKey = (name: string) => `lease:${name}`;
const leaseSchema = z.object({ holder: z.string(), token: z.number().int(), expiresAt: z.number() });
type Lease = z.infer<typeof leaseSchema>;

const sweepIntervalMs = 10 * 60_000;

export type KvOptions = {
  namespace?: string;
  logger?: Logger;
  now?: () => number;
  /** Told of every failed read or write (metrics count them), not once per burst like the log. */
  onFailure?: (error: StoreError) => void;
};

/** `KvBackend` over any `Driver`: JSON, TTLs, optimistic updates on the driver's atomic commit, leases. */
export class Kv implements KvBackend {
  readonly kind: BackendKind;
  private readonly prefix: string;
  private failures: FailureLog;
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;
  private readonly onFailure: ((error: StoreError) => void) | undefined;

  constructor(
    private readonly driver: Driver,
    options: KvOptions = {},
  ) {
    this.kind = driver.kind;
    this.prefix = options.namespace ? `${options.namespace}:` : '';
    this.now = options.now ?? Date.now;
    this.failures = new FailureLog(options.logger, this.now);
    this.onFailure = options.onFailure;
    this.sweeper = setInterval(() => this.sweep().catch(() => undefined), sweepIntervalMs).unref();
  }

  /** From now on, failures are logged here (once per burst); before, they are only thrown. */
  logFailuresTo(logger: Logger): void {
    this.failures = new FailureLog(logger, this.now);
  }

  /** Drops expired entries where the backend keeps them (sqlite, Postgres); runs every 10 minutes. */
  sweep(): Promise<void> {
    return this.guard('write', () => this.driver.sweep(this.now()));
  }

  get(key: string): Promise<unknown> {
    return this.guard('read', async () =>
      this.parse(key, await this.driver.get(this.prefix + key, this.now())),
    );
  }

  async set(key: string, value: unknown, ttlMs?: number, fence?: Fence): Promise<void> {
    if (fence) return this.update(key, () => ({ result: undefined, write: { value, ttlMs } }), fence);
    await this.guard('write', () => this.driver.commit([], [this.write(key, value, ttlMs)], this.now()));
  }

  delete(key: string): Promise<boolean> {
    return this.update(key, (current) =>
      current === undefined ? { result: false } : { result: true, write: 'delete' },
    );
  }

  setIfAbsent(key: string, value: unknown, ttlMs?: number): Promise<boolean> {
    return this.guard('write', () =>
      this.driver.commit(
        [{ key: this.prefix + key, raw: undefined }],
        [this.write(key, value, ttlMs)],
        this.now(),
      ),
    );
  }

  update<R>(key: string, step: (current: unknown) => UpdateStep<R>, fence?: Fence): Promise<R> {
    return this.guard('write', async () => {
      for (;;) {
        const now = this.now();
        const raw = await this.driver.get(this.prefix + key, now);
        const checks: Check[] = [{ key: this.prefix + key, raw }];
        if (fence) checks.push(await this.fenceCheck(fence, now));
        const { result, write } = step(this.parse(key, raw));
        if (write === undefined && !fence) return result;
        const writes: Write[] =
          write === undefined
            ? []
            : [
                write === 'delete'
                  ? { key: this.prefix + key, raw: undefined }
                  : this.write(key, write.value, write.ttlMs),
              ];
        if (await this.driver.commit(checks, writes, now)) return result;
      }
    });
  }

  putRecord(collection: string, id: string, value: unknown, fence?: Fence): Promise<void> {
    return this.set(recordKey(collection, id), value, undefined, fence);
  }

  getRecord(collection: string, id: string): Promise<unknown> {
    return this.get(recordKey(collection, id));
  }

  deleteRecord(collection: string, id: string): Promise<boolean> {
    return this.delete(recordKey(collection, id));
  }

  listRecords(collection: string): Promise<StoredRecord[]> {
    const prefix = this.prefix + recordKey(collection, '');
    return this.guard('read', async () =>
      (await this.driver.list(prefix, this.now())).map(({ key, raw }) => ({
        id: key.slice(prefix.length),
        value: this.parse(key, raw),
      })),
    );
  }

  commitRecords({ insert = [], put = [], remove = [] }: RecordChanges, fence?: Fence): Promise<boolean> {
    return this.guard('write', async () => {
      const key = ({ collection, id }: RecordRef) => recordKey(collection, id);
      const writes: Write[] = [
        ...[...insert, ...put].map((record) => this.write(key(record), record.value, undefined)),
        ...remove.map((record) => ({ key: this.prefix + key(record), raw: undefined })),
      ];
      for (;;) {
        const now = this.now();
        const checks: Check[] = insert.map((record) => ({ key: this.prefix + key(record), raw: undefined }));
        const leaseCheck = fence && (await this.fenceCheck(fence, now));
        if (leaseCheck) checks.push(leaseCheck);
        if (await this.driver.commit(checks, writes, now)) return true;
        // A renewal of the lease between the check and the commit is no conflict: try again.
        if (!leaseCheck || (await this.driver.get(leaseCheck.key, now)) === leaseCheck.raw) return false;
      }
    });
  }

  acquireLease(name: string, holder: string, ttlMs: number): Promise<number | undefined> {
    return this.update(leaseKey(name), (current) => {
      const lease = this.lease(name, current);
      const now = this.now();
      if (lease && lease.expiresAt > now && lease.holder !== holder) return { result: undefined };
      const token = lease && lease.expiresAt > now ? lease.token : (lease?.token ?? 0) + 1;
      return { result: token, write: { value: { holder, token, expiresAt: now + ttlMs } } };
    });
  }

  renewLease(name: string, holder: string, token: number, ttlMs: number): Promise<boolean> {
    return this.update(leaseKey(name), (current) => {
      const lease = this.lease(name, current);
      if (lease?.token !== token || lease.holder !== holder) return { result: false };
      return { result: true, write: { value: { ...lease, expiresAt: this.now() + ttlMs } } };
    });
  }

  async releaseLease(name: string, holder: string, token: number): Promise<void> {
    // The record stays, expired, so the next holder's token is still larger.
    await this.update(leaseKey(name), (current) => {
      const lease = this.lease(name, current);
      if (lease?.token !== token || lease.holder !== holder) return { result: undefined };
      return { result: undefined, write: { value: { ...lease, expiresAt: 0 } } };
    });
  }

  async isLeaseCurrent(name: string, token: number): Promise<boolean> {
    const lease = this.lease(name, await this.get(leaseKey(name)));
    return lease?.token === token && lease.expiresAt > this.now();
  }

  exportEntries(): Promise<RawEntry[]> {
    return this.guard('read', async () =>
      (await this.driver.list(this.prefix, this.now())).map((entry) => {
        this.parse(entry.key, entry.raw);
        return { ...entry, key: entry.key.slice(this.prefix.length) };
      }),
    );
  }

  importEntries(entries: readonly RawEntry[]): Promise<void> {
    return this.guard('write', async () => {
      const writes = entries.map(({ key, raw, expiresAt }) => ({ key: this.prefix + key, raw, expiresAt }));
      await this.driver.commit([], writes, this.now());
    });
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await this.driver.close();
  }

  private async fenceCheck({ lease: name, token }: Fence, now: number): Promise<Check> {
    const key = this.prefix + leaseKey(name);
    const raw = await this.driver.get(key, now);
    const lease = this.lease(name, this.parse(key, raw));
    if (lease?.token !== token || lease.expiresAt <= now) throw new LeaseLostError(name);
    return { key, raw };
  }

  private lease(name: string, value: unknown): Lease | undefined {
    if (value === undefined) return undefined;
    const parsed = leaseSchema.safeParse(value);
    if (!parsed.success) throw new StoreError(this.kind, 'read', `the lease "${name}" is corrupted`);
    return parsed.data;
  }

  private write(key: string, value: unknown, ttlMs: number | undefined): Write {
    const expiresAt = ttlMs === undefined ? undefined : this.now() + Math.max(1, ttlMs);
    return { key: this.prefix + key, raw: JSON.stringify(value), expiresAt };
  }

  private parse(key: string, raw: string | undefined): unknown {
    if (raw === undefined) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      throw new StoreError(this.kind, 'read', `the value stored at "${key}" is corrupted (not JSON)`);
    }
  }

  /** Turns every failure into one StoreError, logged once per burst; lease loss passes through as it is. */
  private async guard<T>(operation: 'read' | 'write', work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      const failure =
        error instanceof StoreError ? error : new StoreError(this.kind, operation, reasonOf(error));
      this.failures.report(failure);
      this.onFailure?.(failure);
      throw failure;
    }
  }
}
