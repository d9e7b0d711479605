import { Client, Events, GatewayIntentBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscordBoardMessages } from '../../src/delivery/board-messages.js';
import { makeRequest } from '../../src/discord/rest-transport.js';
import { type DiscordEmulator, startDiscordEmulator } from '../emulator/index.js';

const botToken = 'delivery-board-token';
const guildId = '330000000000000001';
const channelId = '330000000000000011';

let emulator: DiscordEmulator;
let client: Client<true>;
/** The lease as the fence sees it: held while `tenure` is live and `held` is true. */
let tenure: AbortController | undefined;
let held = true;

const messages = () =>
  new DiscordBoardMessages(['secret'], {
    tenure: () => tenure?.signal,
    confirm: async () => {
      if (!held) throw new Error('lease lost');
    },
  });
const writes = () =>
  emulator.requests.filter((request) => request.method !== 'GET' && request.path.startsWith(`/channels/`));

beforeAll(async () => {
  emulator = await startDiscordEmulator({
    botToken,
    guilds: [{ id: guildId, name: 'Ops', channels: [{ id: channelId, name: 'board' }] }],
  });
  const unready = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: emulator.apiUrl, retries: 0, makeRequest },
  });
  const ready = new Promise<Client<true>>((resolve) => unready.once(Events.ClientReady, resolve));
  await unready.login(botToken);
  client = await ready;
});

afterAll(async () => {
  await client.destroy();
  await emulator.close();
});

describe('board messages: the delivery layer’s edit-in-place path, fenced like posts', () => {
  it('posts, edits and deletes while the lease is held', async () => {
    tenure = new AbortController();
    held = true;
    const board = messages();
    board.attach(client);
    const posted = await board.post(channelId, { content: 'page 1' }, 'board-nonce-1');
    expect(posted).toMatchObject({ outcome: 'delivered' });
    const messageId = posted.outcome === 'delivered' ? posted.messageId : '';
    expect(await board.edit(channelId, messageId, { content: 'page 1, edited' })).toEqual({
      outcome: 'delivered',
      messageId,
    });
    await board.delete(channelId, messageId);
    expect(emulator.messages(channelId)).toEqual([]);
  });

  it('sends nothing once the store says the lease is gone, checked right before the request leaves', async () => {
    tenure = new AbortController();
    held = true;
    const board = messages();
    board.attach(client);
    const posted = await board.post(channelId, { content: 'kept' }, 'board-nonce-2');
    const messageId = posted.outcome === 'delivered' ? posted.messageId : '';
    const before = writes().length;
    held = false;
    expect(await board.post(channelId, { content: 'late' }, 'board-nonce-3')).toMatchObject({
      outcome: 'retry',
    });
    expect(await board.edit(channelId, messageId, { content: 'late edit' })).toMatchObject({
      outcome: 'retry',
    });
    await expect(board.delete(channelId, messageId)).rejects.toThrow();
    expect(writes()).toHaveLength(before);
    expect(emulator.messages(channelId).map((message) => message.content)).toEqual(['kept']);
  });

  it('sends nothing without a tenure', async () => {
    tenure = undefined;
    held = true;
    const board = messages();
    board.attach(client);
    const before = writes().length;
    expect(await board.post(channelId, { content: 'standby' }, 'board-nonce-4')).toMatchObject({
      outcome: 'retry',
      maybePosted: false,
    });
    expect(writes()).toHaveLength(before);
  });

  it("waits out Discord's 30046 on an old message, and past the time it is given answers edits-refused", async () => {
    tenure = new AbortController();
    held = true;
    const board = messages();
    board.attach(client);
    const posted = await board.post(channelId, { content: 'old board' }, 'board-nonce-30046');
    const messageId = posted.outcome === 'delivered' ? posted.messageId : '';
    emulator.advanceClock(61 * 60_000);
    for (let edit = 0; edit < 3; edit += 1)
      expect(await board.edit(channelId, messageId, { content: `edit ${edit}` }, 10_000)).toMatchObject({
        outcome: 'delivered',
      });
    // The window is full: given 200 ms, the edit gives up rather than wait the seconds Discord asks.
    expect(await board.edit(channelId, messageId, { content: 'impatient' }, 200)).toEqual({
      outcome: 'edits-refused',
    });
    expect(emulator.message(messageId)?.content).toBe('edit 2');
    // Given long enough, the same 429 is waited out like any rate limit, and the edit lands.
    for (let edit = 3; edit < 6; edit += 1)
      await board.edit(channelId, messageId, { content: `edit ${edit}` });
    const refusedBefore = emulator.requests.filter((request) => request.status === 429).length;
    expect(await board.edit(channelId, messageId, { content: 'patient' }, 20_000)).toMatchObject({
      outcome: 'delivered',
    });
    expect(emulator.message(messageId)?.content).toBe('patient');
    expect(emulator.requests.filter((request) => request.status === 429).length).toBeGreaterThan(
      refusedBefore,
    );
  }, 30_000);
});
