import { serverNotFound } from './errors.js';
import { isInstalling, isRunning, limitsOf, type ServerRecord } from './records.js';
import type { UsageOverride, UsageProfile } from './types.js';

export type ResourceSample = {
  state: 'running' | 'installing' | 'suspended' | 'offline';
  cpuPercent: number;
  cpuLimitPercent: number;
  memoryBytes: number;
  memoryLimitBytes: number;
  diskBytes: number;
  diskLimitBytes: number;
  networkRxBytes: number;
  networkTxBytes: number;
  uptimeMs: number;
  playersOnline: number;
  /** Epoch milliseconds. */
  sampledAt: number;
};

const gibibyte = 1024 ** 3;
const minuteMs = 60_000;
const rxBytesPerSecond = 48_000;
const txBytesPerSecond = 130_000;

/** Assigned by id when nothing else is set, so most servers drift quietly and a few are worth watching. */
const profilesByHash: readonly UsageProfile[] = ['steady', 'idle', 'steady', 'busy', 'idle', 'filling'];

/** A busy server: CPU high for the first 6 minutes of every 10, then quiet for 4. */
const busyCycleMs = 10 * minuteMs;
const busyHighMs = 6 * minuteMs;
/**
 * A filling disk: from what the server holds to 98 % in 10 minutes (past 90 % at about 9), held 2, cleaned
 * up.
 */
const fillCycleMs = 12 * minuteMs;
const fillRiseMs = 10 * minuteMs;
const fullShare = 0.98;

function stateOf(status: string): ResourceSample['state'] {
  if (isRunning(status)) return 'running';
  if (isInstalling(status)) return 'installing';
  return status.toUpperCase() === 'SUSPENDED' ? 'suspended' : 'offline';
}

function hashOf(id: string): number {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash;
}

/** A stable angle per server, so two servers never move in lockstep. */
const phaseOf = (id: string) => (hashOf(id) % 360) * (Math.PI / 180);

function defaultProfileOf(id: string): UsageProfile {
  return profilesByHash[hashOf(id) % profilesByHash.length] ?? 'steady';
}

/** CPU and memory as shares of the server's limits, by profile, at `elapsedMs` into the profile's cycle. */
function loadShares(profile: UsageProfile, elapsedMs: number, wave: (periodMs: number) => number) {
  switch (profile) {
    case 'idle':
      return { cpu: 0.06 + 0.03 * wave(20_000), memory: 0.3 + 0.05 * wave(90_000) };
    case 'busy': {
      const high = elapsedMs % busyCycleMs < busyHighMs;
      return { cpu: (high ? 0.9 : 0.3) + 0.04 * wave(20_000), memory: 0.8 + 0.05 * wave(90_000) };
    }
    default:
      return { cpu: 0.35 + 0.2 * wave(20_000), memory: 0.55 + 0.15 * wave(90_000) };
  }
}

function filledShare(heldShare: number, elapsedMs: number): number {
  if (heldShare >= fullShare) return heldShare;
  const progress = Math.min(1, (elapsedMs % fillCycleMs) / fillRiseMs);
  return heldShare + (fullShare - heldShare) * progress;
}

/**
 * Usage as a deterministic function of the time and each server's profile: CPU, memory and players wave with
 * different periods, network counters grow with uptime, a filling disk rises in cycles. Cycles count from the
 * later of the sandbox's start and the server's start, so a fresh sandbox shows the whole story. A server
 * that is not running uses nothing. Figures a test set explicitly replace the simulated ones, in every state.
 */
export class UsageSimulation {
  private readonly profiles = new Map<string, UsageProfile>();
  private readonly overrides = new Map<string, UsageOverride>();

  constructor(
    private readonly startedAt: number,
    private readonly find: (id: string) => ServerRecord | undefined,
  ) {}

  setProfile(id: string, profile: UsageProfile): void {
    this.existing(id);
    this.profiles.set(id, profile);
  }

  profileOf(id: string): UsageProfile {
    return this.profiles.get(id) ?? defaultProfileOf(id);
  }

  /** Percentages of the server's limits; `undefined` returns the server to its profile. */
  setUsage(id: string, usage: UsageOverride | undefined): void {
    this.existing(id);
    if (usage === undefined) this.overrides.delete(id);
    else this.overrides.set(id, { ...this.overrides.get(id), ...usage });
  }

  sample(record: ServerRecord, now: number): ResourceSample {
    const simulated = this.simulate(record, now);
    const override = this.overrides.get(record.id);
    if (override === undefined) return simulated;
    const share = (percent: number) => Math.min(100, Math.max(0, percent)) / 100;
    return {
      ...simulated,
      ...(override.cpuPercent === undefined
        ? {}
        : { cpuPercent: round1(limitsOf(record).cpuPercent * share(override.cpuPercent)) }),
      ...(override.memoryPercent === undefined
        ? {}
        : { memoryBytes: Math.round(simulated.memoryLimitBytes * share(override.memoryPercent)) }),
      ...(override.diskPercent === undefined
        ? {}
        : { diskBytes: Math.round(simulated.diskLimitBytes * share(override.diskPercent)) }),
    };
  }

  private simulate(record: ServerRecord, now: number): ResourceSample {
    const state = stateOf(record.status);
    const memoryLimitBytes = record.ramGb * gibibyte;
    const diskLimitBytes = record.diskGb * gibibyte;
    const idle = {
      state,
      cpuPercent: 0,
      cpuLimitPercent: limitsOf(record).cpuPercent,
      memoryBytes: 0,
      memoryLimitBytes,
      diskBytes: Math.round(record.diskUsedGb * gibibyte),
      diskLimitBytes,
      networkRxBytes: 0,
      networkTxBytes: 0,
      uptimeMs: 0,
      playersOnline: 0,
      sampledAt: now,
    };
    if (state !== 'running' || record.runningSince === undefined) return idle;
    const phase = phaseOf(record.id);
    const wave = (periodMs: number) => Math.sin((now / periodMs) * 2 * Math.PI + phase);
    const uptimeMs = Math.max(0, now - record.runningSince);
    const elapsedMs = Math.max(0, now - Math.max(this.startedAt, record.runningSince));
    const profile = this.profileOf(record.id);
    const load = loadShares(profile, elapsedMs, wave);
    const heldShare = diskLimitBytes > 0 ? idle.diskBytes / diskLimitBytes : 0;
    const diskBytes =
      profile === 'filling' ? Math.round(diskLimitBytes * filledShare(heldShare, elapsedMs)) : idle.diskBytes;
    return {
      ...idle,
      cpuPercent: round1(limitsOf(record).cpuPercent * load.cpu),
      memoryBytes: Math.round(memoryLimitBytes * load.memory),
      diskBytes,
      networkRxBytes: Math.round((uptimeMs / 1000) * rxBytesPerSecond),
      networkTxBytes: Math.round((uptimeMs / 1000) * txBytesPerSecond),
      uptimeMs,
      playersOnline: Math.round(4 + 3 * wave(300_000)),
    };
  }

  private existing(id: string): void {
    if (this.find(id) === undefined) throw serverNotFound(id);
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;
