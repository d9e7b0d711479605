import { defineCommand } from '../../src/discord/command.js';
import { alertKindSchema } from '../../src/store/index.js';
import { autocompleteServer, serverLabel } from '../../src/discord/server-option.js';
import { z } from 'zod';
import { postingChannel } from '../../src/discord/channel-option.js';
import { alertKindChoices, serverIdOption, withChannelAndServer } from './options.js';
import { describe } from '../../src/discord/command-text.js';
import { translatorFor } from '../../src/i18n/index.js';
import { listSubcommand, alertsPageButtons } from './list.js';
import { alertKindLabel, subscribeSubcommand } from './subscribe.js';
import { usageSubcommand } from './usage.js';
import {
  alertSilenceButton,
  silenceEndButton,
  silencesPageButtons,
  silencesSubcommand,
  silenceSubcommand,
} from './silence.js';

const subscriptionKindSchema = z.enum(['events', 'usage', 'all']);

export default defineCommand({
  name: 'alerts',
  description: describe('command.alerts'),
  subcommands: {
    subscribe: subscribeSubcommand,
    usage: usageSubcommand,
    unsubscribe: {
      scopes: ['ops', 'community'],
      level: 'operate',
      ephemeral: false,
      audits: 'alerts.unsubscribe',
      define: (sub) =>
        withChannelAndServer(sub.setDescription(describe('command.alerts.unsubscribe')), 'unsubscribe')
          .addStringOption((option) =>
            option
              .setName('kind')
              .setDescription(describe('command.alerts.unsubscribe.kind'))
              .addChoices(
                { name: describe('command.alerts.unsubscribe.kind.events'), value: 'events' },
                { name: describe('command.alerts.unsubscribe.kind.usage'), value: 'usage' },
                { name: describe('command.alerts.unsubscribe.kind.all'), value: 'all' },
              ),
          )
          .addStringOption((option) =>
            option
              .setName('events')
              .setDescription(describe('command.alerts.unsubscribe.events'))
              .addChoices(...alertKindChoices),
          ),
      async execute(interaction, context, audit) {
        const t = translatorFor(interaction.locale);
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
        const what = serverId === null ? t.t('alerts.everyServer') : serverLabel(serverId, serverName);
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
        // What the channel was to stop getting, in the reader's words; none when it was every alert.
        const kindLabel: string | undefined = event
          ? alertKindLabel(event, t)
          : kind === 'all'
            ? undefined
            : t.t(kind === 'usage' ? 'alerts.kindLabel.usage' : 'alerts.kindLabel.events');
        const said = { channel: channel.toString(), what };
        const stopped = event
          ? removed.events &&
            t.t('alerts.unsubscribe.stoppedKind', { ...said, kind: alertKindLabel(event, t) })
          : removed.events && removed.usage
            ? t.t('alerts.unsubscribe.stoppedAll', said)
            : removed.events
              ? t.t('alerts.unsubscribe.stoppedEvents', said)
              : removed.usage
                ? t.t('alerts.unsubscribe.stoppedUsage', said)
                : undefined;
        return {
          content:
            stopped ||
            (kindLabel
              ? t.t('alerts.unsubscribe.noneOfKind', { ...said, kind: kindLabel })
              : t.t('alerts.unsubscribe.none', said)),
        };
      },
    },
    list: listSubcommand,
    silence: silenceSubcommand,
    silences: silencesSubcommand,
  },
  components: [alertsPageButtons, silencesPageButtons, silenceEndButton, alertSilenceButton],
  autocomplete: autocompleteServer,
});
