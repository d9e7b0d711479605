import {
  PermissionFlagsBits,
  channelMention,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { Command } from '../src/discord/command.js';
import type { BotContext } from '../src/discord/context.js';
import { UserError } from '../src/discord/errors.js';
import { joinLinesWithin } from '../src/discord/limits.js';
import type { MessagePayload } from '../src/discord/message.js';
import { discordTime, escapeApiText, inlineCode } from '../src/discord/render/format.js';
import { addServerOption, autocompleteServer } from '../src/discord/server-option.js';
import { alertChannelTypes, missingPostingPermissions } from '../src/poller/delivery.js';
import type { Subscription } from '../src/store/index.js';

function withChannelAndServer(sub: SlashCommandSubcommandBuilder, serverDescription: string) {
  return addServerOption(
    sub.addChannelOption((option) =>
      option
        .setName('channel')
        .setDescription('The text or announcement channel for the alerts')
        .setRequired(true)
        .addChannelTypes(...alertChannelTypes),
    ),
    { required: false, description: serverDescription },
  );
}

function channelOption(interaction: ChatInputCommandInteraction<'cached'>) {
  return interaction.options.getChannel('channel', true, [...alertChannelTypes]);
}

function serverIdOption(interaction: ChatInputCommandInteraction<'cached'>): string | null {
  return interaction.options.getString('server')?.trim() || null;
}

function everyServer(context: BotContext, guildId: string): string {
  return context.access.scopeOf(guildId) === 'ops'
    ? 'every server, including ones created later'
    : 'every server linked to this guild, including ones linked later';
}

function subscriptionLine(subscription: Subscription, linked: readonly string[] | undefined): string {
  const what = subscription.serverId === null ? 'every server' : inlineCode(subscription.serverId);
  const since = discordTime(subscription.createdAt) ?? subscription.createdAt;
  const state =
    subscription.pausedReason !== undefined
      ? ` — ⏸️ paused: ${escapeApiText(subscription.pausedReason)}; run \`/alerts subscribe\` again to resume`
      : subscription.serverId !== null && linked !== undefined && !linked.includes(subscription.serverId)
        ? ' — no longer linked to this guild, so it gets nothing'
        : '';
  return `${channelMention(subscription.channelId)} · ${what} · since ${since}${state}`;
}

/** Subscribes the channel; `/alerts subscribe` records its outcome around this. */
async function subscribe(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  channel: ReturnType<typeof channelOption>,
  serverId: string | null,
): Promise<MessagePayload> {
  let what = everyServer(context, interaction.guildId);
  let serverName: string | undefined;
  if (serverId !== null) {
    await context.access.requireServer(interaction.guildId, serverId);
    const server = await context.api.getServer(serverId);
    serverName = server.name;
    what = `**${escapeApiText(server.name)}** ${inlineCode(server.id)}`;
  }
  const me = interaction.guild.members.me ?? (await interaction.guild.members.fetchMe());
  const missing = missingPostingPermissions(channel, me);
  if (missing.length > 0) {
    throw new UserError(
      `The bot cannot post in ${channel}: it needs ${missing.join(', ')} there. ` +
        "Grant them in the channel's permissions (or pick another channel) and run the command again.",
    );
  }
  const existing = (await context.store.subscriptions()).find(
    (subscription) =>
      subscription.guildId === interaction.guildId &&
      subscription.channelId === channel.id &&
      subscription.serverId === serverId,
  );
  if (existing && existing.pausedReason === undefined)
    return { content: `${channel} already gets alerts for ${what}; nothing changed.` };
  // A new (or resumed) subscription starts from now: nothing older is posted.
  await context.store.subscribe({
    guildId: interaction.guildId,
    channelId: channel.id,
    serverId,
    ...(serverName === undefined ? {} : { serverName }),
    createdAt: new Date(context.now()).toISOString(),
  });
  return {
    content: [
      `🔔 ${existing ? 'Resumed: ' : ''}${channel} now gets alerts for ${what}: ` +
        'provisioning outcomes and new activity, from now on.',
      'Use `/alerts unsubscribe` to stop them.',
    ].join('\n'),
  };
}

export const alertsCommand = {
  name: 'alerts',
  description: 'Post provisioning outcomes and server activity in a channel',
  defaultMemberPermissions: {
    ops: PermissionFlagsBits.ManageGuild,
    community: PermissionFlagsBits.ManageGuild,
  },
  subcommands: {
    subscribe: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) =>
        withChannelAndServer(
          sub.setDescription('Post alerts for a server (or every server) in a channel, from now on'),
          'Only this server (omit for every server you may see)',
        ),
      async execute(interaction, context) {
        const channel = channelOption(interaction);
        const serverId = serverIdOption(interaction);
        return context.audit.track(
          interaction,
          {
            action: 'alerts.subscribe',
            inputs: { channel: channel.id },
            ...(serverId === null ? {} : { server: { id: serverId } }),
          },
          () => subscribe(interaction, context, channel, serverId),
        );
      },
    },
    unsubscribe: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) =>
        withChannelAndServer(
          sub.setDescription('Stop posting alerts in a channel'),
          'The server of the subscription (omit for the every-server one)',
        ),
      async execute(interaction, context) {
        const channel = channelOption(interaction);
        const serverId = serverIdOption(interaction);
        const what = serverId === null ? 'every server' : inlineCode(serverId);
        const removed = await context.audit.track(
          interaction,
          {
            action: 'alerts.unsubscribe',
            inputs: { channel: channel.id },
            ...(serverId === null ? {} : { server: { id: serverId } }),
          },
          () => context.store.unsubscribe({ guildId: interaction.guildId, channelId: channel.id, serverId }),
        );
        return {
          content: removed
            ? `🔕 ${channel} no longer gets alerts for ${what}.`
            : `${channel} has no subscription for ${what}; nothing changed. ` +
              "`/alerts list` shows this guild's subscriptions.",
        };
      },
    },
    list: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) => sub.setDescription("Show this guild's alert subscriptions"),
      async execute(interaction, context) {
        const subscriptions = (await context.store.subscriptions()).filter(
          (subscription) => subscription.guildId === interaction.guildId,
        );
        if (subscriptions.length === 0)
          return { content: 'This guild has no alert subscriptions yet. Use `/alerts subscribe`.' };
        const linked = await context.access.linkedServerIds(interaction.guildId);
        return {
          embeds: [
            {
              title: 'Alert subscriptions',
              description: joinLinesWithin(
                subscriptions.map((subscription) => subscriptionLine(subscription, linked)),
              ),
              color: 0x5865f2,
              footer: {
                text: `${subscriptions.length} subscription${subscriptions.length === 1 ? '' : 's'}`,
              },
            },
          ],
        };
      },
    },
  },
  autocomplete: autocompleteServer,
} satisfies Command;
