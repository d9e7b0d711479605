import {
  availabilityOf,
  hasNextPage,
  HostingApiError,
  honoursStatusFilter,
  knownStatus,
  PageWalk,
  understood,
  type KnownStatus,
  type Server,
} from '../../api/index.js';
import type { Audience } from '../audience.js';
import { readStatus, type ServerStatus, type StatusChange } from '../../status/availability.js';
import { entryTime } from '../activity/entries.js';
import { pending } from '../server-outbox.js';
import { storedEntry } from '../render.js';
import type { Task } from '../scheduler.js';
import type { Notice, StoredEntry } from '../../alerts/index.js';
import { boardTask, channelTargets, hasCode, listPageSize, type TaskContext } from './context.js';
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
 * The share the filtered lists and the checks of servers that left them may spend: a pass is a call per
 * status not running, so this share only shortens the wait between the calls of one pass (down and back
 * alerts come sooner); the sweep keeps to `statusBudgetFraction`.
 */
const filteredBudgetFraction = 0.5;
/**
 * Pages read at each end of the list sorted by status, each read: enough to see every status when few
 * servers are not running; a fleet with more leaves the rest to the sweep rather than spend the budget.
 */
const probePagesPerEnd = 2;

/** A read of the two ends of the list sorted by status: the end and page next, and when it began. */
type Probe = { order: 'asc' | 'desc'; page: number; startedAt: number };

/** A pass over the lists of servers not running: one list per status, page after page. */
type FilteredPass = {
  startedAt: number;
  /** The statuses asked, as the API spells them; fixed when the pass starts. */
  statuses: string[];
  index: number;
  page: number;
  /** The servers the pass found, by id. */
  found: Map<string, Server>;
};

/**
 * Watches the status of the servers someone gets status alerts for (and, for the boards, of every server),
 * a call per turn, in one of three ways (docs/poller.md):
 *
 * - the servers not running, asked for: the list filtered by each status learned that is not running, a
 *   pass every provisioning interval, a few calls however large the account; a server new on those lists
 *   went down, one that left them is read by itself before it is called back. Between passes, the two ends
 *   of the list sorted by status are read, where a status never seen shows at once; a slow sweep of the whole
 *   list, a page at a time, learns new servers, the statuses beyond those ends, and names;
 * - the whole list, a page at a time, a pass every base interval: while that takes no more than twice the
 *   calls of the filtered lists (a small account), or when the API ignores the filter;
 * - each watched server by itself, when fewer are watched than the list has pages and nobody follows every
 *   server.
 *
 * A change between two reads of a server becomes one post: down (with the status and since when) or back
 * (with how long it was down). The status state and the post are one write of the server's document, so a
 * restart or another instance taking over neither loses nor repeats one.
 */
class StatusWatch implements PollerTask {
  // Before the sweeps and activity: a pass is a few calls, and the alerts wait on it.
  readonly kinds = { status: { urgency: 0 } };
  /** The whole list: the pass, or while the filtered lists are read, the sweep. */
  private readonly walk = new PageWalk();
  /** The pages the last full pass over the list took. */
  private pagesPerPass: number | undefined;
  /** Whether a sweep is part way through the list, and when its next page and next pass may be read. */
  private sweeping = false;
  private nextSweepPageAt = 0;
  private nextSweepAt = 0;
  /** The filtered pass going on, and when the next may start. */
  private filtered: FilteredPass | undefined;
  private nextFilteredAt = 0;
  /** The servers the last complete filtered pass found; undefined before one completed. */
  private listed: Map<string, Server> | undefined;
  /** When the first complete filtered pass began: a server not listed then was running. */
  private baselineAt: number | undefined;
  /** Servers that left the filtered lists, each read by itself before it is called back. */
  private toCheck: string[] = [];
  /** The API answered a filtered list with other statuses: the whole list is read instead, for good. */
  private filterIgnored = false;
  /** The read of the ends of the list sorted by status going on, and when the next may start. */
  private probing: Probe | undefined;
  private nextProbeAt = 0;
  /** The API refused the list sorted by status: new statuses are left to the sweep. */
  private sortRefused = false;
  /** A pass reading the watched servers one by one: those left, and when it started. */
  private oneByOne: { left: string[]; startedAt: number } | undefined;

  /** What is left of this turn's `changeLogReadsPerTurn`. */
  private logReadsLeft = changeLogReadsPerTurn;

  constructor(private readonly context: TaskContext) {}

  /**
   * Watches while someone gets status alerts, and while a board is live and the filtered lists are worth
   * reading (a board reads the whole list itself otherwise).
   */
  sync(audience: Audience, now: number): void {
    if (audience.carries('status') || (this.context.boardsWantStatus && this.filtering())) {
      this.context.scheduler.ensure(statusTask, 'status', now);
      return;
    }
    this.context.scheduler.remove(statusTask);
    this.restart();
  }

  async run(task: Task, audience: Audience): Promise<void> {
    this.logReadsLeft = changeLogReadsPerTurn;
    if (this.oneByOne || this.startOneByOne(audience)) return this.readNextServer(audience);
    if (this.filtering()) return this.filteredTurn(task, audience);
    this.stopFiltering();
    if (!audience.carries('status')) {
      this.context.scheduler.completed(statusTask, this.context.now(), this.context.timing.baseIntervalMs);
      return;
    }
    const { context } = this;
    const pass = this.walk.next(context.now());
    const result = await context.listPage('status', pass.page, Math.min(task.dueAt, pass.startedAt));
    context.rememberPage(result);
    const watched = audience.statusServers(idsOf(result.servers));
    for (const server of result.servers)
      if (watched.has(server.id)) await this.read(newestOf(context, server), audience);
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
    this.sweeping = false;
    this.stopFiltering();
  }

  /**
   * Whether the lists of servers not running are read: they must take at most half the calls of a pass
   * over the whole list (known from its first page), and the API must honour the filter.
   */
  private filtering(): boolean {
    const pages = this.context.wholeListPages;
    if (this.filterIgnored || pages === undefined) return false;
    return 2 * this.context.statuses.notRunning().length <= pages;
  }

  private stopFiltering(): void {
    this.filtered = undefined;
    this.probing = undefined;
    this.listed = undefined;
    this.baselineAt = undefined;
    this.toCheck = [];
    this.context.notRunning = undefined;
  }

  /**
   * One call: a server that left the lists, else the next list page of the filtered pass going on or due,
   * else (for someone who gets status alerts) a page of the sweep when one is due.
   */
  private async filteredTurn(task: Task, audience: Audience): Promise<void> {
    const { context } = this;
    const now = context.now();
    const sweeps = audience.carries('status');
    const checking = this.toCheck[0];
    if (checking !== undefined) {
      await this.check(checking, audience);
      this.toCheck.shift();
    } else if (this.filtered || now >= this.nextFilteredAt) await this.readFiltered(audience);
    else if (now >= this.probeDueAt()) await this.probe(audience);
    else if (sweeps && now >= this.sweepDueAt()) await this.sweepPage(task, audience);
    const after = context.now();
    const filteredDueAt =
      this.toCheck.length > 0 || this.filtered
        ? after + context.budget.spacingFor(filteredBudgetFraction)
        : Math.min(this.nextFilteredAt, this.probeDueAt());
    const dueAt = sweeps ? Math.min(filteredDueAt, this.sweepDueAt()) : filteredDueAt;
    context.scheduler.completed(statusTask, after, Math.max(0, dueAt - after));
  }

  private probeDueAt(): number {
    return this.sortRefused ? Number.POSITIVE_INFINITY : this.nextProbeAt;
  }

  private sweepDueAt(): number {
    return this.sweeping ? this.nextSweepPageAt : Math.max(this.nextSweepAt, this.nextSweepPageAt);
  }

  /** A page of the sweep: new servers, new statuses, names; the watched servers' statuses read as ever. */
  private async sweepPage(task: Task, audience: Audience): Promise<void> {
    const { context } = this;
    const pass = this.walk.next(context.now());
    this.sweeping = true;
    const result = await context.listPage('status', pass.page, Math.min(task.dueAt, pass.startedAt));
    context.rememberPage(result);
    const watched = audience.statusServers(idsOf(result.servers));
    for (const server of result.servers)
      if (watched.has(server.id)) await this.read(newestOf(context, server), audience);
    const progress = this.walk.advance(pass, result.servers, result, listPageSize);
    const now = context.now();
    this.nextSweepPageAt = now + context.budget.spacingFor(statusBudgetFraction);
    if (!progress.ended) return;
    this.sweeping = false;
    this.pagesPerPass = progress.pagesRead;
    this.nextSweepAt = pass.startedAt + context.timing.baseIntervalMs;
  }

  /** The next page of the filtered pass, starting one if none is going on. */
  private async readFiltered(audience: Audience): Promise<void> {
    const { context } = this;
    this.filtered ??= {
      startedAt: context.now(),
      statuses: context.statuses.notRunning(),
      index: 0,
      page: 1,
      found: new Map(),
    };
    const pass = this.filtered;
    const status = pass.statuses[pass.index];
    if (status !== undefined) {
      const result = await context
        .call('status', (api, options) =>
          api.listServers(
            // The spec's default order (createdAt, ascending): a set, whatever its order.
            { status, limit: listPageSize, page: pass.page },
            options,
          ),
        )
        .catch((error: unknown) => {
          // A word the API does not take as a filter is not asked again (until a server shows it again).
          if (!(error instanceof HostingApiError) || error.status !== 400) throw error;
          context.logger.warn({ status }, 'the API refused a status as a filter; it is not asked again');
          context.statuses.forget(status);
          return undefined;
        });
      if (result === undefined) {
        this.filtered = undefined;
        return;
      }
      if (!honoursStatusFilter(status, result.servers)) return this.filterIsIgnored(status);
      await this.found(pass.found, result.servers, audience);
      if (hasNextPage(result.servers, result, listPageSize)) {
        pass.page += 1;
        return;
      }
      pass.index += 1;
      pass.page = 1;
      if (pass.index < pass.statuses.length) return;
    }
    this.filteredPassEnded(pass);
  }

  /** Servers not running that a pass or a probe found: followed, and read for their alerts. */
  private async found(
    into: Map<string, Server> | undefined,
    servers: readonly Server[],
    audience: Audience,
  ): Promise<void> {
    const watched = audience.statusServers(idsOf(servers));
    for (const server of servers) {
      this.context.remember(server);
      // Presumed before it is followed: once in `listed`, it would count as not running all along.
      const presumed = this.presumed(server);
      into?.set(server.id, server);
      if (watched.has(server.id)) await this.read(server, audience, presumed);
    }
  }

  /**
   * A page at one end of the whole list sorted by status, between the passes (they come first): the servers
   * not running sort to one end or the other whatever order the API gives the statuses, so a status never
   * seen shows there within a provisioning interval, not a sweep later. An end is read until a page holds a
   * running server (at once, where the API ignores the sort) or for `probePagesPerEnd` pages.
   */
  private async probe(audience: Audience): Promise<void> {
    const { context } = this;
    this.probing ??= { order: 'asc', page: 1, startedAt: context.now() };
    const probe = this.probing;
    const result = await context
      .call('status', (api, options) =>
        api.listServers(
          { sort: 'status', order: probe.order, limit: listPageSize, page: probe.page },
          options,
        ),
      )
      .catch((error: unknown) => {
        if (!(error instanceof HostingApiError) || error.status !== 400) throw error;
        this.sortRefused = true;
        context.logger.warn(
          'the API refused the server list sorted by status; new statuses are found by the sweep alone',
        );
        return undefined;
      });
    if (result === undefined) {
      this.probing = undefined;
      return;
    }
    const notRunning = result.servers.filter((server) => availabilityOf(server.status) !== 'up');
    const listed = this.listed;
    const unlisted = notRunning.some((server) => listed?.get(server.id)?.status !== server.status);
    // Followed as if a list had found them, until the next pass (which asks for their status now) does.
    await this.found(listed, notRunning, audience);
    if (listed && unlisted) this.publish(listed);
    const now = context.now();
    const endRead =
      notRunning.length < result.servers.length ||
      probe.page >= probePagesPerEnd ||
      !hasNextPage(result.servers, result, listPageSize);
    if (!endRead) probe.page += 1;
    else if (probe.order === 'asc') Object.assign(probe, { order: 'desc', page: 1 });
    else {
      this.probing = undefined;
      this.nextProbeAt = probe.startedAt + context.timing.provisioningIntervalMs;
    }
    this.nextProbeAt = Math.max(this.nextProbeAt, now + context.budget.spacingFor(filteredBudgetFraction));
  }

  /**
   * What a server new on the lists was before, when nothing of it is stored: running, if it was in the
   * account when the first complete pass found it on none of the lists (its creation time tells).
   */
  private presumed(server: Server): ServerStatus | undefined {
    const { baselineAt, listed } = this;
    const running = this.context.statuses.running();
    if (baselineAt === undefined || listed === undefined || listed.has(server.id) || running === undefined)
      return undefined;
    const createdAt = server.createdAt === undefined ? Number.NaN : Date.parse(server.createdAt);
    if (!(createdAt < baselineAt)) return undefined;
    return { watchedSince: baselineAt, last: running, outages: [] };
  }

  private filteredPassEnded(pass: FilteredPass): void {
    const { context } = this;
    const previous = this.listed;
    this.listed = pass.found;
    this.baselineAt ??= pass.startedAt;
    this.filtered = undefined;
    for (const serverId of previous?.keys() ?? [])
      if (!pass.found.has(serverId) && !this.toCheck.includes(serverId)) this.toCheck.push(serverId);
    const now = context.now();
    this.nextFilteredAt = Math.max(
      pass.startedAt + context.timing.provisioningIntervalMs,
      now + context.budget.spacingFor(filteredBudgetFraction),
    );
    if (!previous || !sameServers(previous, pass.found)) this.publish(pass.found);
  }

  /** The boards' attention comes from these lists: a change is shown at once. */
  private publish(servers: ReadonlyMap<string, Server>): void {
    const { context } = this;
    const now = context.now();
    context.notRunning = { servers, changedAt: now };
    if (context.boardsWantStatus) context.scheduler.expedite(boardTask, now);
  }

  /** A server that left the lists: read by itself, it is back, in a status not learned yet, or gone. */
  private async check(serverId: string, audience: Audience): Promise<void> {
    const { context } = this;
    const server = await context
      .call('status', (api, options) => api.getServer(serverId, options))
      .catch((error: unknown) => {
        if (hasCode(error, 'SERVER_NOT_FOUND')) return undefined;
        throw error;
      });
    if (!server) return;
    context.remember(server);
    // Still not running, in a status the next pass asks for now: it stays followed meanwhile.
    if (availabilityOf(server.status) !== 'up') this.listed?.set(server.id, server);
    if (this.listed) this.publish(this.listed);
    if (audience.statusServers([server.id]).has(server.id)) await this.read(server, audience);
  }

  /** The API answered every status to a filtered list: the whole list is read from now on. */
  private filterIsIgnored(status: string): void {
    this.filterIgnored = true;
    this.stopFiltering();
    this.context.logger.warn(
      { status },
      'the API ignores the status filter of the server list; status passes read the whole list instead',
    );
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

  private async read(server: Server, audience: Audience, presumed?: ServerStatus): Promise<void> {
    const { context } = this;
    const previous = context.states.get(server.id)?.status ?? presumed;
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

/**
 * The server as last read by any task: a page shared with another task's pass may be older than a filtered
 * list or a check that read the server since, and its status then would undo theirs (a false down or back).
 */
function newestOf(context: TaskContext, server: Server): Server {
  return context.serverOf(server.id) ?? server;
}

/**
 * The ids of a page's servers, which those covering every server are asked about: the page's, not every
 * server known (a set as large as the account, built for each page, was most of a large account's CPU).
 */
const idsOf = (servers: readonly Server[]) => servers.map((server) => server.id);

/** Whether two passes found the same servers in the same statuses. */
function sameServers(a: ReadonlyMap<string, Server>, b: ReadonlyMap<string, Server>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, server] of a) if (b.get(id)?.status !== server.status) return false;
  return true;
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
