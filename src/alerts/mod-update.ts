import { ButtonStyle, ComponentType } from 'discord.js';
import { z } from 'zod';
import { modUpdateId } from '../render/alert-buttons.js';
import { catalogueName, escapeApiText, inlineCode } from '../render/format.js';
import type { MessagePayload } from '../render/message.js';
import type { Translator } from '../i18n/index.js';
import { defineAlertKind } from './kind.js';
import { serverLabel } from './server.js';

const shape = {
  serverName: z.string(),
  provider: z.string(),
  modId: z.string(),
  modName: z.string(),
  /** What the install was chosen for, and so what the new release fits. */
  fitsFor: z.string().optional(),
  installed: z.object({ fileId: z.string(), fileName: z.string() }),
  newer: z.object({
    fileId: z.string(),
    fileName: z.string(),
    releaseType: z.string().optional(),
    publishedAt: z.string().optional(),
  }),
};

/** An installed mod has a newer release that fits the server. */
export const modUpdateAlert = defineAlertKind({
  kind: 'mod-update',
  shape,
  recipient: 'mods',
  render: (notice, server, t) => modUpdatePost(notice, server.id, t),
});

/**
 * An update alert with its one-click "Update" button, which opens the install confirmation; ids too long
 * for a button leave the update to `/mods install`.
 */
function modUpdatePost(
  notice: z.infer<z.ZodObject<typeof shape>>,
  serverId: string,
  t: Translator,
): MessagePayload {
  const beta = notice.newer.releaseType && notice.newer.releaseType !== 'release';
  const mod = escapeApiText(notice.modName);
  const customId = modUpdateId.buildIfFits({
    serverId,
    provider: notice.provider,
    modId: notice.modId,
    fileId: notice.newer.fileId,
  });
  const release = {
    mod,
    provider: catalogueName(notice.provider),
    server: serverLabel(serverId, notice.serverName),
  };
  const newFile = { file: escapeApiText(notice.newer.fileName), fileId: inlineCode(notice.newer.fileId) };
  return {
    embeds: [
      {
        title: t.t('alerts.modUpdate.title', { mod, server: escapeApiText(notice.serverName) }),
        description: [
          notice.fitsFor
            ? t.t('alerts.modUpdate.newerFor', {
                ...release,
                fitsFor: escapeApiText(notice.fitsFor),
              })
            : t.t('alerts.modUpdate.newer', release),
          t.t('alerts.modUpdate.installed', {
            file: escapeApiText(notice.installed.fileName),
            fileId: inlineCode(notice.installed.fileId),
          }),
          beta
            ? t.t('alerts.modUpdate.newFileOfType', {
                ...newFile,
                releaseType: escapeApiText(notice.newer.releaseType ?? ''),
              })
            : t.t('alerts.modUpdate.newFile', newFile),
          t.t(customId ? 'alerts.modUpdate.withButton' : 'alerts.modUpdate.withoutButton'),
        ].join('\n'),
        color: 0x3498db,
        footer: { text: serverId },
      },
    ],
    components: customId
      ? [
          {
            type: ComponentType.ActionRow,
            components: [
              {
                type: ComponentType.Button,
                style: ButtonStyle.Primary,
                label: t.t('alerts.modUpdate.button'),
                custom_id: customId,
              },
            ],
          },
        ]
      : [],
  };
}
