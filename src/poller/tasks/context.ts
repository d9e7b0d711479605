import type { z } from 'zod';
import {
  hasNextPage,
  HostingApiError,
  serverPlace,
  type CallOptions,
  type HostingApi,
  type Server,
  type ServerPage,
} from '../../api/index.js';
import { lruCache } from '../../cache.js';
import type { CreateReplyHandle } from '../../discord/context.js';
import type { DeliveryService } from '../../delivery/service.js';
import type { GameQuery } from '../../game/index.js';
import type { Logger } from '../../log.js';
import type { Translator } from '../../i18n/index.js';
import type { ModUpdateFound } from '../../mods/updates.js';
import type { ProvisioningTimes } from '../provisioning-times.js';
import type { AlertKind, BotStore } from '../../store/index.js';
import type { AlertKinds } from '../../alerts/index.js';
import type { ServerSize } from '../../usage/figures.js';
import type { Audience, Recipient } from '../audience.js';
import { LearnedStatuses } from '../learned-statuses.js';
import type { CallBudget, CallRate, GovernorView } from '../budget.js';
import { withAcknowledgements } from '../acknowledged.js';
import { enqueue } from '../server-outbox.js';
import type { Scheduler, TaskKind } from '../scheduler.js';
import type { AlertOutbox, Pending } from '../../delivery/alert-outbox.js';
import { type PollStateStore, type ServerState, type Target, withEndedIncidents } from '../state.js';
import type { PollerTiming } from '../timing.js';

/** The part of the API service the poller uses. */
export type PollerApi = Pick<
  HostingApi,
  'listServers' | 'getServer' | 'getActivity' | 'getResources' | 'searchMods'
> & {
  readonly governor: GovernorView;
};

/** Each guild's language, which its boards are in (the app's `GuildLanguages`). */
export type BoardLanguages = { translatorOf(guildId: string): Promise<Translator> };

/**
 * Everything the poll cycle and its tasks are built from, in one object: `createPoller` makes it from its
 * options, the cycle hands it to the `TaskContext` every task factory receives (the API only through
 * `TaskContext.call`). The tasks besides the built-in ones are handed to the cycle beside it.
 */
export type PollerDependencies = {
  api: PollerApi;
  store: BotStore;
  /** How posts, board edits and ops notices reach Discord. */
  delivery: DeliveryService;
  logger: Logger;
  opsGuildId: string;
  timing: PollerTiming;
  /** The poller's share of the API rate limit (the governor's background share). */
  budgetShare: number;
  now: () => number;
  /** Told of each mod update announced, for the audit trail. */
  onModUpdateFound?: (found: ModUpdateFound) => Promise<void>;
  /** Asks watched servers' games whether they answer; absent, games are not watched. */
  game?: GameQuery;
  /** Each guild's language, for its boards; absent, boards are in English. */
  languages?: BoardLanguages | undefined;
};

export const provisioningTask = 'provisioning';
export const discoveryTask = 'discovery';
export const sweepTask = 'server-sweep';
export const boardTask = 'board-refresh';
export const activityTask = (serverId: string) => `activity:${serverId}`;
export const serverOfActivityTask = (key: string) => key.slice('activity:'.length);

/**
 * Servers whose last read is kept in memory: twice the largest account the poller is measured at (100,000
 * servers), so only deleted servers nobody followed are ever dropped.
 */
export const maxRememberedServers = 200_000;

/** Page size of the server-list calls (the provisioning scan and the sweep). */
export const listPageSize = 100;

export function hasCode(error: unknown, code: string): boolean {
  return error instanceof HostingApiError && error.code === code;
}

/** The dependencies, and what the cycle builds for its tasks to share. */
export type TaskContextParts = PollerDependencies & {
  states: PollStateStore;
  scheduler: Scheduler;
  budget: CallBudget;
  outbox: AlertOutbox;
  /** What all but the adaptive tasks (activity polls) spend, which the quiet interval leaves room for. */
  upkeepRate: CallRate;
  /** How long provisioning takes, learned and saved by the cycle. */
  provisioningTimes: ProvisioningTimes;
  /** The alert kinds, which tell which posts end an incident someone may have acknowledged. */
  alertKinds: Pick<AlertKinds, 'endedIncident'>;
  /** Whether a server's alert to a channel is held for a grouped post (`AlertGroups.takes`). */
  grouped?: (item: Pending, channelId: string) => boolean;
};

/**
 * What every task works with, the one object each task factory receives: the API (through `call`), the
 * poller's state and schedule, what it knows of the servers, and the poller's dependencies (the store, the
 * delivery service, the game query, the settings).
 */
export class TaskContext {
  /** Reached only through `call`, so that every call a task makes is counted against the budget. */
  private readonly api: PollerApi;
  readonly logger: Logger;
  readonly timing: PollerTiming;
  readonly now: () => number;
  readonly states: PollStateStore;
  readonly scheduler: Scheduler;
  readonly budget: CallBudget;
  readonly outbox: AlertOutbox;
  readonly game: GameQuery | undefined;
  /**
   * The store (fenced by the lease where instances share it): guild links, boards, usage, mods, and the
   * acknowledgements a back post says as it is queued.
   */
  readonly store: BotStore;
  /** The guild links, which a server found deleted leaves. */
  readonly links: Pick<BotStore, 'unlinkServer'>;
  readonly delivery: DeliveryService;
  readonly opsGuildId: string;
  readonly languages: BoardLanguages | undefined;
  readonly onModUpdateFound: ((found: ModUpdateFound) => Promise<void>) | undefined;
  readonly provisioningTimes: ProvisioningTimes;
  /** What tasks share, built once by the first that asks (`shared`). */
  private readonly sharedParts = new Map<object, unknown>();
  /** Whether a server's alert to a channel is held for a grouped post. */
  readonly grouped: ((item: Pending, channelId: string) => boolean) | undefined;
  /** The kinds that end incidents, whose posts say who acknowledged them. */
  private readonly alertKinds: TaskContextParts['alertKinds'];
  /**
   * The account's servers seen so far, for an ops subscription to every server; bounded like `records`, the
   * least recently seen dropped first.
   */
  private readonly knownIds = lruCache<string, true>(maxRememberedServers);
  /** The known servers, as often as they are walked. */
  readonly known: Iterable<string> = { [Symbol.iterator]: () => this.knownIds.keys() };
  /** The status words seen in every read of a server: what the status watch asks the list for. */
  readonly statuses = new LearnedStatuses();
  /**
   * The servers not running as the status watch's last complete pass over the filtered lists found them,
   * and when what it found last changed; undefined while it reads the whole list instead. Boards show
   * these first.
   */
  notRunning: { servers: ReadonlyMap<string, Server>; changedAt: number } | undefined;
  /** Whether a live board wants the lists of servers not running, which the status watch reads. */
  boardsWantStatus = false;
  /** The pages the account's whole list takes, as its latest read told; undefined before one. */
  wholeListPages: number | undefined;
  /** The cycle's stop signal: every call is cancelled with it. */
  private signal: AbortSignal | undefined;
  /**
   * The latest read of each page of the account's server list and when it was made, kept across cycles: a
   * task whose pass began no later than the read takes it rather than reading the page again.
   */
  private readonly listPages = new Map<number, { readAt: number; read: Promise<ServerPage> }>();
  /** When each page handed out by `listPage` was read, for the servers it holds. */
  private readonly pageReadAt = new WeakMap<ServerPage, number>();
  /**
   * Each server as last read, and when: its name, its size (the denominator of absolute usage figures), what
   * its game is queried with, and what `/server info` shows before a fresh read. A server found gone is
   * forgotten; the bound, least recently read dropped first, covers the servers deleted that nobody
   * followed, which no call ever finds gone.
   */
  private readonly records = lruCache<string, { server: Server; readAt: number }>(maxRememberedServers);
  private readonly upkeepRate: CallRate;

  constructor(parts: TaskContextParts) {
    this.api = parts.api;
    this.logger = parts.logger;
    this.timing = parts.timing;
    this.now = parts.now;
    this.states = parts.states;
    this.scheduler = parts.scheduler;
    this.budget = parts.budget;
    this.outbox = parts.outbox;
    this.store = parts.store;
    this.links = parts.store;
    this.alertKinds = parts.alertKinds;
    this.upkeepRate = parts.upkeepRate;
    this.game = parts.game;
    this.grouped = parts.grouped;
    this.delivery = parts.delivery;
    this.opsGuildId = parts.opsGuildId;
    this.languages = parts.languages;
    this.onModUpdateFound = parts.onModUpdateFound;
    this.provisioningTimes = parts.provisioningTimes;
  }

  /**
   * The one part of its kind the tasks share (the provisioning watch the activity poll hands servers to,
   * the usage sampler a board asks to sample), built by whichever asks first.
   */
  shared<T>(key: object, build: () => T): T {
    if (!this.sharedParts.has(key)) this.sharedParts.set(key, build());
    return this.sharedParts.get(key) as T;
  }

  /** A new cycle: its calls are cancelled with `signal`. */
  beginCycle(signal: AbortSignal | undefined): void {
    this.signal = signal;
  }

  /**
   * A page of the account's server list, oldest first, for a pass over it that was due at `passDueAt`: read
   * once per pass however many tasks walk the list (the status watch, the server sweep, the board refresh)
   * and in whichever cycles their turns fall. A read made since the pass was due is as fresh as the pass
   * asks, so it is handed on; otherwise the asking task pays the call, under its kind. A read that failed
   * is never handed on.
   */
  listPage(kind: TaskKind, page: number, passDueAt: number): Promise<ServerPage> {
    const held = this.listPages.get(page);
    if (held && held.readAt >= passDueAt) return held.read;
    const readAt = this.now();
    const entry = {
      readAt,
      read: this.call(kind, (api, options) =>
        api.listServers({ limit: listPageSize, page, sort: 'createdAt', order: 'asc' }, options),
      ).then((read) => {
        this.pageReadAt.set(read, readAt);
        return read;
      }),
    };
    this.listPages.set(page, entry);
    entry.read.then(
      (read) => {
        const pages = read.pagination?.totalPages;
        if (pages !== undefined) this.wholeListPages = Math.max(1, pages);
        else if (!hasNextPage(read.servers, read, listPageSize)) this.wholeListPages = page;
        else this.wholeListPages = Math.max(this.wholeListPages ?? 0, page + 1);
      },
      () => {
        if (this.listPages.get(page) === entry) this.listPages.delete(page);
      },
    );
    return entry.read;
  }

  /**
   * Every API call of the poller, the one way a task reaches the API: background priority, counted against
   * the budget, cancelled on stop. `request` makes one call with the API and options it is handed.
   */
  call<T>(kind: TaskKind, request: (api: PollerApi, options: CallOptions) => Promise<T>): Promise<T> {
    this.budget.spend(1);
    if (!this.scheduler.scheduleOf(kind).adaptive) this.upkeepRate.record(this.now(), 1);
    return request(this.api, { priority: 'background', ...(this.signal ? { signal: this.signal } : {}) });
  }

  /** What a task last recorded of a server under its mark (see `emit`); undefined when not in its shape. */
  markOf<Value>(serverId: string, mark: Mark<Value>): Value | undefined {
    const parsed = mark.schema.safeParse(this.states.get(serverId)?.marks?.[mark.name]);
    return parsed.success ? parsed.data : undefined;
  }

  /**
   * The one way a finding becomes a post. Records what the task now knows of the server (`found`: the
   * built-in tasks change their part of its state, a cursor or a watch; a task of its own sets its mark,
   * `mark.set(value)`) and
   * queues its posts, stamped with the time and the server's name, in one write of the server's document;
   * then has the delivery service send them to `audience`. A task that compares what it reads with what it
   * recorded before emitting emits each event once, across restarts and instances.
   */
  async emit(serverId: string, found: Found, posts: readonly Pending[], audience: Audience): Promise<void> {
    const queuedAt = this.now();
    const told = await withAcknowledgements(this.store.acknowledgements, this.alertKinds, serverId, posts);
    const place = serverPlace(this.records.peek(serverId)?.server);
    const ended = told.flatMap((post) => {
      const end = this.alertKinds.endedIncident(post.notice, serverId);
      if (end === undefined) return [];
      const channels = post.targets.flatMap((target) =>
        target.kind === 'channel' ? [target.channelId] : [],
      );
      return [{ kind: end.incident.kind, since: end.incident.since, endedAt: end.endedAt, channels }];
    });
    await this.states.update(serverId, (state) => {
      const next = found(state);
      const incidents = withEndedIncidents(next.ended, ended, queuedAt);
      return {
        ...next,
        outbox: enqueue(next.outbox, told, { queuedAt, serverName: next.name, place }),
        ...(incidents === undefined ? {} : { ended: incidents }),
      };
    });
    if (posts.length > 0) await this.outbox.send(serverId, audience.alertRecipients(serverId), this.grouped);
  }

  watchedIds(): string[] {
    return this.states.watchedServerIds();
  }

  nameOf(serverId: string): string | undefined {
    return this.states.get(serverId)?.name ?? (this.records.peek(serverId)?.server.name || undefined);
  }

  /** What the stored states tell: the servers followed before (their names are in their states). */
  restoreKnown(): void {
    for (const serverId of this.states.serverIds())
      if (this.states.get(serverId)?.activity) this.noteKnown(serverId);
  }

  /** A server the account holds, seen now. */
  noteKnown(serverId: string): void {
    this.knownIds.set(serverId, true);
  }

  /**
   * A server as read at `readAt` (epoch ms; now by default). A page handed out again for another task's pass
   * can be older than a read of the server since (a status watch's check): the newer read is kept.
   */
  remember(server: Server, readAt = this.now()): void {
    this.noteKnown(server.id);
    this.statuses.learn(server.status);
    const held = this.records.peek(server.id);
    if (held && held.readAt > readAt) return;
    this.records.set(server.id, { server, readAt });
  }

  /** The servers of a page `listPage` handed out, as read when the page was. */
  rememberPage(page: ServerPage): void {
    const readAt = this.pageReadAt.get(page);
    for (const server of page.servers) this.remember(server, readAt);
  }

  /** A server found gone: nothing of it is kept in memory any longer. */
  forget(serverId: string): void {
    this.knownIds.delete(serverId);
    this.records.delete(serverId);
  }

  /** The server as last read by any task, if it was. */
  serverOf(serverId: string): Server | undefined {
    return this.records.peek(serverId)?.server;
  }

  /** The server as last read by any task and when, if it was. */
  lastRead(serverId: string): { server: Server; readAt: number } | undefined {
    return this.records.peek(serverId);
  }

  sizeOf(serverId: string): ServerSize | undefined {
    return this.records.peek(serverId)?.server;
  }

  /**
   * Where a server's news of a kind goes: its subscribed channels (each with the role to mention, if it
   * pings for this news), and the create reply while it can be edited.
   */
  targets(
    serverId: string,
    audience: Audience,
    reply: CreateReplyHandle | undefined,
    kind: AlertKind,
  ): Target[] {
    const channels = channelTargets(audience.recipients(serverId, kind));
    return reply && reply.expiresAt > this.now() ? [...channels, { kind: 'reply', reply }] : channels;
  }
}

/** What a task found out about a server: a change of its state (a mark's `set` is one). */
export type Found = (state: ServerState) => ServerState;

/**
 * What a task from outside records of each server, under a name of its own (unique among the tasks) and in
 * a shape it declares: `set` is the change `emit` writes with the posts, `markOf` reads it back typed.
 */
export type Mark<Value> = {
  readonly name: string;
  readonly schema: z.ZodType<Value>;
  set(value: Value): Found;
};

export function defineMark<Value>(name: string, schema: z.ZodType<Value>): Mark<Value> {
  return {
    name,
    schema,
    set: (value) => (state) => ({ ...state, marks: { ...state.marks, [name]: value } }),
  };
}

/** Channel targets for the recipients; a recovery post mentions a role only where asked to. */
export function channelTargets(recipients: readonly Recipient[], recovery = false): Target[] {
  return recipients.map(({ channelId, guildId, pingRoleId, pingRecovery }) => ({
    kind: 'channel',
    channelId,
    // The post is said in this guild's language.
    guildId,
    ...(pingRoleId !== undefined && (!recovery || pingRecovery) ? { pingRoleId } : {}),
  }));
}
