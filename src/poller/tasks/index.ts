import type { BotStore } from '../../store/index.js';
import { ActivityPoll } from './activity-poll.js';
import { type BoardRefresh, boardTask } from './board-refresh.js';
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
    {
      kinds: { usage: { urgency: 1 } },
      sync: (audience, now) => usage.sync(audience, now),
      run: (task, audience) => usage.run(serverOfUsageTask(task.key), audience),
    },
    modUpdates,
    {
      kinds: { board: { urgency: 1 } },
      // Refreshes while a board is live; a board still to be posted is not kept waiting for the next pass.
      sync: async (_audience, now) => {
        const live = (await store.boards.list()).filter((board) => board.pausedReason === undefined);
        if (live.length === 0) return context.scheduler.remove(boardTask);
        context.scheduler.ensure(boardTask, 'board', now);
        if (live.some((board) => board.messageIds.length === 0)) context.scheduler.expedite(boardTask, now);
      },
      run: (task) => boards.run(task),
    },
    new ServerSweep(context),
  ];
}
