import type { APIEmbed } from 'discord.js';
import { z } from 'zod';
import type { Translator } from '../i18n/index.js';
import { alertActionRows } from '../render/alert-buttons.js';
import { discordTime, formatDuration, inlineCode, statusStyle } from '../render/format.js';
import { entryLine, storedEntrySchema, type StoredEntry } from './entries.js';
import type { Incident } from '../store/index.js';
import { acknowledgedShape, defineAlertKind, type AlertServer } from './kind.js';
import { serverLabel, shownServer } from './server.js';

/**
 * `logEntry`: the activity log's own entry of the change, when one was found (one event, one post);
 * `logLine` its English line (alone in an alert queued before entries carried facts).
 */
const fromLog = { logLine: z.string().optional(), logEntry: storedEntrySchema.optional() };

/** A server went down (crashed, stopped, failed): its status and since when. */
export const statusDownAlert = defineAlertKind({
  kind: 'status-down',
  shape: { status: z.string(), since: z.number(), ...fromLog },
  recipient: 'status',
  silencedAs: 'status',
  group: { event: () => 'down', detail: (notice) => inlineCode(notice.status) },
  render: (notice, server, t) => {
    const { symbol, colour } = statusStyle(notice.status);
    const incident: Incident = { serverId: server.id, kind: 'down', since: notice.since };
    return post(server, t, notice, incident, {
      title: t.t('alerts.status.downTitle', { symbol, server: shownServer(server.id, server.name) }),
      description: t.t('alerts.status.downText', {
        server: serverLabel(server.id, server.name),
        status: inlineCode(notice.status),
        since: `${discordTime(iso(notice.since), 'R')}`,
        sinceAt: `${discordTime(iso(notice.since), 'f')}`,
      }),
      color: colour,
      footer: { text: t.t('alerts.status.downFooter', { serverId: server.id }) },
    });
  },
});

/** A server that was down is back, after how long. */
export const statusBackAlert = defineAlertKind({
  kind: 'status-back',
  shape: { status: z.string(), downSince: z.number(), backAt: z.number(), ...fromLog, ...acknowledgedShape },
  recipient: 'status',
  ends: (notice, serverId) => ({
    incident: { serverId, kind: 'down', since: notice.downSince },
    endedAt: notice.backAt,
  }),
  silencedAs: 'status',
  group: {
    event: () => 'back',
    detail: (notice, t) => `(${formatDuration((notice.backAt - notice.downSince) / 1000, t)})`,
  },
  render: (notice, server, t) => {
    const { symbol, colour } = statusStyle(notice.status);
    const downtime = formatDuration((notice.backAt - notice.downSince) / 1000, t);
    return post(server, t, notice, undefined, {
      title: t.t('alerts.status.backTitle', {
        symbol,
        server: shownServer(server.id, server.name),
        downtime,
      }),
      description: t.t('alerts.status.backText', {
        server: serverLabel(server.id, server.name),
        status: inlineCode(notice.status),
        downtime,
        sinceAt: `${discordTime(iso(notice.downSince), 'f')}`,
      }),
      color: colour,
      footer: { text: server.id },
    });
  },
});

const iso = (at: number) => new Date(at).toISOString();

/**
 * A status alert carries the activity log's entry of the change: one event, one post; a down post, the
 * incident it opens, to be acknowledged.
 */
function post(
  server: AlertServer,
  t: Translator,
  notice: { logLine?: string | undefined; logEntry?: StoredEntry | undefined },
  incident: Incident | undefined,
  embed: APIEmbed,
) {
  const logLine = notice.logEntry === undefined ? notice.logLine : entryLine(notice.logEntry, t);
  const fields =
    logLine === undefined ? [] : [{ name: t.t('alerts.status.fromActivityLog'), value: logLine }];
  return { embeds: [{ fields, ...embed }], components: alertActionRows(server.id, t, incident) };
}
