import { ButtonStyle, ComponentType, userMention, type APIButtonComponent } from 'discord.js';
import { z } from 'zod';
import type { Subcommand } from '../../src/discord/command.js';
import { defineStoredPagedView, previousNext, type PageButtons } from '../../src/discord/paged-view.js';
import type { BotContext } from '../../src/discord/context.js';
import { defineCustomId } from '../../src/render/custom-ids.js';
import { modUpdateId } from '../../src/render/alert-buttons.js';
import { limits } from '../../src/render/limits.js';
import type { MessagePayload } from '../../src/render/message.js';
import { catalogueName, discordTime, escapeApiText, inlineCode } from '../../src/render/format.js';
import { addServerOption, requireServerOption } from '../../src/discord/server-option.js';
import { truncate } from '../../src/render/text.js';
import { checkAgainst } from '../../src/mods/updates.js';
import type { InstalledMod, InstalledModCheck } from '../../src/store/index.js';
import { describe } from '../../src/discord/command-text.js';
import { phrase, translatorFor, type Translator } from '../../src/i18n/index.js';

// `/mods installed`: what the bot installed on a server, each with whether a newer release fits it.

const pageSize = 10;
/**
 * On-demand checks of one page stop after this long; mods not answered by then show the last background
 * check, with its time.
 */
const onDemandDeadlineMs = 4_000;

/**
 * `locale`: the language of the list's message (the member's who opened it), so its later pages speak it too;
 * a view stored before it was kept is read in English.
 */
const viewSchema = z.object({ guildId: z.string(), serverId: z.string(), locale: z.string().optional() });
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

function updateLine(freshness: Freshness, t: Translator): string {
  const { check, live, unlisted } = freshness;
  if (unlisted) return t.t('mods.installed.unlisted');
  if (check === undefined) return t.t('mods.installed.notChecked');
  const when = live
    ? t.t('mods.installed.checkedNow')
    : t.t('mods.installed.checkedAt', { time: discordTime(new Date(check.at).toISOString()) ?? '' });
  if (!check.newer) return t.t('mods.installed.upToDate', { when });
  return t.t('mods.installed.updateAvailable', { file: escapeApiText(check.newer.fileName), when });
}

/** Who installed a mod, as the guild reading the list may see it: never another guild's member id. */
function installer(mod: InstalledMod, viewerGuildId: string, t: Translator): string {
  if (mod.installedIn === viewerGuildId) return userMention(mod.installedBy);
  if (mod.installedIn === undefined || mod.installedInName === undefined)
    return t.t('mods.installed.byMember');
  return t.t('mods.installed.byMemberOf', { guild: `**${escapeApiText(mod.installedInName)}**` });
}

/**
 * One installed mod as a person reads it: its name and catalogue, the version installed and what it was
 * installed for, when and by whom (`installedBy`: how the member who installed it is named), and whether a
 * newer release fits. Ids stay out: the Update button carries them.
 */
export function installedModLines(
  mod: InstalledMod,
  freshness: Freshness,
  installedBy: string,
  t: Translator,
): string {
  const fitted = [mod.gameVersion, mod.loader].filter((part): part is string => part !== undefined);
  const version = {
    file: escapeApiText(mod.fileName),
    time: discordTime(new Date(mod.installedAt).toISOString()) ?? '',
    installer: installedBy,
  };
  return [
    t.t('mods.installed.heading', {
      mod: escapeApiText(mod.modName),
      type: mod.type,
      provider: catalogueName(mod.provider),
    }),
    fitted.length > 0
      ? t.t('mods.installed.versionFor', { ...version, game: escapeApiText(fitted.join(' ')) })
      : t.t('mods.installed.version', version),
    updateLine(freshness, t),
  ].join('\n');
}

function installedFooter(count: number, page: number, totalPages: number, t: Translator): string {
  return totalPages > 1
    ? t.t('mods.installed.footerPaged', { count, page, pages: totalPages })
    : t.t('mods.installed.footer', { count });
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
  t: Translator,
): APIButtonComponent[] {
  const customId = modUpdateId.buildIfFits({
    serverId: mod.serverId,
    provider: mod.provider,
    modId: mod.modId,
    fileId,
  });
  if (customId === undefined) return [];
  const label = truncate(t.t('mods.installed.updateButton', { mod: mod.modName }), limits.buttonLabel);
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
  level: 'read',
  schema: viewSchema,
  expired: phrase('mods.installed.expired'),
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
  const t = translatorFor(view.locale);
  // A community guild sees what was installed since its link, on the first page and every page after.
  const since = await context.access.historySince(view.guildId, view.serverId);
  const mods = (await context.store.installedMods.ofServer(view.serverId)).filter(
    (mod) => mod.installedAt >= since,
  );
  if (mods.length === 0) {
    // The server by name, or by id when its name could not be learnt.
    const name = await context.servers.nameOf(view.serverId).catch(() => undefined);
    const server = name === undefined ? inlineCode(view.serverId) : `**${escapeApiText(name)}**`;
    return { content: t.t('mods.installed.none', { server }) };
  }
  const totalPages = Math.ceil(mods.length / pageSize);
  const page = Math.min(requestedPage, totalPages);
  const shown = mods.slice((page - 1) * pageSize, page * pageSize);
  const signal = AbortSignal.timeout(onDemandDeadlineMs);
  const checks = await Promise.all(shown.map((mod) => checkNow(mod, context, signal)));
  const updates = shown.flatMap((mod, index) => {
    const newer = checks[index]?.check?.newer;
    return newer ? updateButton(mod, newer.fileId, t) : [];
  });
  const serverName = shown[0]!.serverName;
  return {
    embeds: [
      {
        title: truncate(
          t.t('mods.installed.title', { server: escapeApiText(serverName) }),
          limits.embedTitle,
        ),
        description: shown
          .map((mod, index) => installedModLines(mod, checks[index]!, installer(mod, view.guildId, t), t))
          .join('\n\n'),
        color: 0x5865f2,
        footer: {
          text: installedFooter(mods.length, page, totalPages, t),
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
  level: 'read',
  ephemeral: false,
  define: (sub) => addServerOption(sub.setDescription(describe('command.mods.installed'))),
  async execute(interaction, context) {
    const serverId = await requireServerOption(interaction, context);
    const view: InstalledView = { guildId: interaction.guildId, serverId, locale: interaction.locale };
    return installedList.open(interaction, context, view);
  },
};
