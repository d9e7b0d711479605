import type { APIEmbed } from 'discord.js';
import type { Server } from '../../src/api/index.js';
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
import { discordTime } from '../../src/render/format.js';
import type { ServerStatus } from '../../src/status/availability.js';
import { storedWatch, type GameAnswers } from '../../src/status/game-answers.js';
import { PlayerHistory, type PlayerHistoryRecord } from '../../src/usage/players.js';
import { serverResources } from './resources.js';
import { translatorFor, type Translator } from '../../src/i18n/index.js';

/**
 * How long a fresh game answer is waited for before the reply's game line says it did not come in time: the
 * reply itself never waits for it, only the edit that brings it.
 */
const gameWaitMs = 8_000;

/** What a `/server info` shows besides the game's answer, and whether each part is fresh. */
type InfoFacts = {
  server: Server;
  /** Set when `server` is the poller's last read (epoch ms), not one made for this answer. */
  readAt?: number;
  status: ServerStatus | undefined;
  answers: GameAnswers | undefined;
  /** The player history; `unread` until the later part reads it. */
  players: PlayerHistoryRecord | undefined | 'unread';
};

/**
 * A server's info with its availability and its game's answer; the caller checked the guild may see it.
 * The reply waits on nothing this instance's poller already holds: the server as the poller last read it
 * (its age said), or else as read now from the API, with what the poller stored of its status and its game.
 * The game's line is in the reply when it needs no asking (a fresh cached answer, or why the game is not
 * queried); otherwise the reply shows the last known answer (and its age). Once the reply is sent, the
 * server is read afresh, the players' peak read and the game asked, and the reply edited with them; a failed
 * fresh read leaves the last read in place, its age said, and is answered as any error. An instance that
 * does not poll reads the stored status and players before replying, as memory cannot tell them. A member
 * never waits on a game.
 */
export async function serverInfo(
  context: BotContext,
  serverId: string,
  t: Translator,
): Promise<ReplyThenEdit> {
  const facts = await firstFacts(context, serverId);
  const { query, maxAgeMs } = context.games;
  // `asking`: the game is asked for the edit; `reading`: the server too, its last read shown meanwhile.
  const render = (
    shown: InfoFacts,
    result: GameQueryResult | undefined,
    { asking, reading }: { asking: boolean; reading: boolean },
  ): MessagePayload => {
    const now = context.now();
    const { players } = shown;
    const sampled =
      players === undefined || players === 'unread'
        ? undefined
        : PlayerHistory.fromRecord(players).peak(24, now);
    // The answer just read counts too: the history keeps a sample a minute at most.
    const online = result?.state === 'answering' ? result.players.online : undefined;
    const peak = sampled === undefined ? undefined : Math.max(sampled, online ?? 0);
    const embed = withLastRead(
      withAvailability(serverEmbed(shown.server, t), shown.status, now, t),
      shown.readAt,
      reading,
      t,
    );
    return { embeds: [withGameFields(embed, { result, asking, answers: shown.answers, peak, now }, t)] };
  };
  const known = query.known(facts.server, { maxAgeMs });
  const needsRead = facts.readAt !== undefined;
  const reply = render(facts, known ?? query.cached(facts.server.id), {
    asking: known === undefined,
    reading: needsRead,
  });
  const playersUnread = facts.players === 'unread';
  if (!needsRead && !playersUnread && known !== undefined) return { reply, edit: async () => ({}) };
  return {
    reply,
    async edit() {
      const [read, players] = await Promise.all([
        needsRead
          ? context.api.getServer(serverId).then(
              (server) => ({ server }),
              (error: unknown) => ({ server: facts.server, error }),
            )
          : { server: facts.server },
        playersUnread ? context.store.usage.playerHistory(serverId) : facts.players,
      ]);
      const failed = 'error' in read;
      const { status, answers } = facts;
      // A failed read leaves the last one shown, with its age.
      const shown: InfoFacts = {
        server: read.server,
        status,
        answers,
        players,
        ...(failed ? { readAt: facts.readAt } : {}),
      };
      // Nothing new to show: the reply stands. Not when it said it was asking the game, even if the game is
      // known by now (gamedig's catalogue loaded, or the poller asked it): the edit says what it is.
      if (!needsRead && known !== undefined && players === undefined) return {};
      const result =
        query.known(shown.server, { maxAgeMs }) ??
        (await query
          .query(shown.server, { maxAgeMs, signal: AbortSignal.timeout(gameWaitMs), priority: 'interactive' })
          .catch(() => query.cached(shown.server.id)));
      const payload = render(shown, result, { asking: false, reading: false });
      return { payload, ...(failed ? { error: read.error } : {}) };
    },
  };
}

/**
 * What the reply shows before anything is read afresh: the poller's memory when this instance polls (the
 * server read by the API only when the poller never read it), else the API and the store, read side by side.
 */
async function firstFacts(context: BotContext, serverId: string): Promise<InfoFacts> {
  const polled = context.polled.recall(serverId);
  if (polled !== undefined) {
    const { lastRead, status, answers } = polled;
    const server = lastRead?.server ?? (await context.api.getServer(serverId));
    return { server, readAt: lastRead?.readAt, status, answers, players: 'unread' };
  }
  const [server, { status, answers }, players] = await Promise.all([
    context.api.getServer(serverId),
    storedWatch(context.store, serverId),
    context.store.usage.playerHistory(serverId),
  ]);
  return { server, status, answers, players };
}

/** The age of the facts when they are the poller's last read: while read again, or when that failed. */
function withLastRead(
  embed: APIEmbed,
  readAt: number | undefined,
  reading: boolean,
  t: Translator,
): APIEmbed {
  if (readAt === undefined) return embed;
  const when = discordTime(new Date(readAt).toISOString()) ?? '';
  const line = t.t(reading ? 'server.info.lastRead' : 'server.info.lastReadOnly', { when });
  return { ...embed, description: [embed.description, line].filter(Boolean).join('\n') };
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

/** The members of the grouped post `key` names, as its roster keeps them; none once it is no longer kept. */
export async function rosterMembers(context: BotContext, key: string) {
  return (await context.store.pollState(rosterDocument(key), rosterSchema))?.members ?? [];
}

/**
 * A grouped alert's "Show all": every server of the group the clicking guild may see, privately, from the
 * group's roster (kept a week after the post).
 */
export const alertGroupListButton = defineComponent(alertGroupListId, {
  level: 'read',
  async execute(interaction, { key }, context) {
    const t = translatorFor(interaction.locale);
    const members = [];
    for (const member of await rosterMembers(context, key))
      if (await context.access.canSee(interaction.guildId, member.serverId)) members.push(member);
    if (members.length === 0) return { kind: 'reply', payload: { content: t.t('server.alertGroup.gone') } };
    return { kind: 'reply', payload: groupList(members, builtinKinds, t) };
  },
});
