import type { APIApplicationCommandOptionChoice, AutocompleteInteraction } from 'discord.js';
import { HostingApiError } from '../../src/api/index.js';
import type { BotContext } from '../../src/discord/context.js';
import { defineCommand } from '../../src/discord/command.js';
import { limits } from '../../src/render/limits.js';
import { truncate } from '../../src/render/text.js';
import { filesForVersion } from '../../src/mods/catalogue.js';
import { formatCount } from '../../src/render/format.js';
import { givenServerId, serverChoices } from '../../src/discord/server-option.js';
import { installedPageButtons, installedSubcommand } from './installed.js';
import { installConfirmation, installSubcommand } from './install.js';
import { modQuery, noAddonChoice } from './options.js';
import { modsPickMenu, searchSubcommand } from './search.js';
import { modUpdateButton } from './update.js';
import { translatorFor } from '../../src/i18n/index.js';
import { describe } from '../../src/discord/command-text.js';

export default defineCommand({
  name: 'mods',
  description: describe('command.mods'),
  components: [modsPickMenu, installedPageButtons, modUpdateButton],
  confirmations: [installConfirmation],
  subcommands: {
    search: searchSubcommand,
    install: installSubcommand,
    installed: installedSubcommand,
  },
  async autocomplete(interaction, context, signal) {
    const focused = interaction.options.getFocused(true);
    if (focused.name === 'server') return serverChoices(interaction, context, focused.value, signal);
    const serverId = givenServerId(interaction.options);
    if (!serverId || !(await context.access.canSee(interaction.guildId, serverId))) return [];
    return catalogueChoices(interaction, context, serverId, signal).catch((error: unknown) => {
      if (error instanceof HostingApiError && error.code === 'ADDON_REQUIRED')
        return [noAddonChoice(translatorFor(interaction.locale))];
      throw error;
    });
  },
});

/** Suggestions for the `mod`, `file` and `game_version` options, from the server's catalogue. */
async function catalogueChoices(
  interaction: AutocompleteInteraction<'cached'>,
  context: BotContext,
  serverId: string,
  signal: AbortSignal,
): Promise<APIApplicationCommandOptionChoice[]> {
  const focused = interaction.options.getFocused(true);
  const t = translatorFor(interaction.locale);
  const query = modQuery(interaction.options, serverId);
  if (focused.name === 'mod') {
    const mods = await context.mods.search(query, focused.value, signal);
    return mods.slice(0, limits.choices).map((mod) => ({
      name: truncate(
        `${mod.name}${mod.downloads === undefined ? '' : ` · ⬇ ${formatCount(mod.downloads, t)}`}`,
        limits.choiceName,
      ),
      value: truncate(mod.id, limits.choiceValue),
    }));
  }
  if (focused.name === 'game_version') {
    const [gameVersion, mods] = await Promise.all([
      context.mods.serverGameVersion(serverId, signal),
      context.mods.search(query, '', signal),
    ]);
    // CurseForge mixes loader names ('Forge') into game versions; versions start with a digit.
    const versions = new Set(gameVersion ? [gameVersion] : []);
    for (const file of mods.flatMap((mod) => mod.files))
      for (const version of file.gameVersions) if (/^\d/.test(version)) versions.add(version);
    return [...versions]
      .filter((version) => version.includes(focused.value.trim()))
      .slice(0, limits.choices)
      .map((version) => ({
        name:
          version === gameVersion
            ? truncate(t.t('mods.choice.serverVersion', { version }), limits.choiceName)
            : version,
        value: version,
      }));
  }
  if (focused.name === 'file') {
    const modId = interaction.options.getString('mod')?.trim();
    if (!modId) return [];
    const [mod, gameVersion] = await Promise.all([
      context.mods.find(query, modId, signal),
      context.mods.serverGameVersion(serverId, signal),
    ]);
    const typed = focused.value.toLowerCase();
    return filesForVersion(mod?.files ?? [], gameVersion)
      .filter((file) => file.name.toLowerCase().includes(typed) || file.id.startsWith(typed))
      .slice(0, limits.choices)
      .map((file) => ({
        name: truncate(
          `${file.name}${file.gameVersions.length > 0 ? ` · ${file.gameVersions.join(', ')}` : ''}`,
          limits.choiceName,
        ),
        value: truncate(file.id, limits.choiceValue),
      }));
  }
  return [];
}
