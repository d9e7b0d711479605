import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StoreError, parseStored } from '../../src/store/errors.js';

describe('parseStored', () => {
  const schema = z.object({ count: z.number() });

  it('answers the value as its schema reads it', () => {
    expect(parseStored('memory', schema, 'the value stored at "k"', { count: 2 })).toEqual({ count: 2 });
  });

  it('refuses a value that does not match, naming it, as a failed read', () => {
    const read = () => parseStored('redis', schema, 'the board stored at "g1/c1"', { count: 'two' });
    expect(read).toThrow(StoreError);
    expect(read).toThrow(
      'the redis store could not read: the board stored at "g1/c1" does not match its schema',
    );
  });

  it("refuses undefined too: absence is the caller's to tell", () => {
    expect(() => parseStored('memory', schema, 'the lease "poller"', undefined)).toThrow(/does not match/);
  });

  it('reports the operation it was part of', () => {
    const opening = () => parseStored('sqlite', schema, 'the document', null, 'open');
    expect(opening).toThrow(/^DATABASE_URL names a sqlite store the bot cannot use: the document does not/);
  });
});
