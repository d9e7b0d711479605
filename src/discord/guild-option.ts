import type {
  APIApplicationCommandOptionChoice,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import { phrase } from '../i18n/index.js';
import { describe } from './command-text.js';
import { UserError } from '../render/errors.js';
import { escapeApiText, inlineCode } from '../render/format.js';
import { limits, snowflakeSchema } from '../render/limits.js';
import { truncate } from '../render/text.js';

/**
 * The `guild_id` option of `/access`: autocomplete offers the guilds the bot is in, by name, each choice
 * carrying the guild id as its value; an id pasted by hand is accepted as well. A caller's own `description`
 * is `describe`d by its path (`command.access.list.guild_id`); the shared one is `option.guild_id`.
 */
export function addGuildOption(
  sub: SlashCommandSubcommandBuilder,
  { required, description = describe('option.guild_id') }: { required: boolean; description?: string },
) {
  return sub.addStringOption((option) =>
    option
      .setName('guild_id')
      .setDescription(description)
      .setRequired(required)
      .setAutocomplete(true)
      .setMaxLength(100),
  );
}

/** The guild id the option holds, refused before anything is done when it cannot be a Discord id. */
export function guildIdOption(
  interaction: ChatInputCommandInteraction<'cached'>,
  required: boolean,
): string | undefined {
  const guildId = interaction.options.getString('guild_id', required)?.trim();
  if (guildId !== undefined && !snowflakeSchema.safeParse(guildId).success)
    throw new UserError(phrase('access.notAGuild'));
  return guildId;
}

/**
 * The guilds the bot is in (as this instance's shards know them) whose name or id matches what was typed,
 * community guilds only: the ops guild is never linked.
 */
export function guildChoices(
  interaction: AutocompleteInteraction<'cached'>,
  typed: string,
  isCommunity: (guildId: string) => boolean,
): APIApplicationCommandOptionChoice[] {
  const needle = typed.trim().toLowerCase();
  return [...interaction.client.guilds.cache.values()]
    .filter((guild) => isCommunity(guild.id))
    .filter(
      (guild) => needle === '' || guild.name.toLowerCase().includes(needle) || guild.id.startsWith(needle),
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, limits.choices)
    .map((guild) => ({
      name: truncate(`${guild.name} · ${guild.id}`, limits.choiceName),
      value: guild.id,
    }));
}

/** A guild in a reply: by name and id when the bot is in it, else by id alone. */
export function guildLabel(interaction: ChatInputCommandInteraction<'cached'>, guildId: string): string {
  const guild = interaction.client.guilds.cache.get(guildId);
  return guild ? `**${escapeApiText(guild.name)}** ${inlineCode(guildId)}` : inlineCode(guildId);
}
