import { describe, expect, it } from 'vitest';
import { normalizeActivityEntry } from '../../src/api/activity.js';
import type { Recipient } from '../../src/poller/audience.js';
import { knownStatus, understood } from '../../src/api/index.js';
import { activityNotices } from '../../src/poller/activity/notices.js';
import type { KeyedEntry } from '../../src/poller/activity/entries.js';

const everything: Recipient = { channelId: 'c-all', guildId: 'g', since: 0 };
const activityOnly: Recipient = { channelId: 'c-activity', guildId: 'g', since: 0 };

function keyed(raw: Record<string, unknown>): KeyedEntry {
  const entry = normalizeActivityEntry(raw);
  return { key: entry.key, entry };
}

/** The keys of the entries each channel is told of. */
function told(fresh: KeyedEntry[]): Record<string, string[]> {
  const notices = activityNotices('srv_1', fresh, [everything, activityOnly], false, new Set(['c-all']));
  const byChannel: Record<string, string[]> = {};
  for (const notice of notices) {
    if (notice.notice.kind !== 'activity') continue;
    for (const target of notice.targets) {
      if (target.kind !== 'channel') continue;
      byChannel[target.channelId] = [
        ...(byChannel[target.channelId] ?? []),
        ...notice.notice.entries.map((entry) => entry.key),
      ];
    }
  }
  return byChannel;
}

describe('one status change, one post, whatever the API calls it', () => {
  it.each([
    { id: 's', action: 'server.status_changed' },
    { id: 's', event: 'SERVER_STATUS_CHANGED', type: 'warning' },
    { id: 's', type: 'status.changed' },
    { id: 's', action: 'serverStatusChanged' },
    { id: 's', action: 'server.status' },
    { id: 's', message: 'Status changed from RUNNING to OFFLINE' },
    { id: 's', action: 'server.custom', description: 'running -> offline' },
  ])('%o reaches the activity-only channel alone', (statusEntry) => {
    const note = keyed({ id: 'n', action: 'NOTE_ADDED', description: 'Planned maintenance' });
    expect(told([keyed(statusEntry), note])).toEqual({ 'c-all': ['n'], 'c-activity': ['s', 'n'] });
  });

  it('an entry that only looks like one reaches both', () => {
    const query = keyed({ id: 'q', action: 'server.status_query', description: 'Polled the status' });
    expect(told([query])).toEqual({ 'c-all': ['q'], 'c-activity': ['q'] });
  });

  it('a status word the server reported counts once the poller has seen it', () => {
    const entry = normalizeActivityEntry({ id: 'h', message: 'Status changed from RUNNING to HIBERNATING' });
    expect(entry.kind).toBeUndefined();
    expect(understood(entry, knownStatus([undefined])).kind).toBeUndefined();
    expect(understood(entry, knownStatus(['hibernating'])).kind).toBe('statusChanged');
    // A kind the codes gave stands.
    const note = normalizeActivityEntry({ action: 'server.note', message: 'from running to hibernating' });
    expect(understood(note, knownStatus(['hibernating'])).kind).toBe('noteAdded');
  });
});

describe('entries made since a channel subscribed', () => {
  const since = Date.parse('2026-11-29T01:00:00.400Z');
  const recipient: Recipient = { channelId: 'c', guildId: 'g', since };
  const keysTold = (fresh: KeyedEntry[]) =>
    activityNotices('srv_1', fresh, [recipient], false).flatMap((notice) =>
      notice.notice.kind === 'activity' ? notice.notice.entries.map((entry) => entry.key) : [],
    );

  it('counts an entry of the same second when the API gives whole seconds, which truncate', () => {
    const sameSecond = keyed({ id: 'a', action: 'server.note', occurred_at: Math.floor(since / 1000) });
    const secondBefore = keyed({ id: 'b', action: 'server.note', occurred_at: Math.floor(since / 1000) - 1 });
    expect(keysTold([secondBefore, sameSecond])).toEqual(['a']);
  });

  it('keeps the exact comparison for times finer than a second', () => {
    const before = keyed({ id: 'c', action: 'server.note', timestamp: since - 100 });
    const after = keyed({ id: 'd', action: 'server.note', timestamp: since + 100 });
    expect(keysTold([before, after])).toEqual(['d']);
  });
});
