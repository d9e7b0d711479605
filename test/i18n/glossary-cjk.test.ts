import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/catalogues.js';
import type { PartialCatalogue } from '../../src/i18n/index.js';
import { glossary as ja } from '../../src/i18n/glossary/ja.js';
import { glossary as ko } from '../../src/i18n/glossary/ko.js';
import { glossary as zhCN } from '../../src/i18n/glossary/zh-CN.js';
import { glossaryTerms, type Glossary } from '../../src/i18n/glossary/types.js';

/**
 * The CJK catalogues hold to their glossaries: no message uses a variant a term's chosen word replaces, and
 * every chosen word is one the catalogue actually uses (a glossary naming a word nobody wrote is no record).
 */
const glossaries: Record<string, Glossary> = { ja, ko, 'zh-CN': zhCN };

describe.each(Object.entries(glossaries))('the %s glossary', (locale, glossary) => {
  const catalogue = catalogues.get(locale as 'ja' | 'ko' | 'zh-CN') as PartialCatalogue;
  const messages = Object.entries(catalogue) as [string, string][];

  it('names a word and its replaced variants for every term', () => {
    expect(Object.keys(glossary).sort()).toEqual([...glossaryTerms].sort());
    for (const term of glossaryTerms) {
      expect(glossary[term].use.length, term).toBeGreaterThan(0);
      expect(glossary[term].replaces.length, term).toBeGreaterThan(0);
      // A variant inside the chosen word would flag every use of the word itself.
      for (const variant of glossary[term].replaces)
        expect(glossary[term].use.toLowerCase(), `${term}: ${variant}`).not.toContain(variant.toLowerCase());
    }
  });

  it('is followed: no message uses a replaced variant', () => {
    const found: string[] = [];
    for (const term of glossaryTerms)
      for (const variant of glossary[term].replaces)
        for (const [key, message] of messages)
          if (message.toLowerCase().includes(variant.toLowerCase()))
            found.push(`${key}: ${variant} (${term})`);
    expect(found).toEqual([]);
  });

  it('records words the catalogue uses', () => {
    const unused = glossaryTerms.filter(
      (term) =>
        !messages.some(([, message]) => message.toLowerCase().includes(glossary[term].use.toLowerCase())),
    );
    expect(unused).toEqual([]);
  });
});
