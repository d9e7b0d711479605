import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/catalogues.js';
import { glossaries } from '../../src/i18n/glossary/index.js';
import { glossaryTerms, type Glossary, type GlossaryTerm } from '../../src/i18n/glossary/types.js';
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

/**
 * The words a glossary chose for a term, as its catalogue would write them: `written` where the dictionary
 * form is never written as is, else `use` up to its first note (`plan (pricing plan)`) with each of its
 * alternatives (`instalować / zainstalować`).
 */
function chosenWords(glossary: Glossary, term: GlossaryTerm): string[] {
  const { use, written } = glossary[term];
  if (written !== undefined) return [written];
  return (use.split(/ \(|;|,/)[0] ?? use).split(' / ').map((word) => word.trim());
}

/** The terms whose chosen word no message of `messages` writes in its prose. */
function termsUnwritten(messages: [MessageKey, string][], glossary: Glossary): GlossaryTerm[] {
  const prose = messages.map(([, message]) => proseOf(message).join('\n').toLowerCase());
  return glossaryTerms.filter(
    (term) =>
      !chosenWords(glossary, term).some((word) => prose.some((text) => text.includes(word.toLowerCase()))),
  );
}

/**
 * Traditional characters written with the mainland's words, which no glossary term catches: Taiwan says
 * 訊息, 預設, 使用者, 檔案, 網路, 設定, 支援, 取得, 透過, 連結, 品質, 軟體 where the mainland says these (in either
 * script). Not 視頻: Discord's own 「檢視頻道」 (View Channel) contains it.
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

/** Each message whose prose uses one of the words, as `key: word`. */
function wordsUsed(messages: [MessageKey, string][], words: readonly string[]): string[] {
  return messages.flatMap(([key, message]) => {
    const prose = proseOf(message).join('\n');
    return words.filter((word) => prose.includes(word)).map((word) => `${key}: ${word}`);
  });
}

describe('the glossaries', () => {
  it('has one for every locale with a catalogue', () => {
    expect(withCatalogue.filter((locale) => !Object.hasOwn(glossaries, locale))).toEqual([]);
  });

  it.each(withCatalogue)('keeps %s to the one word its glossary chose for each term', (locale) => {
    const glossary = glossaries[locale as keyof typeof glossaries];
    expect(variantsUsed(readerMessages(locale), glossary)).toEqual([]);
  });

  // Brands as the brands write them (the review found "curseforge" and "modrinth" in the English source). A
  // word made from a brand is the language's own (Czech "discordový", lower case as Czech adjectives are).
  it.each(withCatalogue)('writes in %s each brand the way the brand does', (locale) => {
    const brands = ['CurseForge', 'Modrinth', 'NeoForge', 'Discord'];
    const miswritten = readerMessages(locale).flatMap(([key, message]) =>
      proseOf(message).flatMap((prose) =>
        brands.flatMap((brand) =>
          (prose.match(new RegExp(`(?<!\\p{L})${brand}(?!\\p{L})`, 'giu')) ?? [])
            .filter((written) => written !== brand)
            .map((written) => `${key}: ${written}`),
        ),
      ),
    );
    expect(miswritten).toEqual([]);
  });

  // The other direction: a glossary records words its catalogue writes, so a chosen word nobody wrote (a
  // term translated another way after all) fails instead of passing as a record.
  it.each(withCatalogue)('names in %s, for each term, a word its reader does get', (locale) => {
    const glossary = glossaries[locale as keyof typeof glossaries];
    expect(termsUnwritten(readerMessages(locale), glossary)).toEqual([]);
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

  it('finds a chosen word nobody writes, looking at prose, alternatives and written forms', () => {
    const messages: [MessageKey, string][] = keys.map((key) => [key, '']);
    const all = termsUnwritten(messages, glossaries.pl);
    expect(all).toEqual([...glossaryTerms]);
    const written = (text: string) => termsUnwritten([['board.title', text]], glossaries.pl);
    expect(written('Nie można zainstalować modu.')).not.toContain('install');
    expect(written('`zainstalować` {x, select, zainstalować {a} other {b}}')).toContain('install');
    expect(written('w panelu hostingu')).not.toContain('hostingPanel');
    expect(written('panel hostingu')).toContain('hostingPanel');
  });

  it("says zh-TW in Taiwan's words, not the mainland's", () => {
    expect(wordsUsed(readerMessages('zh-TW'), mainlandWords)).toEqual([]);
    expect(
      wordsUsed(
        [
          ['board.title', '伺服器信息'],
          ['board.empty', '`信息` {x}'],
        ],
        mainlandWords,
      ),
    ).toEqual(['board.title: 信息']);
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
