import { describe, expect, it } from 'vitest';
import { createGameQuery } from '../../src/game/engine.js';
import * as gamedig from '../../src/game/gamedig.js';
import { needsGamedig, protocolFor } from '../../src/game/protocols.js';
import type { JsonRecord } from '../../src/api/shape.js';

const { httpProtocols } = gamedig;

/** protocolFor with gamedig's catalogue loaded, as the engine calls it once it has asked a game. */
const protocolOf = (server: JsonRecord, options: { allowHttp?: boolean } = {}) =>
  protocolFor(server, { ...options, gamedig });

const typeOf = (found: ReturnType<typeof protocolOf>) =>
  found !== undefined && 'type' in found ? found.type : found;

describe('protocolFor', () => {
  it('asks Minecraft Java with Server List Ping alone, never the combined query', () => {
    expect(typeOf(protocolOf({ game: 'minecraft', gameType: 'paper' }))).toBe('protocol-minecraftvanilla');
    expect(typeOf(protocolOf({ game: 'Minecraft Java' }))).toBe('protocol-minecraftvanilla');
  });

  it('asks a Bedrock flavour with the Bedrock ping alone', () => {
    expect(typeOf(protocolOf({ game: 'minecraft', gameType: 'pocketmine' }))).toBe(
      'protocol-minecraftbedrock',
    );
    expect(typeOf(protocolOf({ game: 'mbe' }))).toBe('protocol-minecraftbedrock');
  });

  it('asks Source games with A2S at the connect port', () => {
    expect(protocolOf({ game: 'rust' })).toMatchObject({ type: 'protocol-valve', givenPortOnly: true });
    expect(typeOf(protocolOf({ game: 'CS2' }))).toBe('protocol-valve');
  });

  it("takes gamedig's own ids of Source games, with their query-port offsets", () => {
    expect(protocolOf({ game: 'valheim' })).toEqual({
      type: 'valheim',
      givenPortOnly: false,
      family: 'source',
      protocol: 'valve',
    });
  });

  it('refuses a gamedig game whose protocol is off the allow-list', () => {
    expect(protocolOf({ game: 'quake2' })).toEqual({ refused: 'protocol-not-allowed' });
    expect(protocolOf({ game: 'mumble' })).toEqual({ refused: 'protocol-not-allowed' });
  });

  it('refuses the games gamedig asks over HTTP unless the operator enables them', () => {
    for (const game of ['gta5f', 'palworld', 'satisfactory', 'bas'])
      expect(protocolOf({ game })).toEqual({ refused: 'http-not-enabled' });
    expect(protocolOf({ game: 'gta5f' }, { allowHttp: true })).toMatchObject({ type: 'gta5f' });
    // Enabling HTTP opens HTTP, not every other protocol.
    expect(protocolOf({ game: 'quake2' }, { allowHttp: true })).toEqual({ refused: 'protocol-not-allowed' });
  });

  it('knows which gamedig protocols speak HTTP by their code, including every one the issue named', () => {
    for (const protocol of ['fivem', 'palworld', 'satisfactory', 'buildandshoot'])
      expect(httpProtocols).toContain(protocol);
    for (const protocol of ['valve', 'minecraftvanilla', 'minecraftbedrock'])
      expect(httpProtocols).not.toContain(protocol);
    expect(httpProtocols.size).toBeGreaterThanOrEqual(24);
  });

  it('knows no protocol for an unknown or missing game, nor for an inherited property name', () => {
    expect(protocolOf({ game: 'tetris-royale-9000' })).toBeUndefined();
    expect(protocolOf({ game: 'constructor' })).toBeUndefined();
    expect(protocolOf({ game: '__proto__' })).toBeUndefined();
    expect(protocolOf({})).toBeUndefined();
  });

  it("places our own games without gamedig's catalogue, and only those", () => {
    const unloaded = { gamedig: undefined };
    expect(protocolFor({ game: 'rust' }, unloaded)).toMatchObject({ type: 'protocol-valve' });
    expect(protocolFor({ game: 'minecraft', gameType: 'geyser-standalone' }, unloaded)).toMatchObject({
      type: 'protocol-minecraftbedrock',
    });
    expect(protocolFor({}, unloaded)).toBeUndefined();
    for (const game of ['valheim', 'quake2', 'tetris-royale-9000'])
      expect(protocolFor({ game }, unloaded)).toBe(needsGamedig);
  });
});

describe('createGameQuery without a query to send', () => {
  const running = { id: 'srv_1', game: 'minecraft', allocation: { ip: '127.0.0.1', port: 25565 } };

  it('answers not-queried, never an error, and sends nothing', async () => {
    const engine = createGameQuery({ enabled: true, concurrency: 2, timeoutMs: 500 });
    await expect(engine.query({ ...running, game: 'tetris-royale-9000' })).resolves.toEqual({
      state: 'not-queried',
      reason: 'unknown-game',
    });
    await expect(engine.query({ id: 'srv_2', game: 'minecraft' })).resolves.toEqual({
      state: 'not-queried',
      reason: 'no-address',
    });
    expect(engine.cached('srv_1')).toBeUndefined();
    await engine.close();
  });

  it('answers each refusal as its reason, without resolving or sending anything', async () => {
    const engine = createGameQuery({ enabled: true, concurrency: 2, timeoutMs: 500 });
    await expect(engine.query({ ...running, game: 'gta5f' })).resolves.toEqual({
      state: 'not-queried',
      reason: 'http-not-enabled',
    });
    await expect(engine.query({ ...running, game: 'quake2' })).resolves.toEqual({
      state: 'not-queried',
      reason: 'protocol-not-allowed',
    });
    await expect(engine.query(running)).resolves.toEqual({ state: 'not-queried', reason: 'private-address' });
    await engine.close();
  });

  it('asks nothing at an address outside the allocation, even with private addresses allowed', async () => {
    const engine = createGameQuery({ enabled: true, concurrency: 2, timeoutMs: 500, allowPrivate: true });
    const steered = { id: 'srv_3', game: 'minecraft', name: '127.0.0.1:25565', address: '127.0.0.1:25565' };
    await expect(engine.query(steered)).resolves.toEqual({ state: 'not-queried', reason: 'no-address' });
    await engine.close();
  });

  it('answers disabled when switched off', async () => {
    const engine = createGameQuery({ enabled: false, concurrency: 2, timeoutMs: 500 });
    await expect(engine.query(running)).resolves.toEqual({ state: 'not-queried', reason: 'disabled' });
    await engine.close();
  });

  it('refuses a host the guard does not allow', async () => {
    const engine = createGameQuery({ enabled: true, concurrency: 2, timeoutMs: 500, allowHost: () => false });
    await expect(engine.query(running)).resolves.toEqual({
      state: 'not-queried',
      reason: 'host-not-allowed',
    });
    await engine.close();
  });
});
