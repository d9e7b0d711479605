import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGameQuery, requestTimeoutMs } from '../../src/game/engine.js';
import type { GameQuery } from '../../src/game/types.js';
import { type GameWorld, gameWorld, recordOf } from './support.js';

/**
 * Games as they are, on the sandbox's real loopback responders: a player list withheld, replies 800 ms late,
 * a third of the requests lost, a game gone quiet. Each attempt may take 4 s (the default of
 * GAME_QUERY_TIMEOUT_MS), each request within it 1 s: 200 ms above the late replies, for a loaded machine.
 */
const attemptMs = 4_000;
let world: GameWorld;
let engine: GameQuery;

beforeEach(async () => {
  world = await gameWorld();
  engine = createGameQuery({ enabled: true, allowPrivate: true, concurrency: 8, timeoutMs: attemptMs });
});

afterEach(async () => {
  await engine.close();
  await world.sandbox.close();
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('a game that answers its info query is answering', () => {
  it('takes a Source server that never answers A2S_PLAYER as answering, counts from its info reply', async () => {
    const id = await world.add('rust', 'Quiet List');
    const game = world.sandbox.game(id);
    game?.setPlayers({ names: ['Kai', 'Nova', 'Zoe'], max: 50 });
    game?.setPlayerList('hidden');
    const { value, ms } = await timed(() => engine.query(recordOf(world.sandbox, id)));
    expect(value).toMatchObject({
      state: 'answering',
      name: 'Quiet List',
      players: { online: 3, max: 50, names: [] },
    });
    // The silent player list costs one request's wait, not the attempt.
    expect(ms).toBeLessThan(requestTimeoutMs(attemptMs) + 500);
  });

  it('takes a Minecraft server that sends no player sample as answering, with its counts', async () => {
    const id = await world.add('minecraft');
    const game = world.sandbox.game(id);
    game?.setPlayers({ names: ['Alex', 'Steve'], online: 7, max: 20 });
    game?.setPlayerList('hidden');
    await expect(engine.query(recordOf(world.sandbox, id))).resolves.toMatchObject({
      state: 'answering',
      players: { online: 7, max: 20, names: [] },
    });
  });

  it('keeps the info reply when the player list after it breaks the attempt', async () => {
    const id = await world.add('rust', 'Broken List');
    const game = world.sandbox.game(id);
    game?.setPlayers({ names: ['Ann', 'Bo'], max: 10 });
    game?.setPlayerList('broken');
    await expect(engine.query(recordOf(world.sandbox, id))).resolves.toMatchObject({
      state: 'answering',
      name: 'Broken List',
      players: { online: 2, max: 10, names: [] },
    });
    // Answered in the first attempt: the second would have asked A2S_INFO again.
    expect(game?.queries).toBe(1);
  });

  it('takes games whose every reply comes 800 ms late as answering', async () => {
    const source = await world.add('rust', 'Far Away');
    const minecraft = await world.add('minecraft', 'Far Away Too');
    for (const id of [source, minecraft]) world.sandbox.game(id)?.setDelay(800);
    const results = await Promise.all(
      [source, minecraft].map((id) => engine.query(recordOf(world.sandbox, id))),
    );
    expect(results.map((result) => result.state)).toEqual(['answering', 'answering']);
    // Source's latency is its UDP round trip; Minecraft's the TCP connect, which is not delayed.
    expect(results[0]?.state === 'answering' && results[0].latencyMs).toBeGreaterThanOrEqual(700);
  });

  it('takes games that lose every third request as answering, query after query', async () => {
    const source = await world.add('rust', 'Lossy');
    const minecraft = await world.add('minecraft', 'Lossy Too');
    for (const id of [source, minecraft]) world.sandbox.game(id)?.setDropEvery(3);
    for (let round = 0; round < 6; round += 1) {
      const results = await Promise.all(
        [source, minecraft].map((id) => engine.query(recordOf(world.sandbox, id))),
      );
      expect(results.map((result) => result.state)).toEqual(['answering', 'answering']);
    }
  });

  it('still finds a game that went silent for real silent, within two requests per attempt', async () => {
    const source = await world.add('rust');
    const minecraft = await world.add('minecraft');
    for (const id of [source, minecraft]) world.sandbox.game(id)?.setBehaviour('silent');
    const { value, ms } = await timed(() =>
      Promise.all([source, minecraft].map((id) => engine.query(recordOf(world.sandbox, id)))),
    );
    expect(value).toMatchObject([
      { state: 'silent', error: 'timeout' },
      { state: 'silent', error: 'timeout' },
    ]);
    // Two attempts, each ended by its first unanswered request: far less than two whole attempts.
    expect(ms).toBeLessThan(2 * requestTimeoutMs(attemptMs) + 800);
  });
});

describe('replies capped in bytes', () => {
  it('cuts off an endless Minecraft status stream at the cap, long before the timeout', async () => {
    const id = await world.add('minecraft');
    const game = world.sandbox.game(id);
    game?.setBehaviour('flood');
    const capped = createGameQuery({
      enabled: true,
      allowPrivate: true,
      concurrency: 2,
      timeoutMs: attemptMs,
      maxReplyBytes: 256 * 1024,
    });
    const { value, ms } = await timed(() => capped.query(recordOf(world.sandbox, id)));
    await capped.close();
    expect(value).toMatchObject({ state: 'silent', error: 'garbage' });
    expect(ms).toBeLessThan(requestTimeoutMs(attemptMs));
    // Two attempts, each stopped after the cap and what the socket had in flight: megabytes, not hundreds.
    expect(game?.flooded ?? 0).toBeLessThan(16 * 1024 * 1024);
  });
});
