import { catalogue as seedCatalogue } from './catalogue-data.js';
import {
  type CatalogueEntry,
  type CatalogueFile,
  curseforgeLoaderIds,
  providers,
  type Provider,
} from './catalogue-model.js';
import type { CatalogueEntryChanges, ModType, NewModFile } from './types.js';

export type CatalogueQuery = {
  provider: Provider;
  type: ModType;
  search?: string;
  gameVersion?: string;
  /**
   * A CurseForge loader id, 0 meaning any.
   * The spec (docs/hosting-api.md) gives it to the first provider only, so the second ignores it.
   */
  modLoader?: number;
  /** From 0. */
  page: number;
  pageSize: number;
};

/**
 * One sandbox's catalogue: a copy of the seeded entries, so a release a test publishes stays in its sandbox.
 */
export class Catalogue {
  private readonly entries: Record<Provider, CatalogueEntry[]> = structuredClone(seedCatalogue);

  constructor(private readonly now: () => number) {}

  /** Matching entries, most downloaded first, one page of them plus the total. */
  search(query: CatalogueQuery): { entries: CatalogueEntry[]; total: number } {
    const text = query.search?.toLowerCase();
    const { gameVersion } = query;
    const loaderId = query.provider === 'curseforge' && query.modLoader ? query.modLoader : undefined;
    const matching = this.entries[query.provider]
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
  find(provider: Provider, type: ModType, modId: string): CatalogueEntry | undefined {
    return this.entries[provider].find(
      (entry) =>
        entry.type === type && (entry.id === modId || (provider === 'modrinth' && entry.slug === modId)),
    );
  }

  /** Rewrites a mod's own texts and page URL (`Sandbox.editCatalogueEntry`). */
  edit(provider: string, modId: string, changes: CatalogueEntryChanges): void {
    const entry = this.entry(provider, modId);
    const { fileName, ...texts } = changes;
    Object.assign(entry, texts);
    if (fileName !== undefined)
      for (const file of entry.files) Object.assign(file, { displayName: fileName, fileName });
  }

  private entry(provider: string, modId: string): CatalogueEntry {
    const known = providers.find((candidate) => candidate === provider);
    const entry = known && this.entries[known].find((candidate) => candidate.id === modId);
    if (!entry) throw new Error(`the sandbox catalogue has no ${provider} mod ${modId}`);
    return entry;
  }

  /** Publishes a newer release of a mod: listed first, as catalogues list newest first. */
  publish(provider: string, modId: string, release: NewModFile): CatalogueFile {
    const entry = this.entry(provider, modId);
    const file: CatalogueFile = {
      id: release.id,
      displayName: `${entry.name} ${release.versionNumber}`,
      fileName: `${entry.slug}-${release.loaders[0] ?? 'any'}-${release.versionNumber}.jar`,
      versionNumber: release.versionNumber,
      gameVersions: release.gameVersions,
      loaders: release.loaders,
      releaseType: release.releaseType ?? 'release',
      publishedAt: release.publishedAt ?? new Date(this.now()).toISOString(),
    };
    entry.files.unshift(file);
    return file;
  }
}
