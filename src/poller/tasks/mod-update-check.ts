import { createHash } from 'node:crypto';
import type { Mod } from '../../api/index.js';
import { checkAgainst, modById, type ModUpdateFound } from '../../mods/updates.js';
import type { InstalledMod, InstalledModsStore } from '../../store/index.js';
import type { Audience } from '../audience.js';
import { pending } from '../server-outbox.js';
import type { Task } from '../scheduler.js';
import type { Notice } from '../../alerts/index.js';
import { hasCode, type TaskContext } from './context.js';
import type { PollerTask, PollerTaskFactory } from './task.js';

const modUpdateTask = (provider: string) => `mod-update:${provider}`;
const providerOfModUpdateTask = (key: string) => key.slice('mod-update:'.length);

/** Mod checks may take at most this share of the poller's budget, however many mods are recorded. */
const modCheckBudgetShare = 0.1;
/**
 * Installs made since are picked up within this long (or a tenth of the check interval, when shorter), so a
 * new install is checked within about one interval.
 */
const reloadMs = 10 * 60_000;
/** The largest page the API serves: the mod searched for by name is almost always on it. */
const searchPageSize = 50;

/** One catalogue lookup: a mod at a provider, answering for every server the bot installed it on. */
type Lookup = { key: string; provider: string; type: InstalledMod['type']; modId: string; modName: string };

const lookupKey = (mod: Pick<InstalledMod, 'provider' | 'type' | 'modId'>) =>
  `${mod.provider}/${mod.type}/${mod.modId}`;
/** How a server's poll state names an installed mod in what it announced. */
const announcedKey = (mod: Pick<InstalledMod, 'provider' | 'modId'>) => `${mod.provider}/${mod.modId}`;

/**
 * Where in each interval a lookup runs: a fixed phase from its key, so lookups spread evenly over the
 * interval, the same on every instance and after every restart, without storing a schedule.
 */
function phaseOf(key: string, intervalMs: number): number {
  return createHash('sha256').update(key).digest().readUIntBE(0, 6) % intervalMs;
}

/**
 * Checks the mods the bot installed against their catalogue, every `intervalMs`. Lookups are batched by
 * provider (one task each) and by mod (one search answers every server that has it), and spread over the
 * interval: each runs once per interval at its own phase, one per run, runs never closer than a tenth of the
 * poller's budget allows. So a release is seen within one interval of being published, at one call per mod
 * per interval. A newer release that fits an install is announced once: the release announced is remembered
 * per server in the same write that queues the alert.
 */
export class ModUpdateCheck implements PollerTask {
  readonly kinds = { 'mod-update': { urgency: 1 } };
  private records: InstalledMod[] = [];
  private loadedAt: number | undefined;
  /**
   * When each lookup runs next; one first seen runs at its next phase. A mod no longer recorded anywhere is
   * forgotten when the records are read again.
   */
  private readonly nextAt = new Map<string, number>();

  constructor(
    private readonly context: TaskContext,
    private readonly store: InstalledModsStore,
    private readonly intervalMs: number,
    /** Told of each release announced, once, after its alert is queued (the audit trail records it). */
    private readonly onFound: (found: ModUpdateFound) => Promise<void> = async () => {},
  ) {}

  /** Keeps one task per provider with recorded mods; re-reads the records now and then (`reloadMs`). */
  async sync(_audience: Audience, now: number): Promise<void> {
    if (this.loadedAt === undefined || now - this.loadedAt >= Math.min(reloadMs, this.intervalMs / 10)) {
      this.records = await this.store.all();
      this.loadedAt = now;
      const recorded = new Set(this.records.map(lookupKey));
      for (const key of this.nextAt.keys()) if (!recorded.has(key)) this.nextAt.delete(key);
    }
    const { scheduler } = this.context;
    const providers = new Set(this.records.map((mod) => mod.provider));
    for (const provider of providers) scheduler.ensure(modUpdateTask(provider), 'mod-update', now);
    for (const key of scheduler.keys('mod-update'))
      if (!providers.has(providerOfModUpdateTask(key))) scheduler.remove(key);
  }

  /** The lookups whose next run is remembered (its memory test reads it). */
  get scheduledLookups(): number {
    return this.nextAt.size;
  }

  /** The provider's lookups, each with the installs it answers for and when it runs next, soonest first. */
  private lookups(provider: string, now: number): (Lookup & { dueAt: number; records: InstalledMod[] })[] {
    const byKey = new Map<string, Lookup & { dueAt: number; records: InstalledMod[] }>();
    for (const mod of this.records.filter((record) => record.provider === provider)) {
      const key = lookupKey(mod);
      const existing = byKey.get(key);
      if (existing) existing.records.push(mod);
      else byKey.set(key, { key, ...mod, dueAt: this.dueAt(key, now), records: [mod] });
    }
    return [...byKey.values()].sort((a, b) => a.dueAt - b.dueAt);
  }

  private dueAt(key: string, now: number): number {
    let due = this.nextAt.get(key);
    if (due === undefined) {
      const phase = phaseOf(key, this.intervalMs);
      due = now - (now % this.intervalMs) + phase;
      if (due < now) due += this.intervalMs;
      this.nextAt.set(key, due);
    }
    return due;
  }

  async run(task: Task, audience: Audience): Promise<void> {
    const provider = providerOfModUpdateTask(task.key);
    const { context } = this;
    const now = context.now();
    const due = this.lookups(provider, now)[0];
    if (due !== undefined && due.dueAt <= now) {
      const mod = await this.lookUp(due, due.records);
      // The next run at the same phase; one that fell far behind (the budget held it) skips what it missed.
      this.nextAt.set(due.key, Math.max(due.dueAt + this.intervalMs, now));
      for (const record of due.records) await this.settle(record, mod, audience);
    }
    const next = this.lookups(provider, now)[0]?.dueAt ?? now + this.intervalMs;
    const spacing = context.budget.spacingFor(modCheckBudgetShare);
    context.scheduler.completed(modUpdateTask(provider), now, Math.max(spacing, next - now));
  }

  /**
   * The mod as its catalogue lists it now, searched through a server that has it (the API searches per
   * server): by name, then by id. A server that is gone is forgotten, with its records; one that lost access
   * to mods passes the search to the next.
   */
  private async lookUp(lookup: Lookup, records: readonly InstalledMod[]): Promise<Mod | undefined> {
    const { context } = this;
    for (const serverId of new Set(records.map((record) => record.serverId))) {
      try {
        for (const text of [lookup.modName, lookup.modId]) {
          const page = await context.call('mod-update', (api, options) =>
            api.searchMods(
              serverId,
              { provider: lookup.provider, type: lookup.type, search: text, pageSize: searchPageSize },
              options,
            ),
          );
          const found = modById(page.mods, lookup.modId);
          if (found) return found;
        }
        return undefined;
      } catch (error) {
        if (hasCode(error, 'SERVER_NOT_FOUND')) {
          await this.store.forgetServer(serverId);
          this.records = this.records.filter((record) => record.serverId !== serverId);
        } else if (!hasCode(error, 'ADDON_REQUIRED') && !hasCode(error, 'FEATURE_UNAVAILABLE')) throw error;
      }
    }
    return undefined;
  }

  /**
   * Stores what the check found for one install (as stored now: an update may have replaced it since the
   * records were read), and announces a release not announced before.
   */
  private async settle(read: InstalledMod, mod: Mod | undefined, audience: Audience): Promise<void> {
    const { context } = this;
    const record = await this.store.get(read);
    if (!record) return;
    const check = mod ? checkAgainst(record, mod.files, context.now()) : { at: context.now() };
    await this.store.setCheck(record, record.fileId, check);
    const { newer } = check;
    if (!newer) return;
    const { serverId } = record;
    const state = context.states.get(serverId);
    const key = announcedKey(record);
    if (state?.deleted || state?.modUpdates?.[key] === newer.fileId) return;
    const targets = context.targets(serverId, audience, undefined, 'mods');
    // Nobody to tell yet: not remembered, so a channel subscribed later still hears of it.
    if (targets.length === 0) return;
    const fitsFor = [record.gameVersion, record.loader].filter((part) => part !== undefined).join(' ');
    const found: ModUpdateFound = {
      serverId,
      serverName: record.serverName,
      provider: record.provider,
      modId: record.modId,
      modName: record.modName,
      installedFileName: record.fileName,
      newer,
    };
    const notice: Notice = {
      kind: 'mod-update',
      serverName: record.serverName,
      provider: record.provider,
      modId: record.modId,
      modName: record.modName,
      ...(fitsFor ? { fitsFor } : {}),
      installed: { fileId: record.fileId, fileName: record.fileName },
      newer,
    };
    await context.emit(
      serverId,
      (current) => ({
        ...current,
        ...(current.name === undefined ? { name: record.serverName } : {}),
        modUpdates: { ...current.modUpdates, [key]: newer.fileId },
      }),
      [pending(`mod-update:${serverId}:${record.provider}:${record.modId}:${newer.fileId}`, notice, targets)],
      audience,
    );
    await this.onFound(found);
  }
}

export const modUpdateCheck: PollerTaskFactory = (context) =>
  new ModUpdateCheck(
    context,
    context.store.installedMods,
    context.timing.modUpdateCheckMs,
    context.onModUpdateFound,
  );
