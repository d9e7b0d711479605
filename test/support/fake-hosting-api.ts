import { createHash } from 'node:crypto';
import {
  HostingApiError,
  type ActivityEntry,
  type ActivityPage,
  type GovernorSnapshot,
  type ListServersQuery,
  type Mod,
  type ModSearchPage,
  type ModSearchQuery,
  type Pagination,
  type ResourceUsage,
  type Server,
  type ServerPage,
  type Tenant,
} from '../../src/api/index.js';
import type { LogOrder } from '../../src/poller/activity/cursor.js';

export type VirtualClock = { now: number };

/** The calls of the API service the poller makes. */
export type PollerOperation = 'listServers' | 'getServer' | 'getActivity' | 'getResources' | 'searchMods';

export type FakeCall = {
  method: PollerOperation;
  serverId: string | undefined;
  at: number;
  priority: string | undefined;
  /** A list call's status filter: discovery asks for provisioning servers, the status watch for all. */
  statusFilter?: string | undefined;
  /** A list call's page. */
  page?: number | undefined;
  /** A list call's sort and order, when it asked for one. */
  sort?: string | undefined;
  order?: string | undefined;
};

/**
 * A server of the fake and its activity log. The server is a frozen value, replaced to change it (`server =`
 * or `FakeHostingApi.setStatus`), so that the lists the fake keeps per status follow every change.
 */
export class FakeServer {
  #server: Readonly<Server>;

  constructor(
    server: Server,
    readonly log: FakeLog,
    /** Its place in the list: the order servers were added in, as the API lists them. */
    readonly rank: number,
    private readonly replaced: (entry: FakeServer, before: Readonly<Server>) => void,
  ) {
    this.#server = Object.freeze(server);
  }

  get server(): Readonly<Server> {
    return this.#server;
  }

  set server(next: Server) {
    const before = this.#server;
    this.#server = Object.freeze(next);
    this.replaced(this, before);
  }
}

/** Where `entry` goes in `entries`, kept in rank order: a binary search. */
function rankIndex(entries: readonly FakeServer[], entry: FakeServer): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle]!.rank < entry.rank) low = middle + 1;
    else high = middle;
  }
  return low;
}

function insertByRank(entries: FakeServer[], entry: FakeServer): void {
  entries.splice(rankIndex(entries, entry), 0, entry);
}

function removeByRank(entries: FakeServer[], entry: FakeServer): void {
  const index = rankIndex(entries, entry);
  if (entries[index] === entry) entries.splice(index, 1);
}

/** The API's pagination object for the page at `offset` of `total` items. */
function paginationAt(offset: number, limit: number, total: number): Pagination {
  return {
    page: Math.floor(offset / limit) + 1,
    limit,
    total,
    totalPages: Math.ceil(total / limit),
    hasNext: offset + limit < total,
    hasPrev: offset > 0,
  };
}

export type FakeLogOptions = {
  order: LogOrder;
  /** Entries carry an id (keyed by it) or not (keyed by a hash of their content, as the API layer does). */
  ids: boolean;
  /** Whether pages carry a pagination object with the total. */
  pagination: boolean;
  /** Whether entries carry a timestamp. */
  timestamps?: boolean;
};

/** One server's activity log as the API would page it, with a count of the pages fetched. */
export class FakeLog {
  /** Oldest first. */
  readonly entries: ActivityEntry[] = [];
  fetches = 0;
  private sequence = 0;

  constructor(
    private options: FakeLogOptions,
    private readonly clock: { now: number },
  ) {}

  setOrder(order: LogOrder): void {
    this.options = { ...this.options, order };
  }

  /** Appends entries, each a millisecond after the previous one unless `at` pins them all to one time. */
  add(count = 1, fields: { action?: string; description?: string; at?: number } = {}): ActivityEntry[] {
    const added: ActivityEntry[] = [];
    for (let index = 0; index < count; index += 1) {
      this.sequence += 1;
      const raw: Record<string, unknown> = {
        event: fields.action ?? 'server.note',
        message: fields.description ?? `note ${this.sequence}`,
      };
      if (this.options.timestamps !== false)
        raw.timestamp = new Date(fields.at ?? this.clock.now).toISOString();
      if (this.options.ids) raw.id = `act_${this.sequence}`;
      const key = this.options.ids
        ? `act_${this.sequence}`
        : createHash('sha256').update(JSON.stringify(raw)).digest('hex');
      const entry: ActivityEntry = {
        key,
        action: raw.event as string,
        description: raw.message as string,
        raw,
      };
      if (this.options.ids) entry.id = key;
      if (typeof raw.timestamp === 'string') entry.timestamp = raw.timestamp;
      this.entries.push(entry);
      added.push(entry);
      if (fields.at === undefined) this.clock.now += 1;
    }
    return added;
  }

  /** Drops the oldest entries, as a log with retention does. */
  expire(count: number): void {
    this.entries.splice(0, count);
  }

  readonly fetchPage = async (offset: number, limit: number): Promise<ActivityPage> => {
    this.fetches += 1;
    const ordered = this.options.order === 'oldest-first' ? this.entries : [...this.entries].reverse();
    const total = ordered.length;
    return {
      entries: ordered.slice(offset, offset + limit),
      pagination: this.options.pagination ? paginationAt(offset, limit, total) : undefined,
    };
  };
}

/**
 * The hosting API as the poller uses it, in memory on a virtual clock: servers, their activity logs, every
 * call recorded, and a fixed-window rate limit whose state a governor snapshot reports. Shared by the
 * poller's tests and its benchmark.
 */
export class FakeHostingApi {
  private readonly byId = new Map<string, FakeServer>();
  /**
   * Every server, and those of each status (upper case), in the order they were added: a list call reads
   * its page from these rather than filtering the whole fleet, so it costs a page at any fleet size.
   */
  private readonly listed: FakeServer[] = [];
  private readonly byStatus = new Map<string, FakeServer[]>();
  private added = 0;
  readonly calls: FakeCall[] = [];
  /**
   * A fixed-window rate limit the governor snapshot reports (undefined: the API names none). By default a
   * generous one, as the real API names its limit and the poller fits its intervals to it.
   */
  rateLimit: { limit: number; windowMs: number } | undefined = { limit: 600, windowMs: 60_000 };
  /** Calls past the limit: counted (a test checks the poller stays inside it), or refused with a 429. */
  overLimit: 'count' | 'refuse' = 'count';
  /** Answers a filtered list with every server, as an API that does not know the filter would. */
  ignoresStatusFilter = false;
  /** Answers a list sorted by status in the default order, as an API that does not know the sort would. */
  ignoresSort = false;
  /** Refuses a list sorted by status with a 400, as an API that takes no sort would. */
  refusesSort = false;
  /** Calls refused with a 429. */
  rateLimited = 0;
  /** Lookups are not budgeted here: `test/api/fair-share.test.ts` tests the real budget. */
  readonly governor = {
    snapshot: (): GovernorSnapshot => this.snapshot(),
    chargeLookup: (_tenant: Tenant) => {},
  };
  /** Errors the next calls for a server answer with, by server id. */
  readonly failures = new Map<string, HostingApiError>();
  private window = { startedAt: 0, used: 0 };

  constructor(
    private readonly clock: VirtualClock,
    private readonly logOptions: FakeLogOptions = { order: 'newest-first', ids: true, pagination: true },
  ) {}

  get servers(): ReadonlyMap<string, FakeServer> {
    return this.byId;
  }

  /** Adds a server at the end of the list, or replaces the one of that id in its place. */
  add(id: string, status = 'RUNNING', name = `Server ${id}`): FakeServer {
    const existing = this.byId.get(id);
    if (existing) this.unlist(existing);
    this.added += 1;
    const entry = new FakeServer(
      { id, name, status, ramGb: 4, game: 'minecraft' },
      new FakeLog(this.logOptions, this.clock),
      existing?.rank ?? this.added,
      (changed, before) => {
        removeByRank(this.statusList(before.status), changed);
        insertByRank(this.statusList(changed.server.status), changed);
      },
    );
    this.byId.set(id, entry);
    insertByRank(this.listed, entry);
    insertByRank(this.statusList(status), entry);
    return entry;
  }

  /** Deletes a server: the API answers SERVER_NOT_FOUND for it from now on. */
  remove(id: string): void {
    const entry = this.byId.get(id);
    if (!entry) return;
    this.byId.delete(id);
    this.unlist(entry);
  }

  setStatus(id: string, status: string): void {
    const entry = this.byId.get(id);
    if (entry) entry.server = { ...entry.server, status };
  }

  log(id: string): FakeLog {
    return this.byId.get(id)!.log;
  }

  private unlist(entry: FakeServer): void {
    removeByRank(this.listed, entry);
    removeByRank(this.statusList(entry.server.status), entry);
  }

  private statusList(status: string): FakeServer[] {
    const key = status.toUpperCase();
    const entries = this.byStatus.get(key) ?? [];
    this.byStatus.set(key, entries);
    return entries;
  }

  activityPolls(id: string): number {
    return this.calls.filter((call) => call.method === 'getActivity' && call.serverId === id).length;
  }

  /** Spends calls of the window as members' commands would; they are not recorded as the poller's. */
  interactive(calls: number): void {
    for (let call = 0; call < calls; call += 1) this.spend();
  }

  async listServers(query: ListServersQuery = {}, options: { priority?: string } = {}): Promise<ServerPage> {
    this.record('listServers', options.priority);
    this.calls.at(-1)!.statusFilter = query.status;
    this.calls.at(-1)!.page = query.page ?? 1;
    const limit = query.limit ?? 50;
    const offset = ((query.page ?? 1) - 1) * limit;
    if (query.sort === 'status') {
      Object.assign(this.calls.at(-1)!, { sort: query.sort, order: query.order ?? 'asc' });
      if (this.refusesSort)
        throw new HostingApiError({ code: 'VALIDATION_ERROR', status: 400, message: 'Unknown parameter' });
      if (query.status === undefined && !this.ignoresSort)
        return {
          servers: this.byStatusOrder(query.order ?? 'asc', offset, limit),
          pagination: paginationAt(offset, limit, this.listed.length),
        };
    }
    const matching =
      query.status === undefined || this.ignoresStatusFilter
        ? this.listed
        : (this.byStatus.get(query.status.toUpperCase()) ?? []);
    return {
      servers: matching.slice(offset, offset + limit).map(({ server }) => ({ ...server })),
      pagination: paginationAt(offset, limit, matching.length),
    };
  }

  /**
   * A page of the whole list sorted by status (by name, then the order added; `desc` reverses both), read
   * from the lists per status: a walk over the statuses, not over the fleet.
   */
  private byStatusOrder(order: 'asc' | 'desc', offset: number, limit: number): Server[] {
    const statuses = [...this.byStatus.keys()].sort();
    if (order === 'desc') statuses.reverse();
    const page: Server[] = [];
    let skip = offset;
    for (const status of statuses) {
      const entries = this.byStatus.get(status)!;
      if (skip >= entries.length) {
        skip -= entries.length;
        continue;
      }
      const take = Math.min(limit - page.length, entries.length - skip);
      for (let index = skip; index < skip + take; index += 1) {
        const entry = order === 'asc' ? entries[index]! : entries[entries.length - 1 - index]!;
        page.push({ ...entry.server });
      }
      skip = 0;
      if (page.length === limit) break;
    }
    return page;
  }

  async getServer(id: string, options: { priority?: string } = {}): Promise<Server> {
    this.record('getServer', options.priority, id);
    return { ...this.existing(id).server };
  }

  async getActivity(
    id: string,
    query: { limit?: number; offset?: number } = {},
    options: { priority?: string } = {},
  ): Promise<ActivityPage> {
    this.record('getActivity', options.priority, id);
    return this.existing(id).log.fetchPage(query.offset ?? 0, query.limit ?? 50);
  }

  /** What `getResources` answers per server; by default a CPU figure only, half of the limit. */
  readonly resources = new Map<string, ResourceUsage>();

  async getResources(id: string, options: { priority?: string } = {}): Promise<ResourceUsage> {
    this.record('getResources', options.priority, id);
    this.existing(id);
    return this.resources.get(id) ?? { cpuPercent: 50, other: [] };
  }

  /** The catalogue `searchMods` answers from, by provider: a mod matches when its name holds the text. */
  readonly catalogue = new Map<string, Mod[]>();

  async searchMods(
    id: string,
    query: ModSearchQuery = {},
    options: { priority?: string } = {},
  ): Promise<ModSearchPage> {
    this.record('searchMods', options.priority, id);
    this.existing(id);
    const text = query.search?.toLowerCase() ?? '';
    const mods = (this.catalogue.get(query.provider ?? 'curseforge') ?? []).filter((mod) =>
      mod.name.toLowerCase().includes(text),
    );
    return { mods: mods.slice(0, query.pageSize ?? 20), pagination: undefined };
  }

  private snapshot(): GovernorSnapshot {
    const snapshot: GovernorSnapshot = { inFlight: 0, queued: { interactive: 0, background: 0 } };
    if (!this.rateLimit) return snapshot;
    this.rollWindow(this.rateLimit.windowMs);
    return {
      ...snapshot,
      limit: this.rateLimit.limit,
      remaining: this.rateLimit.limit - this.window.used,
      resetAt: this.window.startedAt + this.rateLimit.windowMs,
    };
  }

  private rollWindow(windowMs: number): void {
    if (this.clock.now >= this.window.startedAt + windowMs)
      this.window = {
        startedAt: this.clock.now - ((this.clock.now - this.window.startedAt) % windowMs),
        used: 0,
      };
  }

  /**
   * Spends a call of the window, or refuses it with a 429 when the window is spent and `overLimit` says so.
   */
  private spend(): void {
    if (!this.rateLimit) return;
    this.rollWindow(this.rateLimit.windowMs);
    if (this.overLimit === 'refuse' && this.window.used >= this.rateLimit.limit) {
      this.rateLimited += 1;
      throw new HostingApiError({ code: 'RATE_LIMITED', status: 429, message: 'Too many requests' });
    }
    this.window.used += 1;
  }

  private record(method: PollerOperation, priority: string | undefined, serverId?: string): void {
    this.spend();
    this.calls.push({ method, serverId, at: this.clock.now, priority });
    const failure = serverId === undefined ? undefined : this.failures.get(serverId);
    if (failure) throw failure;
  }

  private existing(id: string): FakeServer {
    const found = this.byId.get(id);
    if (!found)
      throw new HostingApiError({ code: 'SERVER_NOT_FOUND', status: 404, message: 'Server not found' });
    return found;
  }
}
