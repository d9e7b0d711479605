import { describe, expect, it } from 'vitest';
import { cutText, flattenChat, plainText } from '../../src/game/text.js';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('game text made plain', () => {
  it('flattens a chat-component tree and strips § colour and format codes', () => {
    const description = {
      text: '§aHello ',
      extra: [{ text: 'brave', color: 'gold', extra: ['§l new'] }, { text: ' §kworld' }],
    };
    expect(flattenChat(description)).toBe('§aHello brave§l new §kworld');
    expect(plainText(description, 100)).toBe('Hello brave new world');
  });

  it('keeps one line feed, drops other controls and direction overrides', () => {
    expect(plainText('Line one\n\n\nLine\u0007 two\u202e', 100)).toBe('Line one\nLine two');
  });

  it('cuts on grapheme boundaries, marking the cut', () => {
    const text = `ab${'🇩🇪'.repeat(10)}`;
    const cut = cutText(text, 11);
    expect(cut).toBe('ab🇩🇪🇩🇪…');
    expect(cut).not.toMatch(loneSurrogate);
  });

  it('is undefined when nothing readable is left', () => {
    expect(plainText('§a§l  ', 100)).toBeUndefined();
    expect(plainText({ extra: 42 }, 100)).toBeUndefined();
  });
});
