import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreError } from '../../src/store/index.js';
import { emulatedUsers } from '../emulator/index.js';
import { buttonId, replyText } from './helpers.js';
import { startHarness, type Harness } from './harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false } });
});

afterAll(async () => {
  await harness.close();
});

describe('an id option past 2^64', () => {
  it('is refused with a clear reply before any request to Discord or the API', async () => {
    const serverId = harness.sandbox.addServer(harness.apiKey, { name: 'Linked', status: 'RUNNING' }).id;
    const tooLarge = '99999999999999999999';
    const apiCalls = harness.sandbox.requests.length;
    const view = await harness
      .command({ name: 'access', subcommand: 'link', options: { server: serverId, guild_id: tooLarge } })
      .waitForReply();
    expect(replyText(view)).toBe(
      '❌ That is not a Discord server the bot can name: pick one from the suggestions, or paste its id ' +
        '(right-click the server, Copy Server ID).',
    );
    const listed = await harness
      .command({ name: 'access', subcommand: 'list', options: { guild_id: tooLarge } })
      .waitForReply();
    expect(replyText(listed)).toContain('That is not a Discord server the bot can name');
    expect(harness.emulator.requests.filter((request) => request.path.includes(tooLarge))).toEqual([]);
    // The only API call is the audit trail reading the server's name for the refusal's record.
    const calls = harness.sandbox.requests.slice(apiCalls);
    expect(
      calls.filter((call) => !(call.method === 'GET' && call.path.endsWith(`/servers/${serverId}`))),
    ).toEqual([]);
    const records = await harness.app.store.audit.records();
    expect(records.filter((record) => record.outcome.kind === 'refused').length).toBeGreaterThan(0);
  });
});

describe('the delete confirmation', () => {
  it("escapes markdown in the server's name in the prompt's title", async () => {
    const id = harness.sandbox.addServer(harness.apiKey, { name: '**Loud** _server_', status: 'RUNNING' }).id;
    const prompt = await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: id } })
      .waitForReply();
    expect(prompt.message?.embeds[0]?.title).toBe('Delete \\*\\*Loud\\*\\* \\_server\\_?');
  });

  it('never says "nothing was changed" when the delete happened but its outcome could not be saved', async () => {
    const id = harness.sandbox.addServer(harness.apiKey, { name: 'Doomed', status: 'RUNNING' }).id;
    const prompt = await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: id } })
      .waitForReply();
    const store = harness.app.store;
    const finish = store.finishConfirmation.bind(store);
    // The store fails right after the API call: the confirmation cannot be marked done.
    store.finishConfirmation = () => Promise.reject(new StoreError('sqlite', 'write', 'the disk is full'));
    try {
      const outcome = await harness.emulator
        .sendButton({
          message: prompt.message!,
          customId: buttonId(prompt.message, 'Delete permanently'),
          user: emulatedUsers.admin,
        })
        .waitForReply((view) => /Deleted|changed|❌/.test(replyText(view)), 10_000);
      expect(harness.sandbox.server(id)).toBeUndefined();
      expect(replyText(outcome)).toContain('Deleted');
      expect(replyText(outcome).toLowerCase()).not.toContain('nothing was changed');
    } finally {
      store.finishConfirmation = finish;
    }
  });
});

describe('a burst of failures', () => {
  it('is logged once, not once per interaction', async () => {
    const id = harness.sandbox.addServer(harness.apiKey, { name: 'Flaky', status: 'RUNNING' }).id;
    harness.sandbox.inject({
      method: 'GET',
      path: `/servers/${id}`,
      status: 502,
      body: '<html>bad gateway',
      times: 40,
    });
    const failedBefore = harness.logLines.filter((line) => line.includes('interaction failed')).length;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const view = await harness
        .command({ name: 'server', subcommand: 'info', options: { server: id } })
        .waitForReply(undefined, 10_000);
      expect(replyText(view)).toContain('❌');
    }
    harness.sandbox.clearFaults();
    const failed =
      harness.logLines.filter((line) => line.includes('interaction failed')).length - failedBefore;
    expect(failed).toBe(1);
  });
});
