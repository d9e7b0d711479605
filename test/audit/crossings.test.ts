import { afterEach, describe, expect, it } from 'vitest';
import { recordCrossings } from '../../src/audit/crossings.js';
import { recordExpiredConfirmations } from '../../src/audit/expiry.js';
import { AuditTrail } from '../../src/audit/trail.js';
import { silentLogger } from '../../src/log.js';
import { openStore, type BotStore, type UsageWatch } from '../../src/store/index.js';

let store: BotStore | undefined;

afterEach(async () => {
  await store?.close();
});

const watch: UsageWatch = {
  guildId: '300000000000000001',
  channelId: '400000000000000001',
  serverId: 's1',
  cpu: 80,
  minutes: 5,
  createdAt: new Date(0).toISOString(),
};

describe('recordCrossings', () => {
  it('records each crossing of a sample once, however often the sample is evaluated', async () => {
    store = await openStore('memory://');
    await store.audit.setChannel({ channelId: 'c-audit', guildId: watch.guildId });
    const sample = {
      watch: { ...watch, guildName: 'Reseller Ops' },
      serverId: 's1',
      serverName: 'Alpha',
      events: [{ kind: 'fired' as const, metric: 'cpu' as const, value: 91.6 }],
      sampledAt: 1_700_000_000_000,
    };
    await recordCrossings(store.audit, sample);
    await recordCrossings(store.audit, sample);
    await recordCrossings(store.audit, { ...sample, sampledAt: sample.sampledAt + 60_000 });
    const records = await store.audit.records();
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({
      action: 'usage.crossing',
      guild: { id: watch.guildId, name: 'Reseller Ops' },
      server: { id: 's1', name: 'Alpha' },
      inputs: { cpu: { kind: 'percent', value: 92 }, threshold: { kind: 'percent', value: 80 } },
      outcome: { kind: 'alerted' },
    });
    expect(await store.audit.pendingPosts()).toHaveLength(2);
  });

  it('names the guild by id for a watch made before watches kept its name', async () => {
    store = await openStore('memory://');
    const sample = { watch, serverId: 's1', serverName: 'Alpha', sampledAt: 1_700_000_000_000 };
    await recordCrossings(store.audit, { ...sample, events: [{ kind: 'fired', metric: 'cpu', value: 91 }] });
    expect((await store.audit.records())[0]?.guild).toEqual({ id: watch.guildId });
  });
});

describe('recordExpiredConfirmations', () => {
  it('records an unanswered confirmation as expired once it is past its time or gone, and only then', async () => {
    store = await openStore('memory://');
    let now = Date.now();
    const trail = new AuditTrail({ store, logger: silentLogger(), now: () => now, secrets: [] });
    const asker = {
      id: '1300000000000000001',
      guildId: '300000000000000001',
      guild: { name: 'Ops' },
      user: { id: '200000000000000001', username: 'ann' },
      member: null,
    };
    const confirmation = {
      id: asker.id,
      action: { kind: 'delete' as const },
      guildId: asker.guildId,
      userId: asker.user.id,
      serverId: 's1',
      serverName: 'Alpha',
      createdAt: now,
      expiresAt: now + 60_000,
      state: 'pending' as const,
    };
    await store.saveConfirmation(confirmation);
    const entry = { action: 'server.delete' as const, server: { id: 's1', name: 'Alpha' } };
    await trail.record(
      asker,
      { ...entry, outcome: { kind: 'asked' } },
      { interactionId: asker.id, phase: 'ask' },
    );
    expect(await recordExpiredConfirmations(store, now)).toBe(0);
    now += 61_000;
    expect(await recordExpiredConfirmations(store, now)).toBe(1);
    expect(await recordExpiredConfirmations(store, now)).toBe(0);
    const kinds = (await store.audit.records()).map((record) => record.outcome.kind);
    expect(kinds).toEqual(['expired', 'asked']);
    expect(await store.audit.openConfirmations()).toEqual([]);
  });
});
