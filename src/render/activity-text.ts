import type { ActivityEntry } from '../api/index.js';
import { labelledValues, sentenceCase, wordsOf } from './fields.js';
import { discordTime, escapeApiText } from './format.js';
import type { Translator } from '../i18n/index.js';

/** Action codes the sandbox and common panels use, as a person would say them. */
const knownActions: Record<string, string> = {
  'server.create': 'Server created',
  'server.created': 'Server created',
  'server.provisioned': 'Provisioning finished',
  'server.install_failed': 'Installation failed',
  'server.delete': 'Server deleted',
  'server.deleted': 'Server deleted',
  'server.resize': 'Server resized',
  'server.resized': 'Server resized',
  'server.update': 'Server updated',
  'server.updated': 'Server updated',
  'server.suspend': 'Server suspended',
  'server.suspended': 'Server suspended',
  'server.unsuspend': 'Server unsuspended',
  'server.status_changed': 'Status changed',
  'server.note': 'Note added',
  'server.mod.install': 'Mod installed',
  'mod.installed': 'Mod installed',
  'server.plugin.install': 'Plugin installed',
  'plugin.installed': 'Plugin installed',
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
export function actionText(code: string, _t: Translator): string {
  const known = knownActions[code.toLowerCase()];
  if (known !== undefined) return known;
  const words = wordsOf(code);
  // `server.backup.restore` is about a backup; `server.restarted` keeps its subject.
  const meaningful = words.length > 2 && words[0] === 'server' ? words.slice(1) : words;
  const last = meaningful.at(-1);
  const past = last === undefined ? undefined : pastTenses[last];
  const phrased = past === undefined ? meaningful : [...meaningful.slice(0, -1), past];
  return phrased.length === 0 ? 'Activity' : sentenceCase(phrased);
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
  const when = discordTime(entry.timestamp) ?? 'time unknown';
  const what = `**${escapeApiText(actionText(entry.action ?? '', t))}**`;
  const who = entry.actor ? ` by ${escapeApiText(entry.actor)}` : '';
  const rest =
    entry.description === undefined
      ? labelledValues(
          Object.fromEntries(Object.entries(entry.raw).filter(([key]) => !sentenceFields.has(key))),
        )
          .map((part) => `${part.label} ${part.value}`)
          .join(' · ')
      : escapeApiText(entry.description);
  return `${when} ${what}${who}${rest === '' ? '' : ` — ${rest}`}`;
}
