import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/catalogues.js';
import { discordLocales, translatorFor } from '../../src/i18n/index.js';
import {
  narrowNoBreakSpace,
  quotationMarks,
  typography,
  type TypographyLocale,
  type TypographyRules,
} from '../../src/i18n/typography.js';
import { proseOf } from '../support/message-values.js';

/** What in one text breaks the locale's rules, in words a translator can act on. */
function faultsOf(text: string, rules: TypographyRules): string[] {
  const faults: string[] = [];
  const [open, close] = rules.quotes;
  for (const mark of quotationMarks)
    if (mark !== open && mark !== close && text.includes(mark)) faults.push(`quotation mark ${mark}`);
  const otherApostrophe = rules.apostrophe === "'" ? '’' : "'";
  if (rules.apostrophe !== null && new RegExp(`\\p{L}${otherApostrophe}\\p{L}`, 'u').test(text))
    faults.push(`apostrophe ${otherApostrophe} (this language writes ${rules.apostrophe})`);
  if (/\uFFFC\s?%|\d\s?%|%\s?\uFFFC/u.test(text)) faults.push('a percentage written by hand (use ::percent)');
  if (rules.frenchSpacing) {
    if (/[^\u202F][;:!?]/u.test(text) || /^[;:!?]/u.test(text))
      faults.push('no narrow no-break space before ; : ! ?');
    if (/«[^\u202F]|[^\u202F]»/u.test(text)) faults.push('no narrow no-break space inside « »');
  }
  return faults;
}

const withCatalogue = discordLocales.filter((locale) => catalogues.has(locale));

describe('typography', () => {
  it('has rules for every locale with a catalogue, and for the ones being added', () => {
    expect(withCatalogue.filter((locale) => !Object.hasOwn(typography, locale))).toEqual([]);
    expect(Object.keys(typography)).toEqual(
      expect.arrayContaining(['ja', 'ko', 'zh-CN', 'zh-TW', 'sv-SE', 'cs']),
    );
  });

  it.each(withCatalogue)("writes every message of %s with its language's marks and spacing", (locale) => {
    const rules = typography[locale as TypographyLocale];
    const catalogue = catalogues.get(locale) ?? {};
    const faults = Object.entries(catalogue).flatMap(([key, message]) =>
      proseOf(message as string).flatMap((text) => faultsOf(text, rules).map((fault) => `${key}: ${fault}`)),
    );
    expect([...new Set(faults)]).toEqual([]);
  });

  it('finds each fault it looks for', () => {
    const french = typography.fr;
    expect(faultsOf('Serveur : prêt', french)).toEqual(['no narrow no-break space before ; : ! ?']);
    expect(faultsOf(`Serveur${narrowNoBreakSpace}: prêt`, french)).toEqual([]);
    expect(faultsOf(`« X${narrowNoBreakSpace}»`, french)).toEqual(['no narrow no-break space inside « »']);
    expect(faultsOf("l'alerte", french)).toEqual(["apostrophe ' (this language writes ’)"]);
    expect(faultsOf('"x"', typography.de)).toEqual(['quotation mark "']);
    expect(faultsOf('über 90 %', typography.de)).toEqual(['a percentage written by hand (use ::percent)']);
    expect(proseOf("{n, plural, one {l'un} other {`a:b` x}}")).toEqual(["l'un", '\uFFFC x', '\uFFFC']);
  });

  it('leaves percentages to CLDR: 90 % in German and French, 90% in English, %90 in Turkish', () => {
    const percent = (locale: 'de' | 'fr' | 'en-US' | 'tr') =>
      translatorFor(locale).t('audit.value.percent', { value: 90 });
    const cldr = (locale: string) => new Intl.NumberFormat(locale, { style: 'percent' }).format(0.9);
    for (const locale of ['de', 'fr', 'en-US', 'tr'] as const) expect(percent(locale)).toBe(cldr(locale));
    expect(percent('de')).toMatch(/^90[\u00A0\u202F]%$/u);
    expect(percent('en-US')).toBe('90%');
    expect(percent('tr')).toBe('%90');
  });

  it('puts whole sentences side by side with a space, but none after 。 in Japanese and Chinese', () => {
    const sentences = (locale: 'ja' | 'zh-CN' | 'zh-TW' | 'ko' | 'fr') =>
      translatorFor(locale).sentences([
        translatorFor(locale).t('mods.install.uploadedTo', { type: 'mods' }),
        translatorFor(locale).t('mods.install.restart.ops'),
      ]);
    for (const locale of ['ja', 'zh-CN', 'zh-TW'] as const)
      expect(sentences(locale)).not.toMatch(/[。！？] /u);
    expect(sentences('ja')).toMatch(/。\S/u);
    expect(sentences('ko')).toMatch(/\. \S/u);
    expect(sentences('fr')).toMatch(/\. \S/u);
  });
});
