import { PageWalk, type Server } from '../../api/index.js';
import type { Audience } from '../audience.js';
import { readStatus, type StatusChange } from '../../status/availability.js';
import { enqueue, pending } from '../outbox.js';
import type { Task } from '../scheduler.js';
import type { Notice } from '../state.js';
import { channelTargets, listPageSize, type TaskContext } from './context.js';
import type { PollerTask } from './task.js';

export const statusTask = 'status-watch';

/**
 * The share of the background budget the status reads may spend: they are list pages of 100 servers, so
 * even a large account's pass is a few calls.
 */
export const statusBudgetFraction = 0.25;

/**
 * Watches the status of the servers someone gets status alerts for, from the account's server list read a
 * page per turn (one call per 100 servers, never one per server), a pass every base interval. A change
 * between two reads of a server becomes one post: down (with the status and since when) or back (with how
 * long it was down). The status state and the post are one write of the server's document, so a restart or
 * another instance taking over neither loses nor repeats one.
 */
export class StatusWatch implements PollerTask {
  readonly kinds = { status: { urgency: 1 } };
  private readonly walk = new PageWalk();

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

  async run(_task: Task, audience: Audience): Promise<void> {
    const { context } = this;
    const pass = this.walk.next(context.now());
    const result = await context.call('status', (options) =>
      context.api.listServers(
        { limit: listPageSize, page: pass.page, sort: 'createdAt', order: 'asc' },
        options,
      ),
    );
    for (const server of result.servers) context.remember(server);
    const watched = audience.statusServers(context.known);
    for (const server of result.servers) if (watched.has(server.id)) await this.read(server, audience);
    const now = context.now();
    const spacing = context.budget.spacingFor(statusBudgetFraction);
    if (!this.walk.advance(pass, result.servers, result, listPageSize).ended) {
      context.scheduler.completed(statusTask, now, spacing);
      return;
    }
    const nextPassAt = Math.max(pass.startedAt + context.timing.baseIntervalMs, now + spacing);
    context.scheduler.completed(statusTask, now, nextPassAt - now);
  }

  /** Starts the next pass from the first page. */
  restart(): void {
    this.walk.restart();
  }

  private async read(server: Server, audience: Audience): Promise<void> {
    const { context } = this;
    const previous = context.states.get(server.id)?.status;
    if (previous?.last === server.status) return;
    const { next, change } = readStatus(previous, server.status, context.now());
    const recipients = change ? audience.recipients(server.id, 'status') : [];
    const posts =
      change && recipients.length > 0
        ? [
            pending(
              statusEventKey(server.id, change),
              statusNotice(change),
              channelTargets(recipients, change.event === 'back'),
            ),
          ]
        : [];
    await context.states.update(server.id, (state) => ({
      ...state,
      ...(server.name ? { name: server.name } : {}),
      status: next,
      outbox: enqueue(state.outbox, posts),
    }));
    if (posts.length > 0) await context.outbox.flush(server.id, audience);
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
