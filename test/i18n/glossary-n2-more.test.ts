import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/catalogues.js';
import zhTW from '../../src/i18n/catalogue/zh-TW.js';
import { glossaries } from '../../src/i18n/glossary/index.js';
import { glossaryTerms } from '../../src/i18n/glossary/types.js';
import { proseOf } from '../support/message-values.js';

/**
 * What the shared glossary and typography tests cannot see: Traditional characters written with the
 * mainland's words. Taiwan says 訊息, 預設, 使用者, 檔案, 網路, 設定, 支援, 取得, 透過, 連結, 品質, 軟體 where the
 * mainland says these (in either script). Not 視頻: Discord's own 「檢視頻道」 (View Channel) contains it.
 */
const mainlandWords = [
  '信息',
  '默認',
  '默认',
  '用戶',
  '文件',
  '網絡',
  '视频',
  '設置',
  '支持',
  '獲取',
  '通過',
  '鏈接',
  '質量',
  '軟件',
  '服務器',
];

/** Each message of a catalogue whose prose uses one of the words, as `key: word`. */
function wordsUsed(catalogue: Readonly<Record<string, string>>, words: readonly string[]): string[] {
  return Object.entries(catalogue).flatMap(([key, message]) => {
    const prose = proseOf(message).join('\n');
    return words.filter((word) => prose.includes(word)).map((word) => `${key}: ${word}`);
  });
}

describe('zh-TW', () => {
  it("says things in Taiwan's words, not the mainland's", () => {
    expect(wordsUsed(zhTW, mainlandWords)).toEqual([]);
  });

  it('finds a mainland word in prose, not in code', () => {
    expect(wordsUsed({ a: '伺服器信息', b: '`信息` {x}' }, mainlandWords)).toEqual(['a: 信息']);
  });
});

/**
 * glossary.test.ts holds a catalogue to none of the replaced variants; this holds these glossaries to their
 * catalogues, so a chosen word nobody wrote (a term translated another way after all) fails instead of
 * passing as a record.
 */
describe.each(['zh-TW', 'sv-SE', 'cs'] as const)('the %s glossary', (locale) => {
  it('names words the catalogue uses', () => {
    const messages = Object.values(catalogues.get(locale) ?? {}).map((message) => message.toLowerCase());
    const glossary = glossaries[locale];
    const unused = glossaryTerms.filter(
      (term) => !messages.some((message) => message.includes(glossary[term].use.toLowerCase())),
    );
    expect(unused).toEqual([]);
  });
});
