import type { ResourceUsage, Server } from '../api/index.js';
import { normalizeResourceUsage } from '../api/resources.js';
import type { MessageKey, Translator } from '../i18n/index.js';

/** Usage as percentages of the server's limits; a figure that could not be interpreted is absent. */
export type UsageFigures = {
  cpuPercent?: number;
  ramPercent?: number;
  diskPercent?: number;
  /** Epoch milliseconds when the figures were read. */
  sampledAt: number;
};

export type UsageMetric = 'cpu' | 'ram' | 'disk';
export const usageMetrics: readonly UsageMetric[] = ['cpu', 'ram', 'disk'];
const usageMetricKeys: Record<UsageMetric, MessageKey> = {
  cpu: 'usage.metric.cpu',
  ram: 'usage.metric.ram',
  disk: 'usage.metric.disk',
};

/** A metric's name as its reader reads it: "CPU", "RAM", "Disk" in English. */
export function usageMetricLabel(metric: UsageMetric, t: Translator): string {
  return t.t(usageMetricKeys[metric]);
}

export const figureOf: Record<UsageMetric, (figures: UsageFigures) => number | undefined> = {
  cpu: (figures) => figures.cpuPercent,
  ram: (figures) => figures.ramPercent,
  disk: (figures) => figures.diskPercent,
};

/** What the server record says about its size, when the resources response does not carry limits. */
export type ServerSize = Pick<Server, 'ramGb' | 'diskGb' | 'limits'>;

const gibibyte = 2 ** 30;

/*
 * The API parser keeps a percentage of memory or disk (`memory: {percent: 40}`) as an unrecognised leaf,
 * because its memory and disk measures are bytes: those leaves are read back here by their label.
 */
const percentLabels: Record<'ram' | 'disk', RegExp> = {
  ram: /^(memory|mem|ram)(used|usage)?(percent|pct|percentage)$/,
  disk: /^(disk|storage)(used|usage)?(percent|pct|percentage)$/,
};

function labelledPercent(usage: ResourceUsage, metric: 'ram' | 'disk'): number | undefined {
  for (const leaf of usage.other) {
    const label = leaf.path
      .join('')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    if (!percentLabels[metric].test(label)) continue;
    const match = /^\s*(-?\d+(?:\.\d+)?)\s*%?\s*$/.exec(String(leaf.value));
    if (match !== null) return Number(match[1]);
  }
  return undefined;
}

/**
 * The server's limits as the API parser reads them: `limits.memoryGb` is a memory limit in bytes, and so on.
 */
function sizeLimits(server: ServerSize | undefined) {
  const limits = server?.limits === undefined ? undefined : normalizeResourceUsage({ limits: server.limits });
  const fromGb = (gb: number | undefined) => (gb === undefined ? undefined : gb * gibibyte);
  return {
    // Under `limits`, anything CPU-like in percent is the CPU limit (100 per core).
    cpuPercent: limits?.cpuLimitPercent ?? limits?.cpuPercent,
    memoryBytes: limits?.memoryLimitBytes ?? fromGb(server?.ramGb),
    diskBytes: limits?.diskLimitBytes ?? fromGb(server?.diskGb),
  };
}

function share(used: number | undefined, limit: number | undefined): number | undefined {
  if (used === undefined || limit === undefined || limit <= 0) return undefined;
  return (used / limit) * 100;
}

/** A finite, non-negative percentage rounded to 0.1, or undefined. */
function percent(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value < 0) return undefined;
  return Math.round(value * 10) / 10;
}

/**
 * CPU is a percentage of one core on game panels (400 for four cores), so it is divided by the server's CPU
 * limit when known; without one only a figure up to 100 is taken as a share of the whole.
 */
function cpuShare(cpu: number | undefined, limit: number | undefined): number | undefined {
  if (cpu === undefined) return undefined;
  if (limit !== undefined && limit > 0) return (cpu / limit) * 100;
  return cpu <= 100 ? cpu : undefined;
}

/**
 * Percent figures from a parsed resources response. Absolute figures are divided by the limits the response
 * carries, else by the server record's (`limits`, then `ramGb`/`diskGb`); a figure with no denominator, or
 * one that is not a finite non-negative number, is left out so that nothing alerts on it.
 */
export function usageFigures(usage: ResourceUsage, sampledAt: number, server?: ServerSize): UsageFigures {
  const limits = sizeLimits(server);
  const cpuPercent = percent(cpuShare(usage.cpuPercent, usage.cpuLimitPercent ?? limits.cpuPercent));
  const ramPercent = percent(
    labelledPercent(usage, 'ram') ?? share(usage.memoryBytes, usage.memoryLimitBytes ?? limits.memoryBytes),
  );
  const diskPercent = percent(
    labelledPercent(usage, 'disk') ?? share(usage.diskBytes, usage.diskLimitBytes ?? limits.diskBytes),
  );
  return {
    ...(cpuPercent === undefined ? {} : { cpuPercent }),
    ...(ramPercent === undefined ? {} : { ramPercent }),
    ...(diskPercent === undefined ? {} : { diskPercent }),
    sampledAt,
  };
}
