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

  it('refuses one whose message needs a value it does not carry (a placeholder added since it was queued)', () => {
    const parsed = knownPhraseSchema.safeParse({ key: 'alerts.ops.boardPaused', values: { board: 'x' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('alerts.ops.boardPaused cannot be said');
  });
});
