import pg from 'pg';
import { type Check, type Driver, type RawEntry, type Write, prefixEnd } from '../driver.js';

const table = 'bot_store';

/**
 * PostgreSQL through a pg pool. A commit is one transaction that first takes a transaction-scoped advisory
 * lock per key (in key order, so two commits never deadlock), which also covers keys that do not exist yet,
 * then checks and writes. `COLLATE "C"` keeps prefix ranges on the primary key index.
 */
export class PostgresDriver implements Driver {
  readonly kind = 'postgres';

  private constructor(private readonly pool: pg.Pool) {}

  static async open(url: string): Promise<PostgresDriver> {
    const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5_000 });
    // An idle client that loses its connection emits here; the next query reports the failure instead.
    pool.on('error', () => undefined);
    try {
      await pool.query(
        `CREATE TABLE IF NOT EXISTS ${table} (key TEXT COLLATE "C" PRIMARY KEY, value TEXT NOT NULL, expires_at BIGINT)`,
      );
    } catch (error) {
      // Two instances creating the table at once: the loser sees the winner's type or relation.
      const code = (error as { code?: string }).code;
      if (code !== '23505' && code !== '42P07') {
        await pool.end().catch(() => undefined);
        throw error;
      }
    }
    return new PostgresDriver(pool);
  }

  async get(key: string, now: number): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ value: string }>(
      `SELECT value FROM ${table} WHERE key = $1 AND (expires_at IS NULL OR expires_at > $2)`,
      [key, now],
    );
    return rows[0]?.value;
  }

  async commit(checks: readonly Check[], writes: readonly Write[], now: number): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const keys = [...new Set([...checks, ...writes].map(({ key }) => key))].sort();
      for (const key of keys)
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
      if (checks.length > 0) {
        const { rows } = await client.query<{ key: string; value: string }>(
          `SELECT key, value FROM ${table} WHERE key = ANY($1) AND (expires_at IS NULL OR expires_at > $2)`,
          [checks.map(({ key }) => key), now],
        );
        const current = new Map(rows.map((row) => [row.key, row.value]));
        if (checks.some(({ key, raw }) => current.get(key) !== raw)) {
          await client.query('ROLLBACK');
          return false;
        }
      }
      for (const { key, raw, expiresAt } of writes) {
        if (raw === undefined) await client.query(`DELETE FROM ${table} WHERE key = $1`, [key]);
        else
          await client.query(
            `INSERT INTO ${table} (key, value, expires_at) VALUES ($1, $2, $3)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
            [key, raw, expiresAt ?? null],
          );
      }
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async list(prefix: string, now: number): Promise<RawEntry[]> {
    const { rows } = await this.pool.query<{ key: string; value: string; expires_at: string | null }>(
      `SELECT key, value, expires_at FROM ${table}
       WHERE key >= $1 AND key < $2 AND (expires_at IS NULL OR expires_at > $3) ORDER BY key`,
      [prefix, prefixEnd(prefix), now],
    );
    return rows.map((row) => ({
      key: row.key,
      raw: row.value,
      expiresAt: row.expires_at === null ? undefined : Number(row.expires_at),
    }));
  }

  async sweep(now: number): Promise<void> {
    await this.pool.query(`DELETE FROM ${table} WHERE expires_at <= $1`, [now]);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
