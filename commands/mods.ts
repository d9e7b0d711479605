import {
  ComponentType,
  PermissionFlagsBits,
  type APIEmbed,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { z } from 'zod';
import { HostingApiError, type Mod, type ModFile } from '../src/api/index.js';
import type { Command, ComponentHandler } from '../src/discord/command.js';
import { createConfirmation, type ConfirmationExecutor } from '../src/discord/confirmations.js';
import type { BotContext } from '../src/discord/context.js';
import { buildCustomId } from '../src/discord/custom-ids.js';
import { describeError, errorMessage, serverNotFoundSentence, UserError } from '../src/discord/errors.js';
import { limits, truncate } from '../src/discord/limits.js';
import { filesForVersion, type ModQuery } from '../src/discord/mod-catalogue.js';
import { escapeApiText, formatCount, inlineCode } from '../src/discord/render/format.js';
import type { MessagePayload } from '../src/discord/message.js';
import type { ComponentInteraction } from '../src/discord/respond.js';
import { addServerOption, requireServerOption, serverChoices } from '../src/discord/server-option.js';

const providers = ['curseforge', 'modrinth'] as const;
const contentTypes = ['mods', 'plugins'] as const;
/** CurseForge's mod loader ids; the API filters by them for the first provider only. */
const loaders = [
  { name: 'Forge', value: 1 },
  { name: 'Fabric', value: 4 },
  { name: 'Quilt', value: 5 },
  { name: 'NeoForge', value: 6 },
] as const;
const resultsShown = 10;
const searchViewTtlMs = 15 * 60_000;

const searchViewSchema = z.object({
  guildId: z.string(),
  /** Only the member who searched may install from the results (the command is theirs by permission). */
  userId: z.string(),
  serverId: z.string(),
  serverName: z.string(),
  gameVersion: z.string().optional(),
  provider: z.string(),
  type: z.enum(contentTypes),
  mods: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string().optional(),
      distributionAllowed: z.boolean().optional(),
      files: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          gameVersions: z.array(z.string()),
          loaders: z.array(z.string()),
        }),
      ),
    }),
  ),
});
type SearchView = z.infer<typeof searchViewSchema>;

function modQuery(interaction: ChatInputCommandInteraction<'cached'>, serverId: string): ModQuery {
  return {
    serverId,
    provider: interaction.options.getString('provider') ?? 'curseforge',
    type: (interaction.options.getString('type') ?? 'mods') as ModQuery['type'],
  };
}

function modTitle(mod: Pick<Mod, 'name' | 'url'>): string {
  return mod.url ? `[${escapeApiText(mod.name)}](${mod.url})` : `**${escapeApiText(mod.name)}**`;
}

function restrictedNote(mod: Pick<Mod, 'distributionAllowed'>): string {
  return mod.distributionAllowed === false
    ? '\n⚠️ The author forbids third-party downloads: install it by hand from its page.'
    : '';
}

function searchResultsEmbed(view: SearchView, mods: readonly Mod[], query: string | undefined): APIEmbed {
  const lines = mods.map((mod) => {
    const downloads = mod.downloads === undefined ? '' : ` · ⬇ ${formatCount(mod.downloads)}`;
    return `${modTitle(mod)}${downloads} · ${inlineCode(mod.id)}\n${escapeApiText(truncate(mod.summary ?? '', 200))}${restrictedNote(mod)}`;
  });
  return {
    title: truncate(
      `${view.type === 'plugins' ? 'Plugins' : 'Mods'} for ${view.serverName}${query ? ` matching "${query}"` : ''}`,
      limits.embedTitle,
    ),
    description:
      lines.length > 0 ? lines.join('\n\n') : 'Nothing found. Try other words or another provider.',
    color: 0x5865f2,
    footer: {
      text: `${view.provider}${view.gameVersion ? ` · game version ${view.gameVersion}` : ''}${mods.length > 0 ? ' · pick one below to install it' : ''}`,
    },
  };
}

function pickMenu(viewId: string, mods: readonly Mod[]): MessagePayload['components'] {
  if (mods.length === 0) return [];
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: buildCustomId('mods-pick', { viewId }),
          placeholder: 'Install one of these…',
          options: mods.slice(0, limits.selectOptions).map((mod) => ({
            label: truncate(mod.name, limits.selectOptionText),
            value: mod.id,
            description: truncate(mod.summary || mod.id, limits.selectOptionText),
          })),
        },
      ],
    },
  ];
}

function installPrompt(
  serverName: string,
  serverId: string,
  mod: Pick<Mod, 'name' | 'url' | 'distributionAllowed'>,
  file: ModFile,
  type: string,
): APIEmbed {
  return {
    title: truncate(`Install ${mod.name} on ${serverName}?`, limits.embedTitle),
    description: [
      `${modTitle(mod)} → **${escapeApiText(serverName)}** ${inlineCode(serverId)}`,
      `File: **${escapeApiText(file.name)}** ${inlineCode(file.id)}${file.gameVersions.length > 0 ? ` (game ${escapeApiText(file.gameVersions.join(', '))})` : ''}`,
      `It is uploaded to the server's ${type} folder; restart the server for it to load.${restrictedNote(mod)}`,
    ].join('\n'),
    color: 0xe67e22,
  };
}

/** The install prompt for a mod and file, from the command or from a pick in search results. */
async function promptInstall(
  interaction: ChatInputCommandInteraction<'cached'> | ComponentInteraction,
  context: BotContext,
  target: {
    serverId: string;
    serverName: string;
    provider: string;
    type: 'mods' | 'plugins';
    mod: Pick<Mod, 'id' | 'name' | 'url' | 'distributionAllowed'>;
    file: ModFile;
  },
): Promise<MessagePayload> {
  const { mod, file } = target;
  return createConfirmation(interaction, context, {
    action: {
      kind: 'install',
      provider: target.provider,
      modId: mod.id,
      modName: mod.name,
      fileId: file.id,
      fileName: file.name,
      type: target.type,
      modUrl: mod.url,
    },
    serverId: target.serverId,
    serverName: target.serverName,
    confirmLabel: 'Install',
    prompt: installPrompt(target.serverName, target.serverId, mod, file, target.type),
  });
}

export const installMod: ConfirmationExecutor = async (confirmation, context) => {
  const { action } = confirmation;
  if (action.kind !== 'install') throw new Error(`install executor got a ${action.kind} confirmation`);
  try {
    await context.api.installMod(
      confirmation.serverId,
      { provider: action.provider, modId: action.modId, fileId: action.fileId, type: action.type },
      // Derived from the confirmation: however often it is clicked or retried, the API installs once.
      { idempotencyKey: `mod-install:${confirmation.id}` },
    );
  } catch (error) {
    if (error instanceof HostingApiError && error.code === 'DISTRIBUTION_RESTRICTED') {
      const description = describeError(error);
      const link = action.modUrl ? ` Mod page: ${action.modUrl}` : '';
      return {
        content: errorMessage({ ...description, sentence: `${description.sentence}${link}` }),
        embeds: [],
      };
    }
    throw error;
  }
  return {
    content: `✅ Installed **${escapeApiText(action.modName)}** (${escapeApiText(action.fileName)}) on **${escapeApiText(confirmation.serverName)}**. Restart the server to load it.`,
    embeds: [],
  };
};

export const modsPickHandler: ComponentHandler<'mods-pick'> = {
  async execute(interaction, { viewId }, context) {
    const view = await context.store.view(viewId, searchViewSchema);
    const modId = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
    if (!view || view.guildId !== interaction.guildId)
      return { kind: 'reply', payload: { content: 'These results have expired. Run `/mods search` again.' } };
    if (view.userId !== interaction.user.id)
      return {
        kind: 'reply',
        payload: {
          content:
            'Only the member who searched can install from these results. Run `/mods search` yourself.',
        },
      };
    if (!(await context.access.canSee(interaction.guildId, view.serverId)))
      throw new UserError(serverNotFoundSentence);
    const mod = view.mods.find((candidate) => candidate.id === modId);
    const file = mod && filesForVersion(mod.files, view.gameVersion)[0];
    if (!mod || !file)
      return {
        kind: 'reply',
        payload: {
          content:
            'That mod lists no installable file. Pick another, or use `/mods install` to choose a file.',
        },
      };
    return { kind: 'reply', payload: await promptInstall(interaction, context, { ...view, mod, file }) };
  },
};

export const modsCommand = {
  name: 'mods',
  description: 'Search and install mods and plugins',
  defaultMemberPermissions: {
    ops: PermissionFlagsBits.ManageGuild,
    community: PermissionFlagsBits.ManageGuild,
  },
  subcommands: {
    search: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) =>
        addServerOption(sub.setDescription('Search a catalogue for mods or plugins that fit a server'))
          .addStringOption((option) =>
            option
              .setName('provider')
              .setDescription('Catalogue (default curseforge)')
              .addChoices(...providers.map((value) => ({ name: value, value }))),
          )
          .addStringOption((option) =>
            option
              .setName('type')
              .setDescription('Mods or plugins (default mods)')
              .addChoices(...contentTypes.map((value) => ({ name: value, value }))),
          )
          .addStringOption((option) =>
            option.setName('query').setDescription('Search words').setMaxLength(100),
          )
          .addStringOption((option) =>
            option
              .setName('game_version')
              .setDescription("Game version (default: the server's)")
              .setMaxLength(40)
              .setAutocomplete(true),
          )
          .addIntegerOption((option) =>
            option
              .setName('loader')
              .setDescription('Mod loader (curseforge only)')
              .addChoices(...loaders),
          ),
      async execute(interaction, context) {
        const serverId = await requireServerOption(interaction, context);
        const query = modQuery(interaction, serverId);
        const loader = interaction.options.getInteger('loader') ?? undefined;
        if (loader !== undefined && query.provider !== 'curseforge')
          throw new UserError(
            'The loader filter works with the curseforge provider only. Remove it or switch provider.',
          );
        const server = await context.api.getServer(serverId);
        const gameVersion = interaction.options.getString('game_version') ?? server.gameVersion;
        const text = interaction.options.getString('query') ?? undefined;
        const page = await context.api.searchMods(serverId, {
          ...query,
          search: text,
          gameVersion,
          modLoader: loader,
          pageSize: resultsShown,
        });
        const mods = page.mods.slice(0, resultsShown);
        const view: SearchView = {
          guildId: interaction.guildId,
          userId: interaction.user.id,
          serverId,
          serverName: server.name,
          gameVersion,
          provider: query.provider,
          type: query.type,
          mods,
        };
        if (mods.length > 0)
          await context.store.saveView(interaction.id, searchViewSchema.parse(view), searchViewTtlMs);
        return { embeds: [searchResultsEmbed(view, mods, text)], components: pickMenu(interaction.id, mods) };
      },
    },
    install: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) =>
        addServerOption(sub.setDescription('Install a mod or plugin on a server (asks for confirmation)'))
          .addStringOption((option) =>
            option
              .setName('provider')
              .setDescription('Catalogue')
              .setRequired(true)
              .addChoices(...providers.map((value) => ({ name: value, value }))),
          )
          .addStringOption((option) =>
            option
              .setName('mod')
              .setDescription('The mod (type to search)')
              .setRequired(true)
              .setAutocomplete(true)
              .setMaxLength(100),
          )
          .addStringOption((option) =>
            option
              .setName('file')
              .setDescription('The release file (matching the server version first)')
              .setRequired(true)
              .setAutocomplete(true)
              .setMaxLength(100),
          )
          .addStringOption((option) =>
            option
              .setName('type')
              .setDescription('Mods or plugins (default mods)')
              .addChoices(...contentTypes.map((value) => ({ name: value, value }))),
          ),
      async execute(interaction, context) {
        const serverId = await requireServerOption(interaction, context);
        const query = modQuery(interaction, serverId);
        const modId = interaction.options.getString('mod', true).trim();
        const fileId = interaction.options.getString('file', true).trim();
        const [server, mod] = await Promise.all([
          context.api.getServer(serverId),
          context.mods.find(query, modId),
        ]);
        if (!mod)
          throw new UserError(
            `No ${query.type === 'plugins' ? 'plugin' : 'mod'} with id ${modId} was found at ${query.provider}. Pick one from the suggestions.`,
          );
        const file = mod.files.find((candidate) => candidate.id === fileId);
        if (!file)
          throw new UserError(`${mod.name} has no file with id ${fileId}. Pick one from the suggestions.`);
        return promptInstall(interaction, context, {
          serverId,
          serverName: server.name,
          provider: query.provider,
          type: query.type,
          mod,
          file,
        });
      },
    },
  },
  async autocomplete(interaction, context, signal) {
    const focused = interaction.options.getFocused(true);
    if (focused.name === 'server') return serverChoices(interaction, context, focused.value, signal);
    const serverId = interaction.options.getString('server')?.trim();
    if (!serverId || !(await context.access.canSee(interaction.guildId, serverId))) return [];
    const query: ModQuery = {
      serverId,
      provider: interaction.options.getString('provider') ?? 'curseforge',
      type: (interaction.options.getString('type') ?? 'mods') as ModQuery['type'],
    };
    if (focused.name === 'mod') {
      const mods = await context.mods.search(query, focused.value, signal);
      return mods.slice(0, limits.choices).map((mod) => ({
        name: truncate(
          `${mod.name}${mod.downloads === undefined ? '' : ` · ⬇ ${formatCount(mod.downloads)}`}`,
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
          name: version === gameVersion ? `${version} (the server's)` : version,
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
  },
} satisfies Command;
