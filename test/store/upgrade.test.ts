import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openStore } from '../../src/store/index.js';

let directory: string;
let url: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'bot-store-upgrade-'));
  url = `sqlite://${join(directory, 'bot.sqlite')}`;
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** Writes a file the way the previous version did: keyv documents in keyv's table. */
async function writePreviousVersion(documents: Record<string, unknown>, ttls: Record<string, number> = {}) {
  const keyv = new Keyv({ store: new KeyvSqlite({ uri: url }), namespace: 'bot' });
  for (const [key, value] of Object.entries(documents)) await keyv.set(key, value, ttls[key]);
  await keyv.disconnect();
}

const subscription = {
  guildId: 'g1',
  channelId: 'c1',
  serverId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('opening a sqlite file of the previous version', () => {
  it('moves its documents into one record each, once, keeping TTLs', async () => {
    const now = Date.now();
    await writePreviousVersion(
      {
        links: { g1: ['s1', 's2'], g2: ['s1'] },
        'link-times': { 'g1/s1': 100, 'g1/s2': 200, 'g2/s1': 300 },
        subscriptions: [subscription, { ...subscription, serverId: 's1', serverName: ':colon name' }],
        'command-hash:g1': 'abc',
        'poll:servers': ['s1'],
        'confirmation:c1': {
          id: 'c1',
          action: { kind: 'delete' },
          guildId: 'g1',
          userId: 'u1',
          serverId: 's1',
          serverName: 'Survival',
          createdAt: now,
          expiresAt: now + 60_000,
          state: 'pending',
        },
        'view:gone': { expired: true },
      },
      { 'confirmation:c1': 120_000, 'view:gone': 1 },
    );
    // Until the 1 ms TTL of view:gone, set before `written`, has lapsed on the clock the store reads.
    const written = Date.now();
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(written + 1), { interval: 1 });

    let store = await openStore(url);
    expect(await store.guildLinks()).toEqual({ g1: ['s1', 's2'], g2: ['s1'] });
    expect(await store.linkTimes()).toEqual({ 'g1/s1': 100, 'g1/s2': 200, 'g2/s1': 300 });
    expect(await store.subscriptions()).toHaveLength(2);
    expect((await store.subscriptions()).find((s) => s.serverId === 's1')?.serverName).toBe(':colon name');
    expect(await store.commandHash('g1')).toBe('abc');
    expect(await store.pollState('servers', z.array(z.string()))).toEqual(['s1']);
    expect(await store.view('gone', z.unknown())).toBeUndefined();
    const exported = await store.backend.exportEntries();
    const confirmation = exported.find((entry) => entry.key === 'confirmation:c1');
    expect(confirmation?.expiresAt).toBeGreaterThan(now + 100_000);
    expect((await store.claimConfirmation('c1', 'u1')).outcome).toBe('claimed');

    // A second open must not bring back what changed since the upgrade.
    expect(await store.unlink('g1', 's1')).toBe(true);
    await store.close();
    store = await openStore(url);
    expect(await store.linkedServerIds('g1')).toEqual(['s2']);
    await store.close();
  });

  it('stops loudly when an old document is corrupted, rather than dropping it', async () => {
    await writePreviousVersion({ subscriptions: [{ guildId: 42 }] });
    await expect(openStore(url)).rejects.toThrow(
      'DATABASE_URL names a sqlite store the bot cannot use: the previous version\'s "subscriptions" document does not match its schema',
    );
  });
});
