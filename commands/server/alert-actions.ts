import type { Server } from '../../src/api/index.js';
import { defineComponent } from '../../src/discord/command.js';
import { alertInfoId, alertResourcesId } from '../../src/render/alert-buttons.js';
import type { BotContext } from '../../src/discord/context.js';
import type { GameQueryResult } from '../../src/game/index.js';
import type { MessagePayload } from '../../src/render/message.js';
import { withAvailability } from '../../src/render/availability.js';
import { withGameFields } from '../../src/render/game.js';
import { serverEmbed } from '../../src/render/servers.js';
import { storedStatus } from '../../src/status/availability.js';
import { storedGameAnswers } from '../../src/status/game-answers.js';
import { PlayerHistory } from '../../src/usage/players.js';
import { serverResources } from './resources.js';
import { translatorFor, type Translator } from '../../src/i18n/index.js';

/**
 * How long `/server info` waits for the game: the reply is deferred long before, and a game slower than this
 * is shown as "did not answer in time" (or by its last result, if one is cached).
 */
const gameWaitMs = 8_000;

/** The game's answer, fresh or at most one query interval old; the cached one if it does not come in time. */
async function askGame(context: BotContext, server: Server): Promise<GameQueryResult | undefined> {
  const { query, maxAgeMs } = context.games;
  try {
    return await query.query(server, {
      maxAgeMs,
      signal: AbortSignal.timeout(gameWaitMs),
      priority: 'interactive',
    });
  } catch {
    return query.cached(server.id);
  }
}

/** A server's info with its availability and its game's answer; the caller checked the guild may see it. */
export async function serverInfo(
  context: BotContext,
  serverId: string,
  t: Translator,
): Promise<MessagePayload> {
  const [server, status, answers, players] = await Promise.all([
    context.api.getServer(serverId),
    storedStatus(context.store, serverId),
    storedGameAnswers(context.store, serverId),
    context.store.usage.playerHistory(serverId),
  ]);
  const result = await askGame(context, server);
  const now = context.now();
  const sampled = players === undefined ? undefined : PlayerHistory.fromRecord(players).peak(24, now);
  // The answer just read counts too: the history keeps a sample a minute at most.
  const online = result?.state === 'answering' ? result.players.online : undefined;
  const peak = sampled === undefined ? undefined : Math.max(sampled, online ?? 0);
  const embed = withAvailability(serverEmbed(server, t), status, now, t);
  return { embeds: [withGameFields(embed, { result, answers, peak, now }, t)] };
}

/**
 * An alert's "Server info": answers whoever clicks, privately, with what `/server info` shows them; a guild
 * that may not see the server hears exactly what a missing server gets.
 */
export const alertInfoButton = defineComponent(alertInfoId, {
  level: 'read',
  async execute(interaction, { serverId }, context) {
    await context.access.requireServer(interaction.guildId, serverId);
    return { kind: 'reply', payload: await serverInfo(context, serverId, translatorFor(interaction.locale)) };
  },
});

/** An alert's "Resources", likewise, as `/server resources` shows them. */
export const alertResourcesButton = defineComponent(alertResourcesId, {
  level: 'read',
  async execute(interaction, { serverId }, context) {
    await context.access.requireServer(interaction.guildId, serverId);
    const t = translatorFor(interaction.locale);
    return { kind: 'reply', payload: await serverResources(context, serverId, t) };
  },
});
