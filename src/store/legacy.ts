import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { z } from 'zod';
import type { Logger } from '../log.js';
import { recordKey, type KvBackend } from './backend.js';
import type { RawEntry } from './driver.js';
import type { SqliteDriver } from './drivers/sqlite.js';
import { StoreError } from './errors.js';
import {
  collections,
  guildLinksSchema,
  linkRecordId,
  linkTimesSchema,
  subscriptionId,
  subscriptionSchema,
  type LinkRecord,
} from './schemas.js';

/** Where the previous version kept everything: keyv's table, keys prefixed with its namespace. */
const legacyTable = 'keyv';
const legacyNamespace = 'bot';
/** Kept after the upgrade as a backup, and so the upgrade never runs twice. */
const upgradedTable = 'keyv_before_upgrade';

/**
 * Moves a sqlite file written by the previous version (keyv documents: all links in one value, all
 * subscriptions in another) into per-record form, once, in one commit; then renames keyv's table so the
 * upgrade never repeats. The old documents are read through keyv itself, so its encoding is honoured.
 */
export async function upgradeLegacyLayout(
  driver: SqliteDriver,
  location: string,
  kv: KvBackend,
  logger?: Logger,
): Promise<void> {
  const tables = await driver.all('SELECT name FROM sqlite_master WHERE type = ? AND name = ?', [
    'table',
    legacyTable,
  ]);
  if (tables.length === 0) return;
  const rows = await driver.all<{ key: string }>(`SELECT key FROM ${legacyTable} WHERE key LIKE ?`, [
    `${legacyNamespace}:%`,
  ]);
  const legacy = new Keyv({ store: new KeyvSqlite({ uri: location }), namespace: legacyNamespace });
  // Errors are thrown to us; the handler only keeps keyv from re-emitting them as unhandled.
  legacy.throwOnErrors = true;
  legacy.on('error', () => undefined);
  const documents = new Map<string, { value: unknown; expires: number | undefined }>();
  try {
    for (const { key } of rows) {
      const name = key.slice(legacyNamespace.length + 1);
      const stored = await legacy.getRaw(name);
      if (stored) documents.set(name, { value: stored.value, expires: stored.expires ?? undefined });
    }
  } finally {
    await legacy.disconnect();
  }
  const entries = convert(documents);
  await kv.importEntries(entries);
  await driver.all(`ALTER TABLE ${legacyTable} RENAME TO ${upgradedTable}`);
  logger?.info(
    { entries: entries.length },
    `the store was upgraded to one record per link and subscription; the old table is kept as ${upgradedTable}`,
  );
}

function convert(documents: Map<string, { value: unknown; expires: number | undefined }>): RawEntry[] {
  const entries: RawEntry[] = [];
  const links = legacyDocument('links', guildLinksSchema, documents.get('links')?.value) ?? {};
  const times = legacyDocument('link-times', linkTimesSchema, documents.get('link-times')?.value) ?? {};
  for (const [guildId, serverIds] of Object.entries(links)) {
    for (const serverId of serverIds) {
      const id = linkRecordId(guildId, serverId);
      const record: LinkRecord = { guildId, serverId, linkedAt: times[id] ?? 0 };
      entries.push({
        key: recordKey(collections.links, id),
        raw: JSON.stringify(record),
        expiresAt: undefined,
      });
    }
  }
  const subscriptions =
    legacyDocument('subscriptions', z.array(subscriptionSchema), documents.get('subscriptions')?.value) ?? [];
  for (const subscription of subscriptions) {
    const key = recordKey(collections.subscriptions, subscriptionId(subscription));
    entries.push({ key, raw: JSON.stringify(subscription), expiresAt: undefined });
  }
  for (const [name, { value, expires }] of documents) {
    if (name === 'links' || name === 'link-times' || name === 'subscriptions') continue;
    entries.push({ key: name, raw: JSON.stringify(value), expiresAt: expires });
  }
  return entries;
}

/** A document that does not parse stops the upgrade: carrying on would drop the links or subscriptions. */
function legacyDocument<T>(name: string, schema: z.ZodType<T>, value: unknown): T | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new StoreError('sqlite', 'open', `the previous version's "${name}" document is corrupted`);
  return parsed.data;
}
