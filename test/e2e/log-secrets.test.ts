import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedUsers } from '../emulator/index.js';
import { opsGuildId, startHarness, type Harness } from './harness.js';

/**
 * Discord's answers that fail carry the request's URL (with the interaction token in it: it edits the bot's
 * reply and sends as the bot for 15 minutes) and its body (what the bot was saying). Each path that logs such
 * a failure is driven to one, and the whole log is scanned for the token and the body.
 */
let harness: Harness;
let serverId: string;
/** A server name that is in every body the failing requests carry, and nowhere a log line should quote. */
const bodyMarker = 'Bodyname Xq7';

const invalidFormBody = { status: 400, code: 50035 } as const;
const callbackRoute = '/interactions/:interactionId/:token/callback';
const webhookMessageRoute = '/webhooks/:applicationId/:token/messages/:messageRef';

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false },
    app: { confirmationTtlMs: 800 },
    env: { LOG_LEVEL: 'debug' },
  });
  serverId = harness.sandbox.addServer(harness.apiKey, { name: `${bodyMarker} box`, status: 'RUNNING' }).id;
});

afterAll(async () => {
  await harness.close();
});

const linesWith = (text: string) => harness.logLines.filter((line) => line.includes(text));

/** The log holds neither the token nor the body, and the failing route is still named, token redacted. */
function expectClean(token: string, message: string): void {
  const logged = linesWith(message);
  expect(logged.length).toBeGreaterThan(0);
  const log = harness.logLines.join('');
  expect(log).not.toContain(token);
  expect(log).not.toContain(bodyMarker);
  expect(logged.join('')).toMatch(/\/(webhooks|interactions)\/\d+\/\[REDACTED\]/);
}

describe('a Discord error in the log', () => {
  it('of an autocomplete answer (the router) shows neither the token nor the choices', async () => {
    const lift = harness.emulator.failRoute({
      method: 'POST',
      template: callbackRoute,
      ...invalidFormBody,
      times: 1,
    });
    const handle = harness.emulator.sendAutocomplete({
      guildId: opsGuildId,
      user: emulatedUsers.admin,
      name: 'server',
      subcommand: 'info',
      options: {},
      focused: { name: 'server', value: 'Bodyname' },
    });
    await harness.emulator.waitFor(() => linesWith('interaction handling failed').length > 0, 5_000);
    lift();
    expectClean(handle.token, 'interaction handling failed');
  });

  it('of a reply and of the error reply after it (respond) shows neither the token nor the reply', async () => {
    // /server info answers at once: its reply and then its error reply are both callbacks.
    const lift = harness.emulator.failRoute({
      method: 'POST',
      template: callbackRoute,
      ...invalidFormBody,
      times: 2,
    });
    const handle = harness.command({ name: 'server', subcommand: 'info', options: { server: serverId } });
    await harness.emulator.waitFor(() => linesWith('could not deliver an error reply').length > 0, 5_000);
    lift();
    expectClean(handle.token, '"msg":"interaction failed');
    expectClean(handle.token, 'could not deliver an error reply');
  });

  it('of marking a confirmation prompt expired shows neither the token nor the prompt', async () => {
    const handle = harness.command({ name: 'server', subcommand: 'delete', options: { server: serverId } });
    await handle.waitForReply();
    const lift = harness.emulator.failRoute({
      method: 'PATCH',
      template: webhookMessageRoute,
      ...invalidFormBody,
      times: 1,
    });
    await harness.emulator.waitFor(() => linesWith('could not mark a prompt expired').length > 0, 5_000);
    lift();
    expectClean(handle.token, 'could not mark a prompt expired');
  });
});
