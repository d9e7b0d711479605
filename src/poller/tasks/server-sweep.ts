import { listPageSize, sweepTask, type TaskContext } from './context.js';

/** The account's server list, a page per turn, for an ops subscription to every server. */
export class ServerSweep {
  private page = 1;

  constructor(private readonly context: TaskContext) {}

  async run(): Promise<void> {
    const { context } = this;
    const page = this.page;
    const result = await context.call('server-sweep', (options) =>
      context.api.listServers({ limit: listPageSize, page, sort: 'createdAt', order: 'asc' }, options),
    );
    for (const server of result.servers) context.remember(server);
    const more = result.pagination?.hasNext ?? result.servers.length === listPageSize;
    this.page = more ? page + 1 : 1;
    context.scheduler.completed(sweepTask, context.now(), more ? 0 : context.timing.serverSweepIntervalMs);
  }

  /** The next sweep starts from the first page again. */
  restart(): void {
    this.page = 1;
  }
}
