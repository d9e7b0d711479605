import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/catalogues.js';
import { glossaries } from '../../src/i18n/glossary/index.js';
import { glossaryTerms, type Glossary } from '../../src/i18n/glossary/types.js';
import { discordLocales, fallbackChain, type DiscordLocale, type MessageKey } from '../../src/i18n/index.js';
import { proseOf } from '../support/message-values.js';

const withCatalogue = discordLocales.filter((locale) => catalogues.has(locale));
const keys = Object.keys(catalogues.get('en-US') ?? {}) as MessageKey[];

/** What a locale's reader gets for each message: its own, else the one along its fallback chain. */
function readerMessages(locale: DiscordLocale): [MessageKey, string][] {
  return keys.flatMap((key) => {
    for (const candidate of fallbackChain(locale)) {
      const message = catalogues.get(candidate as DiscordLocale)?.[key];
      if (message !== undefined) return [[key, message] as [MessageKey, string]];
    }
    return [];
  });
}

/** Each message of a locale that uses a variant its glossary replaces, as `key: term "variant"`. */
function variantsUsed(messages: [MessageKey, string][], glossary: Glossary): string[] {
  const found: string[] = [];
  for (const [key, message] of messages) {
    const prose = proseOf(message).join('\n').toLowerCase();
    for (const term of glossaryTerms)
      for (const variant of glossary[term].replaces)
        if (prose.includes(variant.toLowerCase())) found.push(`${key}: ${term} "${variant}"`);
  }
  return found;
}

describe('the glossaries', () => {
  it('has one for every locale with a catalogue', () => {
    expect(withCatalogue.filter((locale) => !Object.hasOwn(glossaries, locale))).toEqual([]);
  });

  it.each(withCatalogue)('keeps %s to the one word its glossary chose for each term', (locale) => {
    const glossary = glossaries[locale as keyof typeof glossaries];
    expect(variantsUsed(readerMessages(locale), glossary)).toEqual([]);
  });

  it.each(withCatalogue)('names in %s no variant that is the chosen word itself', (locale) => {
    const glossary = glossaries[locale as keyof typeof glossaries];
    const clashes = glossaryTerms.flatMap((term) =>
      glossary[term].replaces
        .filter((variant) => glossary[term].use.toLowerCase().includes(variant.toLowerCase()))
        .map((variant) => `${term}: "${variant}"`),
    );
    expect(clashes).toEqual([]);
  });

  it('finds a replaced variant in prose, but not in code or a choice of an ICU select', () => {
    const glossary = glossaries.de;
    expect(variantsUsed([['board.title', 'Ein Alarm für {server}']], glossary)).toEqual([
      'board.title: alert "Alarm"',
    ]);
    expect(
      variantsUsed(
        [['board.title', '`/alarm` {kind, select, alarm {Benachrichtigung} other {x}}']],
        glossary,
      ),
    ).toEqual([]);
  });
});
