import { createHash } from 'node:crypto';
import { type APIButtonComponent, type APIEmbed, ButtonStyle, ComponentType } from 'discord.js';
import { z } from 'zod';
import type { Translator } from '../i18n/index.js';
import { alertGroupListId } from '../render/alert-buttons.js';
import { escapeApiText, formatDuration, inlineCode } from '../render/format.js';
import { joinLinesWithin } from '../render/limits.js';
import type { MessagePayload } from '../render/message.js';
import {
  type AlertRecipients,
  noticeSchema,
  type Notice,
  recipientKindOf,
  renderNotice,
  undeliveredNotice,
} from './alerts.js';
import type { Relay } from './relay.js';
import type { DeliveryService } from './service.js';
import { targetSchema } from './target.js';

/**
 * What a change is, for grouping: status changes, games going silent or answering again, and usage
 * crossings are grouped; every other alert is posted on its own.
 */
export const groupEvents = ['down', 'silent', 'usageFired', 'back', 'answering', 'usageRecovered'] as const;
export type GroupEvent = (typeof groupEvents)[number];

export function groupEventOf(notice: Notice): GroupEvent | undefined {
  switch (notice.kind) {
    case 'status-down':
      return 'down';
    case 'status-back':
      return 'back';
    case 'game-silent':
      return 'silent';
    case 'game-answering':
      return 'answering';
    case 'usage':
      return notice.event === 'fired' ? 'usageFired' : 'usageRecovered';
    default:
      return undefined;
  }
}

/** One server's alert taken into a group: what its post would have said, and whose it is. */
export const groupMemberSchema = z.object({
  serverId: z.string(),
  /** The alert's id in the server's outbox (its event's key). */
  itemId: z.string(),
  notice: noticeSchema,
  serverName: z.string().optional(),
  /** The node (or other place) the API says the server is on, when it says one. */
  place: z.string().optional(),
  queuedAt: z.number(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/**
 * The alerts of several servers that reached one channel within the grouping window: one post, one ping.
 * Its id comes from its members' events (a lone member keeps its own alert's id, so it reads and is
 * recognised as it would have been alone), and it is stored before any member leaves its server's outbox.
 */
export const alertGroupSchema = z.object({
  id: z.string(),
  /** The one channel it goes to. */
  targets: z.array(targetSchema).length(1),
  /** When its first member was queued: its age decides when it is given up. */
  queuedAt: z.number(),
  members: z.array(groupMemberSchema).min(1),
});
export type AlertGroup = z.infer<typeof alertGroupSchema>;

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
export const alertGroupRosterSchema = z.object({
  formedAt: z.number(),
  channelId: z.string(),
  members: z.array(groupMemberSchema),
});
export type AlertGroupRoster = z.infer<typeof alertGroupRosterSchema>;
export const rosterRetentionMs = 7 * 24 * 60 * 60_000;
/** The poll-state document a roster is kept in. */
export const rosterDocument = (key: string) => `alert-group:${key}`;

/** How many servers a grouped post names; the rest it counts ("and 12 more"). */
export const maxNamedServers = 10;

const downColour = 0xe74c3c;
const upColour = 0x2ecc71;

/** The grouped post: a lone member reads exactly as its own alert; several read as one incident. */
export function renderAlertGroup(group: AlertGroup, t: Translator): MessagePayload {
  const [only] = group.members;
  if (group.members.length === 1 && only) return renderNotice(only.notice, only.serverId, only.serverName, t);
  const { embed, cut } = groupEmbed(group.members, t);
  const key = rosterKeyOf(group.id);
  // Past the names it shows, the post offers the whole list, answered privately from its roster.
  const customId = cut && key !== undefined ? alertGroupListId.buildIfFits({ key }) : undefined;
  if (customId === undefined) return { embeds: [embed] };
  const showAll: APIButtonComponent = {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: t.t('server.alertButton.showAll'),
    custom_id: customId,
  };
  return { embeds: [embed], components: [{ type: ComponentType.ActionRow, components: [showAll] }] };
}

/** Every member of a group, a line each under its event and place: what its "Show all" answers. */
export function renderGroupList(members: readonly GroupMember[], t: Translator): MessagePayload {
  const sections = sectionsOf(members);
  const lines = sections.flatMap((section) => [
    `**${t.t(headlineKeys[section.event], { count: section.members.length })}**`,
    ...[...placesOf(byPlace(section.members))].flatMap(([place, here]) => [
      ...(place === undefined ? [] : [`__${escapeApiText(place)}__`]),
      ...here.map((member) => `- ${memberLabel(member, t)}`),
    ]),
  ]);
  return { embeds: [{ description: joinLinesWithin(lines, t), color: colourOf(sections) }] };
}

type Section = { event: GroupEvent; members: GroupMember[] };

/** The members by event, in a fixed order (bad news first), each server once per event. */
function sectionsOf(members: readonly GroupMember[]): Section[] {
  return groupEvents.flatMap((event) => {
    const seen = new Set<string>();
    const of = members.filter((member) => {
      if (groupEventOf(member.notice) !== event || seen.has(member.serverId)) return false;
      seen.add(member.serverId);
      return true;
    });
    return of.length === 0 ? [] : [{ event, members: of }];
  });
}

const headlineKeys = {
  down: 'alerts.group.down',
  back: 'alerts.group.back',
  silent: 'alerts.group.silent',
  answering: 'alerts.group.answering',
  usageFired: 'alerts.group.usageFired',
  usageRecovered: 'alerts.group.usageRecovered',
} as const;

function groupEmbed(members: readonly GroupMember[], t: Translator): { embed: APIEmbed; cut: boolean } {
  const sections = sectionsOf(members);
  const servers = new Set(members.map((member) => member.serverId)).size;
  const [single] = sections;
  const title =
    sections.length === 1 && single
      ? t.t(headlineKeys[single.event], { count: single.members.length })
      : t.t('alerts.group.mixed', { count: servers });
  let named = 0;
  let cut = false;
  const lines: string[] = [];
  for (const section of sections) {
    if (sections.length > 1)
      lines.push(`**${t.t(headlineKeys[section.event], { count: section.members.length })}**`);
    const room = Math.max(0, maxNamedServers - named);
    const shown = byPlace(section.members).slice(0, room);
    named += shown.length;
    lines.push(...placeLines(shown, t));
    const more = section.members.length - shown.length;
    if (more > 0) {
      cut = true;
      lines.push(t.t('limits.andMore', { count: more }));
    }
  }
  return { embed: { title, description: lines.join('\n'), color: colourOf(sections) }, cut };
}

function colourOf(sections: readonly Section[]): number {
  const bad = sections.some((section) => ['down', 'silent', 'usageFired'].includes(section.event));
  return bad ? downColour : upColour;
}

/** Members ordered by place (those the API places nowhere last), then by name. */
function byPlace(members: readonly GroupMember[]): GroupMember[] {
  const label = (member: GroupMember) => member.serverName ?? member.serverId;
  return [...members].sort(
    (a, b) =>
      (a.place === undefined ? 1 : 0) - (b.place === undefined ? 1 : 0) ||
      (a.place ?? '').localeCompare(b.place ?? '', 'en', { numeric: true }) ||
      label(a).localeCompare(label(b), 'en', { numeric: true }),
  );
}

/** One line per place, naming its servers; servers without a place on a line of their own. */
function placeLines(members: readonly GroupMember[], t: Translator): string[] {
  return [...placesOf(members)].map(([place, here]) => {
    const servers = t.list(here.map((member) => memberLabel(member, t)));
    return place === undefined
      ? servers
      : t.t('alerts.group.placeLine', { place: `**${escapeApiText(place)}**`, servers });
  });
}

function placesOf(members: readonly GroupMember[]): Map<string | undefined, GroupMember[]> {
  const places = new Map<string | undefined, GroupMember[]>();
  for (const member of members) places.set(member.place, [...(places.get(member.place) ?? []), member]);
  return places;
}

/** A server as a grouped post names it, with what sets it apart: the status it reports, its downtime. */
function memberLabel(member: GroupMember, t: Translator): string {
  const name = member.serverName
    ? `**${escapeApiText(member.serverName)}** ${inlineCode(member.serverId)}`
    : inlineCode(member.serverId);
  const { notice } = member;
  if (notice.kind === 'status-down') return `${name} ${inlineCode(notice.status)}`;
  if (notice.kind === 'status-back')
    return `${name} (${formatDuration((notice.backAt - notice.downSince) / 1000, t)})`;
  return name;
}

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

  constructor(store: AlertGroupStore, delivery: DeliveryService) {
    this.relay = delivery.relay<AlertGroup>({
      items: (channelId) => store.groups(channelId),
      storedAt: (channelId) => store.storedAt(channelId),
      update: (channelId, change) => store.updateGroups(channelId, change),
      render: (_channelId, group, t) => renderAlertGroup(group, t),
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
            recipientsOf(member.serverId).channels.get(recipientKindOf(member.notice))?.has(channel) ?? false,
        ),
      lost: (channel) => lost.add(channel),
    });
  }
}
