import type { ApiResponse } from './envelope.js';
import { invalidResponseError } from './errors.js';
import { parsePagination, type Pagination } from './model.js';
import { noRecognition, type RecognitionSink } from './recognition.js';
import {
  asBoolean,
  asIsoTimestamp,
  asNumber,
  asText,
  first,
  firstPresent,
  firstPresentAt,
  isRecord,
  looseNumber,
  looseText,
  namedFields,
  readList,
  textList,
  type JsonRecord,
} from './shape.js';

export type ModFile = {
  id: string;
  name: string;
  gameVersions: string[];
  loaders: string[];
  releaseType?: string;
  publishedAt?: string;
};

export type Mod = {
  provider: string;
  id: string;
  name: string;
  summary?: string;
  downloads?: number;
  url?: string;
  iconUrl?: string;
  distributionAllowed?: boolean;
  files: ModFile[];
};

export type ModSearchPage = {
  mods: Mod[];
  pagination: Pagination | undefined;
  /** List entries left out because they could not be read (no id, not an object); absent means none. */
  skipped?: number;
};

/** Loader and platform names that CurseForge-like catalogues mix into a file's `gameVersions`. */
const loaderNames = new Set([
  'forge',
  'neoforge',
  'fabric',
  'quilt',
  'liteloader',
  'cauldron',
  'rift',
  'bukkit',
  'spigot',
  'paper',
  'purpur',
  'folia',
  'sponge',
  'velocity',
  'bungeecord',
  'waterfall',
]);

/** CurseForge-like `modLoader` numbers. */
const loaderById: Record<number, string> = {
  1: 'Forge',
  2: 'Cauldron',
  3: 'LiteLoader',
  4: 'Fabric',
  5: 'Quilt',
  6: 'NeoForge',
};

/** CurseForge-like numeric release types. */
const releaseTypeById: Record<number, string> = { 1: 'release', 2: 'beta', 3: 'alpha' };

function releaseType(value: unknown): string | undefined {
  const id = asNumber(value);
  return id === undefined ? asText(value) : (releaseTypeById[id] ?? String(id));
}

/** Game versions such as 1.20.1 or the snapshot 24w14a, as opposed to version ids. */
const gameVersionPattern = /^(\d+\.\d+|\d{2}w\d{2}[a-z])/;

const fileFields = namedFields({
  id: [looseText, ['id', 'fileId', 'versionId', 'version_id']],
  name: [looseText, ['displayName', 'name', 'fileName', 'filename', 'version_number', 'files.0.filename']],
});

/**
 * One file of any shape: normalized (`name`, `gameVersions`, `loaders`), CurseForge-like (`displayName` or
 * `fileName`, loaders mixed into `gameVersions`, numeric `releaseType`, `fileDate`) or a Modrinth-like
 * version (`name` or `version_number`, `game_versions`, `loaders`, `version_type`, `date_published`,
 * `files[].filename`). A bare string is a version id, unless it is a game version: Modrinth-like search hits
 * list game versions under `versions` and name the newest one `latest_version`.
 */
function normalizeFile(raw: unknown): ModFile | undefined {
  if (!isRecord(raw)) {
    const id = asText(raw);
    if (id === undefined || gameVersionPattern.test(id)) return undefined;
    return { id, name: id, gameVersions: [], loaders: [] };
  }
  const { id, name } = fileFields(raw);
  if (id === undefined) return undefined;
  const versions = textList(firstPresent(raw, ['gameVersions', 'game_versions']));
  const explicitLoaders = textList(raw.loaders);
  const file: ModFile = {
    id,
    name: name ?? id,
    // CurseForge-like lists also carry tags such as 'Client' or 'Java 17'; game versions start with a digit.
    gameVersions: versions.filter((version) => /^\d/.test(version)),
    loaders: [...explicitLoaders, ...versions.filter((version) => loaderNames.has(version.toLowerCase()))],
  };
  const release = releaseType(firstPresent(raw, ['releaseType', 'release_type', 'version_type']));
  if (release !== undefined) file.releaseType = release;
  const published = asIsoTimestamp(
    firstPresent(raw, ['publishedAt', 'fileDate', 'date_published', 'datePublished']),
  );
  if (published !== undefined) file.publishedAt = published;
  return file;
}

function addUnique(list: string[], value: string | undefined): void {
  if (value !== undefined && !list.includes(value)) list.push(value);
}

/**
 * CurseForge-like `latestFilesIndexes` name files that `latestFiles` may lack, one game version and loader
 * each.
 */
function mergeFileIndexes(files: ModFile[], indexes: unknown): void {
  if (!Array.isArray(indexes)) return;
  for (const index of indexes) {
    if (!isRecord(index)) continue;
    const id = first(looseText, index, ['fileId', 'id']);
    if (id === undefined) continue;
    let file = files.find((candidate) => candidate.id === id);
    if (file === undefined) {
      file = {
        id,
        name: first(looseText, index, ['filename', 'fileName']) ?? id,
        gameVersions: [],
        loaders: [],
      };
      const release = releaseType(index.releaseType);
      if (release !== undefined) file.releaseType = release;
      files.push(file);
    }
    addUnique(file.gameVersions, asText(index.gameVersion));
    const loader = asNumber(index.modLoader);
    addUnique(file.loaders, loader === undefined ? asText(index.modLoader) : loaderById[loader]);
  }
}

function normalizeFiles(raw: JsonRecord, note: RecognitionSink): ModFile[] {
  const listedAt = firstPresentAt(raw, ['files', 'latestFiles', 'version_details', 'versions']);
  const listed = listedAt?.value;
  if (Array.isArray(listed)) note({ aspect: 'files', found: listedAt?.path ?? '', kind: 'recognised' });
  if (Array.isArray(raw.latestFilesIndexes))
    note({ aspect: 'files', found: 'latestFilesIndexes', kind: 'recognised' });
  const files = (Array.isArray(listed) ? listed : [])
    .map(normalizeFile)
    .filter((file): file is ModFile => file !== undefined);
  mergeFileIndexes(files, raw.latestFilesIndexes);
  // Modrinth-like results name their newest version apart from (or instead of) the version list.
  const latest = normalizeFile(raw.latest_version);
  if (latest !== undefined && !files.some((file) => file.id === latest.id)) files.unshift(latest);
  return files;
}

/**
 * The last resort when neither the result, the page nor the caller names the provider: the catalogue whose
 * shape the result has, by its brand name ('' when the shape tells nothing).
 */
function providerByShape(raw: JsonRecord, note: RecognitionSink): string {
  const provider = shapeProvider(raw);
  note({
    aspect: 'provider',
    found: provider === '' ? 'not told and not guessable' : `${provider}, guessed from the result's shape`,
    kind: provider === '' ? 'missing' : 'fallback',
  });
  return provider;
}

function shapeProvider(raw: JsonRecord): string {
  if ('latestFiles' in raw || 'downloadCount' in raw || 'allowModDistribution' in raw) return 'curseforge';
  if ('project_id' in raw || 'icon_url' in raw) return 'modrinth';
  return '';
}

/** The names a search result's fields have been seen under, in the three shapes below. */
const modFields = namedFields({
  provider: [looseText, ['provider']],
  id: [looseText, ['project_id', 'id', 'modId', 'projectId']],
  name: [looseText, ['name', 'title', 'slug']],
  summary: [looseText, ['summary', 'description']],
  downloads: [looseNumber, ['downloads', 'downloadCount', 'download_count']],
  url: [looseText, ['url', 'links.websiteUrl', 'websiteUrl', 'website_url', 'project_url']],
  iconUrl: [looseText, ['iconUrl', 'icon_url', 'logo.url', 'logo.thumbnailUrl', 'icon']],
});

/**
 * One search result in any of the three shapes: CurseForge-like (`id`, `name`, `summary`, `downloadCount`,
 * `links.websiteUrl`, `logo.url`, `allowModDistribution`, `latestFiles`, `latestFilesIndexes`), Modrinth-like
 * (`project_id`, `slug`, `title`, `description`, `downloads`, `icon_url`, `latest_version`, `versions`) or
 * normalized (`id`, `name`, `summary`, `downloads`, `url`, `iconUrl`, `distributionAllowed`, `files`).
 */
function normalizeMod(raw: unknown, provider: string | undefined, note: RecognitionSink): Mod | undefined {
  if (!isRecord(raw)) return undefined;
  const {
    id,
    name,
    provider: own,
    ...details
  } = modFields(raw, (field, alias) => {
    if (field === 'provider') return;
    if (alias !== undefined) note({ aspect: `mod ${field}`, found: alias, kind: 'recognised' });
    else if (field === 'id' || field === 'name')
      note({ aspect: `mod ${field}`, found: 'absent', kind: 'missing' });
  });
  if (id === undefined) return undefined;
  const mod: Mod = {
    provider: own ?? provider ?? providerByShape(raw, note),
    id,
    name: name ?? id,
    ...details,
    files: normalizeFiles(raw, note),
  };
  if (mod.files.length === 0) note({ aspect: 'files', found: 'none with an id', kind: 'missing' });
  const distributionAllowed = asBoolean(firstPresent(raw, ['distributionAllowed', 'allowModDistribution']));
  if (distributionAllowed !== undefined) mod.distributionAllowed = distributionAllowed;
  return mod;
}

/**
 * The spec (docs/hosting-api.md) does not show the search response: results as an array, or under one of
 * these keys.
 */
const modListKeys = ['mods', 'results', 'hits', 'data', 'items'];

/**
 * Search results under `data`. The provider of each result is its own `provider` field, else the page's, else
 * the one that was asked for, else its shape's. Installing needs the mod id, so a result without one is
 * skipped and counted rather than offered.
 */
export function decodeModSearchPage(
  response: ApiResponse,
  requestedProvider: string | undefined,
  note: RecognitionSink = noRecognition,
): ModSearchPage {
  const list = readList(response.data, modListKeys);
  if (list === undefined) {
    note({
      aspect: 'list envelope',
      found: `neither an array nor ${modListKeys.map((key) => `{${key}}`).join(', ')}`,
      kind: 'missing',
    });
    throw invalidResponseError(response, 'mod search results in an unknown shape');
  }
  note({ aspect: 'list envelope', found: list.wrapper, kind: 'recognised' });
  const pageProvider =
    (isRecord(response.data) ? asText(response.data.provider) : undefined) ?? requestedProvider;
  const mods: Mod[] = [];
  let skipped = 0;
  for (const entry of list.items) {
    const mod = normalizeMod(entry, pageProvider, note);
    if (mod === undefined) skipped += 1;
    else mods.push(mod);
  }
  if (skipped > 0) note({ aspect: 'results', found: `${skipped} without an id skipped`, kind: 'fallback' });
  return { mods, pagination: parsePagination(response, 0, note), skipped };
}
