import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AlertKinds, builtinAlertKinds, defineAlertKind } from '../../src/alerts/index.js';
import { english } from '../../src/i18n/index.js';
import { PollStateStore } from '../../src/poller/state.js';
import { openStore } from '../../src/store/index.js';

const echo = defineAlertKind({
  kind: 'echo',
  shape: { said: z.string() },
  recipient: 'status',
  render: (notice, server) => ({ content: `${server.id}: ${notice.said}` }),
});

const at = Date.parse('2026-01-01T00:00:00Z');
/** A server's document as the version with the English-only `note` kind left it. */
const withNote = {
  name: 'Old Box',
  outbox: [
    {
      id: 'fixture:s1:1',
      notice: { kind: 'note', alert: 'status', title: 'Old Box now reports OFFLINE', text: 'It was up.' },
      targets: [{ kind: 'channel', channelId: 'c1' }],
      queuedAt: at,
    },
  ],
};

describe('the alert kinds a poller knows', () => {
  it('route and render a kind registered after they were made, and parse its stored notices', () => {
    const kinds = new AlertKinds(builtinAlertKinds);
    const stored = { kind: 'echo', said: 'hello' };
    expect(kinds.noticeSchema.safeParse(stored).success).toBe(false);
    kinds.add([echo]);
    expect(kinds.noticeSchema.parse(stored)).toEqual(stored);
    expect(kinds.recipientOf(echo.notice({ said: 'hi' }))).toBe('status');
    expect(kinds.render(echo.notice({ said: 'hi' }), { id: 's1', name: undefined }, english)).toEqual({
      content: 's1: hi',
    });
    expect(kinds.recipientOf({ kind: 'usage' })).toBe('usage');
  });

  it('refuse a kind declared twice, built-in or not', () => {
    const kinds = new AlertKinds(builtinAlertKinds);
    expect(() => kinds.add([{ ...echo, kind: 'status-down' }])).toThrow(/"status-down" is declared twice/);
    kinds.add([echo]);
    expect(() => kinds.add([echo])).toThrow(/"echo" is declared twice/);
  });

  it('no longer read the English-only note: its document is set aside, the others load', async () => {
    const store = await openStore('memory://', () => at);
    await store.setPollState('servers', ['s1', 's2']);
    await store.setPollState('server:s1', withNote);
    await store.setPollState('server:s2', { name: 'Fine Box', outbox: [] });
    const states = new PollStateStore(store, new AlertKinds(builtinAlertKinds).noticeSchema);
    await states.load();
    expect(states.serverIds()).toEqual(['s2']);
    const setAside = await store.badRecords.list();
    expect(setAside.map((record) => [record.key, record.reason])).toEqual([
      ['poll:server:s1', 'does not match its schema'],
    ]);
    await store.close();
  });
});
