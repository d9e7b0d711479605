import { availabilityOf, type Server } from '../api/index.js';
import type { GameQuery, GameQueryResult } from '../game/index.js';
import {
  type AttentionFacts,
  type AttentionItem,
  boardSampledServers,
  type OverThreshold,
} from '../render/board-attention.js';
import type { PollerTiming } from './timing.js';
import { restInOrder } from '../render/board.js';
import type { UsageStore, UsageWatch, UsageWatchStates } from '../store/index.js';
import { type UsageFigures, type UsageMetric, usageMetrics } from '../usage/figures.js';
import { UsageHistory } from '../usage/history.js';

/** What the usage watches a board may see say about its servers. */
export type UsageAlarms = {
  /** Servers with an alert firing, each with the thresholds it is above (CPU above 80 %, RAM above 90 %). */
  overThreshold: Map<string, OverThreshold[]>;
  /** Servers above a threshold but not for long enough yet, or firing and on their way back. */
  near: Set<string>;
  /** Alerts firing now: one per watch, server and metric. */
  active: number;
};

/**
 * A server's usage alarms from the watches' threshold states. A board sees the watches of its own guild
 * (the ops board every guild's), and only for the servers it shows.
 */
export function usageAlarms(
  watches: readonly UsageWatchStates[],
  guildId: string,
  opsGuildId: string,
  shown: ReadonlySet<string>,
): UsageAlarms {
  const over = new Map<string, Map<string, OverThreshold>>();
  const near = new Set<string>();
  let active = 0;
  for (const { watch, states } of watches) {
    if (watch.pausedReason !== undefined) continue;
    if (guildId !== opsGuildId && watch.guildId !== guildId) continue;
    for (const [serverId, state] of states) {
      if (!shown.has(serverId)) continue;
      for (const metric of usageMetrics) {
        const phase = state[metric]?.phase;
        if (phase === 'pending' || phase === 'recovering') near.add(serverId);
        if (phase !== 'firing' && phase !== 'recovering') continue;
        active += 1;
        // Keyed by what it says, so two watches of the same threshold name it once.
        const above = over.get(serverId) ?? new Map<string, OverThreshold>();
        const threshold = thresholdOf(watch, metric);
        above.set(`${metric}:${threshold}`, { metric, threshold });
        over.set(serverId, above);
      }
    }
  }
  const overThreshold = new Map([...over].map(([serverId, above]) => [serverId, [...above.values()]]));
  return { overThreshold, near, active };
}

const thresholdOf = (watch: UsageWatch, metric: UsageMetric) => watch[metric] ?? 0;

/**
 * The servers whose usage a board asks to be sampled, most telling first: those over a threshold, those near
 * one, then the top of the board (what needs attention, then the rest in board order).
 */
export function boardSampling(
  servers: readonly Server[],
  attention: readonly AttentionItem[],
  alarms: UsageAlarms,
): string[] {
  const chosen = new Set<string>();
  const candidates = [
    ...alarms.overThreshold.keys(),
    ...alarms.near,
    ...attention.map((item) => item.server.id),
    ...restInOrder(servers, attention).map((server) => server.id),
  ];
  for (const serverId of candidates) {
    if (chosen.size >= boardSampledServers) break;
    chosen.add(serverId);
  }
  return [...chosen];
}

/** Usage older than this is not shown on a board: it would pass for current. */
const usageFreshMs = 15 * 60_000;

/** The newest sampled figures of these servers, from their stored history; none when too old. */
export async function latestUsage(
  store: UsageStore,
  serverIds: readonly string[],
  now: number,
): Promise<Map<string, UsageFigures>> {
  const usage = new Map<string, UsageFigures>();
  for (const serverId of serverIds) {
    const record = await store.history(serverId);
    const latest = record && UsageHistory.fromRecord(record).span(1).at(-1);
    if (!latest || now - latest.at > usageFreshMs) continue;
    const { at, ...figures } = latest;
    usage.set(serverId, { ...figures, sampledAt: at });
  }
  return usage;
}

/**
 * Servers whose games a board asks per refresh at most: its queries share one bound with the game watch's
 * and `/server info`'s, so a big board cannot crowd them out.
 */
const boardQueriedServers = 100;

/**
 * The games' last answers for the running servers a board shows, and a fresh query for those not asked
 * within `maxAgeMs`. The queries are not awaited: an answer fills the cache for the next refresh, so a silent
 * game never holds the board (or the poll cycle) up.
 */
export function boardGames(
  { game, timing }: { game: GameQuery | undefined; timing: PollerTiming },
  servers: readonly Server[],
  facts: AttentionFacts,
): { games: Map<string, GameQueryResult>; facts: AttentionFacts } {
  const games = new Map<string, GameQueryResult>();
  const silent = new Set<string>();
  if (!game) return { games, facts };
  const running = servers.filter((server) => availabilityOf(server.status) === 'up');
  for (const server of running) {
    const cached = game.cached(server.id);
    if (cached) games.set(server.id, cached);
    if (cached?.state === 'silent') silent.add(server.id);
  }
  for (const server of running.slice(0, boardQueriedServers))
    void game.query(server, { maxAgeMs: timing.gameQueryIntervalMs }).catch(() => undefined);
  return { games, facts: { ...facts, silentGames: silent } };
}
