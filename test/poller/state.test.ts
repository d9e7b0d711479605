import { describe, expect, it } from 'vitest';
import type { Notice } from '../../src/alerts/index.js';
import type { Pending } from '../../src/delivery/alert-outbox.js';
import { PollStateStore } from '../../src/poller/state.js';
import { openStore } from '../../src/store/index.js';

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
});
