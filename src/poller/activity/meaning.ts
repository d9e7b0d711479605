import { classifyActivity, statusKind, type ActivityEntry, type KnownStatus } from '../../api/index.js';

/**
 * A status word the bot knows: one of the common words, or one it has read from this server (`seen`), so an
 * API's own vocabulary (`HIBERNATING`) is understood once the server has reported it.
 */
export function knownStatus(seen: readonly (string | undefined)[]): KnownStatus {
  const reported = new Set(seen.flatMap((status) => (status === undefined ? [] : [status.toLowerCase()])));
  return (word) => statusKind(word) !== 'unknown' || reported.has(word.toLowerCase());
}

/**
 * The entry with what its description says when its codes said nothing: a change between two statuses the
 * bot knows. Decoding knew only the common words; the poller also knows what the server reported.
 */
export function understood(entry: ActivityEntry, isStatus: KnownStatus): ActivityEntry {
  if (entry.kind !== undefined || entry.description === undefined) return entry;
  const kind = classifyActivity({ codes: [], description: entry.description }, isStatus);
  return kind === undefined ? entry : { ...entry, kind };
}
