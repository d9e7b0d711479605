import {
  HostingApiError,
  type ActivityEntry,
  type ActivityPage,
  type GovernorSnapshot,
  type ListServersQuery,
  type Server,
  type ServerPage,
} from '../../src/api/index.js';

export type VirtualClock = { now: number };

export type Operation = 'listServers' | 'getServer' | 'getActivity';

type SimulatedServer = { server: Server; log: ActivityEntry[] };

/**
 * The hosting API as the poller uses it, in memory on a virtual clock: a reseller's servers, newest-first
 * activity logs, and a fixed-window rate limit whose state a governor snapshot reports. Requests beyond
 * the limit answer 429 and are counted. Interactive traffic (members' commands) spends part of each window.
 */
export class SimulatedApi {
  private readonly servers = new Map<string, SimulatedServer>();
  private readonly provisioning = new Set<string>();
  private windowStart = 0;
  private used = 0;
  private sequence = 0;
  /** Background calls per operation and started minute, to show where the budget goes. */
  readonly operationsPerMinute = new Map<number, Record<Operation, number>>();
  rateLimited = 0;
  readonly governor = { snapshot: (): GovernorSnapshot => this.snapshot() };

  constructor(
    private readonly clock: VirtualClock,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  addServer(id: string, status: string): void {
    this.servers.set(id, {
      server: { id, name: `server ${id}`, status, ramGb: 4, game: 'minecraft' },
      log: [],
    });
    if (status === 'PROVISIONING') this.provisioning.add(id);
  }

  setStatus(id: string, status: string): void {
    const entry = this.servers.get(id);
    if (!entry) return;
    entry.server = { ...entry.server, status };
    if (status === 'PROVISIONING') this.provisioning.add(id);
    else this.provisioning.delete(id);
  }

  /** Appends an entry stamped now; its description names it so posts can be matched to it. */
  addEntry(id: string, description: string): void {
    this.sequence += 1;
    const timestamp = new Date(this.clock.now).toISOString();
    const raw = { id: `act_${this.sequence}`, action: 'server.note', description, createdAt: timestamp };
    this.servers
      .get(id)
      ?.log.unshift({ id: raw.id, key: raw.id, action: raw.action, description, timestamp, raw });
  }

  /** A server as it is now, without spending a call: what a command looked up before the measured run. */
  peek(id: string): Server {
    return { ...this.existing(id).server };
  }

  /** Spends interactive calls, as members' commands would. */
  interactive(calls: number): void {
    for (let call = 0; call < calls; call += 1) this.take();
  }

  async listServers(query: ListServersQuery = {}): Promise<ServerPage> {
    this.take('listServers');
    const ids =
      query.status?.toUpperCase() === 'PROVISIONING' ? [...this.provisioning] : [...this.servers.keys()];
    const limit = query.limit ?? 50;
    const page = query.page ?? 1;
    const servers = ids
      .slice((page - 1) * limit, page * limit)
      .map((id) => ({ ...this.servers.get(id)!.server }));
    const total = ids.length;
    return {
      servers,
      pagination: {
        page,
        limit,
        total,
        totalPages: Math.ceil(total / limit),
        hasNext: page * limit < total,
        hasPrev: page > 1,
      },
    };
  }

  async getServer(id: string): Promise<Server> {
    this.take('getServer');
    return { ...this.existing(id).server };
  }

  async getActivity(id: string, query: { limit?: number; offset?: number } = {}): Promise<ActivityPage> {
    this.take('getActivity');
    const log = this.existing(id).log;
    const limit = query.limit ?? 50;
    const offset = query.offset ?? 0;
    const total = log.length;
    return {
      entries: log.slice(offset, offset + limit),
      pagination: {
        page: Math.floor(offset / limit) + 1,
        limit,
        total,
        totalPages: Math.ceil(total / limit),
        hasNext: offset + limit < total,
        hasPrev: offset > 0,
      },
    };
  }

  private existing(id: string): SimulatedServer {
    const found = this.servers.get(id);
    if (!found)
      throw new HostingApiError({ code: 'SERVER_NOT_FOUND', status: 404, message: 'Server not found' });
    return found;
  }

  private rollWindow(): void {
    if (this.clock.now >= this.windowStart + this.windowMs) {
      this.windowStart = this.clock.now - ((this.clock.now - this.windowStart) % this.windowMs);
      this.used = 0;
    }
  }

  /** Spends a call of the window: a background one (the poller's) when it names its operation. */
  private take(operation?: Operation): void {
    this.rollWindow();
    if (this.used >= this.limit) {
      this.rateLimited += 1;
      throw new HostingApiError({
        code: 'RATE_LIMITED',
        status: 429,
        message: 'Too many requests',
      });
    }
    this.used += 1;
    if (operation) {
      const minute = Math.floor(this.clock.now / 60_000);
      const operations = this.operationsPerMinute.get(minute) ?? {
        listServers: 0,
        getServer: 0,
        getActivity: 0,
      };
      operations[operation] += 1;
      this.operationsPerMinute.set(minute, operations);
    }
  }

  private snapshot(): GovernorSnapshot {
    this.rollWindow();
    return {
      limit: this.limit,
      remaining: this.limit - this.used,
      resetAt: this.windowStart + this.windowMs,
      inFlight: 0,
      queued: { interactive: 0, background: 0 },
    };
  }
}
