import pg from 'pg';
import { encodeEntry } from '../../src/store/drivers/keyv-entry.js';
import {
  auditActions,
  auditIndexEntries,
  auditTimePart,
  recordKey,
  type AuditRecord,
  type KvBackend,
} from '../../src/store/index.js';

const servers = 1_000;
const members = 50;

/**
 * The `index`-th record of a seeded trail: one a minute back from `newest`, over 1,000 servers, 50 members
 * and 7 kinds of action, each independent of the others.
 */
export function seededRecord(index: number, newest: number): AuditRecord {
  const at = newest - index * 60_000;
  return {
    id: `${auditTimePart(at)}-${String(1e18 + index)}-outcome`,
    at,
    guild: { id: '300000000000000001', name: 'Reseller Ops' },
    member: { id: String(200000000000000000n + BigInt(index % members)), name: `member ${index % members}` },
    action: auditActions[index % 7] ?? 'server.update',
    inputs: { ram: { kind: 'size', gb: 4 } },
    server: { id: `srv_${index % servers}`, name: `Server ${index % servers}` },
    outcome: { kind: 'done' },
    requestId: `req_${index}`,
  };
}

/** The entries of records `start` to `end` (excluded): each record and its server, member and action index entries. */
function seedEntries(start: number, end: number, newest: number) {
  const entries: { key: string; raw: string; expiresAt: undefined }[] = [];
  const add = (key: string, value: unknown) =>
    entries.push({ key, raw: JSON.stringify(value), expiresAt: undefined });
  for (let index = start; index < end; index++) {
    const record = seededRecord(index, newest);
    add(recordKey('audit', record.id), record);
    for (const { collection, id } of auditIndexEntries(record)) add(recordKey(collection, id), 1);
  }
  return entries;
}

/**
 * Writes `count` records with their index entries into the store at `url` (whose backend is `backend`),
 * in batches as `store:migrate` does: appending them one by one would take minutes on a networked store.
 * Postgres takes them as multi-row inserts in keyv's layout, since its import commits entry by entry.
 */
export async function seedAuditTrail(
  url: string,
  backend: KvBackend,
  count: number,
  newest: number,
): Promise<void> {
  const postgres =
    backend.kind === 'postgres' ? new pg.Client({ connectionString: url.split('?')[0] }) : undefined;
  const prefix = `${new URLSearchParams(url.split('?')[1]).get('namespace') ?? 'bot'}:`;
  // Redis takes each batch as one script, whose arguments must stay within Lua's stack.
  const batch = postgres ? 10_000 : 2_000;
  await postgres?.connect();
  try {
    for (let start = 0; start < count; start += batch) {
      const entries = seedEntries(start, Math.min(count, start + batch), newest);
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
