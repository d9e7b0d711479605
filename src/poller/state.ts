import { z } from 'zod';
import { KeyedMutex } from '../concurrency.js';
import { AlertKinds, builtinAlertKinds } from '../alerts/index.js';
import {
  type AlertStore,
  type Pending,
  pendingSchemaOf,
  type StoredNotice,
} from '../delivery/alert-outbox.js';
import { replyHandleSchema, type Target } from '../delivery/target.js';
import { type BotStore, incidentKindSchema } from '../store/index.js';
import { activityCursorSchema } from './activity/cursor.js';
import { serverDocumentName, serverStatusSchema } from '../status/availability.js';
import { gameAnswersSchema } from '../status/game-answers.js';

export type { Target };

/**
 * An incident whose end a back post told (down, a game not answering, a usage threshold crossed): when it
 * began and ended, and the channels the post went to. A silence's end post reads them to name, in one line,
 * what went wrong and recovered while it held, whatever the kind (`src/poller/silence-ends.ts`).
 */
const endedIncidentSchema = z.object({
  kind: incidentKindSchema,
  since: z.number(),
  endedAt: z.number(),
  channels: z.array(z.string()),
});
export type EndedIncidentRecord = z.infer<typeof endedIncidentSchema>;
/** How many ended incidents a server keeps, and for how long: a silence lasts 7 days at most. */
const keptEndedIncidents = 20;
const endedIncidentRetentionMs = 8 * 24 * 3_600_000;

/** The server's ended incidents with `added`, the newest kept, none older than a silence can be. */
export function withEndedIncidents(
  kept: readonly EndedIncidentRecord[] | undefined,
  added: readonly EndedIncidentRecord[],
  now: number,
): EndedIncidentRecord[] | undefined {
  if (added.length === 0) return kept === undefined ? undefined : [...kept];
  return [...(kept ?? []), ...added]
    .filter((incident) => incident.endedAt >= now - endedIncidentRetentionMs)
    .slice(-keptEndedIncidents);
}

const watchSchema = z.object({
  since: z.number(),
  reply: replyHandleSchema.optional(),
  /** Still provisioning but missing from the status-filtered list (another spelling): checked one by one. */
  offList: z.boolean(),
});
export type Watch = z.infer<typeof watchSchema>;

/**
 * Everything the poller keeps about one server, in one document so that reading new entries and queueing
 * their posts is one atomic write: a crash either loses the read (the entries are read again) or keeps both.
 * Its outbox holds notices of the alert kinds the poller knows (`notices`: built-in and extension kinds).
 */
export const serverStateSchemaOf = (notices: z.ZodType<StoredNotice>) =>
  z.object({
    name: z.string().optional(),
    activity: activityCursorSchema.optional(),
    watch: watchSchema.optional(),
    outbox: z.array(pendingSchemaOf(notices)),
    /** What its status reads showed: the outage going on and the ones that ended. */
    status: serverStatusSchema.optional(),
    /** Whether its game answers the game queries: the silence going on and when it last answered. */
    game: gameAnswersSchema.optional(),
    /** The incidents its back posts told the end of, newest last (bounded). */
    ended: z.array(endedIncidentSchema).optional(),
    /** The API answered SERVER_NOT_FOUND: never polled again. */
    deleted: z.boolean().optional(),
    /**
     * The newest release announced per installed mod (`provider/modId` -> file id), written with the alert's
     * queueing, so a release is announced once across restarts and instances.
     */
    modUpdates: z.record(z.string(), z.string()).optional(),
    /**
     * What tasks last recorded of the server (mark's name -> value), written with their posts' queueing;
     * each in the shape its mark declares (`src/poller/tasks/context.ts: defineMark`), checked when read.
     */
    marks: z.record(z.string(), z.unknown()).optional(),
  });
export type ServerState = z.infer<ReturnType<typeof serverStateSchemaOf>>;

function emptyServerState(): ServerState {
  return { outbox: [] };
}

/**
 * The index of servers is kept in pages of at most `indexPageSize` ids, each its own document, so a new or
 * removed server rewrites one page whatever the fleet; the root names how many pages there are. An earlier
 * version kept every id in the root itself: `load` reads that and writes it as pages.
 */
const indexName = 'servers';
const indexPageSize = 500;
const indexSchema = z.union([z.array(z.string()), z.object({ pages: z.number().int().nonnegative() })]);
const indexPageName = (page: number) => `servers:${page}`;
const indexPageSchema = z.array(z.string());
const documentName = serverDocumentName;

/**
 * The poller's persistent state: one document per server plus an index of them. Memory holds the current
 * state; every change is written through, writes of one document in order.
 */
export class PollStateStore implements AlertStore {
  private readonly states = new Map<string, ServerState>();
  /** Each server's state as last written: what a restart would read. */
  private readonly written = new Map<string, ServerState>();
  private readonly writes = new KeyedMutex();
  /**
   * The servers whose outbox holds alerts, and those watched while they provision: what every cycle looks
   * at is found without walking every server the poller has a state for.
   */
  private readonly queued = new Set<string>();
  private readonly watching = new Set<string>();
  /** The index's pages as stored, which page holds each server, and the pages with room for one more. */
  private readonly indexPages: Set<string>[] = [];
  private readonly pageOf = new Map<string, number>();
  private readonly pagesWithRoom = new Set<number>();
  /** How many pages the stored root names. */
  private pagesNamed = 0;

  private readonly schema: ReturnType<typeof serverStateSchemaOf>;

  /** `notices`: how the outbox's notices are stored, by default of the built-in alert kinds alone. */
  constructor(
    private readonly store: BotStore,
    notices: z.ZodType<StoredNotice> = new AlertKinds(builtinAlertKinds).noticeSchema,
  ) {
    this.schema = serverStateSchemaOf(notices);
  }

  /** Reads what an earlier run left; documents that no longer validate are dropped. */
  async load(): Promise<void> {
    this.states.clear();
    this.written.clear();
    this.queued.clear();
    this.watching.clear();
    this.indexPages.length = 0;
    this.pageOf.clear();
    this.pagesWithRoom.clear();
    const index = await this.store.pollState(indexName, indexSchema);
    const pages = Array.isArray(index) ? chunked(index, indexPageSize) : await this.readIndexPages(index);
    for (const [page, serverIds] of pages.entries()) {
      const members = new Set<string>();
      for (const serverId of serverIds) {
        const state = await this.store.pollState(documentName(serverId), this.schema);
        // A server in two pages (a crash between a removal's and a re-adding's page writes) counts once.
        if (!state || this.pageOf.has(serverId)) continue;
        this.set(serverId, withNamedAlerts(state));
        this.written.set(serverId, state);
        members.add(serverId);
        this.pageOf.set(serverId, page);
      }
      this.indexPages.push(members);
      if (members.size < indexPageSize) this.pagesWithRoom.add(page);
    }
    this.pagesNamed = Array.isArray(index) ? 0 : pages.length;
    // An earlier version's one-document index, written as pages; the root last, so a crash redoes it.
    if (Array.isArray(index)) {
      for (const page of pages.keys()) await this.writeIndexPage(page);
      await this.writeIndexRoot();
    }
  }

  private async readIndexPages(index: { pages: number } | undefined): Promise<string[][]> {
    const pages: string[][] = [];
    for (let page = 0; page < (index?.pages ?? 0); page += 1)
      pages.push((await this.store.pollState(indexPageName(page), indexPageSchema)) ?? []);
    return pages;
  }

  /** Puts a server in a page with room, or a new page. */
  private placeInIndex(serverId: string): number {
    const [roomy] = this.pagesWithRoom;
    const page = roomy ?? this.indexPages.push(new Set()) - 1;
    const members = this.indexPages[page]!;
    members.add(serverId);
    this.pageOf.set(serverId, page);
    if (members.size < indexPageSize) this.pagesWithRoom.add(page);
    else this.pagesWithRoom.delete(page);
    return page;
  }

  private set(serverId: string, state: ServerState): void {
    this.states.set(serverId, state);
    if (state.outbox.length > 0) this.queued.add(serverId);
    else this.queued.delete(serverId);
    if (state.watch !== undefined) this.watching.add(serverId);
    else this.watching.delete(serverId);
  }

  /**
   * The server's alerts as last written to the store: a grouped post takes only these, so that no member
   * of it is one a crash could still undo (and its finding then queue again).
   */
  storedAlerts(serverId: string): readonly Pending[] {
    return this.written.get(serverId)?.outbox ?? [];
  }

  alerts(serverId: string): readonly Pending[] {
    return this.states.get(serverId)?.outbox ?? [];
  }

  storedAt(serverId: string): string {
    return this.store.pollStateKey(documentName(serverId));
  }

  async updateAlerts(serverId: string, change: (alerts: readonly Pending[]) => Pending[]): Promise<void> {
    await this.update(serverId, (state) => ({ ...state, outbox: change(state.outbox) }));
  }

  get(serverId: string): ServerState | undefined {
    return this.states.get(serverId);
  }

  serverIds(): string[] {
    return [...this.states.keys()];
  }

  /** The servers whose outbox holds alerts. */
  serverIdsWithAlerts(): string[] {
    return [...this.queued];
  }

  /** The servers watched while they provision. */
  watchedServerIds(): string[] {
    return [...this.watching];
  }

  /** Applies a change to a server's state and persists it; resolves once written. */
  async update(serverId: string, change: (state: ServerState) => ServerState): Promise<ServerState> {
    const isNew = !this.states.has(serverId);
    const next = change(this.states.get(serverId) ?? emptyServerState());
    this.set(serverId, next);
    if (isNew) await this.indexAdded(serverId);
    // The write stores whatever is current when its turn comes, and nothing for a server removed meanwhile.
    await this.writes.run(documentName(serverId), async () => {
      const current = this.states.get(serverId);
      if (!current) return;
      await this.store.setPollState(documentName(serverId), current);
      this.written.set(serverId, current);
    });
    return next;
  }

  /** Forgets a server whose state carries nothing worth keeping. */
  async remove(serverId: string): Promise<void> {
    if (!this.states.delete(serverId)) return;
    this.queued.delete(serverId);
    this.watching.delete(serverId);
    this.written.delete(serverId);
    await this.writes.run(documentName(serverId), () => this.store.deletePollState(documentName(serverId)));
    const page = this.pageOf.get(serverId);
    if (page === undefined) return;
    this.pageOf.delete(serverId);
    this.indexPages[page]!.delete(serverId);
    this.pagesWithRoom.add(page);
    await this.writeIndexPage(page);
  }

  private async indexAdded(serverId: string): Promise<void> {
    const page = this.placeInIndex(serverId);
    // The root too, before the server's document, when its page is one the stored root does not name yet,
    // or a restart would miss the server. (A root naming a page not yet written reads it as empty.)
    await Promise.all([
      this.writeIndexPage(page),
      page >= this.pagesNamed ? this.writeIndexRoot() : undefined,
    ]);
  }

  // Always the latest membership, and one write at a time, so a slower earlier write never wins.
  private writeIndexPage(page: number): Promise<void> {
    const name = indexPageName(page);
    return this.writes.run(name, () => this.store.setPollState(name, [...this.indexPages[page]!]));
  }

  private writeIndexRoot(): Promise<void> {
    return this.writes.run(indexName, async () => {
      const pages = this.indexPages.length;
      await this.store.setPollState(indexName, { pages });
      this.pagesNamed = pages;
    });
  }
}

function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Alerts queued before they carried the server's name (stored by an earlier version) take the one the state
 * holds, which is what they were rendered with then.
 */
function withNamedAlerts(state: ServerState): ServerState {
  const { name } = state;
  if (name === undefined || state.outbox.every((alert) => alert.serverName !== undefined)) return state;
  return { ...state, outbox: state.outbox.map((alert) => ({ serverName: name, ...alert })) };
}
