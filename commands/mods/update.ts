import { defineComponent } from '../../src/discord/command.js';
import { modUpdateId } from '../../src/render/alert-buttons.js';
import { UserError } from '../../src/render/errors.js';
import { escapeApiText } from '../../src/render/format.js';
import { promptInstall } from './install.js';
import { phrase } from '../../src/i18n/index.js';

// The "Update" button of an update alert and of `/mods installed`: the install confirmation for the newer
// file, shown only to whoever clicked. Its custom_id holds everything, so it works after a restart.

export const modUpdateButton = defineComponent(modUpdateId, {
  // Anyone who reads the channel can click: the level of `/mods install` applies to the clicker.
  level: 'operate',
  audits: 'mods.install',
  async execute(interaction, { serverId, provider, modId, fileId }, context) {
    await context.access.requireServer(interaction.guildId, serverId);
    const installed = await context.store.installedMods.get({ serverId, provider, modId });
    if (!installed) throw new UserError(phrase('mods.update.noRecord'));
    if (installed.fileId === fileId)
      throw new UserError(
        phrase('mods.update.alreadyCurrent', {
          mod: escapeApiText(installed.modName),
          file: escapeApiText(installed.fileName),
          server: escapeApiText(installed.serverName),
        }),
      );
    const query = { serverId, provider, type: installed.type };
    const [server, mod] = await Promise.all([
      context.api.getServer(serverId),
      context.mods.releasesOf(query, { id: modId, name: installed.modName }),
    ]);
    const file = mod?.files.find((candidate) => candidate.id === fileId);
    if (!mod || !file)
      throw new UserError(phrase('mods.update.fileGone', { mod: escapeApiText(installed.modName) }));
    const payload = await promptInstall(interaction, context, {
      serverId,
      serverName: server.name,
      serverGame: server,
      provider,
      type: installed.type,
      mod,
      file,
      previousFileName: installed.fileName,
    });
    return { kind: 'reply', payload };
  },
});
