import { describe, expect, it } from 'vitest';
import zhTW from '../../src/i18n/catalogue/zh-TW.js';
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
