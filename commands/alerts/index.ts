import { PermissionFlagsBits } from 'discord.js';
import { defineCommand } from '../../src/discord/command.js';
import { alertKinds, alertKindSchema } from '../../src/store/index.js';
import { autocompleteServer, serverLabel } from '../../src/discord/server-option.js';
import { z } from 'zod';
import { postingChannel } from '../../src/discord/channel-option.js';
import { alertKindChoiceNames, serverIdOption, withChannelAndServer } from './options.js';
import { listSubcommand, alertsPageButtons } from './list.js';
import { subscribeSubcommand } from './subscribe.js';
import { usageSubcommand } from './usage.js';

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
                { name: 'Event alerts (provisioning, status, activity, mods)', value: 'events' },
                { name: 'Usage alerts (thresholds)', value: 'usage' },
                { name: 'All alerts', value: 'all' },
              ),
          )
          .addStringOption((option) =>
            option
              .setName('events')
              .setDescription('Stop only this kind of event alert; the channel keeps the others')
              .addChoices(...alertKinds.map((kind) => ({ name: alertKindChoiceNames[kind], value: kind }))),
          ),
      async execute(interaction, context, audit) {
        const channel = postingChannel(interaction);
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
        const removed = await audit.track(
          {
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
    list: listSubcommand,
  },
  components: [alertsPageButtons],
  autocomplete: autocompleteServer,
});
