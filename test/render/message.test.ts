import { describe, expect, it } from 'vitest';
import { english } from '../../src/i18n/index.js';
import { finalize } from '../../src/render/message.js';

describe('finalize', () => {
  const apiKey = 'rsk_live_0123456789abcdef';
  const token = 'bot-token-secret-value';

  it('scrubs the API key and the bot token from every text of the message, wherever it came from', () => {
    const message = finalize(
      {
        content: `key ${apiKey}`,
        embeds: [
          {
            title: `title ${token}`,
            description: `an entry quoting ${apiKey} twice: ${apiKey}`,
            fields: [{ name: token, value: `value ${apiKey}` }],
            footer: { text: apiKey },
            author: { name: token },
          },
        ],
        components: [
          { type: 1, components: [{ type: 2, style: 1, custom_id: 'confirm', label: `go ${token}` }] },
        ],
      },
      [apiKey, token],
      english,
    );
    const sent = JSON.stringify(message);
    expect(sent).not.toContain(apiKey);
    expect(sent).not.toContain(token);
    expect(message.embeds[0]?.description).toBe('an entry quoting [REDACTED] twice: [REDACTED]');
    expect(message.allowedMentions).toEqual({ parse: [] });
  });

  it('scrubs a secret that markdown escaping has already changed', () => {
    const key = 'rsk_sandbox_alpha';
    const message = finalize({ content: 'quoted: rsk\\_sandbox\\_alpha' }, [key], english);
    expect(message.content).toBe('quoted: [REDACTED]');
  });

  it('scrubs what a cut left of a secret on either side of its mark', () => {
    const cutOnBothSides = `Srv ${apiKey.slice(0, 12)}…${apiKey.slice(-10)} end`;
    expect(finalize({ content: cutOnBothSides }, [apiKey], english).content).toBe('Srv … end');
  });

  it('scrubs the shortest part a cut left on either side, and keeps every ellipsis with no secret beside it', () => {
    const content = (text: string) => finalize({ content: text }, [apiKey], english).content;
    expect(content(`…Asking… ${apiKey.slice(0, 6)}… end…`)).toBe('…Asking… … end…');
    expect(content(`…Asking… …${apiKey.slice(-6)}, …middle… end…`)).toBe('…Asking… …, …middle… end…');
    expect(content("…Asking… a key's …middle… end…")).toBe("…Asking… a key's …middle… end…");
  });
});
