import { headerValue, type ResponseHeaders } from './envelope.js';

function numberHeader(headers: ResponseHeaders, name: string): number | undefined {
  const value = headerValue(headers, name)?.trim();
  if (value === undefined || !/^\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}

/** When a window resets; `relative` when the header counted from now, so readings in one window jitter. */
export type ResetTime = { at: number; relative: boolean };

/**
 * Readings of a relative reset (whole seconds from now, rounded) differ by up to a second within one window,
 * so windows shorter than that cannot be told apart in that form.
 */
export const relativeResetToleranceMs = 1_000;

/**
 * X-RateLimit-Reset, whose form is told by magnitude: from 1e12 epoch milliseconds (2001 onwards), from 1e9
 * epoch seconds (likewise), smaller numbers seconds from now; anything else is read as an HTTP date.
 */
export function parseResetHeader(value: string | undefined, now: number): ResetTime | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const number = Number(trimmed);
    if (number >= 1e12) return { at: number, relative: false };
    if (number >= 1e9) return { at: number * 1000, relative: false };
    return { at: now + number * 1000, relative: true };
  }
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : { at: date, relative: false };
}

/** Retry-After as an epoch time in milliseconds: delay seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return now + Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : date;
}

/**
 * What a response's headers say about the key's rate limit; each part undefined when absent or unreadable.
 */
export type RateLimitReading = {
  limit: number | undefined;
  remaining: number | undefined;
  reset: ResetTime | undefined;
  /** Retry-After as an epoch time in milliseconds. */
  retryAfter: number | undefined;
};

/** Reads X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset and Retry-After. */
export function readRateLimit(headers: ResponseHeaders, now: number): RateLimitReading {
  return {
    limit: numberHeader(headers, 'x-ratelimit-limit'),
    remaining: numberHeader(headers, 'x-ratelimit-remaining'),
    reset: parseResetHeader(headerValue(headers, 'x-ratelimit-reset'), now),
    retryAfter: parseRetryAfter(headerValue(headers, 'retry-after'), now),
  };
}
