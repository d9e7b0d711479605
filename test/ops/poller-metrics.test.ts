import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { opsChannelId, startHarness, type Harness } from '../e2e/harness.js';
import {
  activityLines,
  channelSearchedSince,
  fastPoller,
  followServer,
  settle,
} from '../e2e/poller-world.js';

let harness: Harness;
const maxDeliveryAgeMs = 4_000;

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: { ...fastPoller, deliveryTiming: { ...fastPoller.deliveryTiming, maxDeliveryAgeMs } },
    env: { LOG_LEVEL: 'silent', HTTP_PORT: '0' },
  });
  harness.emulator.setNonceWindow(1_200);
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

const delivered = 'bot_delivery_posts_total{outcome="delivered"}';
const found = 'bot_delivery_posts_total{outcome="found_existing"}';
const retried = 'bot_delivery_posts_total{outcome="retried"}';
const depth = 'bot_delivery_outbox_depth';
const oldest = 'bot_delivery_outbox_oldest_age_seconds';

describe('poller and delivery metrics', () => {
  it('count the posts delivered, time the cycles and say when cursors were last read', async () => {
    const { serverId } = await followServer(harness, 'Metered');
    const before = sample(await scrape(), delivered);
    harness.sandbox.addActivity(serverId, { description: 'world saved' });
    await settle(harness, () => activityLines(harness, opsChannelId, 'Metered').length > 0);
    const after = await scrape();
    expect(sample(after, delivered)).toBeGreaterThan(before);
    expect(sample(after, 'poller_cycle_duration_seconds_count')).toBeGreaterThan(0);
    const readAt = sample(after, 'poller_cursors_read_timestamp_seconds');
    expect(Date.now() / 1000 - readAt).toBeLessThan(5);
    expect(after).toMatch(/^poller_lag_seconds \d/m);
  });

  it('count retries and posts found in the channel, and show the outbox while Discord is down', async () => {
    const { serverId } = await followServer(harness, 'Outage');
    const before = await scrape();
    expect(sample(before, depth)).toBe(0);
    const outageAt = performance.now();
    const end = harness.emulator.channelOutage(opsChannelId, 1);
    harness.sandbox.addActivity(serverId, { description: 'during the outage' });
    // Within the nonce window: retried, not yet looked for, and the post waiting for over 0.3 s.
    await vi.waitFor(
      async () => {
        const during = await scrape();
        expect(sample(during, depth)).toBeGreaterThan(0);
        expect(sample(during, oldest)).toBeGreaterThan(0.3);
        expect(sample(during, retried)).toBeGreaterThan(sample(before, retried));
      },
      { timeout: 5_000, interval: 50 },
    );
    // Past the nonce window the channel is searched: the post the lost answer hid is found there.
    await harness.emulator.waitFor(() => channelSearchedSince(harness, opsChannelId, outageAt));
    end();
    await settle(harness, () => activityLines(harness, opsChannelId, 'Outage').length > 0);
    const after = await scrape();
    expect(sample(after, found)).toBe(sample(before, found) + 1);
    expect(sample(after, depth)).toBe(0);
    expect(sample(after, oldest)).toBe(0);
  });

  it('count posts given up, by reason', async () => {
    const { serverId } = await followServer(harness, 'Refusals');
    const before = await scrape();
    const rejected = 'bot_delivery_given_up_total{reason="rejected"}';
    const aged = 'bot_delivery_given_up_total{reason="max_age"}';
    harness.emulator.failPosts({
      channelId: opsChannelId,
      containing: 'bad request',
      status: 400,
      code: 50_035,
    });
    harness.emulator.failPosts({ channelId: opsChannelId, containing: 'never answered', status: 503 });
    harness.sandbox.addActivity(serverId, { description: 'bad request' });
    // Refused on its own before the next entry comes, so the two are not posted together.
    await vi.waitFor(
      async () => expect(sample(await scrape(), rejected)).toBe(sample(before, rejected) + 1),
      {
        timeout: 5_000,
        interval: 50,
      },
    );
    harness.sandbox.addActivity(serverId, { description: 'never answered' });
    // Until the post passes its maximum age and is given up.
    await vi.waitFor(
      async () => {
        const after = await scrape();
        expect(sample(after, rejected)).toBe(sample(before, rejected) + 1);
        expect(sample(after, aged)).toBe(sample(before, aged) + 1);
      },
      { timeout: maxDeliveryAgeMs + 5_000, interval: 50 },
    );
  });
});
