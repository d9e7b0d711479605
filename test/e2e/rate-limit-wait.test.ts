import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyText, sentTexts } from './helpers.js';
import { startHarness, type Harness } from './harness.js';

let harness: Harness;
let serverId: string;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false } });
  serverId = harness.sandbox.addServer(harness.apiKey, { name: 'Patient', ramGb: 4, status: 'RUNNING' }).id;
});

afterAll(async () => {
  await harness.close();
});

/** An edit of an interaction's reply: the deferred "thinking…" message and what replaces it. */
const isEditOf = (path: string) => /\/webhooks\/\d+\/[^/]+\/messages\/(@|%40)original/.test(path);

describe('a reply held back by the rate limit', () => {
  it('says it waits for the API and when, then is replaced by the answer', async () => {
    harness.sandbox.inject({
      method: 'GET',
      path: `/servers/${serverId}`,
      status: 429,
      times: 1,
      headers: { 'retry-after': '4' },
      body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'slow down' } }),
    });
    const before = harness.emulator.requests.length;
    const handle = harness.command({ name: 'server', subcommand: 'info', options: { server: serverId } });
    const view = await handle.waitForReply((reply) => replyText(reply).includes('Patient'), 10_000);
    const texts = harness.emulator.requests
      .slice(before)
      .flatMap((request) => (isEditOf(request.path) ? sentTexts(request.body) : []));
    const waiting = texts.find((text) => text.includes('rate limiting the bot'));
    expect(waiting).toMatch(/your answer follows when it lets the bot ask again, <t:\d+:R>\./);
    // The answer replaces the waiting sentence.
    expect(replyText(view)).not.toContain('rate limiting the bot');
    const waitedAt = texts.findIndex((text) => text.includes('rate limiting the bot'));
    expect(texts.findIndex((text) => text.includes('Patient'))).toBeGreaterThan(waitedAt);
  }, 20_000);

  it('says nothing of a short wait', async () => {
    harness.sandbox.inject({
      method: 'GET',
      path: `/servers/${serverId}`,
      status: 429,
      times: 1,
      headers: { 'retry-after': '0.3' },
      body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'slow down' } }),
    });
    const before = harness.emulator.requests.length;
    await harness
      .command({ name: 'server', subcommand: 'info', options: { server: serverId } })
      .waitForReply((reply) => replyText(reply).includes('Patient'), 10_000);
    const texts = harness.emulator.requests.slice(before).flatMap((request) => sentTexts(request.body));
    expect(texts.some((text) => text.includes('rate limiting the bot'))).toBe(false);
  });
});
