import { describe, expect, it } from 'vitest';
import { knownPhraseSchema } from '../../src/delivery/phrases.js';

describe('a queued notice line', () => {
  it('reads back a phrase whose keys, nested ones too, are in the catalogue', () => {
    const line = { key: 'permission.lacking', values: { permissions: [{ key: 'permission.embedLinks' }] } };
    expect(knownPhraseSchema.parse(line)).toEqual(line);
  });

  it('refuses one whose key a later version dropped, so its item is set aside rather than said wrong', () => {
    expect(knownPhraseSchema.safeParse({ key: 'retired.sentence' }).success).toBe(false);
    expect(
      knownPhraseSchema.safeParse({ key: 'permission.lacking', values: { permissions: [{ key: 'gone' }] } })
        .success,
    ).toBe(false);
  });
});
