import { gameHost } from './games/responders.js';
import type { AddonSelection, InstalledMod, PlanTier, Server, ServerLimits } from './types.js';
import type { ServerListQuery } from './validation.js';

export type Reseller = { apiKey: string; ramLimitGb: number };

export type ActivityRecord = { id: string; action: string; actor: string; description: string; at: number };

export type ServerRecord = {
  id: string;
  owner: Reseller;
  /** Insertion order, the tie-break of every sort. */
  sequence: number;
  name: string;
  status: string;
  ramGb: number;
  diskGb: number;
  diskUsedGb: number;
  game: string;
  gameType: string;
  gameVersion: string;
  planTier: PlanTier;
  addons: AddonSelection[];
  externalReference: string | undefined;
  createdAt: number;
  version: number;
  installedMods: InstalledMod[];
  /** When the server last became RUNNING; uptime counts from here. */
  runningSince: number | undefined;
  activity: ActivityRecord[];
  provisioningTimer: NodeJS.Timeout | undefined;
  /** The port its game responder answers on (loopback), once listening. */
  gamePort: number | undefined;
  /** The node it runs on, when a test places it; else one of two by its sequence. */
  node: string | undefined;
};

export const isInstalling = (status: string) => /^(provisioning|installing)$/i.test(status);
export const isSuspended = (status: string) => status.toUpperCase() === 'SUSPENDED';
export const isRunning = (status: string) => status.toUpperCase() === 'RUNNING';

export function limitsOf(record: ServerRecord): ServerLimits {
  const premium = record.planTier === 'premium';
  return {
    cpuPercent: Math.round(record.ramGb * (premium ? 50 : 25)),
    memoryGb: record.ramGb,
    diskGb: record.diskGb,
    databases: premium ? 5 : 1,
    backups: premium ? 10 : 2,
  };
}

/** The detail view, as GET /servers/:id shows it. */
export function toServer(record: ServerRecord): Server {
  return {
    id: record.id,
    name: record.name,
    status: record.status,
    ramGb: record.ramGb,
    diskGb: record.diskGb,
    game: record.game,
    gameType: record.gameType,
    gameVersion: record.gameVersion,
    planTier: record.planTier,
    addons: record.addons.map((addon) => ({ ...addon })),
    ...(record.externalReference === undefined ? {} : { externalReference: record.externalReference }),
    createdAt: new Date(record.createdAt).toISOString(),
    version: record.version,
    limits: limitsOf(record),
    installedMods: record.installedMods.map((mod) => ({ ...mod })),
    node: record.node ?? `node-${record.sequence % 2 === 0 ? 'ams' : 'fra'}-01`,
    // A game without a responder still gets a loopback address: the sandbox hands out no other kind.
    allocation: { ip: gameHost, port: record.gamePort ?? 25564 + record.sequence },
    suspended: isSuspended(record.status),
    updatedAt: new Date(record.activity.at(-1)?.at ?? record.createdAt).toISOString(),
    _links: { self: `/api/v1/servers/${record.id}` },
  };
}

export const compareServersBy: Record<ServerListQuery['sort'], (a: ServerRecord, b: ServerRecord) => number> =
  {
    createdAt: (a, b) => a.createdAt - b.createdAt,
    name: (a, b) => a.name.localeCompare(b.name),
    ramGb: (a, b) => a.ramGb - b.ramGb,
    status: (a, b) => a.status.toUpperCase().localeCompare(b.status.toUpperCase()),
  };
