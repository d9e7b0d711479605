import type { HostingApi, Mod, ModFile } from '../api/index.js';
import { TtlCache } from '../cache.js';
import { modById } from './updates.js';

const catalogueWindowMs = 60_000;
/** As long as a member may take between picking a mod and choosing its file. */
const pickWindowMs = 15 * 60_000;
const autocompletePageSize = 25;

export type ModQuery = { serverId: string; provider: string; type: 'mods' | 'plugins' };

/**
 * Mod lookups for autocomplete and confirmation: searches as the admin types, the files of a chosen mod and
 * the server's game version, each cached briefly so typing does not spend the rate limit.
 */
export class ModCatalogue {
  private readonly searches: TtlCache<Mod[]>;
  private readonly gameVersions: TtlCache<string | undefined>;
  /** Every mod a search returned, by id: the one an admin picks came from a search keyed by their words. */
  private readonly seen: TtlCache<Mod>;

  constructor(
    private readonly api: HostingApi,
    now: () => number = Date.now,
  ) {
    this.searches = new TtlCache(catalogueWindowMs, now);
    this.gameVersions = new TtlCache(catalogueWindowMs, now);
    this.seen = new TtlCache(pickWindowMs, now, 5_000);
  }

  /** `fresh`: asks the API even when a recent answer is kept (an update check must see a new release). */
  search(query: ModQuery, text: string, signal?: AbortSignal, { fresh = false } = {}): Promise<Mod[]> {
    const key = `${query.serverId}|${query.provider}|${query.type}|${text.trim().toLowerCase()}`;
    return this.searches[fresh ? 'reload' : 'get'](key, async () => {
      const page = await this.api.searchMods(
        query.serverId,
        {
          provider: query.provider,
          type: query.type,
          ...(text.trim() ? { search: text.trim() } : {}),
          pageSize: autocompletePageSize,
        },
        { signal },
      );
      for (const mod of page.mods) this.seen.put(modKey(query, mod.id), mod);
      return page.mods;
    });
  }

  /**
   * A mod by its provider id: one a recent search returned, else from the top results or a search for the
   * id.
   */
  async find(query: ModQuery, modId: string, signal?: AbortSignal): Promise<Mod | undefined> {
    const remembered = this.seen.peek(modKey(query, modId));
    if (remembered) return await remembered;
    for (const text of ['', modId]) {
      const found = (await this.search(query, text, signal)).find((mod) => mod.id === modId);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * A mod's current releases, for an update: searched by its name (the API has no lookup by id), then by its
   * id, which Modrinth-like catalogues match as a slug. Always asked of the API, never a kept answer, so a
   * release of the last minute is seen and "checked just now" is true.
   */
  async releasesOf(
    query: ModQuery,
    mod: { id: string; name: string },
    signal?: AbortSignal,
  ): Promise<Mod | undefined> {
    for (const text of [mod.name, mod.id]) {
      const found = modById(await this.search(query, text, signal, { fresh: true }), mod.id);
      if (found) return found;
    }
    return undefined;
  }

  serverGameVersion(serverId: string, signal?: AbortSignal): Promise<string | undefined> {
    return this.gameVersions.get(
      serverId,
      async () => (await this.api.getServer(serverId, { signal })).gameVersion,
    );
  }
}

function modKey(query: ModQuery, modId: string): string {
  return `${query.serverId}|${query.provider}|${query.type}|${modId}`;
}

/** Files that support the server's game version come first; the rest keep the provider's order. */
export function filesForVersion(files: readonly ModFile[], gameVersion: string | undefined): ModFile[] {
  if (!gameVersion) return [...files];
  const matching = files.filter((file) => file.gameVersions.includes(gameVersion));
  return [...matching, ...files.filter((file) => !matching.includes(file))];
}
