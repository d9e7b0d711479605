import { describe, expect, it } from 'vitest';
import { pseudoLocale, translatorFor } from '../../src/i18n/index.js';
import { dataWords, readableTexts, wordsOutsideCatalogue } from '../e2e/readable-texts.js';

const pseudo = translatorFor(pseudoLocale);

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
