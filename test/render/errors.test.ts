import { describe, expect, it } from 'vitest';
import { clientErrorCodes, documentedErrorCodes, HostingApiError } from '../../src/api/index.js';
import { describeError, errorMessage, serverNotFoundSentence, UserError } from '../../src/render/errors.js';

const apiError = (code: string, status: number | undefined = 400) =>
  new HostingApiError({ code, status, message: `raw ${code}`, requestId: 'req-1' });

describe('describeError', () => {
  it('tells a guild past its fair share when to try again, as an expected refusal', () => {
    const busy = new HostingApiError({ code: 'TENANT_BUSY', message: 'raw', retryAfterSeconds: 7 });
    expect(describeError(busy)).toEqual({
      sentence: 'Too many requests from this server right now, try again in 7 s.',
      requestId: undefined,
      unexpected: false,
    });
  });

  it('gives every documented code its own sentence, carrying the request id', () => {
    const sentences = documentedErrorCodes.map((code) => describeError(apiError(code)).sentence);
    expect(new Set(sentences).size).toBe(documentedErrorCodes.length);
    for (const code of documentedErrorCodes) {
      const description = describeError(apiError(code));
      expect(description.requestId).toBe('req-1');
      expect(description.sentence).not.toContain(`raw ${code}`);
      expect(description.sentence).toMatch(/\.$/);
    }
  });

  it('words the failures the client detects itself', () => {
    for (const code of clientErrorCodes.filter((code) => code !== 'HTTP_ERROR')) {
      expect(describeError(apiError(code, undefined)).sentence).not.toMatch(/\(/);
    }
    expect(describeError(apiError('HTTP_ERROR', 502)).sentence).toContain('HTTP 502');
  });

  it('passes local validation messages through, since nothing was sent', () => {
    const local = new HostingApiError({
      code: 'INVALID_RAM',
      message: 'RAM must be a positive multiple of 0.5 GB.',
      field: 'ramGb',
    });
    expect(describeError(local)).toEqual({
      sentence: 'RAM must be a positive multiple of 0.5 GB.',
      requestId: undefined,
      unexpected: false,
    });
  });

  it('names an unknown code and flags it as unexpected', () => {
    const description = describeError(apiError('SOMETHING_NEW'));
    expect(description.sentence).toContain('SOMETHING_NEW');
    expect(description.unexpected).toBe(true);
  });

  it('answers a missing server and a server of another guild with the same words', () => {
    expect(describeError(apiError('SERVER_NOT_FOUND', 404)).sentence).toBe(serverNotFoundSentence);
    expect(describeError(new UserError(serverNotFoundSentence)).sentence).toBe(serverNotFoundSentence);
  });

  it('hides internal errors behind a generic sentence', () => {
    const description = describeError(new TypeError('cannot read properties of undefined'));
    expect(description.sentence).not.toContain('undefined');
    expect(description.unexpected).toBe(true);
  });

  it('renders one line plus the request id', () => {
    expect(errorMessage({ sentence: 'It failed.', requestId: 'req-9', unexpected: false })).toBe(
      '❌ It failed.\n-# Request id: `req-9`',
    );
    expect(errorMessage({ sentence: 'It failed.', requestId: undefined, unexpected: false })).toBe(
      '❌ It failed.',
    );
  });
});
