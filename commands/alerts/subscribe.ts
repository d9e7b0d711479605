import { postingChannel, type PostingChannel } from '../../src/discord/channel-option.js';
import { PermissionFlagsBits, roleMention, type ChatInputCommandInteraction, type Role } from 'discord.js';
import type { Subcommand } from '../../src/discord/command.js';
import type { BotContext } from '../../src/discord/context.js';
import { requirePosting } from '../../src/delivery/permissions.js';
import { UserError } from '../../src/render/errors.js';
import type { MessagePayload } from '../../src/render/message.js';
import {
  alertKinds,
  subscriptionId,
  subscriptionRoutes,
  type AlertKind,
  type AlertRoute,
  type Subscription,
} from '../../src/store/index.js';
import { z } from 'zod';
import {
  alertKindChoiceNames,
  alertLine,
  serverIdOption,
  watchedServer,
  withChannelAndServer,
} from './options.js';
import { phrase } from '../../src/i18n/index.js';

const eventsSchema = z.enum(['all', ...alertKinds]);

/** How each kind reads in answers and in `/alerts list`. */
const alertKindLabels: Record<AlertKind, string> = {
  provisioning: 'provisioning outcomes',
  status: 'status changes (down, and back with the downtime)',
  activity: 'new activity',
  mods: 'mod updates',
};

function routeText({ kind, pingRoleId, pingRecovery }: AlertRoute): string {
  if (pingRoleId === undefined) return kind;
  return `${kind} (pings ${roleMention(pingRoleId)}${pingRecovery ? ', also on recovery' : ''})`;
}

/** "all events" for every kind with no ping, else each kind with its ping. */
function routesText(subscription: Subscription): string {
  const routes = subscriptionRoutes(subscription);
  const plain = routes.every((route) => route.pingRoleId === undefined);
  return plain && routes.length === alertKinds.length ? 'all events' : routes.map(routeText).join(', ');
}

export function subscriptionLine(
  subscription: Subscription,
  linked: readonly string[] | undefined,
  serverName: string | undefined,
): string {
  return alertLine(subscription, linked, serverName, {
    resumeWith: '/alerts subscribe',
    detail: routesText(subscription),
  });
}

/**
 * A role the bot can make ping: `allowed_mentions` lets a role through only when it is mentionable or the
 * bot may mention everyone in the channel. @everyone itself is never one (it is not a team to page).
 */
function requireMentionable(
  interaction: ChatInputCommandInteraction<'cached'>,
  channel: PostingChannel,
  role: Role,
): void {
  if (role.id === interaction.guildId) throw new UserError(phrase('alerts.pingNotEveryone'));
  const me = interaction.guild.members.me;
  const canMentionAll = me !== null && channel.permissionsFor(me).has(PermissionFlagsBits.MentionEveryone);
  if (!role.mentionable && !canMentionAll)
    throw new UserError(
      phrase('alerts.roleNotMentionable', { role: roleMention(role.id), channel: channel.toString() }),
    );
}

/** Subscribes the channel; `/alerts subscribe` records its outcome around this. */
async function subscribe(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  channel: PostingChannel,
  serverId: string | null,
): Promise<MessagePayload> {
  const events = eventsSchema.parse(interaction.options.getString('events') ?? 'all');
  const role = interaction.options.getRole('ping');
  const pingRecovery = interaction.options.getBoolean('ping_recovery') ?? false;
  const { what, serverName } = await watchedServer(interaction, context, serverId);
  await requirePosting(channel);
  if (role) requireMentionable(interaction, channel, role);
  const kinds = events === 'all' ? alertKinds : [events];
  const routes: AlertRoute[] = kinds.map((kind) => ({
    kind,
    ...(role ? { pingRoleId: role.id } : {}),
    ...(role && pingRecovery ? { pingRecovery: true } : {}),
  }));
  const key = { guildId: interaction.guildId, channelId: channel.id, serverId };
  await context.quotas.require('subscriptions', interaction.guildId, subscriptionId(key));
  // A new (or resumed) subscription starts from now: nothing older is posted.
  const { before, after } = await context.store.subscribe({
    ...key,
    ...(serverName === undefined ? {} : { serverName }),
    createdAt: new Date(context.now()).toISOString(),
    routes,
  });
  const resumed = before?.pausedReason !== undefined;
  if (before && !resumed && after === before)
    return { content: `${channel} already gets alerts for ${what}: ${routesText(after)}; nothing changed.` };
  const asked = kinds.map((kind) => alertKindLabels[kind]).join(', ');
  const recovery = pingRecovery ? ', recovery posts too' : ' (recovery posts do not)';
  const ping = role ? ` They mention ${roleMention(role.id)}${recovery}.` : '';
  return {
    content: [
      `🔔 ${resumed ? 'Resumed: ' : ''}${channel} now gets alerts for ${what}: ${asked}, from now on.${ping}`,
      `In all it gets: ${routesText(after)}.`,
      'Use `/alerts unsubscribe` to stop them.',
    ].join('\n'),
  };
}

export const subscribeSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  ephemeral: false,
  audits: 'alerts.subscribe',
  define: (sub) =>
    withChannelAndServer(
      sub.setDescription('Post alerts for a server (or every server) in a channel, from now on'),
      'Only this server (omit for every server you may see)',
    )
      .addStringOption((option) =>
        option
          .setName('events')
          .setDescription('Which alerts (default all)')
          .addChoices(
            { name: 'All events', value: 'all' },
            ...alertKinds.map((kind) => ({ name: alertKindChoiceNames[kind], value: kind })),
          ),
      )
      .addRoleOption((option) => option.setName('ping').setDescription('A role these alerts mention'))
      .addBooleanOption((option) =>
        option
          .setName('ping_recovery')
          .setDescription('Mention the role on recovery alerts ("back after 12 min") too (default no)'),
      ),
  async execute(interaction, context, audit) {
    const channel = postingChannel(interaction);
    const serverId = serverIdOption(interaction);
    const events = interaction.options.getString('events') ?? 'all';
    const role = interaction.options.getRole('ping');
    return audit.track(
      {
        inputs: {
          channel: { kind: 'channel', id: channel.id },
          events,
          ...(role ? { ping: { kind: 'role', id: role.id } } : {}),
        },
        ...(serverId === null ? {} : { server: { id: serverId } }),
      },
      () => subscribe(interaction, context, channel, serverId),
    );
  },
};
