import {
  auditActions,
  auditIndexEntries,
  auditTimePart,
  recordKey,
  type AuditRecord,
  type KvBackend,
} from '../../src/store/index.js';
import { type SeedEntry, seedEntries, seedEntry } from './seed-entries.js';

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
function auditEntries(start: number, end: number, newest: number): SeedEntry[] {
  const entries: SeedEntry[] = [];
  for (let index = start; index < end; index++) {
    const record = seededRecord(index, newest);
    entries.push(seedEntry(recordKey('audit', record.id), record));
    for (const { collection, id } of auditIndexEntries(record))
      entries.push(seedEntry(recordKey(collection, id), 1));
  }
  return entries;
}

/** Writes `count` records with their index entries into the store at `url` (see `seedEntries`). */
export function seedAuditTrail(
  url: string,
  backend: KvBackend,
  count: number,
  newest: number,
): Promise<void> {
  return seedEntries(url, backend, count, (start, end) => auditEntries(start, end, newest));
}
