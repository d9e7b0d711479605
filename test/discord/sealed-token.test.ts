import { describe, expect, it } from 'vitest';
import { openInteractionToken, sealInteractionToken } from '../../src/discord/sealed-token.js';

describe('sealed interaction tokens', () => {
  const botToken = 'bot-token-for-sealing';
  const token = 'aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OnNlY3JldA';

  it('opens with the bot token it was sealed under, and never shows the token', () => {
    const sealed = sealInteractionToken(token, botToken);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(token);
    expect(sealInteractionToken(token, botToken)).not.toBe(sealed);
    expect(openInteractionToken(sealed, botToken)).toBe(token);
  });

  it('does not open under another bot token, damaged, or in clear', () => {
    const sealed = sealInteractionToken(token, botToken);
    expect(openInteractionToken(sealed, 'another-bot-token')).toBeUndefined();
    expect(openInteractionToken(`${sealed.slice(0, -2)}AA`, botToken)).toBeUndefined();
    expect(openInteractionToken(token, botToken)).toBeUndefined();
  });
});
