import { describe, expect, it } from 'vitest';
import { createGameQuery } from '../../src/game/engine.js';
import { takeOffLoopbackTargets } from '../support/loopback-guard.js';

describe('the loopback guard every test file runs under', () => {
  it('refuses and records a game query to a host other than loopback', async () => {
    const engine = createGameQuery({ enabled: true, concurrency: 2, timeoutMs: 300 });
    const outside = { id: 'srv_far', game: 'minecraft', allocation: { ip: '192.0.2.1', port: 25565 } };
    const udpOutside = { id: 'srv_far_udp', game: 'rust', allocation: { ip: '198.51.100.9', port: 28015 } };
    expect(await engine.query(outside)).toMatchObject({ state: 'silent' });
    expect(await engine.query(udpOutside)).toMatchObject({ state: 'silent' });
    await engine.close();
    expect(takeOffLoopbackTargets()).toEqual(['192.0.2.1:25565', '198.51.100.9:28015']);
  });
});
