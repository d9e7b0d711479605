import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsChannelId, type Harness } from './harness.js';
import { followServer, run, settle, startAlertsHarness, stream } from './poller-world.js';

// Its own file and harness, so the tight limit slows no other test.
let harness: Harness;

beforeAll(async () => {
  harness = await startAlertsHarness({ rateLimit: { limit: 20, windowMs: 2_000 } });
});

afterAll(async () => {
  await harness.close();
});

describe('a tight rate limit', () => {
  it('stays inside the rate limit when the limit is tight, and commands still answer', async () => {
    const world = await followServer(harness, 'Tight');
    for (let index = 0; index < 6; index += 1) {
      const extra = harness.sandbox.addServer(harness.apiKey, { name: `Tight extra ${index}` });
      await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: extra.id });
    }
    const added = await stream(harness, world.serverId, 'tight', 10, 100);
    const answer = await run(harness, 'server', 'info', { server: world.serverId });
    expect(answer).toContain('Tight');
    const posted = await settle(
      harness,
      () => world.descriptions().length >= added.length && world.descriptions(),
      15_000,
    );
    expect(posted).toEqual(added);
    const limited = harness.sandbox.requests.filter((request) => request.status === 429);
    expect(limited).toEqual([]);
  });
});
