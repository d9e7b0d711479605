import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StoreError, openStore, type BotStore, type Confirmation } from '../../src/store/index.js';

let directory: string;
let url: string;
let store: BotStore;
let now = 1_000_000;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'bot-store-'));
  url = `sqlite://${join(directory, 'nested', 'bot.sqlite')}`;
  store = await openStore(url, () => now);
});

afterEach(async () => {
  await store.close();
  await rm(directory, { recursive: true, force: true });
});

function pendingDelete(overrides: Partial<Confirmation> = {}): Confirmation {
  return {
    id: 'c1',
    action: { kind: 'delete' },
    guildId: 'g1',
    userId: 'u1',
    serverId: 's1',
    serverName: 'Survival',
    createdAt: now,
    expiresAt: now + 120_000,
    state: 'pending',
    ...overrides,
  };
}

describe('BotStore', () => {
  it('creates the sqlite file and keeps links across a reopen', async () => {
    expect(await store.link('g1', 's1')).toBe(true);
    expect(await store.link('g1', 's1')).toBe(false);
    await store.link('g1', 's2');
    await store.close();
    store = await openStore(url, () => now);
    expect(await store.linkedServerIds('g1')).toEqual(['s1', 's2']);
    expect(await store.unlink('g1', 's1')).toBe(true);
    expect(await store.unlink('g1', 's1')).toBe(false);
    expect(await store.isLinked('g1', 's2')).toBe(true);
    expect(await store.isLinked('g2', 's2')).toBe(false);
  });

  it('remembers when each link was made, and forgets it on unlink', async () => {
    await store.link('g1', 's1');
    now += 5_000;
    await store.link('g1', 's1');
    expect(await store.linkTimes()).toEqual({ 'g1/s1': 1_000_000 });
    await store.unlink('g1', 's1');
    expect(await store.linkTimes()).toEqual({});
  });

  it('does not lose concurrent link updates', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => store.link('g1', `s${index}`)));
    expect(await store.linkedServerIds('g1')).toHaveLength(20);
  });

  it('lets exactly one of many concurrent clicks claim a confirmation', async () => {
    await store.saveConfirmation(pendingDelete());
    const claims = await Promise.all(Array.from({ length: 5 }, () => store.claimConfirmation('c1', 'u1')));
    expect(claims.filter((claim) => claim.outcome === 'claimed')).toHaveLength(1);
    expect(claims.filter((claim) => claim.outcome === 'used')).toHaveLength(4);
  });

  it('refuses a foreign member, an expired prompt and a missing one', async () => {
    await store.saveConfirmation(pendingDelete());
    expect((await store.claimConfirmation('c1', 'u2')).outcome).toBe('foreign');
    expect((await store.claimConfirmation('nope', 'u1')).outcome).toBe('expired');
    now += 120_001;
    expect((await store.claimConfirmation('c1', 'u1')).outcome).toBe('expired');
  });

  it('claims only from where the prompt was shown', async () => {
    await store.saveConfirmation(pendingDelete({ channelId: 'ch1' }));
    const from = (guildId: string, channelId: string) => ({ guildId, channelId });
    // Another guild or channel: unknown there, with nothing of the prompt handed back.
    expect(await store.claimConfirmation('c1', 'u1', from('g2', 'ch1'))).toEqual({ outcome: 'expired' });
    expect(await store.claimConfirmation('c1', 'u1', from('g1', 'ch2'))).toEqual({ outcome: 'expired' });
    expect((await store.cancelConfirmation('c1', 'u1', from('g2', 'ch1'))).outcome).toBe('expired');
    expect((await store.claimConfirmation('c1', 'u1', from('g1', 'ch1'))).outcome).toBe('claimed');
  });

  it('binds a prompt stored before channels were kept to its guild only', async () => {
    await store.saveConfirmation(pendingDelete());
    const origin = { guildId: 'g1', channelId: 'any' };
    expect((await store.claimConfirmation('c1', 'u1', { ...origin, guildId: 'g2' })).outcome).toBe('expired');
    expect((await store.claimConfirmation('c1', 'u1', origin)).outcome).toBe('claimed');
  });

  it('keeps a pending confirmation across a restart', async () => {
    await store.saveConfirmation(pendingDelete());
    await store.close();
    store = await openStore(url, () => now);
    expect((await store.claimConfirmation('c1', 'u1')).outcome).toBe('claimed');
  });

  it('subscribes, replaces, pauses by channel and unsubscribes', async () => {
    const base = { guildId: 'g1', channelId: 'c1', createdAt: '2026-01-01T00:00:00.000Z' };
    await store.subscribe({ ...base, serverId: null });
    await store.subscribe({ ...base, serverId: 's1' });
    await store.subscribe({ ...base, serverId: 's1' });
    expect(await store.subscriptions()).toHaveLength(2);
    expect(await store.pauseChannel('c1', 'Missing Permissions')).toHaveLength(2);
    expect(await store.pauseChannel('c1', 'Missing Permissions')).toHaveLength(0);
    await store.subscribe({ ...base, serverId: 's1' });
    expect((await store.subscriptions()).find((s) => s.serverId === 's1')?.pausedReason).toBeUndefined();
    expect(await store.unsubscribe({ ...base, serverId: null })).toBe(true);
    expect(await store.unsubscribe({ ...base, serverId: null })).toBe(false);
    expect(await store.subscriptions()).toHaveLength(1);
  });

  it('sets a record that fails its schema aside and reads the others', async () => {
    await store.link('g2', 's2');
    await store.backend.putRecord('link', 'g1/s1', { guildId: 'g1', serverId: 42 });
    await store.backend.putRecord('subscription', 'g1/c1/*', 'not a subscription');
    expect(await store.guildLinks()).toEqual({ g2: ['s2'] });
    expect(await store.subscriptions()).toEqual([]);
    const setAside = await store.badRecords.list();
    expect(
      setAside.map(({ key, raw, reason }) => ({ key, raw, reason })).sort((a, b) => (a.key < b.key ? -1 : 1)),
    ).toEqual([
      { key: 'rec:link#g1/s1', raw: '{"guildId":"g1","serverId":42}', reason: 'does not match its schema' },
      { key: 'rec:subscription#g1/c1/*', raw: '"not a subscription"', reason: 'does not match its schema' },
    ]);
  });

  it('sets a corrupt poller document or view aside and reads it as absent', async () => {
    await store.setPollState('servers', { outdated: true });
    expect(await store.pollState('servers', z.array(z.string()))).toBeUndefined();
    await store.saveView('v1', { page: 'one' }, 60_000);
    expect(await store.view('v1', z.object({ page: z.number() }))).toBeUndefined();
    expect((await store.badRecords.list()).map((record) => record.key).sort()).toEqual([
      'poll:servers',
      'view:v1',
    ]);
    // A read that is not one the bot can go on without still refuses loudly.
    await store.backend.importEntries([{ key: 'garbled', raw: '{', expiresAt: undefined }]);
    await expect(store.backend.get('garbled')).rejects.toBeInstanceOf(StoreError);
  });
});
