import {
  curseforgeLoaderIds,
  loaderDisplayNames,
  type CatalogueEntry,
  type CatalogueFile,
} from './catalogue-model.js';
import { toServer, type ActivityRecord, type ServerRecord } from './records.js';
import type { ResourceSample } from './resources.js';
import type { SandboxShapes } from './types.js';

/**
 * The output shapes the spec (docs/hosting-api.md) leaves unshown, each switchable so clients are tested
 * against more than one plausible answer.
 */

export const defaultShapes: SandboxShapes = {
  serverList: 'array',
  resetHeader: 'epoch-seconds',
  activityOrder: 'newest-first',
  activityFields: 'classic',
  activityActions: 'dotted',
  writeAnswers: 'record',
  resourceFields: 'classic',
  modResults: 'provider',
};

/** A list item: the detail call alone returns limits, addons, version and installed mods. */
function serverSummary(record: ServerRecord) {
  const {
    limits: _limits,
    addons: _addons,
    version: _version,
    installedMods: _installedMods,
    ...summary
  } = toServer(record);
  return summary;
}

export function serverListData(records: ServerRecord[], shape: SandboxShapes['serverList']) {
  const servers = records.map(serverSummary);
  return shape === 'array' ? servers : { servers };
}

/** Oldest first by time, creation order breaking ties. */
export function orderActivity(
  entries: ActivityRecord[],
  order: SandboxShapes['activityOrder'],
): ActivityRecord[] {
  const oldestFirst = [...entries].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  return order === 'oldest-first' ? oldestFirst : oldestFirst.reverse();
}

/** `server.status_changed` -> `SERVER_STATUS_CHANGED`. */
function spelledAction(action: string, actions: SandboxShapes['activityActions']): string {
  return actions === 'dotted' ? action : action.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();
}

export function activityEntry(
  entry: ActivityRecord,
  { activityFields: fields, activityActions }: Pick<SandboxShapes, 'activityFields' | 'activityActions'>,
) {
  const timestamp = new Date(entry.at).toISOString();
  const action = spelledAction(entry.action, activityActions);
  return fields === 'classic'
    ? {
        id: entry.id,
        action,
        actor: entry.actor,
        description: entry.description,
        createdAt: timestamp,
      }
    : { event: action, user: { name: entry.actor }, message: entry.description, timestamp };
}

/** What create answers: the new record, or only its id and status. */
export function createdAnswer(record: ServerRecord, answers: SandboxShapes['writeAnswers']) {
  const server = toServer(record);
  return answers === 'record' ? server : { id: server.id, status: server.status };
}

/** What update answers: the changed record, or only its id, its new version and a flag. */
export function updatedAnswer(record: ServerRecord, answers: SandboxShapes['writeAnswers']) {
  const server = toServer(record);
  return answers === 'record' ? server : { id: server.id, version: server.version, updated: true };
}

export function resourceUsage(sample: ResourceSample, fields: SandboxShapes['resourceFields']) {
  if (fields === 'alternate') {
    return {
      state: sample.state,
      cpu_absolute: sample.cpuPercent,
      memory_bytes: sample.memoryBytes,
      memory_limit_bytes: sample.memoryLimitBytes,
      disk_bytes: sample.diskBytes,
      network_rx_bytes: sample.networkRxBytes,
      network_tx_bytes: sample.networkTxBytes,
      uptime: sample.uptimeMs,
    };
  }
  return {
    state: sample.state,
    cpu: { percent: sample.cpuPercent, limitPercent: sample.cpuLimitPercent },
    memory: { usedBytes: sample.memoryBytes, limitBytes: sample.memoryLimitBytes },
    disk: { usedBytes: sample.diskBytes, limitBytes: sample.diskLimitBytes },
    network: { rxBytes: sample.networkRxBytes, txBytes: sample.networkTxBytes },
    uptimeSeconds: Math.floor(sample.uptimeMs / 1000),
    // A leaf no client is told about, so tolerance for unrecognised fields gets exercised.
    players: { online: sample.playersOnline, max: 20 },
    sampledAt: new Date(sample.sampledAt).toISOString(),
  };
}

function websiteOf(entry: CatalogueEntry): string {
  if (entry.websiteUrl !== undefined) return entry.websiteUrl;
  if (entry.provider === 'modrinth')
    return `https://modrinth.com/${entry.type === 'mods' ? 'mod' : 'plugin'}/${entry.slug}`;
  const section = entry.type === 'mods' ? 'mc-mods' : 'bukkit-plugins';
  return `https://www.curseforge.com/minecraft/${section}/${entry.slug}`;
}

function iconOf(entry: CatalogueEntry): string {
  return entry.provider === 'modrinth'
    ? `https://cdn.modrinth.com/data/${entry.id}/icon.png`
    : `https://media.forgecdn.net/avatars/sandbox/${entry.id}/${entry.slug}.png`;
}

function downloadOf(entry: CatalogueEntry, file: CatalogueFile): string {
  return entry.provider === 'modrinth'
    ? `https://cdn.modrinth.com/data/${entry.id}/versions/${file.id}/${file.fileName}`
    : `https://edge.forgecdn.net/files/${file.id.slice(0, 4)}/${file.id.slice(4)}/${file.fileName}`;
}

const curseforgeReleaseTypes = { release: 1, beta: 2, alpha: 3 } as const;
/** CurseForge's class ids for Minecraft mods and Bukkit plugins. */
const curseforgeClassIds = { mods: 6, plugins: 5 } as const;
const curseforgeMinecraftGameId = 432;

/**
 * Like a CurseForge search result: numeric ids, loader names mixed into gameVersions, one index per version
 * and loader.
 */
function curseforgeMod(entry: CatalogueEntry) {
  return {
    id: Number(entry.id),
    gameId: curseforgeMinecraftGameId,
    classId: curseforgeClassIds[entry.type],
    name: entry.name,
    slug: entry.slug,
    summary: entry.summary,
    downloadCount: entry.downloads,
    links: { websiteUrl: websiteOf(entry) },
    logo: { url: iconOf(entry), thumbnailUrl: iconOf(entry) },
    allowModDistribution: entry.distributionAllowed,
    latestFiles: entry.files.map((file) => ({
      id: Number(file.id),
      modId: Number(entry.id),
      displayName: file.displayName,
      fileName: file.fileName,
      fileDate: file.publishedAt,
      releaseType: curseforgeReleaseTypes[file.releaseType],
      gameVersions: [...file.gameVersions, ...file.loaders.map((loader) => loaderDisplayNames[loader])],
      // CurseForge withholds the download URL when the author forbids third-party downloads.
      downloadUrl: entry.distributionAllowed ? downloadOf(entry, file) : null,
    })),
    latestFilesIndexes: entry.files.flatMap((file) =>
      file.gameVersions.flatMap((gameVersion) => {
        const index = {
          fileId: Number(file.id),
          filename: file.fileName,
          gameVersion,
          releaseType: curseforgeReleaseTypes[file.releaseType],
        };
        const loaderIds = file.loaders.flatMap((loader) => curseforgeLoaderIds[loader] ?? []);
        return loaderIds.length === 0 ? [index] : loaderIds.map((modLoader) => ({ ...index, modLoader }));
      }),
    ),
  };
}

/**
 * Like a Modrinth search hit: `versions` lists game versions and `latest_version` the newest game version,
 * as Modrinth does. `version_details` is the sandbox's addition, shaped like Modrinth version objects, so a
 * file can be picked without a second endpoint.
 */
function modrinthProject(entry: CatalogueEntry) {
  const gameVersions = [...new Set(entry.files.flatMap((file) => file.gameVersions))];
  const loaders = [...new Set(entry.files.flatMap((file) => file.loaders))];
  const published = entry.files.map((file) => file.publishedAt).sort();
  return {
    project_id: entry.id,
    project_type: entry.type === 'mods' ? 'mod' : 'plugin',
    slug: entry.slug,
    author: entry.author,
    title: entry.name,
    description: entry.summary,
    categories: loaders,
    versions: gameVersions,
    latest_version: gameVersions[0],
    downloads: entry.downloads,
    icon_url: iconOf(entry),
    date_created: published[0],
    date_modified: published.at(-1),
    license: 'MIT',
    version_details: entry.files.map((file) => ({
      id: file.id,
      project_id: entry.id,
      name: file.displayName,
      version_number: file.versionNumber,
      version_type: file.releaseType,
      game_versions: file.gameVersions,
      loaders: file.loaders,
      date_published: file.publishedAt,
      files: [{ url: downloadOf(entry, file), filename: file.fileName, primary: true }],
    })),
  };
}

function normalizedMod(entry: CatalogueEntry) {
  return {
    provider: entry.provider,
    id: entry.id,
    type: entry.type,
    name: entry.name,
    slug: entry.slug,
    summary: entry.summary,
    downloads: entry.downloads,
    url: websiteOf(entry),
    iconUrl: iconOf(entry),
    distributionAllowed: entry.distributionAllowed,
    files: entry.files.map((file) => ({
      id: file.id,
      name: file.displayName,
      fileName: file.fileName,
      gameVersions: file.gameVersions,
      loaders: file.loaders,
      releaseType: file.releaseType,
      publishedAt: file.publishedAt,
    })),
  };
}

export function modResult(entry: CatalogueEntry, shape: SandboxShapes['modResults']) {
  if (shape === 'normalized') return normalizedMod(entry);
  return entry.provider === 'curseforge' ? curseforgeMod(entry) : modrinthProject(entry);
}
