import { describe, expect, it } from 'vitest';
import { builtinKinds } from '../../src/alerts/index.js';
import { statusBackAlert, statusDownAlert } from '../../src/alerts/status.js';
import { type AlertGroup, alertGroupId, rosterKeyOf } from '../../src/delivery/alert-groups.js';
import type { StoredNotice } from '../../src/delivery/alert-outbox.js';
import { english } from '../../src/i18n/index.js';
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
