import { ComponentType, type APIEmbed } from 'discord.js';
import { z } from 'zod';
import type { Mod } from '../../src/api/index.js';
import { defineComponent, type Subcommand } from '../../src/discord/command.js';
import { defineCustomId } from '../../src/render/custom-ids.js';
import { serverNotFound, UserError } from '../../src/render/errors.js';
import { limits } from '../../src/render/limits.js';
import { truncate } from '../../src/render/text.js';
import type { MessagePayload } from '../../src/render/message.js';
import { filesForVersion } from '../../src/mods/catalogue.js';
import { escapeApiText, formatCount, inlineCode, plainApiText } from '../../src/render/format.js';
import { addServerOption, requireServerOption } from '../../src/discord/server-option.js';
import { modTitle, promptInstall, restrictedNote } from './install.js';
import { addContentTypeOption, addProviderOption, contentTypes, modQuery } from './options.js';
import { phrase, translatorFor, type Translator } from '../../src/i18n/index.js';
import { describe } from '../../src/discord/command-text.js';

// `/mods search` and its pick menu, which installs from a view of the results kept in the store.

/** CurseForge's mod loader ids; the API filters by them for the first provider only. */
const loaders = [
  { name: describe('command.mods.search.loader.1'), value: 1 },
  { name: describe('command.mods.search.loader.4'), value: 4 },
  { name: describe('command.mods.search.loader.5'), value: 5 },
  { name: describe('command.mods.search.loader.6'), value: 6 },
];
const resultsShown = 10;
const searchViewTtlMs = 15 * 60_000;

const searchViewSchema = z.object({
  guildId: z.string(),
  /** Only the member who searched may install from the results (the command is theirs by permission). */
  userId: z.string(),
  serverId: z.string(),
  serverName: z.string(),
  gameVersion: z.string().optional(),
  /** The server's game flavour: the loader an install is recorded for when the file supports it. */
  gameType: z.string().optional(),
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
          releaseType: z.string().optional(),
          publishedAt: z.string().optional(),
        }),
      ),
    }),
  ),
});
type SearchView = z.infer<typeof searchViewSchema>;

function searchResultsEmbed(
  view: SearchView,
  mods: readonly Mod[],
  query: string | undefined,
  t: Translator,
): APIEmbed {
  const lines = mods.map((mod) => {
    const downloads = mod.downloads === undefined ? '' : ` · ⬇ ${formatCount(mod.downloads, t)}`;
    const summary = escapeApiText(truncate(mod.summary ?? '', 200));
    const title = modTitle(view.provider, mod);
    return `${title}${downloads} · ${inlineCode(mod.id)}\n${summary}${restrictedNote(mod, t)}`;
  });
  const server = escapeApiText(view.serverName);
  const footer = [
    view.provider,
    ...(view.gameVersion ? [t.t('mods.search.footerGameVersion', { version: view.gameVersion })] : []),
    ...(mods.length > 0 ? [t.t('mods.search.footerPick')] : []),
  ];
  return {
    title: truncate(
      query
        ? t.t('mods.search.titleMatching', { type: view.type, server, query: escapeApiText(query) })
        : t.t('mods.search.title', { type: view.type, server }),
      limits.embedTitle,
    ),
    description: lines.length > 0 ? lines.join('\n\n') : t.t('mods.search.nothingFound'),
    color: 0x5865f2,
    footer: { text: footer.join(' · ') },
  };
}

/** Pick a mod from a search view to install it. */
const modsPickId = defineCustomId('mods-pick', z.object({ viewId: z.string().min(1) }), ['viewId']);

function pickMenu(viewId: string, mods: readonly Mod[], t: Translator): MessagePayload['components'] {
  if (mods.length === 0) return [];
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: modsPickId.build({ viewId }),
          placeholder: t.t('mods.search.pickPlaceholder'),
          options: mods.slice(0, limits.selectOptions).map((mod) => ({
            label: truncate(plainApiText(mod.name), limits.selectOptionText),
            value: mod.id,
            description: truncate(plainApiText(mod.summary || mod.id), limits.selectOptionText),
          })),
        },
      ],
    },
  ];
}

/** A pick in the results of `/mods search`: the install prompt for that mod. */
export const modsPickMenu = defineComponent(modsPickId, {
  // Picking asks the install prompt: the level of `/mods install`.
  level: 'operate',
  audits: 'mods.install',
  async execute(interaction, { viewId }, context) {
    const t = translatorFor(interaction.locale);
    const view = await context.store.view(viewId, searchViewSchema);
    const modId = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
    if (!view || view.guildId !== interaction.guildId)
      return { kind: 'reply', payload: { content: t.t('mods.search.expired') } };
    if (view.userId !== interaction.user.id)
      return {
        kind: 'reply',
        payload: { content: t.t('mods.search.notYours') },
      };
    if (!(await context.access.canSee(interaction.guildId, view.serverId)))
      throw new UserError(serverNotFound);
    const mod = view.mods.find((candidate) => candidate.id === modId);
    const file = mod && filesForVersion(mod.files, view.gameVersion)[0];
    if (!mod || !file)
      return {
        kind: 'reply',
        payload: { content: t.t('mods.search.noFile') },
      };
    const serverGame = { gameVersion: view.gameVersion, gameType: view.gameType };
    return {
      kind: 'reply',
      payload: await promptInstall(interaction, context, { ...view, serverGame, mod, file }),
    };
  },
});

export const searchSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  level: 'read',
  ephemeral: false,
  lookup: true,
  define: (sub) =>
    addContentTypeOption(
      addProviderOption(addServerOption(sub.setDescription(describe('command.mods.search'))), 'search', {
        required: false,
      }),
      'search',
    )
      .addStringOption((option) =>
        option.setName('query').setDescription(describe('command.mods.search.query')).setMaxLength(100),
      )
      .addStringOption((option) =>
        option
          .setName('game_version')
          .setDescription(describe('command.mods.search.game_version'))
          .setMaxLength(40)
          .setAutocomplete(true),
      )
      .addIntegerOption((option) =>
        option
          .setName('loader')
          .setDescription(describe('command.mods.search.loader'))
          .addChoices(...loaders),
      ),
  async execute(interaction, context) {
    const serverId = await requireServerOption(interaction, context);
    const query = modQuery(interaction.options, serverId);
    const loader = interaction.options.getInteger('loader') ?? undefined;
    if (loader !== undefined && query.provider !== 'curseforge')
      throw new UserError(phrase('mods.search.loaderNeedsCurseforge'));
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
      gameType: server.gameType,
      provider: query.provider,
      type: query.type,
      mods,
    };
    if (mods.length > 0)
      await context.store.saveView(interaction.id, searchViewSchema.parse(view), searchViewTtlMs);
    // The results and their menu are the searcher's (only they may pick from them): in their language.
    const t = translatorFor(interaction.locale);
    return {
      embeds: [searchResultsEmbed(view, mods, text, t)],
      components: pickMenu(interaction.id, mods, t),
    };
  },
};
