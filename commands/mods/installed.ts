import { ButtonStyle, ComponentType, userMention, type APIButtonComponent } from 'discord.js';
import { z } from 'zod';
import type { Subcommand } from '../../src/discord/command.js';
import { defineStoredPagedView, previousNext, type PageButtons } from '../../src/discord/paged-view.js';
import type { BotContext } from '../../src/discord/context.js';
import { defineCustomId } from '../../src/render/custom-ids.js';
import { modUpdateId } from '../../src/render/alert-buttons.js';
import { limits } from '../../src/render/limits.js';
import type { MessagePayload } from '../../src/render/message.js';
import { discordTime, escapeApiText, inlineCode } from '../../src/render/format.js';
import { addServerOption, requireServerOption } from '../../src/discord/server-option.js';
import { fillSentence } from '../../src/render/sentences.js';
import { truncate } from '../../src/render/text.js';
import { checkAgainst } from '../../src/mods/updates.js';
import type { InstalledMod, InstalledModCheck } from '../../src/store/index.js';

// `/mods installed`: what the bot installed on a server, each with whether a newer release fits it.

const pageSize = 10;
/**
 * On-demand checks of one page stop after this long; mods not answered by then show the last background
 * check, with its time.
 */
const onDemandDeadlineMs = 4_000;

const viewSchema = z.object({ guildId: z.string(), serverId: z.string() });
type InstalledView = z.infer<typeof viewSchema>;

/**
 * A mod's update state as shown: checked just now, or as the last check left it; `unlisted` when the
 * catalogue answered without it.
 */
type Freshness = { check: InstalledModCheck | undefined; live: boolean; unlisted?: boolean };

/** Checks one mod against the catalogue now; the answer is stored as its latest check. */
async function checkNow(mod: InstalledMod, context: BotContext, signal: AbortSignal): Promise<Freshness> {
  const query = { serverId: mod.serverId, provider: mod.provider, type: mod.type };
  try {
    const found = await context.mods.releasesOf(query, { id: mod.modId, name: mod.modName }, signal);
    if (!found) return { check: mod.check, live: false, unlisted: true };
    const check = checkAgainst(mod, found.files, context.now());
    await context.store.installedMods.setCheck(mod, mod.fileId, check);
    return { check, live: true };
  } catch (error) {
    context.logger.info(
      { err: error, mod: mod.modId },
      'on-demand update check failed; showing the last one',
    );
    return { check: mod.check, live: false };
  }
}

function updateLine(freshness: Freshness): string {
  const { check, live, unlisted } = freshness;
  if (unlisted) return '❔ Its catalogue does not list this mod now, so no newer release can be offered.';
  if (check === undefined) return '❔ Not checked yet: the catalogue did not answer in time.';
  const when = live
    ? 'checked just now'
    : `as of the last check ${discordTime(new Date(check.at).toISOString())}`;
  if (!check.newer) return `✅ Up to date (${when})`;
  return `⬆️ Update available: **${escapeApiText(check.newer.fileName)}** (${when})`;
}

/** Who installed a mod, as the guild reading the list may see it: never another guild's member id. */
const installerSentences = {
  elsewhere: 'a member of {guild}',
  unknown: 'a member',
} as const;

function installer(mod: InstalledMod, viewerGuildId: string): string {
  if (mod.installedIn === viewerGuildId) return userMention(mod.installedBy);
  if (mod.installedIn === undefined || mod.installedInName === undefined) return installerSentences.unknown;
  return fillSentence(installerSentences.elsewhere, { guild: `**${escapeApiText(mod.installedInName)}**` });
}

/**
 * One installed mod as a person reads it: its name and catalogue, the version installed and what it was
 * installed for, when and by whom (`installedBy`: how the member who installed it is named), and whether a
 * newer release fits. Ids stay out: the Update button carries them.
 */
export function installedModLines(mod: InstalledMod, freshness: Freshness, installedBy: string): string {
  const fitted = [mod.gameVersion, mod.loader].filter((part): part is string => part !== undefined);
  const installed = discordTime(new Date(mod.installedAt).toISOString());
  const kind = mod.type === 'plugins' ? 'plugin' : 'mod';
  const forGame = fitted.length > 0 ? ` for ${escapeApiText(fitted.join(' '))}` : '';
  return [
    `**${escapeApiText(mod.modName)}** · ${kind} from ${escapeApiText(mod.provider)}`,
    `Version ${escapeApiText(mod.fileName)}${forGame} · installed ${installed} by ${installedBy}`,
    updateLine(freshness),
  ].join('\n');
}

/** `server`: by name, or by id when its name could not be learnt. */
function noneInstalledSentence(server: string): string {
  return (
    `The bot has not installed any mods or plugins on ${server} yet. ` +
    'Those installed with `/mods install` (and their updates) are listed here.'
  );
}

function installedFooter(count: number, page: number, totalPages: number): string {
  const pages = totalPages > 1 ? ` · page ${page} of ${totalPages}` : '';
  return (
    `${count} installed through the bot${pages} · ` +
    'updates fit the game version and loader each was installed for'
  );
}

/** Another page of `/mods installed`. */
const installedPageId = defineCustomId(
  'installed-page',
  z.object({ viewId: z.string().min(1), page: z.coerce.number().int().min(1) }),
  ['viewId', 'page'],
);

/** The Update button of a mod, unless its ids are too long for one (the alert then says to use this list). */
function updateButton(
  mod: Pick<InstalledMod, 'serverId' | 'provider' | 'modId' | 'modName'>,
  fileId: string,
): APIButtonComponent[] {
  const customId = modUpdateId.buildIfFits({
    serverId: mod.serverId,
    provider: mod.provider,
    modId: mod.modId,
    fileId,
  });
  if (customId === undefined) return [];
  const label = truncate(`Update ${mod.modName}`, limits.buttonLabel);
  return [{ type: ComponentType.Button, style: ButtonStyle.Primary, label, custom_id: customId }];
}

/** Rows of at most five Update buttons. */
function updateRows(updates: APIButtonComponent[]): NonNullable<MessagePayload['components']> {
  const rows: NonNullable<MessagePayload['components']> = [];
  for (let start = 0; start < updates.length; start += 5)
    rows.push({ type: ComponentType.ActionRow, components: updates.slice(start, start + 5) });
  return rows;
}

/** `/mods installed`'s pages: the updates of the page first, then Previous / Next. */
const installedList = defineStoredPagedView(installedPageId, {
  schema: viewSchema,
  expired: 'This list has expired. Run `/mods installed` again.',
  // A server unlinked since the list was shown is as gone as the list itself.
  stillVisible: (view, context) => context.access.canSee(view.guildId, view.serverId),
  render: (view, place, context, buttons) => renderPage(view, place?.page ?? 1, context, buttons),
});

/** Previous / Next under `/mods installed`. */
export const installedPageButtons = installedList.buttons;

async function renderPage(
  view: InstalledView,
  requestedPage: number,
  context: BotContext,
  buttons: PageButtons<{ page: number }>,
): Promise<MessagePayload> {
  const mods = await context.store.installedMods.ofServer(view.serverId);
  if (mods.length === 0) {
    const name = await context.servers.nameOf(view.serverId).catch(() => undefined);
    const server = name === undefined ? inlineCode(view.serverId) : `**${escapeApiText(name)}**`;
    return { content: noneInstalledSentence(server) };
  }
  const totalPages = Math.ceil(mods.length / pageSize);
  const page = Math.min(requestedPage, totalPages);
  const shown = mods.slice((page - 1) * pageSize, page * pageSize);
  const signal = AbortSignal.timeout(onDemandDeadlineMs);
  const checks = await Promise.all(shown.map((mod) => checkNow(mod, context, signal)));
  const updates = shown.flatMap((mod, index) => {
    const newer = checks[index]?.check?.newer;
    return newer ? updateButton(mod, newer.fileId) : [];
  });
  const serverName = shown[0]!.serverName;
  return {
    embeds: [
      {
        title: truncate(`Installed through the bot · ${escapeApiText(serverName)}`, limits.embedTitle),
        description: shown
          .map((mod, index) => installedModLines(mod, checks[index]!, installer(mod, view.guildId)))
          .join('\n\n'),
        color: 0x5865f2,
        footer: {
          text: installedFooter(mods.length, page, totalPages),
        },
      },
    ],
    components: [
      ...updateRows(updates),
      ...buttons(previousNext(page, { hasPrevious: page > 1, hasNext: page < totalPages })),
    ],
  };
}

export const installedSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  ephemeral: false,
  define: (sub) =>
    addServerOption(
      sub.setDescription('The mods and plugins the bot installed on a server, and whether updates exist'),
    ),
  async execute(interaction, context) {
    const serverId = await requireServerOption(interaction, context);
    const view: InstalledView = { guildId: interaction.guildId, serverId };
    return installedList.open(interaction, context, view);
  },
};
