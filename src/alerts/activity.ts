import { z } from 'zod';
import { escapeApiText } from '../render/format.js';
import { joinLinesWithin } from '../render/limits.js';
import { entryLine, storedEntrySchema } from './entries.js';
import { defineAlertKind } from './kind.js';

/** New entries of a server's activity log, several a post; `skippedBefore` when older ones went unread. */
export const activityAlert = defineAlertKind({
  kind: 'activity',
  shape: { entries: z.array(storedEntrySchema), skippedBefore: z.boolean() },
  recipient: 'activity',
  silencedAs: 'activity',
  render: (notice, server, t) => ({
    embeds: [
      {
        title: t.t('alerts.activity.title', {
          server: server.name === undefined ? server.id : escapeApiText(server.name),
        }),
        // Entries are split into messages by their English length: a longer language still fits.
        description: joinLinesWithin(
          notice.entries.map((entry) => entryLine(entry, t)),
          t,
        ),
        color: 0x5865f2,
        footer: {
          text: notice.skippedBefore
            ? t.t('alerts.activity.skippedFooter', { serverId: server.id })
            : server.id,
        },
      },
    ],
  }),
});
