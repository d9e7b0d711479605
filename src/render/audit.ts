import { TimestampStyles, channelMention, roleMention, time, userMention } from 'discord.js';
import { truncate } from './text.js';
import { fieldLabel } from './fields.js';
import { escapeApiText, formatDuration, formatGb, inlineCode } from './format.js';
import type { AuditAction, AuditInputValue, AuditOutcome, AuditRecord } from '../store/index.js';
import {
  isMessageKey,
  isSupportedLocale,
  knownPhrase,
  translatorFor,
  type MessageKey,
  type Translator,
} from '../i18n/index.js';

/**
 * What each action did when it was done, and what was attempted when it was not: the verb of a record's line
 * says its outcome ("deleted …" only when it was deleted, "tried to delete …" when it was refused or failed).
 * Each message takes the phase (`done`, `asked`, `tried`) and the server it was done to, placed where its
 * language puts it; an action that may concern no one server (a subscription for every server) also takes
 * `target`: `server` or `none`.
 */
const actionKey = (action: AuditAction) => `audit.action.${action}` as const satisfies MessageKey;

/**
 * Each kind of action as the `/audit recent` filter offers it (the choice's catalogue key): every action's
 * `command.audit.recent.kind.<action>`, which the build requires of each `audit.action.<action>`.
 */
export const auditActionNameKey = (action: AuditAction) =>
  `command.audit.recent.kind.${action}` as const satisfies MessageKey;

/** The phase a record's verb is in: what was done, or what was asked or tried, by how it ended. */
function phaseOf(outcome: AuditOutcome): 'done' | 'asked' | 'tried' {
  switch (outcome.kind) {
    case 'done':
    case 'alerted':
      return 'done';
    case 'asked':
    case 'cancelled':
    case 'expired':
      return 'asked';
    case 'refused':
    case 'conflict':
    case 'failed':
      return 'tried';
  }
}

/**
 * The verb phrase of a record with its server (`server`, already formatted), when it concerns one, and for a
 * refusal the command refused (`command`, already formatted): `what` says whether there is one (`command`) or
 * a button or menu was refused (`other`). A refusal is only ever tried, so its message takes no phase.
 */
function actionPhrase(
  action: AuditAction,
  outcome: AuditOutcome,
  t: Translator,
  server?: string,
  command?: string,
): string {
  return t.t(actionKey(action), {
    phase: phaseOf(outcome),
    server: server ?? '',
    target: server === undefined ? 'none' : 'server',
    what: command === undefined ? 'other' : 'command',
    command: command ?? '',
  });
}

/** Text from outside the bot (names, typed values), cut so that one record stays one line. */
const shortText = (text: string, length = 80) => escapeApiText(truncate(text, length));

/** Why the bot refused, in the reader's language; a record from before phrases holds English, shown as is. */
function refusalReason(
  outcome: Extract<AuditOutcome, { kind: 'refused' }>,
  t: Translator,
): string | undefined {
  const phrase = outcome.phrase && knownPhrase(outcome.phrase);
  if (phrase) return t.say(phrase);
  return outcome.reason;
}

/** How the action ended, as a sentence. */
function outcomeSentence(outcome: AuditOutcome, t: Translator): string {
  switch (outcome.kind) {
    case 'asked':
      return t.t('audit.outcome.asked');
    case 'done':
      return t.t('audit.outcome.done');
    case 'alerted':
      return t.t('audit.outcome.alerted');
    case 'refused': {
      const reason = refusalReason(outcome, t);
      const code = inlineCode(outcome.code);
      if (reason) return t.t('audit.outcome.refused', { code, reason: shortText(reason, 160) });
      // A phrase whose key the catalogue no longer has was still the bot's own refusal.
      return t.t(outcome.phrase ? 'audit.outcome.refusedByBot' : 'audit.outcome.refusedByApi', { code });
    }
    case 'cancelled':
      return t.t('audit.outcome.cancelled');
    case 'expired':
      return t.t('audit.outcome.expired');
    case 'conflict':
      return t.t('audit.outcome.conflict');
    case 'failed':
      return outcome.code
        ? t.t('audit.outcome.failedCode', { code: inlineCode(outcome.code) })
        : t.t('audit.outcome.failed');
  }
}

/**
 * Input values that are the bot's own words, not typed text, stored as these English tokens: "nowhere" for an
 * audit channel unset, and a usage crossing's direction. Each reader gets them in their language.
 */
const ownWords: Record<string, MessageKey> = {
  nowhere: 'audit.value.nowhere',
  'above the threshold': 'audit.value.above',
  'back under the threshold': 'audit.value.under',
  read: 'option.level.read',
  operate: 'option.level.operate',
  administer: 'option.level.administer',
};

/** Inputs whose text values may be the bot's own words. */
const wordInputs = new Set(['from', 'to', 'state', 'level']);

/** One input value as people read it: channels and roles as mentions, guilds by name, sizes with units. */
function inputValueWords(value: AuditInputValue, t: Translator, name?: string): string {
  if (typeof value === 'string' && name !== undefined && wordInputs.has(name)) {
    const own = ownWords[value];
    if (own) return t.t(own);
  }
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
      return formatGb(value.gb, t);
    case 'resize':
      return `${formatGb(value.fromGb, t)} → ${formatGb(value.toGb, t)}`;
    case 'language':
      // A language by its own name, as everyone recognises theirs.
      return isSupportedLocale(value.locale)
        ? translatorFor(value.locale).t('language.name')
        : t.t('audit.value.languageAuto');
    case 'percent':
      return t.t('audit.value.percent', { value: value.value });
    case 'duration':
      return formatDuration(value.seconds, t);
  }
}

/** An input the bot records is labelled by its key `audit.input.<name>`; another name from its words. */
function inputLabel(name: string, t: Translator): string {
  const key = `audit.input.${name}`;
  return isMessageKey(key) ? t.t(key) : fieldLabel(name);
}

function inputWords(record: AuditRecord, t: Translator, said: ReadonlySet<string>): string {
  return Object.entries(record.inputs)
    .filter(([name]) => !said.has(name))
    .map(([name, value]) =>
      t.t('audit.line.input', { label: inputLabel(name, t), value: inputValueWords(value, t, name) }),
    )
    .join(', ');
}

/** The server by name and id; the id alone when its name could not be learnt. */
function serverWords(server: NonNullable<AuditRecord['server']>): string {
  return server.name ? `**${shortText(server.name)}** ${inlineCode(server.id)}` : inlineCode(server.id);
}

/**
 * One record as one line for people, in the reader's language: when (in the reader's time zone), who (a
 * mention, which never pings since every message goes out with no allowed mentions, and the name at the
 * time), where, what, to which server, how it ended and the request id for support.
 */
export function auditLine(record: AuditRecord, t: Translator): string {
  const where = record.guild.name ? shortText(record.guild.name) : inlineCode(record.guild.id);
  const who = record.member
    ? `${userMention(record.member.id)} (${shortText(record.member.name)}, ${where})`
    : t.t('audit.line.bot', { guild: where });
  const server = record.server && serverWords(record.server);
  // A refused command is named in the sentence itself, so not again among the inputs.
  const refusedCommand = record.action === 'access.refused' ? record.inputs.command : undefined;
  const command = typeof refusedCommand === 'string' ? inlineCode(truncate(refusedCommand, 80)) : undefined;
  const inputs = inputWords(record, t, new Set(command === undefined ? [] : ['command']));
  const action = actionPhrase(record.action, record.outcome, t, server, command);
  const parts = [
    `${time(new Date(record.at), TimestampStyles.ShortDateTime)} ${who}`,
    inputs ? t.t('audit.line.whatWithInputs', { action, inputs }) : t.t('audit.line.what', { action }),
    outcomeSentence(record.outcome, t),
    ...(record.requestId ? [t.t('audit.line.request', { requestId: inlineCode(record.requestId) })] : []),
  ];
  return parts.join(' ');
}
