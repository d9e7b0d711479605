import type { ModQuery } from '../../src/mods/catalogue.js';

// The options `/mods search` and `/mods install` share.

export const providers = ['curseforge', 'modrinth'] as const;
export const contentTypes = ['mods', 'plugins'] as const;

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
