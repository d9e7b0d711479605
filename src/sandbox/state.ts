import { type ActivityInput, ActivityLog, systemActor } from './activity.js';
import type { Catalogue } from './catalogue.js';
import { ApiError, serverNotFound } from './errors.js';
import { compareServersBy, isInstalling, isRunning, type Reseller, type ServerRecord } from './records.js';
import { assertWritable, checkRam, installableFile, naturalOutcome } from './rules.js';
import type { GameResponders } from './games/responders.js';
import type { Timers } from './timers.js';
import type { InstalledMod, NewServer } from './types.js';
import type { CreateServerInput, InstallModInput, ServerListQuery, UpdateServerInput } from './validation.js';

const diskGbPerRamGb = 10;
/** What a fresh install occupies on disk. */
const freshInstallDiskGb = 1.5;
const serverDefaults = {
  game: 'minecraft',
  gameType: 'paper',
  gameVersion: '1.20.4',
  planTier: 'premium',
} as const;

/**
 * The resellers' data, changed as the API's rules (rules.ts) allow. Request-driven methods take the caller's
 * API key and treat another reseller's server as missing; the control methods (used by tests and seeding)
 * reach any server.
 */
export class SandboxState {
  private readonly resellers: Map<string, Reseller>;
  private readonly servers = new Map<string, ServerRecord>();
  private serverCount = 0;
  private readonly activityLog: ActivityLog;

  constructor(
    resellers: Reseller[],
    private readonly options: {
      provisioningMs: number;
      capacity: number;
      timers: Timers;
      now: () => number;
      catalogue: Catalogue;
      games: GameResponders;
    },
  ) {
    this.resellers = new Map(resellers.map((reseller) => [reseller.apiKey, reseller]));
    this.activityLog = new ActivityLog(options.now);
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
      .sort((a, b) => direction * (compareServersBy[query.sort](a, b) || a.sequence - b.sequence));
  }

  get(apiKey: string, id: string): ServerRecord {
    const record = this.servers.get(id);
    if (record === undefined || record.owner.apiKey !== apiKey) throw serverNotFound(id);
    return record;
  }

  create(apiKey: string, input: CreateServerInput): ServerRecord {
    const owner = this.reseller(apiKey);
    checkRam(this.servers.values(), owner, input.ramGb);
    if (this.servers.size >= this.options.capacity) {
      throw new ApiError(
        503,
        'SERVICE_UNAVAILABLE',
        'No nodes or ports are available for a new server; try again later',
      );
    }
    const record = this.insert(owner, { ...input, status: 'PROVISIONING' }, this.options.now());
    record.provisioningTimer = this.options.timers.schedule(this.options.provisioningMs, () =>
      this.finishProvisioning(record, naturalOutcome(record)),
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
    assertWritable(record);
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
    if (ramGb !== undefined) checkRam(this.servers.values(), record.owner, ramGb, record);
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
    assertWritable(record);
    const { entry, file } = installableFile(this.options.catalogue, input);
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
    if (isInstalling(record.status)) this.finishProvisioning(record, outcome ?? naturalOutcome(record));
  }

  remove(id: string): void {
    this.drop(this.existing(id));
  }

  addActivity(id: string, entry: ActivityInput = {}): void {
    const note = { action: 'server.note', actor: 'support', description: 'Note added through the sandbox' };
    this.activityLog.append(this.existing(id), { ...note, ...entry });
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
      gamePort: undefined,
      node: server.node,
    };
    this.servers.set(record.id, record);
    this.options.games.open(record);
    this.activityLog.append(record, {
      action: 'server.created',
      description: `Created ${record.name} with ${record.ramGb} GB RAM (${record.planTier})`,
      at: createdAt,
    });
    return record;
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
    this.options.games.drop(record.id);
  }

  /** A change of the server record: the version moves on, so a stale If-Match is refused. */
  private changed(record: ServerRecord, entry: ActivityInput): void {
    record.version += 1;
    this.activityLog.append(record, entry);
  }
}
