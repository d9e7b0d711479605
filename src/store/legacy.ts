import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { z } from 'zod';
import type { Logger } from '../log.js';
import { recordKey } from './backend.js';
import type { RawEntry, Write } from './driver.js';
import { type SqliteDriver, keyvTable } from './drivers/sqlite.js';
import { parseStored } from './errors.js';
import {
  collections,
  guildLinksSchema,
  linkRecordId,
  linkTimesSchema,
  subscriptionId,
  subscriptionSchema,
  type LinkRecord,
} from './schemas.js';

/** The previous version kept everything as keyv documents under this namespace, in keyv's own table. */
const legacyNamespace = 'bot';
/** Kept after the upgrade as a backup of the documents it replaced. */
const backupTable = 'keyv_before_upgrade';

/**
 * Moves a sqlite file written by the previous version (keyv documents: all links in one value, all
 * subscriptions in another) into per-record form, once, in one transaction that also backs the documents
 * up and marks the file upgraded, so it never repeats. Both layouts share keyv's table; the old documents
 * are read through keyv itself, so its encoding is honoured.
 */
export async function upgradeLegacyLayout(
  driver: SqliteDriver,
  location: string,
  namespace: string,
  logger?: Logger,
): Promise<void> {
  if ((await driver.layoutVersion()) > 0) return;
  const pattern = `${legacyNamespace}:%`;
  const rows = await driver.all<{ key: string }>(`SELECT key FROM ${keyvTable} WHERE key LIKE ?`, [pattern]);
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
  const prefix = namespace ? `${namespace}:` : '';
  const writes: Write[] = [
    ...rows.map(({ key }) => ({ key, raw: undefined })),
    ...entries.map(({ key, raw, expiresAt }) => ({ key: prefix + key, raw, expiresAt })),
  ];
  const backup =
    `CREATE TABLE IF NOT EXISTS ${backupTable} AS ` +
    `SELECT * FROM ${keyvTable} WHERE key LIKE '${pattern}'`;
  const upgraded = await driver.commitUpgrade(rows.length > 0 ? [backup] : [], writes);
  if (upgraded && rows.length > 0)
    logger?.info(
      { entries: entries.length },
      'the store was upgraded to one record per link and subscription; ' +
        `the old documents are kept in ${backupTable}`,
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
  return parseStored('sqlite', schema, `the previous version's "${name}" document`, value, 'open');
}
