import { TimestampStyles, channelMention, roleMention, time, userMention } from 'discord.js';
import { truncate } from './text.js';
import { fieldLabel } from './fields.js';
import { escapeApiText, formatDuration, formatGb, inlineCode } from './format.js';
import type { AuditAction, AuditInputValue, AuditOutcome, AuditRecord } from '../store/index.js';
import { untranslated } from '../i18n/index.js';

/**
 * What each action did when it was done, and what was attempted when it was not: the verb of a record's line
 * says its outcome ("deleted …" only when it was deleted, "tried to delete …" when it was refused or failed).
 */
const actionWords: Record<AuditAction, { done: string; attempt: string }> = {
  'server.create': { done: 'created a server', attempt: 'create a server' },
  'server.update': { done: 'updated', attempt: 'update' },
  'server.delete': { done: 'deleted', attempt: 'delete' },
  'mods.install': { done: 'installed a mod on', attempt: 'install a mod on' },
  'mods.update-check': { done: 'found a mod update for', attempt: 'check for mod updates on' },
  'access.link': { done: 'linked', attempt: 'link' },
  'access.unlink': { done: 'unlinked', attempt: 'unlink' },
  'alerts.subscribe': {
    done: 'subscribed a channel to alerts of',
    attempt: 'subscribe a channel to alerts of',
  },
  'alerts.unsubscribe': {
    done: 'unsubscribed a channel from alerts of',
    attempt: 'unsubscribe a channel from alerts of',
  },
  'board.create': { done: 'created a status board', attempt: 'create a status board' },
  'board.remove': { done: 'removed a status board', attempt: 'remove a status board' },
  'audit.channel': {
    done: 'changed where audit records are posted',
    attempt: 'change where audit records are posted',
  },
  'usage.crossing': { done: 'saw a usage threshold crossed on', attempt: 'watch usage on' },
};

/** Each kind of action as the `/audit recent` filter offers it. */
export const auditActionNames: Record<AuditAction, string> = {
  'server.create': 'Servers created',
  'server.update': 'Servers updated',
  'server.delete': 'Servers deleted',
  'mods.install': 'Mods installed or updated',
  'mods.update-check': 'Mod updates found',
  'access.link': 'Servers linked to a guild',
  'access.unlink': 'Servers unlinked from a guild',
  'alerts.subscribe': 'Alert subscriptions',
  'alerts.unsubscribe': 'Alert unsubscriptions',
  'board.create': 'Status boards created',
  'board.remove': 'Status boards removed',
  'audit.channel': 'Audit channel changes',
  'usage.crossing': 'Usage thresholds crossed',
};

/** The verb phrase of a record: what was done, or what was asked or tried, by how it ended. */
export function actionPhrase(action: AuditAction, outcome: AuditOutcome): string {
  const words = actionWords[action];
  switch (outcome.kind) {
    case 'done':
    case 'alerted':
      return words.done;
    case 'asked':
    case 'cancelled':
    case 'expired':
      return `asked to ${words.attempt}`;
    case 'refused':
    case 'conflict':
    case 'failed':
      return `tried to ${words.attempt}`;
  }
}

/** Text from outside the bot (names, typed values), cut so that one record stays one line. */
const shortText = (text: string, length = 80) => escapeApiText(truncate(text, length));

/** How the action ended, as a sentence. */
export function outcomeSentence(outcome: AuditOutcome): string {
  switch (outcome.kind) {
    case 'asked':
      return '❔ Waiting for the member to confirm.';
    case 'done':
      return '✅ Done.';
    case 'alerted':
      return '🔔 Alerted the watching channel.';
    case 'refused':
      return outcome.reason
        ? `⛔ Refused (${inlineCode(outcome.code)}): ${shortText(outcome.reason, 160)}`
        : `⛔ Refused by the hosting API (${inlineCode(outcome.code)}).`;
    case 'cancelled':
      return '✖️ Cancelled by the member; nothing changed.';
    case 'expired':
      return '⌛ Expired without an answer; nothing changed.';
    case 'conflict':
      return '⚠️ Not applied: someone else changed the server meanwhile.';
    case 'failed':
      return outcome.code ? `❌ Failed (${inlineCode(outcome.code)}).` : '❌ Failed.';
  }
}

/** One input value as people read it: channels and roles as mentions, guilds by name, sizes with units. */
export function inputValueWords(value: AuditInputValue): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return shortText(String(value));
  switch (value.kind) {
    case 'channel':
      return channelMention(value.id);
    case 'role':
      return roleMention(value.id);
    case 'guild':
      return value.name ? `**${shortText(value.name)}** ${inlineCode(value.id)}` : inlineCode(value.id);
    case 'size':
      return formatGb(value.gb, untranslated);
    case 'percent':
      return `${value.value} %`;
    case 'duration':
      return formatDuration(value.seconds, untranslated);
  }
}

function inputWords(record: AuditRecord): string {
  return Object.entries(record.inputs)
    .map(([name, value]) => `${fieldLabel(name, untranslated)}: ${inputValueWords(value)}`)
    .join(', ');
}

/** The server by name and id; the id alone when its name could not be learnt. */
function serverWords(server: NonNullable<AuditRecord['server']>): string {
  return server.name ? `**${shortText(server.name)}** ${inlineCode(server.id)}` : inlineCode(server.id);
}

/**
 * One record as one line for people: when (in the reader's time zone), who (a mention, which never pings
 * since every message goes out with no allowed mentions, and the name at the time), where, what, to which
 * server, how it ended and the request id for support.
 */
export function auditLine(record: AuditRecord): string {
  const where = record.guild.name ? shortText(record.guild.name) : inlineCode(record.guild.id);
  const who = record.member
    ? `${userMention(record.member.id)} (${shortText(record.member.name)}, ${where})`
    : `🤖 The bot (${where})`;
  const server = record.server ? ` ${serverWords(record.server)}` : '';
  const inputs = inputWords(record);
  const parts = [
    `${time(new Date(record.at), TimestampStyles.ShortDateTime)} ${who}`,
    `${actionPhrase(record.action, record.outcome)}${server}${inputs ? ` [${inputs}]` : ''}:`,
    outcomeSentence(record.outcome),
    ...(record.requestId ? [`· request ${inlineCode(record.requestId)}`] : []),
  ];
  return parts.join(' ');
}
