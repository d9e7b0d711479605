import { AlertKinds, builtinAlertKinds } from '../alerts/index.js';
import { AlertOutbox } from '../delivery/alert-outbox.js';
import type { CreateReplyHandle, PolledServer } from '../discord/context.js';
import { setAsideId } from '../store/index.js';
import { Burstiness } from './activity/burstiness.js';
import { AlertGroups } from './alert-groups.js';
import { Audience } from './audience.js';
import { AudienceReader } from './audience-inputs.js';
import { CallBudget, CallRate } from './budget.js';
import { LearnedModels } from './learned.js';
import { runPooled } from './pool.js';
import { ProvisioningTimes } from './provisioning-times.js';
import { Scheduler, type Task, type TaskKind } from './scheduler.js';
import { setAsideNotice } from './set-aside-notice.js';
import { SilenceEnds } from './silence-ends.js';
import { PollStateStore } from './state.js';
import { hasCode, TaskContext, type PollerDependencies } from './tasks/context.js';
import { pollerTasks } from './tasks/index.js';
import { provisioningWatchOf, type ProvisioningWatch } from './tasks/provisioning-watch.js';
import type { PollerTask, PollerTaskFactory } from './tasks/task.js';
import { usageSamplerOf, type UsageSampler } from './tasks/usage-sample.js';

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
  private readonly outbox: AlertOutbox;
  /** Changes of several servers reaching one channel together, posted as one. */
  private readonly groups: AlertGroups;
  private readonly context: TaskContext;
  private readonly provisioning: ProvisioningWatch;
  private readonly tasks: readonly PollerTask[];
  private readonly owners = new Map<TaskKind, PollerTask>();
  private readonly learned: LearnedModels;
  /** Usage sampling; a board asks it to sample its servers too (`usage.requestSampling`). */
  readonly usage: UsageSampler;
  /** The calls the first task left waiting needs: the next cycle is worth running once they fit. */
  private waitingFor = 1;
  private readonly upkeepRate = new CallRate(upkeepRateHorizonMs);
  private readonly silenceEnds: SilenceEnds;
  private readonly audienceInputs: AudienceReader;

  constructor(
    private readonly options: PollerDependencies,
    /** Tasks run besides the built-in ones, each from a file of its own. */
    extraTasks: readonly PollerTaskFactory[] = [],
  ) {
    const burstiness = new Burstiness();
    const provisioningTimes = new ProvisioningTimes();
    this.scheduler = new Scheduler(options.timing, burstiness);
    this.budget = new CallBudget(options.api.governor, options.budgetShare, options.now);
    // Extension tasks add their own kinds once built, before `load` reads the outboxes that hold them.
    const alertKinds = new AlertKinds(builtinAlertKinds);
    this.states = new PollStateStore(options.store, alertKinds.noticeSchema);
    this.outbox = new AlertOutbox(this.states, options.delivery, alertKinds);
    this.groups = new AlertGroups({
      store: options.store,
      states: this.states,
      delivery: options.delivery,
      kinds: alertKinds,
      windowMs: options.timing.alertGroupWindowMs,
      now: options.now,
    });
    this.context = new TaskContext({
      ...options,
      grouped: this.groups.takes,
      states: this.states,
      scheduler: this.scheduler,
      budget: this.budget,
      outbox: this.outbox,
      upkeepRate: this.upkeepRate,
      provisioningTimes,
      alertKinds,
    });
    this.learned = new LearnedModels(
      options.store,
      { burstiness, provisioningTimes, statuses: this.context.statuses },
      options.now(),
    );
    // Every task built one way, the built-in ones first; a task's own alert kinds join the built-in ones.
    this.tasks = [...pollerTasks, ...extraTasks].flatMap((build) => build(this.context) ?? []);
    for (const task of this.tasks) alertKinds.add(task.alerts ?? []);
    this.provisioning = provisioningWatchOf(this.context);
    this.usage = usageSamplerOf(this.context);
    this.silenceEnds = new SilenceEnds(options.store, this.states, this.context, options.now);
    this.audienceInputs = new AudienceReader(options.store, options.now);
    for (const task of this.tasks)
      for (const [kind, schedule] of Object.entries(task.kinds)) {
        this.scheduler.declare(kind, schedule);
        this.owners.set(kind, task);
      }
  }

  /** Reads the state an earlier run left: cursors, watches, unsent notices and the learned models. */
  async load(): Promise<void> {
    await this.states.load();
    await this.groups.load();
    await this.options.delivery.opsNotices.load();
    await this.learned.load();
    this.context.restoreKnown();
  }

  /** The server as this poller last read it and what its state holds, from memory. */
  recall(serverId: string): PolledServer {
    const state = this.states.get(serverId);
    const lastRead = this.context.lastRead(serverId);
    return {
      ...(lastRead ? { lastRead } : {}),
      ...(state?.status ? { status: state.status } : {}),
      ...(state?.game ? { answers: state.game } : {}),
    };
  }

  /** Watches a server that has just started provisioning; written to the store before it returns. */
  watchProvisioning(serverId: string, reply?: CreateReplyHandle): Promise<void> {
    return this.provisioning.watch(serverId, reply);
  }

  async runCycle(signal?: AbortSignal): Promise<void> {
    this.context.beginCycle(signal);
    const now = this.options.now();
    await this.takeHandoffs();
    const inputs = await this.audienceInputs.read();
    const audience = new Audience(
      inputs.subscriptions,
      inputs.links,
      this.options.opsGuildId,
      inputs.linkTimes,
      inputs.usageWatches,
      await this.silenceEnds.read(),
      this.options.now,
    );
    await this.unlessFailing({}, 'could not post the end of a silence; the next cycle tries again', () =>
      this.silenceEnds.announce(audience),
    );
    await this.syncTasks(audience, now);
    this.scheduler.fitQuietInterval(this.activityCallsPerMs(now), now);
    await runPooled(this.outbox.ready(this.states.serverIdsWithAlerts()), concurrency, (serverId) =>
      this.unlessFailing({ serverId }, 'could not send the alerts of a server; they stay queued', () =>
        this.outbox.send(serverId, audience.alertRecipients(serverId), this.groups.takes),
      ),
    );
    await this.unlessFailing({}, 'could not send the grouped alerts; they stay queued', () =>
      this.groups.run(audience, audience.lostChannels),
    );
    await this.unlessFailing({}, 'could not announce the records set aside; the next cycle tries again', () =>
      this.announceSetAside(),
    );
    await this.unlessFailing({}, 'could not send the ops notices; they stay queued', () =>
      this.options.delivery.opsNotices.send(),
    );
    await runPooled(this.choose(now), concurrency, (task) => this.run(task, audience));
    await this.learned.saveIfDue(now);
  }

  /** Resolves once the work the tasks left going beside the cycles has ended. */
  async untilIdle(): Promise<void> {
    await Promise.all(this.tasks.map((task) => task.untilIdle?.()));
  }

  /**
   * Sending what is queued never stops the cycle: one server's outbox (or the ops notices) failing is logged,
   * and provisioning, status, usage, boards and games still run. Stopping still stops.
   */
  private async unlessFailing(
    fields: Record<string, unknown>,
    message: string,
    work: () => Promise<void>,
  ): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (hasCode(error, 'ABORTED')) throw error;
      this.options.logger.error({ ...fields, err: error }, message);
    }
  }

  /** Tells the ops guild of each record set aside (by any instance), once: the record keeps the flag. */
  private async announceSetAside(): Promise<void> {
    for (const record of await this.options.store.badRecords.list()) {
      if (record.notified) continue;
      await this.options.delivery.enqueue(`set-aside:${setAsideId(record)}`, setAsideNotice(record));
      await this.options.store.badRecords.markNotified(record);
    }
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
    const candidates = [
      this.scheduler.nextDueAt(),
      this.outbox.nextRetryAt(),
      this.groups.nextWakeAt(),
      this.options.delivery.opsNotices.nextRetryAt(),
    ].filter((at): at is number => at !== undefined);
    let wake = candidates.length > 0 ? Math.min(...candidates) : now + maxTickMs;
    // Work is due but the budget held it back: wake when it fits.
    if (wake <= now) wake = this.budget.nextCallAt(this.waitingFor) ?? now;
    return Math.min(Math.max(wake, now + minTickMs), now + maxTickMs);
  }

  /** Items not yet delivered everywhere, and when the oldest was queued. */
  backlog(): { depth: number; oldestQueuedAt: number | undefined } {
    const items = [
      ...this.states.serverIdsWithAlerts().flatMap((serverId) => this.states.get(serverId)?.outbox ?? []),
      ...this.groups.backlog,
      ...this.options.delivery.opsNotices.backlog,
    ];
    const queuedAt = items.flatMap((item) => (item.queuedAt === undefined ? [] : [item.queuedAt]));
    return {
      depth: items.length,
      oldestQueuedAt: queuedAt.length > 0 ? Math.min(...queuedAt) : undefined,
    };
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
      const owner = this.owners.get(task.kind);
      if (owner?.servedBy?.(task, chosen)) continue;
      const calls = Math.min(owner?.estimatedCalls?.(task) ?? 1, largest);
      if (calls > allowance) {
        this.waitingFor = calls;
        break;
      }
      chosen.push(task);
      allowance -= calls;
    }
    return chosen;
  }

  /** Makes every task's entries match who subscribes to what. */
  private async syncTasks(audience: Audience, now: number): Promise<void> {
    for (const task of this.tasks) await task.sync(audience, now);
  }

  private async run(task: Task, audience: Audience): Promise<void> {
    const owner = this.owners.get(task.kind);
    if (!owner) return;
    try {
      await owner.run(task, audience);
    } catch (error) {
      // Stopping: the task stays due, and nothing it read was stored.
      if (hasCode(error, 'ABORTED')) return;
      this.options.logger.warn({ err: error, task: task.key }, 'poll task failed; it runs again later');
      const now = this.options.now();
      if (owner.failed) owner.failed(task, now);
      else this.scheduler.completed(task.key, now);
    }
  }
}
