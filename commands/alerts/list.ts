import { z } from 'zod';
import type { Subcommand } from '../../src/discord/command.js';
import { defineGuildPagedView, previousNext, type PageButtons } from '../../src/discord/paged-view.js';
import type { BotContext } from '../../src/discord/context.js';
import { defineCustomId } from '../../src/render/custom-ids.js';
import { formatDuration } from '../../src/render/format.js';
import { joinLinesWithin } from '../../src/render/limits.js';
import type { MessagePayload } from '../../src/render/message.js';
import type { UsageWatch } from '../../src/store/index.js';
import { subscriptionLine } from './subscribe.js';
import { usageWatchLine } from './usage.js';
import type { Translator } from '../../src/i18n/index.js';
import { describe } from '../../src/discord/command-text.js';

// `/alerts list` and its Previous / Next buttons. Each page is read afresh from the store, for the guild the
// button is clicked in, so a page never shows another guild's subscriptions nor a stale one.

const linesPerPage = 15;

/** Another page of the clicking guild's alert list. */
const alertsPageId = defineCustomId('alerts-page', z.object({ page: z.coerce.number().int().min(1) }), [
  'page',
]);

/**
 * How often watched servers' usage is read: the API's rate limit, shared by every watch of the account,
 * bounds it, so it is stated beside the watches (for the shortest window, the one it may be too slow for).
 */
function samplingPaceLine(
  watches: readonly UsageWatch[],
  context: BotContext,
  t: Translator,
): string | undefined {
  if (watches.length === 0) return undefined;
  const minutes = Math.min(...watches.map((watch) => watch.minutes));
  const pace = context.usage.samplingPace(minutes, 0);
  const every = formatDuration(pace.intervalMs / 1000, t);
  return pace.clamped
    ? t.t('alerts.list.paceClamped', { every, minutes })
    : t.t('alerts.list.pace', { every });
}

/**
 * The names of the servers the entries name, stored with them or else learnt (and cached) now; a server
 * the guild may no longer see is not looked up, so an unlinked server's name never reaches it.
 */
async function serverNames(
  entries: readonly { serverId: string | null; serverName?: string | undefined }[],
  linked: readonly string[] | undefined,
  context: BotContext,
): Promise<Map<string, string | undefined>> {
  const names = new Map<string, string | undefined>();
  for (const entry of entries)
    if (entry.serverId !== null && entry.serverName !== undefined)
      names.set(entry.serverId, entry.serverName);
  const visible = (serverId: string) => linked === undefined || linked.includes(serverId);
  const unnamed = [
    ...new Set(
      entries.flatMap((entry) =>
        entry.serverId === null || names.has(entry.serverId) || !visible(entry.serverId)
          ? []
          : [entry.serverId],
      ),
    ),
  ];
  const learnt = await Promise.all(unnamed.map((serverId) => context.servers.nameOf(serverId)));
  for (const [index, serverId] of unnamed.entries()) names.set(serverId, learnt[index]);
  return names;
}

async function renderAlertList(
  guildId: string,
  requestedPage: number,
  context: BotContext,
  buttons: PageButtons<{ page: number }>,
  t: Translator,
): Promise<MessagePayload> {
  const subscriptions = await context.store.guildSubscriptions(guildId);
  const watches = await context.store.usage.guildWatches(guildId);
  if (subscriptions.length + watches.length === 0)
    return { content: t.t('alerts.list.none'), components: [] };
  const entries = [
    ...subscriptions.map((subscription) => ({ entry: subscription, kind: 'events' as const })),
    ...watches.map((watch) => ({ entry: watch, kind: 'usage' as const })),
  ];
  const pages = Math.ceil(entries.length / linesPerPage);
  const page = Math.min(requestedPage, pages);
  const shown = entries.slice((page - 1) * linesPerPage, page * linesPerPage);
  const linked = await context.access.linkedServerIds(guildId);
  const names = await serverNames(
    shown.map(({ entry }) => entry),
    linked,
    context,
  );
  const lines = shown.map((item) => {
    const serverName = item.entry.serverId === null ? undefined : names.get(item.entry.serverId);
    return item.kind === 'events'
      ? subscriptionLine(item.entry, linked, serverName, t)
      : usageWatchLine(item.entry, linked, serverName, t);
  });
  const pace = samplingPaceLine(watches, context, t);
  return {
    embeds: [
      {
        title: t.t('alerts.list.title'),
        description: joinLinesWithin([...lines, ...(pace === undefined ? [] : ['', pace])], t),
        color: 0x5865f2,
        footer: {
          text: t.t('alerts.list.footer', {
            page,
            pages,
            subscriptions: subscriptions.length,
            watches: watches.length,
          }),
        },
      },
    ],
    components: buttons(previousNext(page, { hasPrevious: page > 1, hasNext: page < pages })),
  };
}

/**
 * The clicking guild's alert list, a page at a time, in the words of whoever opened or clicked it (the
 * paged view hands over their translator; English until it does).
 */
const alertList = defineGuildPagedView(alertsPageId, 'read', (guildId, place, context, buttons, t) =>
  renderAlertList(guildId, place?.page ?? 1, context, buttons, t),
);

/** Previous / Next under `/alerts list`. */
export const alertsPageButtons = alertList.buttons;

export const listSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  level: 'read',
  ephemeral: false,
  define: (sub) => sub.setDescription(describe('command.alerts.list')),
  execute: (interaction, context) => alertList.open(interaction, context),
};
