import {
  ActionRowBuilder,
  type AutocompleteInteraction,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  type Interaction,
  MessageFlags,
  PermissionFlagsBits,
  Routes,
  SlashCommandBuilder,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DiscordEmulator,
  EmulatorUsageError,
  emulatedUsers,
  startDiscordEmulator,
} from './emulator/index.js';

const botToken = 'emulator-test-token';
const guildId = '300000000000000001';
const generalId = '300000000000000011';
const lockedId = '300000000000000012';
const doomedId = '300000000000000013';

const commandDefinitions = [
  new SlashCommandBuilder().setName('ping').setDescription('Answers pong'),
  new SlashCommandBuilder()
    .setName('server')
    .setDescription('Game servers')
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addSubcommand((info) =>
      info
        .setName('info')
        .setDescription('Shows a server')
        .addStringOption((option) =>
          option.setName('server').setDescription('Server').setRequired(true).setAutocomplete(true),
        )
        .addIntegerOption((option) => option.setName('ram').setDescription('RAM in GB'))
        .addChannelOption((option) => option.setName('channel').setDescription('Where to post')),
    ),
].map((builder) => builder.toJSON());

let emulator: DiscordEmulator;
let client: Client;
let loginMs = 0;
let shutDown = false;
/** TCP handles open in this worker before the emulator started: an earlier file may still be closing one. */
let tcpHandlesBefore = 0;
const openTcpHandles = () =>
  process.getActiveResourcesInfo().filter((resource) => resource.startsWith('TCP'));

function nextInteraction<T extends Interaction>(
  matches: (interaction: Interaction) => interaction is T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    client.once(Events.InteractionCreate, (interaction) =>
      matches(interaction)
        ? resolve(interaction)
        : reject(new Error(`unexpected interaction type ${interaction.type}`)),
    );
  });
}

const isChatInput = (interaction: Interaction): interaction is ChatInputCommandInteraction =>
  interaction.isChatInputCommand();
const isButton = (interaction: Interaction): interaction is ButtonInteraction => interaction.isButton();
const isAutocomplete = (interaction: Interaction): interaction is AutocompleteInteraction =>
  interaction.isAutocomplete();
const isStringSelect = (interaction: Interaction): interaction is StringSelectMenuInteraction =>
  interaction.isStringSelectMenu();

function sendableChannel(channelId: string) {
  const channel = client.channels.cache.get(channelId);
  if (!channel?.isSendable()) throw new Error(`channel ${channelId} is not cached as a text channel`);
  return channel;
}

function choices(count: number): { name: string; value: string }[] {
  return Array.from({ length: count }, (_, index) => ({ name: `Server ${index}`, value: `srv-${index}` }));
}

beforeAll(async () => {
  tcpHandlesBefore = openTcpHandles().length;
  emulator = await startDiscordEmulator({
    botToken,
    guilds: [
      {
        id: guildId,
        name: 'Ops',
        channels: [
          { id: generalId, name: 'general' },
          { id: lockedId, name: 'locked' },
          { id: doomedId, name: 'doomed' },
        ],
      },
    ],
  });
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: emulator.apiUrl, retries: 0 } });
  const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
  const started = performance.now();
  await client.login(botToken);
  await ready;
  loginMs = performance.now() - started;
});

afterAll(async () => {
  if (shutDown) return;
  await client.destroy();
  await emulator.close();
});

describe('loopback Discord emulator with a real discord.js client', () => {
  it('identifies the bot by its token and caches every guild with its channels', async () => {
    expect(emulator.connected()).toBe(true);
    expect((await emulator.waitForIdentify()).intents).toBe(GatewayIntentBits.Guilds);
    expect(client.application?.id).toBe(emulator.applicationId);
    expect(client.user?.id).toBe(emulator.botUserId);
    const guild = client.guilds.cache.get(guildId);
    expect(guild?.name).toBe('Ops');
    expect(guild?.channels.cache.map((channel) => channel.name)).toEqual(['general', 'locked', 'doomed']);
    expect(loginMs).toBeLessThan(1_000);
  });

  it('refuses a login with the wrong token', async () => {
    const intruder = new Client({
      intents: [GatewayIntentBits.Guilds],
      rest: { api: emulator.apiUrl, retries: 0 },
    });
    // discord.js turns the 401 of GET /gateway/bot into its own TokenInvalid error.
    await expect(intruder.login('wrong-token')).rejects.toMatchObject({ code: 'TokenInvalid' });
    await intruder.destroy();
    expect(emulator.requests.at(-1)).toMatchObject({ route: '/gateway/bot', status: 401 });
  });

  it('registers guild commands with ids, keeping them when registered again', async () => {
    const registered = await client.application!.commands.set(commandDefinitions, guildId);
    expect([...registered.values()].map((command) => command.name)).toEqual(['ping', 'server']);
    const firstIds = emulator.commands(guildId).map((command) => command.id);
    await client.application!.commands.set(commandDefinitions, guildId);
    expect(emulator.commands(guildId).map((command) => command.id)).toEqual(firstIds);
    expect(emulator.commands(guildId)[1]?.default_member_permissions).toBe(
      String(PermissionFlagsBits.ManageGuild),
    );
  });

  it('delivers typed options and shows the reply; a button on it updates the message', async () => {
    const received = nextInteraction(isChatInput);
    const command = emulator.sendChatInput({
      guildId,
      user: emulatedUsers.admin,
      name: 'server',
      subcommand: 'info',
      options: { server: 'srv-1', ram: 4, channel: generalId },
    });
    const interaction = await received;
    expect(interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)).toBe(true);
    const ram = interaction.options.getInteger('ram');
    const target = interaction.options.getChannel('channel')?.name;
    await interaction.reply({
      content: `${interaction.options.getSubcommand()} ${interaction.options.getString('server')} ${ram} #${target}`,
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('confirm').setLabel('Confirm').setStyle(ButtonStyle.Danger),
        ),
      ],
    });
    const reply = await command.waitForReply();
    expect(reply.message?.content).toBe('info srv-1 4 #general');
    expect(emulator.messages(generalId).at(-1)?.id).toBe(reply.message?.id);
    expect(command.firstCallbackAt()! - command.sentAt).toBeLessThan(500);

    const clicked = nextInteraction(isButton);
    const click = emulator.sendButton({
      message: reply.message!,
      customId: 'confirm',
      user: emulatedUsers.admin,
    });
    const button = await clicked;
    expect(button.message.id).toBe(reply.message?.id);
    await button.update({
      content: 'Confirmed',
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder()
            .setCustomId('confirm')
            .setLabel('Confirm')
            .setStyle(ButtonStyle.Danger)
            .setDisabled(true),
        ),
      ],
    });
    const updated = await click.waitForReply();
    expect(updated.message).toMatchObject({ id: reply.message?.id, content: 'Confirmed' });
    expect(updated.message?.components[0]?.components?.[0]?.disabled).toBe(true);
    expect(() => emulator.sendButton({ message: updated.message!, customId: 'confirm' })).toThrow(
      EmulatorUsageError,
    );
  });

  it('answers a second callback with 40060 and an unknown interaction with 10062', async () => {
    const received = nextInteraction(isChatInput);
    const command = emulator.sendChatInput({ guildId, name: 'ping' });
    const response = await (await received).reply({ content: 'pong', withResponse: true });
    expect(response.resource?.message?.content).toBe('pong');
    const callbackUrl = (id: string, token: string) =>
      `${emulator.apiUrl}/v10/interactions/${id}/${token}/callback`;
    const post = (url: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 4, data: { content: 'again' } }),
      });

    const second = await post(callbackUrl(command.id, command.token));
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({
      message: 'Interaction has already been acknowledged.',
      code: 40060,
    });
    const unknown = await post(callbackUrl('1', command.token));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Unknown interaction', code: 10062 });
    expect(command.view().message?.content).toBe('pong');
  });

  it('shows a deferred reply as loading until the edit, then a follow-up beside it', async () => {
    const received = nextInteraction(isChatInput);
    const command = emulator.sendChatInput({ guildId, name: 'ping' });
    const interaction = await received;
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const pending = command.view();
    expect(pending.answered).toBe(false);
    expect(pending.message?.flags).toBe(MessageFlags.Loading | MessageFlags.Ephemeral);

    await interaction.editReply('done after a while');
    const edited = await command.waitForReply();
    expect(edited.message).toMatchObject({ content: 'done after a while', flags: MessageFlags.Ephemeral });

    const followUp = await interaction.followUp({ content: 'one more thing' });
    const withFollowUp = await command.waitForReply((view) => view.followUps.length === 1);
    expect(withFollowUp.followUps[0]).toMatchObject({ id: followUp.id, content: 'one more thing' });
  });

  it('names what a reply showed when a wait for it times out', async () => {
    const received = nextInteraction(isChatInput);
    const command = emulator.sendChatInput({ guildId, name: 'ping' });
    await (await received).deferReply();
    await expect(command.waitForReply(undefined, 50)).rejects.toThrow(/; by then it showed no answer: /);
    await (await received).editReply('pong, late');
    await expect(command.waitForReply((view) => view.followUps.length > 0, 50)).rejects.toThrow(
      'by then it showed an answer: {"content":"pong, late","embeds":[]}',
    );
  });

  it('accepts 25 autocomplete choices and rejects 26 as a violation', async () => {
    const typed = { guildId, name: 'server', subcommand: 'info', focused: { name: 'server', value: 'srv' } };
    const first = nextInteraction(isAutocomplete);
    const accepted = emulator.sendAutocomplete(typed);
    const autocomplete = await first;
    expect(autocomplete.options.getFocused()).toBe('srv');
    await autocomplete.respond(choices(25));
    expect((await accepted.waitForReply()).choices).toHaveLength(25);

    const second = nextInteraction(isAutocomplete);
    const rejected = emulator.sendAutocomplete(typed);
    await expect((await second).respond(choices(26))).rejects.toMatchObject({ status: 400, code: 50035 });
    expect((await rejected.waitForCallback()).status).toBe(400);
    expect(rejected.view().answered).toBe(false);
    expect(emulator.violations.at(-1)?.issues).toEqual([
      { path: 'data.choices', code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' },
    ]);
  });

  it('rejects embeds beyond their limits, field by field and in total', async () => {
    const received = nextInteraction(isChatInput);
    emulator.sendChatInput({ guildId, name: 'ping' });
    const interaction = await received;
    const fields = [
      { name: 'long', value: 'v'.repeat(1025) },
      { name: 'fine', value: 'w'.repeat(1000) },
    ];
    const oversize = interaction.reply({
      embeds: [{ title: 't'.repeat(257), description: 'd'.repeat(4096), fields }],
    });
    await expect(oversize).rejects.toBeInstanceOf(DiscordAPIError);
    expect(emulator.violations.at(-1)?.issues.map((issue) => issue.path)).toEqual([
      'data.embeds.0.title',
      'data.embeds.0.fields.0.value',
      'data.embeds',
    ]);

    const channel = sendableChannel(generalId);
    const twoHalves = channel.send({
      embeds: [{ description: 'a'.repeat(3001) }, { description: 'b'.repeat(3000) }],
    });
    await expect(twoHalves).rejects.toMatchObject({ code: 50035 });
    expect(emulator.violations.at(-1)?.issues).toEqual([
      { path: 'embeds', code: 'MAX_EMBED_SIZE_EXCEEDED', message: 'Embed size exceeds maximum size of 6000' },
    ]);
    await expect(channel.send('x'.repeat(2001))).rejects.toMatchObject({ code: 50035 });
    expect(emulator.violations.at(-1)?.issues[0]?.path).toBe('content');
  });

  it('keeps a select alone in its row and delivers the values picked', async () => {
    const received = nextInteraction(isChatInput);
    const command = emulator.sendChatInput({ guildId, name: 'ping' });
    const interaction = await received;
    const select = {
      type: 3,
      custom_id: 'provider',
      options: [
        { label: 'Modrinth', value: 'modrinth' },
        { label: 'CurseForge', value: 'curseforge' },
      ],
    };
    const button = { type: 2, style: 1, custom_id: 'go', label: 'Go' };
    await expect(
      interaction.reply({ components: [{ type: 1, components: [select, button] }] }),
    ).rejects.toMatchObject({ code: 50035 });
    expect(emulator.violations.at(-1)?.issues[0]).toMatchObject({
      path: 'data.components.0.components',
      code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
    });

    await interaction.reply({ components: [{ type: 1, components: [select] }] });
    const { message } = await command.waitForReply();
    const picked = nextInteraction(isStringSelect);
    emulator.sendSelect({ message: message!, customId: 'provider', values: ['curseforge'] });
    expect((await picked).values).toEqual(['curseforge']);
    expect(() => emulator.sendSelect({ message: message!, customId: 'provider', values: ['nexus'] })).toThrow(
      EmulatorUsageError,
    );
  });

  it('posts to open channels only: denied answers 50013, deleted answers 10003', async () => {
    const general = sendableChannel(generalId);
    const started = performance.now();
    const posted = await general.send('hello');
    expect(performance.now() - started).toBeLessThan(500);
    expect(emulator.messages(generalId).at(-1)).toMatchObject({ id: posted.id, content: 'hello' });

    emulator.denyChannel(lockedId);
    const locked = sendableChannel(lockedId);
    await expect(locked.send('hello')).rejects.toMatchObject({ status: 403, code: 50013 });

    const doomed = sendableChannel(doomedId);
    emulator.deleteChannel(doomedId);
    await emulator.waitFor(() => !client.channels.cache.has(doomedId));
    await expect(doomed.send('hello')).rejects.toMatchObject({ status: 404, code: 10003 });
    expect(emulator.messages(lockedId)).toEqual([]);
  });

  it('answers a repeated enforced nonce with the first message within the window only', async () => {
    emulator.setNonceWindow(300);
    const post = (content: string, nonce: string, enforce_nonce = true) =>
      client.rest.post(Routes.channelMessages(generalId), { body: { content, nonce, enforce_nonce } });
    const first = (await post('once', 'nonce-a')) as { id: string };
    expect(((await post('once', 'nonce-a')) as { id: string }).id).toBe(first.id);
    // Without enforce_nonce, or in another channel, a nonce does not deduplicate.
    expect(((await post('plain', 'nonce-b', false)) as { id: string }).id).not.toBe(
      ((await post('plain', 'nonce-b', false)) as { id: string }).id,
    );
    // The window is on the emulator's clock: moved on past it rather than waited out.
    emulator.advanceClock(350);
    expect(((await post('once', 'nonce-a')) as { id: string }).id).not.toBe(first.id);
    expect(emulator.messages(generalId).filter((message) => message.content === 'once')).toHaveLength(2);
    emulator.setNonceWindow(3 * 60_000);
  });

  it('fails posts as told: before creating, after creating, a number of times or until lifted', async () => {
    const general = sendableChannel(generalId);
    emulator.failPosts({
      channelId: generalId,
      containing: 'lost',
      status: 500,
      afterCreating: true,
      times: 1,
    });
    await expect(general.send('lost answer')).rejects.toMatchObject({ status: 500 });
    expect(emulator.messages(generalId).filter((message) => message.content === 'lost answer')).toHaveLength(
      1,
    );
    await general.send('lost answer');
    expect(emulator.messages(generalId).filter((message) => message.content === 'lost answer')).toHaveLength(
      2,
    );

    const lift = emulator.failPosts({ channelId: generalId, status: 400, code: 40_005 });
    await expect(general.send('refused')).rejects.toMatchObject({ status: 400, code: 40_005 });
    await expect(general.send('refused')).rejects.toMatchObject({ status: 400 });
    lift();
    await general.send('accepted');
    expect(emulator.messages(generalId).map((message) => message.content)).not.toContain('refused');
    expect(emulator.messages(generalId).map((message) => message.content)).toContain('accepted');
  });

  it('answers an unknown route 404 in Discord’s shape and records it', async () => {
    await expect(client.rest.get(`/guilds/${guildId}/bans`)).rejects.toMatchObject({ status: 404, code: 0 });
    expect(emulator.unknownRoutes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /guilds/${guildId}/bans`,
    ]);
  });

  it('shuts down without leaving sockets open', async () => {
    shutDown = true;
    await client.destroy();
    await emulator.close();
    expect(emulator.connected()).toBe(false);
    await expect(fetch(`${emulator.apiUrl}/v10/gateway/bot`)).rejects.toThrow();
    await emulator.waitFor(() => openTcpHandles().length <= tcpHandlesBefore);
  });
});
