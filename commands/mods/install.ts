import type { Scope } from '../../src/access/scope.js';
import type { APIEmbed, ChatInputCommandInteraction } from 'discord.js';
import { z } from 'zod';
import { HostingApiError, type Mod, type ModFile } from '../../src/api/index.js';
import { chosenFor } from '../../src/mods/updates.js';
import type { Confirmation } from '../../src/store/index.js';
import { defineConfirmation } from '../../src/discord/confirmation-prompt.js';
import type { ConfirmationResult, Subcommand } from '../../src/discord/command.js';
import type { BotContext } from '../../src/discord/context.js';
import { describeError, errorMessage, UserError } from '../../src/render/errors.js';
import { limits } from '../../src/render/limits.js';
import { truncate } from '../../src/render/text.js';
import type { MessagePayload } from '../../src/render/message.js';
import { catalogueName, escapeApiText, inlineCode } from '../../src/render/format.js';
import { providerLink, providerPageUrl } from '../../src/render/links.js';
import type { ComponentInteraction } from '../../src/discord/respond.js';
import { addServerOption, requireServerOption } from '../../src/discord/server-option.js';
import { addContentTypeOption, addProviderOption, modQuery } from './options.js';
import {
  phrase,
  translatorFor,
  type MessageKey,
  type Phrase,
  type Translator,
} from '../../src/i18n/index.js';
import { describe } from '../../src/discord/command-text.js';

/** A mod's name, linked to its page only when that is a validated page of the provider's own site. */
export function modTitle(provider: string, mod: Pick<Mod, 'name' | 'url'>): string {
  return providerLink(provider, mod.name, mod.url);
}

export function restrictedNote(mod: Pick<Mod, 'distributionAllowed'>, t: Translator): string {
  return mod.distributionAllowed === false ? `\n${t.t('mods.search.restrictedNote')}` : '';
}

/**
 * A mod whose author forbids third-party downloads can only be refused by the API: no prompt with an Install
 * button is shown for it, but why, and where to get it by hand. The page is the catalogue's own only when it
 * validates as one (`providerPageUrl`), and is shown as a plain link: the catalogue's text never becomes a
 * masked link.
 */
function restricted(provider: string, mod: Pick<Mod, 'name' | 'url'>): Phrase {
  const mod_ = escapeApiText(mod.name);
  const page = providerPageUrl(provider, mod.url);
  return page
    ? phrase('mods.install.restrictedWithPage', { mod: mod_, page: `<${page}>` })
    : phrase('mods.install.restricted', { mod: mod_ });
}

// The bot cannot restart servers: each guild is told where its readers restart one.
const restartSentences = {
  ops: 'mods.install.restart.ops',
  community: 'mods.install.restart.community',
} as const satisfies Record<Scope, MessageKey>;

function installPrompt(
  t: Translator,
  scope: Scope,
  provider: string,
  serverName: string,
  serverId: string,
  mod: Pick<Mod, 'name' | 'url'>,
  file: ModFile,
  type: string,
  previousFileName: string | undefined,
): APIEmbed {
  const fileValues = { file: escapeApiText(file.name), fileId: inlineCode(file.id) };
  const fileLine =
    file.gameVersions.length > 0
      ? t.t('mods.install.fileForGame', {
          ...fileValues,
          versions: escapeApiText(file.gameVersions.join(', ')),
        })
      : t.t('mods.install.file', fileValues);
  const action = previousFileName === undefined ? 'install' : 'update';
  return {
    title: truncate(
      t.t('mods.install.promptTitle', {
        action,
        mod: escapeApiText(mod.name),
        server: escapeApiText(serverName),
      }),
      limits.embedTitle,
    ),
    description: [
      `${modTitle(provider, mod)} → **${escapeApiText(serverName)}** ${inlineCode(serverId)}`,
      ...(previousFileName === undefined
        ? []
        : [t.t('mods.install.installedNow', { file: escapeApiText(previousFileName) })]),
      fileLine,
      t.sentences([t.t('mods.install.uploadedTo', { type }), t.t(restartSentences[scope])]),
    ].join('\n'),
    color: 0xe67e22,
  };
}

/** What an install (or an update) stores to confirm: the file, and what is recorded once it is installed. */
const installActionSchema = z.object({
  provider: z.string(),
  modId: z.string(),
  modName: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  type: z.enum(['mods', 'plugins']),
  modUrl: z.string().optional(),
  /** What the bot records once the install is done (`installed-mods.ts`). */
  releaseType: z.string().optional(),
  publishedAt: z.string().optional(),
  gameVersion: z.string().optional(),
  loader: z.string().optional(),
  /** Set when the install updates a file the bot installed earlier. */
  previousFileName: z.string().optional(),
  /** The asking guild's name, recorded with the install: other guilds see "a member of <it>". */
  guildName: z.string().optional(),
});
type InstallAction = z.infer<typeof installActionSchema>;

/** `/mods install`'s confirmation, which a pick in `/mods search` and an Update button ask too. */
export const installConfirmation = defineConfirmation('install', installActionSchema, {
  level: 'operate',
  audits: 'mods.install',
  auditInputs: (action) => ({
    provider: action.provider,
    mod: action.modName,
    mod_id: action.modId,
    file: action.fileName,
    file_id: action.fileId,
    type: action.type,
    ...(action.previousFileName === undefined ? {} : { updates: action.previousFileName }),
  }),
  execute: (confirmation, action, context, t) => installMod(confirmation, action, context, t),
});

/**
 * The install prompt for a mod and file, from the command, a pick in search results or an update alert's
 * button (`previousFileName`: the file it replaces).
 */
export async function promptInstall(
  interaction: ChatInputCommandInteraction<'cached'> | ComponentInteraction,
  context: BotContext,
  target: {
    serverId: string;
    serverName: string;
    /** The server's game version and flavour, which the install is recorded for. */
    serverGame: { gameVersion?: string | undefined; gameType?: string | undefined };
    provider: string;
    type: 'mods' | 'plugins';
    mod: Pick<Mod, 'id' | 'name' | 'url' | 'distributionAllowed'>;
    file: ModFile;
    previousFileName?: string;
  },
): Promise<MessagePayload> {
  const { mod, file, previousFileName } = target;
  // The prompt is the asker's alone (only they may answer it): in their language.
  const t = translatorFor(interaction.locale);
  if (mod.distributionAllowed === false) throw new UserError(restricted(target.provider, mod));
  return installConfirmation.ask(interaction, context, {
    action: {
      provider: target.provider,
      modId: mod.id,
      modName: mod.name,
      fileId: file.id,
      fileName: file.name,
      type: target.type,
      modUrl: mod.url,
      releaseType: file.releaseType,
      publishedAt: file.publishedAt,
      ...chosenFor(target.serverGame, file),
      previousFileName,
      guildName: interaction.guild?.name,
    },
    serverId: target.serverId,
    serverName: target.serverName,
    confirmLabel: t.t(
      previousFileName === undefined ? 'mods.install.confirmInstall' : 'mods.install.confirmUpdate',
    ),
    prompt: installPrompt(
      t,
      context.access.scopeOf(interaction.guildId),
      target.provider,
      target.serverName,
      target.serverId,
      mod,
      file,
      target.type,
      previousFileName,
    ),
  });
}

/**
 * Remembers a confirmed install for `/mods installed` and the update checks. The install itself is done by
 * then, so a store failure is told and logged, never reported as a failed install.
 */
async function recordInstall(
  confirmation: Confirmation,
  action: InstallAction,
  context: BotContext,
  t: Translator,
): Promise<string> {
  const { previousFileName: _previous, guildName, ...mod } = action;
  try {
    await context.store.installedMods.record({
      ...mod,
      serverId: confirmation.serverId,
      serverName: confirmation.serverName,
      installedBy: confirmation.userId,
      installedIn: confirmation.guildId,
      ...(guildName === undefined ? {} : { installedInName: guildName }),
      installedAt: context.now(),
    });
    return '';
  } catch (error) {
    context.logger.error({ err: error, confirmation: confirmation.id }, 'could not record an installed mod');
    return ` ${t.t('mods.install.unrecorded')}`;
  }
}

async function installMod(
  confirmation: Confirmation,
  action: InstallAction,
  context: BotContext,
  t: Translator,
): Promise<ConfirmationResult> {
  let requestId: string | undefined;
  try {
    ({ requestId } = await context.api.installMod(
      confirmation.serverId,
      { provider: action.provider, modId: action.modId, fileId: action.fileId, type: action.type },
      // Derived from the confirmation: however often it is clicked or retried, the API installs once.
      { idempotencyKey: `mod-install:${confirmation.id}` },
    ));
  } catch (error) {
    if (error instanceof HostingApiError && error.code === 'DISTRIBUTION_RESTRICTED') {
      const description = describeError(error);
      // Only a validated page of the provider's own site, never whatever URL the catalogue gave.
      const page = providerPageUrl(action.provider, action.modUrl);
      const said =
        page === undefined
          ? description.phrase
          : phrase('mods.install.refusedWithPage', { sentence: description.phrase, page });
      return {
        payload: {
          content: errorMessage({ ...description, phrase: said }, t),
          embeds: [],
        },
        outcome: { kind: 'refused', code: error.code },
        requestId: error.requestId,
      };
    }
    throw error;
  }
  const unrecorded = await recordInstall(confirmation, action, context, t);
  const done = t.t('mods.install.done', {
    action: action.previousFileName === undefined ? 'install' : 'update',
    mod: escapeApiText(action.modName),
    file: escapeApiText(action.fileName),
    server: escapeApiText(confirmation.serverName),
  });
  const restart = t.t(restartSentences[context.access.scopeOf(confirmation.guildId)]);
  return {
    payload: {
      content: `${done} ${restart}${unrecorded}`,
      embeds: [],
    },
    outcome: { kind: 'done' },
    requestId,
  };
}

export const installSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  level: 'operate',
  // The prompt is a question only the asker may answer: shown to them alone, as a pick in `/mods search`
  // and an Update button ask it.
  ephemeral: true,
  audits: installConfirmation.audits,
  define: (sub) =>
    addContentTypeOption(
      addProviderOption(addServerOption(sub.setDescription(describe('command.mods.install'))), 'install', {
        required: true,
      })
        .addStringOption((option) =>
          option
            .setName('mod')
            .setDescription(describe('command.mods.install.mod'))
            .setRequired(true)
            .setAutocomplete(true)
            .setMaxLength(100),
        )
        .addStringOption((option) =>
          option
            .setName('file')
            .setDescription(describe('command.mods.install.file'))
            .setRequired(true)
            .setAutocomplete(true)
            .setMaxLength(100),
        ),
      'install',
    ),
  async execute(interaction, context) {
    const serverId = await requireServerOption(interaction, context);
    const query = modQuery(interaction.options, serverId);
    const modId = interaction.options.getString('mod', true).trim();
    const fileId = interaction.options.getString('file', true).trim();
    const [server, mod] = await Promise.all([
      context.api.getServer(serverId),
      context.mods.find(query, modId),
    ]);
    if (!mod)
      throw new UserError(
        phrase('mods.install.modNotFound', {
          type: query.type === 'plugins' ? 'plugins' : 'mods',
          modId,
          provider: catalogueName(query.provider),
        }),
      );
    const file = mod.files.find((candidate) => candidate.id === fileId);
    if (!file)
      throw new UserError(phrase('mods.install.fileNotFound', { mod: escapeApiText(mod.name), fileId }));
    return promptInstall(interaction, context, {
      serverId,
      serverName: server.name,
      serverGame: server,
      provider: query.provider,
      type: query.type,
      mod,
      file,
    });
  },
};
