import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type BotStore, type Incident } from '../../src/store/index.js';
import { endedRetentionMs, incidentReference, openRetentionMs } from '../../src/store/acknowledgements.js';
import { testBackends } from './backends.js';

const backends = await testBackends();
afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

const down: Incident = { serverId: 'srv_1', kind: 'down', since: 1_000 };
const silent: Incident = { serverId: 'srv_2', kind: 'silent', since: 2_000 };
const cpu: Incident = { serverId: 'srv_3', kind: 'usage-cpu', since: 3_000 };

async function expiryOf(store: BotStore, incident: Incident): Promise<number | undefined> {
  const entries = await store.backend.exportEntries();
  return entries.find((entry) => entry.key.endsWith(`ack:${incidentReference(incident)}`))?.expiresAt;
}

describe.each(backends)('AcknowledgementStore on $name', ({ freshUrl, skipReason }) => {
  it.skipIf(skipReason !== undefined)(
    'gives an incident to the first member per guild; later clicks learn who took it',
    async () => {
      let now = 50_000;
      const store = await openStore(freshUrl!(), () => now);
      try {
        const reference = incidentReference(down);
        const first = await store.acknowledgements.claim('g1', reference, [down], 'alice');
        expect(first).toEqual({ outcome: 'claimed', acknowledgement: { userId: 'alice', at: 50_000 } });
        now = 60_000;
        expect(await store.acknowledgements.claim('g1', reference, [down], 'bob')).toEqual({
          outcome: 'taken',
          acknowledgement: { userId: 'alice', at: 50_000 },
        });
        // Another guild's team takes its own post of the same incident.
        expect((await store.acknowledgements.claim('g2', reference, [down], 'carol')).outcome).toBe(
          'claimed',
        );
        expect(await store.acknowledgements.of(down)).toEqual({
          g1: { userId: 'alice', at: 50_000 },
          g2: { userId: 'carol', at: 60_000 },
        });
        expect(await store.acknowledgements.of(silent)).toEqual({});
      } finally {
        await store.close();
      }
    },
  );

  it.skipIf(skipReason !== undefined)(
    'of twenty clicks at once from two clients, exactly one takes it',
    async () => {
      const url = freshUrl!();
      const [a, b] = [await openStore(url), await openStore(url)];
      try {
        const reference = incidentReference(silent);
        const claims = await Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            (index % 2 ? a : b).acknowledgements.claim('g1', reference, [silent], `member${index}`),
          ),
        );
        const winners = claims.filter((claim) => claim.outcome === 'claimed');
        expect(winners).toHaveLength(1);
        // Every loser is told the one winner.
        for (const claim of claims) expect(claim.acknowledgement).toEqual(winners[0]!.acknowledgement);
        expect((await a.acknowledgements.of(silent)).g1).toEqual(winners[0]!.acknowledgement);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
  );

  it.skipIf(skipReason !== undefined)(
    'acknowledges a grouped post as a whole: each member incident the guild had not taken',
    async () => {
      const store = await openStore(freshUrl!(), () => 70_000);
      try {
        await store.acknowledgements.claim('g1', incidentReference(silent), [silent], 'bob');
        const group = await store.acknowledgements.claim('g1', 'group.g-42', [down, silent, cpu], 'alice');
        expect(group.outcome).toBe('claimed');
        expect((await store.acknowledgements.of(down)).g1).toEqual({
          userId: 'alice',
          at: 70_000,
          via: 'group.g-42',
        });
        expect((await store.acknowledgements.of(silent)).g1?.userId).toBe('bob');
        expect((await store.acknowledgements.of(cpu)).g1?.via).toBe('group.g-42');
        expect((await store.acknowledgements.claim('g1', 'group.g-42', [down], 'carol')).outcome).toBe(
          'taken',
        );
      } finally {
        await store.close();
      }
    },
  );

  it.skipIf(skipReason !== undefined)(
    "finishes a grouped claim cut short before its members' writes at the next click, with the first taker",
    async () => {
      let now = 80_000;
      const store = await openStore(freshUrl!(), () => now);
      try {
        // As if the instance died right after taking the group: no member written.
        await store.acknowledgements.claim('g1', 'group.g-7', [], 'alice');
        expect(await store.acknowledgements.of(down)).toEqual({});
        now = 90_000;
        const later = await store.acknowledgements.claim('g1', 'group.g-7', [down], 'bob');
        expect(later).toEqual({ outcome: 'taken', acknowledgement: { userId: 'alice', at: 80_000 } });
        expect((await store.acknowledgements.of(down)).g1).toEqual({
          userId: 'alice',
          at: 80_000,
          via: 'group.g-7',
        });
      } finally {
        await store.close();
      }
    },
  );

  it.skipIf(skipReason !== undefined)(
    'keeps a record 30 days while the incident lasts, 7 days once it ended',
    async () => {
      let now = 1_000_000;
      const store = await openStore(freshUrl!(), () => now);
      try {
        await store.acknowledgements.claim('g1', incidentReference(down), [down], 'alice');
        expect(await expiryOf(store, down)).toBeGreaterThanOrEqual(Date.now() + openRetentionMs - 60_000);
        now = 2_000_000;
        const ended = await store.acknowledgements.ended(down, 1_900_000);
        expect(ended).toEqual({ g1: { userId: 'alice', at: 1_000_000 } });
        const expiry = await expiryOf(store, down);
        expect(expiry).toBeLessThanOrEqual(Date.now() + endedRetentionMs);
        expect(expiry).toBeGreaterThanOrEqual(Date.now() + endedRetentionMs - 200_000);
        // An incident nobody acknowledged leaves nothing behind when it ends.
        expect(await store.acknowledgements.ended(silent, 1_900_000)).toEqual({});
        expect(await expiryOf(store, silent)).toBeUndefined();
        expect((await store.backend.exportEntries()).some((entry) => entry.key.includes('silent'))).toBe(
          false,
        );
      } finally {
        await store.close();
      }
    },
  );

  it.skipIf(skipReason !== undefined)('survives reopening the store', async () => {
    const url = freshUrl!();
    const first = await openStore(url, () => 5_000);
    await first.acknowledgements.claim('g1', incidentReference(cpu), [cpu], 'alice');
    await first.close();
    const second = await openStore(url);
    try {
      expect(await second.acknowledgements.of(cpu)).toEqual({ g1: { userId: 'alice', at: 5_000 } });
    } finally {
      await second.close();
    }
  });
});
