import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { GameQueryResult } from '../game/index.js';
import type { GameAnswers, GameChange } from '../status/game-answers.js';
import { discordTime, escapeApiText, formatDuration, inlineCode } from './format.js';
import { truncate } from './text.js';
import type { MessageKey, Translator } from '../i18n/index.js';

/** Players named in `/server info`; the rest are counted. */
const shownPlayerNames = 10;
/** A message of the day is cut to this many characters: a field holds 1,024, and it should stay short. */
const maxMotdLength = 300;
/** A result younger than this reads as "just checked"; an older one says its age. */
const freshResultMs = 5_000;

const at = (epochMs: number, style: 'R' | 'f' = 'R') => discordTime(new Date(epochMs).toISOString(), style);

/** Names as plain text, the first `shownPlayerNames`, then how many more are online. */
export function playerNamesLine(names: readonly string[], online: number, t: Translator): string | undefined {
  const shown = names.slice(0, shownPlayerNames).map((name) => escapeApiText(truncate(name, 40)));
  if (shown.length === 0) return undefined;
  const more = Math.max(names.length, online) - shown.length;
  return more > 0 ? t.t('game.moreNames', { names: shown.join(', '), more }) : shown.join(', ');
}

/** A message of the day from the game as plain text: markdown escaped, cut on a character boundary. */
export function motdText(motd: string): string | undefined {
  const oneLine = motd.replace(/\s+/g, ' ').trim();
  return oneLine === '' ? undefined : escapeApiText(truncate(oneLine, maxMotdLength));
}

/** The games' last answers a board shows, by server id. */
export type BoardGames = ReadonlyMap<string, GameQueryResult>;

/** A board line's players (`👥 3/20`), or that the game does not answer; nothing when it was not asked. */
export function boardGameText(result: GameQueryResult | undefined, t: Translator): string | undefined {
  if (result?.state === 'answering')
    return t.t('game.boardPlayers', { online: result.players.online, max: result.players.max });
  return result?.state === 'silent' ? `🔇 ${boardSilentText(t)}` : undefined;
}

/** That a board's server's game does not answer, as its line and its reason for attention say it. */
function boardSilentText(t: Translator): string {
  return t.t('game.boardSilent');
}

/** The fleet's players: the sum over the servers shown whose game answered; nothing when none did. */
export function fleetPlayersLine(
  servers: readonly { id: string }[],
  games: BoardGames,
  t: Translator,
): string | undefined {
  let online = 0;
  let answering = 0;
  for (const server of servers) {
    const result = games.get(server.id);
    if (result?.state !== 'answering') continue;
    online += result.players.online;
    answering += 1;
  }
  return answering === 0 ? undefined : t.t('game.fleetPlayers', { online, servers: answering });
}

export type GameInfo = {
  /**
   * What the query said, or the last known answer while a fresh one is asked (`asking`); undefined when
   * none is known yet, or none came in the time an interaction allows.
   */
  result: GameQueryResult | undefined;
  /** A fresh query is under way: the reply is edited once it answers. */
  asking?: boolean;
  /** What the poller stored of a watched server's answers: since when it is silent. */
  answers: GameAnswers | undefined;
  /** The most players sampled in the last 24 h, for a watched server. */
  peak: number | undefined;
  now: number;
};

const notQueried: Record<Extract<GameQueryResult, { state: 'not-queried' }>['reason'], MessageKey> = {
  'no-address': 'game.notQueried.noAddress',
  'unknown-game': 'game.notQueried.unknownGame',
  disabled: 'game.notQueried.disabled',
  'host-not-allowed': 'game.notQueried.hostNotAllowed',
  'private-address': 'game.notQueried.privateAddress',
  unresolvable: 'game.notQueried.unresolvable',
  'protocol-not-allowed': 'game.notQueried.protocolNotAllowed',
  'http-not-enabled': 'game.notQueried.httpNotEnabled',
};

function stateLine(info: GameInfo, t: Translator): string {
  const { result } = info;
  if (result === undefined) return t.t(info.asking ? 'game.checking' : 'game.noAnswerInTime');
  const line = resultLine(info, result, t);
  // The last known answer, with its age, while a fresh one is asked: the reply is edited when it comes.
  return info.asking ? `${line}\n${t.t('game.checking')}` : line;
}

function resultLine(info: GameInfo, result: GameQueryResult, t: Translator): string {
  const { now } = info;
  switch (result.state) {
    case 'not-queried':
      return t.t(notQueried[result.reason]);
    case 'silent': {
      const since = info.answers?.silence?.since;
      return since === undefined
        ? t.t('game.notAnswering', { when: at(result.checkedAt) ?? '' })
        : t.t('game.notAnsweringSince', { since: at(since) ?? '' });
    }
    case 'answering': {
      const line = t.t('game.answering', { latency: Math.round(result.latencyMs) });
      // A last known answer shown while a fresh one is asked always says its age.
      return now - result.checkedAt < freshResultMs && !info.asking
        ? line
        : `${line} · ${t.t('game.checkedAgo', { when: at(result.checkedAt) ?? '' })}`;
    }
  }
}

const field = (name: string, value: string | undefined): APIEmbedField[] =>
  value === undefined || value === '' ? [] : [{ name, value: truncate(value, 1024), inline: false }];

/** The fields `/server info` shows about the game's own answer. */
export function gameFields(info: GameInfo, t: Translator): APIEmbedField[] {
  const { result } = info;
  const answer = result?.state === 'answering' ? result : undefined;
  const peak = info.peak === undefined ? undefined : t.t('game.peakPlayers', { peak: info.peak });
  const players = answer
    ? [
        t.t('game.playersOnline', { online: answer.players.online, max: answer.players.max }),
        peak,
        playerNamesLine(answer.players.names, answer.players.online, t),
      ]
    : [peak];
  return [
    ...field(t.t('game.field.server'), stateLine(info, t)),
    ...field(t.t('game.field.players'), players.filter((line): line is string => Boolean(line)).join('\n')),
    ...field(t.t('game.field.version'), answer?.version && escapeApiText(truncate(answer.version, 100))),
    ...field(t.t('game.field.motd'), answer?.motd === undefined ? undefined : motdText(answer.motd)),
  ];
}

/** Discord takes at most 25 fields: the game's come after the server's and are the ones cut. */
export function withGameFields(embed: APIEmbed, info: GameInfo, t: Translator): APIEmbed {
  return { ...embed, fields: [...(embed.fields ?? []), ...gameFields(info, t)].slice(0, 25) };
}

/** The alert when a running server's game falls silent, or answers again after an announced silence. */
export function gameAlertEmbed(
  change: GameChange,
  serverId: string,
  name: string | undefined,
  t: Translator,
): APIEmbed {
  const shown = name === undefined ? serverId : escapeApiText(name);
  const server = name === undefined ? inlineCode(serverId) : `**${shown}** ${inlineCode(serverId)}`;
  if (change.event === 'silent')
    return {
      title: t.t('game.silentTitle', { server: shown }),
      description: t.t('game.silentText', {
        server,
        since: at(change.since) ?? '',
        sinceAt: at(change.since, 'f') ?? '',
      }),
      color: 0xe74c3c,
      footer: { text: t.t('game.silentFooter', { serverId }) },
    };
  const downtime = formatDuration((change.answeredAt - change.silentSince) / 1000, t);
  return {
    title: t.t('game.answeringTitle', { server: shown, downtime }),
    description: t.t('game.answeringText', {
      server,
      downtime,
      sinceAt: at(change.silentSince, 'f') ?? '',
    }),
    color: 0x2ecc71,
    footer: { text: serverId },
  };
}
