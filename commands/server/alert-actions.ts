import { defineComponent } from '../../src/discord/command.js';
import { alertInfoId, alertResourcesId } from '../../src/render/alert-buttons.js';
import type { BotContext } from '../../src/discord/context.js';
import type { ReplyThenEdit } from '../../src/discord/respond.js';
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
 * How long a fresh game answer is waited for before the reply's game line says it did not come in time: the
 * reply itself never waits for it, only the edit that brings it.
 */
const gameWaitMs = 8_000;

/**
 * The longest a reply waits for the game's fresh answer: a game answering in the time the panel's facts took
 * goes out in the reply itself (no edit to send), a slower one is edited in; the member waits at most twice
 * the panel's latency, and never this long more.
 */
const gameGraceMs = 50;

/** The promise's value when it settles within `ms`, else nothing. */
function settledWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.then((value) => ({ value })),
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A server's info with its availability and its game's answer; the caller checked the guild may see it.
 * The panel's facts go out as soon as they are read, with the game's fresh answer if it came as fast, else
 * its line from the last known answer (and its age) while the fresh one is asked; the reply is edited when
 * it comes. A member never waits on a game longer than on the panel.
 */
export async function serverInfo(
  context: BotContext,
  serverId: string,
  t: Translator,
): Promise<ReplyThenEdit> {
  const asked = performance.now();
  const [server, status, answers, players] = await Promise.all([
    context.api.getServer(serverId),
    storedStatus(context.store, serverId),
    storedGameAnswers(context.store, serverId),
    context.store.usage.playerHistory(serverId),
  ]);
  const { query, maxAgeMs } = context.games;
  const fresh = query
    .query(server, { maxAgeMs, signal: AbortSignal.timeout(gameWaitMs), priority: 'interactive' })
    .catch(() => query.cached(server.id));
  const render = (result: GameQueryResult | undefined, asking: boolean): MessagePayload => {
    const now = context.now();
    const sampled = players === undefined ? undefined : PlayerHistory.fromRecord(players).peak(24, now);
    // The answer just read counts too: the history keeps a sample a minute at most.
    const online = result?.state === 'answering' ? result.players.online : undefined;
    const peak = sampled === undefined ? undefined : Math.max(sampled, online ?? 0);
    const embed = withAvailability(serverEmbed(server, t), status, now, t);
    return { embeds: [withGameFields(embed, { result, asking, answers, peak, now }, t)] };
  };
  const panelMs = performance.now() - asked;
  const ready = await settledWithin(fresh, Math.min(panelMs, gameGraceMs));
  if (ready !== undefined) return { reply: render(ready.value, false), edit: Promise.resolve(undefined) };
  return {
    reply: render(query.cached(server.id), true),
    edit: fresh.then((result) => render(result, false)),
  };
}

/**
 * An alert's "Server info": answers whoever clicks, privately, with what `/server info` shows them; a guild
 * that may not see the server hears exactly what a missing server gets.
 */
export const alertInfoButton = defineComponent(alertInfoId, {
  level: 'read',
  async execute(interaction, { serverId }, context, responder) {
    await context.access.requireServer(interaction.guildId, serverId);
    const answer = await serverInfo(context, serverId, translatorFor(interaction.locale));
    await responder.replyThenEdit(answer, context.logger);
    return { kind: 'acknowledged' };
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
