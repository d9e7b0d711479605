import {
  channelMention,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { BotContext } from '../../src/discord/context.js';
import { discordTime, escapeApiText, inlineCode } from '../../src/render/format.js';
import { addServerOption, givenServerId } from '../../src/discord/server-option.js';
import { addPostingChannelOption } from '../../src/discord/channel-option.js';
import type { AlertKind, UsageWatch } from '../../src/store/index.js';

export function withChannelAndServer(sub: SlashCommandSubcommandBuilder, serverDescription: string) {
  return addServerOption(
    addPostingChannelOption(sub, {
      required: true,
      description: 'The text or announcement channel for the alerts',
    }),
    { required: false, description: serverDescription },
  );
}

export function serverIdOption(interaction: ChatInputCommandInteraction<'cached'>): string | null {
  return givenServerId(interaction.options) ?? null;
}

export function everyServer(context: BotContext, guildId: string): string {
  return context.access.scopeOf(guildId) === 'ops'
    ? 'every server, including ones created later'
    : 'every server linked to this guild, including ones linked later';
}

/** The server a command names, checked against the guild's access, or every server (null). */
export async function watchedServer(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  serverId: string | null,
): Promise<{ what: string; serverName?: string }> {
  if (serverId === null) return { what: everyServer(context, interaction.guildId) };
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
): string {
  // By name: the server option's autocomplete finds it by name, so its id is needed only when unknown.
  const what =
    entry.serverId === null
      ? 'every server'
      : serverName === undefined
        ? inlineCode(entry.serverId)
        : `**${escapeApiText(serverName)}**`;
  const since = discordTime(entry.createdAt) ?? entry.createdAt;
  const state =
    entry.pausedReason !== undefined
      ? ` — ⏸️ paused: ${escapeApiText(entry.pausedReason)}; run \`${resumeWith}\` again to resume`
      : entry.serverId !== null && linked !== undefined && !linked.includes(entry.serverId)
        ? ' — no longer linked to this guild, so it gets nothing'
        : '';
  const parts = [channelMention(entry.channelId), what, ...(detail ? [detail] : []), `since ${since}`];
  return `${parts.join(' · ')}${state}`;
}

/** Each kind of event alert as a choice reads. */
export const alertKindChoiceNames: Record<AlertKind, string> = {
  provisioning: 'Provisioning outcomes',
  status: 'Status changes (down, and back up)',
  activity: 'New activity',
  mods: 'Mod updates',
};
