import type { BotStore } from '../../store/index.js';
import { ActivityPoll } from './activity-poll.js';
import type { BoardRefresh } from './board-refresh.js';
import type { TaskContext } from './context.js';
import { GameWatch } from './game-watch.js';
import type { ModUpdateCheck } from './mod-update-check.js';
import type { ProvisioningWatch } from './provisioning-watch.js';
import { ServerSweep } from './server-sweep.js';
import { StatusWatch } from './status-watch.js';
import type { PollerTask } from './task.js';
import { serverOfUsageTask, type UsageSampler } from './usage-sample.js';

/** The built-in tasks, in the order the cycle brings them up to date; more come in as `extraTasks`. */
export function pollerTasks(parts: {
  context: TaskContext;
  store: BotStore;
  provisioning: ProvisioningWatch;
  usage: UsageSampler;
  modUpdates: ModUpdateCheck;
  boards: BoardRefresh;
}): PollerTask[] {
  const { context, store, provisioning, usage, modUpdates, boards } = parts;
  return [
    new ActivityPoll(context, provisioning),
    new StatusWatch(context),
    ...(context.game ? [new GameWatch(context, context.game, store.usage)] : []),
    provisioning,
    // Before usage: a board removed since the last cycle has its sampling ended before the usage tasks sync.
    {
      kinds: { board: { urgency: 1 } },
      sync: (_audience, now) => boards.sync(now),
      run: (task) => boards.run(task),
    },
    {
      kinds: { usage: { urgency: 1 } },
      sync: (audience, now) => usage.sync(audience, now),
      run: (task, audience) => usage.run(serverOfUsageTask(task.key), audience),
    },
    modUpdates,
    new ServerSweep(context),
  ];
}
