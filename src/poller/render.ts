import type { ActivityEntry, Server } from '../api/index.js';
import { connectAddress } from '../game/address.js';
import { entryLine, maxEntryLineLength, type ServerSnapshot, type StoredEntry } from '../alerts/index.js';
import { english } from '../i18n/index.js';
import { truncate } from '../render/text.js';

/**
 * An entry as its post keeps it: the facts its sentence is said from in each reader's language when sent,
 * and its English line, which sizes the messages a burst is split into. The fields the sentence does not
 * say are kept only when it says them (an entry with no description); text longer than a line is cut.
 */
export function storedEntry(key: string, entry: ActivityEntry): StoredEntry {
  const facts: StoredEntry['entry'] = {};
  if (entry.action !== undefined) facts.action = entry.action;
  if (entry.kind !== undefined) facts.kind = entry.kind;
  if (entry.actor !== undefined) facts.actor = truncate(entry.actor, maxEntryLineLength);
  if (entry.timestamp !== undefined) facts.timestamp = entry.timestamp;
  if (entry.description !== undefined) facts.description = truncate(entry.description, maxEntryLineLength);
  else facts.raw = entry.raw;
  const stored = { key, entry: facts };
  const line = entryLine({ ...stored, line: '' }, english);
  // An entry whose fields are many or long would swell the server's document: its English line stands in.
  return facts.raw !== undefined && JSON.stringify(facts.raw).length > maxRawChars
    ? { key, line }
    : { ...stored, line };
}

/** The most of an undescribed entry's fields kept to say it again in each reader's language. */
const maxRawChars = 2_000;

export function serverSnapshot(server: Server): ServerSnapshot {
  const snapshot: ServerSnapshot = { id: server.id, name: server.name, status: server.status };
  if (server.ramGb !== undefined) snapshot.ramGb = server.ramGb;
  if (server.game !== undefined) snapshot.game = server.game;
  if (server.gameType !== undefined) snapshot.gameType = server.gameType;
  if (server.gameVersion !== undefined) snapshot.gameVersion = server.gameVersion;
  const address = connectAddress(server)?.address;
  if (address !== undefined) snapshot.address = address;
  return snapshot;
}
