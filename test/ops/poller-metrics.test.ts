import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsChannelId, startHarness, type Harness } from '../e2e/harness.js';
import { activityLines, fastPoller, followServer, settle } from '../e2e/poller-world.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: fastPoller,
    env: { LOG_LEVEL: 'silent', HTTP_PORT: '0' },
  });
});

afterAll(async () => {
  await harness.close();
});

async function scrape(): Promise<string> {
  return (await fetch(`http://127.0.0.1:${harness.app.opsServer?.port}/metrics`)).text();
}

function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('poller metrics', () => {
  it('count the alerts posted, time the cycles and say when cursors were last read', async () => {
    const { serverId } = await followServer(harness, 'Metered');
    const before = sample(await scrape(), 'bot_alerts_total{outcome="posted"}');
    harness.sandbox.addActivity(serverId, { description: 'world saved' });
    await settle(harness, () => activityLines(harness, opsChannelId, 'Metered').length > 0);
    const after = await scrape();
    expect(sample(after, 'bot_alerts_total{outcome="posted"}')).toBeGreaterThan(before);
    expect(sample(after, 'poller_cycle_duration_seconds_count')).toBeGreaterThan(0);
    const readAt = sample(after, 'poller_cursors_read_timestamp_seconds');
    expect(Date.now() / 1000 - readAt).toBeLessThan(5);
    expect(after).toMatch(/^poller_lag_seconds \d/m);
  });
});
