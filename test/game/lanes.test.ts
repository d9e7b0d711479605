import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGameQuery } from '../../src/game/engine.js';
import type { GameQuery, GameQueryResult } from '../../src/game/types.js';
import { interactiveReserve } from '../../src/game/slots.js';
import { waitFor } from '../emulator/wait.js';
import { type GameWorld, gameWorld, recordOf } from './support.js';

// Four slots, one kept for people; a silent game holds its slot for the whole timeout.
const timeoutMs = 2_000;
let world: GameWorld;
let engine: GameQuery;

beforeEach(async () => {
  world = await gameWorld();
  engine = createGameQuery({ enabled: true, allowPrivate: true, concurrency: 4, timeoutMs });
});

afterEach(async () => {
  await engine.close();
  await world.sandbox.close();
});

async function silentGames(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push(await world.add('minecraft', `silent ${index}`));
  for (const id of ids) world.sandbox.game(id)?.setBehaviour('silent');
  return ids;
}

const asked = (ids: string[]) => ids.reduce((sum, id) => sum + (world.sandbox.game(id)?.queries ?? 0), 0);

/** Background queries of silent games, started and left running (closing the engine waits for them). */
function askInBackground(ids: string[]): Promise<GameQueryResult[]> {
  return Promise.all(ids.map((id) => engine.query(recordOf(world.sandbox, id))));
}

describe("the game query engine's interactive lane", () => {
  it('keeps a tenth of the slots, at least one from two on, for queries asked for a person', () => {
    expect([1, 2, 4, 50, 200].map(interactiveReserve)).toEqual([0, 1, 1, 5, 20]);
  });

  it('serves a person at once while silent background queries fill their share and more wait', async () => {
    const silent = await silentGames(6);
    const answering = await world.add('minecraft', 'asked by a person');
    const background = askInBackground(silent);
    // Until the background queries hold the slots they may (a loaded machine took over 300 ms to start them).
    await waitFor(() => asked(silent) >= 3);
    const backgroundStarted = asked(silent);
    const started = performance.now();
    const result = await engine.query(recordOf(world.sandbox, answering), { priority: 'interactive' });
    const elapsed = performance.now() - started;
    expect(result.state).toBe('answering');
    // Behind the silent games it would wait for a timeout (2 s) at least.
    expect(elapsed).toBeLessThan(timeoutMs / 2);
    // Background work held three of the four slots; the fourth stayed free although three more waited.
    expect(backgroundStarted).toBe(3);
    expect((await background).every((item) => item.state === 'silent')).toBe(true);
  });

  it('moves a waiting background query to the front when a person asks for the same server', async () => {
    const silent = await silentGames(3);
    const answering = await world.add('minecraft', 'watched and asked');
    const record = recordOf(world.sandbox, answering);
    const background = askInBackground(silent);
    const watched = engine.query(record);
    // Until the silent games hold the background slots: the watched server's query waits behind them.
    await waitFor(() => asked(silent) === 3);
    const askedBeforeThePerson = world.sandbox.game(answering)?.queries;
    const started = performance.now();
    const result = await engine.query(record, { priority: 'interactive' });
    expect(performance.now() - started).toBeLessThan(timeoutMs / 2);
    expect(askedBeforeThePerson).toBe(0);
    expect(result.state).toBe('answering');
    expect(await watched).toBe(result);
    expect(world.sandbox.game(answering)?.queries).toBe(1);
    await background;
  });
});
