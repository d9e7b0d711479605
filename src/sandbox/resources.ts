import { isInstalling, isRunning, limitsOf, type ServerRecord } from './state.js';

export type ResourceSample = {
  state: 'running' | 'installing' | 'suspended' | 'offline';
  cpuPercent: number;
  memoryBytes: number;
  memoryLimitBytes: number;
  diskBytes: number;
  diskLimitBytes: number;
  networkRxBytes: number;
  networkTxBytes: number;
  uptimeMs: number;
  playersOnline: number;
};

const gibibyte = 1024 ** 3;
const rxBytesPerSecond = 48_000;
const txBytesPerSecond = 130_000;

function stateOf(status: string): ResourceSample['state'] {
  if (isRunning(status)) return 'running';
  if (isInstalling(status)) return 'installing';
  return status.toUpperCase() === 'SUSPENDED' ? 'suspended' : 'offline';
}

/** A stable angle per server, so two servers never move in lockstep. */
function phaseOf(id: string): number {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return (hash % 360) * (Math.PI / 180);
}

/**
 * Usage as a deterministic function of the time: CPU, memory and players wave with different periods,
 * network counters grow with uptime, disk is what the server holds. A server that is not running uses nothing.
 */
export function sampleResources(record: ServerRecord, now: number): ResourceSample {
  const state = stateOf(record.status);
  const memoryLimitBytes = record.ramGb * gibibyte;
  const idle = {
    state,
    cpuPercent: 0,
    memoryBytes: 0,
    memoryLimitBytes,
    diskBytes: Math.round(record.diskUsedGb * gibibyte),
    diskLimitBytes: record.diskGb * gibibyte,
    networkRxBytes: 0,
    networkTxBytes: 0,
    uptimeMs: 0,
    playersOnline: 0,
  };
  if (state !== 'running' || record.runningSince === undefined) return idle;
  const phase = phaseOf(record.id);
  const wave = (periodMs: number) => Math.sin((now / periodMs) * 2 * Math.PI + phase);
  const uptimeMs = Math.max(0, now - record.runningSince);
  return {
    ...idle,
    cpuPercent: Math.round(limitsOf(record).cpuPercent * (0.35 + 0.2 * wave(20_000)) * 10) / 10,
    memoryBytes: Math.round(memoryLimitBytes * (0.55 + 0.15 * wave(90_000))),
    networkRxBytes: Math.round((uptimeMs / 1000) * rxBytesPerSecond),
    networkTxBytes: Math.round((uptimeMs / 1000) * txBytesPerSecond),
    uptimeMs,
    playersOnline: Math.round(4 + 3 * wave(300_000)),
  };
}
