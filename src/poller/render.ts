import type { ActivityEntry, Server } from '../api/index.js';
import { connectAddress } from '../game/address.js';
import type { ServerSnapshot, StoredEntry } from '../delivery/alerts.js';
import { activitySentence } from '../render/activity-text.js';
import { untranslated } from '../i18n/index.js';
import { truncate } from '../render/text.js';

/** One entry stays short enough that a burst shares a message. */
const maxLineLength = 600;
/** The timeline line of an entry, as `/server activity` shows it. */
export function storedEntry(key: string, entry: ActivityEntry): StoredEntry {
  return { key, line: truncate(activitySentence(entry, untranslated), maxLineLength) };
}

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
