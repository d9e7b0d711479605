import { findCatalogueEntry } from './catalogue.js';
import { ApiError, serverNotFound } from './errors.js';
import type { Timers } from './timers.js';
import type { AddonSelection, InstalledMod, NewServer, PlanTier, Server, ServerLimits } from './types.js';
import type { CreateServerInput, InstallModInput, ServerListQuery, UpdateServerInput } from './validation.js';

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
};

export type ActivityInput = { action?: string; actor?: string; description?: string; at?: number };

export const defaultRamLimitGb = 64;
const ramStepGb = 0.5;
const minRamGb = 1;
const maxRamGb = 32;
const diskGbPerRamGb = 10;
/** What a fresh install occupies on disk. */
const freshInstallDiskGb = 1.5;
const serverDefaults = {
  game: 'minecraft',
  gameType: 'paper',
  gameVersion: '1.20.4',
  planTier: 'premium',
} as const;

/** Who the activity log names for changes made through the API and by the platform itself. */
const apiActor = 'reseller-api';
const systemActor = 'system';

export const isInstalling = (status: string) => /^(provisioning|installing)$/i.test(status);
const isSuspended = (status: string) => status.toUpperCase() === 'SUSPENDED';
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
    node: `node-${record.sequence % 2 === 0 ? 'ams' : 'fra'}-01`,
    allocation: { ip: '203.0.113.10', port: 25564 + record.sequence },
    suspended: isSuspended(record.status),
    updatedAt: new Date(record.activity.at(-1)?.at ?? record.createdAt).toISOString(),
    _links: { self: `/api/v1/servers/${record.id}` },
  };
}

const compareBy: Record<ServerListQuery['sort'], (a: ServerRecord, b: ServerRecord) => number> = {
  createdAt: (a, b) => a.createdAt - b.createdAt,
  name: (a, b) => a.name.localeCompare(b.name),
  ramGb: (a, b) => a.ramGb - b.ramGb,
  status: (a, b) => a.status.toUpperCase().localeCompare(b.status.toUpperCase()),
};

/**
 * The resellers' data and the API's rules. Request-driven methods take the caller's API key and treat another
 * reseller's server as missing; the control methods (used by tests and seeding) reach any server.
 */
export class SandboxState {
  private readonly resellers: Map<string, Reseller>;
  private readonly servers = new Map<string, ServerRecord>();
  private serverCount = 0;
  private activityCount = 0;

  constructor(
    resellers: Reseller[],
    private readonly options: { provisioningMs: number; capacity: number; timers: Timers; now: () => number },
  ) {
    this.resellers = new Map(resellers.map((reseller) => [reseller.apiKey, reseller]));
  }

  isReseller(apiKey: string): boolean {
    return this.resellers.has(apiKey);
  }

  // Requests

  list(apiKey: string, query: ServerListQuery): ServerRecord[] {
    const status = query.status?.toUpperCase();
    const game = query.game?.toLowerCase();
    const search = query.search?.toLowerCase();
    const direction = query.order === 'asc' ? 1 : -1;
    return [...this.servers.values()]
      .filter((record) => record.owner.apiKey === apiKey)
      .filter((record) => status === undefined || record.status.toUpperCase() === status)
      .filter((record) => game === undefined || record.game.toLowerCase() === game)
      .filter((record) => search === undefined || record.name.toLowerCase().includes(search))
      .sort((a, b) => direction * (compareBy[query.sort](a, b) || a.sequence - b.sequence));
  }

  get(apiKey: string, id: string): ServerRecord {
    const record = this.servers.get(id);
    if (record === undefined || record.owner.apiKey !== apiKey) throw serverNotFound(id);
    return record;
  }

  create(apiKey: string, input: CreateServerInput): ServerRecord {
    const owner = this.reseller(apiKey);
    this.checkRam(owner, input.ramGb);
    if (this.servers.size >= this.options.capacity) {
      throw new ApiError(
        503,
        'SERVICE_UNAVAILABLE',
        'No nodes or ports are available for a new server; try again later',
      );
    }
    const record = this.insert(owner, { ...input, status: 'PROVISIONING' }, this.options.now());
    record.provisioningTimer = this.options.timers.schedule(this.options.provisioningMs, () =>
      this.finishProvisioning(record, this.naturalOutcome(record)),
    );
    return record;
  }

  update(
    apiKey: string,
    id: string,
    patch: UpdateServerInput,
    expectedVersion: number | undefined,
  ): ServerRecord {
    const record = this.get(apiKey, id);
    this.assertWritable(record);
    if (expectedVersion !== undefined && expectedVersion !== record.version) {
      throw new ApiError(
        409,
        'CONFLICT',
        `If-Match names version ${expectedVersion} but the server is at version ${record.version}`,
      );
    }
    const ramGb = patch.ramGb !== undefined && patch.ramGb !== record.ramGb ? patch.ramGb : undefined;
    const diskGb = patch.diskGb !== undefined && patch.diskGb !== record.diskGb ? patch.diskGb : undefined;
    const externalReference =
      patch.externalReference !== record.externalReference ? patch.externalReference : undefined;
    if (ramGb === undefined && diskGb === undefined && externalReference === undefined) {
      throw new ApiError(400, 'NO_CHANGE', 'The server already has this size and external reference');
    }
    if (ramGb !== undefined) this.checkRam(record.owner, ramGb, record);
    if (diskGb !== undefined && diskGb < record.diskUsedGb) {
      throw new ApiError(
        400,
        'DISK_USAGE_EXCEEDED',
        `The server uses ${record.diskUsedGb} GB of disk, so the disk cannot shrink to ${diskGb} GB`,
      );
    }
    const changes: string[] = [];
    if (ramGb !== undefined) changes.push(`RAM ${record.ramGb} GB -> ${ramGb} GB`);
    if (diskGb !== undefined) changes.push(`disk ${record.diskGb} GB -> ${diskGb} GB`);
    if (externalReference !== undefined) changes.push(`external reference set to "${externalReference}"`);
    record.ramGb = ramGb ?? record.ramGb;
    record.diskGb = diskGb ?? record.diskGb;
    record.externalReference = externalReference ?? record.externalReference;
    const resized = ramGb !== undefined || diskGb !== undefined;
    this.changed(record, {
      action: resized ? 'server.resized' : 'server.updated',
      description: `Changed ${changes.join(', ')}`,
    });
    return record;
  }

  delete(apiKey: string, id: string): void {
    this.drop(this.get(apiKey, id));
  }

  /** The server, if the mods feature is open to it: the mods addon selected, or the premium plan. */
  withModsAccess(apiKey: string, id: string): ServerRecord {
    const record = this.get(apiKey, id);
    const addon = record.addons.some((selection) => selection.addon === 'mods' && selection.selected);
    if (!addon && record.planTier !== 'premium') {
      throw new ApiError(403, 'ADDON_REQUIRED', 'Mods and plugins need the mods addon or the premium plan');
    }
    return record;
  }

  installMod(apiKey: string, id: string, input: InstallModInput): InstalledMod {
    const record = this.withModsAccess(apiKey, id);
    this.assertWritable(record);
    const entry = findCatalogueEntry(input.provider, input.type, input.modId);
    if (entry === undefined)
      throw new ApiError(404, 'NOT_FOUND', `No ${input.type} with id ${input.modId} at ${input.provider}`);
    const file = entry.files.find((candidate) => candidate.id === input.fileId);
    if (file === undefined)
      throw new ApiError(404, 'NOT_FOUND', `${entry.name} has no file with id ${input.fileId}`);
    if (!entry.distributionAllowed) {
      throw new ApiError(
        403,
        'DISTRIBUTION_RESTRICTED',
        `The author of ${entry.name} does not allow third-party downloads`,
      );
    }
    if (entry.uploadFails)
      throw new ApiError(500, 'UPLOAD_FAILED', `Uploading ${file.fileName} to the server failed`);
    const installed: InstalledMod = {
      provider: entry.provider,
      modId: entry.id,
      fileId: file.id,
      type: entry.type,
      name: entry.name,
      fileName: file.fileName,
      installedAt: new Date(this.options.now()).toISOString(),
    };
    record.installedMods = [
      ...record.installedMods.filter(
        (mod) => mod.provider !== installed.provider || mod.modId !== installed.modId,
      ),
      installed,
    ];
    this.changed(record, {
      action: 'mod.installed',
      description: `Installed ${file.displayName} from ${entry.provider} into ${entry.type}`,
    });
    return installed;
  }

  // Control

  find(id: string): ServerRecord | undefined {
    return this.servers.get(id);
  }

  add(apiKey: string, server: NewServer): ServerRecord {
    const createdAt = server.createdAt === undefined ? this.options.now() : Date.parse(server.createdAt);
    if (server.id !== undefined && this.servers.has(server.id)) {
      throw new ApiError(409, 'ALREADY_EXISTS', `A server with id ${server.id} already exists`);
    }
    return this.insert(this.reseller(apiKey), server, createdAt);
  }

  setStatus(id: string, status: string): void {
    const record = this.existing(id);
    this.options.timers.cancel(record.provisioningTimer);
    record.provisioningTimer = undefined;
    const previous = record.status;
    record.status = status;
    if (isRunning(status) && !isRunning(previous)) record.runningSince = this.options.now();
    this.changed(record, {
      action: 'server.status_changed',
      actor: systemActor,
      description: `Status changed from ${previous} to ${status}`,
    });
  }

  completeProvisioning(id: string, outcome?: 'ready' | 'failed'): void {
    const record = this.existing(id);
    if (isInstalling(record.status)) this.finishProvisioning(record, outcome ?? this.naturalOutcome(record));
  }

  remove(id: string): void {
    this.drop(this.existing(id));
  }

  addActivity(id: string, entry: ActivityInput = {}): void {
    const note = { action: 'server.note', actor: 'support', description: 'Note added through the sandbox' };
    this.appendActivity(this.existing(id), { ...note, ...entry });
  }

  // Rules and bookkeeping

  private reseller(apiKey: string): Reseller {
    const reseller = this.resellers.get(apiKey);
    if (reseller === undefined) throw new ApiError(401, 'AUTH_REQUIRED', 'Unknown API key');
    return reseller;
  }

  private existing(id: string): ServerRecord {
    const record = this.servers.get(id);
    if (record === undefined) throw serverNotFound(id);
    return record;
  }

  private checkRam(owner: Reseller, ramGb: number, resized?: ServerRecord): void {
    if (!Number.isInteger(ramGb / ramStepGb)) {
      throw new ApiError(400, 'INVALID_RAM', `RAM must be a multiple of ${ramStepGb} GB; ${ramGb} GB is not`);
    }
    if (ramGb < minRamGb) throw new ApiError(400, 'BELOW_MIN_RAM', `RAM must be at least ${minRamGb} GB`);
    if (ramGb > maxRamGb) throw new ApiError(400, 'ABOVE_MAX_RAM', `RAM must be at most ${maxRamGb} GB`);
    let totalGb = ramGb;
    for (const record of this.servers.values()) {
      if (record.owner === owner && record !== resized) totalGb += record.ramGb;
    }
    if (totalGb > owner.ramLimitGb) {
      throw new ApiError(
        400,
        'RAM_LIMIT_EXCEEDED',
        `This would bring the reseller's RAM to ${totalGb} GB, above its limit of ${owner.ramLimitGb} GB`,
      );
    }
  }

  private assertWritable(record: ServerRecord): void {
    if (isSuspended(record.status)) {
      throw new ApiError(409, 'SERVER_SUSPENDED', 'The server is suspended; write access is blocked');
    }
    if (isInstalling(record.status)) {
      throw new ApiError(409, 'SERVER_INSTALLING', 'The server is still being set up; try again shortly');
    }
  }

  private insert(owner: Reseller, server: NewServer, createdAt: number): ServerRecord {
    this.serverCount += 1;
    const ramGb = server.ramGb ?? 4;
    const diskGb = server.diskGb ?? ramGb * diskGbPerRamGb;
    const status = server.status ?? 'RUNNING';
    const record: ServerRecord = {
      id: server.id ?? `srv_${String(this.serverCount).padStart(4, '0')}`,
      owner,
      sequence: this.serverCount,
      name: server.name,
      status,
      ramGb,
      diskGb,
      diskUsedGb: server.diskUsedGb ?? Math.min(freshInstallDiskGb, diskGb),
      game: server.game ?? serverDefaults.game,
      gameType: server.gameType ?? serverDefaults.gameType,
      gameVersion: server.gameVersion ?? serverDefaults.gameVersion,
      planTier: server.planTier ?? serverDefaults.planTier,
      addons: server.addons ?? [],
      externalReference: server.externalReference,
      createdAt,
      version: server.version ?? 1,
      installedMods: server.installedMods ?? [],
      runningSince: isRunning(status) ? createdAt : undefined,
      activity: [],
      provisioningTimer: undefined,
    };
    this.servers.set(record.id, record);
    this.appendActivity(record, {
      action: 'server.created',
      description: `Created ${record.name} with ${record.ramGb} GB RAM (${record.planTier})`,
      at: createdAt,
    });
    return record;
  }

  private naturalOutcome(record: ServerRecord): 'ready' | 'failed' {
    return /fail/i.test(record.name) ? 'failed' : 'ready';
  }

  private finishProvisioning(record: ServerRecord, outcome: 'ready' | 'failed'): void {
    this.options.timers.cancel(record.provisioningTimer);
    record.provisioningTimer = undefined;
    if (outcome === 'ready') {
      record.status = 'RUNNING';
      record.runningSince = this.options.now();
      this.changed(record, {
        action: 'server.provisioned',
        actor: systemActor,
        description: 'Provisioning finished; the server is running',
      });
    } else {
      record.status = 'INSTALL_FAILED';
      this.changed(record, {
        action: 'server.install_failed',
        actor: systemActor,
        description: 'Installation failed; delete the server and create it again',
      });
    }
  }

  private drop(record: ServerRecord): void {
    this.options.timers.cancel(record.provisioningTimer);
    this.servers.delete(record.id);
  }

  /** A change of the server record: the version moves on, so a stale If-Match is refused. */
  private changed(record: ServerRecord, entry: ActivityInput): void {
    record.version += 1;
    this.appendActivity(record, entry);
  }

  private appendActivity(record: ServerRecord, entry: ActivityInput): void {
    this.activityCount += 1;
    record.activity.push({
      id: `act_${String(this.activityCount).padStart(6, '0')}`,
      action: entry.action ?? 'server.updated',
      actor: entry.actor ?? apiActor,
      description: entry.description ?? '',
      at: entry.at ?? this.options.now(),
    });
  }
}
