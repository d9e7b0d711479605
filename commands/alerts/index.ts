import { PermissionFlagsBits } from 'discord.js';
import { defineCommand } from '../../src/discord/command.js';
import type { BotContext } from '../../src/discord/context.js';
import { joinLinesWithin } from '../../src/render/limits.js';
import { formatDuration } from '../../src/render/format.js';
import { alertKinds, alertKindSchema, type UsageWatch } from '../../src/store/index.js';
import { autocompleteServer, serverLabel } from '../../src/discord/server-option.js';
import { z } from 'zod';
import { channelOption, serverIdOption, withChannelAndServer } from './options.js';
import { subscribeSubcommand, subscriptionLine } from './subscribe.js';
import { usageSubcommand, usageWatchLine } from './usage.js';

const subscriptionKindSchema = z.enum(['events', 'usage', 'all']);

export default defineCommand({
  name: 'alerts',
  description: 'Post provisioning, status, activity and usage alerts in a channel',
  defaultMemberPermissions: {
    ops: PermissionFlagsBits.ManageGuild,
    community: PermissionFlagsBits.ManageGuild,
  },
  subcommands: {
    subscribe: subscribeSubcommand,
    usage: usageSubcommand,
    unsubscribe: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      audits: 'alerts.unsubscribe',
      define: (sub) =>
        withChannelAndServer(
          sub.setDescription('Stop posting alerts in a channel'),
          'The server of the subscription (omit for the every-server one)',
        )
          .addStringOption((option) =>
            option
              .setName('kind')
              .setDescription('Which alerts to stop (default all)')
              .addChoices(
                { name: 'events (provisioning, status, activity, mods)', value: 'events' },
                { name: 'usage (thresholds)', value: 'usage' },
                { name: 'all', value: 'all' },
              ),
          )
          .addStringOption((option) =>
            option
              .setName('events')
              .setDescription('Stop only this kind of event alert; the channel keeps the others')
              .addChoices(...alertKinds.map((kind) => ({ name: kind, value: kind }))),
          ),
      async execute(interaction, context) {
        const channel = channelOption(interaction);
        const serverId = serverIdOption(interaction);
        const event = alertKindSchema.optional().parse(interaction.options.getString('events') ?? undefined);
        const kind = subscriptionKindSchema.parse(
          interaction.options.getString('kind') ?? (event ? 'events' : 'all'),
        );
        // A subscription to a server the guild may no longer see can still be removed, but the reply names
        // it by id alone, as it would a server that does not exist.
        const visible = serverId !== null && (await context.access.canSee(interaction.guildId, serverId));
        const serverName = visible ? await context.servers.nameOf(serverId) : undefined;
        const what = serverId === null ? 'every server' : serverLabel(serverId, serverName);
        const key = { guildId: interaction.guildId, channelId: channel.id, serverId };
        const removed = await context.audit.track(
          interaction,
          {
            action: 'alerts.unsubscribe',
            inputs: {
              channel: { kind: 'channel', id: channel.id },
              kind,
              ...(event ? { events: event } : {}),
            },
            ...(serverId === null ? {} : { server: { id: serverId, name: serverName } }),
          },
          async () => ({
            events: kind !== 'usage' && (await context.store.unsubscribe(key, event)),
            usage: kind !== 'events' && !event && (await context.store.usage.deleteWatch(key)),
          }),
        );
        const which = event ?? (kind === 'all' ? undefined : kind);
        const stopped = event
          ? removed.events && `${event} alerts`
          : removed.events && removed.usage
            ? 'alerts (events and usage)'
            : removed.events
              ? 'alerts'
              : removed.usage
                ? 'usage alerts'
                : undefined;
        return {
          content: stopped
            ? `🔕 ${channel} no longer gets ${stopped} for ${what}.`
            : `${channel} has no ${which ? `${which} ` : ''}subscription for ${what}; ` +
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
                ...samplingPaceLine(watches, context),
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
});

/**
 * How often watched servers' usage is read: the API's rate limit, shared by every watch of the account,
 * bounds it, so it is stated beside the watches (for the shortest window, the one it may be too slow for).
 */
function samplingPaceLine(watches: readonly UsageWatch[], context: BotContext): string[] {
  if (watches.length === 0) return [];
  const minutes = Math.min(...watches.map((watch) => watch.minutes));
  const pace = context.usage.samplingPace(minutes, 0);
  const every = formatDuration(pace.intervalMs / 1000);
  return [
    pace.clamped
      ? `⚠️ Usage is read about every ${every} per watched server, bound by the API's rate limit: ` +
        `too seldom for a ${minutes}-minute window, so usage alerts may come up to ${every} late.`
      : `Usage is read about every ${every} per watched server (bound by the API's rate limit).`,
  ];
}
