import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { GameQueryResult } from '../game/index.js';
import type { GameAnswers, GameChange } from '../status/game-answers.js';
import { discordTime, escapeApiText, formatDuration, inlineCode } from './format.js';
import { truncate } from './text.js';
import { untranslated } from '../i18n/index.js';

/** Players named in `/server info`; the rest are counted. */
export const shownPlayerNames = 10;
/** A message of the day is cut to this many characters: a field holds 1,024, and it should stay short. */
const maxMotdLength = 300;
/** A result younger than this reads as "just checked"; an older one says its age. */
const freshResultMs = 5_000;

const at = (epochMs: number, style: 'R' | 'f' = 'R') => discordTime(new Date(epochMs).toISOString(), style);

/**
 * The sentences about a game's answers, whole and with named placeholders, so they can move into a message
 * catalogue as they are.
 */
export const gameSentences = {
  answering: (p: { latency: string }) => `🟢 Answering (${p.latency} ms)`,
  checkedAgo: (p: { when: string }) => `checked ${p.when}`,
  notAnsweringSince: (p: { since: string }) => `🔴 Not answering since ${p.since}`,
  notAnswering: (p: { when: string }) => `🔴 Not answering (checked ${p.when})`,
  noAnswerInTime: () => '⏳ The game did not answer in time; try again shortly.',
  noAddress: () => 'Not asked: the server has no connect address.',
  unknownGame: () => 'Not asked: the bot cannot query this game.',
  disabled: () => 'Game queries are switched off on this bot.',
  hostNotAllowed: () => 'Not asked: the bot may not query this address.',
  playersOnline: (p: { online: number; max: number }) => `👥 ${p.online} / ${p.max} online`,
  peakPlayers: (p: { peak: number }) => `Peak in the last 24 h: ${p.peak}`,
  moreNames: (p: { names: string; more: number }) => `${p.names} and ${p.more} more`,
  silentTitle: (p: { server: string }) => `🔇 ${p.server}: the game is not answering`,
  silentText: (p: { server: string; since: string; sinceAt: string }) =>
    `${p.server} runs on the panel, but its game has not answered since ${p.since} (${p.sinceAt}).`,
  silentFooter: (p: { serverId: string }) => `${p.serverId} · a post follows when it answers again`,
  answeringTitle: (p: { server: string; downtime: string }) =>
    `🔊 ${p.server}: the game answers again after ${p.downtime}`,
  answeringText: (p: { server: string; downtime: string; sinceAt: string }) =>
    `${p.server}'s game answers again: silent for ${p.downtime} (since ${p.sinceAt}).`,
  boardPlayers: (p: { online: number; max: number }) => `👥 ${p.online}/${p.max}`,
  boardSilent: () => 'game not answering',
  fleetPlayers: (p: { online: number; servers: number }) =>
    `👥 ${p.online} player${p.online === 1 ? '' : 's'} online on ${p.servers} answering server${
      p.servers === 1 ? '' : 's'
    }`,
} as const;

/** Names as plain text, the first `shownPlayerNames`, then how many more are online. */
export function playerNamesLine(names: readonly string[], online: number): string | undefined {
  const shown = names.slice(0, shownPlayerNames).map((name) => escapeApiText(truncate(name, 40)));
  if (shown.length === 0) return undefined;
  const more = Math.max(names.length, online) - shown.length;
  return more > 0 ? gameSentences.moreNames({ names: shown.join(', '), more }) : shown.join(', ');
}

/** A message of the day from the game as plain text: markdown escaped, cut on a character boundary. */
export function motdText(motd: string): string | undefined {
  const oneLine = motd.replace(/\s+/g, ' ').trim();
  return oneLine === '' ? undefined : escapeApiText(truncate(oneLine, maxMotdLength));
}

/** The games' last answers a board shows, by server id. */
export type BoardGames = ReadonlyMap<string, GameQueryResult>;

/** A board line's players (`👥 3/20`), or that the game does not answer; nothing when it was not asked. */
export function boardGameText(result: GameQueryResult | undefined): string | undefined {
  if (result?.state === 'answering') return gameSentences.boardPlayers(result.players);
  return result?.state === 'silent' ? `🔇 ${gameSentences.boardSilent()}` : undefined;
}

/** The fleet's players: the sum over the servers shown whose game answered; nothing when none did. */
export function fleetPlayersLine(servers: readonly { id: string }[], games: BoardGames): string | undefined {
  let online = 0;
  let answering = 0;
  for (const server of servers) {
    const result = games.get(server.id);
    if (result?.state !== 'answering') continue;
    online += result.players.online;
    answering += 1;
  }
  return answering === 0 ? undefined : gameSentences.fleetPlayers({ online, servers: answering });
}

export type GameInfo = {
  /** What the query said; undefined when it gave no answer in the time an interaction allows. */
  result: GameQueryResult | undefined;
  /** What the poller stored of a watched server's answers: since when it is silent. */
  answers: GameAnswers | undefined;
  /** The most players sampled in the last 24 h, for a watched server. */
  peak: number | undefined;
  now: number;
};

const notQueried: Record<Extract<GameQueryResult, { state: 'not-queried' }>['reason'], () => string> = {
  'no-address': gameSentences.noAddress,
  'unknown-game': gameSentences.unknownGame,
  disabled: gameSentences.disabled,
  'host-not-allowed': gameSentences.hostNotAllowed,
};

function stateLine(info: GameInfo): string {
  const { result, now } = info;
  if (result === undefined) return gameSentences.noAnswerInTime();
  switch (result.state) {
    case 'not-queried':
      return notQueried[result.reason]();
    case 'silent': {
      const since = info.answers?.silence?.since;
      return since === undefined
        ? gameSentences.notAnswering({ when: at(result.checkedAt) ?? '' })
        : gameSentences.notAnsweringSince({ since: at(since) ?? '' });
    }
    case 'answering': {
      const line = gameSentences.answering({ latency: String(Math.round(result.latencyMs)) });
      return now - result.checkedAt < freshResultMs
        ? line
        : `${line} · ${gameSentences.checkedAgo({ when: at(result.checkedAt) ?? '' })}`;
    }
  }
}

const field = (name: string, value: string | undefined): APIEmbedField[] =>
  value === undefined || value === '' ? [] : [{ name, value: truncate(value, 1024), inline: false }];

/** The fields `/server info` shows about the game's own answer. */
export function gameFields(info: GameInfo): APIEmbedField[] {
  const { result } = info;
  const answer = result?.state === 'answering' ? result : undefined;
  const peak = info.peak === undefined ? undefined : gameSentences.peakPlayers({ peak: info.peak });
  const players = answer
    ? [
        gameSentences.playersOnline(answer.players),
        peak,
        playerNamesLine(answer.players.names, answer.players.online),
      ]
    : [peak];
  return [
    ...field('Game server', stateLine(info)),
    ...field('Players', players.filter((line): line is string => Boolean(line)).join('\n')),
    ...field('Game version', answer?.version && escapeApiText(truncate(answer.version, 100))),
    ...field('Message of the day', answer?.motd === undefined ? undefined : motdText(answer.motd)),
  ];
}

/** Discord takes at most 25 fields: the game's come after the server's and are the ones cut. */
export function withGameFields(embed: APIEmbed, info: GameInfo): APIEmbed {
  return { ...embed, fields: [...(embed.fields ?? []), ...gameFields(info)].slice(0, 25) };
}

/** The alert when a running server's game falls silent, or answers again after an announced silence. */
export function gameAlertEmbed(change: GameChange, serverId: string, name: string | undefined): APIEmbed {
  const shown = name === undefined ? serverId : escapeApiText(name);
  const server = name === undefined ? inlineCode(serverId) : `**${shown}** ${inlineCode(serverId)}`;
  if (change.event === 'silent')
    return {
      title: gameSentences.silentTitle({ server: shown }),
      description: gameSentences.silentText({
        server,
        since: at(change.since) ?? '',
        sinceAt: at(change.since, 'f') ?? '',
      }),
      color: 0xe74c3c,
      footer: { text: gameSentences.silentFooter({ serverId }) },
    };
  const downtime = formatDuration((change.answeredAt - change.silentSince) / 1000, untranslated);
  return {
    title: gameSentences.answeringTitle({ server: shown, downtime }),
    description: gameSentences.answeringText({
      server,
      downtime,
      sinceAt: at(change.silentSince, 'f') ?? '',
    }),
    color: 0x2ecc71,
    footer: { text: serverId },
  };
}
