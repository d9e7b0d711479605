import { PageWalk } from '../../api/index.js';
import type { Audience } from '../audience.js';
import type { Task } from '../scheduler.js';
import { listPageSize, sweepTask, type TaskContext } from './context.js';
import type { PollerTask, PollerTaskFactory } from './task.js';

/** The account's server list, a page per turn, for an ops subscription to every server. */
class ServerSweep implements PollerTask {
  readonly kinds = { 'server-sweep': { urgency: 1 } };
  private readonly walk = new PageWalk();

  constructor(private readonly context: TaskContext) {}

  /** Sweeps while an ops subscription or usage watch covers every server. */
  sync(audience: Audience, now: number): void {
    if (audience.coversEveryServer || audience.usageCoversEveryServer) {
      this.context.scheduler.ensure(sweepTask, 'server-sweep', now);
      return;
    }
    this.context.scheduler.remove(sweepTask);
    this.restart();
  }

  async run(task: Task): Promise<void> {
    const { context } = this;
    const pass = this.walk.next(context.now());
    const result = await context.listPage('server-sweep', pass.page, Math.min(task.dueAt, pass.startedAt));
    context.rememberPage(result);
    const { ended } = this.walk.advance(pass, result.servers, result, listPageSize);
    context.scheduler.completed(sweepTask, context.now(), ended ? context.timing.serverSweepIntervalMs : 0);
  }

  /** The next sweep starts from the first page again. */
  restart(): void {
    this.walk.restart();
  }
}

export const serverSweep: PollerTaskFactory = (context) => new ServerSweep(context);
