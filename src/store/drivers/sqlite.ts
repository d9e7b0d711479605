import { stat } from 'node:fs/promises';
import sqlite3 from 'sqlite3';
import { KeyedMutex } from '../../concurrency.js';
import { type Check, type Driver, type RawEntry, type Write, prefixEnd } from '../driver.js';
import { StoreError } from '../errors.js';

const busyTimeoutMs = 5_000;
const table = 'bot_store';

/**
 * A sqlite file through the sqlite3 driver. Commits are `BEGIN IMMEDIATE` transactions, so writers on other
 * connections to the file wait for each other (busy timeout). A connection runs one operation at a time: a
 * statement waiting for a lock holds a libuv pool thread, and a few such waits would starve the thread that
 * would commit and release it. Every operation first checks the file is still the one opened: a file
 * replaced or deleted under a running bot would otherwise keep taking writes nobody will ever read.
 */
export class SqliteDriver implements Driver {
  readonly kind = 'sqlite';
  private readonly queue = new KeyedMutex();

  private constructor(
    private readonly database: sqlite3.Database,
    private readonly path: string,
    private readonly inode: number | undefined,
  ) {}

  static async open(path: string): Promise<SqliteDriver> {
    const database = await new Promise<sqlite3.Database>((resolve, reject) => {
      const opened: sqlite3.Database = new sqlite3.Database(path, (error) =>
        error ? reject(error) : resolve(opened),
      );
    });
    const inode = path === ':memory:' ? undefined : (await stat(path)).ino;
    const driver = new SqliteDriver(database, path, inode);
    try {
      await driver.run(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
      await driver.run('PRAGMA journal_mode = WAL');
      await driver.run(
        `CREATE TABLE IF NOT EXISTS ${table} (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER) WITHOUT ROWID`,
      );
    } catch (error) {
      await driver.close().catch(() => undefined);
      throw error;
    }
    return driver;
  }

  get(key: string, now: number): Promise<string | undefined> {
    return this.queue.run('', async () => {
      await this.ensureSameFile('read');
      const rows = await this.all<{ value: string }>(
        `SELECT value FROM ${table} WHERE key = ? AND (expires_at IS NULL OR expires_at > ?)`,
        [key, now],
      );
      return rows[0]?.value;
    });
  }

  commit(checks: readonly Check[], writes: readonly Write[], now: number): Promise<boolean> {
    return this.queue.run('', async () => {
      await this.ensureSameFile('write');
      await this.run('BEGIN IMMEDIATE');
      try {
        for (const check of checks) {
          const rows = await this.all<{ value: string }>(
            `SELECT value FROM ${table} WHERE key = ? AND (expires_at IS NULL OR expires_at > ?)`,
            [check.key, now],
          );
          if (rows[0]?.value !== check.raw) {
            await this.run('ROLLBACK');
            return false;
          }
        }
        for (const { key, raw, expiresAt } of writes) {
          if (raw === undefined) await this.run(`DELETE FROM ${table} WHERE key = ?`, [key]);
          else
            await this.run(
              `INSERT INTO ${table} (key, value, expires_at) VALUES (?, ?, ?)
               ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
              [key, raw, expiresAt ?? null],
            );
        }
        await this.run('COMMIT');
        return true;
      } catch (error) {
        await this.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  list(prefix: string, now: number): Promise<RawEntry[]> {
    return this.queue.run('', () => this.listNow(prefix, now));
  }

  private async listNow(prefix: string, now: number): Promise<RawEntry[]> {
    await this.ensureSameFile('read');
    const rows = await this.all<{ key: string; value: string; expires_at: number | null }>(
      `SELECT key, value, expires_at FROM ${table}
       WHERE key >= ? AND key < ? AND (expires_at IS NULL OR expires_at > ?) ORDER BY key`,
      [prefix, prefixEnd(prefix), now],
    );
    return rows.map((row) => ({ key: row.key, raw: row.value, expiresAt: row.expires_at ?? undefined }));
  }

  async sweep(now: number): Promise<void> {
    await this.queue.run('', () => this.run(`DELETE FROM ${table} WHERE expires_at <= ?`, [now]));
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.database.close((error) => (error ? reject(error) : resolve())),
    );
  }

  /** Runs SQL on this driver's connection, for the one-time upgrade of an older file. */
  all<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return new Promise((resolve, reject) =>
      this.database.all(sql, parameters, (error, rows: T[]) => (error ? reject(error) : resolve(rows))),
    );
  }

  private run(sql: string, parameters: unknown[] = []): Promise<void> {
    return new Promise((resolve, reject) =>
      this.database.run(sql, parameters, (error) => (error ? reject(error) : resolve())),
    );
  }

  private async ensureSameFile(operation: 'read' | 'write'): Promise<void> {
    if (this.inode === undefined) return;
    const current = await stat(this.path).catch(() => undefined);
    if (current?.ino !== this.inode)
      throw new StoreError(
        'sqlite',
        operation,
        'the database file was replaced or deleted while the bot ran; restart it',
      );
  }
}
