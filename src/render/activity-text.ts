import type { ActivityEntry } from '../api/index.js';
import { labelledValues, readsApiWords, sentenceCase, wordsOf } from './fields.js';
import { discordTime, escapeApiText, inlineCode } from './format.js';
import type { MessageKey, Translator } from '../i18n/index.js';

/** Action codes the sandbox and common panels use, as a person would say them. */
const knownActions: Record<string, MessageKey> = {
  'server.create': 'activity.action.created',
  'server.created': 'activity.action.created',
  'server.provisioned': 'activity.action.provisioned',
  'server.install_failed': 'activity.action.installFailed',
  'server.delete': 'activity.action.deleted',
  'server.deleted': 'activity.action.deleted',
  'server.resize': 'activity.action.resized',
  'server.resized': 'activity.action.resized',
  'server.update': 'activity.action.updated',
  'server.updated': 'activity.action.updated',
  'server.suspend': 'activity.action.suspended',
  'server.suspended': 'activity.action.suspended',
  'server.unsuspend': 'activity.action.unsuspended',
  'server.status_changed': 'activity.action.statusChanged',
  'server.note': 'activity.action.noteAdded',
  'server.mod.install': 'activity.action.modInstalled',
  'mod.installed': 'activity.action.modInstalled',
  'server.plugin.install': 'activity.action.pluginInstalled',
  'plugin.installed': 'activity.action.pluginInstalled',
};

/**
 * Past tenses for the verbs an unknown code most likely ends with ("backup.restore" -> "Backup restored").
 */
const pastTenses: Record<string, string> = {
  create: 'created',
  delete: 'deleted',
  install: 'installed',
  uninstall: 'uninstalled',
  update: 'updated',
  restore: 'restored',
  start: 'started',
  stop: 'stopped',
  restart: 'restarted',
  kill: 'killed',
  suspend: 'suspended',
  unsuspend: 'unsuspended',
  reinstall: 'reinstalled',
  resize: 'resized',
  rename: 'renamed',
  upload: 'uploaded',
  download: 'downloaded',
  add: 'added',
  remove: 'removed',
};

/**
 * An action code in words: known codes from the table, any other as its words with a leading `server`
 * dropped and a final verb in the past tense (`server.backup.restore` -> "Backup restored").
 */
export function actionText(code: string, t: Translator): string {
  const known = knownActions[code.toLowerCase()];
  if (known !== undefined) return t.t(known);
  const words = wordsOf(code);
  // `server.backup.restore` is about a backup; `server.restarted` keeps its subject.
  const meaningful = words.length > 2 && words[0] === 'server' ? words.slice(1) : words;
  const last = meaningful.at(-1);
  const past = last === undefined ? undefined : pastTenses[last];
  const phrased = past === undefined ? meaningful : [...meaningful.slice(0, -1), past];
  return phrased.length === 0 ? t.t('activity.action.unknown') : sentenceCase(phrased);
}

/**
 * The action in bold markdown. English words an unknown code; another language cannot be guessed from English
 * verbs, so it shows the code itself.
 */
function actionMarkdown(code: string, t: Translator): string {
  const known = knownActions[code.toLowerCase()] !== undefined;
  if (known || readsApiWords(t) || code.trim() === '') return `**${escapeApiText(actionText(code, t))}**`;
  return `**${inlineCode(code)}**`;
}

/** Fields of an entry that the sentence already says. */
const sentenceFields = new Set([
  'id',
  '_id',
  'uuid',
  'entryId',
  'action',
  'event',
  'type',
  'actor',
  'user',
  'userName',
  'username',
  'causer',
  'description',
  'message',
  'details',
  'createdAt',
  'timestamp',
  'time',
  'date',
  'created_at',
  'serverId',
  'server_id',
]);

/**
 * One activity entry as a sentence: when, what (in words), who, and what it says. An entry with neither a
 * recognisable action nor a description says what its other fields hold, in words.
 */
export function activitySentence(entry: ActivityEntry, t: Translator): string {
  const when = discordTime(entry.timestamp) ?? t.t('activity.timeUnknown');
  const action = actionMarkdown(entry.action ?? '', t);
  const what = entry.actor ? t.t('activity.by', { what: action, actor: escapeApiText(entry.actor) }) : action;
  const rest =
    entry.description === undefined
      ? labelledValues(
          Object.fromEntries(Object.entries(entry.raw).filter(([key]) => !sentenceFields.has(key))),
          t,
        )
          .map((part) => `${part.label} ${part.value}`)
          .join(' · ')
      : escapeApiText(entry.description);
  return `${when} ${what}${rest === '' ? '' : ` — ${rest}`}`;
}
