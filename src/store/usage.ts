import { z } from 'zod';
import { usageHistoryRecordSchema, type UsageHistoryRecord } from '../usage/history.js';
import { playerHistoryRecordSchema, type PlayerHistoryRecord } from '../usage/players.js';
import { watchStateSchema, type WatchState } from '../usage/thresholds.js';
import { recordKey, type KvBackend, type UpdateStep } from './backend.js';
import { parseStored } from './errors.js';
import { guildRecords } from './guild-records.js';

/** A channel's usage alerts for a server (or every server its guild may see), with a state per server. */
const usageWatchSchema = z.object({
  guildId: z.string(),
  /** The guild's name when the watch was made, for the audit records of its crossings. */
  guildName: z.string().optional(),
  channelId: z.string(),
  /** null: every server the guild may see, now and later. */
  serverId: z.string().nullable(),
  serverName: z.string().optional(),
  cpu: z.number().optional(),
  ram: z.number().optional(),
  disk: z.number().optional(),
  minutes: z.number(),
  createdAt: z.string(),
  pausedReason: z.string().optional(),
  /**
   * The threshold state machines, by server id, of a watch stored before each server's state became a record
   * of its own (`usageWatchStates`): read as the starting state of a server without a record.
   */
  states: z.record(z.string(), watchStateSchema).optional(),
});
export type UsageWatch = z.infer<typeof usageWatchSchema>;
export type UsageWatchKey = Pick<UsageWatch, 'guildId' | 'channelId' | 'serverId'>;
/** A watch with its servers' threshold states. */
export type UsageWatchStates = { watch: UsageWatch; states: ReadonlyMap<string, WatchState> };

export const usageCollections = {
  watches: 'usage-watch',
  history: 'usage-history',
  players: 'player-history',
} as const;

/**
 * Each server's threshold state is a record of its own, in a collection per watch: a sample rewrites one
 * small record, not a watch holding every server's state (10,000 of them for an every-server watch).
 */
const usageWatchStates = (watchId: string) => `usage-watch-state/${watchId}`;

export function usageWatchId({ guildId, channelId, serverId }: UsageWatchKey): string {
  return `${guildId}/${channelId}/${serverId ?? '*'}`;
}

/**
 * Usage watches and the per-server usage history (one record per server, the compact form of
 * `src/usage/history.ts`), which the usage sampler writes and the chart and the board read.
 */
export class UsageStore {
  constructor(
    private readonly backend: KvBackend,
    /** Called after each write of a watch: who gets what changed (`BotStore.audienceVersion`). */
    private readonly changedAudience: () => Promise<void>,
  ) {}

  async watches(): Promise<UsageWatch[]> {
    const records = await this.backend.listRecords(usageCollections.watches);
    return records.map(({ id, value }) => this.parsed(usageCollections.watches, id, usageWatchSchema, value));
  }

  /** Adds or replaces (and so resumes) a watch; its threshold states start afresh. */
  async putWatch(watch: UsageWatch): Promise<void> {
    const { states: _legacy, ...fresh } = watch;
    const id = usageWatchId(watch);
    await this.backend.putRecord(usageCollections.watches, id, fresh);
    await this.changedAudience();
    await this.deleteStates(id);
  }

  async deleteWatch(key: UsageWatchKey): Promise<boolean> {
    const id = usageWatchId(key);
    const deleted = await this.backend.deleteRecord(usageCollections.watches, id);
    if (deleted) await this.changedAudience();
    await this.deleteStates(id);
    return deleted;
  }

  /** Every watch with its servers' threshold states: one listing per watch, for the boards. */
  /** One guild's usage watches, read from its records only. */
  async guildWatches(guildId: string): Promise<UsageWatch[]> {
    const records = await guildRecords(this.backend, usageCollections.watches, guildId);
    return records.map(({ id, value }) => this.parsed(usageCollections.watches, id, usageWatchSchema, value));
  }

  async watchesWithStates(): Promise<UsageWatchStates[]> {
    const watches = await this.watches();
    return Promise.all(watches.map(async (watch) => ({ watch, states: await this.statesOf(watch) })));
  }

  /**
   * Applies a change to one server's threshold state of a watch as read from the store (a state stored inside
   * it is where a server without a record starts), atomically; answers the new state, or undefined for a
   * watch removed meanwhile, which stays removed (its state is not left behind).
   */
  async updateWatchState(
    watch: UsageWatch,
    serverId: string,
    change: (state: WatchState) => WatchState,
  ): Promise<WatchState | undefined> {
    const id = usageWatchId(watch);
    const collection = usageWatchStates(id);
    const state = await this.backend.update(
      recordKey(collection, serverId),
      (stored): UpdateStep<WatchState> => {
        const current =
          stored === undefined
            ? (watch.states?.[serverId] ?? {})
            : this.parsed(collection, serverId, watchStateSchema, stored);
        const next = change(current);
        return { result: next, write: { value: next } };
      },
    );
    if ((await this.backend.getRecord(usageCollections.watches, id)) !== undefined) return state;
    await this.backend.deleteRecord(collection, serverId);
    return undefined;
  }

  /** One server's threshold states of a watch (a state stored inside the watch where it has no record). */
  async stateOf(watch: UsageWatch, serverId: string): Promise<WatchState | undefined> {
    const collection = usageWatchStates(usageWatchId(watch));
    const stored = await this.backend.getRecord(collection, serverId);
    if (stored === undefined) return watch.states?.[serverId];
    return this.parsed(collection, serverId, watchStateSchema, stored);
  }

  /** Pauses every watch of a channel the bot can no longer post in; returns how many were newly paused. */
  async pauseChannel(channelId: string, reason: string): Promise<number> {
    let paused = 0;
    for (const watch of await this.watches()) {
      if (watch.channelId !== channelId || watch.pausedReason !== undefined) continue;
      // Paused, not replaced: its servers' states are kept for when it resumes.
      await this.backend.putRecord(usageCollections.watches, usageWatchId(watch), {
        ...watch,
        pausedReason: reason,
      });
      await this.changedAudience();
      paused += 1;
    }
    return paused;
  }

  private async statesOf(watch: UsageWatch): Promise<Map<string, WatchState>> {
    const collection = usageWatchStates(usageWatchId(watch));
    const states = new Map(Object.entries(watch.states ?? {}));
    for (const { id, value } of await this.backend.listRecords(collection))
      states.set(id, this.parsed(collection, id, watchStateSchema, value));
    return states;
  }

  private async deleteStates(watchId: string): Promise<void> {
    const collection = usageWatchStates(watchId);
    for (const { id } of await this.backend.listRecords(collection))
      await this.backend.deleteRecord(collection, id);
  }

  async history(serverId: string): Promise<UsageHistoryRecord | undefined> {
    const value = await this.backend.getRecord(usageCollections.history, serverId);
    return value === undefined
      ? undefined
      : this.parsed(usageCollections.history, serverId, usageHistoryRecordSchema, value);
  }

  async setHistory(serverId: string, record: UsageHistoryRecord): Promise<void> {
    await this.backend.putRecord(usageCollections.history, serverId, record);
  }

  /** Players online as the game watch sampled them, beside the usage history (`src/usage/players.ts`). */
  async playerHistory(serverId: string): Promise<PlayerHistoryRecord | undefined> {
    const value = await this.backend.getRecord(usageCollections.players, serverId);
    return value === undefined
      ? undefined
      : this.parsed(usageCollections.players, serverId, playerHistoryRecordSchema, value);
  }

  async setPlayerHistory(serverId: string, record: PlayerHistoryRecord): Promise<void> {
    await this.backend.putRecord(usageCollections.players, serverId, record);
  }

  private parsed<T>(collection: string, id: string, schema: z.ZodType<T>, value: unknown): T {
    return parseStored(
      this.backend.kind,
      schema,
      `the value stored at "${recordKey(collection, id)}"`,
      value,
    );
  }
}
