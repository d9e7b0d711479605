import { z } from 'zod';
import { KeyedMutex } from '../concurrency.js';
import type { AlertKinds } from '../alerts/index.js';
import {
  type AlertGroup,
  AlertGroupOutbox,
  type AlertGroupRoster,
  type AlertGroupStore,
  alertGroupId,
  alertGroupSchemaOf,
  type GroupMember,
  rosterDocument,
  rosterKeyOf,
  rosterRetentionMs,
} from '../delivery/alert-groups.js';
import type { AlertRecipients, Pending } from '../delivery/alert-outbox.js';
import type { DeliveryService } from '../delivery/service.js';
import { withoutTarget, type Target } from '../delivery/target.js';
import type { BotStore } from '../store/index.js';
import type { PollStateStore } from './state.js';

/** The groups formed and not yet delivered everywhere, one document for every channel. */
export const alertGroupsDocument = 'alert-groups';
/** The rosters kept, with when each group was formed, so that they are forgotten in time. */
const rostersDocument = 'alert-group-rosters';
const rosterIndexSchema = z.array(z.object({ key: z.string(), formedAt: z.number() }));

type ChannelTarget = Extract<Target, { kind: 'channel' }>;
type Candidate = GroupMember & { target: ChannelTarget };

export type AlertGroupsOptions = {
  /** The store as background work sees it (fenced by the lease). */
  store: BotStore;
  states: PollStateStore;
  delivery: DeliveryService;
  /** The alert kinds the poller knows: which notices join groups, and how a group reads. */
  kinds: AlertKinds;
  /** How long after a channel's first change its other changes still join the same post; 0 groups none. */
  windowMs: number;
  now: () => number;
};

/** Who gets which server's alerts, as the cycle's audience reads it. */
export type GroupAudience = {
  alertRecipients(serverId: string): AlertRecipients;
};

const channelOf = (group: AlertGroup): string => {
  const [target] = group.targets;
  return target?.kind === 'channel' ? target.channelId : '';
};
const claimKey = (serverId: string, itemId: string, channelId: string) =>
  `${serverId}\n${itemId}\n${channelId}`;

/**
 * Groups the changes that reach one channel within the window into one post (docs/alerts.md "Grouped
 * posts"). The window is held where its members already are: each change waits in its server's outbox,
 * stored with the finding that queued it, which a restart reads back. Once the window of a channel's
 * first waiting change has passed, its members (as stored, never a change a crash could still undo) become
 * one group, stored with their ids before any of them leaves its server's outbox; the group's post carries
 * an identity derived from its members' events, and goes through the same relay as every alert. A change of
 * one server alone is posted as it would have been without grouping.
 */
export class AlertGroups implements AlertGroupStore {
  private list: AlertGroup[] = [];
  private readonly outbox: AlertGroupOutbox;
  private readonly writes = new KeyedMutex();

  constructor(private readonly options: AlertGroupsOptions) {
    this.outbox = new AlertGroupOutbox(this, options.delivery, options.kinds);
  }

  get enabled(): boolean {
    return this.options.windowMs > 0;
  }

  async load(): Promise<void> {
    const schema = z.array(alertGroupSchemaOf(this.options.kinds.noticeSchema));
    this.list = (await this.options.store.pollState(alertGroupsDocument, schema)) ?? [];
  }

  groups(channelId: string): readonly AlertGroup[] {
    return this.list.filter((group) => channelOf(group) === channelId);
  }

  storedAt(): string {
    return this.options.store.pollStateKey(alertGroupsDocument);
  }

  async updateGroups(
    channelId: string,
    change: (groups: readonly AlertGroup[]) => AlertGroup[],
  ): Promise<void> {
    const others = this.list.filter((group) => channelOf(group) !== channelId);
    this.list = [...others, ...change(this.groups(channelId))];
    await this.persist();
  }

  /** Every group still to be delivered, for the backlog. */
  get backlog(): readonly AlertGroup[] {
    return this.list;
  }

  /**
   * Whether a server's alert to a channel is grouping's to post: a status, game or usage change, not yet
   * tried alone (one queued before grouping, or tried by an earlier version, stays with its server).
   */
  readonly takes = (item: Pending, channelId: string): boolean =>
    this.enabled &&
    this.options.kinds.groupEventOf(item.notice) !== undefined &&
    item.targets.some(
      (target) =>
        target.kind === 'channel' && target.channelId === channelId && target.maybeSentAt === undefined,
    );

  /** When the earliest open window closes, or a group's retry is due. */
  nextWakeAt(): number | undefined {
    const closes = [...this.waiting().values()].map(
      (candidates) => Math.min(...candidates.map((candidate) => candidate.queuedAt)) + this.options.windowMs,
    );
    const retry = this.outbox.nextRetryAt();
    const all = retry === undefined ? closes : [...closes, retry];
    return all.length > 0 ? Math.min(...all) : undefined;
  }

  /**
   * Forms the groups whose window has closed, then sends every channel's groups; a group stored before a
   * restart has its members taken out of their outboxes first, so none is sent twice.
   */
  async run(audience: GroupAudience, lost: Set<string>): Promise<void> {
    if (!this.enabled && this.list.length === 0) return;
    await this.takeMembers();
    if (this.enabled) await this.form(audience);
    const recipients = new Map<string, AlertRecipients>();
    const recipientsOf = (serverId: string) => {
      const known = recipients.get(serverId) ?? audience.alertRecipients(serverId);
      recipients.set(serverId, known);
      return known;
    };
    const channels = new Set(this.list.map(channelOf));
    for (const channelId of this.outbox.ready(channels))
      await this.outbox.send(channelId, recipientsOf, lost);
  }

  private async form(audience: GroupAudience): Promise<void> {
    const { now, windowMs } = this.options;
    const at = now();
    const formed: AlertGroup[] = [];
    const recipientsOf = new Map<string, AlertRecipients>();
    for (const [channelId, waiting] of this.waiting()) {
      const opened = Math.min(...waiting.map((candidate) => candidate.queuedAt));
      if (at < opened + windowMs) continue;
      // A member the channel no longer gets (or a silence now holds back) is left to its server's outbox,
      // which drops it.
      const members = waiting
        .filter((candidate) => candidate.queuedAt <= opened + windowMs)
        .filter((candidate) => {
          const recipients =
            recipientsOf.get(candidate.serverId) ?? audience.alertRecipients(candidate.serverId);
          recipientsOf.set(candidate.serverId, recipients);
          const silenceKind = this.options.kinds.silenceKindOf(candidate.notice);
          return (
            !recipients.lost.has(channelId) &&
            (recipients.channels.get(this.options.kinds.recipientOf(candidate.notice))?.has(channelId) ??
              false) &&
            !(silenceKind !== undefined && recipients.silenced?.(channelId, silenceKind) === true)
          );
        })
        .sort((a, b) => a.queuedAt - b.queuedAt || a.serverId.localeCompare(b.serverId));
      if (members.length === 0) continue;
      // One server's changes alone are each its own post, as without grouping.
      const servers = new Set(members.map((member) => member.serverId));
      const posts = servers.size > 1 ? [members] : members.map((member) => [member]);
      for (const post of posts) formed.push(groupOf(post));
    }
    if (formed.length === 0) return;
    await this.keepRosters(formed, at);
    this.list = [...this.list, ...formed];
    // Stored before any member leaves its outbox: a crash in between finds the group and finishes the move.
    await this.persist();
    await this.takeMembers();
  }

  /**
   * Keeps who was in each group of several servers, before its post can go out (its "Show all" reads it),
   * and forgets the rosters past their retention.
   */
  private async keepRosters(formed: readonly AlertGroup[], at: number): Promise<void> {
    const { store } = this.options;
    const kept = (await store.pollState(rostersDocument, rosterIndexSchema)) ?? [];
    const added: { key: string; formedAt: number }[] = [];
    for (const group of formed) {
      const key = rosterKeyOf(group.id);
      if (key === undefined) continue;
      const roster: AlertGroupRoster = { formedAt: at, channelId: channelOf(group), members: group.members };
      await store.setPollState(rosterDocument(key), roster);
      added.push({ key, formedAt: at });
    }
    if (added.length === 0) return;
    const expired = kept.filter((entry) => entry.formedAt < at - rosterRetentionMs);
    await store.setPollState(rostersDocument, [
      ...kept.filter((entry) => !expired.includes(entry)),
      ...added.filter((entry) => !kept.some((other) => other.key === entry.key)),
    ]);
    for (const entry of expired) await store.deletePollState(rosterDocument(entry.key));
  }

  /** Strikes each stored group's channel off its members' alerts, where they still carry it. */
  private async takeMembers(): Promise<void> {
    const byServer = new Map<string, { itemId: string; channelId: string }[]>();
    for (const group of this.list) {
      const channelId = channelOf(group);
      for (const { serverId, itemId } of group.members) {
        const carried = this.options.states
          .alerts(serverId)
          .some((item) => item.id === itemId && hasChannel(item, channelId));
        if (carried) byServer.set(serverId, [...(byServer.get(serverId) ?? []), { itemId, channelId }]);
      }
    }
    for (const [serverId, taken] of byServer)
      await this.options.states.updateAlerts(serverId, (items) =>
        taken.reduce(
          (left, { itemId, channelId }) => withoutTarget(left, itemId, { kind: 'channel', channelId }),
          [...items],
        ),
      );
  }

  /**
   * The changes waiting for a grouped post, per channel: stored in their servers' outboxes (and still there
   * in memory), taken by grouping, and in no stored group yet.
   */
  private waiting(): Map<string, Candidate[]> {
    const { states } = this.options;
    const claimed = new Set(
      this.list.flatMap((group) =>
        group.members.map((member) => claimKey(member.serverId, member.itemId, channelOf(group))),
      ),
    );
    const byChannel = new Map<string, Candidate[]>();
    if (!this.enabled) return byChannel;
    // A change waits only while its server's outbox still holds it.
    for (const serverId of states.serverIdsWithAlerts()) {
      const stored = states.storedAlerts(serverId);
      if (stored.length === 0) continue;
      const current = states.alerts(serverId);
      for (const item of stored) {
        if (item.queuedAt === undefined) continue;
        const now = current.find((candidate) => candidate.id === item.id);
        for (const target of item.targets) {
          if (target.kind !== 'channel' || !this.takes(item, target.channelId)) continue;
          if (claimed.has(claimKey(serverId, item.id, target.channelId))) continue;
          if (!now || !hasChannel(now, target.channelId)) continue;
          const candidates = byChannel.get(target.channelId) ?? [];
          candidates.push({
            serverId,
            itemId: item.id,
            notice: item.notice,
            queuedAt: item.queuedAt,
            ...(item.serverName === undefined ? {} : { serverName: item.serverName }),
            ...(item.place === undefined ? {} : { place: item.place }),
            target,
          });
          byChannel.set(target.channelId, candidates);
        }
      }
    }
    return byChannel;
  }

  private persist(): Promise<void> {
    // Whatever is current when its turn comes, one write at a time, so an earlier write never wins.
    return this.writes.run(alertGroupsDocument, () =>
      this.options.store.setPollState(alertGroupsDocument, this.list),
    );
  }
}

function hasChannel(item: Pending, channelId: string): boolean {
  return item.targets.some((target) => target.kind === 'channel' && target.channelId === channelId);
}

/** One post of the members: to their channel, in the guild's language, pinging the first role one asks. */
function groupOf(members: readonly Candidate[]): AlertGroup {
  const [first] = members;
  if (first === undefined) throw new Error('a group has members');
  const ping = members.find((member) => member.target.pingRoleId !== undefined)?.target.pingRoleId;
  const target: ChannelTarget = {
    kind: 'channel',
    channelId: first.target.channelId,
    ...(first.target.guildId === undefined ? {} : { guildId: first.target.guildId }),
    ...(ping === undefined ? {} : { pingRoleId: ping }),
  };
  return {
    id: alertGroupId(members),
    targets: [target],
    queuedAt: Math.min(...members.map((member) => member.queuedAt)),
    members: members.map(({ target: _target, ...member }) => member),
  };
}
