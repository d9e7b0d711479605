import { describe, expect, it } from 'vitest';
import { fillSentence } from '../../src/render/sentences.js';

describe('fillSentence', () => {
  it('fills every named placeholder, and only the template', () => {
    expect(fillSentence('{who} moved {what} to {who}', { who: 'Ann', what: '{who}' })).toBe(
      'Ann moved {who} to Ann',
    );
    expect(fillSentence('{count} more', { count: 3 })).toBe('3 more');
  });

  it('refuses a placeholder without a value', () => {
    expect(() => fillSentence('Hello {name}', {})).toThrow('{name}');
  });
});
