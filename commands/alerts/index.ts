import { PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import type { Command } from '../../src/discord/command.js';
import type { BotContext } from '../../src/discord/context.js';
import { joinLinesWithin } from '../../src/discord/limits.js';
import type { MessagePayload } from '../../src/discord/message.js';
import { autocompleteServer, serverLabel } from '../../src/discord/server-option.js';
import type { Subscription } from '../../src/store/index.js';
import { z } from 'zod';
import {
  channelOption,
  requirePosting,
  serverIdOption,
  watchedServer,
  withChannelAndServer,
  alertLine,
} from './options.js';
import { usageSubcommand, usageWatchLine } from './usage.js';

const alertKindSchema = z.enum(['events', 'usage', 'all']);

function subscriptionLine(subscription: Subscription, linked: readonly string[] | undefined): string {
  return alertLine(subscription, linked, { resumeWith: '/alerts subscribe' });
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
            inputs: { channel: { kind: 'channel', id: channel.id } },
            ...(serverId === null ? {} : { server: { id: serverId } }),
          },
          () => subscribe(interaction, context, channel, serverId),
        );
      },
    },
    usage: usageSubcommand,
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
        const serverName = serverId === null ? undefined : await context.servers.nameOf(serverId);
        const what = serverId === null ? 'every server' : serverLabel(serverId, serverName);
        const key = { guildId: interaction.guildId, channelId: channel.id, serverId };
        const removed = await context.audit.track(
          interaction,
          {
            action: 'alerts.unsubscribe',
            inputs: { channel: { kind: 'channel', id: channel.id }, kind },
            ...(serverId === null ? {} : { server: { id: serverId, name: serverName } }),
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
            : `${channel} has no ${kind === 'all' ? '' : `${kind} `}subscription for ${what}; ` +
              'nothing changed. ' +
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
