import type { Recipient } from '../audience.js';
import { batchLines } from '../batching.js';
import { pending } from '../server-outbox.js';
import { storedEntry } from '../render.js';
import { channelTargets } from '../tasks/context.js';
import type { BuiltinPending, StoredEntry } from '../../alerts/index.js';
import { madeSince, type KeyedEntry } from './entries.js';

/**
 * The posts new entries become: each channel gets the entries made since it subscribed (undated entries
 * always), oldest first, several per message; channels that get the same entries share the notices. A
 * channel that gets the server's status alerts (`statusChannels`) does not get its status-change entries
 * too, whatever the API calls them (`understood` first): one event, one post.
 */
export function activityNotices(
  serverId: string,
  fresh: readonly KeyedEntry[],
  recipients: readonly Recipient[],
  skippedBefore: boolean,
  statusChannels: ReadonlySet<string> = new Set(),
): BuiltinPending[] {
  const groups = new Map<string, { entries: KeyedEntry[]; recipients: Recipient[] }>();
  for (const recipient of recipients) {
    const toldByStatus = statusChannels.has(recipient.channelId);
    const entries = fresh.filter(
      ({ entry }) => madeSince(entry, recipient.since) && !(toldByStatus && entry.kind === 'statusChanged'),
    );
    if (entries.length === 0) continue;
    const signature = entries.map(({ key }) => key).join('\n');
    const group = groups.get(signature) ?? { entries, recipients: [] };
    group.recipients.push(recipient);
    groups.set(signature, group);
  }
  return [...groups.values()].flatMap(({ entries, recipients: channels }) =>
    batchLines(entries.map(({ key, entry }) => storedEntry(key, entry))).map((batch, index) =>
      pending(
        activityEventKey(serverId, batch),
        { kind: 'activity', entries: batch, skippedBefore: skippedBefore && index === 0 },
        channelTargets(channels),
      ),
    ),
  );
}

/** The identity of a post of entries: the server and the entries' own keys, first and last of the batch. */
function activityEventKey(serverId: string, batch: readonly StoredEntry[]): string {
  return `activity:${serverId}:${batch[0]?.key ?? ''}..${batch.at(-1)?.key ?? ''}:${batch.length}`;
}
