import { z } from 'zod';
import type { KvBackend, RecordRef } from './backend.js';
import { StoreError } from './errors.js';

/**
 * Every kind of record: the mutating actions, changes to the bot's own settings, and (recorded by the bot
 * itself, with no member) usage threshold crossings.
 */
export const auditActions = [
  'server.create',
  'server.update',
  'server.delete',
  'mods.install',
  'access.link',
  'access.unlink',
  'alerts.subscribe',
  'alerts.unsubscribe',
  'board.create',
  'board.remove',
  'audit.channel',
  'usage.crossing',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * `asked`: a confirmation prompt was shown; `alerted`: a threshold crossing was queued for its channel; every
 * other kind is how the action ended. A refusal by the bot itself carries its sentence as `reason`.
 */
export const auditOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('asked') }),
  z.object({ kind: z.literal('done') }),
  z.object({ kind: z.literal('alerted') }),
  z.object({ kind: z.literal('refused'), code: z.string(), reason: z.string().optional() }),
  z.object({ kind: z.literal('cancelled') }),
  z.object({ kind: z.literal('expired') }),
  z.object({ kind: z.literal('conflict') }),
  z.object({ kind: z.literal('failed'), code: z.string().optional() }),
]);
export type AuditOutcome = z.infer<typeof auditOutcomeSchema>;

const named = z.object({ id: z.string(), name: z.string() });

/** Input values the renderer shows as people read them: mentions, names, units. */
export const auditValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('channel'), id: z.string() }),
  z.object({ kind: z.literal('role'), id: z.string() }),
  z.object({ kind: z.literal('guild'), id: z.string(), name: z.string().optional() }),
  z.object({ kind: z.literal('size'), gb: z.number() }),
  z.object({ kind: z.literal('percent'), value: z.number() }),
  z.object({ kind: z.literal('duration'), seconds: z.number() }),
]);
export type AuditValue = z.infer<typeof auditValueSchema>;

export const auditInputValueSchema = z.union([z.string(), z.number(), z.boolean(), auditValueSchema]);
export type AuditInputValue = z.infer<typeof auditInputValueSchema>;
export type AuditInputs = Record<string, AuditInputValue>;

export const auditRecordSchema = z.object({
  /** Sortable by time: the interaction's time in base 36, its id, then the phase. */
  id: z.string(),
  /** When it was recorded (epoch ms). */
  at: z.number(),
  guild: z.object({ id: z.string(), name: z.string().optional() }),
  /** The member's display name at the time; absent on what the bot records by itself (crossings). */
  member: named.optional(),
  action: z.enum(auditActions),
  /** Whitelisted per action, never a whole option object. */
  inputs: z.record(z.string(), auditInputValueSchema),
  server: z.object({ id: z.string(), name: z.string().optional() }).optional(),
  outcome: auditOutcomeSchema,
  requestId: z.string().optional(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** A record still to be posted to the audit channel; `batch` and `maybeSentAt` are set before it goes. */
export const auditPostSchema = z.object({
  recordId: z.string(),
  channelId: z.string(),
  /** The message it is part of: the id its nonce derives from, kept so a retry sends the same message. */
  batch: z.string().optional(),
  maybeSentAt: z.number().optional(),
});
export type AuditPost = z.infer<typeof auditPostSchema>;

const recordsCollection = 'audit';
const postsCollection = 'audit-post';
const channelKey = 'audit:channel';
const channelSchema = z.object({ channelId: z.string(), guildId: z.string() });
export type AuditChannel = z.infer<typeof channelSchema>;

const recordRef = (id: string): RecordRef => ({ collection: recordsCollection, id });
const postRef = (id: string): RecordRef => ({ collection: postsCollection, id });

/** Base-36 milliseconds, padded so that ids (and so every index) sort by time until the year 5188. */
export function auditTimePart(ms: number): string {
  return Math.max(0, Math.floor(ms)).toString(36).padStart(9, '0');
}

/**
 * The indexes beside the time-ordered records: one per server, member and action, each holding the ids of
 * its records, so a filtered query reads its own records only, newest first.
 */
const indexesOf = (record: AuditRecord): RecordRef[] => [
  ...(record.server
    ? [{ collection: `audit-server:${encodeURIComponent(record.server.id)}`, id: record.id }]
    : []),
  ...(record.member ? [{ collection: `audit-member:${record.member.id}`, id: record.id }] : []),
  { collection: `audit-action:${record.action}`, id: record.id },
];

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
  append(record: AuditRecord, channelId: string | undefined): Promise<boolean> {
    const post: AuditPost | undefined = channelId ? { recordId: record.id, channelId } : undefined;
    return this.backend.commitRecords({
      insert: [
        { ...recordRef(record.id), value: record },
        ...(post ? [{ ...postRef(record.id), value: post }] : []),
      ],
      put: indexesOf(record).map((ref) => ({ ...ref, value: 1 })),
    });
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
      found.push(...records.filter(matches));
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

  /** The index a query reads (the narrowest it names) and what each record read must still match. */
  private plan(query: AuditQuery) {
    const { serverId, memberId, action } = query;
    const matches = (record: AuditRecord) =>
      (serverId === undefined || record.server?.id === serverId) &&
      (memberId === undefined || record.member?.id === memberId) &&
      (action === undefined || record.action === action);
    const [collection, ...rest] = [
      ...(serverId === undefined ? [] : [`audit-server:${encodeURIComponent(serverId)}`]),
      ...(memberId === undefined ? [] : [`audit-member:${memberId}`]),
      ...(action === undefined ? [] : [`audit-action:${action}`]),
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
        remove: records.flatMap((record) => [recordRef(record.id), postRef(record.id), ...indexesOf(record)]),
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
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new StoreError(
        this.backend.kind,
        'read',
        `the value stored at "${key}" does not match its schema`,
      );
    return parsed.data;
  }
}
