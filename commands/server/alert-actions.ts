import { defineComponent } from '../../src/discord/command.js';
import { alertInfoId, alertResourcesId } from '../../src/render/alert-buttons.js';
import type { BotContext } from '../../src/discord/context.js';
import type { MessagePayload } from '../../src/render/message.js';
import { withAvailability } from '../../src/render/availability.js';
import { serverEmbed } from '../../src/render/servers.js';
import { storedStatus } from '../../src/status/availability.js';
import { serverResources } from './resources.js';

/** A server's info with its availability; the caller has checked the guild may see it. */
export async function serverInfo(context: BotContext, serverId: string): Promise<MessagePayload> {
  const [server, status] = await Promise.all([
    context.api.getServer(serverId),
    storedStatus(context.store, serverId),
  ]);
  return { embeds: [withAvailability(serverEmbed(server), status, context.now())] };
}

/**
 * An alert's "Server info": answers whoever clicks, privately, with what `/server info` shows them; a guild
 * that may not see the server hears exactly what a missing server gets.
 */
export const alertInfoButton = defineComponent(alertInfoId, {
  async execute(interaction, { serverId }, context) {
    await context.access.requireServer(interaction.guildId, serverId);
    return { kind: 'reply', payload: await serverInfo(context, serverId) };
  },
});

/** An alert's "Resources", likewise, as `/server resources` shows them. */
export const alertResourcesButton = defineComponent(alertResourcesId, {
  async execute(interaction, { serverId }, context) {
    await context.access.requireServer(interaction.guildId, serverId);
    return { kind: 'reply', payload: await serverResources(context, serverId) };
  },
});
