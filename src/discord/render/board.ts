import { createHash } from 'node:crypto';
import type { APIEmbed } from 'discord.js';
import { type Server, type StatusKind, statusKind } from '../../api/index.js';
import type { UsageFigures } from '../../usage/figures.js';
import type { MessagePayload } from '../message.js';
import { discordLength } from '../text.js';
import { connectAddress } from './fields.js';
import { escapeApiText, formatDuration, formatGb, inlineCode, statusStyle } from './format.js';

/** What a board shows: the servers its guild may see, as last read, and how fresh that is. */
export type BoardView = {
  /** Undefined when no server list has been read since the start (the API has not answered yet). */
  servers: readonly Server[] | undefined;
  /** Usage figures of the servers that are sampled. */
  usage: ReadonlyMap<string, UsageFigures>;
  /** When the servers were read (epoch ms). */
  readAt: number | undefined;
  /** Set while reading the server list fails: since when. */
  staleSince: number | undefined;
  /** How often the board is refreshed now, as the budget allows. */
  refreshEveryMs: number;
};

/** One message of a board, and the hash of what it shows (the freshness line only by a coarse step). */
export type BoardPage = { payload: MessagePayload; hash: string };

/** A board holds at most this many messages; the servers past them are counted, not listed. */
export const maxBoardPages = 5;
/** Room per message, under the 4,096 of a description and the 6,000 of an embed. */
const pageTextBudget = 3_800;
/** The "refreshed" time moves the hash only once per step, so an unchanged board is not edited for it. */
export const freshnessStepMs = 10 * 60_000;

/** Summary order, most needing attention first; a kind nobody is in is left out. */
const summaryOrder: readonly StatusKind[] = [
  'failed',
  'suspended',
  'provisioning',
  'deleting',
  'unknown',
  'stopped',
  'running',
];

const discordStamp = (at: number, style: 'R' | 'f') => `<t:${Math.floor(at / 1000)}:${style}>`;

/** The order a board lists servers in, so it does not jump: by name, then id. */
export function boardOrder(a: Server, b: Server): number {
  return a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function usageText(figures: UsageFigures | undefined): string | undefined {
  if (!figures) return undefined;
  const parts = [
    figures.cpuPercent === undefined ? undefined : `CPU ${Math.round(figures.cpuPercent)}%`,
    figures.ramPercent === undefined ? undefined : `RAM ${Math.round(figures.ramPercent)}%`,
    figures.diskPercent === undefined ? undefined : `disk ${Math.round(figures.diskPercent)}%`,
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? `📈 ${parts.join(' ')}` : undefined;
}

/** One line per server: mark, name, status as given, game, size, usage where sampled, connect address. */
export function boardLine(server: Server, usage: UsageFigures | undefined): string {
  const address = connectAddress(server)?.address;
  const parts = [
    `${statusStyle(server.status).symbol} **${escapeApiText(server.name)}**`,
    escapeApiText(server.status),
    server.game && escapeApiText(server.game),
    server.ramGb === undefined ? undefined : `${formatGb(server.ramGb)} RAM`,
    server.diskGb === undefined ? undefined : `${formatGb(server.diskGb)} disk`,
    usageText(usage),
    address && `🔌 ${inlineCode(address)}`,
  ];
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

function summaryLine(servers: readonly Server[]): string {
  const counts = new Map<StatusKind, number>();
  for (const server of servers) {
    const kind = statusKind(server.status);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const parts = summaryOrder.filter((kind) => counts.has(kind)).map((kind) => `${counts.get(kind)} ${kind}`);
  const total = `**${servers.length} server${servers.length === 1 ? '' : 's'}**`;
  return parts.length > 0 ? `${total}: ${parts.join(' · ')}` : `${total}`;
}

/** The colour of the status most needing attention, so the board's edge tells at a glance. */
function boardColour(servers: readonly Server[], stale: boolean): number {
  if (stale) return statusStyle('unknown').colour;
  const worst = summaryOrder.find((kind) => servers.some((server) => statusKind(server.status) === kind));
  const example = servers.find((server) => statusKind(server.status) === worst);
  return statusStyle(example?.status ?? 'running').colour;
}

function freshnessLine(view: BoardView): string {
  const every = `refreshed about every ${formatDuration(view.refreshEveryMs / 1000)}`;
  return view.readAt === undefined
    ? `🕒 Not read yet; ${every}`
    : `🕒 Updated ${discordStamp(view.readAt, 'R')}; ${every}`;
}

function staleLine(view: BoardView): string | undefined {
  if (view.staleSince === undefined) return undefined;
  const shown =
    view.readAt === undefined
      ? 'no states are shown until it answers'
      : `the states below are from ${discordStamp(view.readAt, 'f')}`;
  const since = discordStamp(view.staleSince, 'f');
  return `⚠️ **Stale since ${since}**: the hosting API is not answering; ${shown}.`;
}

/** Lines cut into pages on line boundaries, at most `maxBoardPages`; what does not fit is counted. */
function paginate(lines: readonly string[], firstPageRoom: number): string[][] {
  const pages: string[][] = [[]];
  let room = firstPageRoom;
  for (const [index, line] of lines.entries()) {
    const length = discordLength(line) + 1;
    const page = pages[pages.length - 1] ?? [];
    if (length > room && page.length > 0) {
      if (pages.length === maxBoardPages) {
        const left = lines.length - index;
        page.push(`… and ${left} more server${left === 1 ? '' : 's'}: \`/server list\` shows them all.`);
        break;
      }
      pages.push([]);
      room = pageTextBudget;
    }
    pages[pages.length - 1]?.push(line);
    room -= length;
  }
  return pages;
}

function hashOf(embed: APIEmbed, freshnessStep: number | undefined): string {
  return createHash('sha256').update(JSON.stringify({ embed, freshnessStep })).digest('base64url');
}

/**
 * The board as messages of one embed each. While the API fails it says since when, and keeps the last states
 * read under that warning, never showing them as current.
 */
export function renderBoard(view: BoardView): BoardPage[] {
  const servers = [...(view.servers ?? [])].sort(boardOrder);
  const stale = staleLine(view);
  const header = [
    stale,
    view.servers === undefined ? (stale ? undefined : 'Reading the server list…') : summaryLine(servers),
    servers.length === 0 && view.servers !== undefined ? 'No servers to show yet.' : undefined,
  ].filter((line): line is string => line !== undefined);
  const headerLength = header.reduce((sum, line) => sum + discordLength(line) + 1, 0);
  const lines = servers.map((server) => boardLine(server, view.usage.get(server.id)));
  const pages = paginate(lines, pageTextBudget - headerLength - 200);
  const colour = boardColour(servers, stale !== undefined);
  const freshnessStep = view.readAt === undefined ? undefined : Math.floor(view.readAt / freshnessStepMs);
  return pages.map((pageLines, index) => {
    const title = pages.length > 1 ? `Server status (${index + 1}/${pages.length})` : 'Server status';
    const body = index === 0 ? [...header, ...(pageLines.length > 0 ? [''] : []), ...pageLines] : pageLines;
    const embed: APIEmbed = { title, color: colour, description: body.join('\n') };
    const hash = hashOf(embed, index === 0 ? freshnessStep : undefined);
    const shown: APIEmbed =
      index === 0
        ? { ...embed, description: [embed.description, '', freshnessLine(view)].join('\n') }
        : embed;
    return { payload: { embeds: [shown] }, hash };
  });
}
