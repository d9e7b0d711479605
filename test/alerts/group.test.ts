import { describe, expect, it } from 'vitest';
import { builtinKinds } from '../../src/alerts/index.js';
import { statusBackAlert, statusDownAlert } from '../../src/alerts/status.js';
import { type AlertGroup, alertGroupId, rosterKeyOf } from '../../src/delivery/alert-groups.js';
import type { StoredNotice } from '../../src/delivery/alert-outbox.js';
import { english, translatorFor } from '../../src/i18n/index.js';
import {
  alertAcknowledgeId,
  alertGroupListId,
  rosterKeyOfReference,
} from '../../src/render/alert-buttons.js';

const target = { kind: 'channel', channelId: '300000000000000001' } as const;

/** A group of `count` servers, each with the notice `noticeOf` makes for it. */
function groupOf(count: number, noticeOf: (index: number) => StoredNotice): AlertGroup {
  const members = Array.from({ length: count }, (_, index) => ({
    serverId: `srv_${index}`,
    itemId: `item-${index}`,
    notice: noticeOf(index),
    serverName: `Server ${index}`,
    queuedAt: 1_000,
  }));
  return { id: alertGroupId(members), targets: [target], queuedAt: 1_000, members };
}

const down = (): StoredNotice => statusDownAlert.notice({ status: 'OFFLINE', since: 1_000 });
const back = (): StoredNotice =>
  statusBackAlert.notice({ status: 'RUNNING', downSince: 1_000, backAt: 9_000 });

/** The labels of a post's buttons, and what each custom_id decodes to. */
function buttonsOf(group: AlertGroup) {
  const post = builtinKinds.renderGroup(group, english);
  return (post.components ?? []).flatMap((row) =>
    row.components.map((button) => {
      const customId = 'custom_id' in button ? button.custom_id : '';
      return {
        label: 'label' in button ? button.label : undefined,
        ack: alertAcknowledgeId.parse(customId)?.reference,
        list: alertGroupListId.parse(customId)?.key,
      };
    }),
  );
}

describe("a grouped post's buttons", () => {
  it('offers Acknowledge for the group, beside Show all in one row, when its members tell of incidents', () => {
    const group = groupOf(12, down);
    const key = rosterKeyOf(group.id);
    const post = builtinKinds.renderGroup(group, english);
    expect(post.components).toHaveLength(1);
    const [acknowledge, showAll] = buttonsOf(group);
    expect(acknowledge?.label).toBe('Acknowledge');
    expect(acknowledge?.ack).toBe(`group.${key}`);
    expect(rosterKeyOfReference(acknowledge?.ack ?? '')).toBe(key);
    expect(showAll).toMatchObject({ label: 'Show all', list: key });
  });

  it('offers Acknowledge alone when every server is named', () => {
    expect(buttonsOf(groupOf(3, down)).map((button) => button.label)).toEqual(['Acknowledge']);
  });

  it('offers none for a group of recoveries, which open no incident', () => {
    expect(buttonsOf(groupOf(3, back))).toEqual([]);
    expect(buttonsOf(groupOf(12, back)).map((button) => button.label)).toEqual(['Show all']);
  });

  it("reads a lone incident's reference as no group's", () => {
    expect(rosterKeyOfReference('down.1000.srv_1')).toBeUndefined();
    expect(rosterKeyOfReference('group.not-hex')).toBeUndefined();
  });
});

describe('a grouped back post', () => {
  const memberA = '200000000000000051';
  const memberB = '200000000000000052';
  const minute = 60_000;
  /** A back notice of an outage that began at `downSince`, with the guilds' acknowledgements stored on it. */
  const backTaken = (
    downSince: number,
    guilds: Record<string, { userId: string; at: number; via?: string }>,
  ) =>
    statusBackAlert.notice({
      status: 'RUNNING',
      downSince,
      backAt: downSince + 30 * minute,
      ...(Object.keys(guilds).length === 0 ? {} : { acknowledged: { since: downSince, guilds } }),
    });
  const fieldOf = (group: AlertGroup, guildId: string | undefined, locale = 'en-US') => {
    const t = translatorFor(locale);
    return builtinKinds
      .renderGroup(group, t, guildId)
      .embeds?.[0]?.fields?.find((field) => field.name === t.t('alerts.ack.field'))?.value;
  };
  const groupAck = { userId: memberA, at: 3 * minute, via: 'group.abc' };

  it('says who had acknowledged the grouped down post, per guild, and how long after it began', () => {
    // The ten went down within seconds; the group was taken 3 min after the first.
    const group = groupOf(10, (index) => backTaken(index * 1_000, { 'g-ops': groupAck }));
    expect(builtinKinds.renderGroup(group, english).embeds?.[0]?.title).toBe('10 servers back');
    expect(fieldOf(group, 'g-ops')).toBe(`<@${memberA}> had acknowledged it 3 min after it began.`);
    expect(fieldOf(group, 'g-ops', 'de')).toBe(`<@${memberA}> hatte sie 3 Min. nach Beginn übernommen.`);
    // Another guild's post of the same servers says nothing of the ops team's acknowledgement.
    expect(fieldOf(group, 'g-community')).toBeUndefined();
    expect(fieldOf(group, undefined)).toBeUndefined();
  });

  it("says who had taken members' incidents alone, a line each, with how many of the servers", () => {
    const alone = { userId: memberB, at: 2 * minute };
    const group = groupOf(4, (index) =>
      backTaken(0, index === 0 ? { 'g-ops': alone } : index < 3 ? { 'g-ops': groupAck } : {}),
    );
    expect(fieldOf(group, 'g-ops')).toBe(
      [
        `<@${memberB}> had acknowledged the incident on 1 of these servers, 2 min after it began.`,
        `<@${memberA}> had acknowledged the incident on 2 of these servers, 3 min after it began.`,
      ].join('\n'),
    );
    expect(fieldOf(group, 'g-ops', 'ru')).toContain(
      `<@${memberA}> взял(а) в работу инцидент на 2 из этих серверов`,
    );
  });

  it('says nothing of acknowledgements on a grouped down post', () => {
    expect(fieldOf(groupOf(3, down), 'g-ops')).toBeUndefined();
  });
});
