import type { Audience } from '../audience.js';
import { enqueue, pending } from '../outbox.js';
import { activityTask, type TaskContext } from './context.js';

/**
 * The server is gone (404): say so to whoever followed it, unlink it from every guild, and never poll it
 * again. The provisioning watch
 * and the activity poll may both find out; the first one tells.
 */
export async function reportServerGone(
  context: TaskContext,
  serverId: string,
  audience: Audience,
  whileProvisioning: boolean,
): Promise<void> {
  const { states } = context;
  if (states.get(serverId)?.deleted) return;
  const targets = context.targets(serverId, audience, states.get(serverId)?.watch?.reply, 'provisioning');
  // Before the state says deleted: a failed unlink is tried again at the next pass.
  await context.links.unlinkServer(serverId);
  await states.update(serverId, (state) => ({
    outbox:
      targets.length > 0
        ? enqueue(state.outbox, [
            pending(`deleted:${serverId}`, { kind: 'deleted', whileProvisioning }, targets),
          ])
        : state.outbox,
    deleted: true,
    ...(state.name === undefined ? {} : { name: state.name }),
  }));
  context.scheduler.remove(activityTask(serverId));
  context.known.delete(serverId);
  await context.outbox.flush(serverId, audience);
}
