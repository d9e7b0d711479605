import { describe, expect, it } from 'vitest';
import { clientErrorCodes, documentedErrorCodes, HostingApiError } from '../../src/api/index.js';
import { english, phrase } from '../../src/i18n/index.js';
import { describeError, errorMessage, serverNotFound, UserError } from '../../src/render/errors.js';

const serverNotFoundSentence = english.say(serverNotFound);

const apiError = (code: string, status: number | undefined = 400) =>
  new HostingApiError({ code, status, message: `raw ${code}`, requestId: 'req-1' });

describe('describeError', () => {
  it('tells a guild past its fair share when to try again, as an expected refusal', () => {
    const busy = new HostingApiError({ code: 'TENANT_BUSY', message: 'raw', retryAfterSeconds: 7 });
    expect(describeError(busy)).toEqual({
      phrase: phrase('error.tenantBusy', { seconds: 7 }),
      sentence: 'Too many requests from this server right now. Try again in 7 s.',
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
      phrase: phrase('validation.ramSteps'),
    });
    expect(describeError(local)).toEqual({
      phrase: phrase('validation.ramSteps'),
      sentence: 'RAM must be a positive multiple of 0.5 GB (for example 2, 2.5 or 3).',
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
    expect(describeError(new UserError(serverNotFound)).sentence).toBe(serverNotFoundSentence);
  });

  it('hides internal errors behind a generic sentence', () => {
    const description = describeError(new TypeError('cannot read properties of undefined'));
    expect(description.sentence).not.toContain('undefined');
    expect(description.unexpected).toBe(true);
  });

  it('renders one line plus the request id', () => {
    const failed = phrase('error.internal');
    const sentence = english.say(failed);
    expect(errorMessage({ phrase: failed, requestId: 'req-9' }, english)).toBe(
      `❌ ${sentence}\n-# Request id: \`req-9\``,
    );
    expect(errorMessage({ phrase: failed, requestId: undefined }, english)).toBe(`❌ ${sentence}`);
  });
});

describe('describeError for its reader', () => {
  it('tells ops what it can do itself where a community is sent to its provider', () => {
    const suspended = apiError('SERVER_SUSPENDED', 409);
    expect(describeError(suspended, 'ops').sentence).toContain('Lift the suspension in the hosting panel');
    expect(describeError(suspended, 'community').sentence).toContain('Contact your hosting provider');
    expect(describeError(suspended).sentence).toBe(describeError(suspended, 'community').sentence);
    // Nobody is sent to "the reseller": ops is the reseller, and a community knows it as its provider.
    for (const code of documentedErrorCodes) {
      expect(describeError(apiError(code), 'ops').sentence).not.toMatch(/reseller|hosting provider/i);
      expect(describeError(apiError(code), 'community').sentence).not.toMatch(/reseller/i);
    }
  });

  it("states the plan's RAM bound when the API's message gives it, else where to find it", () => {
    const above = new HostingApiError({
      code: 'ABOVE_MAX_RAM',
      status: 400,
      message: 'RAM must be at most 32 GB',
    });
    expect(describeError(above).sentence).toBe(
      "That much RAM is above the pricing plan's maximum of 32 GB. Choose 32 GB or less.",
    );
    const below = new HostingApiError({ code: 'BELOW_MIN_RAM', status: 400, message: 'at least 1.5gb' });
    expect(describeError(below).sentence).toContain('minimum of 1.5 GB');
    expect(describeError(apiError('ABOVE_MAX_RAM')).sentence).toContain(
      "the plan's entry in the hosting panel",
    );
  });
});
