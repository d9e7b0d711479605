import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogues, resolveLocale, supportedLocales } from './catalogues.js';
import type { MessageKey } from './catalogue/en-US.js';
import { type CompiledMessage, compileMessage } from './compiled-message.js';
import { fallbackChain, pseudoLocale, sourceLocale, type DiscordLocale, type Locale } from './locales.js';
import type { MessageValue, MessageValues, Phrase, StoredPhrase, StoredPhraseValue } from './phrase.js';
import { pseudoMessage } from './pseudo.js';
import { typography, type TypographyLocale } from './typography.js';

/**
 * Everything said to a person in one language: catalogue messages (ICU MessageFormat: plurals, selects,
 * numbers) and the figures around them, formatted by `Intl` for the locale. Times stay Discord timestamps,
 * which every client shows in its own language.
 */
export type Translator = {
  readonly locale: Locale;
  t(key: MessageKey, values?: MessageValues): string;
  say(phrase: Phrase): string;
  /** A number as the locale writes it (`Intl.NumberFormat`); sizes and spans are catalogue messages. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A share already in percent (42.5 → "43%" or "43 %" by locale). */
  percent(value: number, maximumFractionDigits?: number): string;
  /** "a, b and c" in the locale's words. */
  list(items: readonly string[]): string;
  /** Whole sentences side by side, as the language spaces them (no space after 。 in Japanese and Chinese). */
  sentences(parts: readonly string[]): string;
};

/**
 * Compiled messages per reader's locale, compiled once on first use. A message the locale lacks is taken
 * from the next in its fallback chain but formatted for the reader (a German reader of an English fallback
 * still reads "2,5").
 */
const compiled = new Map<Locale, Map<MessageKey, CompiledMessage>>();

/** A message as a locale's reader gets it: from its own catalogue, else the next along its fallback chain. */
function resolvedMessage(locale: DiscordLocale, key: MessageKey): string | undefined {
  for (const candidate of fallbackChain(locale)) {
    const message = candidate === pseudoLocale ? undefined : catalogues.get(candidate)?.[key];
    if (message !== undefined) return message;
  }
  return undefined;
}

function messageFor(locale: Locale, key: MessageKey): string | MessageFormatElement[] | undefined {
  if (locale !== pseudoLocale) return resolvedMessage(locale, key);
  // The longest of what every locale's reader gets (a locale with a fallback included, its missing
  // messages resolved), so a test in the pseudo-locale meets Discord's limits with the longest text any
  // reader gets.
  const longest = supportedLocales
    .map((supported) => resolvedMessage(supported, key))
    .filter((message): message is string => message !== undefined)
    .reduce<string | undefined>(
      (kept, message) => (kept && kept.length >= message.length ? kept : message),
      undefined,
    );
  return longest === undefined ? undefined : pseudoMessage(longest);
}

function formatOf(locale: Locale, key: MessageKey): CompiledMessage | undefined {
  let formats = compiled.get(locale);
  if (!formats) {
    formats = new Map();
    compiled.set(locale, formats);
  }
  let format = formats.get(key);
  if (format) return format;
  const message = messageFor(locale, key);
  if (message === undefined) return undefined;
  format = compileMessage(message, locale === pseudoLocale ? sourceLocale : locale);
  formats.set(key, format);
  return format;
}

/** Whether a string is a key of the English catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogues.get(sourceLocale) ?? {}, key);
}

/** The names of a key family: `FamilyNames<'audit.action.'>` is each `<action>` of `audit.action.<…>`. */
export type FamilyNames<Prefix extends string> = MessageKey extends infer Key
  ? Key extends `${Prefix}${infer Name}`
    ? Name
    : never
  : never;

/**
 * The names of a key family in the English catalogue's order: where a vocabulary is the words the bot has
 * for it (the audit actions are the `audit.action.<action>` keys), nothing else lists it.
 */
export function familyNames<Prefix extends string>(prefix: Prefix): FamilyNames<Prefix>[] {
  return Object.keys(catalogues.get(sourceLocale) ?? {}).flatMap((key) =>
    key.startsWith(prefix) ? [key.slice(prefix.length) as FamilyNames<Prefix>] : [],
  );
}

/**
 * A stored phrase as one the catalogue can say; undefined when a key (or a nested one) is no longer in it,
 * or when it cannot be said at all (a value its message needs is missing: written by a version whose
 * message had fewer placeholders), so a record outlives a sentence the bot stopped using and never stops
 * whoever renders it.
 */
export function knownPhrase(stored: StoredPhrase): Phrase | undefined {
  const read = readPhrase(stored);
  return 'phrase' in read ? read.phrase : undefined;
}

/**
 * A stored phrase read back, or why it cannot be: it is said once in the source language, so what is
 * accepted here can be said in every language (the catalogue tests hold each locale to English's
 * placeholders).
 */
export function readPhrase(stored: StoredPhrase): { phrase: Phrase } | { problem: string } {
  const phrase = recognizedPhrase(stored);
  if (phrase === undefined)
    return { problem: `the catalogue no longer has ${stored.key} (or a phrase in it)` };
  try {
    english.say(phrase);
  } catch (error) {
    return {
      problem: `${stored.key} cannot be said: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  return { phrase };
}

function recognizedPhrase(stored: StoredPhrase): Phrase | undefined {
  if (!isMessageKey(stored.key)) return undefined;
  if (stored.values === undefined) return { key: stored.key };
  const values: Record<string, MessageValue> = {};
  for (const [name, value] of Object.entries(stored.values)) {
    const known = knownValue(value);
    if (known === undefined) return undefined;
    values[name] = known;
  }
  return { key: stored.key, values };
}

function knownValue(value: StoredPhraseValue): MessageValue | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (!Array.isArray(value)) return recognizedPhrase(value as StoredPhrase);
  const items = value.map((item: StoredPhrase) => recognizedPhrase(item));
  return items.every((item) => item !== undefined) ? items : undefined;
}

const translators = new Map<Locale, Translator>();

/** The translator of a Discord locale id; English where the bot has no catalogue for it. One per locale. */
export function translatorFor(discordLocale: string | null | undefined): Translator {
  const locale = resolveLocale(discordLocale);
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}

/** English, the source: for log lines' companions and whoever has no language of their own. */
export const english: Translator = translatorFor(sourceLocale);

function createTranslator(locale: Locale): Translator {
  const intlLocale = locale === pseudoLocale ? sourceLocale : locale;
  const sentenceGap = Object.hasOwn(typography, intlLocale)
    ? typography[intlLocale as TypographyLocale].sentenceGap
    : ' ';
  const numbers = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions) => {
    const id = JSON.stringify(options);
    let format = numbers.get(id);
    if (!format) {
      format = new Intl.NumberFormat(intlLocale, options);
      numbers.set(id, format);
    }
    return format;
  };
  const listFormat = new Intl.ListFormat(intlLocale, { style: 'long', type: 'conjunction' });

  const resolved = (values: MessageValues | undefined): Record<string, string | number> | undefined => {
    if (values === undefined) return undefined;
    const plain: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === 'string' || typeof value === 'number') plain[name] = value;
      else if (Array.isArray(value)) plain[name] = listFormat.format(value.map((item: Phrase) => say(item)));
      else plain[name] = say(value as Phrase);
    }
    return plain;
  };
  const t = (key: MessageKey, values?: MessageValues): string => {
    const format = formatOf(locale, key);
    if (format) return format.format(resolved(values));
    throw new Error(`message ${key} is missing from the English catalogue`);
  };
  const say = (phrase: Phrase): string => t(phrase.key, phrase.values);

  return {
    locale,
    t,
    say,
    number: (value, options = { maximumFractionDigits: 2 }) => numberFormat(options).format(value),
    percent: (value, maximumFractionDigits = 0) =>
      numberFormat({ style: 'percent', maximumFractionDigits }).format(value / 100),
    list: (items) => listFormat.format(items),
    sentences: (parts) => parts.join(sentenceGap),
  };
}
