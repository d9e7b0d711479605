import { knownStatus, PageWalk, understood, type KnownStatus, type Server } from '../../api/index.js';
import type { Audience } from '../audience.js';
import { readStatus, type StatusChange } from '../../status/availability.js';
import { entryTime } from '../activity/entries.js';
import { pending } from '../server-outbox.js';
import { storedEntry } from '../render.js';
import type { Task } from '../scheduler.js';
import type { Notice, StoredEntry } from '../../alerts/index.js';
import { channelTargets, hasCode, listPageSize, type TaskContext } from './context.js';
import type { PollerTask, PollerTaskFactory } from './task.js';

const statusTask = 'status-watch';
/** The newest entries a change's own entry is looked for among, and how late it may land. */
const changeLogPageSize = 5;
const changeLogSlackMs = 60_000;
/**
 * Log reads one turn may add: a mass outage (a node down, a hundred servers on one page) must not hold the
 * other alerts back for a read each; beyond these, alerts go out without the entry.
 */
const changeLogReadsPerTurn = 3;

/**
 * The share of the background budget the status reads may spend: they are list pages of 100 servers, so
 * even a large account's pass is a few calls.
 */
const statusBudgetFraction = 0.25;

/**
 * Watches the status of the servers someone gets status alerts for, a pass every base interval, a call per
 * turn: the account's server list a page at a time (one call per 100 servers), or, when fewer servers are
 * watched than the list has pages and nobody follows every server, each watched server by itself. A change
 * between two reads of a server becomes one post: down (with the status and since when) or back (with how
 * long it was down). The status state and the post are one write of the server's document, so a restart or
 * another instance taking over neither loses nor repeats one.
 */
class StatusWatch implements PollerTask {
  readonly kinds = { status: { urgency: 1 } };
  private readonly walk = new PageWalk();
  /** The pages the last full pass over the list took. */
  private pagesPerPass: number | undefined;
  /** A pass reading the watched servers one by one: those left, and when it started. */
  private oneByOne: { left: string[]; startedAt: number } | undefined;

  /** What is left of this turn's `changeLogReadsPerTurn`. */
  private logReadsLeft = changeLogReadsPerTurn;

  constructor(private readonly context: TaskContext) {}

  /** Watches while someone gets status alerts. */
  sync(audience: Audience, now: number): void {
    if (audience.carries('status')) {
      this.context.scheduler.ensure(statusTask, 'status', now);
      return;
    }
    this.context.scheduler.remove(statusTask);
    this.restart();
  }

  async run(task: Task, audience: Audience): Promise<void> {
    this.logReadsLeft = changeLogReadsPerTurn;
    if (this.oneByOne || this.startOneByOne(audience)) return this.readNextServer(audience);
    const { context } = this;
    const pass = this.walk.next(context.now());
    const result = await context.listPage('status', pass.page, Math.min(task.dueAt, pass.startedAt));
    for (const server of result.servers) context.remember(server);
    const watched = audience.statusServers(context.known);
    for (const server of result.servers) if (watched.has(server.id)) await this.read(server, audience);
    const now = context.now();
    const spacing = context.budget.spacingFor(statusBudgetFraction);
    const progress = this.walk.advance(pass, result.servers, result, listPageSize);
    if (!progress.ended) {
      context.scheduler.completed(statusTask, now, spacing);
      return;
    }
    this.pagesPerPass = progress.pagesRead;
    this.passEnded(pass.startedAt);
  }

  /** Starts the next pass from the first page. */
  restart(): void {
    this.walk.restart();
    this.oneByOne = undefined;
  }

  /**
   * Starts a pass over the watched servers one by one when that takes fewer calls than the list did. Never
   * while the ops guild follows every server (the list is what tells which exist), nor before a pass over
   * the list told how long it is.
   */
  private startOneByOne(audience: Audience): boolean {
    if (this.pagesPerPass === undefined || audience.coversEveryServerFor('status')) return false;
    const watched = [...audience.statusServers([])];
    if (watched.length >= this.pagesPerPass) return false;
    this.oneByOne = { left: watched, startedAt: this.context.now() };
    return true;
  }

  private async readNextServer(audience: Audience): Promise<void> {
    const { context } = this;
    const pass = this.oneByOne!;
    // Taken off the list once read: a failed read is tried again at the next turn.
    const serverId = pass.left[0];
    if (serverId !== undefined) {
      // A deleted server has nothing left to watch; the provisioning and activity alerts say it is gone.
      const server = await context
        .call('status', (api, options) => api.getServer(serverId, options))
        .catch((error: unknown) => {
          if (hasCode(error, 'SERVER_NOT_FOUND')) return undefined;
          throw error;
        });
      if (server) {
        context.remember(server);
        if (audience.statusServers([]).has(server.id)) await this.read(server, audience);
      }
      pass.left.shift();
    }
    if (pass.left.length > 0) {
      context.scheduler.completed(statusTask, context.now(), context.budget.spacingFor(statusBudgetFraction));
      return;
    }
    this.oneByOne = undefined;
    this.passEnded(pass.startedAt);
  }

  private passEnded(startedAt: number): void {
    const { context } = this;
    const now = context.now();
    const spacing = context.budget.spacingFor(statusBudgetFraction);
    const nextPassAt = Math.max(startedAt + context.timing.baseIntervalMs, now + spacing);
    context.scheduler.completed(statusTask, now, nextPassAt - now);
  }

  private async read(server: Server, audience: Audience): Promise<void> {
    const { context } = this;
    const previous = context.states.get(server.id)?.status;
    if (previous?.last === server.status) return;
    const { next, change } = readStatus(previous, server.status, context.now());
    const recipients = change ? audience.recipients(server.id, 'status') : [];
    const logEntry =
      change && recipients.length > 0
        ? await this.changeLogEntry(server.id, knownStatus([previous?.last, server.status]))
        : undefined;
    const posts =
      change && recipients.length > 0
        ? [
            pending(
              statusEventKey(server.id, change),
              {
                ...statusNotice(change),
                ...(logEntry === undefined ? {} : { logEntry, logLine: logEntry.line }),
              },
              channelTargets(recipients, change.event === 'back'),
            ),
          ]
        : [];
    await context.emit(
      server.id,
      (state) => ({ ...state, ...(server.name ? { name: server.name } : {}), status: next }),
      posts,
      audience,
    );
  }

  /**
   * The activity log's own line for a change just seen (who or what changed it, when), which the alert
   * carries instead of a second post. One call per change; the alert goes out without it if it fails.
   */
  private async changeLogEntry(serverId: string, isStatus: KnownStatus): Promise<StoredEntry | undefined> {
    const { context } = this;
    // The first page holds the newest entries only in a newest-first log; old entries are never taken.
    if (context.states.get(serverId)?.activity?.order === 'oldest-first') return undefined;
    if (this.logReadsLeft <= 0) return undefined;
    this.logReadsLeft -= 1;
    const recentFrom = context.now() - 2 * context.timing.baseIntervalMs - changeLogSlackMs;
    try {
      const page = await context.call('status', (api, options) =>
        api.getActivity(serverId, { limit: changeLogPageSize }, options),
      );
      const newest = page.entries
        .map((entry) => understood(entry, isStatus))
        .filter((entry) => entry.kind === 'statusChanged' && (entryTime(entry) ?? 0) >= recentFrom)
        .sort((a, b) => (entryTime(b) ?? 0) - (entryTime(a) ?? 0))[0];
      return newest === undefined ? undefined : storedEntry(newest.key, newest);
    } catch (error) {
      context.logger.debug({ err: error, serverId }, 'status alert goes out without its activity entry');
      return undefined;
    }
  }
}

/** The identity of a status post: the server, which way, and when the outage began. */
function statusEventKey(serverId: string, change: StatusChange): string {
  return change.event === 'down'
    ? `status:${serverId}:down:${change.since}`
    : `status:${serverId}:up:${change.downSince}`;
}

function statusNotice(change: StatusChange): Notice {
  return change.event === 'down'
    ? { kind: 'status-down', status: change.status, since: change.since }
    : { kind: 'status-back', status: change.status, downSince: change.downSince, backAt: change.backAt };
}

export const statusWatch: PollerTaskFactory = (context) => new StatusWatch(context);
