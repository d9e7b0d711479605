import { describe, expect, it } from 'vitest';
import {
  defineMessages,
  fallbackOf,
  pseudoLocale,
  translatedLocales,
  translatorFor,
} from '../../src/i18n/index.js';

/** Every full locale's messages: its name in each, so a test can tell which one was read. */
const complete = () =>
  Object.fromEntries(
    ['en-US', ...translatedLocales.filter((locale) => fallbackOf(locale) === undefined)].map((locale) => [
      locale,
      { greeting: `${locale}: {name} has {count, plural, one {# server} other {# servers}}` },
    ]),
  ) as Messages;
type Messages = { 'en-US': { greeting: string } };

describe("an extension's own messages", () => {
  it("are said in the reader's language, a regional one falling back as the catalogue does", () => {
    const book = defineMessages('a test', complete());
    expect(book.say(translatorFor('de'), 'greeting', { name: 'Ada', count: 2 })).toBe(
      'de: Ada has 2 servers',
    );
    expect(book.say(translatorFor('es-419'), 'greeting', { name: 'Ada', count: 1 })).toBe(
      'es-ES: Ada has 1 server',
    );
    expect(book.say(translatorFor('fi'), 'greeting', { name: 'Ada', count: 1 })).toBe(
      'en-US: Ada has 1 server',
    );
    // The pseudo-locale reads the longest of them, marked as every catalogue message is.
    const pseudo = book.say(translatorFor(pseudoLocale), 'greeting', { name: 'Ada', count: 1 });
    expect(pseudo).not.toBe('en-US: Ada has 1 server');
    expect(pseudo).toContain('Ada');
  });

  it('refuse to load short of a full locale or a key, with a key English lacks or a message not parsing', () => {
    const { fr: _dropped, ...withoutFrench } = complete() as Record<string, { greeting: string }>;
    expect(() => defineMessages('a test', withoutFrench as Messages)).toThrow(
      /the messages of a test are incomplete: fr lacks greeting/,
    );
    expect(() =>
      defineMessages('a test', { ...complete(), de: { greeting: 'x', extra: 'y' } } as Messages),
    ).toThrow(/de has extra, which English lacks/);
    expect(() => defineMessages('a test', { ...complete(), ja: { greeting: '{name' } })).toThrow(
      /ja greeting does not parse/,
    );
    expect(() => defineMessages('a test', { ...complete(), fi: { greeting: 'x' } })).toThrow(
      /fi is not spoken/,
    );
  });
});
