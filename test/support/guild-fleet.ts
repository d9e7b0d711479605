import { boardCollection } from '../../src/store/boards.js';
import {
  recordKey,
  subscriptionId,
  usageWatchId,
  type Board,
  type KvBackend,
  type Subscription,
  type UsageWatch,
} from '../../src/store/index.js';
import { collections, linkRecordId, type LinkRecord } from '../../src/store/schemas.js';
import { usageCollections } from '../../src/store/usage.js';
import { type SeedEntry, seedEntries, seedEntry } from './seed-entries.js';

/** What each guild of a seeded installation holds. */
export type GuildShape = { subscriptions: number; links: number; watches: number; boards: number };

const createdAt = '2026-11-01T00:00:00.000Z';

/** The `index`-th guild's id: snowflake-like, all the same length, in id order. */
export const fleetGuildId = (index: number) => String(400000000000000000n + BigInt(index));
const channelId = (guild: number, index: number) => String(500000000000000000n + BigInt(guild * 100 + index));
/** The servers linked to a guild: its own, so no two guilds share one. */
const fleetServerId = (guild: number, index: number) => `srv_${guild}_${index}`;

/** Guild `index`'s records, as the bot would have stored them. */
export function fleetGuild(index: number, shape: GuildShape) {
  const guildId = fleetGuildId(index);
  const links: LinkRecord[] = Array.from({ length: shape.links }, (_, at) => ({
    guildId,
    serverId: fleetServerId(index, at),
    linkedAt: Date.parse(createdAt) + at,
  }));
  const subscriptions: Subscription[] = Array.from({ length: shape.subscriptions }, (_, at) => ({
    guildId,
    channelId: channelId(index, at),
    serverId: at === 0 ? null : fleetServerId(index, at % Math.max(1, shape.links)),
    createdAt,
    routes: [{ kind: 'status' }],
  }));
  const watches: UsageWatch[] = Array.from({ length: shape.watches }, (_, at) => ({
    guildId,
    channelId: channelId(index, 50 + at),
    serverId: null,
    cpu: 90,
    minutes: 5,
    createdAt,
  }));
  const boards: Board[] = Array.from({ length: shape.boards }, (_, at) => ({
    guildId,
    channelId: channelId(index, 80 + at),
    createdAt: Date.parse(createdAt),
    messageIds: [],
    pageHashes: [],
  }));
  return { guildId, links, subscriptions, watches, boards };
}

function fleetEntries(start: number, end: number, shape: GuildShape): SeedEntry[] {
  const entries: SeedEntry[] = [];
  for (let index = start; index < end; index++) {
    const guild = fleetGuild(index, shape);
    for (const link of guild.links)
      entries.push(seedEntry(recordKey(collections.links, linkRecordId(link.guildId, link.serverId)), link));
    for (const subscription of guild.subscriptions)
      entries.push(
        seedEntry(recordKey(collections.subscriptions, subscriptionId(subscription)), subscription),
      );
    for (const watch of guild.watches)
      entries.push(seedEntry(recordKey(usageCollections.watches, usageWatchId(watch)), watch));
    for (const board of guild.boards)
      entries.push(seedEntry(recordKey(boardCollection, `${board.guildId}/${board.channelId}`), board));
  }
  return entries;
}

/**
 * Writes `guilds` guilds of `shape` straight into the store at `url`, in batches (see `seedEntries`): a few
 * seconds for hundreds of thousands of records, where the commands would take many minutes.
 */
export function seedGuildFleet(
  url: string,
  backend: KvBackend,
  guilds: number,
  shape: GuildShape,
): Promise<void> {
  const perGuild = shape.links + shape.subscriptions + shape.watches + shape.boards;
  return seedEntries(url, backend, guilds, (start, end) => fleetEntries(start, end, shape), perGuild);
}
