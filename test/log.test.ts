import { describe, expect, it } from 'vitest';
import { DiscordAPIError } from 'discord.js';
import { createLogger, errorLogKeys, redactSecrets, withoutPathTokens } from '../src/log.js';
import { logLines } from './support/log-lines.js';

function collectingLogger(secrets: string[]) {
  const { lines, destination } = logLines();
  return { logger: createLogger({ level: 'trace', secrets, destination }), lines };
}

describe('logging redaction', () => {
  const apiKey = 'rsk_live_0123456789abcdef';
  const token = 'bot.token.value-123';

  it('removes secrets from messages, fields, nested objects and error stacks', () => {
    const { logger, lines } = collectingLogger([apiKey, token]);
    logger.info(`calling with ${apiKey}`);
    logger.warn({ headers: { authorization: `Bearer ${apiKey}` } }, 'request');
    logger.error({ err: new Error(`failed for ${token}`) }, 'boom');
    logger.debug({ nested: { deeper: [{ value: `x${apiKey}y` }] } }, 'nested');
    logger.info({ url: `https://example/api?key=${apiKey}` }, 'url');
    const output = lines.join('');
    expect(lines).toHaveLength(5);
    expect(output).not.toContain(apiKey);
    expect(output).not.toContain(token);
    expect(output).toContain('[REDACTED]');
  });

  it('redacts every occurrence in a string', () => {
    expect(redactSecrets('a-SECRET-b-SECRET', ['SECRET'])).toBe('a-[REDACTED]-b-[REDACTED]');
  });

  it('scrubs the user and password of every URL in a line, in any field', () => {
    const { lines, destination } = logLines();
    const logger = createLogger({ level: 'info', secrets: [], destination });
    logger.error(
      {
        err: new Error('connect to redis://:s3cret-pass@cache:6379 failed'),
        api: 'http://ops:pw1@127.0.0.1/api',
      },
      'DISCORD_API_URL https://bot:tok3n@discord.example/api could not be reached',
    );
    const output = lines.join('');
    for (const secret of ['s3cret-pass', 'pw1', 'tok3n', 'ops:', 'bot:'])
      expect(output).not.toContain(secret);
    expect(output).toContain('redis://[REDACTED]@cache:6379');
    expect(output).toContain('https://[REDACTED]@discord.example/api');
    expect(redactSecrets('see http://127.0.0.1:9/api and mailto:a@b', [])).toBe(
      'see http://127.0.0.1:9/api and mailto:a@b',
    );
  });
});

describe('the one error serializer', () => {
  const token = 'aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OjFhMmIzYw';
  const discordError = (url: string) =>
    new DiscordAPIError({ code: 50035, message: 'Invalid Form Body' }, 50035, 400, 'PATCH', url, {
      body: { content: 'Secret reply text' },
      files: undefined,
    });

  it('drops the request body and redacts the token of every interaction and webhook path, causes too', () => {
    const { logger, lines } = collectingLogger([]);
    const base = 'https://discord.com/api/v10';
    logger.error({ err: discordError(`${base}/webhooks/100/${token}/messages/@original`) }, 'edit failed');
    logger.warn({ err: discordError(`${base}/interactions/200/${token}/callback?with_response=true`) }, 'x');
    logger
      .child({ part: 'child' })
      .error(
        { err: new Error('wrapped', { cause: discordError(`${base}/webhooks/100/${token}`) }) },
        'wrapped failure',
      );
    const output = lines.join('');
    expect(lines).toHaveLength(3);
    expect(output).not.toContain(token);
    expect(output).not.toContain('Secret reply text');
    expect(output).toContain('/webhooks/100/[REDACTED]/messages/@original');
    expect(output).toContain('/interactions/200/[REDACTED]/callback');
    expect(output).toContain('"status":400');
  });

  it("serves every key an error may be logged under, not only pino's `err`", () => {
    const { logger, lines } = collectingLogger([]);
    const url = `https://discord.com/api/v10/webhooks/100/${token}/messages/@original`;
    for (const key of errorLogKeys) {
      logger.error({ [key]: discordError(url) }, `under ${key}`);
      logger.warn({ [key]: new Error('wrapped', { cause: discordError(url) }) }, `wrapped under ${key}`);
    }
    expect(lines).toHaveLength(errorLogKeys.length * 2);
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain('Secret reply text');
    }
    for (const direct of lines.filter((line) => line.includes('"msg":"under ')))
      expect(direct).toContain('/webhooks/100/[REDACTED]/messages/@original');
    expect(errorLogKeys).toEqual(expect.arrayContaining(['err', 'error', 'cause', 'reason']));
  });

  it('leaves other paths alone', () => {
    expect(withoutPathTokens('/channels/1/messages/2 and /webhooks/abc')).toBe(
      '/channels/1/messages/2 and /webhooks/abc',
    );
  });
});

describe('LOG_FORMAT=pretty', () => {
  it('prints readable lines, still without secrets', () => {
    const apiKey = 'rsk_live_pretty_0123456789';
    const { lines, destination } = logLines();
    const logger = createLogger({ level: 'info', secrets: [apiKey], destination, format: 'pretty' });
    logger.warn({ url: `https://example/api?key=${apiKey}` }, 'hosting api slow');
    const output = lines.join('');
    expect(output).toMatch(/WARN.*hosting api slow/);
    expect(output).not.toMatch(/^\{/);
    expect(output).not.toContain(apiKey);
    expect(output).toContain('[REDACTED]');
  });
});
