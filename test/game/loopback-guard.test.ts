import { describe, expect, it } from 'vitest';
import { createGameQuery } from '../../src/game/engine.js';
import { takeOffLoopbackTargets } from '../support/loopback-guard.js';

describe('the loopback guard every test file runs under', () => {
  it('refuses and records a game query to a host other than loopback', async () => {
    const engine = createGameQuery({ enabled: true, concurrency: 2, timeoutMs: 300 });
    const outside = { id: 'srv_far', game: 'minecraft', allocation: { ip: '9.9.9.9', port: 25565 } };
    const udpOutside = { id: 'srv_far_udp', game: 'rust', allocation: { ip: '1.0.0.1', port: 28015 } };
    expect(await engine.query(outside)).toMatchObject({ state: 'silent' });
    expect(await engine.query(udpOutside)).toMatchObject({ state: 'silent' });
    await engine.close();
    // Each is tried twice (a second attempt after a lost packet), and refused both times.
    expect(new Set(takeOffLoopbackTargets())).toEqual(new Set(['9.9.9.9:25565', '1.0.0.1:28015']));
  });
});
