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

/** A grouped alert's "Show all": its roster's key (a digest of its members' events). */
export const alertGroupListId = defineCustomId(
  'alert-group',
  z.object({ key: z.string().regex(/^[0-9a-f]{1,64}$/) }),
  ['key'],
);

/**
 * An alert's next step: "Server info" and "Resources", answering whoever clicks, privately. Labelled in the
 * language of the alert they sit on; none when the server id is too long for a custom_id.
 */
export function alertActionRows(
  serverId: string,
  t: Translator,
): APIActionRowComponent<APIButtonComponent>[] {
  const info = alertInfoId.buildIfFits({ serverId });
  const resources = alertResourcesId.buildIfFits({ serverId });
  if (info === undefined || resources === undefined) return [];
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
