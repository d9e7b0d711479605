import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import KeyvSqlite from '@keyv/sqlite';
import type Keyv from 'keyv';
import { KeyedMutex } from '../../concurrency.js';
import {
  type Check,
  type Driver,
  type RangeQuery,
  type RawEntry,
  type Write,
  prefixEnd,
  rangeBounds,
} from '../driver.js';
import { StoreError } from '../errors.js';
import {
  decodeEntry,
  encodeEntry,
  isLive,
  keyvOver,
  commitThroughKeyv,
  readThroughKeyv,
} from './keyv-entry.js';

const busyTimeoutMs = 5_000;
/** keyv's own table: the bot's entries and any older keyv data live side by side in it. */
export const keyvTable = 'keyv';

/**
 * A sqlite file through @keyv/sqlite. Reads and single unchecked writes go through keyv; commits, listings
 * and sweeps run SQL on the adapter's own connection (its `query`), commits as `BEGIN IMMEDIATE`
 * transactions, so writers on other connections to the file wait for each other (busy timeout). That
 * connection is shared by keyv and the transactions, so the driver runs one operation at a time: a keyv
 * read must not land inside a transaction, and a statement waiting for a lock holds a libuv pool thread.
 * Every operation checks the file is still the one opened: a file replaced or deleted under a running bot
 * would otherwise keep taking writes nobody will ever read. A write checks first; a read checks once its
 * query is under way, and fails likewise when the file changed. The check is a synchronous stat: a few µs
 * on the local file sqlite needs, where the asynchronous one cost about 40 µs of CPU in its thread handoff,
 * on every operation.
 */
export class SqliteDriver implements Driver {
  readonly kind = 'sqlite';
  private readonly queue = new KeyedMutex();

  private constructor(
    private readonly adapter: KeyvSqlite,
    private readonly keyv: Keyv<string>,
    private readonly path: string,
    private readonly inode: number | undefined,
  ) {}

  static async open(path: string): Promise<SqliteDriver> {
    const adapter = new KeyvSqlite({ uri: `sqlite://${path}`, table: keyvTable, busyTimeout: busyTimeoutMs });
    // Failures are thrown to the caller; the handler keeps keyv from re-emitting them unhandled.
    const keyv = keyvOver(adapter, () => undefined);
    try {
      await adapter.query('PRAGMA journal_mode = WAL');
      const inode = path === ':memory:' ? undefined : (await stat(path)).ino;
      return new SqliteDriver(adapter, keyv, path, inode);
    } catch (error) {
      await adapter.disconnect().catch(() => undefined);
      throw error;
    }
  }

  get(key: string, now: number): Promise<string | undefined> {
    return this.queue.run('', () => this.checkedRead(readThroughKeyv(this.keyv, this.kind, key, now)));
  }

  commit(checks: readonly Check[], writes: readonly Write[], now: number): Promise<boolean> {
    return this.queue.run('', async () => {
      this.ensureSameFile('write');
      if (await commitThroughKeyv(this.keyv, checks, writes, now)) return true;
      return this.transaction(async () => {
        for (const check of checks) if ((await this.liveRaw(check.key, now)) !== check.raw) return false;
        await this.apply(writes);
        return true;
      });
    });
  }

  /**
   * Commits the writes once per file, with `statements` run first in the same transaction (the backup of
   * what is replaced); answers false when another process already did. `user_version` marks it done.
   */
  commitUpgrade(statements: readonly string[], writes: readonly Write[]): Promise<boolean> {
    return this.queue.run('', () =>
      this.transaction(async () => {
        if ((await this.layoutVersion()) > 0) return false;
        for (const statement of statements) await this.adapter.query(statement);
        await this.apply(writes);
        await this.adapter.query('PRAGMA user_version = 1');
        return true;
      }),
    );
  }

  /** 0 for a file no version of this layout has opened yet. */
  async layoutVersion(): Promise<number> {
    const rows: { user_version: number }[] = await this.adapter.query('PRAGMA user_version');
    return rows[0]?.user_version ?? 0;
  }

  list(prefix: string, now: number): Promise<RawEntry[]> {
    return this.queue.run('', async () => {
      const rows: { key: string; value: string }[] = await this.checkedRead(
        this.adapter.query(`SELECT key, value FROM ${keyvTable} WHERE key >= ? AND key < ? ORDER BY key`, [
          prefix,
          prefixEnd(prefix),
        ]),
      );
      return this.liveRows(rows, now);
    });
  }

  private liveRows(rows: readonly { key: string; value: string }[], now: number): RawEntry[] {
    return rows.flatMap(({ key, value }) => {
      const entry = decodeEntry(this.kind, key, value);
      return isLive(entry, now) ? [{ key, ...entry }] : [];
    });
  }

  /** One slice of a collection, read along the key's primary-key index with a LIMIT. */
  range(prefix: string, query: RangeQuery, now: number): Promise<RawEntry[]> {
    const { lower, lowerOpen, upper } = rangeBounds(prefix, query);
    return this.queue.run('', async () => {
      const rows: { key: string; value: string }[] = await this.checkedRead(
        this.adapter.query(
          `SELECT key, value FROM ${keyvTable} WHERE key ${lowerOpen ? '>' : '>='} ? AND key < ? ` +
            `ORDER BY key ${query.descending ? 'DESC' : 'ASC'} LIMIT ?`,
          [lower, upper, query.limit],
        ),
      );
      return this.liveRows(rows, now);
    });
  }

  async sweep(now: number): Promise<void> {
    await this.queue.run('', () =>
      this.adapter.query(
        `DELETE FROM ${keyvTable} WHERE json_valid(value) AND json_extract(value, '$.expires') <= ?`,
        [now],
      ),
    );
  }

  close(): Promise<void> {
    return this.adapter.disconnect();
  }

  /** Runs SQL on the adapter's connection, for the one-time upgrade of an older file. */
  all<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return this.queue.run('', () => this.adapter.query(sql, parameters));
  }

  private async transaction(work: () => Promise<boolean>): Promise<boolean> {
    await this.adapter.query('BEGIN IMMEDIATE');
    try {
      const done = await work();
      await this.adapter.query(done ? 'COMMIT' : 'ROLLBACK');
      return done;
    } catch (error) {
      await this.adapter.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  private async liveRaw(key: string, now: number): Promise<string | undefined> {
    const rows: { value: string }[] = await this.adapter.query(
      `SELECT value FROM ${keyvTable} WHERE key = ?`,
      [key],
    );
    const text = rows[0]?.value;
    if (text === undefined) return undefined;
    const entry = decodeEntry(this.kind, key, text);
    return isLive(entry, now) ? entry.raw : undefined;
  }

  private async apply(writes: readonly Write[]): Promise<void> {
    for (const { key, raw, expiresAt } of writes) {
      if (raw === undefined) await this.adapter.query(`DELETE FROM ${keyvTable} WHERE key = ?`, [key]);
      else
        await this.adapter.query(
          `INSERT INTO ${keyvTable} (key, value) VALUES (?, ?) ` +
            'ON CONFLICT (key) DO UPDATE SET value = excluded.value',
          [key, encodeEntry(raw, expiresAt)],
        );
    }
  }

  /** A read's answer, the file checked while its query runs; it fails when the file changed. */
  private async checkedRead<T>(read: Promise<T>): Promise<T> {
    try {
      this.ensureSameFile('read');
    } catch (error) {
      // The query was sent: it ends before the next operation starts, its answer (or failure) unwanted.
      await read.catch(() => undefined);
      throw error;
    }
    return read;
  }

  /** The inode now at the path; undefined when nothing can be read there. */
  private currentInode(): number | undefined {
    try {
      return statSync(this.path).ino;
    } catch {
      return undefined;
    }
  }

  private ensureSameFile(operation: 'read' | 'write'): void {
    if (this.inode === undefined) return;
    if (this.currentInode() !== this.inode)
      throw new StoreError(
        'sqlite',
        operation,
        'the database file was replaced or deleted while the bot ran; restart it',
      );
  }
}
