import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/catalogues.js';
import { pseudoLocale, supportedLocales, translatorFor, type MessageKey } from '../../src/i18n/index.js';
import { dataWords, readableTexts, wordsOutsideCatalogue } from '../e2e/readable-texts.js';
import { sampleValues } from '../support/message-values.js';

const pseudo = translatorFor(pseudoLocale);
const english = catalogues.get('en-US') ?? {};
const keys = Object.keys(english) as MessageKey[];

describe('the pseudo-locale', () => {
  it('accents, lengthens and brackets a message, leaving its values as they are', () => {
    const said = pseudo.t('error.tenantBusy', { seconds: 3 });
    expect(said).toMatch(/^⟦.*⟧$/u);
    expect(said).not.toMatch(/[A-Za-z]/);
    expect(said).toContain('3');
    expect(said.length).toBeGreaterThan(
      'Too many requests from this server right now, try again in 3 s.'.length,
    );
    expect(pseudo.t('server.info.connect', { address: 'play.example' })).toContain('play.example');
  });

  it('says plurals in their English forms, accented', () => {
    expect(pseudo.t('quota.boards', { limit: 1 })).toContain('1');
  });

  // Every locale as its readers get it, a locale with a fallback (es-419, en-GB) saying its fallback's words
  // where it has none of its own: the pseudo-locale is to be the longest of them all.
  it("says every message at least as long as any locale's reader gets it, fallbacks included", () => {
    const shorter: string[] = [];
    for (const key of keys) {
      const values = sampleValues(english[key] as string);
      const said = pseudo.t(key, values).length;
      for (const locale of supportedLocales)
        if (translatorFor(locale).t(key, values).length > said) shorter.push(`${key} (${locale})`);
    }
    expect(shorter).toEqual([]);
  });
});

describe('the check of what reached Discord', () => {
  const data = dataWords({ name: 'Alpha Survival', cpuPercent: 4 });

  it('finds English outside a pseudo-localised message, and lets data, code and mentions be', () => {
    expect(wordsOutsideCatalogue(`${pseudo.t('board.title')} Alpha Survival`, data)).toEqual([]);
    expect(wordsOutsideCatalogue('⟦àƀç⟧ `anyCode` <#310000000000000001> <t:1:R> cpu', data)).toEqual([]);
    expect(wordsOutsideCatalogue('Server status: Alpha', data)).toEqual(['Server', 'status']);
    expect(wordsOutsideCatalogue('⟦àƀç ⟦đéƒ⟧⟧ Retry later', data)).toEqual(['Retry', 'later']);
  });

  it('reads what a member reads: content, embeds, components and choices', () => {
    const body = {
      type: 4,
      data: {
        content: 'a',
        embeds: [{ title: 'b', fields: [{ name: 'c', value: 'd' }], footer: { text: 'e' } }],
        components: [{ type: 1, components: [{ type: 2, label: 'f', custom_id: 'x:1' }] }],
        choices: [{ name: 'g', value: 'v' }],
      },
    };
    expect(readableTexts(body)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });
});
