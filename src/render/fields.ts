import { time } from 'discord.js';
import { isRecord, type JsonRecord } from '../api/shape.js';
import { type UnitFactor, unitWords } from '../api/units.js';
import { addressOf } from '../game/address.js';
import { escapeApiText, formatBytes, formatDuration, inlineCode } from './format.js';
import { sourceLocale, type Translator } from '../i18n/index.js';

/**
 * The one renderer of fields the bot does not know by name: keys become words, unit-named keys get their unit
 * in human form, timestamps become Discord timestamps, nested objects become readable parts. Never JSON.
 */

export type LabelledValue = { label: string; value: string };

type Unit =
  | { kind: 'bytes'; factor: number }
  | { kind: 'percent' }
  | { kind: 'seconds'; factor: number }
  | { kind: 'time' };

/** A shared unit word as this renderer formats it: times in seconds become durations. */
function asUnit({ dimension, factor }: UnitFactor): Unit {
  if (dimension === 'percent') return { kind: 'percent' };
  return dimension === 'bytes' ? { kind: 'bytes', factor } : { kind: 'seconds', factor };
}

/** The last word of a key that names the unit of its value, or (`at`, `on`) that it is a point in time. */
const unitOfWord: Record<string, Unit> = {
  ...Object.fromEntries(Object.entries(unitWords).map(([word, unit]) => [word, asUnit(unit)])),
  millis: { kind: 'seconds', factor: 0.001 },
  minutes: { kind: 'seconds', factor: 60 },
  hours: { kind: 'seconds', factor: 3600 },
  at: { kind: 'time' },
  on: { kind: 'time' },
};

/** Words that mean a point in time but stay in the label ("Last backup time"). */
const timeWords = new Set(['time', 'timestamp', 'date']);
const acronyms = new Set(['cpu', 'ram', 'ip', 'id', 'url', 'dns', 'sftp', 'api', 'uuid', 'ssl', 'tls']);
/** Hypermedia: how the API links to itself, never something a person reads. */
const hypermediaKeys = new Set(['_links', 'links', 'href', 'self']);
/** The words of a camelCase, snake_case, kebab-case or dotted name, lower-cased. */
export function wordsOf(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.:/-]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

function unitOf(key: string): Unit | undefined {
  const last = wordsOf(key).at(-1);
  return last === undefined ? undefined : unitOfWord[last];
}

/**
 * Whether the reader reads the English words the API's field names and action codes are made of. Any other
 * reader gets the API's own name as code: a translation guessed from English words would be wrong as often as
 * right, and the catalogue cannot know every field an API may add.
 */
export function readsApiWords(t: Translator): boolean {
  return t.locale === sourceLocale || t.locale === 'en-GB';
}

/**
 * `updatedAt` -> "Updated", `memory_mb` -> "Memory", `cpuPercent` -> "CPU", `lastBackupTime` -> "Last backup
 * time": a field the bot has no label for is named in the API's own words, for every reader (a raw
 * `camelCase` name would show the API's internals; the catalogue cannot know every field an API may add).
 */
export function fieldLabel(key: string): string {
  const words = wordsOf(key);
  const named = words.length > 1 && unitOfWord[words.at(-1) ?? ''] ? words.slice(0, -1) : words;
  return escapeApiText(sentenceCase(named));
}

/** Words as a label: the first capitalised, acronyms in capitals ("cpu limit" -> "CPU limit"). */
export function sentenceCase(words: readonly string[]): string {
  const text = words.map((word) => (acronyms.has(word) ? word.toUpperCase() : word)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isoPattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO-8601 string as a Discord timestamp, which every member sees in their own time zone. */
function isoTime(text: string): string | undefined {
  if (!isoPattern.test(text)) return undefined;
  const millis = Date.parse(text);
  if (Number.isNaN(millis)) return undefined;
  return time(new Date(millis), text.length === 10 ? 'D' : 'R');
}

/** Epoch seconds or milliseconds, told apart by size (1e11 s is the year 5138). */
function epochTime(value: number): string | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return time(new Date(value >= 1e11 ? value : value * 1000), 'R');
}

function isTimeKey(key: string): boolean {
  const last = wordsOf(key).at(-1) ?? '';
  return unitOf(key)?.kind === 'time' || timeWords.has(last);
}

/** A link back into the API (`/api/v1/servers/...`): the API's own plumbing. */
function isApiLink(text: string): boolean {
  return /^(?:https?:\/\/[^/]+)?\/api\/v\d+\//.test(text);
}

/** A bare figure as the reader writes decimals, ungrouped as the API gave it. */
function numberText(value: number, t: Translator): string {
  return t.number(value, { maximumFractionDigits: 2, useGrouping: false });
}

function quantity(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

function withUnit(unit: Unit, amount: number, t: Translator): string | undefined {
  switch (unit.kind) {
    case 'bytes':
      return formatBytes(amount * unit.factor, t);
    case 'percent':
      return t.t('fields.percent', { value: amount });
    case 'seconds':
      return formatDuration(amount * unit.factor, t);
    case 'time':
      return epochTime(amount);
  }
}

export type ValueOptions = {
  /** Raw values already shown elsewhere (the server's id and name): a field repeating one is left out. */
  shown?: readonly string[];
};

/**
 * One value in words, in the reader's language, or undefined when there is nothing a person needs to read.
 * Labels stay the API's own words: they are its field names, not the bot's sentences.
 */
function describeValue(
  key: string,
  value: unknown,
  t: Translator,
  options: ValueOptions = {},
): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return t.t(value ? 'fields.yes' : 'fields.no');
  if (typeof value === 'string' && (options.shown?.includes(value) || isApiLink(value))) return undefined;
  const unit = unitOf(key);
  const amount = quantity(value);
  if (amount !== undefined && unit !== undefined) return withUnit(unit, amount, t);
  if (typeof value === 'number')
    return (isTimeKey(key) ? epochTime(value) : undefined) ?? numberText(value, t);
  if (typeof value === 'string') return isoTime(value) ?? escapeApiText(value);
  if (Array.isArray(value)) {
    const items = value
      .map((item) => describeValue(key, item, t, options))
      .filter((item): item is string => item !== undefined);
    return items.length > 0 ? items.join(isRecord(value[0]) ? '; ' : ', ') : undefined;
  }
  if (isRecord(value)) {
    const address = addressOf(value);
    if (address !== undefined) return inlineCode(address);
    const parts = labelledValues(value, t, options).map((part) => `${part.label} ${part.value}`);
    return parts.length > 0 ? parts.join(' · ') : undefined;
  }
  return undefined;
}

/**
 * Every field of a record as a labelled value, hypermedia and empty values left out, in the record's order.
 */
export function labelledValues(
  record: JsonRecord,
  t: Translator,
  options: ValueOptions = {},
): LabelledValue[] {
  return Object.entries(record).flatMap(([key, value]) => {
    if (key.startsWith('_') || hypermediaKeys.has(key)) return [];
    const described = describeValue(key, value, t, options);
    return described === undefined ? [] : [{ label: fieldLabel(key), value: described }];
  });
}
