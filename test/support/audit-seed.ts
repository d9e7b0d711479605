import {
  auditActions,
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

/**
 * Writes `count` records with their index entries straight into the backend, in batches (as
 * `store:migrate` does): appending them one by one would take minutes on a networked store.
 */
export async function seedAuditTrail(backend: KvBackend, count: number, newest: number): Promise<void> {
  const batch = 2_000;
  for (let start = 0; start < count; start += batch) {
    const entries = [];
    for (let index = start; index < Math.min(count, start + batch); index++) {
      const record = seededRecord(index, newest);
      const raw = (value: unknown) => ({ raw: JSON.stringify(value), expiresAt: undefined });
      entries.push(
        { key: recordKey('audit', record.id), ...raw(record) },
        { key: recordKey(`audit-server:${record.server?.id}`, record.id), ...raw(1) },
        { key: recordKey(`audit-member:${record.member?.id}`, record.id), ...raw(1) },
        { key: recordKey(`audit-action:${record.action}`, record.id), ...raw(1) },
      );
    }
    await backend.importEntries(entries);
  }
}
