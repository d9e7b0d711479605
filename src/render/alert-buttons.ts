import { z } from 'zod';
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
