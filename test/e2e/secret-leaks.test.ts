import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeApiText } from '../../src/render/format.js';
import { emulatedUsers } from '../emulator/index.js';
import { opsChannelId, opsGuildId, startHarness, type Harness } from './harness.js';

/** A key as long as a real one, so any renderer's cut can fall inside it. */
const apiKey = 'rsk_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

let harness: Harness;
let serverId: string;

/** Every 8-character piece of the key, plain and markdown-escaped: a cut may leave any part of it. */
const pieces = [apiKey, escapeApiText(apiKey)].flatMap((form) =>
  Array.from({ length: form.length - 7 }, (_, at) => form.slice(at, at + 8)),
);

/** Each piece of the key found in what the bot sent to Discord, with where it was sent. */
function leaks(): string[] {
  return harness.emulator.requests.flatMap((request) => {
    const body = JSON.stringify(request.body ?? '');
    return pieces.filter((piece) => body.includes(piece)).map((piece) => `${request.path}: ${piece}`);
  });
}

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false, resellers: [{ apiKey }] },
    env: { POLL_INTERVAL_SECONDS: '1' },
  });
  // A name that every cut (list column, choice name, titles) falls inside of.
  const name = `Srv ${apiKey} ${'x'.repeat(60)} ${apiKey}`;
  serverId = harness.sandbox.addServer(apiKey, {
    name,
    status: 'RUNNING',
    planTier: 'premium',
    gameVersion: '1.20.4',
  }).id;
  harness.sandbox.addActivity(serverId, {
    description: `${'Signed request '.repeat(30)}with ${apiKey} from 198.51.100.7 ${apiKey}`,
  });
});

afterAll(async () => {
  await harness.close();
});

describe('the API key planted in everything the API returns', () => {
  it('reaches Discord through no reply, edit, alert or autocomplete answer', async () => {
    expect(harness.apiKey).toBe(apiKey);
    await harness.command({ name: 'server', subcommand: 'list' }).waitForReply();
    await harness
      .command({ name: 'server', subcommand: 'info', options: { server: serverId } })
      .waitForReply();
    await harness
      .command({ name: 'server', subcommand: 'activity', options: { server: serverId } })
      .waitForReply();
    await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: serverId } })
      .waitForReply();
    const autocomplete = await harness.emulator
      .sendAutocomplete({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'server',
        subcommand: 'info',
        options: {},
        focused: { name: 'server', value: 'Srv' },
      })
      .waitForReply();
    expect(autocomplete.choices?.length).toBeGreaterThan(0);
    await harness
      .command({
        name: 'alerts',
        subcommand: 'subscribe',
        options: { channel: opsChannelId, server: serverId },
      })
      .waitForReply();
    harness.sandbox.addActivity(serverId, { description: `rotated ${apiKey}` });
    await harness.emulator.waitFor(() => harness.emulator.messages(opsChannelId).length > 0, 10_000);
    expect(leaks()).toEqual([]);
  });

  it('reaches Discord through no mod title, summary or mod choice', async () => {
    const search = `/servers/${serverId}/mods`;
    const response = await fetch(`${harness.sandbox.url}${search}?provider=curseforge`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    const planted = (await response.text()).replace(
      /"(name|summary|title|displayName)":"/g,
      `"$1":"${apiKey} `,
    );
    expect(planted).toContain(apiKey);
    harness.sandbox.inject({ method: 'GET', path: search, status: 200, body: planted, times: 3 });
    await harness
      .command({ name: 'mods', subcommand: 'search', options: { server: serverId, provider: 'curseforge' } })
      .waitForReply();
    const choices = await harness.emulator
      .sendAutocomplete({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'mods',
        subcommand: 'install',
        options: { server: serverId, provider: 'curseforge' },
        focused: { name: 'mod', value: '' },
      })
      .waitForReply();
    expect(choices.choices?.length).toBeGreaterThan(0);
    harness.sandbox.clearFaults();
    expect(leaks()).toEqual([]);
  });

  it('reaches Discord through no error reply', async () => {
    for (const status of [400, 404, 409, 500, 503]) {
      harness.sandbox.inject({
        method: 'GET',
        path: `/servers/${serverId}`,
        status,
        times: 4,
        body: JSON.stringify({
          error: { code: 'INTERNAL_ERROR', message: `key ${apiKey} refused`, requestId: `req_${apiKey}` },
        }),
      });
      await harness
        .command({ name: 'server', subcommand: 'info', options: { server: serverId } })
        .waitForReply();
      harness.sandbox.clearFaults();
    }
    expect(leaks()).toEqual([]);
  });
});
