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
import { discordTime, escapeApiText, formatDuration, inlineCode } from '../src/discord/render/format.js';
import { addServerOption, autocompleteServer } from '../src/discord/server-option.js';
import { alertChannelTypes, missingPostingPermissions } from '../src/poller/delivery.js';
import type { Subscription, UsageWatch } from '../src/store/index.js';
import { usageMetricLabels, usageMetrics } from '../src/usage/figures.js';
import { z } from 'zod';

const defaultUsageMinutes = 5;
const alertKindSchema = z.enum(['events', 'usage', 'all']);

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

async function requirePosting(
  interaction: ChatInputCommandInteraction<'cached'>,
  channel: ReturnType<typeof channelOption>,
): Promise<void> {
  const me = interaction.guild.members.me ?? (await interaction.guild.members.fetchMe());
  const missing = missingPostingPermissions(channel, me);
  if (missing.length > 0) {
    throw new UserError(
      `The bot cannot post in ${channel}: it needs ${missing.join(', ')} there. ` +
        "Grant them in the channel's permissions (or pick another channel) and run the command again.",
    );
  }
}

/** The server a command names, checked against the guild's access, or every server (null). */
async function watchedServer(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  serverId: string | null,
): Promise<{ what: string; serverName?: string }> {
  if (serverId === null) return { what: everyServer(context, interaction.guildId) };
  await context.access.requireServer(interaction.guildId, serverId);
  const server = await context.api.getServer(serverId);
  return { what: `**${escapeApiText(server.name)}** ${inlineCode(server.id)}`, serverName: server.name };
}

function thresholdsText(watch: Pick<UsageWatch, 'cpu' | 'ram' | 'disk' | 'minutes'>): string {
  const parts = usageMetrics.flatMap((metric) =>
    watch[metric] === undefined ? [] : [`${usageMetricLabels[metric]} above ${watch[metric]} %`],
  );
  return `${parts.join(', ')} for ${watch.minutes} min`;
}

function usageWatchLine(watch: UsageWatch, linked: readonly string[] | undefined): string {
  const what = watch.serverId === null ? 'every server' : inlineCode(watch.serverId);
  const since = discordTime(watch.createdAt) ?? watch.createdAt;
  const state =
    watch.pausedReason !== undefined
      ? ` — ⏸️ paused: ${escapeApiText(watch.pausedReason)}; run \`/alerts usage\` again to resume`
      : watch.serverId !== null && linked !== undefined && !linked.includes(watch.serverId)
        ? ' — no longer linked to this guild, so it gets nothing'
        : '';
  return `${channelMention(watch.channelId)} · ${what} · usage: ${thresholdsText(watch)} · since ${since}${state}`;
}

/** Watches a server's usage from the channel; `/alerts usage` records its outcome around this. */
async function watchUsage(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  channel: ReturnType<typeof channelOption>,
  serverId: string | null,
): Promise<MessagePayload> {
  const thresholds = Object.fromEntries(
    usageMetrics.flatMap((metric) => {
      const value = interaction.options.getInteger(metric);
      return value === null ? [] : [[metric, value]];
    }),
  );
  if (Object.keys(thresholds).length === 0)
    throw new UserError('Give at least one threshold (`cpu`, `ram` or `disk`, in percent) to watch.');
  const minutes = interaction.options.getInteger('minutes') ?? defaultUsageMinutes;
  const { what, serverName } = await watchedServer(interaction, context, serverId);
  await requirePosting(interaction, channel);
  const watch: UsageWatch = {
    guildId: interaction.guildId,
    channelId: channel.id,
    serverId,
    ...(serverName === undefined ? {} : { serverName }),
    ...thresholds,
    minutes,
    createdAt: new Date(context.now()).toISOString(),
    states: {},
  };
  const servers = serverId === null ? 0 : 1;
  await context.store.usage.putWatch(watch);
  const pace = context.usage.samplingPace(minutes, servers);
  const every = formatDuration(pace.intervalMs / 1000);
  return {
    content: [
      `📈 ${channel} now gets usage alerts for ${what}: ${thresholdsText(watch)}, ` +
        'once when it starts and once when it is back under.',
      pace.clamped
        ? `⚠️ The API budget lets the bot read each watched server's usage only about every ${every}, ` +
          `too seldom for a ${minutes}-minute window: alerts may come up to ${every} late.`
        : `Each watched server's usage is read about every ${every}.`,
      'Use `/alerts unsubscribe kind:usage` to stop them.',
    ].join('\n'),
  };
}

/** Subscribes the channel; `/alerts subscribe` records its outcome around this. */
async function subscribe(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  channel: ReturnType<typeof channelOption>,
  serverId: string | null,
): Promise<MessagePayload> {
  const { what, serverName } = await watchedServer(interaction, context, serverId);
  await requirePosting(interaction, channel);
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
    usage: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) => {
        const withTarget = withChannelAndServer(
          sub.setDescription('Alert in a channel when a server stays above a CPU, RAM or disk threshold'),
          'Only this server (omit for every server you may see)',
        );
        for (const metric of usageMetrics)
          withTarget.addIntegerOption((option) =>
            option
              .setName(metric)
              .setDescription(`Alert when ${usageMetricLabels[metric]} stays above this percentage (1-100)`)
              .setMinValue(1)
              .setMaxValue(100),
          );
        return withTarget.addIntegerOption((option) =>
          option
            .setName('minutes')
            .setDescription(
              `How long a figure must stay above before the alert (default ${defaultUsageMinutes})`,
            )
            .setMinValue(1)
            .setMaxValue(120),
        );
      },
      async execute(interaction, context) {
        const channel = channelOption(interaction);
        const serverId = serverIdOption(interaction);
        return context.audit.track(
          interaction,
          {
            action: 'alerts.subscribe',
            inputs: { channel: channel.id, kind: 'usage' },
            ...(serverId === null ? {} : { server: { id: serverId } }),
          },
          () => watchUsage(interaction, context, channel, serverId),
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
        ).addStringOption((option) =>
          option
            .setName('kind')
            .setDescription('Which alerts to stop (default all)')
            .addChoices(
              { name: 'events (provisioning and activity)', value: 'events' },
              { name: 'usage (thresholds)', value: 'usage' },
              { name: 'all', value: 'all' },
            ),
        ),
      async execute(interaction, context) {
        const channel = channelOption(interaction);
        const serverId = serverIdOption(interaction);
        const kind = alertKindSchema.parse(interaction.options.getString('kind') ?? 'all');
        const what = serverId === null ? 'every server' : inlineCode(serverId);
        const key = { guildId: interaction.guildId, channelId: channel.id, serverId };
        const removed = await context.audit.track(
          interaction,
          {
            action: 'alerts.unsubscribe',
            inputs: { channel: channel.id, kind },
            ...(serverId === null ? {} : { server: { id: serverId } }),
          },
          async () => ({
            events: kind !== 'usage' && (await context.store.unsubscribe(key)),
            usage: kind !== 'events' && (await context.store.usage.deleteWatch(key)),
          }),
        );
        const stopped =
          removed.events && removed.usage
            ? 'alerts (events and usage)'
            : removed.events
              ? 'alerts'
              : removed.usage
                ? 'usage alerts'
                : undefined;
        return {
          content: stopped
            ? `🔕 ${channel} no longer gets ${stopped} for ${what}.`
            : `${channel} has no ${kind === 'all' ? '' : `${kind} `}subscription for ${what}; nothing changed. ` +
              "`/alerts list` shows this guild's subscriptions.",
        };
      },
    },
    list: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) => sub.setDescription("Show this guild's alert subscriptions and usage watches"),
      async execute(interaction, context) {
        const subscriptions = (await context.store.subscriptions()).filter(
          (subscription) => subscription.guildId === interaction.guildId,
        );
        const watches = (await context.store.usage.watches()).filter(
          (watch) => watch.guildId === interaction.guildId,
        );
        if (subscriptions.length + watches.length === 0)
          return {
            content: 'This guild has no alert subscriptions yet. Use `/alerts subscribe` or `/alerts usage`.',
          };
        const linked = await context.access.linkedServerIds(interaction.guildId);
        const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
        return {
          embeds: [
            {
              title: 'Alert subscriptions',
              description: joinLinesWithin([
                ...subscriptions.map((subscription) => subscriptionLine(subscription, linked)),
                ...watches.map((watch) => usageWatchLine(watch, linked)),
              ]),
              color: 0x5865f2,
              footer: {
                text:
                  `${count(subscriptions.length, 'subscription', 'subscriptions')} · ` +
                  count(watches.length, 'usage watch', 'usage watches'),
              },
            },
          ],
        };
      },
    },
  },
  autocomplete: autocompleteServer,
} satisfies Command;
