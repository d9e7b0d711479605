import { ComponentType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/index.js';
import {
  acknowledgedAfterField,
  acknowledgedPost,
  alreadyAcknowledged,
} from '../../src/render/acknowledgement.js';
import { alertActionRows, alertAcknowledgeId } from '../../src/render/alert-buttons.js';
import { incidentReference, parseIncidentReference, type Incident } from '../../src/store/index.js';

const en = translatorFor('en-US');
const incident: Incident = { serverId: 'srv_0001', kind: 'down', since: 1_795_000_000_000 };
const acknowledgement = { userId: '200000000000000001', at: 1_795_000_300_000 };

describe('acknowledging an alert', () => {
  it('puts Acknowledge first on the row of an incident, and none on a post of no incident', () => {
    const [row] = alertActionRows('srv_0001', en, incident);
    expect(row?.components.map((button) => ('label' in button ? button.label : undefined))).toEqual([
      'Acknowledge',
      'Server info',
      'Resources',
      'Silence 1 h',
    ]);
    const [acknowledge] = row!.components;
    const customId = acknowledge && 'custom_id' in acknowledge ? acknowledge.custom_id : '';
    expect(customId).toBe('alert-ack:down.1795000000000.srv_0001');
    // The custom_id alone names the incident: it works after a restart and on any instance.
    expect(parseIncidentReference(alertAcknowledgeId.parse(customId)!.reference)).toEqual(incident);
    expect(alertActionRows('srv_0001', en)[0]?.components).toHaveLength(3);
    // A server id that would not fit leaves the alert without buttons, never with a cut id.
    expect(alertActionRows('s'.repeat(120), en, { ...incident, serverId: 's'.repeat(120) })).toEqual([]);
  });

  it('reads back only references it made', () => {
    for (const made of [incident, { serverId: 'a.b:c', kind: 'usage-ram', since: 0 } as const])
      expect(parseIncidentReference(incidentReference(made))).toEqual(made);
    for (const foreign of ['group.g1', 'down.x.srv', 'nope.1.srv', 'down.1.', ''])
      expect(parseIncidentReference(foreign)).toBeUndefined();
  });

  it('edits the post: who and when on its first embed, the clicked button disabled, the rest as it was', () => {
    const rows = alertActionRows('srv_0001', en, incident);
    const clicked = alertAcknowledgeId.build({ reference: incidentReference(incident) });
    const post = {
      embeds: [
        { title: 'Pulse is down', footer: { text: 'srv_0001 · ref 1a2b3c4d5e6f' } },
        { title: 'more' },
      ],
      components: rows,
    };
    const edited = acknowledgedPost(post, clicked, acknowledgement, translatorFor('de'));
    expect(edited.embeds?.[0]).toEqual({
      title: 'Pulse is down',
      footer: { text: 'srv_0001 · ref 1a2b3c4d5e6f' },
      fields: [
        {
          name: 'Übernommen',
          value: '<@200000000000000001> hat diese Benachrichtigung <t:1795000300:R> übernommen.',
        },
      ],
    });
    expect(edited.embeds?.[1]).toEqual({ title: 'more' });
    const buttons = edited.components?.[0]?.components ?? [];
    expect(buttons.map((button) => button.type === ComponentType.Button && button.disabled === true)).toEqual(
      [true, false, false, false],
    );
    expect(edited.locale).toBe('de');
  });

  it('tells a later click who took it and when, and the back post after how long', () => {
    expect(alreadyAcknowledged(acknowledgement, en).content).toBe(
      '<@200000000000000001> already acknowledged this alert <t:1795000300:R>.',
    );
    expect(acknowledgedAfterField(acknowledgement, incident.since, en)).toEqual({
      name: 'Acknowledged',
      value: '<@200000000000000001> had acknowledged it 5 min after it began.',
    });
  });
});
