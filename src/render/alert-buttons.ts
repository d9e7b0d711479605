import { type APIActionRowComponent, type APIButtonComponent, ButtonStyle, ComponentType } from 'discord.js';
import { z } from 'zod';
import type { Translator } from '../i18n/index.js';
import { defineCustomId } from './custom-ids.js';

// The custom_ids of the buttons alerts carry. They are stateless (ids only), so a button works after a
// restart and on any instance; the commands that answer them attach their handlers to these codecs.

/** An alert's "Server info". */
export const alertInfoId = defineCustomId('alert-info', z.object({ serverId: z.string().min(1) }), [
  'serverId',
]);

/** An alert's "Resources". */
export const alertResourcesId = defineCustomId('alert-resources', z.object({ serverId: z.string().min(1) }), [
  'serverId',
]);

/** An alert's "Silence 1 h": holds back that server's alerts in the channel the post is in, for an hour. */
export const alertSilenceId = defineCustomId('alert-silence', z.object({ serverId: z.string().min(1) }), [
  'serverId',
]);

/**
 * An alert's next step: "Server info" and "Resources", answering whoever clicks, privately, and
 * "Silence 1 h". Labelled in the language of the alert they sit on; none when the server id is too long for
 * a custom_id.
 */
export function alertActionRows(
  serverId: string,
  t: Translator,
): APIActionRowComponent<APIButtonComponent>[] {
  const info = alertInfoId.buildIfFits({ serverId });
  const resources = alertResourcesId.buildIfFits({ serverId });
  const silence = alertSilenceId.buildIfFits({ serverId });
  if (info === undefined || resources === undefined || silence === undefined) return [];
  const button = (label: string, customId: string): APIButtonComponent => ({
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label,
    custom_id: customId,
  });
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        button(t.t('server.alertButton.info'), info),
        button(t.t('server.alertButton.resources'), resources),
        button(t.t('server.alertButton.silence'), silence),
      ],
    },
  ];
}

/** Update an installed mod to a newer file: an update alert's button, and `/mods installed`'s. */
export const modUpdateId = defineCustomId(
  'mod-update',
  z.object({
    serverId: z.string().min(1),
    provider: z.string().min(1),
    modId: z.string().min(1),
    fileId: z.string().min(1),
  }),
  ['serverId', 'provider', 'modId', 'fileId'],
);
