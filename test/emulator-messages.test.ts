import {
  AttachmentBuilder,
  type ChatInputCommandInteraction,
  Client,
  ComponentType,
  Events,
  GatewayIntentBits,
  type Interaction,
  MessageFlags,
  SlashCommandBuilder,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRequest } from '../src/discord/rest-transport.js';
import { type DiscordEmulator, EmulatorUsageError, startDiscordEmulator } from './emulator/index.js';

const botToken = 'emulator-messages-token';
const guildId = '310000000000000001';
const boardId = '310000000000000011';
const lockedId = '310000000000000012';
const busyId = '310000000000000013';
const quietId = '310000000000000014';

let emulator: DiscordEmulator;
let client: Client;

const chartBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('not really a chart'),
]);
const chart = (name = 'usage.png') => new AttachmentBuilder(chartBytes, { name });

function textChannel(channelId: string) {
  const channel = client.channels.cache.get(channelId);
  if (!channel?.isSendable()) throw new Error(`channel ${channelId} is not cached as a text channel`);
  return channel;
}

function nextChatInput(): Promise<ChatInputCommandInteraction> {
  return new Promise((resolve) =>
    client.once(Events.InteractionCreate, (interaction: Interaction) => {
      if (interaction.isChatInputCommand()) resolve(interaction);
    }),
  );
}

const text = (content: string) => ({ type: ComponentType.TextDisplay, content });
const v2 = MessageFlags.IsComponentsV2;

beforeAll(async () => {
  emulator = await startDiscordEmulator({
    botToken,
    guilds: [
      {
        id: guildId,
        name: 'Ops',
        channels: [
          { id: boardId, name: 'board' },
          { id: lockedId, name: 'locked' },
          { id: busyId, name: 'busy-board' },
          { id: quietId, name: 'quiet-board' },
        ],
      },
    ],
  });
  // Uploads go as the bot sends them (its REST transport), whichever undici the worker loaded before.
  client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: emulator.apiUrl, retries: 0, makeRequest },
  });
  const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(botToken);
  await ready;
  const ping = new SlashCommandBuilder().setName('chart').setDescription('Shows a chart').toJSON();
  await client.application?.commands.set([ping], guildId);
});

afterAll(async () => {
  await client.destroy();
  await emulator.close();
});

describe('channel messages: edit, fetch, delete', () => {
  it('edits a message in place and reads it back', async () => {
    const posted = await textChannel(boardId).send('first');
    const edited = await posted.edit({ content: 'second', embeds: [{ title: 'Board' }] });
    expect(edited.id).toBe(posted.id);
    expect(emulator.message(posted.id)).toMatchObject({ content: 'second', editedAt: expect.any(String) });
    const fetched = await textChannel(boardId).messages.fetch({ message: posted.id, force: true });
    expect(fetched.embeds[0]?.title).toBe('Board');
  });

  it('deletes: the bot’s own delete and a moderator’s both leave Unknown Message (10008)', async () => {
    const channel = textChannel(boardId);
    const own = await channel.send('temporary');
    await own.delete();
    await expect(channel.messages.fetch({ message: own.id, force: true })).rejects.toMatchObject({
      status: 404,
      code: 10008,
    });

    const board = await channel.send('board');
    const deleted = new Promise((resolve) => client.once(Events.MessageDelete, resolve));
    emulator.deleteMessage(board.id);
    await deleted;
    expect(emulator.message(board.id)).toBeUndefined();
    await expect(board.edit('refreshed')).rejects.toMatchObject({ status: 404, code: 10008 });
    expect(() => emulator.deleteMessage(board.id)).toThrow(EmulatorUsageError);
  });

  it('refuses posts where the bot lost Send Messages', async () => {
    emulator.denyChannel(lockedId);
    await expect(textChannel(lockedId).send('status')).rejects.toMatchObject({ status: 403, code: 50013 });
    emulator.allowChannel(lockedId);
    await expect(textChannel(lockedId).send('status')).resolves.toBeDefined();
  });
});

describe('attachments', () => {
  it('keeps uploaded bytes on channel messages, and an edit can replace or keep them', async () => {
    const posted = await textChannel(boardId).send({
      embeds: [{ title: 'Usage', image: { url: 'attachment://usage.png' } }],
      files: [chart()],
    });
    expect(posted.attachments.first()?.name).toBe('usage.png');
    const stored = emulator.message(posted.id)?.attachments;
    expect(stored?.map((file) => file.filename)).toEqual(['usage.png']);
    expect(Buffer.from(stored?.[0]?.bytes ?? []).equals(chartBytes)).toBe(true);

    await posted.edit({ content: 'kept' });
    expect(emulator.message(posted.id)?.attachments).toHaveLength(1);
    await posted.edit({ files: [chart('usage-24h.png')], attachments: [] });
    expect(emulator.message(posted.id)?.attachments.map((file) => file.filename)).toEqual(['usage-24h.png']);
  });

  it('keeps files of interaction replies and of edits after a deferral', async () => {
    const received = nextChatInput();
    const command = emulator.sendChatInput({ guildId, name: 'chart' });
    const interaction = await received;
    await interaction.deferReply();
    await interaction.editReply({ embeds: [{ image: { url: 'attachment://usage.png' } }], files: [chart()] });
    const view = await command.waitForReply();
    expect(view.message?.attachments.map((file) => file.filename)).toEqual(['usage.png']);
    expect(Buffer.from(view.message?.attachments[0]?.bytes ?? []).equals(chartBytes)).toBe(true);

    const again = nextChatInput();
    const second = emulator.sendChatInput({ guildId, name: 'chart' });
    await (await again).reply({ content: 'chart', files: [chart('direct.png')] });
    expect((await second.waitForReply()).message?.attachments[0]?.filename).toBe('direct.png');
  });
});

describe('Components V2', () => {
  const gallery = (url: string) => ({ type: ComponentType.MediaGallery, items: [{ media: { url } }] });

  it('accepts a container with text and a gallery showing an attachment', async () => {
    const posted = await textChannel(boardId).send({
      flags: v2,
      components: [
        {
          type: ComponentType.Container,
          components: [text('## Servers'), gallery('attachment://usage.png')],
        },
      ],
      files: [chart()],
    });
    expect(emulator.message(posted.id)).toMatchObject({ flags: v2, content: '' });
    await posted.edit({
      components: [{ type: ComponentType.Container, components: [text('## Refreshed')] }],
    });
    expect(emulator.message(posted.id)?.flags).toBe(v2);
  });

  it('refuses content and embeds, too many components, too much text and unknown attachments', async () => {
    const channel = textChannel(boardId);
    const refusals: [string, Parameters<typeof channel.send>[0]][] = [
      ['content', { flags: v2, content: 'legacy', components: [text('x')] }],
      ['embeds', { flags: v2, embeds: [{ title: 'legacy' }], components: [text('x')] }],
      ['components', { flags: v2, components: Array.from({ length: 11 }, () => text('x')) }],
      [
        'components',
        {
          flags: v2,
          components: Array.from({ length: 5 }, () => ({
            type: ComponentType.Container,
            components: Array.from({ length: 8 }, () => text('x')),
          })),
        },
      ],
      ['components', { flags: v2, components: [text('a'.repeat(2001)), text('b'.repeat(2000))] }],
      ['components.0.items.0.media.url', { flags: v2, components: [gallery('attachment://missing.png')] }],
    ];
    for (const [path, payload] of refusals) {
      const before = emulator.violations.length;
      await expect(channel.send(payload)).rejects.toMatchObject({ status: 400, code: 50035 });
      expect(
        emulator.violations.slice(before).flatMap((violation) => violation.issues.map((issue) => issue.path)),
      ).toContain(path);
    }
    // At the limits exactly: 10 top-level, 40 in all, 4,000 characters.
    const atLimits = await channel.send({
      flags: v2,
      components: [
        ...Array.from({ length: 4 }, () => ({
          type: ComponentType.Container,
          components: Array.from({ length: 8 }, () => text('x'.repeat(100))),
        })),
        ...Array.from({ length: 4 }, () => text('y'.repeat(100))),
      ],
    });
    expect(emulator.message(atLimits.id)?.components).toHaveLength(8);
  });

  it('refuses an edit that removes the flag or adds content', async () => {
    const posted = await textChannel(boardId).send({ flags: v2, components: [text('board')] });
    const before = emulator.violations.length;
    await expect(posted.edit({ content: 'legacy' })).rejects.toMatchObject({ code: 50035 });
    const removal = posted.edit({ flags: MessageFlags.SuppressEmbeds, components: [text('board')] });
    await expect(removal).rejects.toMatchObject({ code: 50035 });
    const paths = emulator.violations
      .slice(before)
      .map((violation) => violation.issues.map((issue) => issue.path));
    expect(paths[0]).toEqual(['content']);
    expect(paths[1]).toContain('flags');
    expect(emulator.message(posted.id)?.flags).toBe(v2);
  });
});

describe('emulator: reading a channel and a post outage', () => {
  it('lists a channel’s messages as Discord does: newest first, after an id, at most the limit', async () => {
    const channel = textChannel(boardId);
    const sent = [];
    for (const index of [1, 2, 3, 4]) sent.push(await channel.send(`listed ${index}`));
    const page = (await client.rest.get(`/channels/${boardId}/messages`, {
      query: new URLSearchParams({ after: sent[0]!.id, limit: '2' }),
    })) as { id: string; content: string; nonce?: unknown }[];
    expect(page.map((message) => message.content)).toEqual(['listed 3', 'listed 2']);
    expect(page.every((message) => message.nonce === undefined)).toBe(true);
    const newest = (await client.rest.get(`/channels/${boardId}/messages`, {
      query: new URLSearchParams({ limit: '1' }),
    })) as { content: string }[];
    expect(newest.map((message) => message.content)).toEqual(['listed 4']);
  });

  it('creates the first posts of an outage with their answers lost, then fails every post until it ends', async () => {
    const channel = textChannel(boardId);
    const before = emulator.messages(boardId).length;
    const end = emulator.channelOutage(boardId, 2);
    for (const index of [1, 2, 3])
      await expect(channel.send(`outage ${index}`)).rejects.toMatchObject({ status: 503 });
    expect(
      emulator
        .messages(boardId)
        .slice(before)
        .map((message) => message.content),
    ).toEqual(['outage 1', 'outage 2']);
    end();
    await channel.send('after the outage');
    expect(emulator.messages(boardId).at(-1)?.content).toBe('after the outage');
  });
});

describe("Discord's limit on edits of messages older than an hour", () => {
  /** A PATCH as Discord sees it, without discord.js waiting out a 429 for us. */
  const rawEdit = (channelId: string, messageId: string, content: string) =>
    fetch(`${emulator.apiUrl}/v10/channels/${channelId}/messages/${messageId}`, {
      method: 'PATCH',
      headers: { authorization: `Bot ${botToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    });

  it('answers 429 code 30046 past 3 edits per 6 s per channel, only for messages past their first hour', async () => {
    const old = await textChannel(busyId).send('old');
    const elsewhere = await textChannel(quietId).send('elsewhere');
    // Young messages are not counted: any number of edits goes through.
    for (let edit = 0; edit < 5; edit += 1)
      expect((await rawEdit(busyId, old.id, `young ${edit}`)).status).toBe(200);
    emulator.advanceClock(61 * 60_000);
    const young = await textChannel(busyId).send('young');
    for (let edit = 0; edit < 3; edit += 1)
      expect((await rawEdit(busyId, old.id, `old ${edit}`)).status).toBe(200);
    const refused = await rawEdit(busyId, old.id, 'one too many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { code: number; retry_after: number; global: boolean };
    expect(body).toMatchObject({ code: 30046, global: false });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(6);
    expect(emulator.message(old.id)?.content).toBe('old 2');
    // A young message in the same channel, and an old one in another channel, are not held back.
    expect((await rawEdit(busyId, young.id, 'young edit')).status).toBe(200);
    expect((await rawEdit(quietId, elsewhere.id, 'elsewhere edit')).status).toBe(200);
    // Once the window has passed, edits go through again.
    emulator.advanceClock(6_000);
    expect((await rawEdit(busyId, old.id, 'after the window')).status).toBe(200);
  });

  it('is a rate limit discord.js waits out: the edit lands once the window lets it', async () => {
    const old = await textChannel(quietId).send('to be edited');
    emulator.advanceClock(61 * 60_000);
    for (let edit = 0; edit < 3; edit += 1) await old.edit(`edit ${edit}`);
    const started = performance.now();
    await old.edit('waited');
    expect(performance.now() - started).toBeGreaterThan(1_000);
    expect(emulator.message(old.id)?.content).toBe('waited');
    expect(emulator.requests.filter((request) => request.status === 429).length).toBeGreaterThan(0);
  }, 20_000);
});
