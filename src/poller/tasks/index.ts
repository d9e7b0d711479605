import { activityPoll } from './activity-poll.js';
import { boardRefresh } from './board-refresh.js';
import { gameWatch } from './game-watch.js';
import { modUpdateCheck } from './mod-update-check.js';
import { provisioningWatch } from './provisioning-watch.js';
import { serverSweep } from './server-sweep.js';
import { statusWatch } from './status-watch.js';
import type { PollerTaskFactory } from './task.js';
import { usageSample } from './usage-sample.js';

/** The built-in tasks, in the order the cycle brings them up to date; more come in as `extraTasks`. */
export const pollerTasks: readonly PollerTaskFactory[] = [
  activityPoll,
  statusWatch,
  gameWatch,
  provisioningWatch,
  // Before usage: a board removed since the last cycle has its sampling ended before the usage tasks sync.
  boardRefresh,
  usageSample,
  modUpdateCheck,
  serverSweep,
];
