import { z } from 'zod';
import { KeyedMutex } from '../concurrency.js';
import { replyHandleSchema, targetSchema, type Target } from '../delivery/target.js';
import { alertKindSchema, type AlertKind, type BotStore } from '../store/index.js';
import { activityCursorSchema } from './activity/cursor.js';
import { serverDocumentName, serverStatusSchema } from '../status/availability.js';
import { gameAnswersSchema } from '../status/game-answers.js';

export type { Target };

/** An activity entry as its post shows it: one timeline line, rendered when the entry was read. */
export const storedEntrySchema = z.object({ key: z.string(), line: z.string() });
export type StoredEntry = z.infer<typeof storedEntrySchema>;

export const serverSnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  ramGb: z.number().optional(),
  game: z.string().optional(),
  gameType: z.string().optional(),
  gameVersion: z.string().optional(),
  /** Where players connect (`host:port`), when the record carries it. */
  address: z.string().optional(),
});
export type ServerSnapshot = z.infer<typeof serverSnapshotSchema>;

/** What a post says; rendered when it is sent, so the stored form stays small and independent of layout. */
export const noticeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('activity'), entries: z.array(storedEntrySchema), skippedBefore: z.boolean() }),
  z.object({ kind: z.literal('provisioned'), server: serverSnapshotSchema }),
  z.object({ kind: z.literal('deleted'), whileProvisioning: z.boolean() }),
  z.object({
    kind: z.literal('usage'),
    event: z.enum(['fired', 'recovered']),
    metric: z.enum(['cpu', 'ram', 'disk']),
    /** The figure that decided it, in percent. */
    value: z.number(),
    threshold: z.number(),
    minutes: z.number(),
    /** When the figures were read (epoch ms), so the post says how old they are. */
    sampledAt: z.number(),
  }),
  /** `logLine`: the activity log's own entry of the change, when one was found (one event, one post). */
  z.object({
    kind: z.literal('status-down'),
    status: z.string(),
    since: z.number(),
    logLine: z.string().optional(),
  }),
  z.object({
    kind: z.literal('status-back'),
    status: z.string(),
    downSince: z.number(),
    backAt: z.number(),
    logLine: z.string().optional(),
  }),
  /** A running server's game stopped answering its queries, or answers again after it was announced. */
  z.object({ kind: z.literal('game-silent'), since: z.number() }),
  z.object({ kind: z.literal('game-answering'), silentSince: z.number(), answeredAt: z.number() }),
  z.object({
    kind: z.literal('mod-update'),
    serverName: z.string(),
    provider: z.string(),
    modId: z.string(),
    modName: z.string(),
    /** What the install was chosen for, and so what the new release fits. */
    fitsFor: z.string().optional(),
    installed: z.object({ fileId: z.string(), fileName: z.string() }),
    newer: z.object({
      fileId: z.string(),
      fileName: z.string(),
      releaseType: z.string().optional(),
      publishedAt: z.string().optional(),
    }),
  }),
  /** A task's own plain-text alert, routed like the alerts of `alert`: how tasks outside this list post. */
  z.object({ kind: z.literal('note'), alert: alertKindSchema, title: z.string(), text: z.string() }),
]);
export type Notice = z.infer<typeof noticeSchema>;

/** Which subscriptions a notice reaches: the kind of alert it is. */
export function recipientKindOf(notice: Notice): AlertKind | 'usage' {
  switch (notice.kind) {
    case 'activity':
      return 'activity';
    case 'provisioned':
    case 'deleted':
      return 'provisioning';
    case 'usage':
      return 'usage';
    case 'status-down':
    case 'status-back':
    case 'game-silent':
    case 'game-answering':
      return 'status';
    case 'mod-update':
      return 'mods';
    case 'note':
      return notice.alert;
  }
}

/** A notice and the places it has still to reach; each place is removed once it got it. */
export const pendingSchema = z.object({
  id: z.string(),
  notice: noticeSchema,
  targets: z.array(targetSchema),
  /** When the delivery layer first saw it: its age decides when it is given up. */
  queuedAt: z.number().optional(),
});
export type Pending = z.infer<typeof pendingSchema>;

export const watchSchema = z.object({
  since: z.number(),
  reply: replyHandleSchema.optional(),
  /** Still provisioning but missing from the status-filtered list (another spelling): checked one by one. */
  offList: z.boolean(),
});
export type Watch = z.infer<typeof watchSchema>;

/**
 * Everything the poller keeps about one server, in one document so that reading new entries and queueing
 * their posts is one atomic write: a crash either loses the read (the entries are read again) or keeps both.
 */
export const serverStateSchema = z.object({
  name: z.string().optional(),
  activity: activityCursorSchema.optional(),
  watch: watchSchema.optional(),
  outbox: z.array(pendingSchema),
  /** What its status reads showed: the outage going on and the ones that ended. */
  status: serverStatusSchema.optional(),
  /** Whether its game answers the game queries: the silence going on and when it last answered. */
  game: gameAnswersSchema.optional(),
  /** The API answered SERVER_NOT_FOUND: never polled again. */
  deleted: z.boolean().optional(),
  /**
   * The newest release announced per installed mod (`provider/modId` -> file id), written with the alert's
   * queueing, so a release is announced once across restarts and instances.
   */
  modUpdates: z.record(z.string(), z.string()).optional(),
  /** What tasks last recorded of the server (task's mark -> value), written with their posts' queueing. */
  marks: z.record(z.string(), z.string()).optional(),
});
export type ServerState = z.infer<typeof serverStateSchema>;

export function emptyServerState(): ServerState {
  return { outbox: [] };
}

const indexName = 'servers';
const indexSchema = z.array(z.string());
const documentName = serverDocumentName;

/**
 * The poller's persistent state: one document per server plus an index of them. Memory holds the current
 * state; every change is written through, writes of one document in order.
 */
export class PollStateStore {
  private readonly states = new Map<string, ServerState>();
  private readonly writes = new KeyedMutex();

  constructor(private readonly store: BotStore) {}

  /** Reads what an earlier run left; documents that no longer validate are dropped. */
  async load(): Promise<void> {
    this.states.clear();
    for (const serverId of (await this.store.pollState(indexName, indexSchema)) ?? []) {
      const state = await this.store.pollState(documentName(serverId), serverStateSchema);
      if (state) this.states.set(serverId, state);
    }
  }

  get(serverId: string): ServerState | undefined {
    return this.states.get(serverId);
  }

  serverIds(): string[] {
    return [...this.states.keys()];
  }

  /** Applies a change to a server's state and persists it; resolves once written. */
  async update(serverId: string, change: (state: ServerState) => ServerState): Promise<ServerState> {
    const isNew = !this.states.has(serverId);
    const next = change(this.states.get(serverId) ?? emptyServerState());
    this.states.set(serverId, next);
    if (isNew) await this.writeIndex();
    // The write stores whatever is current when its turn comes, and nothing for a server removed meanwhile.
    await this.writes.run(documentName(serverId), async () => {
      const current = this.states.get(serverId);
      if (current) await this.store.setPollState(documentName(serverId), current);
    });
    return next;
  }

  /** Forgets a server whose state carries nothing worth keeping. */
  async remove(serverId: string): Promise<void> {
    if (!this.states.delete(serverId)) return;
    await this.writes.run(documentName(serverId), () => this.store.deletePollState(documentName(serverId)));
    await this.writeIndex();
  }

  private writeIndex(): Promise<void> {
    // Always the latest membership, and one write at a time, so a slower earlier write never wins.
    return this.writes.run(indexName, () => this.store.setPollState(indexName, [...this.states.keys()]));
  }
}
