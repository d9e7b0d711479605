import { TimestampStyles, time } from 'discord.js';
import { type Server, statusKind } from '../api/index.js';
import type { Translator } from '../i18n/index.js';
import type { UsageMetric } from '../usage/figures.js';

/** Why a server is at the top of a board, most urgent first. */
const attentionReasons = [
  'failed',
  'suspended',
  'stopped',
  'slow-provisioning',
  'game-silent',
  'over-threshold',
  'unrecognised',
] as const;
export type AttentionReason = (typeof attentionReasons)[number];

/**
 * Provisioning past this needs someone: the panels the bot drives finish in minutes, so a server still
 * provisioning after a quarter of an hour is stuck more often than slow.
 */
export const slowProvisioningMs = 15 * 60_000;

/**
 * Servers whose condition a board remembers (since when), at most: the most urgent first, so a storm of
 * stopped servers cannot grow the board's stored record without bound.
 */
export const maxTrackedConditions = 1_000;

/**
 * A board shows usage for this many servers at most: sampling costs a call per server, so a big board does
 * not crowd out the watches that alert.
 */
export const boardSampledServers = 25;

/** When a board first saw a server in its current condition; the condition is its status, and `over`. */
export type ConditionSince = { condition: string; at: number };

/** A usage threshold a server is above, as facts: each board says it in its own language. */
export type OverThreshold = { metric: UsageMetric; threshold: number };

/** What a board knows besides the server list: usage alarms and since when each condition holds. */
export type AttentionFacts = {
  /** Servers with a usage alert firing, each with the thresholds it is above (`CPU above 80 %`). */
  overThreshold: ReadonlyMap<string, readonly OverThreshold[]>;
  since: Readonly<Record<string, ConditionSince>>;
  now: number;
  /** Servers whose game did not answer its last query. */
  silentGames?: ReadonlySet<string>;
  /** Servers a silence of the board's guild holds alerts back for, and until when (epoch ms). */
  silencedUntil?: ReadonlyMap<string, number>;
};

export type AttentionItem = { server: Server; reason: AttentionReason; since: number | undefined };

/** One collator for all comparisons: `localeCompare` with a locale builds one per call, slow at 10,000. */
export const nameCollator = new Intl.Collator('en');

/** The order a board lists servers in, so it does not jump: by name, then id. */
export function boardOrder(a: Server, b: Server): number {
  return nameCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A server's condition as a board tracks it: its status as given, marked when a usage alert fires and when
 * it runs but its game does not answer.
 */
function conditionOf(server: Server, over: boolean, silent = false): string {
  const marks = `${over ? '|over' : ''}${isSilentRunning(server, silent) ? '|silent' : ''}`;
  return `${server.status}${marks}`;
}

const isSilentRunning = (server: Server, silent: boolean) =>
  silent && statusKind(server.status) === 'running';

/** Whether a board keeps since when a server is in its condition: anything but plainly running or going. */
function tracked(server: Server, over: boolean, silent: boolean): boolean {
  const kind = statusKind(server.status);
  return over || isSilentRunning(server, silent) || (kind !== 'running' && kind !== 'deleting');
}

function createdAt(server: Server): number | undefined {
  const at = server.createdAt === undefined ? Number.NaN : Date.parse(server.createdAt);
  return Number.isNaN(at) ? undefined : at;
}

function reasonOf(server: Server, over: boolean, since: number | undefined, now: number, silent: boolean) {
  const kind = statusKind(server.status);
  if (isSilentRunning(server, silent)) return 'game-silent';
  if (kind === 'failed' || kind === 'suspended' || kind === 'stopped') return kind;
  if (kind === 'provisioning') {
    const started = Math.min(since ?? now, createdAt(server) ?? now);
    if (now - started > slowProvisioningMs) return 'slow-provisioning';
  }
  if (over) return 'over-threshold';
  return kind === 'unknown' ? 'unrecognised' : undefined;
}

/**
 * Every server that needs someone, most urgent first: by reason, then the longest outstanding, then name.
 */
export function needingAttention(servers: readonly Server[], facts: AttentionFacts): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const server of servers) {
    const over = facts.overThreshold.has(server.id);
    const silent = facts.silentGames?.has(server.id) ?? false;
    const known = facts.since[server.id];
    const since = known?.condition === conditionOf(server, over, silent) ? known.at : undefined;
    const reason = reasonOf(server, over, since, facts.now, silent);
    if (reason !== undefined) items.push({ server, reason, since });
  }
  const rank = (reason: AttentionReason) => attentionReasons.indexOf(reason);
  return items.sort(
    (a, b) =>
      rank(a.reason) - rank(b.reason) ||
      (a.since ?? Number.POSITIVE_INFINITY) - (b.since ?? Number.POSITIVE_INFINITY) ||
      boardOrder(a.server, b.server),
  );
}

/**
 * The conditions to remember after a read: a condition seen before keeps its time, a new one starts now, a
 * server back to running is forgotten. Bounded to the most urgent `maxTrackedConditions`.
 */
export function trackConditions(
  servers: readonly Server[],
  facts: AttentionFacts,
): Record<string, ConditionSince> {
  const byUrgency = [
    ...needingAttention(servers, facts).map((item) => item.server),
    ...servers.filter((server) => statusKind(server.status) === 'provisioning'),
  ];
  const next: Record<string, ConditionSince> = {};
  let kept = 0;
  for (const server of byUrgency) {
    const over = facts.overThreshold.has(server.id);
    const silent = facts.silentGames?.has(server.id) ?? false;
    if (kept >= maxTrackedConditions || next[server.id] !== undefined || !tracked(server, over, silent))
      continue;
    const condition = conditionOf(server, over, silent);
    const known = facts.since[server.id];
    next[server.id] = { condition, at: known?.condition === condition ? known.at : facts.now };
    kept += 1;
  }
  return next;
}

/** Whether two remembered sets of conditions hold the same, in whatever order they were built. */
export function sameConditions(
  a: Readonly<Record<string, ConditionSince>>,
  b: Readonly<Record<string, ConditionSince>>,
): boolean {
  const entries = Object.entries(a);
  return (
    entries.length === Object.keys(b).length &&
    entries.every(([id, { condition, at }]) => b[id]?.condition === condition && b[id]?.at === at)
  );
}

/**
 * Since when a condition holds. The API dates no status change, so for a status the time is when the bot
 * first saw it ("seen since"), which may be long after it began; a usage threshold is the bot's own measure.
 */
export function sinceWords(reason: AttentionReason, since: Date, t: Translator): string {
  const when = time(since, TimestampStyles.RelativeTime);
  return t.t(reason === 'over-threshold' ? 'board.since' : 'board.seenSince', { when });
}
