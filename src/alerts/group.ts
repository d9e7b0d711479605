import {
  type APIButtonComponent,
  type APIEmbed,
  type APIEmbedField,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import { type AlertGroup, type GroupMember, rosterKeyOf } from '../delivery/alert-groups.js';
import type { StoredNotice } from '../delivery/alert-outbox.js';
import type { Translator } from '../i18n/index.js';
import type { Acknowledgement, Incident } from '../store/index.js';
import { type GroupAcknowledgement, groupAcknowledgedField } from '../render/acknowledgement.js';
import { alertGroupListId, groupAcknowledgeButton } from '../render/alert-buttons.js';
import { escapeApiText } from '../render/format.js';
import { joinLinesWithin } from '../render/limits.js';
import type { MessagePayload } from '../render/message.js';
import { type GroupEvent, groupEvents } from './kind.js';
import { serverLabel } from './server.js';

/** What a grouped post reads of the alert kinds: how a lone member reads, and each notice's change. */
export type GroupKinds = {
  render(
    notice: StoredNotice,
    server: { id: string; name: string | undefined },
    t: Translator,
    guildId?: string,
  ): MessagePayload;
  groupEventOf(notice: StoredNotice): GroupEvent | undefined;
  groupDetailOf(notice: StoredNotice, t: Translator): string | undefined;
  openedIncident(notice: StoredNotice, serverId: string): Incident | undefined;
  endedIncident(notice: StoredNotice, serverId: string): { incident: Incident } | undefined;
  /** Who in `guildId` had acknowledged the incident a back notice ends, stored with it as it was queued. */
  acknowledgedIn(
    notice: StoredNotice,
    guildId: string,
  ): { acknowledgement: Acknowledgement; since: number } | undefined;
};

/** How many servers a grouped post names; the rest it counts ("and 12 more"), "Show all" lists them. */
const maxNamedServers = 10;

const downColour = 0xe74c3c;
const upColour = 0x2ecc71;

const headlineKeys = {
  down: 'alerts.group.down',
  back: 'alerts.group.back',
  silent: 'alerts.group.silent',
  answering: 'alerts.group.answering',
  usageFired: 'alerts.group.usageFired',
  usageRecovered: 'alerts.group.usageRecovered',
} as const;

/**
 * The grouped post: a lone member reads exactly as its own alert; several read as one incident, a
 * headline with the count, the servers named by place (a bounded list), and "Show all" past it.
 */
export function groupedPost(
  group: AlertGroup,
  kinds: GroupKinds,
  t: Translator,
  guildId?: string,
): MessagePayload {
  const [only] = group.members;
  if (group.members.length === 1 && only)
    return kinds.render(only.notice, { id: only.serverId, name: only.serverName }, t, guildId);
  const grouped = groupEmbed(group.members, kinds, t);
  const { cut } = grouped;
  const acknowledged =
    guildId === undefined ? undefined : acknowledgedField(group.members, kinds, guildId, t);
  const embed = acknowledged === undefined ? grouped.embed : { ...grouped.embed, fields: [acknowledged] };
  const key = rosterKeyOf(group.id);
  if (key === undefined) return { embeds: [embed] };
  // Members telling of incidents are taken as a whole, from the roster; past the names it shows, the post
  // offers the whole list, answered privately from it too.
  const opens = group.members.some((member) => kinds.openedIncident(member.notice, member.serverId));
  const acknowledge = opens ? groupAcknowledgeButton(key, t) : undefined;
  const customId = cut ? alertGroupListId.buildIfFits({ key }) : undefined;
  const showAll: APIButtonComponent | undefined =
    customId === undefined
      ? undefined
      : {
          type: ComponentType.Button,
          style: ButtonStyle.Secondary,
          label: t.t('server.alertButton.showAll'),
          custom_id: customId,
        };
  const row = [acknowledge, showAll].filter((button) => button !== undefined);
  if (row.length === 0) return { embeds: [embed] };
  return { embeds: [embed], components: [{ type: ComponentType.ActionRow, components: row }] };
}

/**
 * Who in the guild had acknowledged the incidents the group's back members end (the grouped down post as a
 * whole, or each alone): one line per acknowledgement, in the order they were taken; none when nobody had.
 */
function acknowledgedField(
  members: readonly GroupMember[],
  kinds: GroupKinds,
  guildId: string,
  t: Translator,
): APIEmbedField | undefined {
  const ending = members.filter((member) => kinds.endedIncident(member.notice, member.serverId));
  const taken = new Map<string, GroupAcknowledgement>();
  for (const member of ending) {
    const found = kinds.acknowledgedIn(member.notice, guildId);
    if (found === undefined) continue;
    const key = `${found.acknowledgement.userId}\n${found.acknowledgement.at}`;
    const earlier = taken.get(key);
    taken.set(key, {
      acknowledgement: found.acknowledgement,
      since: Math.min(found.since, earlier?.since ?? found.since),
      count: (earlier?.count ?? 0) + 1,
    });
  }
  if (taken.size === 0) return undefined;
  const lines = [...taken.values()].sort((a, b) => a.acknowledgement.at - b.acknowledgement.at);
  return groupAcknowledgedField(lines, ending.length, t);
}

/** Every member of a group, a line each under its change and place: what its "Show all" answers. */
export function groupList(members: readonly GroupMember[], kinds: GroupKinds, t: Translator): MessagePayload {
  const sections = sectionsOf(members, kinds);
  const lines = sections.flatMap((section) => [
    `**${t.t(headlineKeys[section.event], { count: section.members.length })}**`,
    ...[...placesOf(byPlace(section.members))].flatMap(([place, here]) => [
      ...(place === undefined ? [] : [`__${escapeApiText(place)}__`]),
      ...here.map((member) => `- ${memberLabel(member, kinds, t)}`),
    ]),
  ]);
  return { embeds: [{ description: joinLinesWithin(lines, t), color: colourOf(sections) }] };
}

type Section = { event: GroupEvent; members: GroupMember[] };

/** The members by change, in a fixed order (bad news first), each server once per change. */
function sectionsOf(members: readonly GroupMember[], kinds: GroupKinds): Section[] {
  return groupEvents.flatMap((event) => {
    const seen = new Set<string>();
    const of = members.filter((member) => {
      if (kinds.groupEventOf(member.notice) !== event || seen.has(member.serverId)) return false;
      seen.add(member.serverId);
      return true;
    });
    return of.length === 0 ? [] : [{ event, members: of }];
  });
}

function groupEmbed(
  members: readonly GroupMember[],
  kinds: GroupKinds,
  t: Translator,
): { embed: APIEmbed; cut: boolean } {
  const sections = sectionsOf(members, kinds);
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
    const shown = byPlace(section.members).slice(0, Math.max(0, maxNamedServers - named));
    named += shown.length;
    lines.push(
      ...[...placesOf(shown)].map(([place, here]) => {
        const named = t.list(here.map((member) => memberLabel(member, kinds, t)));
        return place === undefined
          ? named
          : t.t('alerts.group.placeLine', { place: `**${escapeApiText(place)}**`, servers: named });
      }),
    );
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

function placesOf(members: readonly GroupMember[]): Map<string | undefined, GroupMember[]> {
  const places = new Map<string | undefined, GroupMember[]>();
  for (const member of members) places.set(member.place, [...(places.get(member.place) ?? []), member]);
  return places;
}

/** A server as a grouped post names it, with what its kind says sets it apart. */
function memberLabel(member: GroupMember, kinds: GroupKinds, t: Translator): string {
  const name = serverLabel(member.serverId, member.serverName);
  const detail = kinds.groupDetailOf(member.notice, t);
  return detail === undefined ? name : `${name} ${detail}`;
}
