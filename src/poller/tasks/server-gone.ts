import type { Audience } from '../audience.js';
import { pending } from '../server-outbox.js';
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
  context.scheduler.remove(activityTask(serverId));
  context.forget(serverId);
  await context.emit(
    serverId,
    (state) => ({
      outbox: state.outbox,
      deleted: true,
      ...(state.name === undefined ? {} : { name: state.name }),
    }),
    targets.length > 0
      ? [pending(`deleted:${serverId}`, { kind: 'deleted', whileProvisioning }, targets)]
      : [],
    audience,
  );
}
