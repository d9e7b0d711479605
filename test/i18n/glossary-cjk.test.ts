import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/catalogues.js';
import { glossaries } from '../../src/i18n/glossary/index.js';
import { glossaryTerms } from '../../src/i18n/glossary/types.js';

/**
 * The CJK glossaries record words their catalogues actually use: glossary.test.ts holds a catalogue to none
 * of the replaced variants, and this holds the glossary to the catalogue, so a chosen word nobody wrote (a
 * term translated another way after all) fails instead of passing as a record.
 */
describe.each(['ja', 'ko', 'zh-CN'] as const)('the %s glossary', (locale) => {
  it('names words the catalogue uses', () => {
    const messages = Object.values(catalogues.get(locale) ?? {}).map((message) => message.toLowerCase());
    const glossary = glossaries[locale];
    const unused = glossaryTerms.filter(
      (term) => !messages.some((message) => message.includes(glossary[term].use.toLowerCase())),
    );
    expect(unused).toEqual([]);
  });
});
