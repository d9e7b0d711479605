import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import cs from '../../src/i18n/catalogue/cs.js';
import svSE from '../../src/i18n/catalogue/sv-SE.js';
import zhTW from '../../src/i18n/catalogue/zh-TW.js';
import { glossaryTerms, type Glossary } from '../../src/i18n/glossary/types.js';
import { glossary as csGlossary } from '../../src/i18n/glossary/cs.js';
import { glossary as svSEGlossary } from '../../src/i18n/glossary/sv-SE.js';
import { glossary as zhTWGlossary } from '../../src/i18n/glossary/zh-TW.js';

type Checked = {
  catalogue: Readonly<Record<string, string>>;
  glossary: Glossary;
  /** Quote marks the locale never uses (its own are the rest). */
  foreignQuotes: readonly string[];
  /** Words of another variety of the language that a reader of this one would stumble on. */
  foreignWords?: readonly string[];
};

const locales: Record<string, Checked> = {
  cs: { catalogue: cs, glossary: csGlossary, foreignQuotes: ['"', "'", '”', '«', '»', '‘', '‚'] },
  'sv-SE': { catalogue: svSE, glossary: svSEGlossary, foreignQuotes: ['"', "'", '“', '„', '«', '»', '‘'] },
  'zh-TW': {
    catalogue: zhTW,
    glossary: zhTWGlossary,
    foreignQuotes: ['"', '“', '”', '‘', '’', '『', '』'],
    // The mainland's words where Taiwan says 訊息, 預設, 使用者, 檔案, 網路, 設定, 支援, 取得, 透過, 連結.
    foreignWords: [
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
    ],
  },
};

/** The words a reader sees in a message: its literal text, in plurals and selects too, not the ICU syntax. */
function textOf(message: string): string {
  const walk = (elements: MessageFormatElement[]): string[] =>
    elements.flatMap((element) => {
      if (element.type === TYPE.literal) return [element.value];
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options).flatMap((option) => walk(option.value));
      return [];
    });
  return walk(parse(message, { ignoreTag: true })).join(' ');
}

/** Where a catalogue uses a word: the keys of the messages whose text contains it, case-insensitively. */
function keysUsing(catalogue: Readonly<Record<string, string>>, word: string): string[] {
  const needle = word.toLocaleLowerCase();
  return Object.entries(catalogue)
    .filter(([, message]) => textOf(message).toLocaleLowerCase().includes(needle))
    .map(([key]) => key);
}

describe.each(Object.entries(locales))(
  '%s',
  (_locale, { catalogue, glossary, foreignQuotes, foreignWords }) => {
    it('names one word for every term of the glossary, none of whose replaced variants is part of it', () => {
      expect(Object.keys(glossary).sort()).toEqual([...glossaryTerms].sort());
      for (const term of glossaryTerms) {
        const { use, replaces } = glossary[term];
        expect(use.length, term).toBeGreaterThan(0);
        for (const variant of replaces)
          expect(use.toLocaleLowerCase().includes(variant.toLocaleLowerCase()), `${term}: ${variant}`).toBe(
            false,
          );
      }
    });

    it('uses no variant its glossary replaces', () => {
      const used = glossaryTerms.flatMap((term) =>
        glossary[term].replaces.flatMap((variant) =>
          keysUsing(catalogue, variant).map((key) => `${term}: "${variant}" in ${key}`),
        ),
      );
      expect(used).toEqual([]);
    });

    it('uses its own quote marks and no other variety’s words', () => {
      const found = [...foreignQuotes, ...(foreignWords ?? [])].flatMap((word) =>
        keysUsing(catalogue, word).map((key) => `"${word}" in ${key}`),
      );
      expect(found).toEqual([]);
    });
  },
);
