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
import { type BoardGames, boardGameText, fleetPlayersLine } from './game.js';
import { type MessageKey, sourceLocale, type Translator } from '../i18n/index.js';

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

const reasonKeys: Record<AttentionReason, MessageKey | undefined> = {
  failed: undefined,
  suspended: undefined,
  stopped: undefined,
  'slow-provisioning': 'board.reason.slowProvisioning',
  'game-silent': 'board.reason.gameSilent',
  'over-threshold': undefined,
  unrecognised: 'board.reason.unrecognised',
};

function usageText(figures: UsageFigures | undefined, t: Translator): string | undefined {
  if (!figures) return undefined;
  const figure = (key: MessageKey, value: number | undefined) =>
    value === undefined ? undefined : t.t(key, { percent: t.percent(value) });
  const parts = [
    figure('board.usage.cpu', figures.cpuPercent),
    figure('board.usage.ram', figures.ramPercent),
    figure('board.usage.disk', figures.diskPercent),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? `📈 ${parts.join(' ')}` : undefined;
}

const joined = (parts: readonly (string | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(' · ');

/** One line per server: mark, name, status, game, players, size, usage where sampled, connect address. */
function boardLine(
  server: Server,
  usage: UsageFigures | undefined,
  t: Translator,
  games?: BoardGames,
): string {
  const address = connectAddress(server)?.address;
  return joined([
    `${statusStyle(server.status).symbol} **${escapeApiText(server.name)}**`,
    escapeApiText(server.status),
    server.game && escapeApiText(server.game),
    boardGameText(games?.get(server.id), t),
    server.ramGb === undefined ? undefined : t.t('board.line.ram', { size: formatGb(server.ramGb, t) }),
    server.diskGb === undefined ? undefined : t.t('board.line.disk', { size: formatGb(server.diskGb, t) }),
    usageText(usage, t),
    address && `🔌 ${inlineCode(address)}`,
  ]);
}

/** A server needing attention: what is wrong and since when first, then its id to act on it. */
function attentionLine(item: AttentionItem, view: BoardView, t: Translator): string {
  const { server } = item;
  const reasonKey = reasonKeys[item.reason];
  const over = view.facts.overThreshold.get(server.id);
  const detail =
    item.reason === 'over-threshold'
      ? over && t.list(over.map((above) => t.t('board.overThreshold', { ...above })))
      : reasonKey && t.t(reasonKey);
  return joined([
    `${statusStyle(server.status).symbol} **${escapeApiText(server.name)}**`,
    `**${escapeApiText(server.status)}**`,
    item.since === undefined ? undefined : sinceWords(item.reason, new Date(item.since), t),
    detail && escapeApiText(detail),
    usageText(view.usage.get(server.id), t),
    silencedMark(server.id, view, t),
    inlineCode(server.id),
  ]);
}

/** A server whose alerts a silence holds back is marked so, with when the silence ends. */
function silencedMark(serverId: string, view: BoardView, t: Translator): string | undefined {
  const until = view.facts.silencedUntil?.get(serverId);
  if (until === undefined) return undefined;
  return t.t('board.silencedUntil', { until: time(new Date(until), 'f') });
}

function summaryLine(servers: readonly Server[], usageAlertsActive: number, t: Translator): string {
  const counts = new Map<StatusKind, number>();
  for (const server of servers) {
    const kind = statusKind(server.status);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const parts = kindOrder
    .filter((kind) => counts.has(kind) || alwaysCounted.has(kind))
    .map((kind) => t.t('board.summary.kind', { count: counts.get(kind) ?? 0, kind }));
  return t.t('board.summary', {
    total: t.t('board.summary.total', { count: servers.length }),
    kinds: parts.join(' · '),
    alerts: t.t('board.summary.alerts', { count: usageAlertsActive }),
  });
}

/** The colour of the most urgent server, so the board's edge tells at a glance. */
function boardColour(attention: readonly AttentionItem[], stale: boolean): number {
  if (stale) return statusStyle('unknown').colour;
  return statusStyle(attention[0]?.server.status ?? 'running').colour;
}

function freshnessLine(view: BoardView, t: Translator): string {
  const every = t.t('board.freshness.every', { duration: formatDuration(view.refreshEveryMs / 1000, t) });
  return view.readAt === undefined
    ? t.t('board.freshness.notRead', { every })
    : t.t('board.freshness.updated', {
        when: time(new Date(view.readAt), TimestampStyles.RelativeTime),
        every,
      });
}

function staleLine(view: BoardView, t: Translator): string | undefined {
  if (view.staleSince === undefined) return undefined;
  const since = time(new Date(view.staleSince), TimestampStyles.ShortDateTime);
  return view.readAt === undefined
    ? t.t('board.stale.unread', { since })
    : t.t('board.stale.read', { since, readAt: time(new Date(view.readAt), TimestampStyles.ShortDateTime) });
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

/**
 * The rest as lines, each state's group under a heading, made as they are read: a board shows its first
 * pages only, so at 100,000 servers most are counted and never formatted.
 */
function* groupedRest(rest: readonly Server[], view: BoardView, t: Translator): Generator<Line, void> {
  for (const [index, server] of rest.entries()) {
    const silenced = silencedMark(server.id, view, t);
    const text = joined([boardLine(server, view.usage.get(server.id), t, view.games), silenced]);
    const reserved = index < boardSampledServers ? usageRoom : 0;
    const bare = joined([boardLine(server, undefined, t, view.games), silenced]);
    const measure = Math.max(discordLength(text), discordLength(bare) + reserved);
    if (rest[index - 1]?.status !== server.status) yield { text: `**${escapeApiText(server.status)}**` };
    yield { text, server, measure };
  }
}

function* attentionLines(attention: readonly AttentionItem[], view: BoardView, t: Translator) {
  for (const item of attention) yield { text: attentionLine(item, view, t), server: item.server };
}

/** The lines already made, then the rest of the sequence they were taken from. */
function* followedBy<T>(made: readonly T[], rest: Iterator<T, void>): Generator<T, void> {
  yield* made;
  for (let next = rest.next(); !next.done; next = rest.next()) yield next.value;
}

const linesLength = (lines: readonly Line[]) =>
  lines.reduce((sum, line) => sum + discordLength(line.text) + 1, 0);

/** A board line's length on its page: `measure` when it keeps room for usage figures yet to come. */
const boardLineLength = (line: Line) => line.measure ?? discordLength(line.text);

/** What the last page says of the servers that did not fit, and the `/server list` filters that show them. */
function notListedLine(left: readonly Server[], t: Translator): string {
  const byStatus = new Map<string, number>();
  for (const server of left) byStatus.set(server.status, (byStatus.get(server.status) ?? 0) + 1);
  const biggest = [...byStatus.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
  const filters = biggest.map(([status]) => inlineCode(`/server list status:${status}`)).join(', ');
  return t.t('board.notListed', { count: left.length, filters });
}

/**
 * A page's hash: what it shows and, for a board in another language than English, that language, so a guild
 * that switches language gets its boards edited even where a page reads the same (en-GB and en-US mostly
 * do). English leaves it out, so the hashes of the boards posted before languages existed still hold.
 */
function hashOf(embed: APIEmbed, freshnessStep: number | undefined, t: Translator): string {
  const shown =
    t.locale === sourceLocale ? { embed, freshnessStep } : { embed, freshnessStep, locale: t.locale };
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url');
}

/**
 * The board as messages of one embed each. The first always holds the summary and every server needing
 * attention, most urgent first (continued on the next pages if they do not fit); the rest follow grouped by
 * state from the next message on, at most `maxBoardPages` in all, and the last says what is not listed.
 * While the API fails it says since when, and keeps the last states read under that warning.
 */
export function renderBoard(view: BoardView, t: Translator): BoardPage[] {
  const servers = view.servers ?? [];
  const attention = needingAttention(servers, view.facts);
  const stale = staleLine(view, t);
  const header = [
    stale,
    view.servers === undefined
      ? stale
        ? undefined
        : t.t('board.reading')
      : summaryLine(servers, view.usageAlertsActive, t),
    view.games && fleetPlayersLine(servers, view.games, t),
    servers.length === 0 && view.servers !== undefined ? t.t('board.empty') : undefined,
    servers.length > 0 && attention.length === 0 ? t.t('board.allClear') : undefined,
    attention.length > 0 ? `\n${t.t('board.needsAttention', { count: attention.length })}` : undefined,
  ].filter((line): line is string => line !== undefined);
  const headerLength = header.reduce((sum, line) => sum + discordLength(line) + 1, 0);
  const firstRoom = pageTextBudget - reservedRoom - headerLength;
  const top = linePages(attentionLines(attention, view, t), boardLineLength, {
    firstRoom,
    room: pageTextBudget - reservedRoom,
    maxPages: maxBoardPages,
  });
  const restLines = groupedRest(restInOrder(servers, attention), view, t);
  // A small board stays one message; otherwise the rest starts on the second, so the first keeps its place.
  // The rest is made only until it no longer fits there.
  const roomLeft = firstRoom - linesLength(top[0] ?? []) - 1;
  const head: Line[] = [];
  let headLength = 0;
  while (top.length <= 1 && headLength <= roomLeft) {
    const next = restLines.next();
    if (next.done) break;
    head.push(next.value);
    headLength += discordLength(next.value.text) + 1;
  }
  const pages =
    top.length <= 1 && headLength <= roomLeft
      ? [[...(top[0] ?? []), ...(head.length > 0 ? [{ text: '' }] : []), ...head]]
      : [
          top[0] ?? [],
          ...top.slice(1),
          ...linePages(followedBy(head, restLines), boardLineLength, {
            room: pageTextBudget - reservedRoom,
            maxPages: maxBoardPages - Math.max(top.length, 1),
          }),
        ];
  const listed = new Set(pages.flat().flatMap((line) => (line.server ? [line.server.id] : [])));
  const left = servers.filter((server) => !listed.has(server.id));
  const colour = boardColour(attention, stale !== undefined);
  const freshnessStep = view.readAt === undefined ? undefined : Math.floor(view.readAt / freshnessStepMs);
  return pages.map((lines, index) => {
    const title =
      pages.length > 1
        ? t.t('board.titlePaged', { page: index + 1, pages: pages.length })
        : t.t('board.title');
    const body = [
      ...(index === 0 ? header : []),
      ...lines.map((line) => line.text),
      ...(index === pages.length - 1 && left.length > 0 ? ['', notListedLine(left, t)] : []),
    ];
    // Only the first message takes the urgent colour: the others would be edited for it alone.
    const embed: APIEmbed = {
      title,
      ...(index === 0 ? { color: colour } : {}),
      description: body.join('\n'),
    };
    const hash = hashOf(embed, index === 0 ? freshnessStep : undefined, t);
    const shown: APIEmbed =
      index === 0
        ? { ...embed, description: [embed.description, '', freshnessLine(view, t)].join('\n') }
        : embed;
    return { payload: { embeds: [shown] }, hash };
  });
}
