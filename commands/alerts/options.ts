import {
  channelMention,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { BotContext } from '../../src/discord/context.js';
import { describe } from '../../src/discord/command-text.js';
import { discordTime, escapeApiText, inlineCode } from '../../src/render/format.js';
import { addServerOption, givenServerId } from '../../src/discord/server-option.js';
import { addPostingChannelOption } from '../../src/discord/channel-option.js';
import { saidReason } from '../../src/delivery/permissions.js';
import type { Translator } from '../../src/i18n/index.js';
import type { AlertKind, UsageWatch } from '../../src/store/index.js';

/** The subcommands that name a channel and a server, each describing both in its own words. */
type ChannelAndServerSubcommand = 'subscribe' | 'unsubscribe' | 'usage';

export function withChannelAndServer(sub: SlashCommandSubcommandBuilder, name: ChannelAndServerSubcommand) {
  return addServerOption(
    addPostingChannelOption(sub, {
      required: true,
      description: describe(`command.alerts.${name}.channel`),
    }),
    { required: false, description: describe(`command.alerts.${name}.server`) },
  );
}

export function serverIdOption(interaction: ChatInputCommandInteraction<'cached'>): string | null {
  return givenServerId(interaction.options) ?? null;
}

function everyServer(context: BotContext, guildId: string, t: Translator): string {
  return context.access.scopeOf(guildId) === 'ops'
    ? t.t('alerts.everyServerIncludingLater')
    : t.t('alerts.everyLinkedServerIncludingLater');
}

/** The server a command names, checked against the guild's access, or every server (null). */
export async function watchedServer(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  serverId: string | null,
  t: Translator,
): Promise<{ what: string; serverName?: string }> {
  if (serverId === null) return { what: everyServer(context, interaction.guildId, t) };
  await context.access.requireServer(interaction.guildId, serverId);
  const server = await context.api.getServer(serverId);
  return { what: `**${escapeApiText(server.name)}** ${inlineCode(server.id)}`, serverName: server.name };
}

/** One line of `/alerts list`: where, for which servers, what, since when, and why it is quiet if it is. */
export function alertLine(
  entry: Pick<UsageWatch, 'channelId' | 'serverId' | 'createdAt' | 'pausedReason'>,
  linked: readonly string[] | undefined,
  serverName: string | undefined,
  { resumeWith, detail }: { resumeWith: string; detail?: string },
  t: Translator,
): string {
  // By name: the server option's autocomplete finds it by name, so its id is needed only when unknown.
  const what =
    entry.serverId === null
      ? t.t('alerts.everyServer')
      : serverName === undefined
        ? inlineCode(entry.serverId)
        : `**${escapeApiText(serverName)}**`;
  const since = discordTime(entry.createdAt) ?? entry.createdAt;
  const state =
    entry.pausedReason !== undefined
      ? ` — ${t.t('alerts.list.paused', { reason: saidReason(entry.pausedReason), command: resumeWith })}`
      : entry.serverId !== null && linked !== undefined && !linked.includes(entry.serverId)
        ? ` — ${t.t('alerts.list.unlinked')}`
        : '';
  const parts = [
    channelMention(entry.channelId),
    what,
    ...(detail ? [detail] : []),
    t.t('alerts.list.since', { since }),
  ];
  return `${parts.join(' · ')}${state}`;
}

/** Each kind of event alert as a choice of the `events` options reads (one text for both subcommands). */
export const alertKindChoices: readonly { name: string; value: AlertKind }[] = [
  { name: describe('option.events.provisioning'), value: 'provisioning' },
  { name: describe('option.events.status'), value: 'status' },
  { name: describe('option.events.activity'), value: 'activity' },
  { name: describe('option.events.mods'), value: 'mods' },
];
