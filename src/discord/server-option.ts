import type {
  APIApplicationCommandOptionChoice,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { Command } from './command.js';
import type { BotContext } from './context.js';
import { describe } from './command-text.js';
import { limits } from '../render/limits.js';
import { escapeApiText, inlineCode } from '../render/format.js';
import { truncate } from '../render/text.js';

/**
 * The `server` option every command shares: autocomplete offers the servers the guild may see, each choice
 * carrying the server id as its value, and an id typed by hand is accepted as well. A caller's own
 * `description` is `describe`d by its path (`command.<cmd>.<sub>.server`); the shared one is `option.server`.
 */
export function addServerOption(
  sub: SlashCommandSubcommandBuilder,
  { required = true, description = describe('option.server') } = {},
) {
  return sub.addStringOption((option) =>
    option
      .setName('server')
      .setDescription(description)
      .setRequired(required)
      .setAutocomplete(true)
      .setMaxLength(100),
  );
}

/** The server id a command names, once the guild is known to be allowed to see it (else: "not found"). */
export async function requireServerOption(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
): Promise<string> {
  const serverId = interaction.options.getString('server', true).trim();
  await context.access.requireServer(interaction.guildId, serverId);
  return serverId;
}

/**
 * The server id an optional `server` option holds (or the one typed so far, in autocomplete), trimmed and not
 * yet checked against the guild's access; undefined when none was given.
 */
export function givenServerId(options: { getString(name: string): string | null }): string | undefined {
  return options.getString('server')?.trim() || undefined;
}

/** Choices for a `server` option: the servers the guild may see that match what was typed. */
export async function serverChoices(
  interaction: AutocompleteInteraction<'cached'>,
  context: BotContext,
  typed: string,
  signal: AbortSignal,
): Promise<APIApplicationCommandOptionChoice[]> {
  const servers = await context.servers.suggest(interaction.guildId, typed, signal);
  return servers.map((server) => ({
    name: truncate(`${server.name} · ${server.status} · ${server.id}`, limits.choiceName),
    value: server.id,
  }));
}

/** The autocomplete of a command whose only autocompleted option is `server`. */
export const autocompleteServer: NonNullable<Command['autocomplete']> = async (
  interaction,
  context,
  signal,
) => {
  const focused = interaction.options.getFocused(true);
  return focused.name === 'server' ? serverChoices(interaction, context, focused.value, signal) : [];
};

/** A server in a reply: by name and id, or by id alone when its name could not be learnt. */
export function serverLabel(serverId: string, name: string | undefined): string {
  return name === undefined ? inlineCode(serverId) : `**${escapeApiText(name)}** ${inlineCode(serverId)}`;
}
