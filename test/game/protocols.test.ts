import { describe, expect, it } from 'vitest';
import { createGameQuery } from '../../src/game/engine.js';
import { protocolFor } from '../../src/game/protocols.js';

describe('protocolFor', () => {
  it('asks Minecraft Java with Server List Ping alone, never the combined query', () => {
    expect(protocolFor({ game: 'minecraft', gameType: 'paper' })?.type).toBe('protocol-minecraftvanilla');
    expect(protocolFor({ game: 'Minecraft Java' })?.type).toBe('protocol-minecraftvanilla');
  });

  it('asks a Bedrock flavour with the Bedrock protocol', () => {
    expect(protocolFor({ game: 'minecraft', gameType: 'pocketmine' })?.type).toBe('mbe');
  });

  it('asks Source games with A2S at the connect port', () => {
    expect(protocolFor({ game: 'rust' })).toMatchObject({ type: 'protocol-valve', givenPortOnly: true });
    expect(protocolFor({ game: 'CS2' })?.type).toBe('protocol-valve');
  });

  it("falls back to gamedig's own game ids, with their query-port offsets", () => {
    expect(protocolFor({ game: 'valheim' })).toEqual({
      type: 'valheim',
      givenPortOnly: false,
      family: 'other',
    });
  });

  it('knows no protocol for an unknown or missing game', () => {
    expect(protocolFor({ game: 'tetris-royale-9000' })).toBeUndefined();
    expect(protocolFor({})).toBeUndefined();
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
