import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/catalogues.js';
import { compileMessage } from '../../src/i18n/compiled-message.js';
import { sampleValues } from '../support/message-values.js';

/** What intl-messageformat makes of a message, the output every compiled message must match. */
const formatted = (message: string, locale: string, values?: Record<string, string | number>) =>
  String(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values));

describe('a compiled message', () => {
  it('says every message of every catalogue as intl-messageformat does', () => {
    let compared = 0;
    for (const [locale, catalogue] of catalogues)
      for (const message of Object.values(catalogue)) {
        if (message === undefined) continue;
        const values = sampleValues(message) as Record<string, string | number>;
        expect(compileMessage(message, locale).format(values), `${locale}: ${message}`).toBe(
          formatted(message, locale, values),
        );
        compared += 1;
      }
    expect(compared).toBeGreaterThan(10_000);
  });

  it.each([
    ['a plain sentence', 'Server list'],
    ['apostrophes that quote nothing', "l'ordinateur s'arrête"],
    ['a doubled apostrophe (one apostrophe)', "it''s down"],
    ['quoted angle brackets (quoted even with tags ignored)', "'<not a tag>' here"],
    ['Discord markup (tags ignored)', 'in <#123> since <t:1700000000:R>'],
    ['a pound sign outside a plural', 'issue #4'],
    ['an argument', 'Hello {name}'],
    ['a plural with its pound sign', '{count, plural, one {# server} other {# servers}}'],
  ])('reads %s as intl-messageformat does', (_, message) => {
    const values = { name: 'Ops', count: 3 };
    expect(compileMessage(message, 'fr').format(values)).toBe(formatted(message, 'fr', values));
  });
});
