import type { Server } from '../api/index.js';
import { type AttentionItem, boardSampledServers } from '../render/board-attention.js';
import { restInOrder } from '../render/board.js';
import type { UsageStore, UsageWatch, UsageWatchStates } from '../store/index.js';
import { type UsageFigures, type UsageMetric, usageMetricLabels, usageMetrics } from '../usage/figures.js';
import { UsageHistory } from '../usage/history.js';

/** What the usage watches a board may see say about its servers. */
export type UsageAlarms = {
  /** Servers with an alert firing, each with what it is above (`CPU above 80 %, RAM above 90 %`). */
  overThreshold: Map<string, string>;
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
  const over = new Map<string, Set<string>>();
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
        const lines = over.get(serverId) ?? new Set<string>();
        lines.add(`${usageMetricLabels[metric]} above ${thresholdOf(watch, metric)} %`);
        over.set(serverId, lines);
      }
    }
  }
  const overThreshold = new Map([...over].map(([serverId, lines]) => [serverId, [...lines].join(', ')]));
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
