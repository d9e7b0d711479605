import type { APIEmbed } from 'discord.js';
import { z } from 'zod';
import { statusKind } from '../api/index.js';
import type { Translator } from '../i18n/index.js';
import { alertActionRows } from '../render/alert-buttons.js';
import { escapeApiText, formatGb, inlineCode, statusLabel, statusStyle } from '../render/format.js';
import { connectLine } from '../render/servers.js';
import { defineAlertKind } from './kind.js';
import { serverLabel, serverSnapshotSchema, type ServerSnapshot } from './server.js';

/** A server finished provisioning (ready, or failed), with what it was made as. */
export const provisionedAlert = defineAlertKind({
  kind: 'provisioned',
  shape: { server: serverSnapshotSchema },
  recipient: 'provisioning',
  render: (notice, server, t) => ({
    embeds: [provisionedEmbed(notice.server, t)],
    components: alertActionRows(server.id, t),
  }),
});

/** A server was deleted, maybe before its provisioning ended. */
export const deletedAlert = defineAlertKind({
  kind: 'deleted',
  shape: { whileProvisioning: z.boolean() },
  recipient: 'provisioning',
  render: (notice, server, t) => ({
    content: t.t(notice.whileProvisioning ? 'alerts.deleted.whileProvisioning' : 'alerts.deleted.text', {
      server: serverLabel(server.id, server.name),
    }),
  }),
});

function provisionedEmbed(server: ServerSnapshot, t: Translator): APIEmbed {
  const failed = statusKind(server.status) === 'failed';
  const running = statusKind(server.status) === 'running';
  const game = [server.game, server.gameType, server.gameVersion]
    .filter((part): part is string => Boolean(part))
    .map(escapeApiText)
    .join(' · ');
  const { symbol, colour } = statusStyle(server.status);
  const name = escapeApiText(server.name);
  const status = inlineCode(server.status);
  const outcome = failed
    ? t.t('alerts.provisioned.failedText', { status })
    : t.t('alerts.provisioned.text', { serverId: inlineCode(server.id), status });
  return {
    title: failed
      ? t.t('alerts.provisioned.failedTitle', { symbol, name })
      : running
        ? t.t('alerts.provisioned.readyTitle', { symbol, name })
        : t.t('alerts.provisioned.title', { symbol, name }),
    // Where players connect comes first: it is what the reader came for.
    description: server.address && !failed ? `${connectLine(server.address, t)}\n${outcome}` : outcome,
    color: colour,
    fields: [
      { name: t.t('alerts.field.serverId'), value: inlineCode(server.id), inline: true },
      { name: t.t('alerts.field.status'), value: escapeApiText(statusLabel(server.status)), inline: true },
      ...(server.ramGb === undefined
        ? []
        : [{ name: t.t('alerts.field.ram'), value: formatGb(server.ramGb, t), inline: true }]),
      ...(game ? [{ name: t.t('alerts.field.game'), value: game, inline: true }] : []),
    ],
  };
}
