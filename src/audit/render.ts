import { TimestampStyles, time, userMention } from 'discord.js';
import { truncate } from '../discord/text.js';
import { escapeApiText, inlineCode } from '../discord/render/format.js';
import type { AuditAction, AuditOutcome, AuditRecord } from '../store/index.js';

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
};

function outcomeWords(outcome: AuditOutcome): string {
  switch (outcome.kind) {
    case 'asked':
      return '❔ asked for confirmation';
    case 'done':
      return '✅ done';
    case 'refused':
      return `⛔ refused (${inlineCode(outcome.code)})`;
    case 'cancelled':
      return '✖️ cancelled';
    case 'expired':
      return '⌛ expired';
    case 'conflict':
      return '⚠️ conflict: changed by someone else meanwhile';
    case 'failed':
      return outcome.code ? `❌ failed (${inlineCode(outcome.code)})` : '❌ failed';
  }
}

/** Inputs as `name: value`, each value cut short so that one record stays one line. */
function inputWords(record: AuditRecord): string {
  return Object.entries(record.inputs)
    .map(([name, value]) => `${name}: ${escapeApiText(truncate(String(value), 80))}`)
    .join(', ');
}

/**
 * One record as one line for people: when (in the reader's time zone), who (a mention, which never pings
 * since every message goes out with no allowed mentions, and the name at the time), where, what, to which
 * server, how it ended and the request id for support.
 */
export function auditLine(record: AuditRecord): string {
  const serverName = record.server?.name ? `**${escapeApiText(record.server.name)}** ` : '';
  const server = record.server ? ` ${serverName}${inlineCode(record.server.id)}` : '';
  const inputs = inputWords(record);
  const parts = [
    `${time(new Date(record.at), TimestampStyles.ShortDateTime)} ${userMention(record.member.id)}`,
    `(${escapeApiText(record.member.name)}, ${escapeApiText(record.guild.name)})`,
    `${actionWords[record.action]}${server}${inputs ? ` [${inputs}]` : ''}:`,
    outcomeWords(record.outcome),
    ...(record.requestId ? [`· request ${inlineCode(record.requestId)}`] : []),
  ];
  return parts.join(' ');
}
