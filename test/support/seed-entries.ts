import pg from 'pg';
import { encodeEntry } from '../../src/store/drivers/keyv-entry.js';
import type { KvBackend } from '../../src/store/index.js';

export type SeedEntry = { key: string; raw: string; expiresAt: undefined };

/** An entry of `value` stored at `key` (a store key such as `recordKey(...)`), as a seed writes it. */
export const seedEntry = (key: string, value: unknown): SeedEntry => ({
  key,
  raw: JSON.stringify(value),
  expiresAt: undefined,
});

/**
 * Writes `count` items' entries (about `entriesPerItem` each) (`entriesOf(start, end)` gives those of items start..end) into the store at
 * `url` (whose backend is `backend`), in batches as `store:migrate` does: writing them one by one would take
 * minutes on a networked store. Postgres takes them as multi-row inserts in keyv's layout, since its import
 * commits entry by entry.
 */
export async function seedEntries(
  url: string,
  backend: KvBackend,
  count: number,
  entriesOf: (start: number, end: number) => SeedEntry[],
  entriesPerItem = 4,
): Promise<void> {
  const postgres =
    backend.kind === 'postgres' ? new pg.Client({ connectionString: url.split('?')[0] }) : undefined;
  const prefix = `${new URLSearchParams(url.split('?')[1]).get('namespace') ?? 'bot'}:`;
  // Redis takes each batch as one script, whose arguments must stay within Lua's stack (about 8,000 entries).
  const batch = Math.max(1, Math.floor((postgres ? 40_000 : 8_000) / entriesPerItem));
  await postgres?.connect();
  try {
    for (let start = 0; start < count; start += batch) {
      const entries = entriesOf(start, Math.min(count, start + batch));
      if (!postgres) await backend.importEntries(entries);
      else
        await postgres.query('INSERT INTO keyv (key, value) SELECT * FROM unnest($1::text[], $2::text[])', [
          entries.map(({ key }) => prefix + key),
          entries.map(({ raw }) => encodeEntry(raw, undefined)),
        ]);
    }
  } finally {
    await postgres?.end();
  }
}
