import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedUsers } from '../emulator/index.js';
import { buttonId, replyText, sentTexts, visibleText } from './helpers.js';
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
    expect(waiting).toMatch(/Your answer follows as soon as the API accepts requests again, <t:\d+:R>\./);
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

/** A follow-up of an interaction, and the deletion of one. */
const isFollowUp = (path: string) => /\/webhooks\/\d+\/[^/?]+(\?|$)/.test(path);
const isFollowUpDeletion = (method: string, path: string) =>
  method === 'DELETE' && /\/webhooks\/\d+\/[^/]+\/messages\/\d+/.test(path);

describe('a click held back by the rate limit', () => {
  it('tells only the clicker it waits and when, keeps the prompt, then takes the notice back', async () => {
    const doomedId = harness.sandbox.addServer(harness.apiKey, {
      name: 'Doomed',
      ramGb: 2,
      status: 'RUNNING',
    }).id;
    const prompt = await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: doomedId } })
      .waitForReply();
    const message = prompt.message!;
    harness.sandbox.inject({
      method: 'DELETE',
      path: `/servers/${doomedId}`,
      status: 429,
      times: 1,
      headers: { 'retry-after': '4' },
      body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'slow down' } }),
    });
    const before = harness.emulator.requests.length;
    const outcome = await harness.emulator
      .sendButton({ message, customId: buttonId(message, 'Delete permanently'), user: emulatedUsers.admin })
      .waitForReply((view) => visibleText(view.message).includes('Deleted'), 10_000);
    expect(visibleText(outcome.message)).toContain('Doomed');
    const requests = harness.emulator.requests.slice(before);
    const notice = requests.find(
      (request) =>
        request.method === 'POST' &&
        isFollowUp(request.path) &&
        sentTexts(request.body).some((text) => text.includes('rate limiting the bot')),
    );
    expect(sentTexts(notice?.body).join('\n')).toMatch(
      /Your answer follows as soon as the API accepts requests again, <t:\d+:R>\./,
    );
    // Only the clicker sees it, and the prompt was not replaced by it.
    expect(notice?.body).toMatchObject({ flags: 64 });
    expect(
      requests.some(
        (request) =>
          isEditOf(request.path) &&
          sentTexts(request.body).some((text) => text.includes('rate limiting the bot')),
      ),
    ).toBe(false);
    // Once answered, the notice is taken back.
    await harness.emulator.waitFor(
      () =>
        harness.emulator.requests
          .slice(before)
          .some((request) => isFollowUpDeletion(request.method, request.path)),
      5_000,
    );
  }, 20_000);
});
