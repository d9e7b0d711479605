import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openStore, silenceId, silences, type BotStore, type Silence } from '../../src/store/index.js';
import { testBackends } from './backends.js';

const backends = await testBackends();
afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

const hour = 3_600_000;
const member = { id: 'u1', name: 'Ops Alice' };

function silence(guildId: string, setAt: number, overrides: Partial<Silence> = {}): Silence {
  return {
    id: silenceId(guildId, setAt, `i${setAt}`),
    guildId,
    channelId: null,
    serverId: null,
    kinds: ['status', 'usage', 'game'],
    setBy: member,
    setAt,
    until: setAt + hour,
    ...overrides,
  };
}

for (const backend of backends) {
  describe.skipIf(backend.freshUrl === undefined)(`silences on ${backend.name}`, () => {
    let opened: BotStore[] = [];
    afterEach(async () => {
      for (const store of opened) await store.close();
      opened = [];
    });
    async function clients(count: number, now?: () => number): Promise<BotStore[]> {
      const url = backend.freshUrl!();
      for (let index = 0; index < count; index += 1) opened.push(await openStore(url, now));
      return opened;
    }

    it('keeps each guild its own silences, read from its records only, and stores a retry once', async () => {
      const [store] = (await clients(1)) as [BotStore];
      const first = silence('111', 1_000, { serverId: 'srv_a', reason: 'node move' });
      expect(await store.silences.add(first)).toBe(true);
      expect(await store.silences.add(first)).toBe(false);
      await store.silences.add(silence('111', 2_000, { channelId: 'c1', kinds: ['activity'] }));
      await store.silences.add(silence('1110', 3_000));
      // 1110 starts with 111: the per-guild read must not take another guild's records.
      expect((await store.silences.ofGuild('111')).map((held) => held.setAt)).toEqual([1_000, 2_000]);
      expect((await store.silences.ofGuild('1110')).map((held) => held.guildId)).toEqual(['1110']);
      expect((await store.silences.guilds()).sort()).toEqual(['111', '1110']);
      expect(await store.silences.get(first.id)).toEqual(first);
    });

    it('ends a silence once across two instances: the second hears who ended it', async () => {
      const [a, b] = (await clients(2)) as [BotStore, BotStore];
      const held = silence('222', 5_000);
      await a.silences.add(held);
      const results = await Promise.all([
        a.silences.end(held.id, 6_000, { id: 'u2', name: 'Bob' }),
        b.silences.end(held.id, 6_001, { id: 'u3', name: 'Carol' }),
      ]);
      expect(results.map((result) => result.outcome).sort()).toEqual(['already', 'ended']);
      const stored = await b.silences.get(held.id);
      expect(stored?.ended?.by?.name).toMatch(/Bob|Carol/);
      // Expiry after an End now does nothing: it was already over.
      expect(await a.silences.expire(held.id, held.until + 1)).toBeUndefined();
      await b.silences.remove(held.id);
      expect(await a.silences.end(held.id, 7_000, member)).toEqual({ outcome: 'missing' });
    });

    it('expires a silence only once its time is up, and only once', async () => {
      const [a, b] = (await clients(2)) as [BotStore, BotStore];
      const held = silence('333', 10_000);
      await a.silences.add(held);
      expect(await a.silences.expire(held.id, held.until - 1)).toBeUndefined();
      const expired = await Promise.all([
        a.silences.expire(held.id, held.until),
        b.silences.expire(held.id, held.until + 5),
      ]);
      expect(expired.filter((result) => result !== undefined)).toHaveLength(1);
      expect((await a.silences.get(held.id))?.ended).toEqual({ at: held.until });
    });

    it('bounds a guild by its quota of silences; an ended and removed one frees its slot', async () => {
      let clock = 0;
      const [store] = (await clients(1, () => clock)) as [BotStore];
      const claim = (held: Silence) => store.quotas.claim('silences', held.guildId, held.id, 2);
      const [one, two, three] = [silence('444', 1), silence('444', 2), silence('444', 3)];
      for (const held of [one, two]) {
        expect(await claim(held)).toBe(true);
        await store.silences.add(held);
      }
      expect(await claim(three)).toBe(false);
      await store.silences.remove(one.id);
      // A removed silence's slot is free once the claim's grace (a minute) is over.
      clock += 61_000;
      expect(await claim(three)).toBe(true);
    });
  });
}

describe('which alerts a silence holds back', () => {
  const held = silence('555', 1_000, { serverId: 'srv_a', channelId: 'c1', kinds: ['status'] });
  const at = { guildId: '555', channelId: 'c1', serverId: 'srv_a', kind: 'status' as const, now: 2_000 };

  it('holds its server, channel and kinds back, between its start and its end, in its guild only', () => {
    expect(silences(held, at)).toBe(true);
    expect(silences(held, { ...at, kind: 'usage' })).toBe(false);
    expect(silences(held, { ...at, channelId: 'c2' })).toBe(false);
    expect(silences(held, { ...at, serverId: 'srv_b' })).toBe(false);
    expect(silences(held, { ...at, guildId: '556' })).toBe(false);
    expect(silences(held, { ...at, now: held.until })).toBe(false);
    expect(silences({ ...held, ended: { at: 1_500 } }, at)).toBe(false);
  });

  it('covers every server and every channel of its guild when it names none', () => {
    const wide = { ...held, serverId: null, channelId: null };
    expect(silences(wide, { ...at, serverId: 'srv_z', channelId: 'c9' })).toBe(true);
  });
});
