import { z } from 'zod';
import type { Logger } from '../log.js';
import {
  type Fence,
  type KvBackend,
  type RecordChanges,
  type RecordRef,
  type StoredRecord,
  type UpdateStep,
  recordKey,
} from './backend.js';
import type { Check, Driver, RangeQuery, RawEntry, Write } from './driver.js';
import {
  type BackendKind,
  CorruptRecordError,
  FailureLog,
  LeaseLostError,
  StoreError,
  parseStored,
  reasonOf,
} from './errors.js';
import { moveAside, type SetAsideRecord } from './set-aside.js';

const leaseKey = (name: string) => `lease:${name}`;
const leaseSchema = z.object({
  holder: z.string(),
  token: z.number().int(),
  expiresAt: z.number(),
  /** The holder also holds the lease's session lock: its lock coming free means the holder is gone. */
  locked: z.boolean().optional(),
});
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
        value: this.parse(key.slice(this.prefix.length), raw),
      })),
    );
  }

  setAside(key: string, reason: string): Promise<SetAsideRecord | undefined> {
    return this.guard('write', () => moveAside(this.driver, this.prefix, key, reason, this.now()));
  }

  rangeRecords(collection: string, query: RangeQuery): Promise<StoredRecord[]> {
    const prefix = this.prefix + recordKey(collection, '');
    return this.guard('read', async () =>
      (await this.driver.range(prefix, query, this.now())).map(({ key, raw }) => ({
        id: key.slice(prefix.length),
        value: this.parse(key.slice(this.prefix.length), raw),
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

  /**
   * Takes the lease if free, expired, already ours, or held by a process whose session lock came free (it
   * died: its connection dropped), which is taken over at once instead of at the record's expiry.
   */
  async acquireLease(name: string, holder: string, ttlMs: number): Promise<number | undefined> {
    const locked = await this.holdSessionLock(name);
    const token = await this.update(leaseKey(name), (current) => {
      const lease = this.lease(name, current);
      const now = this.now();
      const live = lease !== undefined && lease.expiresAt > now;
      const holderGone = live && lease.locked === true && locked;
      if (live && lease.holder !== holder && !holderGone) return { result: undefined };
      const next = live && lease.holder === holder ? lease.token : (lease?.token ?? 0) + 1;
      return { result: next, write: { value: { holder, token: next, expiresAt: now + ttlMs, locked } } };
    });
    // A standby keeps no lock: the holder (which took over by expiry) takes it at its next renewal.
    if (token === undefined && locked) await this.releaseSessionLock(name);
    return token;
  }

  async renewLease(name: string, holder: string, token: number, ttlMs: number): Promise<boolean> {
    const locked = await this.holdSessionLock(name);
    const renewed = await this.update(leaseKey(name), (current) => {
      const lease = this.lease(name, current);
      if (lease?.token !== token || lease.holder !== holder) return { result: false };
      // Our session lock was lost and another session has it: it may be taking over right now.
      if (lease.locked && !locked && this.driver.sessionLocks) return { result: false };
      return { result: true, write: { value: { ...lease, expiresAt: this.now() + ttlMs, locked } } };
    });
    if (!renewed) await this.releaseSessionLock(name);
    return renewed;
  }

  async releaseLease(name: string, holder: string, token: number): Promise<void> {
    // The record stays, expired, so the next holder's token is still larger.
    await this.update(leaseKey(name), (current) => {
      const lease = this.lease(name, current);
      if (lease?.token !== token || lease.holder !== holder) return { result: undefined };
      return { result: undefined, write: { value: { ...lease, expiresAt: 0 } } };
    });
    await this.releaseSessionLock(name);
  }

  async isLeaseCurrent(name: string, token: number): Promise<boolean> {
    const lease = this.lease(name, await this.get(leaseKey(name)));
    return lease?.token === token && lease.expiresAt > this.now();
  }

  exportEntries(): Promise<RawEntry[]> {
    return this.guard('read', async () =>
      (await this.driver.list(this.prefix, this.now())).map((entry) => {
        this.parse(entry.key.slice(this.prefix.length), entry.raw);
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
    const lease = this.lease(name, this.parse(leaseKey(name), raw));
    if (lease?.token !== token || lease.expiresAt <= now) throw new LeaseLostError(name);
    return { key, raw };
  }

  /** Whether this process holds the lease's session lock now; false where the backend has none. */
  private holdSessionLock(name: string): Promise<boolean> {
    const locks = this.driver.sessionLocks;
    if (!locks) return Promise.resolve(false);
    return this.guard('write', () => locks.hold(this.prefix + leaseKey(name)));
  }

  private async releaseSessionLock(name: string): Promise<void> {
    await this.guard('write', async () => this.driver.sessionLocks?.release(this.prefix + leaseKey(name)));
  }

  private lease(name: string, value: unknown): Lease | undefined {
    if (value === undefined) return undefined;
    return parseStored(this.kind, leaseSchema, `the lease "${name}"`, value);
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
      throw new CorruptRecordError(this.kind, key, 'not JSON');
    }
  }

  /** Turns failures into one StoreError, logged once per burst; lease loss and corrupt records pass. */
  private async guard<T>(operation: 'read' | 'write', work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof LeaseLostError || error instanceof CorruptRecordError) throw error;
      const failure =
        error instanceof StoreError ? error : new StoreError(this.kind, operation, reasonOf(error));
      this.failures.report(failure);
      this.onFailure?.(failure);
      throw failure;
    }
  }
}
