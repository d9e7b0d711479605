import type { AlertKinds } from '../alerts/index.js';
import type { Pending } from '../delivery/alert-outbox.js';
import type { AcknowledgementStore } from '../store/index.js';

/**
 * The posts to queue, each back post (of a kind that `ends` an incident) carrying who had acknowledged its
 * incident in each guild: a fact, said per guild and language when it is sent. Read as it is queued, so the
 * stored post says the same on every retry and after any restart; the acknowledgements are then kept only
 * a while longer, the incident being over. One made after its back post was queued is not in it.
 */
export async function withAcknowledgements(
  acknowledgements: Pick<AcknowledgementStore, 'ended'>,
  kinds: Pick<AlertKinds, 'endedIncident'>,
  serverId: string,
  posts: readonly Pending[],
): Promise<Pending[]> {
  return Promise.all(
    posts.map(async (post) => {
      const ended = kinds.endedIncident(post.notice, serverId);
      if (ended === undefined) return post;
      const guilds = await acknowledgements.ended(ended.incident, ended.endedAt);
      if (Object.keys(guilds).length === 0) return post;
      return { ...post, notice: { ...post.notice, acknowledged: { since: ended.incident.since, guilds } } };
    }),
  );
}
