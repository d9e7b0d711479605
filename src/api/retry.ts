import type { HostingApiError } from './errors.js';

/** Exponential backoff with full jitter: attempt n waits a random time in [0, min(cap, base * 2^n)). */
export type Backoff = { baseMs: number; capMs: number; random: () => number };

export const defaultRetryBackoff: Backoff = { baseMs: 200, capMs: 5_000, random: Math.random };

export function backoffDelay(attempt: number, backoff: Backoff): number {
  return backoff.random() * Math.min(backoff.capMs, backoff.baseMs * 2 ** attempt);
}

/**
 * 5xx codes that name a lasting state rather than a passing failure: missing server configuration stays
 * missing until someone fixes it, so repeating the call only spends the rate limit.
 */
const lastingServerErrors: ReadonlySet<string> = new Set(['CONFIG_ERROR']);

/**
 * The one rule for whether a failure may pass on its own (the network, a timeout, the server side), so that
 * repeating the call is worth it. A 429 is apart: the governor holds the next attempt until the reset.
 */
export function isTransient(error: HostingApiError): boolean {
  return (
    error.code === 'NETWORK_ERROR' ||
    error.code === 'TIMEOUT' ||
    (error.status !== undefined && error.status >= 500 && !lastingServerErrors.has(error.code))
  );
}

/**
 * Whether sending the request again cannot do the work twice: GET and DELETE are idempotent, a POST is
 * deduplicated by its Idempotency-Key, and a PATCH is only safe under If-Match (a repeat finds the version
 * moved on and fails with CONFLICT instead of applying twice).
 */
export function isRepeatable(request: {
  method: string;
  idempotencyKey?: string | undefined;
  ifMatch?: number | undefined;
}): boolean {
  switch (request.method) {
    case 'GET':
    case 'DELETE':
      return true;
    case 'POST':
      return request.idempotencyKey !== undefined;
    case 'PATCH':
      return request.ifMatch !== undefined;
    default:
      return false;
  }
}
