import { describe, expect, it } from 'vitest';
import { parseResetHeader, parseRetryAfter, readRateLimit } from '../../src/api/rate-limit-headers.js';

const t0 = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('reading reset times', () => {
  it('tells the X-RateLimit-Reset forms apart by magnitude and format', () => {
    expect(parseResetHeader(String(t0 / 1000 + 30), t0)).toEqual({ at: t0 + 30_000, relative: false });
    expect(parseResetHeader(String(t0 + 1_500), t0)).toEqual({ at: t0 + 1_500, relative: false });
    expect(parseResetHeader('12', t0)).toEqual({ at: t0 + 12_000, relative: true });
    expect(parseResetHeader('0.5', t0)).toEqual({ at: t0 + 500, relative: true });
    expect(parseResetHeader(new Date(t0 + 7_000).toUTCString(), t0)).toEqual({
      at: t0 + 7_000,
      relative: false,
    });
    expect(parseResetHeader('soon', t0)).toBeUndefined();
    expect(parseResetHeader(undefined, t0)).toBeUndefined();
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('3', t0)).toBe(t0 + 3_000);
    expect(parseRetryAfter(new Date(t0 + 9_000).toUTCString(), t0)).toBe(t0 + 9_000);
    expect(parseRetryAfter('later', t0)).toBeUndefined();
  });
});

describe('reading the rate-limit headers of a response', () => {
  it('reads limit, remaining, reset and Retry-After', () => {
    const headers = {
      'x-ratelimit-limit': '120',
      'x-ratelimit-remaining': '7',
      'x-ratelimit-reset': '30',
      'retry-after': '2',
    };
    expect(readRateLimit(headers, t0)).toEqual({
      limit: 120,
      remaining: 7,
      reset: { at: t0 + 30_000, relative: true },
      retryAfter: t0 + 2_000,
    });
  });

  it('leaves out what is absent or not a number', () => {
    expect(readRateLimit({ 'x-ratelimit-limit': 'many' }, t0)).toEqual({
      limit: undefined,
      remaining: undefined,
      reset: undefined,
      retryAfter: undefined,
    });
  });
});
