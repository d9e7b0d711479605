import type { ModLoader, ModReleaseType, ModType } from './types.js';

/** The first provider is the default one. */
export const providers = ['curseforge', 'modrinth'] as const;
export type Provider = (typeof providers)[number];

export type Loader = ModLoader;
export type ReleaseType = ModReleaseType;

export const loaderDisplayNames: Record<Loader, string> = {
  forge: 'Forge',
  fabric: 'Fabric',
  quilt: 'Quilt',
  neoforge: 'NeoForge',
  paper: 'Paper',
  spigot: 'Spigot',
  bukkit: 'Bukkit',
};

/**
 * CurseForge's numeric mod-loader ids, used by its `modLoader` filter and file indexes.
 * Plugin platforms have none.
 */
export const curseforgeLoaderIds: Partial<Record<Loader, number>> = {
  forge: 1,
  fabric: 4,
  quilt: 5,
  neoforge: 6,
};

export type CatalogueFile = {
  id: string;
  displayName: string;
  fileName: string;
  versionNumber: string;
  gameVersions: string[];
  loaders: Loader[];
  releaseType: ReleaseType;
  publishedAt: string;
};

export type CatalogueEntry = {
  provider: Provider;
  id: string;
  slug: string;
  name: string;
  summary: string;
  author: string;
  downloads: number;
  type: ModType;
  /** false: the author forbids third-party downloads, so an install is refused. */
  distributionAllowed: boolean;
  /** The sandbox's way to reach 500 UPLOAD_FAILED on purpose. */
  uploadFails: boolean;
  /** Newest first. */
  files: CatalogueFile[];
  /** The page its author gave, instead of the one the catalogue makes from the slug. */
  websiteUrl?: string;
};
