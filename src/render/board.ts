import { createHash } from 'node:crypto';
import { type APIEmbed, TimestampStyles, time } from 'discord.js';
import { type Server, type StatusKind, statusKind } from '../api/index.js';
import type { UsageFigures } from '../usage/figures.js';
import type { MessagePayload } from './message.js';
import { discordLength } from './text.js';
import { linePages } from './limits.js';
import {
  type AttentionFacts,
  type AttentionItem,
  type AttentionReason,
  boardOrder,
  boardSampledServers,
  nameCollator,
  needingAttention,
  sinceWords,
} from './board-attention.js';
import { connectAddress } from '../game/address.js';
import { escapeApiText, formatDuration, formatGb, inlineCode, statusStyle } from './format.js';
import { type BoardGames, boardGameText, boardSilentText, fleetPlayersLine } from './game.js';
import { untranslated } from '../i18n/index.js';

/** What a board shows: the servers its guild may see, as last read, and how fresh that is. */
export type BoardView = {
  /** Undefined when no server list has been read since the start (the API has not answered yet). */
  servers: readonly Server[] | undefined;
  /** Usage figures of the servers that are sampled. */
  usage: ReadonlyMap<string, UsageFigures>;
  /** Usage alarms and since when each server's condition holds (`facts.now` is when the board is drawn). */
  facts: AttentionFacts;
  /** Usage alerts firing now among the servers shown (one per watch, server and metric). */
  usageAlertsActive: number;
  /** When the servers were read (epoch ms). */
  readAt: number | undefined;
  /** Set while reading the server list fails: since when. */
  staleSince: number | undefined;
  /** How often the board is refreshed now, as the budget allows. */
  refreshEveryMs: number;
  /** The games' last answers, for the servers asked. */
  games?: BoardGames;
};

/** One message of a board, and the hash of what it shows (the freshness line only by a coarse step). */
export type BoardPage = { payload: MessagePayload; hash: string };

/** A board holds at most this many messages; the servers past them are counted, not listed. */
export const maxBoardPages = 10;
/** Room per message, under the 4,096 of a description and the 6,000 of an embed. */
const pageTextBudget = 3_800;
/** Room kept on the first page for the freshness line and on the last for the "not listed" line. */
const reservedRoom = 300;
/** The "refreshed" time moves the hash only once per step, so an unchanged board is not edited for it. */
export const freshnessStepMs = 10 * 60_000;

/** Summary and grouping order, most needing attention first. */
const kindOrder: readonly StatusKind[] = [
  'failed',
  'suspended',
  'stopped',
  'provisioning',
  'unknown',
  'deleting',
  'running',
];
/** Counted in the summary even at zero, so the line reads the same on every board. */
const alwaysCounted: ReadonlySet<StatusKind> = new Set([
  'running',
  'stopped',
  'provisioning',
  'failed',
  'suspended',
]);

const reasonWords: Record<AttentionReason, string | undefined> = {
  failed: undefined,
  suspended: undefined,
  stopped: undefined,
  'slow-provisioning': 'provisioning longer than expected',
  'game-silent': boardSilentText(untranslated),
  'over-threshold': undefined,
  unrecognised: 'a state the bot does not know',
};

function usageText(figures: UsageFigures | undefined): string | undefined {
  if (!figures) return undefined;
  const parts = [
    figures.cpuPercent === undefined ? undefined : `CPU ${Math.round(figures.cpuPercent)}%`,
    figures.ramPercent === undefined ? undefined : `RAM ${Math.round(figures.ramPercent)}%`,
    figures.diskPercent === undefined ? undefined : `disk ${Math.round(figures.diskPercent)}%`,
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? `📈 ${parts.join(' ')}` : undefined;
}

const joined = (parts: readonly (string | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(' · ');

/** One line per server: mark, name, status, game, players, size, usage where sampled, connect address. */
export function boardLine(server: Server, usage: UsageFigures | undefined, games?: BoardGames): string {
  const address = connectAddress(server)?.address;
  return joined([
    `${statusStyle(server.status).symbol} **${escapeApiText(server.name)}**`,
    escapeApiText(server.status),
    server.game && escapeApiText(server.game),
    boardGameText(games?.get(server.id), untranslated),
    server.ramGb === undefined ? undefined : `${formatGb(server.ramGb, untranslated)} RAM`,
    server.diskGb === undefined ? undefined : `${formatGb(server.diskGb, untranslated)} disk`,
    usageText(usage),
    address && `🔌 ${inlineCode(address)}`,
  ]);
}

/** A server needing attention: what is wrong and since when first, then its id to act on it. */
function attentionLine(item: AttentionItem, view: BoardView): string {
  const { server } = item;
  const detail =
    item.reason === 'over-threshold' ? view.facts.overThreshold.get(server.id) : reasonWords[item.reason];
  return joined([
    `${statusStyle(server.status).symbol} **${escapeApiText(server.name)}**`,
    `**${escapeApiText(server.status)}**`,
    item.since === undefined ? undefined : sinceWords(item.reason, new Date(item.since)),
    detail && escapeApiText(detail),
    usageText(view.usage.get(server.id)),
    inlineCode(server.id),
  ]);
}

function summaryLine(servers: readonly Server[], usageAlertsActive: number): string {
  const counts = new Map<StatusKind, number>();
  for (const server of servers) {
    const kind = statusKind(server.status);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const parts = kindOrder
    .filter((kind) => counts.has(kind) || alwaysCounted.has(kind))
    .map((kind) => `${counts.get(kind) ?? 0} ${kind}`);
  const alerts = `🔥 ${usageAlertsActive} usage alert${usageAlertsActive === 1 ? '' : 's'} active`;
  const total = `**${servers.length} server${servers.length === 1 ? '' : 's'}**`;
  return `${total}: ${parts.join(' · ')} · ${alerts}`;
}

/** The colour of the most urgent server, so the board's edge tells at a glance. */
function boardColour(attention: readonly AttentionItem[], stale: boolean): number {
  if (stale) return statusStyle('unknown').colour;
  return statusStyle(attention[0]?.server.status ?? 'running').colour;
}

function freshnessLine(view: BoardView): string {
  const every = `refreshed about every ${formatDuration(view.refreshEveryMs / 1000, untranslated)}`;
  return view.readAt === undefined
    ? `🕒 Not read yet; ${every}`
    : `🕒 Updated ${time(new Date(view.readAt), TimestampStyles.RelativeTime)}; ${every}`;
}

function staleLine(view: BoardView): string | undefined {
  if (view.staleSince === undefined) return undefined;
  const shown =
    view.readAt === undefined
      ? 'no states are shown until it answers'
      : `the states below are from ${time(new Date(view.readAt), TimestampStyles.ShortDateTime)}`;
  const since = time(new Date(view.staleSince), TimestampStyles.ShortDateTime);
  return `⚠️ **Stale since ${since}**: the hosting API is not answering; ${shown}.`;
}

/** A line of the board and, for a server's line, the server it lists. */
type Line = { text: string; server?: Server; measure?: number };

/**
 * Room a rest line keeps for usage figures (`📈 CPU 100% RAM 100% disk 100%`) when it is among the rows that
 * may be sampled, whether figures are there or not: figures coming and going then never move a page break,
 * so the messages after it are not edited for it.
 */
const usageRoom = 40;

/** The servers that need no one, in board order: by state (most urgent kind, then status), then name. */
export function restInOrder(servers: readonly Server[], attention: readonly AttentionItem[]): Server[] {
  const atTop = new Set(attention.map((item) => item.server.id));
  const rank = (status: string) => kindOrder.indexOf(statusKind(status));
  return servers
    .filter((server) => !atTop.has(server.id))
    .sort(
      (a, b) =>
        rank(a.status) - rank(b.status) || nameCollator.compare(a.status, b.status) || boardOrder(a, b),
    );
}

/** The rest as lines, each state's group under a heading. */
function groupedRest(
  servers: readonly Server[],
  attention: readonly AttentionItem[],
  view: BoardView,
): Line[] {
  const rest = restInOrder(servers, attention);
  return rest.flatMap((server, index) => {
    const text = boardLine(server, view.usage.get(server.id), view.games);
    const reserved = index < boardSampledServers ? usageRoom : 0;
    const bare = boardLine(server, undefined, view.games);
    const measure = Math.max(discordLength(text), discordLength(bare) + reserved);
    const line = { text, server, measure };
    if (rest[index - 1]?.status === server.status) return [line];
    return [{ text: `**${escapeApiText(server.status)}**` }, line];
  });
}

const linesLength = (lines: readonly Line[]) =>
  lines.reduce((sum, line) => sum + discordLength(line.text) + 1, 0);

/** A board line's length on its page: `measure` when it keeps room for usage figures yet to come. */
const boardLineLength = (line: Line) => line.measure ?? discordLength(line.text);

/** What the last page says of the servers that did not fit, and the `/server list` filters that show them. */
function notListedLine(left: readonly Server[]): string {
  const byStatus = new Map<string, number>();
  for (const server of left) byStatus.set(server.status, (byStatus.get(server.status) ?? 0) + 1);
  const biggest = [...byStatus.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  const filters = biggest.map(([status]) => inlineCode(`/server list status:${status}`)).join(', ');
  const count = left.length.toLocaleString('en-US');
  return `… and ${count} more server${left.length === 1 ? '' : 's'} not listed here: ${filters} shows them.`;
}

function hashOf(embed: APIEmbed, freshnessStep: number | undefined): string {
  return createHash('sha256').update(JSON.stringify({ embed, freshnessStep })).digest('base64url');
}

/**
 * The board as messages of one embed each. The first always holds the summary and every server needing
 * attention, most urgent first (continued on the next pages if they do not fit); the rest follow grouped by
 * state from the next message on, at most `maxBoardPages` in all, and the last says what is not listed.
 * While the API fails it says since when, and keeps the last states read under that warning.
 */
export function renderBoard(view: BoardView): BoardPage[] {
  const servers = view.servers ?? [];
  const attention = needingAttention(servers, view.facts);
  const stale = staleLine(view);
  const header = [
    stale,
    view.servers === undefined
      ? stale
        ? undefined
        : 'Reading the server list…'
      : summaryLine(servers, view.usageAlertsActive),
    view.games && fleetPlayersLine(servers, view.games, untranslated),
    servers.length === 0 && view.servers !== undefined ? 'No servers to show yet.' : undefined,
    servers.length > 0 && attention.length === 0 ? '✅ Nothing needs attention.' : undefined,
    attention.length > 0 ? `\n**Needs attention** · ${attention.length}` : undefined,
  ].filter((line): line is string => line !== undefined);
  const headerLength = header.reduce((sum, line) => sum + discordLength(line) + 1, 0);
  const firstRoom = pageTextBudget - reservedRoom - headerLength;
  const top = linePages(
    attention.map((item) => ({ text: attentionLine(item, view), server: item.server })),
    boardLineLength,
    { firstRoom, room: pageTextBudget - reservedRoom },
  );
  const restLines = groupedRest(servers, attention, view);
  // A small board stays one message; otherwise the rest starts on the second, so the first keeps its place.
  const roomLeft = firstRoom - linesLength(top[0] ?? []) - 1;
  const all =
    top.length <= 1 && linesLength(restLines) <= roomLeft
      ? [[...(top[0] ?? []), ...(restLines.length > 0 ? [{ text: '' }] : []), ...restLines]]
      : [
          top[0] ?? [],
          ...top.slice(1),
          ...linePages(restLines, boardLineLength, { room: pageTextBudget - reservedRoom }),
        ];
  const pages = all.slice(0, maxBoardPages);
  const listed = new Set(pages.flat().flatMap((line) => (line.server ? [line.server.id] : [])));
  const left = servers.filter((server) => !listed.has(server.id));
  const colour = boardColour(attention, stale !== undefined);
  const freshnessStep = view.readAt === undefined ? undefined : Math.floor(view.readAt / freshnessStepMs);
  return pages.map((lines, index) => {
    const title = pages.length > 1 ? `Server status (${index + 1}/${pages.length})` : 'Server status';
    const body = [
      ...(index === 0 ? header : []),
      ...lines.map((line) => line.text),
      ...(index === pages.length - 1 && left.length > 0 ? ['', notListedLine(left)] : []),
    ];
    // Only the first message takes the urgent colour: the others would be edited for it alone.
    const embed: APIEmbed = {
      title,
      ...(index === 0 ? { color: colour } : {}),
      description: body.join('\n'),
    };
    const hash = hashOf(embed, index === 0 ? freshnessStep : undefined);
    const shown: APIEmbed =
      index === 0
        ? { ...embed, description: [embed.description, '', freshnessLine(view)].join('\n') }
        : embed;
    return { payload: { embeds: [shown] }, hash };
  });
}
