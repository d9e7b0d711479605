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
  alertKindChoices,
  alertLine,
  serverIdOption,
  watchedServer,
  withChannelAndServer,
} from './options.js';
import { phrase, translatorFor, type Translator } from '../../src/i18n/index.js';
import { describe } from '../../src/discord/command-text.js';

const eventsSchema = z.enum(['all', ...alertKinds]);

/** How each kind reads in answers. */
export function alertKindLabel(kind: AlertKind, t: Translator): string {
  switch (kind) {
    case 'provisioning':
      return t.t('alerts.kindLabel.provisioning');
    case 'status':
      return t.t('alerts.kindLabel.status');
    case 'activity':
      return t.t('alerts.kindLabel.activity');
    case 'mods':
      return t.t('alerts.kindLabel.mods');
  }
}

/** A kind in the reader's words, with the role it pings, if any. */
function routeText({ kind, pingRoleId, pingRecovery }: AlertRoute, t: Translator): string {
  const label = alertKindLabel(kind, t);
  if (pingRoleId === undefined) return label;
  const role = roleMention(pingRoleId);
  return t.t(pingRecovery ? 'alerts.route.pingsAlsoOnRecovery' : 'alerts.route.pings', { kind: label, role });
}

/** "all events" for every kind with no ping, else each kind with its ping. */
function routesText(subscription: Subscription, t: Translator): string {
  const routes = subscriptionRoutes(subscription);
  const plain = routes.every((route) => route.pingRoleId === undefined);
  return plain && routes.length === alertKinds.length
    ? t.t('alerts.route.allEvents')
    : t.list(routes.map((route) => routeText(route, t)));
}

export function subscriptionLine(
  subscription: Subscription,
  linked: readonly string[] | undefined,
  serverName: string | undefined,
  t: Translator,
): string {
  return alertLine(
    subscription,
    linked,
    serverName,
    { resumeWith: '/alerts subscribe', detail: routesText(subscription, t) },
    t,
  );
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
  const t = translatorFor(interaction.locale);
  const events = eventsSchema.parse(interaction.options.getString('events') ?? 'all');
  const role = interaction.options.getRole('ping');
  const pingRecovery = interaction.options.getBoolean('ping_recovery') ?? false;
  const { what, serverName } = await watchedServer(interaction, context, serverId, t);
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
  const said = { channel: channel.toString(), what };
  if (before && !resumed && after === before)
    return { content: t.t('alerts.subscribe.unchanged', { ...said, routes: routesText(after, t) }) };
  const kindsAsked = t.list(kinds.map((kind) => alertKindLabel(kind, t)));
  const ping = role
    ? [
        t.t(pingRecovery ? 'alerts.subscribe.mentionsOnRecoveryToo' : 'alerts.subscribe.mentions', {
          role: roleMention(role.id),
        }),
      ]
    : [];
  return {
    content: [
      t.sentences([
        t.t(resumed ? 'alerts.subscribe.resumed' : 'alerts.subscribe.done', { ...said, kinds: kindsAsked }),
        ...ping,
      ]),
      t.t('alerts.subscribe.inAll', { routes: routesText(after, t) }),
      t.t('alerts.subscribe.howToStop'),
    ].join('\n'),
  };
}

export const subscribeSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  level: 'operate',
  ephemeral: false,
  audits: 'alerts.subscribe',
  define: (sub) =>
    withChannelAndServer(sub.setDescription(describe('command.alerts.subscribe')), 'subscribe')
      .addStringOption((option) =>
        option
          .setName('events')
          .setDescription(describe('command.alerts.subscribe.events'))
          .addChoices(
            { name: describe('command.alerts.subscribe.events.all'), value: 'all' },
            ...alertKindChoices,
          ),
      )
      .addRoleOption((option) =>
        option.setName('ping').setDescription(describe('command.alerts.subscribe.ping')),
      )
      .addBooleanOption((option) =>
        option.setName('ping_recovery').setDescription(describe('command.alerts.subscribe.ping_recovery')),
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
