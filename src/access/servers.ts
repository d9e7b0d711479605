import {
  HostingApiError,
  hasNextPage,
  type CallOptions,
  type HostingApi,
  type Server,
} from '../api/index.js';
import { TtlCache } from '../cache.js';
import type { Access } from './scope.js';
import { limits } from '../render/limits.js';

export type ServerSummary = Pick<Server, 'id' | 'name' | 'status'>;

const suggestionWindowMs = 30_000;
const listPageSize = 100;
/**
 * A community guild's linked servers are read one by one (the API has no "these ids" list): a list and
 * its page clicks within this window share one read of them, and a few go at a time, so one list never
 * fills its guild's queue at the governor.
 */
const linkedListWindowMs = 30_000;
const linkedReadsAtOnce = 5;

function summarize(server: Server): ServerSummary {
  return { id: server.id, name: server.name, status: server.status };
}

function matches(server: ServerSummary, typed: string): boolean {
  const needle = typed.trim().toLowerCase();
  return (
    needle === '' || server.name.toLowerCase().includes(needle) || server.id.toLowerCase().startsWith(needle)
  );
}

/**
 * The servers a guild may pick in autocomplete, answered from a short-lived cache so typing does not spend
 * the API's rate limit. The ops guild searches the whole reseller account; a community guild sees its links.
 */
export class ServerDirectory {
  private readonly pages: TtlCache<{ servers: ServerSummary[]; complete: boolean }>;
  private readonly details: TtlCache<ServerSummary | undefined>;
  private readonly linkedLists: TtlCache<Server[]>;

  constructor(
    private readonly api: HostingApi,
    private readonly access: Access,
    now: () => number = Date.now,
  ) {
    this.pages = new TtlCache(suggestionWindowMs, now);
    this.details = new TtlCache(suggestionWindowMs, now);
    this.linkedLists = new TtlCache(linkedListWindowMs, now);
  }

  /** `signal` is the autocomplete deadline: lookups still running then are cancelled. */
  async suggest(guildId: string, typed: string, signal: AbortSignal): Promise<ServerSummary[]> {
    const linked = await this.access.linkedServerIds(guildId);
    const candidates =
      linked === undefined ? await this.searchAll(typed, signal) : await this.linkedSummaries(linked, signal);
    return candidates.filter((server) => matches(server, typed)).slice(0, limits.choices);
  }

  /** Forgets what changed: after a create, delete, update or link. */
  invalidate(serverId?: string): void {
    this.pages.invalidate();
    this.linkedLists.invalidate();
    if (serverId === undefined) this.details.invalidate();
    else this.details.invalidate(serverId);
  }

  /** A server's name for a reply or a record that has only its id; undefined when it cannot be learnt. */
  async nameOf(serverId: string): Promise<string | undefined> {
    const summary = await this.details
      .get(serverId, async () => {
        const server = await this.existing(serverId);
        return server && summarize(server);
      })
      .catch(() => undefined);
    return summary?.name;
  }

  /** The linked servers that still exist, fresh from the API: a link can outlive its server. */
  async linkedServers(serverIds: readonly string[], options?: CallOptions): Promise<Server[]> {
    const found: (Server | undefined)[] = [];
    for (let start = 0; start < serverIds.length; start += linkedReadsAtOnce) {
      const batch = serverIds.slice(start, start + linkedReadsAtOnce);
      found.push(...(await Promise.all(batch.map((id) => this.existing(id, options)))));
    }
    return found.filter((server): server is Server => server !== undefined);
  }

  /** A guild's linked servers for a list and its pages: read at most once a window, shared by all. */
  linkedServersOf(guildId: string, serverIds: readonly string[]): Promise<Server[]> {
    const key = `${guildId}:${[...serverIds].sort().join(',')}`;
    return this.linkedLists.get(key, async () => {
      const servers = await this.linkedServers(serverIds);
      for (const server of servers) this.details.put(server.id, summarize(server));
      return servers;
    });
  }

  private async existing(serverId: string, options?: CallOptions): Promise<Server | undefined> {
    try {
      return await this.api.getServer(serverId, options);
    } catch (error) {
      if (error instanceof HostingApiError && error.code === 'SERVER_NOT_FOUND') return undefined;
      throw error;
    }
  }

  private async searchAll(typed: string, signal: AbortSignal): Promise<ServerSummary[]> {
    const firstPage = await this.pages.get('', () => this.listPage(undefined, signal));
    const search = typed.trim();
    if (firstPage.complete || search === '') return firstPage.servers;
    // Beyond the first page, let the API's name search narrow it; an id typed by hand is matched locally.
    const searched = await this.pages.get(`search:${search.toLowerCase()}`, () =>
      this.listPage(search, signal),
    );
    const seen = new Set(searched.servers.map((server) => server.id));
    return [...searched.servers, ...firstPage.servers.filter((server) => !seen.has(server.id))];
  }

  private async listPage(search: string | undefined, signal: AbortSignal) {
    const page = await this.api.listServers(
      { limit: listPageSize, sort: 'name', order: 'asc', ...(search ? { search } : {}) },
      { signal },
    );
    const complete = !hasNextPage(page.servers, page, listPageSize);
    return { servers: page.servers.map(summarize), complete: complete && search === undefined };
  }

  private async linkedSummaries(serverIds: string[], signal: AbortSignal): Promise<ServerSummary[]> {
    const summaries: (ServerSummary | undefined)[] = [];
    for (let start = 0; start < serverIds.length; start += linkedReadsAtOnce) {
      const batch = serverIds.slice(start, start + linkedReadsAtOnce).map((id) =>
        this.details
          .get(id, async () => {
            const server = await this.existing(id, { signal });
            return server && summarize(server);
          })
          // Still offer the linked id, uncached, so a failing API does not hide the guild's own servers.
          .catch(() => ({ id, name: id, status: 'UNKNOWN' })),
      );
      summaries.push(...(await Promise.all(batch)));
    }
    return summaries.filter((summary): summary is ServerSummary => summary !== undefined);
  }
}
