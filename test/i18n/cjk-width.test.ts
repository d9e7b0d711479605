import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/catalogues.js';
import { pseudoLocale, supportedLocales, translatorFor, type MessageKey } from '../../src/i18n/index.js';
import { sampleValues } from '../support/message-values.js';

/**
 * Chinese, Japanese and Korean are shorter in characters than English but each of their characters takes two
 * columns on screen. The pseudo-locale is the longest translation by characters; this holds it to being the
 * widest on screen too, so the tour run in it shows the widest line any reader gets, CJK readers included.
 */
const wide = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** Columns a text takes in a monospace rendering: East Asian Wide and Fullwidth characters count two. */
function displayWidth(text: string): number {
  let columns = 0;
  for (const character of text) columns += wide.test(character) ? 2 : 1;
  return columns;
}

const english = catalogues.get('en-US') ?? {};
const keys = Object.keys(english) as MessageKey[];
const pseudo = translatorFor(pseudoLocale);

describe('width on screen', () => {
  it('counts a CJK character as two columns and a Latin one as one', () => {
    expect(displayWidth('RAM')).toBe(3);
    expect(displayWidth('ディスク')).toBe(8);
    expect(displayWidth('디스크 5 GB')).toBe(11);
    expect(displayWidth('磁盘（GB）')).toBe(10);
  });

  it('says no message of any locale wider on screen than the pseudo-locale says it', () => {
    const wider: string[] = [];
    for (const key of keys) {
      const values = sampleValues(english[key] as string);
      const columns = displayWidth(pseudo.t(key, values));
      for (const locale of supportedLocales) {
        const said = translatorFor(locale).t(key, values);
        if (displayWidth(said) > columns)
          wider.push(`${key} (${locale}: ${displayWidth(said)} > ${columns})`);
      }
    }
    expect(wider).toEqual([]);
  });
});
