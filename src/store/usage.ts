import { z } from 'zod';
import { usageHistoryRecordSchema, type UsageHistoryRecord } from '../usage/history.js';
import { watchStateSchema, type WatchState } from '../usage/thresholds.js';
import { recordKey, type KvBackend, type UpdateStep } from './backend.js';
import { parseStored } from './errors.js';

/** A channel's usage alerts for a server (or every server its guild may see), with a state per server. */
export const usageWatchSchema = z.object({
  guildId: z.string(),
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
  /** The threshold state machines, by server id. */
  states: z.record(z.string(), watchStateSchema),
});
export type UsageWatch = z.infer<typeof usageWatchSchema>;
export type UsageWatchKey = Pick<UsageWatch, 'guildId' | 'channelId' | 'serverId'>;

export const usageCollections = { watches: 'usage-watch', history: 'usage-history' } as const;

export function usageWatchId({ guildId, channelId, serverId }: UsageWatchKey): string {
  return `${guildId}/${channelId}/${serverId ?? '*'}`;
}

/**
 * Usage watches and the per-server usage history (one record per server, the compact form of
 * `src/usage/history.ts`), which the usage sampler writes and the chart and the board read.
 */
export class UsageStore {
  constructor(private readonly backend: KvBackend) {}

  async watches(): Promise<UsageWatch[]> {
    const records = await this.backend.listRecords(usageCollections.watches);
    return records.map(({ id, value }) => this.parsed(usageCollections.watches, id, usageWatchSchema, value));
  }

  /** Adds or replaces (and so resumes) a watch; its threshold states start afresh. */
  async putWatch(watch: UsageWatch): Promise<void> {
    await this.backend.putRecord(usageCollections.watches, usageWatchId(watch), watch);
  }

  deleteWatch(key: UsageWatchKey): Promise<boolean> {
    return this.backend.deleteRecord(usageCollections.watches, usageWatchId(key));
  }

  /**
   * Applies a change to one server's threshold state of a watch, atomically; a watch removed meanwhile stays
   * removed (undefined).
   */
  updateWatchState(
    key: UsageWatchKey,
    serverId: string,
    change: (state: WatchState) => WatchState,
  ): Promise<UsageWatch | undefined> {
    const id = usageWatchId(key);
    return this.backend.update(
      recordKey(usageCollections.watches, id),
      (stored): UpdateStep<UsageWatch | undefined> => {
        if (stored === undefined) return { result: undefined };
        const current = this.parsed(usageCollections.watches, id, usageWatchSchema, stored);
        const next = {
          ...current,
          states: { ...current.states, [serverId]: change(current.states[serverId] ?? {}) },
        };
        return { result: next, write: { value: next } };
      },
    );
  }

  /** Pauses every watch of a channel the bot can no longer post in; returns how many were newly paused. */
  async pauseChannel(channelId: string, reason: string): Promise<number> {
    let paused = 0;
    for (const watch of await this.watches()) {
      if (watch.channelId !== channelId || watch.pausedReason !== undefined) continue;
      await this.putWatch({ ...watch, pausedReason: reason });
      paused += 1;
    }
    return paused;
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

  private parsed<T>(collection: string, id: string, schema: z.ZodType<T>, value: unknown): T {
    return parseStored(
      this.backend.kind,
      schema,
      `the value stored at "${recordKey(collection, id)}"`,
      value,
    );
  }
}
