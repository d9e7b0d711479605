import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { ModQuery } from '../../src/mods/catalogue.js';

// The options `/mods search` and `/mods install` share.

const providers = ['curseforge', 'modrinth'] as const;
export const contentTypes = ['mods', 'plugins'] as const;

/** The catalogue to search or install from: curseforge unless said, where it may be left out. */
export function addProviderOption(sub: SlashCommandSubcommandBuilder, { required }: { required: boolean }) {
  return sub.addStringOption((option) =>
    option
      .setName('provider')
      .setDescription(required ? 'Catalogue' : 'Catalogue (default curseforge)')
      .setRequired(required)
      .addChoices(...providers.map((value) => ({ name: value, value }))),
  );
}

/** Whether a mod or a plugin is meant. */
export function addContentTypeOption(sub: SlashCommandSubcommandBuilder) {
  return sub.addStringOption((option) =>
    option
      .setName('type')
      .setDescription('Mods or plugins (default mods)')
      .addChoices(...contentTypes.map((value) => ({ name: value, value }))),
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
export const noAddonChoice = {
  name: 'No mods here: this server has neither the mods addon nor the Premium plan.',
  value: 'no-mods-addon',
} as const;
