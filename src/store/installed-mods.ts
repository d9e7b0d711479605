import { z } from 'zod';
import { recordKey, type KvBackend, type UpdateStep } from './backend.js';
import { parseStored } from './errors.js';

const fileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  releaseType: z.string().optional(),
  publishedAt: z.string().optional(),
});

/** A mod or plugin the bot installed on a server (by `/mods install` or an update), one record per mod. */
const installedModSchema = fileSchema.extend({
  serverId: z.string(),
  serverName: z.string(),
  provider: z.string(),
  type: z.enum(['mods', 'plugins']),
  modId: z.string(),
  modName: z.string(),
  modUrl: z.string().optional(),
  /** The game version and loader the file was chosen for; later releases must fit them. */
  gameVersion: z.string().optional(),
  loader: z.string().optional(),
  /** The member who confirmed the install, shown by name only in the guild they did it in. */
  installedBy: z.string(),
  /** That guild, and its name then (absent on records from before: the member is not named). */
  installedIn: z.string().optional(),
  installedInName: z.string().optional(),
  installedAt: z.number(),
  /** What the last check against the catalogue found (epoch ms): the newest fitting release, if newer. */
  check: z.object({ at: z.number(), newer: fileSchema.optional() }).optional(),
});
export type InstalledMod = z.infer<typeof installedModSchema>;
export type InstalledModCheck = NonNullable<InstalledMod['check']>;
export type InstalledModKey = Pick<InstalledMod, 'serverId' | 'provider' | 'modId'>;

/** Servers with at least one record, so background checks list them without scanning. */
const serversCollection = 'installed-mod-server';
/** One collection per server: `/mods installed` reads its server's records only. */
const modsCollection = (serverId: string) => `installed-mod:${encodeURIComponent(serverId)}`;
const modRecordId = ({ provider, modId }: Pick<InstalledMod, 'provider' | 'modId'>) =>
  `${encodeURIComponent(provider)}/${encodeURIComponent(modId)}`;

/** What the bot installed where; a later install of the same mod on the same server replaces its record. */
export class InstalledModsStore {
  constructor(private readonly backend: KvBackend) {}

  /** Stores the install and lists its server, in one atomic step. */
  async record(mod: InstalledMod): Promise<void> {
    await this.backend.commitRecords({
      put: [
        { collection: modsCollection(mod.serverId), id: modRecordId(mod), value: mod },
        { collection: serversCollection, id: encodeURIComponent(mod.serverId), value: mod.serverId },
      ],
    });
  }

  async get(key: InstalledModKey): Promise<InstalledMod | undefined> {
    const value = await this.backend.getRecord(modsCollection(key.serverId), modRecordId(key));
    return value === undefined ? undefined : this.parsed(modRecordId(key), value);
  }

  /** A server's records, by mod name. */
  async ofServer(serverId: string): Promise<InstalledMod[]> {
    const records = await this.backend.listRecords(modsCollection(serverId));
    return records
      .map(({ id, value }) => this.parsed(id, value))
      .sort((a, b) => a.modName.localeCompare(b.modName) || a.modId.localeCompare(b.modId));
  }

  async serverIds(): Promise<string[]> {
    const records = await this.backend.listRecords(serversCollection);
    return records.map(({ id, value }) => (typeof value === 'string' ? value : decodeURIComponent(id)));
  }

  /** Every record of every server. */
  async all(): Promise<InstalledMod[]> {
    const perServer = await Promise.all((await this.serverIds()).map((serverId) => this.ofServer(serverId)));
    return perServer.flat();
  }

  /**
   * Stores what a check found, unless the record changed to another file meanwhile (an update installed):
   * the check was about the file it read.
   */
  setCheck(key: InstalledModKey, fileId: string, check: InstalledModCheck): Promise<boolean> {
    const id = modRecordId(key);
    return this.backend.update(recordKey(modsCollection(key.serverId), id), (stored): UpdateStep<boolean> => {
      if (stored === undefined) return { result: false };
      const current = this.parsed(id, stored);
      if (current.fileId !== fileId) return { result: false };
      return { result: true, write: { value: { ...current, check } } };
    });
  }

  /** Forgets a server that no longer exists, and everything recorded on it. */
  async forgetServer(serverId: string): Promise<void> {
    const records = await this.backend.listRecords(modsCollection(serverId));
    await this.backend.commitRecords({
      remove: [
        ...records.map(({ id }) => ({ collection: modsCollection(serverId), id })),
        { collection: serversCollection, id: encodeURIComponent(serverId) },
      ],
    });
  }

  private parsed(id: string, value: unknown): InstalledMod {
    return parseStored(this.backend.kind, installedModSchema, `the installed mod stored at "${id}"`, value);
  }
}
