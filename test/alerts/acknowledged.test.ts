import { describe, expect, it } from 'vitest';
import { AlertKinds, builtinAlertKinds } from '../../src/alerts/index.js';
import { gameAnsweringAlert, gameSilentAlert } from '../../src/alerts/game.js';
import { statusBackAlert } from '../../src/alerts/status.js';
import { usageAlert } from '../../src/alerts/usage.js';
import { english, translatorFor } from '../../src/i18n/index.js';
import { withAcknowledgements } from '../../src/poller/acknowledged.js';
import type { Pending } from '../../src/delivery/alert-outbox.js';
import { alertAcknowledgeId } from '../../src/render/alert-buttons.js';
import { openStore, incidentReference, type Incident } from '../../src/store/index.js';

const kinds = new AlertKinds(builtinAlertKinds);
const server = { id: 'srv_1', name: 'Alpha' };
const since = Date.parse('2030-01-01T12:00:00Z');
const minute = 60_000;

const usage = (event: 'fired' | 'recovered', extra: { firedAt?: number } = {}) =>
  usageAlert.notice({
    event,
    metric: 'cpu',
    value: 93,
    threshold: 80,
    minutes: 5,
    sampledAt: event === 'fired' ? since : since + 20 * minute,
    ...extra,
  });

/** The incident the post's Acknowledge names, if it has one. */
function acknowledgeOf(notice: { kind: string }): string | undefined {
  const payload = kinds.render(notice, server, english);
  for (const button of payload.components?.flatMap((row) => row.components) ?? [])
    if ('custom_id' in button) {
      const parsed = alertAcknowledgeId.parse(button.custom_id);
      if (parsed) return parsed.reference;
    }
  return undefined;
}

describe('alerts of incidents', () => {
  it('carry Acknowledge on the post that opens one, never on the one that ends it', () => {
    const reference = (incident: Incident) => incidentReference(incident);
    expect(acknowledgeOf(gameSilentAlert.notice({ since }))).toBe(
      reference({ serverId: 'srv_1', kind: 'silent', since }),
    );
    expect(acknowledgeOf(usage('fired'))).toBe(reference({ serverId: 'srv_1', kind: 'usage-cpu', since }));
    expect(acknowledgeOf(usage('recovered', { firedAt: since }))).toBeUndefined();
    expect(acknowledgeOf(gameAnsweringAlert.notice({ silentSince: since, answeredAt: since + minute }))).toBe(
      undefined,
    );
  });

  it('end the incident their opening post named; a recovery stored without when it fired ends none', () => {
    expect(kinds.endedIncident(usage('recovered', { firedAt: since }), 'srv_1')).toEqual({
      incident: { serverId: 'srv_1', kind: 'usage-cpu', since },
      endedAt: since + 20 * minute,
    });
    expect(kinds.endedIncident(usage('recovered'), 'srv_1')).toBeUndefined();
    expect(kinds.endedIncident(usage('fired'), 'srv_1')).toBeUndefined();
    expect(
      kinds.endedIncident(
        statusBackAlert.notice({ status: 'RUNNING', downSince: since, backAt: since + 1 }),
        's',
      ),
    ).toEqual({ incident: { serverId: 's', kind: 'down', since }, endedAt: since + 1 });
  });

  it('say on the back post, per guild and in its language, who had acknowledged it and after how long', async () => {
    const store = await openStore('memory://', () => since + 4 * minute);
    const down: Incident = { serverId: 'srv_1', kind: 'down', since };
    await store.acknowledgements.claim('g-ops', incidentReference(down), [down], '200000000000000001');
    const back: Pending = {
      id: `status:srv_1:up:${since}`,
      notice: statusBackAlert.notice({ status: 'RUNNING', downSince: since, backAt: since + 12 * minute }),
      targets: [{ kind: 'channel', channelId: 'c1' }],
    };
    const unrelated: Pending = { ...back, id: 'x', notice: usage('fired') };
    const [told, untouched] = await withAcknowledgements(store.acknowledgements, kinds, 'srv_1', [
      back,
      unrelated,
    ]);
    expect(untouched).toBe(unrelated);
    // Stored as a fact and read back through the kinds' own schema, as the outbox does after a restart.
    const stored = kinds.noticeSchema.parse(JSON.parse(JSON.stringify(told!.notice)));
    const field = (guildId: string | undefined, locale = 'en-US') =>
      kinds
        .render(stored, server, translatorFor(locale), guildId)
        .embeds?.[0]?.fields?.find(
          (candidate) => candidate.name === translatorFor(locale).t('alerts.ack.field'),
        )?.value;
    expect(field('g-ops')).toBe('<@200000000000000001> had acknowledged it 4 min after it began.');
    expect(field('g-ops', 'fr')).toBe('<@200000000000000001> l’avait prise en charge 4 min après son début.');
    // Another guild's post of the same incident says nothing of it; nor does a post whose guild is unknown.
    expect(field('g-community')).toBeUndefined();
    expect(field(undefined)).toBeUndefined();
    await store.close();
  });
});
