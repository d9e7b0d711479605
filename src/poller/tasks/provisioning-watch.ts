import { paginate, statusKind, type Server } from '../../api/index.js';
import type { CreateReplyHandle } from '../../discord/context.js';
import type { Audience } from '../audience.js';
import { pending } from '../server-outbox.js';
import type { ProvisioningTimes } from '../provisioning-times.js';
import { serverSnapshot } from '../render.js';
import {
  activityTask,
  discoveryTask,
  hasCode,
  listPageSize,
  provisioningTask,
  type TaskContext,
} from './context.js';
import type { Task } from '../scheduler.js';
import type { Watch } from '../state.js';
import { reportServerGone } from './server-gone.js';
import type { PollerTask, PollerTaskFactory } from './task.js';

const provisioningListMaxPages = 5;
/**
 * The spec (docs/hosting-api.md) names only this status; other spellings are found through SERVER_INSTALLING
 * or the sweep.
 */
const provisioningStatus = 'PROVISIONING';
/**
 * Provisioning checks spend at most this share of the poller's budget, so that activity polls keep the rest
 * (the benchmark's figures for other shares are in docs/poller.md).
 */
const provisioningBudgetShare = 0.2;

/**
 * Watches servers being provisioned and posts their outcome. One status-filtered list call shows which
 * servers still provision: new ones are watched (when someone would hear about them), and a watched server
 * missing from it has changed, so only that one is fetched. The same scan is the discovery task: it runs
 * often while servers are watched, and at the base interval to discover new ones.
 */
export class ProvisioningWatch implements PollerTask {
  /** A provisioning check goes first: a create reply and a channel wait for its outcome. */
  readonly kinds = { provisioning: { urgency: 0 }, discovery: { urgency: 1 } };

  constructor(
    private readonly context: TaskContext,
    private readonly times: ProvisioningTimes,
  ) {}

  /** Discovers while anyone subscribes; checks while servers are watched. */
  sync(audience: Audience, now: number): void {
    const { scheduler } = this.context;
    if (audience.hasSubscriptions) scheduler.ensure(discoveryTask, 'discovery', now);
    else scheduler.remove(discoveryTask);
    if (this.context.watchedIds().length > 0) scheduler.ensure(provisioningTask, 'provisioning', now);
    else scheduler.remove(provisioningTask);
  }

  /** The list scan, plus one call per watched server missing from it. */
  estimatedCalls(): number {
    const { context } = this;
    return 1 + context.watchedIds().filter((serverId) => context.states.get(serverId)?.watch?.offList).length;
  }

  /** Provisioning checks and discovery are the same scan: one per cycle. */
  servedBy(task: Task, chosen: readonly Task[]): boolean {
    return task.kind === 'discovery' && chosen.some((other) => other.kind === 'provisioning');
  }

  failed(task: Task, now: number): void {
    this.context.scheduler.completed(
      task.key,
      now,
      task.kind === 'provisioning' ? this.interval() : this.context.timing.baseIntervalMs,
    );
  }

  /** Watches a server that has just started provisioning; written to the store before it returns. */
  async watch(serverId: string, reply?: CreateReplyHandle): Promise<void> {
    const { context } = this;
    const now = context.now();
    await context.states.update(serverId, (state) => ({
      ...state,
      watch: { since: now, offList: false, ...(reply ? { reply } : {}) },
    }));
    context.noteKnown(serverId);
    const checkAt = now + Math.max(context.timing.provisioningIntervalMs, this.times.earliestDoneMs());
    context.scheduler.ensure(provisioningTask, 'provisioning', checkAt);
    context.scheduler.expedite(provisioningTask, checkAt);
  }

  /** The API says the server is still being set up: watch it like any provisioning server. */
  async watchInstalling(serverId: string): Promise<void> {
    const { context } = this;
    const now = context.now();
    if (!context.states.get(serverId)?.watch) {
      await context.states.update(serverId, (state) => ({ ...state, watch: { since: now, offList: true } }));
    }
    context.scheduler.ensure(provisioningTask, 'provisioning', now);
    context.scheduler.expedite(provisioningTask, now);
  }

  async run(_task: Task, audience: Audience): Promise<void> {
    const { context } = this;
    const listed = new Map<string, Server>();
    const provisioning = paginate({
      pageSize: listPageSize,
      maxPages: provisioningListMaxPages,
      fetch: ({ page }) =>
        context.call('provisioning', (api, options) =>
          api.listServers({ status: provisioningStatus, limit: listPageSize, page }, options),
        ),
      items: (page) => page.servers,
    });
    for await (const server of provisioning) listed.set(server.id, server);
    const now = context.now();
    for (const server of listed.values()) {
      context.remember(server);
      const state = context.states.get(server.id);
      if (statusKind(server.status) !== 'provisioning' || state?.watch || state?.deleted) continue;
      if (audience.recipients(server.id, 'provisioning').length > 0) {
        await context.states.update(server.id, (current) => ({
          ...current,
          watch: { since: now, offList: false },
        }));
      }
    }
    for (const serverId of context.watchedIds()) await this.checkWatched(serverId, listed, audience);
    // One scan serves both: the watched servers' check and the discovery of new ones.
    const after = context.now();
    context.scheduler.completed(discoveryTask, after, context.timing.baseIntervalMs);
    if (context.watchedIds().length === 0) context.scheduler.remove(provisioningTask);
    else {
      context.scheduler.ensure(provisioningTask, 'provisioning', after);
      context.scheduler.completed(provisioningTask, after, this.nextCheckAt(after) - after);
    }
  }

  /** The check interval: the configured one, stretched when it would spend more than its share. */
  interval(): number {
    return Math.max(
      this.context.timing.provisioningIntervalMs,
      this.context.budget.spacingFor(provisioningBudgetShare),
    );
  }

  /** The check interval from now, or later when no watched server can be done before then. */
  private nextCheckAt(now: number): number {
    const earliestDoneMs = this.times.earliestDoneMs();
    let ripeAt = Number.POSITIVE_INFINITY;
    for (const serverId of this.context.watchedIds()) {
      const watch = this.context.states.get(serverId)?.watch;
      // A server found through SERVER_INSTALLING may have been provisioning for any time.
      if (watch) ripeAt = Math.min(ripeAt, watch.offList ? now : watch.since + earliestDoneMs);
    }
    return Math.max(now + this.interval(), Number.isFinite(ripeAt) ? ripeAt : now);
  }

  private async checkWatched(
    serverId: string,
    listed: Map<string, Server>,
    audience: Audience,
  ): Promise<void> {
    const { context } = this;
    const { states } = context;
    const stored = states.get(serverId)?.watch;
    if (!stored) return;
    const replyLive = stored.reply !== undefined && stored.reply.expiresAt > context.now();
    if (!replyLive && audience.recipients(serverId, 'provisioning').length === 0) {
      // Nobody would hear the outcome: stop spending calls on it.
      await states.update(serverId, ({ watch: _dropped, ...state }) => state);
      return;
    }
    // Past its 15 minutes the reply's (sealed) interaction token is useless: it is not kept.
    const { reply: _expired, ...withoutReply } = stored;
    const watch: Watch = replyLive || stored.reply === undefined ? stored : withoutReply;
    if (watch !== stored) await states.update(serverId, (state) => ({ ...state, watch }));
    if (listed.has(serverId)) {
      if (watch.offList)
        await states.update(serverId, (state) => ({ ...state, watch: { ...watch, offList: false } }));
      return;
    }
    let server: Server;
    try {
      server = await context.call('provisioning', (api, options) => api.getServer(serverId, options));
    } catch (error) {
      if (hasCode(error, 'SERVER_NOT_FOUND')) return reportServerGone(context, serverId, audience, true);
      throw error;
    }
    context.remember(server);
    if (statusKind(server.status) === 'provisioning') {
      if (!watch.offList)
        await states.update(serverId, (state) => ({ ...state, watch: { ...watch, offList: true } }));
      return;
    }
    this.times.record(context.now() - watch.since);
    const targets = context.targets(serverId, audience, watch.reply, 'provisioning');
    // A freshly provisioned server tends to be busy: read its log soon.
    context.scheduler.expedite(activityTask(serverId), context.now() + context.timing.provisioningIntervalMs);
    await context.emit(
      serverId,
      ({ watch: _finished, ...state }) => ({ ...state, name: server.name }),
      targets.length > 0
        ? [
            pending(
              `provisioned:${serverId}:${watch.since}`,
              { kind: 'provisioned', server: serverSnapshot(server) },
              targets,
            ),
          ]
        : [],
      audience,
    );
  }
}

/** The poller's one provisioning watch, which the activity poll and the cycle also hand servers to. */
export const provisioningWatchOf = (context: TaskContext): ProvisioningWatch =>
  context.shared(ProvisioningWatch, () => new ProvisioningWatch(context, context.provisioningTimes));

export const provisioningWatch: PollerTaskFactory = (context) => provisioningWatchOf(context);
