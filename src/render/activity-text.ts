import type { ActivityEntry, ActivityKind } from '../api/index.js';
import { labelledValues, readsApiWords, sentenceCase, wordsOf } from './fields.js';
import { discordTime, escapeApiText, inlineCode } from './format.js';
import type { MessageKey, Translator } from '../i18n/index.js';

/** Each kind of entry as a person would say it, whatever the API calls it. */
const kindTexts: Record<ActivityKind, MessageKey> = {
  statusChanged: 'activity.action.statusChanged',
  provisioned: 'activity.action.provisioned',
  provisioningFailed: 'activity.action.installFailed',
  created: 'activity.action.created',
  resized: 'activity.action.resized',
  updated: 'activity.action.updated',
  deleted: 'activity.action.deleted',
  suspended: 'activity.action.suspended',
  unsuspended: 'activity.action.unsuspended',
  reinstalled: 'activity.action.reinstalled',
  started: 'activity.action.started',
  stopped: 'activity.action.stopped',
  restarted: 'activity.action.restarted',
  modInstalled: 'activity.action.modInstalled',
  modUpdated: 'activity.action.modUpdated',
  modRemoved: 'activity.action.modRemoved',
  pluginInstalled: 'activity.action.pluginInstalled',
  pluginUpdated: 'activity.action.pluginUpdated',
  pluginRemoved: 'activity.action.pluginRemoved',
  backupCreated: 'activity.action.backupCreated',
  backupRestored: 'activity.action.backupRestored',
  backupDeleted: 'activity.action.backupDeleted',
  noteAdded: 'activity.action.noteAdded',
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
 * A code the bot does not understand, in its own English words with a leading `server` dropped and a final
 * verb in the past tense (`server.backup.verify` -> "Backup verify", `server.files.upload` -> "Files
 * uploaded").
 */
export function apiWordsText(code: string): string {
  const words = wordsOf(code);
  // `server.backup.restore` is about a backup; `server.restarted` keeps its subject.
  const meaningful = words.length > 2 && words[0] === 'server' ? words.slice(1) : words;
  const last = meaningful.at(-1);
  const past = last === undefined ? undefined : pastTenses[last];
  return sentenceCase(past === undefined ? meaningful : [...meaningful.slice(0, -1), past]);
}

/**
 * What happened, in bold: a kind the bot understood in the reader's language; any other as the API's own
 * words, marked as such (in words for a reader of English, as the code itself for any other: a translation
 * guessed from English verbs would be wrong as often as right).
 */
function actionMarkdown(entry: Pick<ActivityEntry, 'action' | 'kind'>, t: Translator): string {
  if (entry.kind !== undefined) return `**${t.t(kindTexts[entry.kind])}**`;
  const code = entry.action?.trim() ?? '';
  if (wordsOf(code).length === 0) return `**${t.t('activity.action.unknown')}**`;
  const words = readsApiWords(t) ? escapeApiText(apiWordsText(code)) : inlineCode(code);
  return t.t('activity.apiWords', { words: `**${words}**` });
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
  const action = actionMarkdown(entry, t);
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
