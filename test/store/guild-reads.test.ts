import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotStore, openStore, type KvBackend } from '../../src/store/index.js';
import { fleetGuild, fleetGuildId, seedGuildFleet, type GuildShape } from '../support/guild-fleet.js';
import { countingReads, testBackends } from './backends.js';

const backends = await testBackends();
// The reads are counted, so reading by guild is proven at any size; `npm run bench -- guild-reads` times the
// same reads at 25 subscriptions and 3 links a guild.
const guilds = 10_000;
const shape: GuildShape = { subscriptions: 3, links: 2, watches: 1, boards: 1 };
const seedTimeoutMs = 600_000;

/** A store over the backend whose reads are counted. */
function countingStore(backend: KvBackend) {
  const { backend: reading, reads } = countingReads(backend);
  return { store: new BotStore(reading), reads };
}

afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

for (const backend of backends) {
  describe.skipIf(backend.freshUrl === undefined)(
    `per-guild reads at ${guilds} guilds on ${backend.name}${backend.skipReason ? ` (${backend.skipReason})` : ''}`,
    () => {
      let seeded: BotStore;

      beforeAll(async () => {
        const url = backend.freshUrl!();
        seeded = await openStore(url);
        await seedGuildFleet(url, seeded.backend, guilds, shape);
      }, seedTimeoutMs);

      afterAll(async () => {
        await seeded?.close();
      });

      // The first, a middle and the last guild: neighbours in id order must not leak into each other.
      for (const index of [0, guilds / 2, guilds - 1]) {
        const expected = fleetGuild(index, shape);

        it(`reads guild ${index}'s links, subscriptions, watches and boards from its own records only`, async () => {
          const { store, reads } = countingStore(seeded.backend);
          expect(await store.linkedServerIds(expected.guildId)).toEqual(
            expected.links.map((l) => l.serverId),
          );
          expect(await store.guildSubscriptions(expected.guildId)).toEqual(
            expect.arrayContaining(expected.subscriptions),
          );
          expect(await store.usage.guildWatches(expected.guildId)).toEqual(expected.watches);
          expect(await store.boards.ofGuild(expected.guildId)).toEqual(expected.boards);
          expect(reads).toEqual({
            entries: shape.links + shape.subscriptions + shape.watches + shape.boards,
            listings: 0,
          });
        });
      }

      it("claims a quota slot from the guild's own records, counting what is already there", async () => {
        const guild = fleetGuild(7, shape);
        const { store, reads } = countingStore(seeded.backend);
        // Its subscriptions fill a quota of 3: a fourth is refused, one already held is kept.
        expect(await store.quotas.claim('subscriptions', guild.guildId, `${guild.guildId}/new/*`, 3)).toBe(
          false,
        );
        expect(reads).toEqual({ entries: shape.subscriptions, listings: 0 });
        expect(await store.quotas.claim('boards', guild.guildId, `${guild.guildId}/new`, 2)).toBe(true);
        expect(reads).toEqual({ entries: shape.subscriptions + shape.boards, listings: 0 });
      });

      it('answers nothing for a guild with no records, even one whose id begins like a seeded one', async () => {
        const { store, reads } = countingStore(seeded.backend);
        expect(await store.linkedServerIds('4')).toEqual([]);
        expect(await store.guildSubscriptions(`${fleetGuildId(0)}0`)).toEqual([]);
        expect(await store.usage.guildWatches(fleetGuildId(guilds))).toEqual([]);
        expect(reads).toEqual({ entries: 0, listings: 0 });
      });

      it('sees a record written through the store at once, beside the seeded ones', async () => {
        const guild = fleetGuild(42, shape);
        await seeded.link(guild.guildId, 'srv_new');
        const { store } = countingStore(seeded.backend);
        expect(await store.linkedServerIds(guild.guildId)).toEqual([
          ...guild.links.map((link) => link.serverId),
          'srv_new',
        ]);
      });
    },
  );
}
