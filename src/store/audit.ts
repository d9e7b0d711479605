import { z } from 'zod';
import {
  type AuditAction,
  type AuditPost,
  type AuditRecord,
  auditPostSchema,
  auditRecordSchema,
} from './audit-records.js';
import type { KvBackend, RecordRef } from './backend.js';
import { parseStored } from './errors.js';

export * from './audit-records.js';

const recordsCollection = 'audit';
const postsCollection = 'audit-post';
/** The ask of each confirmation whose outcome is not recorded yet, by confirmation id. */
const openCollection = 'audit-open';
const channelKey = 'audit:channel';
/** How the id of a confirmation's ask ends (`auditRecordIdFor`), and of its outcome. */
const askSuffix = '-ask';
const outcomeSuffix = '-outcome';
const channelSchema = z.object({ channelId: z.string(), guildId: z.string() });
export type AuditChannel = z.infer<typeof channelSchema>;

const recordRef = (id: string): RecordRef => ({ collection: recordsCollection, id });
const postRef = (id: string): RecordRef => ({ collection: postsCollection, id });

/** Base-36 milliseconds, padded so that ids (and so every index) sort by time until the year 5188. */
export function auditTimePart(ms: number): string {
  return Math.max(0, Math.floor(ms)).toString(36).padStart(9, '0');
}

/**
 * A record's id: the time part first, so ids sort by the interaction's time; then the interaction and the
 * phase (`ask` or `outcome` for a confirmation), so a confirmation's two records differ by their last part.
 */
export function auditRecordIdFor(at: number, interactionId: string, phase: string): string {
  return `${auditTimePart(at)}-${interactionId}-${phase}`;
}

/**
 * The indexes beside the time-ordered records: one per server, member and action, each holding the ids of
 * its records, so a filtered query reads its own records only, newest first.
 */
const indexOf = {
  server: (serverId: string) => `audit-server:${encodeURIComponent(serverId)}`,
  member: (memberId: string) => `audit-member:${memberId}`,
  action: (action: AuditAction) => `audit-action:${action}`,
};

/** The index entries of a record, written and pruned with it. */
export const auditIndexEntries = (record: AuditRecord): RecordRef[] =>
  [
    ...(record.server ? [indexOf.server(record.server.id)] : []),
    ...(record.member ? [indexOf.member(record.member.id)] : []),
    indexOf.action(record.action),
  ].map((collection) => ({ collection, id: record.id }));

/** What `/audit recent` asks: filters, and the page (records older than `before` or newer than `after`). */
export type AuditQuery = {
  serverId?: string | undefined;
  memberId?: string | undefined;
  action?: AuditAction | undefined;
  /** Only records of actions at or after this time (epoch ms). */
  since?: number | undefined;
  before?: string | undefined;
  after?: string | undefined;
  limit: number;
};

/** One page, newest first, and whether there are more records on either side of it. */
export type AuditPage = { records: AuditRecord[]; older: boolean; newer: boolean };

/** A filtered query reads the matching index in chunks of at least this many, then the records. */
const filteredChunk = 100;

/** The audit trail's records, the channel they are posted to, and the posts still to go out. */
export class AuditStore {
  constructor(private readonly backend: KvBackend) {}

  /**
   * Stores a record and, when an audit channel is set, its pending post, in one atomic step: a restart
   * either has both or neither. Answers false when a record with this id exists (a repeat is a no-op).
   */
  append(
    record: AuditRecord,
    channelId: string | undefined,
    confirmation?: { id: string; phase: 'ask' | 'outcome' },
  ): Promise<boolean> {
    // An ask is posted by its outcome alone: one line per action in the channel.
    const post: AuditPost | undefined =
      channelId && confirmation?.phase !== 'ask' ? { recordId: record.id, channelId } : undefined;
    const open = confirmation && { collection: openCollection, id: confirmation.id };
    return this.backend.commitRecords({
      insert: [
        { ...recordRef(record.id), value: record },
        ...(post ? [{ ...postRef(record.id), value: post }] : []),
      ],
      put: [
        ...auditIndexEntries(record).map((ref) => ({ ...ref, value: 1 })),
        // A confirmation's ask stays open until its outcome is recorded, so an expiry is noticed later.
        ...(open && confirmation.phase === 'ask' ? [{ ...open, value: record }] : []),
      ],
      remove: open && confirmation.phase === 'outcome' ? [open] : [],
    });
  }

  /** The asks of confirmations with no recorded outcome yet: only those still open, never the trail. */
  async openConfirmations(): Promise<{ confirmationId: string; ask: AuditRecord }[]> {
    const stored = await this.backend.listRecords(openCollection);
    return stored.map(({ id, value }) => ({
      confirmationId: id,
      ask: this.parse(auditRecordSchema, `${openCollection}#${id}`, value),
    }));
  }

  /**
   * The latest records matching the query, newest first, read through the time index (or the server's,
   * member's or action's, which are time-ordered too): never the whole trail.
   */
  async recent(query: AuditQuery): Promise<AuditPage> {
    const { collection, matches, filtered } = this.plan(query);
    const newestFirst = query.after === undefined;
    const since = query.since === undefined ? undefined : auditTimePart(query.since);
    const lower = [query.after, since]
      .filter((bound) => bound !== undefined)
      .sort()
      .at(-1);
    let bounds = { after: lower, before: query.before };
    const wanted = query.limit + 1;
    const chunk = filtered ? Math.max(wanted, filteredChunk) : wanted;
    const found: AuditRecord[] = [];
    for (;;) {
      const slice = await this.backend.rangeRecords(collection, {
        ...bounds,
        limit: chunk,
        descending: newestFirst,
      });
      const records =
        collection === recordsCollection
          ? slice.map(({ id, value }) => this.parse(auditRecordSchema, `${recordsCollection}#${id}`, value))
          : await this.load(slice.map(({ id }) => id));
      found.push(...(await this.withoutSettledAsks(records.filter(matches))));
      const last = slice.at(-1)?.id;
      if (found.length >= wanted || slice.length < chunk || last === undefined) break;
      bounds = newestFirst ? { ...bounds, before: last } : { ...bounds, after: last };
    }
    const page = found.slice(0, query.limit);
    const more = found.length > query.limit;
    return newestFirst
      ? { records: page, older: more, newer: query.before !== undefined }
      : { records: page.reverse(), older: true, newer: more };
  }

  /**
   * A confirmation's ask is shown while it waits; once its outcome is recorded, the outcome's line (same
   * interaction, phase `outcome`) tells the whole action.
   */
  private async withoutSettledAsks(records: readonly AuditRecord[]): Promise<AuditRecord[]> {
    const settled = await Promise.all(
      records.map(async (record) => {
        if (record.outcome.kind !== 'asked' || !record.id.endsWith(askSuffix)) return false;
        const outcomeId = `${record.id.slice(0, -askSuffix.length)}${outcomeSuffix}`;
        return (await this.backend.getRecord(recordsCollection, outcomeId)) !== undefined;
      }),
    );
    return records.filter((_record, index) => !settled[index]);
  }

  /** The index a query reads (the narrowest it names) and what each record read must still match. */
  private plan(query: AuditQuery) {
    const { serverId, memberId, action } = query;
    const matches = (record: AuditRecord) =>
      (serverId === undefined || record.server?.id === serverId) &&
      (memberId === undefined || record.member?.id === memberId) &&
      (action === undefined || record.action === action);
    const [collection, ...rest] = [
      ...(serverId === undefined ? [] : [indexOf.server(serverId)]),
      ...(memberId === undefined ? [] : [indexOf.member(memberId)]),
      ...(action === undefined ? [] : [indexOf.action(action)]),
      recordsCollection,
    ];
    return { collection: collection ?? recordsCollection, matches, filtered: rest.length > 1 };
  }

  private async load(ids: readonly string[]): Promise<AuditRecord[]> {
    const records = await Promise.all(ids.map((id) => this.record(id)));
    // An index entry whose record was pruned meanwhile has nothing to show.
    return records.filter((record): record is AuditRecord => record !== undefined);
  }

  /** Every record, newest first: a whole read, for tests and tools, never for a member's query. */
  async records(): Promise<AuditRecord[]> {
    const stored = await this.backend.listRecords(recordsCollection);
    return stored
      .map(({ id, value }) => this.parse(auditRecordSchema, `${recordsCollection}#${id}`, value))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1));
  }

  async record(id: string): Promise<AuditRecord | undefined> {
    const value = await this.backend.getRecord(recordsCollection, id);
    return value === undefined ? undefined : this.parse(auditRecordSchema, id, value);
  }

  /**
   * Deletes records of actions older than `before` (with their posts and index entries), oldest first, in
   * batches read from the time index, yielding between them.
   */
  async prune(before: number, batchSize: number): Promise<number> {
    let pruned = 0;
    for (;;) {
      const slice = await this.backend.rangeRecords(recordsCollection, {
        before: auditTimePart(before),
        limit: batchSize,
        descending: false,
      });
      const records = slice.map(({ id, value }) => this.parse(auditRecordSchema, id, value));
      await this.backend.commitRecords({
        remove: records.flatMap((record) => [
          recordRef(record.id),
          postRef(record.id),
          ...auditIndexEntries(record),
        ]),
      });
      pruned += records.length;
      if (slice.length < batchSize) return pruned;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async channel(): Promise<AuditChannel | undefined> {
    const value = await this.backend.get(channelKey);
    return value === undefined ? undefined : this.parse(channelSchema, channelKey, value);
  }

  async setChannel(channel: AuditChannel | undefined): Promise<void> {
    if (channel) await this.backend.set(channelKey, channel);
    else await this.backend.delete(channelKey);
  }

  /** Posts still to go out, oldest record first. */
  async pendingPosts(): Promise<AuditPost[]> {
    const stored = await this.backend.listRecords(postsCollection);
    return stored
      .map(({ id, value }) => this.parse(auditPostSchema, `${postsCollection}#${id}`, value))
      .sort((a, b) => (a.recordId < b.recordId ? -1 : 1));
  }

  async savePosts(posts: readonly AuditPost[]): Promise<void> {
    await this.backend.commitRecords({
      put: posts.map((post) => ({ ...postRef(post.recordId), value: post })),
    });
  }

  async dropPosts(recordIds: readonly string[]): Promise<void> {
    if (recordIds.length > 0) await this.backend.commitRecords({ remove: recordIds.map(postRef) });
  }

  private parse<T>(schema: z.ZodType<T>, key: string, value: unknown): T {
    return parseStored(this.backend.kind, schema, `the value stored at "${key}"`, value);
  }
}
