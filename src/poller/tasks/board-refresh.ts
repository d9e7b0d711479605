import { createHash } from 'node:crypto';
import { channelMention } from 'discord.js';
import { PageWalk, type PassProgress, type Server } from '../../api/index.js';
import { type BoardView, renderBoard } from '../../render/board.js';
import {
  type AttentionFacts,
  type AttentionItem,
  needingAttention,
  sameConditions,
  trackConditions,
} from '../../render/board-attention.js';
import { escapeApiText } from '../../render/format.js';
import { english, phrase, type Phrase, type Translator } from '../../i18n/index.js';
import { type Board, boardId, type BotStore, type GuildLinks, type Silence } from '../../store/index.js';
import { boardGames, boardSampling, latestUsage, usageAlarms } from '../board-focus.js';
import type { BoardWriteResult } from '../../delivery/board-messages.js';
import type { DeliveryService } from '../../delivery/service.js';
import type { Task } from '../scheduler.js';
import { type BoardLanguages, boardTask, hasCode, listPageSize, type TaskContext } from './context.js';

import { saidReason } from '../../delivery/permissions.js';
import type { PollerTaskFactory } from './task.js';
import { type UsageSampler, usageSamplerOf } from './usage-sample.js';

/**
 * The share of the background budget the boards' server-list reads may spend: the rest stays with
 * provisioning checks, activity and usage sampling.
 */
const boardBudgetFraction = 0.25;

type BoardRefreshParts = {
  store: BotStore;
  /** Posts and edits the boards' messages; tells ops when a board is posted anew or paused. */
  delivery: DeliveryService;
  opsGuildId: string;
  /** Usage sampling, asked to sample the servers a board shows usage for; it remembers which boards ask. */
  sampler: Pick<UsageSampler, 'requestSampling' | 'sources'>;
  /** Each guild's language, which its boards are in; absent, boards are in English. */
  languages?: BoardLanguages | undefined;
};

/**
 * Writes (posts, edits, deletions) one refresh makes to a board's channel at most: Discord allows about 5 per
 * 5 s per channel, and refreshes that write are `boardEditIntervalMs` (30 s) apart, so a board of 10
 * messages is brought up to date over two refreshes, its first message first, never in a burst.
 */
export const maxBoardWritesPerRefresh = 5;

/**
 * Discord's stricter limit for messages older than an hour, which a live board's are after its first: 3
 * edits per 6 s per channel (past it, 429 code 30046). A refresh edits at most 3 of an old board's
 * messages, and the next refresh that writes comes at least 6 s after the last write, so no 6 s ever holds
 * more than 3 edits.
 */
export const oldBoardEditLimit = { edits: 3, windowMs: 6_000, messageAgeMs: 60 * 60_000 } as const;

/**
 * The shortest time between two refreshes that write when what needs attention changed (a server went
 * wrong, or recovered): such a change is what the board is for, so it does not wait out the
 * `boardEditIntervalMs` of routine updates. Discord's limits still hold: a refresh writes at most 5 messages
 * (3 edits of an old board's), and 6 s is past both the 5 s and the 6 s window.
 */
const attentionEditIntervalMs = oldBoardEditLimit.windowMs;

/** The name a board's sampling request goes under. */
const boardSourcePrefix = 'board:';
const samplingSource = (board: Board) => `${boardSourcePrefix}${boardId(board)}`;

/** When the board's current messages began to be posted: none of them is older. */
const postedSince = (board: Board) => board.replacedAt ?? board.recreatedAt ?? board.createdAt;

/** A nonce per board message: stable across restarts, new after the board was recreated. */
function boardNonce(board: Board, page: number): string {
  const epoch = postedSince(board);
  return createHash('sha256')
    .update(`board:${boardId(board)}:${epoch}:${page}`)
    .digest('base64url')
    .slice(0, 25);
}

/**
 * Keeps every live board current. The account's server list is read a page per turn (one call per page of
 * 100, never one per server), spaced so boards spend at most their share of the budget; once a pass is
 * complete each board is rendered from it and edited where what it shows changed. A failing read marks the
 * boards stale instead of showing old states as current.
 */
class BoardRefresh {
  private readonly walk = new PageWalk();
  /** The servers the pass in progress has read. */
  private passServers = new Map<string, Server>();
  private snapshot: { servers: Server[]; readAt: number } | undefined;
  private staleSince: number | undefined;
  private pagesPerPass = 1;
  /** When the status watch's lists of servers not running the boards last showed had changed. */
  private shownNotRunningAt: number | undefined;
  /** When the next page of the whole list is due, kept apart from turns that only show new lists. */
  private nextPageAt = 0;
  /** When the earliest board held back by its edit interval may be written: it is shown again then. */
  private heldUntil: number | undefined;

  constructor(
    private readonly context: TaskContext,
    private readonly parts: BoardRefreshParts,
  ) {}

  private get messages() {
    return this.parts.delivery.boardMessages;
  }

  /**
   * Keeps the refresh due while a board is live, at once for a board still to be posted, and ends the
   * sampling of a board removed or paused since (by any instance: the store is what tells), so its servers
   * are not sampled a cycle longer.
   */
  async sync(now: number): Promise<void> {
    const { context } = this;
    const live = (await this.parts.store.boards.list()).filter((board) => board.pausedReason === undefined);
    const liveSources = new Set(live.map(samplingSource));
    for (const source of this.parts.sampler.sources())
      if (source.startsWith(boardSourcePrefix) && !liveSources.has(source))
        this.parts.sampler.requestSampling(source, []);
    context.boardsWantStatus = live.length > 0;
    if (live.length === 0) return context.scheduler.remove(boardTask);
    context.scheduler.ensure(boardTask, 'board', now);
    if (live.some((board) => board.messageIds.length === 0)) context.scheduler.expedite(boardTask, now);
  }

  /** The time a full pass takes at the budget's pace, never under the configured refresh period. */
  refreshEveryMs(): number {
    return Math.max(this.context.timing.boardRefreshMs, this.pagesPerPass * this.pageSpacingMs());
  }

  async run(task: Task): Promise<void> {
    const { context } = this;
    const startedAt = context.now();
    // The status watch read the servers not running anew, or a board held back by its edit interval may be
    // written now: the boards are shown without a page read.
    const notRunning = context.notRunning?.changedAt;
    const listsChanged = notRunning !== undefined && notRunning !== this.shownNotRunningAt;
    const heldDue = this.heldUntil !== undefined && this.heldUntil <= startedAt;
    if ((this.snapshot && listsChanged) || heldDue) {
      await this.showAll();
      if (startedAt < this.nextPageAt) return this.dueAt(this.nextPageAt);
    }
    const pass = this.walk.next(startedAt);
    if (pass.page === 1) this.passServers = new Map();
    let progress: PassProgress;
    try {
      const result = await context.listPage('board', pass.page, Math.min(task.dueAt, pass.startedAt));
      context.rememberPage(result);
      for (const server of result.servers) this.passServers.set(server.id, server);
      progress = this.walk.advance(pass, result.servers, result, listPageSize);
    } catch (error) {
      if (hasCode(error, 'ABORTED')) throw error;
      context.logger.warn({ err: error }, 'board refresh could not read the server list; boards show stale');
      this.walk.restart();
      this.staleSince ??= startedAt;
      await this.showAll();
      return this.dueAt(context.now() + this.context.timing.baseIntervalMs);
    }
    const now = context.now();
    if (!progress.ended) {
      this.nextPageAt = now + this.pageSpacingMs();
      return this.dueAt(this.nextPageAt);
    }
    this.pagesPerPass = progress.pagesRead;
    this.snapshot = { servers: [...this.passServers.values()], readAt: pass.startedAt };
    this.staleSince = undefined;
    await this.showAll();
    const nextPassAt = Math.max(pass.startedAt + context.timing.boardRefreshMs, now + this.pageSpacingMs());
    this.nextPageAt = nextPassAt;
    this.dueAt(nextPassAt);
  }

  /** The next turn: at `at`, or sooner when a board held back may be written then. */
  private dueAt(at: number): void {
    const now = this.context.now();
    const next = Math.min(at, this.heldUntil ?? Number.POSITIVE_INFINITY);
    this.context.scheduler.completed(boardTask, now, Math.max(0, next - now));
  }

  /** The wait between two page reads that keeps the boards within their share; 0 while no limit is known. */
  private pageSpacingMs(): number {
    return this.context.budget.spacingFor(boardBudgetFraction);
  }

  private async showAll(): Promise<void> {
    const { store, opsGuildId } = this.parts;
    this.shownNotRunningAt = this.context.notRunning?.changedAt;
    this.heldUntil = undefined;
    const links = await store.guildLinks();
    const watches = await store.usage.watchesWithStates();
    for (const stored of await store.boards.list()) {
      const source = samplingSource(stored);
      if (stored.pausedReason !== undefined) {
        this.parts.sampler.requestSampling(source, []);
        continue;
      }
      const servers = this.visibleTo(stored, links);
      const shown = new Set((servers ?? []).map((server) => server.id));
      const alarms = usageAlarms(watches, stored.guildId, opsGuildId, shown);
      const { games, facts } = boardGames(this.context, servers ?? [], {
        overThreshold: alarms.overThreshold,
        since: stored.conditions ?? {},
        now: this.context.now(),
        silencedUntil: silencedUntil(await store.silences.ofGuild(stored.guildId), shown, this.context.now()),
      });
      const board = servers === undefined ? stored : await this.remember(stored, servers, facts);
      if (!board) continue;
      const known = { ...facts, since: board.conditions ?? {} };
      const attention = needingAttention(servers ?? [], known);
      const attentionHash = hashOfAttention(attention);
      const sampled = boardSampling(servers ?? [], attention, alarms);
      this.parts.sampler.requestSampling(source, sampled);
      const t = (await this.parts.languages?.translatorOf(board.guildId)) ?? english;
      await this.show(board, t, attentionHash, {
        servers,
        usage: await latestUsage(this.parts.store.usage, sampled, this.context.now()),
        facts: known,
        usageAlertsActive: alarms.active,
        readAt: this.snapshot?.readAt,
        staleSince: this.staleSince,
        refreshEveryMs: this.refreshEveryMs(),
        games,
      });
    }
  }

  /** Stores since when each server is in its condition, if that changed; undefined once the board is gone. */
  private async remember(board: Board, servers: readonly Server[], facts: AttentionFacts) {
    const conditions = trackConditions(servers, facts);
    if (sameConditions(conditions, board.conditions ?? {})) return board;
    return this.parts.store.boards.change(board, (current) => ({ ...current, conditions }));
  }

  /** What a guild may see: ops every server, a community guild only those linked to it now. */
  private visibleTo(board: Board, links: GuildLinks): Server[] | undefined {
    const servers = this.current();
    if (board.guildId === this.parts.opsGuildId) return servers;
    const linked = new Set(links[board.guildId] ?? []);
    return servers?.filter((server) => linked.has(server.id));
  }

  /**
   * The last pass's servers, each as last read by any task (the status watch's lists of servers not
   * running and its reads of those that left them are newer than the pass), and the servers those lists
   * hold that the pass had not seen yet.
   */
  private current(): Server[] | undefined {
    const { snapshot, context } = this;
    if (!snapshot) return undefined;
    const servers = snapshot.servers.map((server) => context.serverOf(server.id) ?? server);
    const notRunning = context.notRunning?.servers;
    if (!notRunning) return servers;
    const shown = new Set(snapshot.servers.map((server) => server.id));
    return [...servers, ...[...notRunning.values()].filter((server) => !shown.has(server.id))];
  }

  /** Brings one board's messages up to date: posts what is missing, edits what changed, drops extra pages. */
  private async show(stored: Board, t: Translator, attentionHash: string, view: BoardView): Promise<void> {
    const { context } = this;
    const now = context.now();
    const pages = renderBoard(view, t);
    const unchanged =
      stored.messageIds.length === pages.length &&
      pages.every((page, index) => stored.pageHashes[index] === page.hash);
    if (unchanged) return this.retire(stored);
    const posted = stored.messageIds.length > 0;
    // Every message was posted after the board's (re)creation: younger than that, none is past its hour.
    const old = now - postedSince(stored) >= oldBoardEditLimit.messageAgeMs;
    const { boardEditIntervalMs } = context.timing;
    const urgent = stored.attentionHash !== attentionHash;
    const editIntervalMs = Math.max(
      urgent ? Math.min(boardEditIntervalMs, attentionEditIntervalMs) : boardEditIntervalMs,
      old ? oldBoardEditLimit.windowMs : 0,
    );
    if (posted && stored.editedAt !== undefined && now - stored.editedAt < editIntervalMs) {
      const at = stored.editedAt + editIntervalMs;
      this.heldUntil = Math.min(this.heldUntil ?? at, at);
      return;
    }
    const board = stored;
    const messageIds = [...board.messageIds];
    const pageHashes = [...board.pageHashes];
    // The top shows what needs attention once its first message is this render's.
    const shownAttention = () => (pageHashes[0] === pages[0]?.hash ? attentionHash : board.attentionHash);
    let writes = 0;
    let edits = 0;
    for (const [index, page] of pages.entries()) {
      const messageId = messageIds[index];
      if (messageId !== undefined && pageHashes[index] === page.hash) continue;
      const editsSpent = messageId !== undefined && old && edits === oldBoardEditLimit.edits;
      if (writes === maxBoardWritesPerRefresh || editsSpent) {
        await this.save(board, messageIds, pageHashes, context.now(), shownAttention());
        return;
      }
      writes += 1;
      if (messageId !== undefined) edits += 1;
      const result =
        messageId === undefined
          ? await this.messages.post(board.channelId, page.payload, boardNonce(board, index))
          : await this.messages.edit(board.channelId, messageId, page.payload, this.refreshEveryMs());
      if (result.outcome === 'delivered') {
        messageIds[index] = result.messageId;
        pageHashes[index] = page.hash;
        continue;
      }
      await this.save(board, messageIds, pageHashes, context.now(), shownAttention());
      if (result.outcome === 'missing') {
        const recreated = await this.recreate(board, messageIds);
        if (recreated) await this.show(recreated, t, attentionHash, view);
      } else if (result.outcome === 'edits-refused') {
        const replaced = await this.replace(board, messageIds);
        if (replaced) await this.show(replaced, t, attentionHash, view);
      } else await this.failed(board, result);
      return;
    }
    // Pages the board no longer needs go, within what is left of this refresh's writes; the rest next time.
    const extras = messageIds.slice(pages.length, pages.length + maxBoardWritesPerRefresh - writes);
    for (const extra of extras) await this.messages.delete(board.channelId, extra);
    messageIds.splice(pages.length, extras.length);
    pageHashes.splice(pages.length, extras.length);
    // From the last write on: the next refresh's edits keep their distance from this one's.
    const saved = await this.parts.store.boards.change(board, (current) => ({
      ...current,
      messageIds,
      pageHashes,
      editedAt: context.now(),
      attentionHash,
    }));
    // Removed while it was being refreshed: what was just posted goes with it.
    if (!saved) for (const id of messageIds) await this.messages.delete(board.channelId, id);
    else if (messageIds.length === pages.length) await this.retire(saved);
  }

  /**
   * Discord refused an edit for longer than a refresh (its limit on old messages, 30046, or any other rate
   * limit): the board is posted anew instead, new messages not being held to that limit, and the old ones
   * are deleted once the new are all up (`retire`). Not a deletion by someone: no ops notice, no pause.
   */
  private async replace(board: Board, messageIds: readonly string[]): Promise<Board | undefined> {
    const fresh = await this.parts.store.boards.change(board, (current) => ({
      ...current,
      messageIds: [],
      pageHashes: [],
      replacedAt: this.context.now(),
      retiredMessageIds: [...(current.retiredMessageIds ?? []), ...messageIds],
    }));
    if (fresh)
      this.context.logger.info(
        { channelId: board.channelId },
        'Discord refused a board edit for longer than a refresh; posting the board anew',
      );
    return fresh;
  }

  /** Deletes the messages a replaced board left, once its new messages are all posted. */
  private async retire(board: Board): Promise<void> {
    const retired = board.retiredMessageIds ?? [];
    if (retired.length === 0) return;
    for (const id of retired) await this.messages.delete(board.channelId, id);
    await this.parts.store.boards.change(board, ({ retiredMessageIds, ...current }) => {
      const left = (retiredMessageIds ?? []).filter((id) => !retired.includes(id));
      return left.length === 0 ? current : { ...current, retiredMessageIds: left };
    });
  }

  private async save(
    board: Board,
    messageIds: string[],
    pageHashes: string[],
    now: number,
    attentionHash: string | undefined,
  ): Promise<void> {
    await this.parts.store.boards.change(board, (current) => ({
      ...current,
      messageIds: [...messageIds],
      pageHashes: [...pageHashes],
      editedAt: now,
      ...(attentionHash === undefined ? {} : { attentionHash }),
    }));
  }

  /**
   * A board message was deleted: the first time the board is posted anew (and ops told), the second time it
   * is paused, since someone clearly does not want it there.
   */
  private async recreate(board: Board, messageIds: readonly string[]): Promise<Board | undefined> {
    const { store } = this.parts;
    if (board.recreatedAt !== undefined) {
      await this.pause(board, phrase('board.pause.deletedAgain'));
      return undefined;
    }
    for (const id of messageIds) await this.messages.delete(board.channelId, id);
    const now = this.context.now();
    const fresh = await store.boards.change(board, (current) => ({
      ...current,
      messageIds: [],
      pageHashes: [],
      recreatedAt: now,
    }));
    if (!fresh) return undefined;
    this.context.logger.warn({ channelId: board.channelId }, 'a board message was deleted; posting it anew');
    await this.parts.delivery.enqueue(`board-recreated:${boardId(board)}:${now}`, {
      lines: [phrase('alerts.ops.boardRecreated', { board: this.where(board) })],
    });
    return fresh;
  }

  private async failed(
    board: Board,
    result: Exclude<BoardWriteResult, { outcome: 'delivered' | 'missing' }>,
  ): Promise<void> {
    if (result.outcome === 'gone') {
      await this.pause(board, result.said ?? saidReason(result.reason));
      return;
    }
    // Passing or refused: the next pass tries again with what it shows then.
    this.context.logger.warn(
      { channelId: board.channelId, outcome: result.outcome },
      'a board could not be updated; the next refresh tries again',
    );
  }

  /** Pauses a board for a reason said in its reader's words (or, one the bot does not word, as it is). */
  private async pause(board: Board, said: Phrase | string): Promise<void> {
    const reason = typeof said === 'string' ? said : english.say(said);
    const paused = await this.parts.store.boards.change(board, (current) => ({
      ...current,
      pausedReason: reason,
      ...(typeof said === 'string' ? {} : { pausedFor: said }),
    }));
    if (!paused) return;
    this.context.logger.warn({ channelId: board.channelId, reason }, 'board paused');
    // Queued like every ops notice, under a key of its own: an outage cannot lose it.
    await this.parts.delivery.enqueue(`board-paused:${boardId(board)}:${this.context.now()}`, {
      lines: [phrase('alerts.ops.boardPaused', { board: this.where(board), reason: said })],
    });
  }

  private where(board: Board): string {
    const guild = this.parts.delivery.deliverer.guildNameOf(board.channelId);
    return guild === undefined
      ? channelMention(board.channelId)
      : `${channelMention(board.channelId)} (${escapeApiText(guild)})`;
  }
}

export const boardRefresh: PollerTaskFactory = (context) => {
  const boards = new BoardRefresh(context, {
    store: context.store,
    delivery: context.delivery,
    opsGuildId: context.opsGuildId,
    sampler: usageSamplerOf(context),
    languages: context.languages,
  });
  return {
    kinds: { board: { urgency: 1 } },
    sync: (_audience, now) => boards.sync(now),
    run: (task) => boards.run(task),
  };
};

/** What needs attention, as a short hash: which servers, in which status, for which reason. */
function hashOfAttention(attention: readonly AttentionItem[]): string {
  const hash = createHash('sha256');
  for (const { server, reason } of attention) hash.update(`${server.id}\0${server.status}\0${reason}\n`);
  return hash.digest('base64url').slice(0, 22);
}

/** The servers shown that a silence of the board's guild holds alerts back for, each until its last end. */
function silencedUntil(silences: readonly Silence[], shown: ReadonlySet<string>, now: number) {
  const until = new Map<string, number>();
  for (const silence of silences) {
    if (silence.ended !== undefined || silence.until <= now || silence.setAt > now) continue;
    const servers = silence.serverId === null ? shown : new Set([silence.serverId]);
    for (const serverId of servers)
      if (shown.has(serverId)) until.set(serverId, Math.max(until.get(serverId) ?? 0, silence.until));
  }
  return until;
}
