import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/catalogues.js';
import { fallbackChain, fallbackOf, translatorFor, type MessageKey } from '../../src/i18n/index.js';
import { sampleValues } from '../support/message-values.js';

const english = catalogues.get('en-US') ?? {};
const keys = Object.keys(english) as MessageKey[];

describe('a locale with a fallback', () => {
  it('falls back as Discord does: en-GB to en-US, es-419 to es-ES, and every other locale to English', () => {
    expect(fallbackOf('en-GB')).toBe('en-US');
    expect(fallbackOf('es-419')).toBe('es-ES');
    expect(fallbackOf('de')).toBeUndefined();
    expect(fallbackChain('en-GB')).toEqual(['en-GB', 'en-US']);
    expect(fallbackChain('es-419')).toEqual(['es-419', 'es-ES', 'en-US']);
    expect(fallbackChain('de')).toEqual(['de', 'en-US']);
  });

  it.each([
    ['en-GB', 'en-US'],
    ['es-419', 'es-ES'],
  ] as const)("%s says each message it lacks in %s's words, formatted its own way", (locale, fallback) => {
    const own = catalogues.get(locale) ?? {};
    const theirs = catalogues.get(fallback) ?? {};
    const lacking = keys.filter((key) => own[key] === undefined);
    // Most of the catalogue: the point of falling back.
    expect(lacking.length).toBeGreaterThan(keys.length / 2);
    for (const key of lacking) {
      const values = sampleValues(english[key] as string);
      const expected = new IntlMessageFormat(theirs[key] as string, locale, undefined, { ignoreTag: true });
      expect(translatorFor(locale).t(key, values), `${locale} ${key}`).toBe(String(expected.format(values)));
    }
  });

  it('says a message it has in its own words, not its fallback’s', () => {
    expect(translatorFor('en-GB').t('language.name')).toBe('English (UK)');
    expect(translatorFor('en-US').t('language.name')).toBe('English (US)');
    const own = catalogues.get('es-419') ?? {};
    const key = keys.find((candidate) => own[candidate] !== undefined && !own[candidate]?.includes('{'));
    expect(key).toBeDefined();
    expect(translatorFor('es-419').t(key as MessageKey)).toBe(own[key as MessageKey]);
    expect(translatorFor('es-419').t(key as MessageKey)).not.toBe(
      translatorFor('es-ES').t(key as MessageKey),
    );
  });

  it("formats a fallback's words for its own reader: es-ES's sentence, es-419's numbers", () => {
    expect(catalogues.get('es-419')?.['unit.gigabytes']).toBeUndefined();
    expect(translatorFor('es-ES').t('unit.gigabytes', { value: 2.5 })).toBe('2,5 GB');
    expect(translatorFor('es-419').t('unit.gigabytes', { value: 2.5 })).toBe('2.5 GB');
  });
});
