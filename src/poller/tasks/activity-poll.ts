import { knownStatus, understood } from '../../api/index.js';
import { activityNotices } from '../activity/notices.js';
import { readActivity, type LogOrder } from '../activity/reader.js';
import type { Audience } from '../audience.js';
import type { Task } from '../scheduler.js';
import { activityTask, hasCode, serverOfActivityTask, type TaskContext } from './context.js';
import { provisioningWatchOf, type ProvisioningWatch } from './provisioning-watch.js';
import { reportServerGone } from './server-gone.js';
import type { PollerTask, PollerTaskFactory } from './task.js';

const activityPageSize = 50;
const activityMaxPages = 4;
/** Twice a page: a poll that reads the newest page always finds it among the keys kept. */
const seenRingSize = 2 * activityPageSize;
/** Entries may land in the log slightly out of time order by this much. */
const arrivalSlackMs = 60_000;

/** Reads a server's activity log from its cursor and queues the new entries' posts. */
class ActivityPoll implements PollerTask {
  readonly kinds = { activity: { urgency: 1, adaptive: true } };
  /** What other servers' logs showed, for a log whose own entries do not tell yet. */
  private learnedOrder: LogOrder = 'newest-first';

  constructor(
    private readonly context: TaskContext,
    private readonly provisioning: ProvisioningWatch,
  ) {}

  /** One task per server whose activity reaches someone; forgets servers nobody follows any more. */
  async sync(audience: Audience, now: number): Promise<void> {
    const { scheduler, states, known } = this.context;
    const polled = audience.polledServers(known);
    let ensured = 0;
    for (const serverId of polled)
      if (!states.get(serverId)?.deleted) {
        scheduler.ensure(activityTask(serverId), 'activity', now);
        ensured += 1;
      }
    // Every task is one of those just ensured when there are no more of them: none to drop, and the walk
    // below (a key and a server id made per task, every cycle) is spared.
    if (scheduler.count('activity') === ensured) return;
    for (const key of scheduler.keys('activity')) {
      const serverId = serverOfActivityTask(key);
      if (polled.has(serverId) && !states.get(serverId)?.deleted) continue;
      scheduler.remove(key);
      const state = states.get(serverId);
      // What mod updates were announced must outlive the activity polls, or a release is announced again.
      const worthKeeping =
        state?.deleted ||
        state?.watch ||
        state?.status ||
        state?.modUpdates ||
        state?.marks ||
        state?.outbox.length;
      if (state && !worthKeeping) await states.remove(serverId);
    }
  }

  failed(task: Task, now: number): void {
    this.context.scheduler.polled(task.key, now);
  }

  async run(task: Task, audience: Audience): Promise<void> {
    const serverId = serverOfActivityTask(task.key);
    const { context } = this;
    const { states } = context;
    const key = activityTask(serverId);
    const recipients = audience.recipients(serverId, 'activity');
    if (recipients.length === 0 || states.get(serverId)?.deleted) return;
    try {
      const cursor = states.get(serverId)?.activity;
      const result = await readActivity(
        (offset, limit) =>
          context.call('activity', (api, options) => api.getActivity(serverId, { limit, offset }, options)),
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
        context.logger.warn(
          { serverId },
          'more new activity than one poll reads: entries in the middle of the burst were skipped',
        );
      const statusChannels = new Set(
        audience.recipients(serverId, 'status').map((recipient) => recipient.channelId),
      );
      const seen = states.get(serverId)?.status;
      const isStatus = knownStatus([seen?.last, seen?.down?.status]);
      const fresh = result.fresh.map(({ key, entry }) => ({ key, entry: understood(entry, isStatus) }));
      const notices = activityNotices(serverId, fresh, recipients, result.skipped, statusChannels);
      // The name is only needed to post: a quiet server's poll stays one call.
      const name =
        context.nameOf(serverId) ??
        audience.subscribedName(serverId) ??
        (notices.length > 0
          ? (await context.call('activity', (api, options) => api.getServer(serverId, options))).name
          : undefined);
      const state = states.get(serverId);
      context.scheduler.polled(key, context.now(), {
        entryTimes: result.freshTimes,
        newestBefore: cursor?.newestAt,
        newestAfter: result.cursor.newestAt,
      });
      if (notices.length > 0 || state?.name !== name || result.moved)
        await context.emit(
          serverId,
          (current) => ({ ...current, ...(name === undefined ? {} : { name }), activity: result.cursor }),
          notices,
          audience,
        );
    } catch (error) {
      if (hasCode(error, 'SERVER_NOT_FOUND')) return reportServerGone(context, serverId, audience, false);
      if (!hasCode(error, 'SERVER_INSTALLING')) throw error;
      await this.provisioning.watchInstalling(serverId);
      context.scheduler.polled(key, context.now());
    }
  }
}

/** The activity polls of every followed server; a server found installing goes to the provisioning watch. */
export const activityPoll: PollerTaskFactory = (context) =>
  new ActivityPoll(context, provisioningWatchOf(context));
