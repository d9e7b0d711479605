import type { CreateReplyHandle } from '../discord/context.js';
import type { Logger } from '../log.js';
import type { BotStore } from '../store/index.js';
import { Burstiness } from './activity/burstiness.js';
import type { BoardMessages } from './board-messages.js';
import { Audience } from './audience.js';
import { CallBudget, CallRate } from './budget.js';
import type { Deliverer } from './delivery.js';
import { LearnedModels } from './learned.js';
import { Outbox, type OutboxOptions } from './outbox.js';
import { runPooled } from './pool.js';
import { ProvisioningTimes } from './provisioning-times.js';
import { Scheduler, type Task } from './scheduler.js';
import { PollStateStore } from './state.js';
import { ActivityPoll } from './tasks/activity-poll.js';
import { BoardRefresh, boardTask } from './tasks/board-refresh.js';
import {
  activityTask,
  discoveryTask,
  hasCode,
  provisioningTask,
  serverOfActivityTask,
  sweepTask,
  TaskContext,
  type PollerApi,
} from './tasks/context.js';
import { ProvisioningWatch } from './tasks/provisioning-watch.js';
import { ServerSweep } from './tasks/server-sweep.js';
import { serverOfUsageTask, UsageSampler } from './tasks/usage-sample.js';
import type { PollerTiming } from './timing.js';

export type PollCycleOptions = {
  api: PollerApi;
  store: BotStore;
  deliverer: Deliverer;
  /** The status boards' messages. */
  boardMessages: BoardMessages;
  logger: Logger;
  opsGuildId: string;
  timing: PollerTiming;
  /** The poller's share of the API rate limit (the governor's background share). */
  budgetShare: number;
  now: () => number;
  /** Told of every alert posted, given up or paused, for counting. */
  onDelivery?: OutboxOptions['onDelivery'];
};

/** Tasks (and so calls) in flight at once within a cycle: enough to hide the API's latency, no more. */
const concurrency = 4;
/**
 * What provisioning checks, discovery and the sweep spend is averaged over this long before the rest of the
 * budget is left to activity: servers provision for minutes, so the average spans a few of them.
 */
const upkeepRateHorizonMs = 5 * 60_000;

/**
 * Plans and runs one poll cycle: brings the task list up to date with who subscribes to what, sends what
 * is left unsent, and runs the due tasks the budget allows. It never waits on timers: `nextWakeAt` says
 * when to run the next cycle, so a loop (or a benchmark on a virtual clock) drives it. See docs/poller.md.
 */
export class PollCycle {
  private readonly scheduler: Scheduler;
  private readonly budget: CallBudget;
  private readonly states: PollStateStore;
  private readonly outbox: Outbox;
  private readonly context: TaskContext;
  private readonly provisioning: ProvisioningWatch;
  private readonly activity: ActivityPoll;
  private readonly sweep: ServerSweep;
  private readonly boards: BoardRefresh;
  private readonly learned: LearnedModels;
  /** Usage sampling; a board asks it to sample its servers too (`usage.requestSampling`). */
  readonly usage: UsageSampler;
  /** The calls the first task left waiting needs: the next cycle is worth running once they fit. */
  private waitingFor = 1;
  private readonly upkeepRate = new CallRate(upkeepRateHorizonMs);

  constructor(private readonly options: PollCycleOptions) {
    const burstiness = new Burstiness();
    const provisioningTimes = new ProvisioningTimes();
    this.scheduler = new Scheduler(options.timing, burstiness);
    this.learned = new LearnedModels(options.store, { burstiness, provisioningTimes }, options.now());
    this.budget = new CallBudget(options.api.governor, options.budgetShare, options.now);
    this.states = new PollStateStore(options.store);
    this.outbox = new Outbox({ ...options, states: this.states });
    this.context = new TaskContext({
      ...options,
      states: this.states,
      scheduler: this.scheduler,
      budget: this.budget,
      outbox: this.outbox,
      upkeepRate: this.upkeepRate,
    });
    this.provisioning = new ProvisioningWatch(this.context, provisioningTimes);
    this.activity = new ActivityPoll(this.context, this.provisioning);
    this.sweep = new ServerSweep(this.context);
    this.usage = new UsageSampler(this.context, options.store.usage, options.store.audit);
    this.boards = new BoardRefresh(this.context, {
      store: options.store,
      messages: options.boardMessages,
      deliverer: options.deliverer,
      opsGuildId: options.opsGuildId,
      sampler: this.usage,
    });
  }

  /** Reads the state an earlier run left: cursors, watches, unsent notices and the learned models. */
  async load(): Promise<void> {
    await this.states.load();
    await this.learned.load();
    this.context.restoreKnown();
  }

  /** Watches a server that has just started provisioning; written to the store before it returns. */
  watchProvisioning(serverId: string, reply?: CreateReplyHandle): Promise<void> {
    return this.provisioning.watch(serverId, reply);
  }

  async runCycle(signal?: AbortSignal): Promise<void> {
    this.context.signal = signal;
    const now = this.options.now();
    const { store } = this.options;
    await this.takeHandoffs();
    const audience = new Audience(
      await store.subscriptions(),
      await store.guildLinks(),
      this.options.opsGuildId,
      await store.linkTimes(),
      await store.usage.watches(),
    );
    await this.syncTasks(audience, now);
    this.scheduler.fitQuietInterval(this.activityCallsPerMs(now), now);
    await runPooled(this.outbox.ready(this.states.serverIds()), concurrency, (serverId) =>
      this.outbox.flush(serverId, audience),
    );
    await runPooled(this.choose(now), concurrency, (task) => this.run(task, audience));
    await this.learned.saveIfDue(now);
  }

  /** Watches the servers that instances without the lease saw start provisioning. */
  private async takeHandoffs(): Promise<void> {
    const { store } = this.options;
    for (const { serverId, reply } of await store.provisioningHandoffs()) {
      await this.provisioning.watch(serverId, reply);
      await store.dropProvisioningHandoff(serverId);
    }
  }

  /**
   * When the next cycle has something to do (never sooner than the minimum tick, never later than the
   * maximum).
   */
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

  /**
   * The sustainable share less what the other tasks have been spending; undefined while no limit is known.
   */
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
      return (
        1 + this.context.watchedIds().filter((serverId) => this.states.get(serverId)?.watch?.offList).length
      );
    return 1;
  }

  /** Makes the task list match who subscribes to what, and forgets servers nobody follows any more. */
  private async syncTasks(audience: Audience, now: number): Promise<void> {
    const polled = audience.polledServers(this.context.known);
    for (const serverId of polled)
      if (!this.states.get(serverId)?.deleted) this.scheduler.ensure(activityTask(serverId), 'activity', now);
    for (const key of this.scheduler.keys('activity')) {
      const serverId = serverOfActivityTask(key);
      if (polled.has(serverId) && !this.states.get(serverId)?.deleted) continue;
      this.scheduler.remove(key);
      const state = this.states.get(serverId);
      if (state && !state.deleted && !state.watch && state.outbox.length === 0)
        await this.states.remove(serverId);
    }
    if (audience.hasSubscriptions) this.scheduler.ensure(discoveryTask, 'discovery', now);
    else this.scheduler.remove(discoveryTask);
    if (this.context.watchedIds().length > 0) this.scheduler.ensure(provisioningTask, 'provisioning', now);
    else this.scheduler.remove(provisioningTask);
    this.usage.sync(audience, now);
    await this.syncBoards(now);
    if (audience.coversEveryServer || audience.usageCoversEveryServer) {
      this.scheduler.ensure(sweepTask, 'server-sweep', now);
    } else {
      this.scheduler.remove(sweepTask);
      this.sweep.restart();
    }
  }

  /** Refreshes while a board is live; a board still to be posted is not kept waiting for the next pass. */
  private async syncBoards(now: number): Promise<void> {
    const live = (await this.options.store.boards.list()).filter((board) => board.pausedReason === undefined);
    if (live.length === 0) {
      this.scheduler.remove(boardTask);
      return;
    }
    this.scheduler.ensure(boardTask, 'board', now);
    if (live.some((board) => board.messageIds.length === 0)) this.scheduler.expedite(boardTask, now);
  }

  private async run(task: Task, audience: Audience): Promise<void> {
    try {
      if (task.kind === 'board') await this.boards.run();
      else if (task.kind === 'provisioning' || task.kind === 'discovery')
        await this.provisioning.run(audience);
      else if (task.kind === 'server-sweep') await this.sweep.run();
      else if (task.kind === 'usage') await this.usage.run(serverOfUsageTask(task.key), audience);
      else await this.activity.run(serverOfActivityTask(task.key), audience);
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
          task.kind === 'provisioning' ? this.provisioning.interval() : this.options.timing.baseIntervalMs,
        );
    }
  }
}
