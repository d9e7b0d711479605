import { z } from 'zod';
import { alertActionRows } from '../render/alert-buttons.js';
import { discordTime } from '../render/format.js';
import { acknowledgedShape, defineAlertKind } from './kind.js';
import { serverLabel, shownServer } from './server.js';

/** A usage watch's threshold was crossed for long enough (`fired`), or its figure is back under it. */
export const usageAlert = defineAlertKind({
  kind: 'usage',
  shape: {
    event: z.enum(['fired', 'recovered']),
    metric: z.enum(['cpu', 'ram', 'disk']),
    /** The figure that decided it, in percent. */
    value: z.number(),
    threshold: z.number(),
    minutes: z.number(),
    /** When the figures were read (epoch ms), so the post says how old they are. */
    sampledAt: z.number(),
    /** On a recovery: when the alert it ends fired (the incident), where known. */
    firedAt: z.number().optional(),
    ...acknowledgedShape,
  },
  recipient: 'usage',
  // A recovery stored before crossings remembered when they fired cannot be matched: said without it.
  ends: (notice, serverId) =>
    notice.event === 'recovered' && notice.firedAt !== undefined
      ? {
          incident: { serverId, kind: `usage-${notice.metric}`, since: notice.firedAt },
          endedAt: notice.sampledAt,
        }
      : undefined,
  silencedAs: 'usage',
  group: { event: (notice) => (notice.event === 'fired' ? 'usageFired' : 'usageRecovered') },
  render: (notice, server, t) => {
    // The message picks the metric's word itself, so the sentence around it can agree with it.
    const metric = notice.metric;
    const fired = notice.event === 'fired';
    const sampled = discordTime(new Date(notice.sampledAt).toISOString(), 'R');
    const shown = shownServer(server.id, server.name);
    const figures = {
      metric,
      threshold: notice.threshold,
      value: notice.value,
      minutes: notice.minutes,
      server: serverLabel(server.id, server.name),
    };
    return {
      embeds: [
        {
          title: fired
            ? t.t('alerts.usage.firedTitle', { metric, threshold: notice.threshold, server: shown })
            : t.t('alerts.usage.recoveredTitle', { metric, server: shown }),
          description: [
            t.t(fired ? 'alerts.usage.firedText' : 'alerts.usage.recoveredText', figures),
            sampled === undefined ? t.t('alerts.usage.readJustNow') : t.t('alerts.usage.readAt', { sampled }),
          ].join('\n'),
          color: fired ? 0xe67e22 : 0x2ecc71,
          footer: { text: t.t('alerts.usage.footer', { serverId: server.id }) },
        },
      ],
      components: alertActionRows(
        server.id,
        t,
        // A crossing is an incident from when it fired: the figures that fired it.
        fired ? { serverId: server.id, kind: `usage-${metric}`, since: notice.sampledAt } : undefined,
      ),
    };
  },
});
