import KeyvPostgres from '@keyv/postgres';
import type Keyv from 'keyv';
import pg from 'pg';
import {
  type Check,
  type Driver,
  type RangeQuery,
  type RawEntry,
  type SessionLocks,
  type Write,
  prefixEnd,
  rangeBounds,
} from '../driver.js';
import {
  decodeEntry,
  encodeEntry,
  isLive,
  keyvOver,
  commitThroughKeyv,
  readThroughKeyv,
} from './keyv-entry.js';

/** keyv's own table, as @keyv/postgres creates it. */
const table = 'keyv';
/** Keeps prefix ranges on an index whatever the database's collation: keyv's key column has the default. */
const rangeIndex = `CREATE INDEX IF NOT EXISTS keyv_key_c ON ${table} (key COLLATE "C")`;

/**
 * @keyv/postgres runs every query on any connection of a pool it keeps per URL in module state (and ends on
 * any instance's disconnect), and exposes no connection a transaction could hold. So the driver owns one
 * pg pool and hands it to the adapter in place of that shared one: keyv and the transactions use the same
 * connections, and closing one store leaves another on the same URL working.
 */
function adapterOn(pool: pg.Pool): KeyvPostgres {
  class PooledKeyvPostgres extends KeyvPostgres {
    override async connect() {
      return async (sql: string, values?: unknown[]) => (await pool.query(sql, values)).rows;
    }

    override disconnect(): Promise<void> {
      return pool.end();
    }
  }
  return new PooledKeyvPostgres({ table });
}

/**
 * Session advisory locks on one connection of their own, apart from the pool: Postgres frees them the
 * moment that connection drops (the process died or lost the server). The two-key form keeps them apart
 * from the one-key transaction locks of commits, which hash the same store keys.
 */
class PostgresSessionLocks implements SessionLocks {
  private client: pg.Client | undefined;
  private readonly held = new Set<string>();

  constructor(private readonly url: string) {}

  async hold(key: string): Promise<boolean> {
    const client = await this.connection();
    if (this.held.has(key)) return true;
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS locked',
      [sessionLockSpace, key],
    );
    const locked = rows[0]?.locked === true;
    if (locked) this.held.add(key);
    return locked;
  }

  async release(key: string): Promise<void> {
    if (!this.held.delete(key) || !this.client) return;
    await this.client.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [sessionLockSpace, key]);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.forget(client);
    await client?.end();
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5_000 });
    // A lost connection lost its locks with it: forgotten here, so the next hold asks the server again.
    client.on('error', () => this.forget(client));
    client.on('end', () => this.forget(client));
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    return client;
  }

  private forget(client: pg.Client | undefined): void {
    if (client === undefined || this.client !== client) return;
    this.client = undefined;
    this.held.clear();
    void client.end().catch(() => undefined);
  }
}

const sessionLockSpace = 'keyv-bot-session-lock';

/**
 * PostgreSQL through @keyv/postgres. Reads and unchecked writes of plain keys go through keyv; a commit is
 * one transaction on a pool connection that takes a transaction-scoped advisory lock per key (in key order,
 * so two commits never deadlock), locks the checked rows, then checks and writes. Keyv's own writes take no
 * advisory lock, so the row locks make them wait for a commit that read the key, and a key checked absent
 * is only inserted, never overwritten: a keyv write that got in first makes the commit fail and retry.
 */
export class PostgresDriver implements Driver {
  readonly kind = 'postgres';

  private constructor(
    private readonly pool: pg.Pool,
    private readonly adapter: KeyvPostgres,
    private readonly keyv: Keyv<string>,
    readonly sessionLocks: PostgresSessionLocks,
  ) {}

  static async open(url: string): Promise<PostgresDriver> {
    const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5_000 });
    // An idle client that loses its connection emits here; the next query reports the failure instead.
    pool.on('error', () => undefined);
    const adapter = adapterOn(pool);
    // Failures are thrown to the caller; the handler keeps keyv from re-emitting them unhandled.
    const keyv = keyvOver(adapter, () => undefined);
    try {
      // The adapter creates its table in the background and only emits a failure: prove the table is there.
      await adapter.query(`SELECT 1 FROM ${table} LIMIT 0`);
      await pool.query(rangeIndex).catch(ignoreConcurrentCreation);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return new PostgresDriver(pool, adapter, keyv, new PostgresSessionLocks(url));
  }

  get(key: string, now: number): Promise<string | undefined> {
    return readThroughKeyv(this.keyv, this.kind, key, now);
  }

  async commit(checks: readonly Check[], writes: readonly Write[], now: number): Promise<boolean> {
    if (await commitThroughKeyv(this.keyv, checks, writes, now)) return true;
    const client = await this.pool.connect();
    // A connection lost mid-transaction also emits on the client, unhandled (a crash) unless listened to;
    // the query in flight rejects with the same failure, which is what the caller is told.
    const ignore = () => undefined;
    client.on('error', ignore);
    let failure: Error | undefined;
    try {
      await client.query('BEGIN');
      const done = await this.checkAndWrite(client, checks, writes, now);
      await client.query(done ? 'COMMIT' : 'ROLLBACK');
      return done;
    } catch (error) {
      failure = error instanceof Error ? error : new Error('the transaction failed');
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', ignore);
      // A client whose transaction failed may have lost its connection: dropped, never reused.
      client.release(failure);
    }
  }

  async list(prefix: string, now: number): Promise<RawEntry[]> {
    const { rows } = await this.pool.query<{ key: string; value: string }>(
      `SELECT key, value FROM ${table}
       WHERE key COLLATE "C" >= $1 AND key COLLATE "C" < $2 ORDER BY key COLLATE "C"`,
      [prefix, prefixEnd(prefix)],
    );
    return this.liveRows(rows, now);
  }

  /** One slice of a collection, read along the `keyv_key_c` index with a LIMIT. */
  async range(prefix: string, query: RangeQuery, now: number): Promise<RawEntry[]> {
    const { lower, lowerOpen, upper } = rangeBounds(prefix, query);
    const { rows } = await this.pool.query<{ key: string; value: string }>(
      `SELECT key, value FROM ${table}
       WHERE key COLLATE "C" ${lowerOpen ? '>' : '>='} $1 AND key COLLATE "C" < $2
       ORDER BY key COLLATE "C" ${query.descending ? 'DESC' : 'ASC'} LIMIT $3`,
      [lower, upper, query.limit],
    );
    return this.liveRows(rows, now);
  }

  private liveRows(rows: readonly { key: string; value: string }[], now: number): RawEntry[] {
    return rows.flatMap(({ key, value }) => {
      const entry = decodeEntry(this.kind, key, value);
      return isLive(entry, now) ? [{ key, ...entry }] : [];
    });
  }

  /** Reads the expiry keyv writes last in its envelope, so rows that are not JSON are left alone. */
  async sweep(now: number): Promise<void> {
    await this.pool.query(
      `DELETE FROM ${table} WHERE substring(value from '"expires":(\\d+)}$')::bigint <= $1`,
      [now],
    );
  }

  async close(): Promise<void> {
    await this.sessionLocks.close().catch(() => undefined);
    await this.adapter.disconnect();
  }

  private async checkAndWrite(
    client: pg.PoolClient,
    checks: readonly Check[],
    writes: readonly Write[],
    now: number,
  ): Promise<boolean> {
    const keys = [...new Set([...checks, ...writes].map(({ key }) => key))].sort();
    for (const key of keys)
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
    const absent = new Set<string>();
    if (checks.length > 0) {
      const { rows } = await client.query<{ key: string; value: string }>(
        `SELECT key, value FROM ${table} WHERE key = ANY($1) ORDER BY key FOR UPDATE`,
        [checks.map(({ key }) => key)],
      );
      const stored = new Map(rows.map((row) => [row.key, decodeEntry(this.kind, row.key, row.value)]));
      for (const { key, raw } of checks) {
        const entry = stored.get(key);
        if (!entry) absent.add(key);
        if ((entry && isLive(entry, now) ? entry.raw : undefined) !== raw) return false;
      }
    }
    for (const { key, raw, expiresAt } of writes) {
      // A row that appeared since the check is a write that got in first: the commit must fail.
      const conflict = absent.has(key) ? 'DO NOTHING' : 'DO UPDATE SET value = excluded.value';
      const { rowCount } =
        raw === undefined
          ? await client.query(`DELETE FROM ${table} WHERE key = $1`, [key])
          : await client.query(
              `INSERT INTO ${table} (key, value) VALUES ($1, $2) ON CONFLICT (key) ${conflict}`,
              [key, encodeEntry(raw, expiresAt)],
            );
      if (absent.has(key) && (raw === undefined ? rowCount !== 0 : rowCount !== 1)) return false;
    }
    return true;
  }
}

/** Two instances creating the index at once: the loser sees the winner's relation. */
function ignoreConcurrentCreation(error: unknown): void {
  const code = (error as { code?: string }).code;
  if (code !== '23505' && code !== '42P07') throw error;
}
