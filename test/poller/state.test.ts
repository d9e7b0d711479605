import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Notice } from '../../src/alerts/index.js';
import type { Pending } from '../../src/delivery/alert-outbox.js';
import { PollStateStore } from '../../src/poller/state.js';
import { type BotStore, openStore } from '../../src/store/index.js';

const alert: Pending<Notice> = {
  id: 'status:srv1:down:1',
  notice: { kind: 'status-down', status: 'OFFLINE', since: 1 },
  targets: [{ kind: 'channel', channelId: '200000000000000001' }],
};

describe('poll state', () => {
  it('finds the servers with queued alerts and those provisioning without walking every server', async () => {
    const store = await openStore('memory://', () => 0);
    const states = new PollStateStore(store);
    for (let index = 0; index < 50; index += 1) await states.update(`srv${index}`, (state) => state);
    await states.updateAlerts('srv1', (alerts) => [...alerts, alert]);
    await states.update('srv2', (state) => ({ ...state, watch: { since: 0, offList: false } }));
    expect(states.serverIdsWithAlerts()).toEqual(['srv1']);
    expect(states.watchedServerIds()).toEqual(['srv2']);

    // What a restart reads back holds the same; an emptied outbox, an ended watch or a removal leaves them.
    const restarted = new PollStateStore(store);
    await restarted.load();
    expect(restarted.serverIdsWithAlerts()).toEqual(['srv1']);
    expect(restarted.watchedServerIds()).toEqual(['srv2']);
    await restarted.updateAlerts('srv1', () => []);
    await restarted.update('srv2', ({ watch: _ended, ...state }) => state);
    expect(restarted.serverIdsWithAlerts()).toEqual([]);
    expect(restarted.watchedServerIds()).toEqual([]);
    await states.remove('srv1');
    await states.remove('srv2');
    expect(states.serverIdsWithAlerts()).toEqual([]);
    expect(states.watchedServerIds()).toEqual([]);
  });

  it('writes a bounded part of the index per new server, whatever the fleet', async () => {
    const indexWritesOfOneNewServer = async (fleet: number) => {
      const store = await openStore('memory://', () => 0);
      const states = new PollStateStore(store);
      for (let index = 0; index < fleet; index += 1) await states.update(`srv${index}`, (state) => state);
      const writes = vi.spyOn(store, 'setPollState');
      await states.update('srv_new', (state) => state);
      const indexWrites = writes.mock.calls.filter(([name]) => name.startsWith('servers'));
      return { documents: indexWrites.length, ids: indexWrites.flatMap(([, ids]) => ids as string[]).length };
    };
    const small = await indexWritesOfOneNewServer(20);
    const large = await indexWritesOfOneNewServer(2_020);
    expect(small).toEqual({ documents: 1, ids: 21 });
    // 2,020 servers fill four pages of 500 and a fifth of 20: the new one rewrites that page alone.
    expect(large).toEqual({ documents: 1, ids: 21 });
  });

  it('reads back across restarts the index it wrote in pages, and the one-document index of before', async () => {
    const store = await openStore('memory://', () => 0);
    const states = new PollStateStore(store);
    const fleet = Array.from({ length: 1_203 }, (_, index) => `srv${index}`);
    for (const serverId of fleet) await states.update(serverId, (state) => ({ ...state, name: serverId }));
    await states.remove('srv7');
    await states.update('srv_late', (state) => state);
    const expected = [...fleet.filter((serverId) => serverId !== 'srv7'), 'srv_late'];
    expect(await restartedServerIds(store)).toEqual(new Set(expected));

    // An earlier version kept every id in one document: read, then written as pages.
    const earlier = await openStore('memory://', () => 0);
    for (const serverId of fleet) await earlier.setPollState(`server:${serverId}`, { outbox: [] });
    await earlier.setPollState('servers', fleet);
    expect(await restartedServerIds(earlier)).toEqual(new Set(fleet));
    expect(await earlier.pollState('servers', z.unknown())).toEqual({ pages: 3 });
    expect(await restartedServerIds(earlier)).toEqual(new Set(fleet));
  });
});

async function restartedServerIds(store: BotStore): Promise<Set<string>> {
  const restarted = new PollStateStore(store);
  await restarted.load();
  return new Set(restarted.serverIds());
}
