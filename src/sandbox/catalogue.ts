import { catalogue } from './catalogue-data.js';
import { type CatalogueEntry, curseforgeLoaderIds, type Provider } from './catalogue-model.js';
import type { ModType } from './types.js';

export type CatalogueQuery = {
  provider: Provider;
  type: ModType;
  search?: string;
  gameVersion?: string;
  /**
   * A CurseForge loader id, 0 meaning any.
   * The spec gives it to the first provider only, so the second ignores it.
   */
  modLoader?: number;
  /** From 0. */
  page: number;
  pageSize: number;
};

/** Matching entries, most downloaded first, one page of them plus the total. */
export function searchCatalogue(query: CatalogueQuery): { entries: CatalogueEntry[]; total: number } {
  const text = query.search?.toLowerCase();
  const { gameVersion } = query;
  const loaderId = query.provider === 'curseforge' && query.modLoader ? query.modLoader : undefined;
  const matching = catalogue[query.provider]
    .filter((entry) => entry.type === query.type)
    .filter((entry) => !text || `${entry.name} ${entry.slug} ${entry.summary}`.toLowerCase().includes(text))
    .filter((entry) => !gameVersion || entry.files.some((file) => file.gameVersions.includes(gameVersion)))
    .filter(
      (entry) =>
        loaderId === undefined ||
        entry.files.some((file) => file.loaders.some((loader) => curseforgeLoaderIds[loader] === loaderId)),
    )
    .sort((a, b) => b.downloads - a.downloads);
  const start = query.page * query.pageSize;
  return { entries: matching.slice(start, start + query.pageSize), total: matching.length };
}

/** An entry by id (or, for the second provider, also by slug, as it accepts either). */
export function findCatalogueEntry(
  provider: Provider,
  type: ModType,
  modId: string,
): CatalogueEntry | undefined {
  return catalogue[provider].find(
    (entry) =>
      entry.type === type && (entry.id === modId || (provider === 'modrinth' && entry.slug === modId)),
  );
}
