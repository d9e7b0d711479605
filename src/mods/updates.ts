import type { Mod, ModFile } from '../api/index.js';

// Which release of a mod an installed file should move to. Pure: the poller's check, `/mods installed` and
// the tests all decide it here.

/** What an install was chosen for: the server's game version and loader, as far as the file supports them. */
export type ChosenFor = { gameVersion?: string; loader?: string };

/** What a decision needs of an installed file. */
export type InstalledFile = ChosenFor & { fileId: string; releaseType?: string; publishedAt?: string };

/**
 * The game version and loader an install was chosen for: the server's, when the file lists it; otherwise the
 * file's first, so that later releases are compared with what was actually installed.
 */
export function chosenFor(
  server: { gameVersion?: string | undefined; gameType?: string | undefined },
  file: ModFile,
): ChosenFor {
  const serverLoader = server.gameType?.toLowerCase();
  const gameVersion =
    server.gameVersion !== undefined && file.gameVersions.includes(server.gameVersion)
      ? server.gameVersion
      : file.gameVersions[0];
  const loader =
    file.loaders.find((candidate) => candidate.toLowerCase() === serverLoader) ?? file.loaders[0];
  return {
    ...(gameVersion === undefined ? {} : { gameVersion }),
    ...(loader === undefined ? {} : { loader: loader.toLowerCase() }),
  };
}

/** Alphas are less stable than betas, betas than releases; an unnamed type is a release. */
function stabilityRank(releaseType: string | undefined): number {
  const type = releaseType?.toLowerCase();
  if (type === 'alpha') return 2;
  if (type === 'beta') return 1;
  return 0;
}

/** Whether the file is for the same game version and loader as the install. */
function fits(file: ModFile, installed: ChosenFor): boolean {
  if (installed.gameVersion !== undefined && !file.gameVersions.includes(installed.gameVersion)) return false;
  const loader = installed.loader;
  return loader === undefined || file.loaders.some((candidate) => candidate.toLowerCase() === loader);
}

/**
 * The newest release the installed file should move to, or undefined when it is current. A candidate must be
 * for the same game version and loader, no less stable than the installed file (a beta is offered only to a
 * beta or alpha install), and newer: published later when both dates are known, else listed before the
 * installed file in the provider's newest-first order.
 */
export function newerRelease(installed: InstalledFile, files: readonly ModFile[]): ModFile | undefined {
  const installedAt = installed.publishedAt === undefined ? undefined : Date.parse(installed.publishedAt);
  const listedAt = files.findIndex((file) => file.id === installed.fileId);
  const isNewer = (file: ModFile, index: number): boolean => {
    const published = file.publishedAt === undefined ? undefined : Date.parse(file.publishedAt);
    if (published !== undefined && installedAt !== undefined && !Number.isNaN(published + installedAt))
      return published > installedAt;
    return listedAt >= 0 && index < listedAt;
  };
  const candidates = files.filter(
    (file, index) =>
      file.id !== installed.fileId &&
      fits(file, installed) &&
      stabilityRank(file.releaseType) <= stabilityRank(installed.releaseType) &&
      isNewer(file, index),
  );
  return candidates.sort((a, b) => publishedTime(b) - publishedTime(a))[0];
}

function publishedTime(file: ModFile): number {
  const at = file.publishedAt === undefined ? Number.NaN : Date.parse(file.publishedAt);
  return Number.isNaN(at) ? 0 : at;
}

/** A release as the bot remembers it: what a check found, what an alert names. */
export type ReleaseSummary = { fileId: string; fileName: string; releaseType?: string; publishedAt?: string };

function releaseSummary(file: ModFile): ReleaseSummary {
  return {
    fileId: file.id,
    fileName: file.name,
    ...(file.releaseType === undefined ? {} : { releaseType: file.releaseType }),
    ...(file.publishedAt === undefined ? {} : { publishedAt: file.publishedAt }),
  };
}

/** What a check at `at` found for an installed file: the release to move to, if any. */
export function checkAgainst(
  installed: InstalledFile,
  files: readonly ModFile[],
  at: number,
): { at: number; newer?: ReleaseSummary } {
  const newer = newerRelease(installed, files);
  return newer === undefined ? { at } : { at, newer: releaseSummary(newer) };
}

/** A mod among search results by its provider id. */
export function modById(mods: readonly Mod[], modId: string): Mod | undefined {
  return mods.find((mod) => mod.id === modId);
}

/** A newer release the background check announced, for the audit trail. */
export type ModUpdateFound = {
  serverId: string;
  serverName: string;
  provider: string;
  modId: string;
  modName: string;
  installedFileName: string;
  newer: ReleaseSummary;
};
