import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { Fleet } from '../../src/instance/fleet.js';
import { openStore } from '../../src/store/index.js';

const directory = await mkdtemp(join(tmpdir(), 'bot-fleet-'));
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the fleet count that splits the rate limit', () => {
  it('counts live instances, drops a stopped one at once and a silent one after three heartbeats', async () => {
    const url = `sqlite://${join(directory, 'fleet.sqlite')}`;
    const stores = [await openStore(url), await openStore(url), await openStore(url)];
    let clock = 1_000_000;
    const counts: number[][] = [[], [], []];
    const fleets = stores.map(
      (store, index) =>
        new Fleet({
          backend: store.backend,
          name: `instance-${index}`,
          logger: pino({ level: 'silent' }),
          now: () => clock,
          heartbeatMs: 1_000,
          onCount: (count) => counts[index]!.push(count),
        }),
    );
    expect(await fleets[0]!.heartbeat()).toBe(1);
    expect(await fleets[1]!.heartbeat()).toBe(2);
    expect(await fleets[2]!.heartbeat()).toBe(3);

    await fleets[2]!.stop();
    expect(await fleets[0]!.heartbeat()).toBe(2);

    // instance-1 goes silent (killed): it counts until three heartbeat periods have passed.
    clock += 2_999;
    expect(await fleets[0]!.heartbeat()).toBe(2);
    clock += 2;
    expect(await fleets[0]!.heartbeat()).toBe(1);
    for (const store of stores) await store.close();
  });
});
