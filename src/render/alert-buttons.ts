import { type APIActionRowComponent, type APIButtonComponent, ButtonStyle, ComponentType } from 'discord.js';
import { z } from 'zod';
import type { Translator } from '../i18n/index.js';
import { incidentReference, type Incident } from '../store/index.js';
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

/** A grouped alert's "Show all": its roster's key (a digest of its members' events). */
export const alertGroupListId = defineCustomId(
  'alert-group',
  z.object({ key: z.string().regex(/^[0-9a-f]{1,64}$/) }),
  ['key'],
);

/**
 * An alert's "Acknowledge": `reference` names what the post is about, an incident
 * (`src/store/acknowledgements.ts: incidentReference`) or, for a grouped post, the group; the handler finds
 * the incidents it stands for from it alone, so the button works after a restart and on any instance.
 */
export const alertAcknowledgeId = defineCustomId('alert-ack', z.object({ reference: z.string().min(1) }), [
  'reference',
]);

/** The "Acknowledge" button of a post about `reference`; none when the reference is too long. */
function acknowledgeButton(reference: string, t: Translator): APIButtonComponent | undefined {
  const customId = alertAcknowledgeId.buildIfFits({ reference });
  if (customId === undefined) return undefined;
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Primary,
    label: t.t('server.alertButton.acknowledge'),
    custom_id: customId,
  };
}

/**
 * An alert's next steps: "Acknowledge" when it tells of an incident someone should take (down, not
 * answering, over a usage threshold), then "Server info" and "Resources", answering whoever clicks,
 * privately, and "Silence 1 h" for that server in that channel. Labelled in the language of the alert they
 * sit on; none when the server id is too long for a custom_id. One row: Discord allows five buttons in it.
 */
export function alertActionRows(
  serverId: string,
  t: Translator,
  incident?: Incident,
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
  const acknowledge = incident === undefined ? undefined : acknowledgeButton(incidentReference(incident), t);
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        ...(acknowledge === undefined ? [] : [acknowledge]),
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
