import { statusKind } from './status.js';

/**
 * What an activity entry means, whatever the API calls it. The spec (docs/hosting-api.md) shows no entry
 * fields and names only "create, delete, resize and similar actions"; the rest are the areas it lists (power,
 * backups, reinstall, mods and plugins) and what the sandbox logs.
 */
export const activityKinds = [
  'statusChanged',
  'provisioned',
  'provisioningFailed',
  'created',
  'resized',
  'updated',
  'deleted',
  'suspended',
  'unsuspended',
  'reinstalled',
  'started',
  'stopped',
  'restarted',
  'modInstalled',
  'modUpdated',
  'modRemoved',
  'pluginInstalled',
  'pluginUpdated',
  'pluginRemoved',
  'backupCreated',
  'backupRestored',
  'backupDeleted',
  'noteAdded',
] as const;

export type ActivityKind = (typeof activityKinds)[number];

/** The verbs an action code is made of, each with its inflections and synonyms as one lemma. */
const lemmaOfWord: Record<string, string> = {
  create: 'create',
  creation: 'create',
  new: 'create',
  provision: 'provision',
  deploy: 'provision',
  deployment: 'provision',
  setup: 'provision',
  install: 'install',
  installation: 'install',
  add: 'add',
  uninstall: 'remove',
  remove: 'remove',
  removal: 'remove',
  delete: 'delete',
  deletion: 'delete',
  destroy: 'delete',
  terminate: 'delete',
  termination: 'delete',
  purge: 'delete',
  fail: 'fail',
  failure: 'fail',
  error: 'fail',
  complete: 'complete',
  completion: 'complete',
  finish: 'complete',
  done: 'complete',
  ready: 'complete',
  succeed: 'complete',
  success: 'complete',
  resize: 'resize',
  upgrade: 'resize',
  downgrade: 'resize',
  scale: 'resize',
  update: 'update',
  edit: 'update',
  modify: 'update',
  change: 'change',
  transition: 'change',
  suspend: 'suspend',
  suspension: 'suspend',
  unsuspend: 'unsuspend',
  reactivate: 'unsuspend',
  reinstate: 'unsuspend',
  reinstall: 'reinstall',
  start: 'start',
  boot: 'start',
  stop: 'stop',
  shutdown: 'stop',
  restart: 'restart',
  reboot: 'restart',
  restore: 'restore',
  rollback: 'restore',
  // Subjects.
  server: 'server',
  instance: 'server',
  status: 'status',
  state: 'status',
  mod: 'mod',
  modpack: 'mod',
  plugin: 'plugin',
  backup: 'backup',
  snapshot: 'backup',
  note: 'note',
  comment: 'note',
  ram: 'size',
  memory: 'size',
  disk: 'size',
  storage: 'size',
  size: 'size',
  resources: 'size',
  limits: 'size',
  power: 'power',
  on: 'on',
  off: 'off',
};

/** Words that say nothing of what happened: a code made of them and known verbs is still understood. */
const fillerWords = new Set([
  'event',
  'activity',
  'action',
  'log',
  'audit',
  'system',
  'api',
  'has',
  'was',
  'been',
  'is',
  'the',
  'a',
  'by',
  'successfully',
  'successful',
]);

/** `serverStatusChanged`, `SERVER_STATUS_CHANGED`, `server.status-changed` -> server, status, changed. */
function wordsOf(code: string): string[] {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

/**
 * A word's lemma, its inflections undone (`stopped`, `creating`, `installs`, `mods`); undefined if unknown.
 */
function lemmaOf(word: string): string | undefined {
  const stems = [
    word,
    word.replace(/pped$/, 'p'),
    word.replace(/pping$/, 'p'),
    word.replace(/ed$/, ''),
    word.replace(/d$/, ''),
    word.replace(/ing$/, ''),
    word.replace(/ing$/, 'e'),
    word.replace(/s$/, ''),
    word.replace(/es$/, ''),
    word.replace(/ied$/, 'y'),
  ];
  for (const stem of stems) {
    const lemma = lemmaOfWord[stem];
    if (lemma !== undefined) return lemma;
  }
  return undefined;
}

/**
 * What the words of a code mean, or undefined when a word is neither a known verb, subject nor filler: an
 * unknown word may change the meaning (`server.status_query` is no status change), so it is never guessed
 * past.
 */
function kindOfWords(words: readonly string[]): ActivityKind | undefined {
  const lemmas = new Set<string>();
  for (const word of words) {
    if (fillerWords.has(word)) continue;
    const lemma = lemmaOf(word);
    if (lemma === undefined) return undefined;
    lemmas.add(lemma);
  }
  const has = (lemma: string) => lemmas.has(lemma);
  /** The lemmas besides the subject named, which decide the verb. */
  const verbs = [...lemmas].filter((lemma) => lemma !== 'server');
  const only = (...allowed: string[]) => verbs.length > 0 && verbs.every((verb) => allowed.includes(verb));

  for (const [subject, kinds] of itemKinds) {
    if (!has(subject)) continue;
    const rest = verbs.filter((verb) => verb !== subject);
    if (rest.length !== 1) return rest.length === 0 ? kinds.bare : undefined;
    return kinds.byVerb[rest[0] ?? ''];
  }
  if (has('status')) return only('status', 'change', 'update') ? 'statusChanged' : undefined;
  if (has('fail')) return only('fail', 'provision', 'install', 'create') ? 'provisioningFailed' : undefined;
  if (has('power')) {
    const switched = verbs.filter((verb) => verb !== 'power');
    return switched.length === 1 ? powerKinds[switched[0] ?? ''] : undefined;
  }
  // `server.resources` alone may be a usage reading: a size counts only with a verb that changes it.
  if (has('size'))
    return verbs.length > 1 && only('size', 'change', 'update', 'resize') ? 'resized' : undefined;
  if (only('provision', 'install', 'complete')) return 'provisioned';
  return verbs.length === 1 ? serverKinds[verbs[0] ?? ''] : undefined;
}

/** A verb said of the server itself. */
const serverKinds: Record<string, ActivityKind> = {
  create: 'created',
  add: 'created',
  delete: 'deleted',
  remove: 'deleted',
  resize: 'resized',
  update: 'updated',
  change: 'updated',
  suspend: 'suspended',
  unsuspend: 'unsuspended',
  reinstall: 'reinstalled',
  // A server restored is restored from a backup.
  restore: 'backupRestored',
  start: 'started',
  stop: 'stopped',
  restart: 'restarted',
};

/** `power.on`, `power_off`, `server.power.restart`. */
const powerKinds: Record<string, ActivityKind> = {
  on: 'started',
  start: 'started',
  off: 'stopped',
  stop: 'stopped',
  restart: 'restarted',
};

type ItemKinds = { bare: ActivityKind | undefined; byVerb: Record<string, ActivityKind> };

/** Things on a server and what may happen to them; a bare `note` is a note added. */
const itemKinds: [string, ItemKinds][] = [
  [
    'mod',
    {
      bare: undefined,
      byVerb: {
        install: 'modInstalled',
        add: 'modInstalled',
        create: 'modInstalled',
        update: 'modUpdated',
        resize: 'modUpdated',
        remove: 'modRemoved',
        delete: 'modRemoved',
      },
    },
  ],
  [
    'plugin',
    {
      bare: undefined,
      byVerb: {
        install: 'pluginInstalled',
        add: 'pluginInstalled',
        create: 'pluginInstalled',
        update: 'pluginUpdated',
        resize: 'pluginUpdated',
        remove: 'pluginRemoved',
        delete: 'pluginRemoved',
      },
    },
  ],
  [
    'backup',
    {
      bare: undefined,
      byVerb: {
        create: 'backupCreated',
        complete: 'backupCreated',
        restore: 'backupRestored',
        delete: 'backupDeleted',
        remove: 'backupDeleted',
      },
    },
  ],
  ['note', { bare: 'noteAdded', byVerb: { add: 'noteAdded', create: 'noteAdded' } }],
];

/** A status word the bot knows: from the API's vocabulary, or one it has seen a server report. */
export type KnownStatus = (word: string) => boolean;

const vocabularyStatus: KnownStatus = (word) => statusKind(word) !== 'unknown';

/**
 * "Status changed from RUNNING to OFFLINE", "running -> offline", "`RUNNING` → `OFFLINE`": two different
 * statuses the bot knows, one leading to the other. A bare "to" is no arrow
 * ("Restarting to install updates").
 */
const transitionPatterns = [
  /\bfrom\s+[`'"]?([\w-]+)[`'"]?\s+(?:to|into)\s+[`'"]?([\w-]+)/gi,
  /([\w-]+)[`'"]?\s*(?:->|→|=>)\s*[`'"]?([\w-]+)/g,
];

function describesStatusChange(description: string, isStatus: KnownStatus): boolean {
  for (const match of transitionPatterns.flatMap((pattern) => [...description.matchAll(pattern)])) {
    const before = match[1] ?? '';
    const after = match[2] ?? '';
    if (before.toLowerCase() !== after.toLowerCase() && isStatus(before) && isStatus(after)) return true;
  }
  return false;
}

/** The fields of an entry that can say what it means. */
export type ActivityMeaningFields = {
  /** The entry's action, event and type fields as given, in that order. */
  codes: readonly string[];
  description?: string;
};

/**
 * What an entry means: from its codes in any casing and separator (all of them read together first, so
 * `{type: 'mod', action: 'installed'}` is a mod installed, then each alone), else from a description naming
 * a change between two known statuses. Undefined when none says: the entry then shows the API's own words.
 */
export function classifyActivity(
  { codes, description }: ActivityMeaningFields,
  isStatus: KnownStatus = vocabularyStatus,
): ActivityKind | undefined {
  const present = codes.filter((code) => code.trim() !== '');
  const readings =
    present.length > 1 ? [present.flatMap(wordsOf), ...present.map(wordsOf)] : present.map(wordsOf);
  for (const words of readings) {
    const kind = kindOfWords(words);
    if (kind !== undefined) return kind;
  }
  return description !== undefined && describesStatusChange(description, isStatus)
    ? 'statusChanged'
    : undefined;
}
