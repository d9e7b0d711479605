import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { ModQuery } from '../../src/mods/catalogue.js';
import { describe } from '../../src/discord/command-text.js';
import type { Translator } from '../../src/i18n/index.js';
import { limits } from '../../src/render/limits.js';
import { truncate } from '../../src/render/text.js';

// The options `/mods search` and `/mods install` share.

const providers = ['curseforge', 'modrinth'] as const;
export const contentTypes = ['mods', 'plugins'] as const;

/** The subcommands that take these options: their texts are keyed by the subcommand's path. */
type ModsSubcommand = 'search' | 'install';

/** The catalogue to search or install from: curseforge unless said, where it may be left out. */
export function addProviderOption(
  sub: SlashCommandSubcommandBuilder,
  subcommand: ModsSubcommand,
  { required }: { required: boolean },
) {
  return sub.addStringOption((option) =>
    option
      .setName('provider')
      .setDescription(describe(`command.mods.${subcommand}.provider`))
      .setRequired(required)
      .addChoices(
        ...providers.map((value) => ({
          name: describe(`command.mods.${subcommand}.provider.${value}`),
          value,
        })),
      ),
  );
}

/** Whether a mod or a plugin is meant. */
export function addContentTypeOption(sub: SlashCommandSubcommandBuilder, subcommand: ModsSubcommand) {
  return sub.addStringOption((option) =>
    option
      .setName('type')
      .setDescription(describe(`command.mods.${subcommand}.type`))
      .addChoices(
        ...contentTypes.map((value) => ({
          name: describe(`command.mods.${subcommand}.type.${value}`),
          value,
        })),
      ),
  );
}

/** What to search in, from a command's options or the options typed so far in autocomplete. */
export function modQuery(options: { getString(name: string): string | null }, serverId: string): ModQuery {
  return {
    serverId,
    provider: options.getString('provider') ?? 'curseforge',
    type: (options.getString('type') ?? 'mods') as ModQuery['type'],
  };
}

/**
 * The one suggestion for a mod, file or game version on a server without the mods addon: the reason as its
 * name. Its value is no mod: picked anyway, the command's own lookup meets the API's refusal and says it.
 */
export function noAddonChoice(t: Translator): { name: string; value: string } {
  return { name: truncate(t.t('mods.choice.noAddon'), limits.choiceName), value: 'no-mods-addon' };
}
