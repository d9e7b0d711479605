import type { KvBackend, StoredRecord } from './backend.js';

/** Records read per range call: a guild's records come in a few slices, however many guilds there are. */
const slice = 500;

/**
 * One guild's records of a collection whose ids start with `guildId/` (links, subscriptions, usage watches,
 * boards): read from the collection's ordered index (every backend keeps one, and builds it for collections
 * written before it existed), so the cost grows with that guild's records, never with the whole collection.
 * Guild ids are snowflakes (digits): every id of the guild sorts between `guildId/` and `guildId0`, and no
 * other guild's does. These records never expire, so a short slice is the last.
 */
export async function guildRecords(
  backend: KvBackend,
  collection: string,
  guildId: string,
): Promise<StoredRecord[]> {
  const records: StoredRecord[] = [];
  const before = `${guildId}0`;
  let after = `${guildId}/`;
  for (;;) {
    const found = await backend.rangeRecords(collection, { after, before, limit: slice, descending: false });
    records.push(...found);
    const last = found.at(-1);
    if (found.length < slice || last === undefined) return records;
    after = last.id;
  }
}
