import { TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogues, translatedLocales } from '../../src/i18n/catalogues.js';
import {
  fallbackChain,
  fallbackOf,
  type DiscordLocale,
  type LocaleCatalogue,
  type MessageKey,
  type PartialCatalogue,
} from '../../src/i18n/index.js';
import { forEachPlaceholder } from '../support/message-values.js';

const english = catalogues.get('en-US') as LocaleCatalogue;
const keys = Object.keys(english) as MessageKey[];

/**
 * The locales a locale's messages must come from: itself and the ones it falls back to (es-419 to es-ES,
 * en-GB to en-US); not the English every other language ends its chain in, which stands in for a missing
 * message at run time but is no translation of it.
 */
function sourcesOf(locale: DiscordLocale): DiscordLocale[] {
  const sources = [locale];
  for (let next = fallbackOf(locale); next !== undefined; next = fallbackOf(next)) sources.push(next);
  return sources;
}

/** What a locale's reader gets for a message: the first catalogue along its fallback chain that has it. */
function resolved(locale: DiscordLocale, key: MessageKey): string | undefined {
  for (const candidate of fallbackChain(locale)) {
    const message = catalogues.get(candidate as DiscordLocale)?.[key];
    if (message !== undefined) return message;
  }
  return undefined;
}

type Shape = { placeholders: Set<string>; plurals: string[][]; choices: Set<string> };

/** A message's placeholders (with their kind) and, per plural, the categories it gives. */
function shapeOf(message: string): Shape {
  const shape: Shape = { placeholders: new Set(), plurals: [], choices: new Set() };
  forEachPlaceholder(message, (placeholder) => {
    shape.placeholders.add(placeholder.value);
    if (placeholder.type === TYPE.plural || placeholder.type === TYPE.select)
      shape.choices.add(placeholder.value);
    if (placeholder.type === TYPE.plural)
      shape.plurals.push(Object.keys(placeholder.options).filter((option) => !option.startsWith('=')));
  });
  return shape;
}

describe('the message catalogue', () => {
  it("has English command, option and choice texts within Discord's 1 to 100 characters", () => {
    const outside = keys
      .filter((key) => /^(command|option)\./.test(key))
      .filter((key) => {
        const text = english[key] as string;
        return text.length === 0 || text.length > 100;
      });
    expect(outside).toEqual([]);
  });

  it('has English messages that all parse as ICU MessageFormat', () => {
    for (const key of keys) expect(() => shapeOf(english[key] as string), key).not.toThrow();
  });

  it('speaks at least the languages the reseller sells in', () => {
    expect([...translatedLocales].sort()).toEqual(
      expect.arrayContaining([
        'de',
        'en-GB',
        'es-419',
        'es-ES',
        'fr',
        'it',
        'ja',
        'ko',
        'nl',
        'pl',
        'pt-BR',
        'ru',
        'tr',
        'uk',
        'zh-CN',
        'zh-TW',
        'sv-SE',
        'cs',
      ]),
    );
  });

  describe.each([...translatedLocales])('%s', (locale: DiscordLocale) => {
    const catalogue = catalogues.get(locale) as PartialCatalogue;
    const required = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

    it('has every message English has, itself or in the locales it falls back to', () => {
      const sources = sourcesOf(locale);
      const missing = keys.filter((key) =>
        sources.every((source) => catalogues.get(source)?.[key] === undefined),
      );
      expect(missing).toEqual([]);
    });

    it('has no message English lacks', () => {
      expect(Object.keys(catalogue).filter((key) => !Object.hasOwn(english, key))).toEqual([]);
    });

    it("fits Discord's 100 characters in every command, option and choice text", () => {
      const long = keys.filter(
        (key) =>
          /^(command|option)\./.test(key) && ((catalogue[key] ?? '').length > 100 || catalogue[key] === ''),
      );
      expect(long).toEqual([]);
    });

    it("parses, with English's placeholders and the plural forms the language needs", () => {
      for (const key of keys) {
        const message = catalogue[key];
        if (message === undefined) continue;
        let shape: Shape | undefined;
        expect(() => {
          shape = shapeOf(message);
        }, `${locale} ${key} does not parse`).not.toThrow();
        const source = shapeOf(english[key] as string);
        expect([...(shape?.placeholders ?? [])].sort(), `${locale} ${key} placeholders`).toEqual(
          [...source.placeholders].sort(),
        );
        // A value English chooses words by (a metric, a kind, a count) is never printed as it comes: it is an
        // id or a bare number, so every language chooses by it too.
        expect(
          [...source.choices].filter((name) => !shape?.choices.has(name)),
          `${locale} ${key} prints a value English chooses by`,
        ).toEqual([]);
        for (const categories of shape?.plurals ?? [])
          expect([...categories].sort(), `${locale} ${key} plural forms`).toEqual([...required].sort());
      }
    });
  });

  describe.each([...translatedLocales].filter((locale) => fallbackOf(locale) !== undefined))(
    '%s, which falls back to another locale',
    (locale: DiscordLocale) => {
      const catalogue = catalogues.get(locale) as PartialCatalogue;
      const fallback = fallbackOf(locale) as DiscordLocale;

      it('holds only the messages it says differently from the locale it falls back to', () => {
        const repeated = keys.filter(
          (key) => catalogue[key] !== undefined && catalogue[key] === resolved(fallback, key),
        );
        expect(repeated).toEqual([]);
      });
    },
  );
});
