import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGameQuery, requestTimeoutMs } from '../../src/game/engine.js';
import type { GameQuery, GameQueryOutcome } from '../../src/game/types.js';
import { type GameWorld, gameWorld, recordOf } from './support.js';

let world: GameWorld;
let engine: GameQuery;
const outcomes: GameQueryOutcome[] = [];

beforeEach(async () => {
  world = await gameWorld();
  outcomes.length = 0;
  engine = createGameQuery({
    enabled: true,
    allowPrivate: true,
    concurrency: 4,
    timeoutMs: 500,
    metrics: { gameQuery: (outcome) => outcomes.push(outcome) },
  });
});

afterEach(async () => {
  await engine.close();
  await world.sandbox.close();
});

describe('the game query engine against real protocols on loopback', () => {
  it('reads a Minecraft Java server by Server List Ping: players, names, version, plain MOTD', async () => {
    const id = await world.add('minecraft', 'Survival');
    const game = world.sandbox.game(id);
    game?.setPlayers({ names: ['Alex', 'Steve'], online: 5, max: 40 });
    game?.setMotd('§6§lSurvival§r\n§7Season 3');
    game?.setVersion('Paper 1.21.1');
    const result = await engine.query(recordOf(world.sandbox, id));
    expect(result).toMatchObject({
      state: 'answering',
      players: { online: 5, max: 40, names: ['Alex', 'Steve'] },
      version: 'Paper 1.21.1',
      motd: 'Survival\nSeason 3',
    });
    expect(result.state === 'answering' && result.latencyMs).toBeGreaterThanOrEqual(0);
    expect(outcomes).toEqual(['answering']);
  });

  it('reads a Source game by A2S with the challenge: name, players and their names', async () => {
    const id = await world.add('rust', 'Rust Wipe Day');
    world.sandbox.game(id)?.setPlayers({ names: ['Kai', 'Nova', 'Zoe'], max: 100 });
    const result = await engine.query(recordOf(world.sandbox, id));
    expect(result).toMatchObject({
      state: 'answering',
      name: 'Rust Wipe Day',
      players: { online: 3, max: 100 },
    });
    // gamedig orders Source players by how long they have played.
    expect(result.state === 'answering' && [...result.players.names].sort()).toEqual(['Kai', 'Nova', 'Zoe']);
  });

  it('gives a cached result at most maxAgeMs old, else asks afresh', async () => {
    const id = await world.add('minecraft');
    const record = recordOf(world.sandbox, id);
    const first = await engine.query(record);
    expect(await engine.query(record, { maxAgeMs: 60_000 })).toBe(first);
    expect(world.sandbox.game(id)?.queries).toBe(1);
    expect(engine.cached(id)).toBe(first);
    const fresh = await engine.query(record);
    expect(fresh).not.toBe(first);
    expect(world.sandbox.game(id)?.queries).toBe(2);
  });

  it('knows without asking only a refusal or a fresh enough cached answer', async () => {
    const id = await world.add('minecraft');
    const record = recordOf(world.sandbox, id);
    const unknownGame = { ...record, game: 'no-such-game' };
    // gamedig is loaded by the first query: until then only a query can tell a game not among ours.
    expect(engine.known(unknownGame)).toBeUndefined();
    expect(engine.known({ id: 'srv_elsewhere', game: 'minecraft' })).toEqual({
      state: 'not-queried',
      reason: 'no-address',
    });
    expect(engine.known(record, { maxAgeMs: 60_000 })).toBeUndefined();
    const first = await engine.query(record);
    expect(engine.known(unknownGame)).toEqual({ state: 'not-queried', reason: 'unknown-game' });
    expect(engine.known(record, { maxAgeMs: 60_000 })).toBe(first);
    expect(engine.known(record)).toBeUndefined();
    expect(world.sandbox.game(id)?.queries).toBe(1);
  });

  it('shares one query in flight between every caller asking for the same server', async () => {
    const id = await world.add('minecraft');
    const record = recordOf(world.sandbox, id);
    const results = await Promise.all([engine.query(record), engine.query(record), engine.query(record)]);
    expect(new Set(results).size).toBe(1);
    expect(world.sandbox.game(id)?.queries).toBe(1);
  });

  it('keeps at most `concurrency` queries in flight', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, index) => world.add('minecraft', `s${index}`)),
    );
    for (const id of ids) world.sandbox.game(id)?.setBehaviour('silent');
    const started = performance.now();
    const results = await Promise.all(
      ids.map((id) => engine.query(recordOf(world.sandbox, id), { priority: 'interactive' })),
    );
    const elapsed = performance.now() - started;
    expect(results.every((result) => result.state === 'silent')).toBe(true);
    // Eight silent servers four at a time (people's queries may use every slot): two rounds, each of two
    // attempts whose status request waits a quarter of the 500 ms attempt.
    expect(elapsed).toBeGreaterThanOrEqual(2 * 2 * requestTimeoutMs(500) - 20);
    expect(elapsed).toBeLessThan(4000);
  });

  it("stops a caller's wait when its signal aborts, and still fills the cache", async () => {
    const id = await world.add('minecraft');
    world.sandbox.game(id)?.setBehaviour('silent');
    const record = recordOf(world.sandbox, id);
    const waiting = engine.query(record, { signal: AbortSignal.timeout(50) });
    await expect(waiting).rejects.toThrow();
    expect(engine.cached(id)).toBeUndefined();
    await expect(engine.query(record, { maxAgeMs: 10_000 })).resolves.toMatchObject({ state: 'silent' });
    expect(engine.cached(id)).toMatchObject({ state: 'silent', error: 'timeout' });
  });

  it("stops a caller's wait while gamedig loads to place the game, as while the game is asked", async () => {
    const stopped = new AbortController();
    // A game outside our own aliases: only gamedig's catalogue can place it, so the query loads gamedig first.
    const waiting = engine.query({ id: 'srv_catalogue', game: 'valheim' }, { signal: stopped.signal });
    stopped.abort(new Error('the member stopped waiting'));
    await expect(waiting).rejects.toThrow('the member stopped waiting');
  });

  it('resolves a host name once and connects to the address it vetted, never looking the name up again', async () => {
    const id = await world.add('minecraft', 'By Name');
    const record = recordOf(world.sandbox, id);
    const allocation = record.allocation as { ip: string; port: number };
    const lookups: string[] = [];
    // A name no DNS knows: the query can answer only if gamedig is handed the vetted IP, not the name.
    const named = createGameQuery({
      enabled: true,
      allowPrivate: true,
      concurrency: 1,
      timeoutMs: 500,
      resolve: async (host) => {
        lookups.push(host);
        return [allocation.ip];
      },
    });
    try {
      const result = await named.query({ ...record, allocation: { ...allocation, ip: 'game.invalid' } });
      expect(result).toMatchObject({ state: 'answering' });
      expect(lookups).toEqual(['game.invalid']);
    } finally {
      await named.close();
    }
  });

  it('answers silent with a typed reason when the game is gone, and metrics count it', async () => {
    const id = await world.add('minecraft');
    const record = recordOf(world.sandbox, id);
    world.sandbox.removeServer(id);
    // Until the removed responder stopped listening (it closes on its own time). Probing its port until it
    // refuses is not harmless: in a full run another worker's responder may take that port.
    await world.sandbox.gamesReady();
    expect(await engine.query(record)).toMatchObject({ state: 'silent', error: 'refused' });
    expect(outcomes).toEqual(['refused']);
  });

  it('sends nothing once closed', async () => {
    const id = await world.add('minecraft');
    await engine.close();
    expect(await engine.query(recordOf(world.sandbox, id))).toEqual({
      state: 'not-queried',
      reason: 'disabled',
    });
    expect(world.sandbox.game(id)?.queries).toBe(0);
  });
});

describe("the game query engine's memory", () => {
  it('keeps at most maxCachedAnswers last answers, the most recent ones', async () => {
    const bounded = createGameQuery({
      enabled: true,
      allowPrivate: true,
      concurrency: 4,
      timeoutMs: 500,
      maxCachedAnswers: 3,
    });
    try {
      const ids: string[] = [];
      for (let index = 0; index < 12; index += 1) {
        const id = await world.add('minecraft', `s${index}`);
        ids.push(id);
        await bounded.query(recordOf(world.sandbox, id));
      }
      const kept = ids.filter((id) => bounded.cached(id) !== undefined);
      expect(kept).toEqual(ids.slice(-3));
    } finally {
      await bounded.close();
    }
  });
});
