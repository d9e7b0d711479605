import { z } from 'zod';
import { HostingApiError, statusKind, type CallOptions, type HostingApi, type Server } from '../api/index.js';
import type { CreateReplyHandle } from '../discord/context.js';
import type { Logger } from '../log.js';
import type { BotStore } from '../store/index.js';
import { Burstiness, burstinessStateSchema } from './activity/burstiness.js';
import { entryTime, sameCursor, type LogOrder } from './activity/cursor.js';
import { activityNotices } from './activity/notices.js';
import { readActivity } from './activity/reader.js';
import { Audience } from './audience.js';
import { CallBudget, CallRate, type GovernorView } from './budget.js';
import type { Deliverer } from './delivery.js';
import { Outbox, pending, type OutboxOptions } from './outbox.js';
import { runPooled } from './pool.js';
import { ProvisioningTimes } from './provisioning-times.js';
import { serverSnapshot } from './render.js';
import { Scheduler, type Task, type TaskKind } from './scheduler.js';
import { PollStateStore, type ServerState, type Target } from './state.js';
import type { PollerTiming } from './timing.js';

/** The part of the API service the poller uses. */
export type PollerApi = Pick<HostingApi, 'listServers' | 'getServer' | 'getActivity'> & {
  readonly governor: GovernorView;
};

export type PollerCoreOptions = {
  api: PollerApi;
  store: BotStore;
  deliverer: Deliverer;
  logger: Logger;
  opsGuildId: string;
  timing: PollerTiming;
  /** The poller's share of the API rate limit (the governor's background share). */
  budgetShare: number;
  now: () => number;
  /** Told of every alert posted, given up or paused, for counting. */
  onDelivery?: OutboxOptions['onDelivery'];
};

const provisioningTask = 'provisioning';
const discoveryTask = 'discovery';
const sweepTask = 'server-sweep';
const activityTask = (serverId: string) => `activity:${serverId}`;
const serverOf = (key: string) => key.slice('activity:'.length);

const activityPageSize = 50;
const activityMaxPages = 4;
/** Twice a page: a poll that reads the newest page always finds it among the keys kept. */
const seenRingSize = 2 * activityPageSize;
/** Entries may land in the log slightly out of time order; within this slack they are still taken as new. */
const arrivalSlackMs = 60_000;
const listPageSize = 100;
/** Tasks (and so calls) in flight at once within a cycle: enough to hide the API's latency, no more. */
const concurrency = 4;
const provisioningListMaxPages = 5;
/** The spec names only this status; other spellings are found through SERVER_INSTALLING or the sweep. */
const provisioningStatus = 'PROVISIONING';
/**
 * Provisioning checks spend at most this share of the poller's budget, so that activity polls keep the rest.
 * A fifth of a 60-calls-a-minute share still checks every 5 s (ready within 2 x the check interval at p95);
 * a tenth stretched checks to about 10 s and bought activity polls only a sixth more calls.
 */
const provisioningBudgetShare = 0.2;
/**
 * What provisioning checks, discovery and the sweep spend is averaged over this long before the rest of the
 * budget is left to activity: servers provision for minutes, so the average spans a few of them.
 */
const upkeepRateHorizonMs = 5 * 60_000;

/** What the poller learned about the account, kept between runs so that a restart does not start from scratch. */
const learnedName = 'learned';
const learnedSchema = z.object({
  burstiness: burstinessStateSchema,
  provisioningTimes: z.array(z.number().nonnegative()),
});
/** The learned models change slowly: saving them this often loses little in a crash and writes little. */
const learnedSaveIntervalMs = 5 * 60_000;

function hasCode(error: unknown, code: string): boolean {
  return error instanceof HostingApiError && error.code === code;
}

/**
 * One poll cycle and what it needs between cycles. It never waits on timers: `runCycle` does what is due
 * within the budget, and `nextWakeAt` says when to run the next one, so a loop (or a benchmark on a virtual
 * clock) drives it. See docs/poller.md.
 */
export class PollerCore {
  private readonly scheduler: Scheduler;
  private readonly budget: CallBudget;
  private readonly states: PollStateStore;
  private readonly outbox: Outbox;
  /** The account's servers seen so far, for an ops subscription to every server. */
  private readonly known = new Set<string>();
  private readonly names = new Map<string, string>();
  /** What other servers' logs showed, for a log whose own entries do not tell yet. */
  private learnedOrder: LogOrder = 'newest-first';
  private sweepPage = 1;
  private signal: AbortSignal | undefined;
  /** The calls the first task left waiting needs: the next cycle is worth running once they fit. */
  private waitingFor = 1;
  /** The calls of every task but activity polls, which the quiet interval must leave room for. */
  private readonly upkeepRate = new CallRate(upkeepRateHorizonMs);
  private readonly provisioningTimes = new ProvisioningTimes();
  private readonly burstiness = new Burstiness();
  private learnedSavedAt: number;

  constructor(private readonly options: PollerCoreOptions) {
    this.scheduler = new Scheduler(options.timing, this.burstiness);
    this.learnedSavedAt = options.now();
    this.budget = new CallBudget(options.api.governor, options.budgetShare, options.now);
    this.states = new PollStateStore(options.store);
    this.outbox = new Outbox({ ...options, states: this.states });
  }

  /** Reads the state an earlier run left: cursors, watches and unsent notices. */
  async load(): Promise<void> {
    await this.states.load();
    const learned = await this.options.store.pollState(learnedName, learnedSchema);
    if (learned) {
      this.burstiness.restore(learned.burstiness);
      this.provisioningTimes.restore(learned.provisioningTimes);
    }
    for (const serverId of this.states.serverIds()) {
      const state = this.states.get(serverId);
      if (state?.activity) this.known.add(serverId);
      if (state?.name) this.names.set(serverId, state.name);
    }
  }

  /** Watches a server that has just started provisioning; written to the store before it returns. */
  async watchProvisioning(serverId: string, reply?: CreateReplyHandle): Promise<void> {
    const now = this.options.now();
    await this.states.update(serverId, (state) => ({
      ...state,
      watch: { since: now, offList: false, ...(reply ? { reply } : {}) },
    }));
    this.known.add(serverId);
    const checkAt =
      now + Math.max(this.options.timing.provisioningIntervalMs, this.provisioningTimes.earliestDoneMs());
    this.scheduler.ensure(provisioningTask, 'provisioning', checkAt);
    this.scheduler.expedite(provisioningTask, checkAt);
  }

  async runCycle(signal?: AbortSignal): Promise<void> {
    this.signal = signal;
    const now = this.options.now();
    const { store } = this.options;
    const audience = new Audience(
      await store.subscriptions(),
      await store.guildLinks(),
      this.options.opsGuildId,
      await store.linkTimes(),
    );
    await this.syncTasks(audience, now);
    this.scheduler.fitQuietInterval(this.activityCallsPerMs(now), now);
    await runPooled(this.outbox.ready(this.states.serverIds()), concurrency, (serverId) =>
      this.outbox.flush(serverId, audience),
    );
    await runPooled(this.choose(now), concurrency, (task) => this.run(task, audience));
    if (now - this.learnedSavedAt >= learnedSaveIntervalMs) {
      this.learnedSavedAt = now;
      await this.options.store.setPollState(learnedName, {
        burstiness: this.burstiness.state(),
        provisioningTimes: this.provisioningTimes.state(),
      });
    }
  }

  /** When the next cycle has something to do (never sooner than the minimum tick, never later than the maximum). */
  nextWakeAt(): number {
    const now = this.options.now();
    const { minTickMs, maxTickMs } = this.options.timing;
    const candidates = [this.scheduler.nextDueAt(), this.outbox.nextRetryAt()].filter(
      (at): at is number => at !== undefined,
    );
    let wake = candidates.length > 0 ? Math.min(...candidates) : now + maxTickMs;
    // Work is due but the budget held it back: wake when it fits.
    if (wake <= now) wake = this.budget.nextCallAt(this.waitingFor) ?? now;
    return Math.min(Math.max(wake, now + minTickMs), now + maxTickMs);
  }

  /** The sustainable share less what the other tasks have been spending; undefined while no limit is known. */
  private activityCallsPerMs(now: number): number | undefined {
    const sustainable = this.budget.sustainableCallsPerMs();
    return sustainable === undefined ? undefined : sustainable - this.upkeepRate.callsPerMs(now);
  }

  /** What is due, most urgent first, as far as the budget allows; the rest waits for a later cycle. */
  private choose(now: number): Task[] {
    let allowance = this.budget.allowance();
    const largest = this.budget.largestAllowance();
    const chosen: Task[] = [];
    this.waitingFor = 1;
    for (const task of this.scheduler.due(now)) {
      // Provisioning checks and discovery are the same scan: one per cycle.
      if (task.kind === 'discovery' && chosen.some((other) => other.kind === 'provisioning')) continue;
      const calls = Math.min(this.estimatedCalls(task), largest);
      if (calls > allowance) {
        this.waitingFor = calls;
        break;
      }
      chosen.push(task);
      allowance -= calls;
    }
    return chosen;
  }

  private estimatedCalls(task: Task): number {
    if (task.kind === 'provisioning' || task.kind === 'discovery')
      return 1 + this.watchedIds().filter((serverId) => this.states.get(serverId)?.watch?.offList).length;
    return 1;
  }

  /** Makes the task list match who subscribes to what, and forgets servers nobody follows any more. */
  private async syncTasks(audience: Audience, now: number): Promise<void> {
    const polled = audience.polledServers(this.known);
    for (const serverId of polled)
      if (!this.states.get(serverId)?.deleted) this.scheduler.ensure(activityTask(serverId), 'activity', now);
    for (const key of this.scheduler.keys('activity')) {
      const serverId = serverOf(key);
      if (polled.has(serverId) && !this.states.get(serverId)?.deleted) continue;
      this.scheduler.remove(key);
      const state = this.states.get(serverId);
      if (state && !state.deleted && !state.watch && state.outbox.length === 0)
        await this.states.remove(serverId);
    }
    if (audience.hasSubscriptions) this.scheduler.ensure(discoveryTask, 'discovery', now);
    else this.scheduler.remove(discoveryTask);
    if (this.watchedIds().length > 0) this.scheduler.ensure(provisioningTask, 'provisioning', now);
    else this.scheduler.remove(provisioningTask);
    if (audience.coversEveryServer) {
      this.scheduler.ensure(sweepTask, 'server-sweep', now);
    } else {
      this.scheduler.remove(sweepTask);
      this.sweepPage = 1;
    }
  }

  private async run(task: Task, audience: Audience): Promise<void> {
    try {
      if (task.kind === 'provisioning' || task.kind === 'discovery') await this.checkProvisioning(audience);
      else if (task.kind === 'server-sweep') await this.sweepServers();
      else await this.pollActivity(serverOf(task.key), audience);
    } catch (error) {
      // Stopping: the task stays due, and nothing it read was stored.
      if (hasCode(error, 'ABORTED')) return;
      this.options.logger.warn({ err: error, task: task.key }, 'poll task failed; it runs again later');
      const now = this.options.now();
      if (task.kind === 'activity') this.scheduler.polled(task.key, now);
      else
        this.scheduler.completed(
          task.key,
          now,
          task.kind === 'provisioning' ? this.provisioningInterval() : this.options.timing.baseIntervalMs,
        );
    }
  }

  /** Every API call of the poller: background priority, counted against the budget, cancelled on stop. */
  private call<T>(kind: TaskKind, request: (options: CallOptions) => Promise<T>): Promise<T> {
    this.budget.spend(1);
    if (kind !== 'activity') this.upkeepRate.record(this.options.now(), 1);
    return request({ priority: 'background', ...(this.signal ? { signal: this.signal } : {}) });
  }

  private watchedIds(): string[] {
    return this.states.serverIds().filter((serverId) => this.states.get(serverId)?.watch !== undefined);
  }

  private nameOf(serverId: string): string | undefined {
    return this.states.get(serverId)?.name ?? this.names.get(serverId);
  }

  private remember(server: Server): void {
    this.known.add(server.id);
    if (server.name) this.names.set(server.id, server.name);
  }

  // Provisioning

  /**
   * One status-filtered list call shows which servers still provision: new ones are watched (when someone
   * would hear about them), and a watched server missing from it has changed, so only that one is fetched.
   * It runs often while servers are watched, and at the base interval to discover new ones.
   */
  private async checkProvisioning(audience: Audience): Promise<void> {
    const listed = new Map<string, Server>();
    for (let page = 1; page <= provisioningListMaxPages; page += 1) {
      const result = await this.call('provisioning', (options) =>
        this.options.api.listServers({ status: provisioningStatus, limit: listPageSize, page }, options),
      );
      for (const server of result.servers) listed.set(server.id, server);
      if (!(result.pagination?.hasNext ?? result.servers.length === listPageSize)) break;
    }
    const now = this.options.now();
    for (const server of listed.values()) {
      this.remember(server);
      const state = this.states.get(server.id);
      if (statusKind(server.status) !== 'provisioning' || state?.watch || state?.deleted) continue;
      if (audience.recipients(server.id).length > 0) {
        await this.states.update(server.id, (current) => ({
          ...current,
          watch: { since: now, offList: false },
        }));
      }
    }
    for (const serverId of this.watchedIds()) await this.checkWatched(serverId, listed, audience);
    // One scan serves both: the watched servers' check and the discovery of new ones.
    const after = this.options.now();
    this.scheduler.completed(discoveryTask, after, this.options.timing.baseIntervalMs);
    if (this.watchedIds().length === 0) this.scheduler.remove(provisioningTask);
    else {
      this.scheduler.ensure(provisioningTask, 'provisioning', after);
      this.scheduler.completed(provisioningTask, after, this.nextProvisioningCheckAt(after) - after);
    }
  }

  /** The check interval from now, or later when no watched server can be done before then. */
  private nextProvisioningCheckAt(now: number): number {
    const earliestDoneMs = this.provisioningTimes.earliestDoneMs();
    let ripeAt = Number.POSITIVE_INFINITY;
    for (const serverId of this.watchedIds()) {
      const watch = this.states.get(serverId)?.watch;
      // A server found through SERVER_INSTALLING may have been provisioning for any time.
      if (watch) ripeAt = Math.min(ripeAt, watch.offList ? now : watch.since + earliestDoneMs);
    }
    return Math.max(now + this.provisioningInterval(), Number.isFinite(ripeAt) ? ripeAt : now);
  }

  private provisioningInterval(): number {
    return Math.max(
      this.options.timing.provisioningIntervalMs,
      this.budget.spacingFor(provisioningBudgetShare),
    );
  }

  private async checkWatched(
    serverId: string,
    listed: Map<string, Server>,
    audience: Audience,
  ): Promise<void> {
    const watch = this.states.get(serverId)?.watch;
    if (!watch) return;
    const replyLive = watch.reply !== undefined && watch.reply.expiresAt > this.options.now();
    if (!replyLive && audience.recipients(serverId).length === 0) {
      // Nobody would hear the outcome: stop spending calls on it.
      await this.states.update(serverId, ({ watch: _dropped, ...state }) => state);
      return;
    }
    if (listed.has(serverId)) {
      if (watch.offList)
        await this.states.update(serverId, (state) => ({ ...state, watch: { ...watch, offList: false } }));
      return;
    }
    let server: Server;
    try {
      server = await this.call('provisioning', (options) => this.options.api.getServer(serverId, options));
    } catch (error) {
      if (hasCode(error, 'SERVER_NOT_FOUND')) return this.markDeleted(serverId, audience, true);
      throw error;
    }
    this.remember(server);
    if (statusKind(server.status) === 'provisioning') {
      if (!watch.offList)
        await this.states.update(serverId, (state) => ({ ...state, watch: { ...watch, offList: true } }));
      return;
    }
    this.provisioningTimes.record(this.options.now() - watch.since);
    const targets = this.targets(serverId, audience, watch.reply);
    await this.states.update(serverId, ({ watch: _finished, ...state }) => ({
      ...state,
      name: server.name,
      outbox:
        targets.length > 0
          ? [...state.outbox, pending({ kind: 'provisioned', server: serverSnapshot(server) }, targets)]
          : state.outbox,
    }));
    // A freshly provisioned server tends to be busy: read its log soon.
    this.scheduler.expedite(
      activityTask(serverId),
      this.options.now() + this.options.timing.provisioningIntervalMs,
    );
    await this.outbox.flush(serverId, audience);
  }

  private targets(serverId: string, audience: Audience, reply: CreateReplyHandle | undefined): Target[] {
    const channels: Target[] = audience
      .recipients(serverId)
      .map(({ channelId }) => ({ kind: 'channel', channelId }));
    return reply && reply.expiresAt > this.options.now() ? [...channels, { kind: 'reply', reply }] : channels;
  }

  /** The server is gone (404): say so to whoever followed it, and never poll it again. */
  private async markDeleted(serverId: string, audience: Audience, whileProvisioning: boolean): Promise<void> {
    // The watch and the activity poll may both find out; the first one tells.
    if (this.states.get(serverId)?.deleted) return;
    const targets = this.targets(serverId, audience, this.states.get(serverId)?.watch?.reply);
    await this.states.update(serverId, (state) => ({
      outbox:
        targets.length > 0
          ? [...state.outbox, pending({ kind: 'deleted', whileProvisioning }, targets)]
          : state.outbox,
      deleted: true,
      ...(state.name === undefined ? {} : { name: state.name }),
    }));
    this.scheduler.remove(activityTask(serverId));
    this.known.delete(serverId);
    await this.outbox.flush(serverId, audience);
  }

  // The account's server list, page by page, for an ops subscription to every server.

  private async sweepServers(): Promise<void> {
    const page = this.sweepPage;
    const result = await this.call('server-sweep', (options) =>
      this.options.api.listServers({ limit: listPageSize, page, sort: 'createdAt', order: 'asc' }, options),
    );
    for (const server of result.servers) this.remember(server);
    const more = result.pagination?.hasNext ?? result.servers.length === listPageSize;
    this.sweepPage = more ? page + 1 : 1;
    this.scheduler.completed(
      sweepTask,
      this.options.now(),
      more ? 0 : this.options.timing.serverSweepIntervalMs,
    );
  }

  // Activity

  private async pollActivity(serverId: string, audience: Audience): Promise<void> {
    const key = activityTask(serverId);
    const recipients = audience.recipients(serverId);
    if (recipients.length === 0 || this.states.get(serverId)?.deleted) return;
    try {
      const cursor = this.states.get(serverId)?.activity;
      const result = await readActivity(
        (offset, limit) =>
          this.call('activity', (options) =>
            this.options.api.getActivity(serverId, { limit, offset }, options),
          ),
        cursor,
        {
          pageSize: activityPageSize,
          maxPages: activityMaxPages,
          ringSize: seenRingSize,
          slackMs: arrivalSlackMs,
          historyBefore: Math.min(...recipients.map(({ since }) => since)),
          assumedOrder: this.learnedOrder,
        },
      );
      if (result.shownOrder) this.learnedOrder = result.shownOrder;
      if (result.skipped)
        this.options.logger.warn(
          { serverId },
          'more new activity than one poll reads: entries in the middle of the burst were skipped',
        );
      const notices = activityNotices(result.fresh, recipients, result.skipped);
      // The name is only needed to post: a quiet server's poll stays one call.
      const name =
        this.nameOf(serverId) ??
        audience.subscribedName(serverId) ??
        (notices.length > 0
          ? (await this.call('activity', (options) => this.options.api.getServer(serverId, options))).name
          : undefined);
      const state = this.states.get(serverId);
      if (notices.length > 0 || state?.name !== name || !sameCursor(state?.activity, result.cursor)) {
        await this.states.update(serverId, (current) => ({
          ...current,
          ...(name === undefined ? {} : { name }),
          activity: result.cursor,
          outbox: [...current.outbox, ...notices],
        }));
      }
      this.scheduler.polled(key, this.options.now(), {
        entryTimes: result.fresh.map(({ entry }) => entryTime(entry)),
        newestBefore: cursor?.newestAt,
        newestAfter: result.cursor.newestAt,
      });
      if (notices.length > 0) await this.outbox.flush(serverId, audience);
    } catch (error) {
      if (hasCode(error, 'SERVER_NOT_FOUND')) return this.markDeleted(serverId, audience, false);
      if (!hasCode(error, 'SERVER_INSTALLING')) throw error;
      await this.watchInstalling(serverId);
      this.scheduler.polled(key, this.options.now());
    }
  }

  /** The API says the server is still being set up: watch it like any provisioning server. */
  private async watchInstalling(serverId: string): Promise<void> {
    const now = this.options.now();
    if (!this.states.get(serverId)?.watch) {
      await this.states.update(serverId, (state: ServerState) => ({
        ...state,
        watch: { since: now, offList: true },
      }));
    }
    this.scheduler.ensure(provisioningTask, 'provisioning', now);
    this.scheduler.expedite(provisioningTask, now);
  }
}
