import type { Notice, Pending } from '../delivery/alerts.js';
import type { AcknowledgementStore, Incident } from '../store/index.js';

/** The incident a notice tells the end of (a back post), and when it ended; undefined for any other. */
export function endedIncident(
  serverId: string,
  notice: Notice,
): { incident: Incident; endedAt: number } | undefined {
  switch (notice.kind) {
    case 'status-back':
      return { incident: { serverId, kind: 'down', since: notice.downSince }, endedAt: notice.backAt };
    case 'game-answering':
      return {
        incident: { serverId, kind: 'silent', since: notice.silentSince },
        endedAt: notice.answeredAt,
      };
    case 'usage':
      // A crossing stored before crossings remembered when they fired cannot be matched: said without it.
      return notice.event === 'recovered' && notice.firedAt !== undefined
        ? {
            incident: { serverId, kind: `usage-${notice.metric}`, since: notice.firedAt },
            endedAt: notice.sampledAt,
          }
        : undefined;
    default:
      return undefined;
  }
}

/**
 * The posts to queue, each back post carrying who had acknowledged its incident in each guild (a fact, said
 * per guild and language when it is sent), read as it is queued: the stored post then says it on every
 * retry and after any restart, and the acknowledgements are kept only a while longer now that it ended.
 * An acknowledgement made after its back post was queued is not in it.
 */
export async function withAcknowledgements(
  acknowledgements: Pick<AcknowledgementStore, 'ended'>,
  serverId: string,
  posts: readonly Pending[],
): Promise<Pending[]> {
  return Promise.all(
    posts.map(async (post) => {
      const ended = endedIncident(serverId, post.notice);
      if (ended === undefined) return post;
      const guilds = await acknowledgements.ended(ended.incident, ended.endedAt);
      if (Object.keys(guilds).length === 0) return post;
      const acknowledged = { since: ended.incident.since, guilds };
      return { ...post, notice: { ...post.notice, acknowledged } as Notice };
    }),
  );
}
