import { TimestampStyles, channelMention, roleMention, time, userMention } from 'discord.js';
import { truncate } from './text.js';
import { fieldLabel } from './fields.js';
import { escapeApiText, formatDuration, formatGb, inlineCode } from './format.js';
import type { AuditAction, AuditInputValue, AuditOutcome, AuditRecord } from '../store/index.js';

const actionWords: Record<AuditAction, string> = {
  'server.create': 'created a server',
  'server.update': 'updated',
  'server.delete': 'deleted',
  'mods.install': 'installed a mod on',
  'mods.update-check': 'found a mod update for',
  'access.link': 'linked',
  'access.unlink': 'unlinked',
  'alerts.subscribe': 'subscribed a channel to alerts of',
  'alerts.unsubscribe': 'unsubscribed a channel from alerts of',
  'board.create': 'created a status board',
  'board.remove': 'removed a status board',
  'audit.channel': 'changed where audit records are posted',
  'usage.crossing': 'saw a usage threshold crossed on',
};

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
      return formatGb(value.gb);
    case 'percent':
      return `${value.value} %`;
    case 'duration':
      return formatDuration(value.seconds);
  }
}

function inputWords(record: AuditRecord): string {
  return Object.entries(record.inputs)
    .map(([name, value]) => `${fieldLabel(name)}: ${inputValueWords(value)}`)
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
    `${actionWords[record.action]}${server}${inputs ? ` [${inputs}]` : ''}:`,
    outcomeSentence(record.outcome),
    ...(record.requestId ? [`· request ${inlineCode(record.requestId)}`] : []),
  ];
  return parts.join(' ');
}
