import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Translator } from '../i18n/index.js';
import type { MessagePayload } from '../render/message.js';
import { type AlertRecipients, type StoredNotice, undeliveredNotice } from './alert-outbox.js';
import type { Relay } from './relay.js';
import type { DeliveryService } from './service.js';
import { targetSchema, type Target } from './target.js';

/** One server's alert taken into a group: what its post would have said, and whose it is. */
export type GroupMember<N extends StoredNotice = StoredNotice> = {
  serverId: string;
  /** The alert's id in the server's outbox (its event's key). */
  itemId: string;
  notice: N;
  serverName?: string | undefined;
  /** The node (or other place) the API says the server is on, when it says one. */
  place?: string | undefined;
  queuedAt: number;
};

/**
 * The alerts of several servers that reached one channel within the grouping window: one post, one ping.
 * Its id comes from its members' events (a lone member keeps its own alert's id, so it reads and is
 * recognised as it would have been alone), and it is stored before any member leaves its server's outbox.
 */
export type AlertGroup<N extends StoredNotice = StoredNotice> = {
  id: string;
  /** The one channel it goes to. */
  targets: Target[];
  /** When its first member was queued: its age decides when it is given up. */
  queuedAt: number;
  members: GroupMember<N>[];
};

/** How a member is stored, given how its notice is (the alert kinds known). */
function groupMemberSchemaOf<N extends StoredNotice>(notice: z.ZodType<N>): z.ZodType<GroupMember<N>> {
  return z.object({
    serverId: z.string(),
    itemId: z.string(),
    notice,
    serverName: z.string().optional(),
    place: z.string().optional(),
    queuedAt: z.number(),
  });
}

export function alertGroupSchemaOf<N extends StoredNotice>(notice: z.ZodType<N>): z.ZodType<AlertGroup<N>> {
  return z.object({
    id: z.string(),
    targets: z.array(targetSchema).length(1),
    queuedAt: z.number(),
    members: z.array(groupMemberSchemaOf(notice)).min(1),
  });
}

const groupPrefix = 'group:';

/** A group's id: a lone member's own, else a digest of its members' events (in any order). */
export function alertGroupId(members: readonly Pick<GroupMember, 'serverId' | 'itemId'>[]): string {
  const [only] = members;
  if (members.length === 1 && only) return only.itemId;
  const keys = members.map((member) => `${member.serverId}\n${member.itemId}`).sort();
  return `${groupPrefix}${createHash('sha256').update(keys.join('\n\n')).digest('hex').slice(0, 32)}`;
}

/** The digest of a group of several servers (its roster's key and its button's), none for a lone member. */
export function rosterKeyOf(groupId: string): string | undefined {
  return groupId.startsWith(groupPrefix) ? groupId.slice(groupPrefix.length) : undefined;
}

/**
 * Who was in a group of several servers, kept after its post went out (for `rosterRetentionMs`): its
 * "Show all" button lists them, and an acknowledgement of the post covers each member's alert.
 */
export type AlertGroupRoster<N extends StoredNotice = StoredNotice> = {
  formedAt: number;
  channelId: string;
  members: GroupMember<N>[];
};

export function alertGroupRosterSchemaOf<N extends StoredNotice>(
  notice: z.ZodType<N>,
): z.ZodType<AlertGroupRoster<N>> {
  return z.object({
    formedAt: z.number(),
    channelId: z.string(),
    members: z.array(groupMemberSchemaOf(notice)),
  });
}

export const rosterRetentionMs = 7 * 24 * 60 * 60_000;
/** The poll-state document a roster is kept in. */
export const rosterDocument = (key: string) => `alert-group:${key}`;

/** What the groups' outbox is given: who gets a member's notice, and how a group reads. */
export type AlertGroupsPort = {
  recipientOf(notice: StoredNotice): string;
  /** `guildId`: the guild the post goes to (a lone member's back post says who there had acknowledged it). */
  renderGroup(group: AlertGroup, t: Translator, guildId?: string): MessagePayload;
};

/** What the delivery needs of where groups are kept: per channel, as the relay's streams. */
export type AlertGroupStore = {
  groups(channelId: string): readonly AlertGroup[];
  storedAt(channelId: string): string;
  updateGroups(channelId: string, change: (groups: readonly AlertGroup[]) => AlertGroup[]): Promise<void>;
};

/**
 * The grouped posts' outbox, one stream per channel, sent through a relay as a server's alerts are: the
 * same nonce and marker identity, retries, lost-answer search and give-up.
 */
export class AlertGroupOutbox {
  private readonly relay: Relay<AlertGroup>;

  constructor(
    store: AlertGroupStore,
    delivery: DeliveryService,
    private readonly kinds: AlertGroupsPort,
  ) {
    this.relay = delivery.relay<AlertGroup>({
      items: (channelId) => store.groups(channelId),
      storedAt: (channelId) => store.storedAt(channelId),
      update: (channelId, change) => store.updateGroups(channelId, change),
      render: (_channelId, group, t, guildId) => kinds.renderGroup(group, t, guildId),
      lost: (channelId, reason) => delivery.pauseAlertChannel(channelId, reason),
      givenUp: (_channelId, group, channelId, _detail, why) => {
        const [first] = group.members;
        return first === undefined
          ? undefined
          : undeliveredNotice(
              channelId,
              delivery.deliverer.guildNameOf(channelId),
              first.serverId,
              first.serverName,
              why,
            );
      },
    });
  }

  ready(channelIds: Iterable<string>): string[] {
    return this.relay.ready(channelIds);
  }

  nextRetryAt(): number | undefined {
    return this.relay.nextRetryAt();
  }

  /**
   * Sends the channel's groups while any of their members' servers still reaches it (`recipientsOf` a
   * server, as its own alerts would be sent).
   */
  send(
    channelId: string,
    recipientsOf: (serverId: string) => AlertRecipients,
    lost: Set<string>,
  ): Promise<void> {
    return this.relay.send(channelId, {
      isRecipient: (_stream, group, channel) =>
        !lost.has(channel) &&
        group.members.some(
          (member) =>
            recipientsOf(member.serverId).channels.get(this.kinds.recipientOf(member.notice))?.has(channel) ??
            false,
        ),
      lost: (channel) => lost.add(channel),
    });
  }
}
