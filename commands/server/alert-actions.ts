import { defineComponent } from '../../src/discord/command.js';
import { z } from 'zod';
import { builtinKinds, groupList } from '../../src/alerts/index.js';
import { alertGroupRosterSchemaOf, rosterDocument } from '../../src/delivery/alert-groups.js';
import { alertGroupListId, alertInfoId, alertResourcesId } from '../../src/render/alert-buttons.js';
import type { BotContext } from '../../src/discord/context.js';
import type { ReplyThenEdit } from '../../src/discord/respond.js';
import type { GameQueryResult } from '../../src/game/index.js';
import type { MessagePayload } from '../../src/render/message.js';
import { withAvailability } from '../../src/render/availability.js';
import { withGameFields } from '../../src/render/game.js';
import { serverEmbed } from '../../src/render/servers.js';
import { storedWatch } from '../../src/status/game-answers.js';
import { PlayerHistory } from '../../src/usage/players.js';
import { serverResources } from './resources.js';
import { translatorFor, type Translator } from '../../src/i18n/index.js';

/**
 * How long a fresh game answer is waited for before the reply's game line says it did not come in time: the
 * reply itself never waits for it, only the edit that brings it.
 */
const gameWaitMs = 8_000;

/**
 * A server's info with its availability and its game's answer; the caller checked the guild may see it.
 * The panel's facts go out as soon as they are read. The game's line is in the reply when it needs no
 * asking (a fresh cached answer, or why the game is not queried); otherwise the reply shows the last known
 * answer (and its age) and the game is asked only once the reply is sent, its answer edited in. A member
 * never waits on a game.
 */
export async function serverInfo(
  context: BotContext,
  serverId: string,
  t: Translator,
): Promise<ReplyThenEdit> {
  const [server, { status, answers }, players] = await Promise.all([
    context.api.getServer(serverId),
    storedWatch(context.store, serverId),
    context.store.usage.playerHistory(serverId),
  ]);
  const { query, maxAgeMs } = context.games;
  const render = (result: GameQueryResult | undefined, asking: boolean): MessagePayload => {
    const now = context.now();
    const sampled = players === undefined ? undefined : PlayerHistory.fromRecord(players).peak(24, now);
    // The answer just read counts too: the history keeps a sample a minute at most.
    const online = result?.state === 'answering' ? result.players.online : undefined;
    const peak = sampled === undefined ? undefined : Math.max(sampled, online ?? 0);
    const embed = withAvailability(serverEmbed(server, t), status, now, t);
    return { embeds: [withGameFields(embed, { result, asking, answers, peak, now }, t)] };
  };
  const known = query.known(server, { maxAgeMs });
  if (known !== undefined) return { reply: render(known, false), edit: async () => undefined };
  return {
    reply: render(query.cached(server.id), true),
    edit: () =>
      query
        .query(server, { maxAgeMs, signal: AbortSignal.timeout(gameWaitMs), priority: 'interactive' })
        .catch(() => query.cached(server.id))
        .then((result) => render(result, false)),
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

/** A roster read here whatever its members' kinds: those of kinds not built in are left out of the list. */
const rosterSchema = alertGroupRosterSchemaOf(z.looseObject({ kind: z.string() }));

/**
 * A grouped alert's "Show all": every server of the group the clicking guild may see, privately, from the
 * group's roster (kept a week after the post).
 */
export const alertGroupListButton = defineComponent(alertGroupListId, {
  level: 'read',
  async execute(interaction, { key }, context) {
    const t = translatorFor(interaction.locale);
    const roster = await context.store.pollState(rosterDocument(key), rosterSchema);
    const members = [];
    for (const member of roster?.members ?? [])
      if (await context.access.canSee(interaction.guildId, member.serverId)) members.push(member);
    if (members.length === 0) return { kind: 'reply', payload: { content: t.t('server.alertGroup.gone') } };
    return { kind: 'reply', payload: groupList(members, builtinKinds, t) };
  },
});
