import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { supportedLocales } from './catalogues.js';
import { type CompiledMessage, compileMessage } from './compiled-message.js';
import {
  fallbackChain,
  fallbackOf,
  pseudoLocale,
  sourceLocale,
  type DiscordLocale,
  type Locale,
} from './locales.js';
import { pseudoMessage } from './pseudo.js';
import type { Translator } from './translator.js';

/** A module's own messages per locale (ICU MessageFormat), English complete. */
export type BookMessages<K extends string> = { 'en-US': Record<K, string> } & Partial<
  Record<DiscordLocale, Partial<Record<K, string>>>
>;

/** Messages a module brings instead of catalogue keys (an extension's alert kinds), said per reader. */
export type MessageBook<K extends string> = {
  say(t: Translator, key: K, values?: Record<string, string | number>): string;
};

/**
 * Declares a module's own messages, checked as the catalogues are: every locale the bot speaks in full (each
 * with a catalogue and no fallback) has every key English has, none has a key English lacks or a locale the
 * bot does not speak, and every message parses. A book that fails throws when its module loads, naming what
 * is missing, so an extension cannot ship a language short. Locales with a fallback (en-GB, es-419) may
 * leave out what they say as the locale they fall back to.
 */
export function defineMessages<const K extends string>(
  name: string,
  messages: BookMessages<K>,
): MessageBook<K> {
  const keys = Object.keys(messages[sourceLocale]) as K[];
  const problems: string[] = [];
  for (const [locale, book] of Object.entries(messages) as [string, Partial<Record<string, string>>][]) {
    if (!(supportedLocales as readonly string[]).includes(locale)) problems.push(`${locale} is not spoken`);
    for (const key of Object.keys(book))
      if (!(keys as string[]).includes(key)) problems.push(`${locale} has ${key}, which English lacks`);
    for (const [key, message] of Object.entries(book))
      try {
        parse(message ?? '', { ignoreTag: true });
      } catch (error) {
        problems.push(`${locale} ${key} does not parse: ${String(error)}`);
      }
  }
  for (const locale of supportedLocales) {
    if (fallbackOf(locale) !== undefined) continue;
    const missing = keys.filter((key) => messages[locale]?.[key] === undefined);
    if (missing.length > 0) problems.push(`${locale} lacks ${missing.join(', ')}`);
  }
  if (problems.length > 0) throw new Error(`the messages of ${name} are incomplete: ${problems.join('; ')}`);

  const resolved = (locale: DiscordLocale, key: K): string | undefined => {
    for (const candidate of fallbackChain(locale)) {
      const message = candidate === pseudoLocale ? undefined : messages[candidate]?.[key];
      if (message !== undefined) return message;
    }
    return undefined;
  };
  // The pseudo-locale reads the longest of every reader's message, as the catalogue's messages do.
  const messageFor = (locale: Locale, key: K): string | MessageFormatElement[] => {
    if (locale !== pseudoLocale) return resolved(locale, key) ?? messages[sourceLocale][key];
    const longest = supportedLocales
      .map((supported) => resolved(supported, key) ?? '')
      .reduce((kept, message) => (kept.length >= message.length ? kept : message));
    return pseudoMessage(longest);
  };
  const compiled = new Map<string, CompiledMessage>();
  return {
    say(t, key, values) {
      const id = `${t.locale}\n${key}`;
      let format = compiled.get(id);
      if (!format) {
        const intlLocale = t.locale === pseudoLocale ? sourceLocale : t.locale;
        format = compileMessage(messageFor(t.locale, key), intlLocale);
        compiled.set(id, format);
      }
      return format.format(values);
    },
  };
}
