import { z } from 'zod';
import type { Subcommand } from '../../src/discord/command.js';
import { defineGuildPagedView, previousNext, type PageButtons } from '../../src/discord/paged-view.js';
import type { BotContext } from '../../src/discord/context.js';
import { defineCustomId } from '../../src/render/custom-ids.js';
import { formatDuration } from '../../src/render/format.js';
import { joinLinesWithin } from '../../src/render/limits.js';
import type { MessagePayload } from '../../src/render/message.js';
import { fillSentence } from '../../src/render/sentences.js';
import type { UsageWatch } from '../../src/store/index.js';
import { subscriptionLine } from './subscribe.js';
import { usageWatchLine } from './usage.js';
import { untranslated } from '../../src/i18n/index.js';

// `/alerts list` and its Previous / Next buttons. Each page is read afresh from the store, for the guild the
// button is clicked in, so a page never shows another guild's subscriptions nor a stale one.

const linesPerPage = 15;

/** Another page of the clicking guild's alert list. */
const alertsPageId = defineCustomId('alerts-page', z.object({ page: z.coerce.number().int().min(1) }), [
  'page',
]);

const listSentences = {
  none: 'This guild has no alert subscriptions yet. Use `/alerts subscribe` or `/alerts usage`.',
  footer: 'Page {page} of {pages} · {subscriptions} · {watches}',
  subscriptions: { one: '{count} subscription', other: '{count} subscriptions' },
  watches: { one: '{count} usage watch', other: '{count} usage watches' },
  paceClamped:
    "⚠️ Usage is read about every {every} per watched server, bound by the API's rate limit: too seldom " +
    'for a {minutes}-minute window, so usage alerts may come up to {every} late.',
  pace: "Usage is read about every {every} per watched server (bound by the API's rate limit).",
} as const;

/**
 * How often watched servers' usage is read: the API's rate limit, shared by every watch of the account,
 * bounds it, so it is stated beside the watches (for the shortest window, the one it may be too slow for).
 */
function samplingPaceLine(watches: readonly UsageWatch[], context: BotContext): string | undefined {
  if (watches.length === 0) return undefined;
  const minutes = Math.min(...watches.map((watch) => watch.minutes));
  const pace = context.usage.samplingPace(minutes, 0);
  const every = formatDuration(pace.intervalMs / 1000, untranslated);
  return fillSentence(pace.clamped ? listSentences.paceClamped : listSentences.pace, { every, minutes });
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

function counted(forms: { one: string; other: string }, count: number): string {
  return fillSentence(count === 1 ? forms.one : forms.other, { count });
}

async function renderAlertList(
  guildId: string,
  requestedPage: number,
  context: BotContext,
  buttons: PageButtons<{ page: number }>,
): Promise<MessagePayload> {
  const subscriptions = (await context.store.subscriptions()).filter((entry) => entry.guildId === guildId);
  const watches = (await context.store.usage.watches()).filter((watch) => watch.guildId === guildId);
  if (subscriptions.length + watches.length === 0) return { content: listSentences.none, components: [] };
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
      ? subscriptionLine(item.entry, linked, serverName)
      : usageWatchLine(item.entry, linked, serverName);
  });
  const pace = samplingPaceLine(watches, context);
  return {
    embeds: [
      {
        title: 'Alert subscriptions',
        description: joinLinesWithin([...lines, ...(pace === undefined ? [] : ['', pace])]),
        color: 0x5865f2,
        footer: {
          text: fillSentence(listSentences.footer, {
            page,
            pages,
            subscriptions: counted(listSentences.subscriptions, subscriptions.length),
            watches: counted(listSentences.watches, watches.length),
          }),
        },
      },
    ],
    components: buttons(previousNext(page, { hasPrevious: page > 1, hasNext: page < pages })),
  };
}

/** The clicking guild's alert list, a page at a time. */
const alertList = defineGuildPagedView(alertsPageId, (guildId, place, context, buttons) =>
  renderAlertList(guildId, place?.page ?? 1, context, buttons),
);

/** Previous / Next under `/alerts list`. */
export const alertsPageButtons = alertList.buttons;

export const listSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  ephemeral: false,
  define: (sub) => sub.setDescription("Show this guild's alert subscriptions and usage watches"),
  execute: (interaction, context) => alertList.open(interaction, context),
};
