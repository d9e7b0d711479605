import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostingApi, HostingApiError, RateLimitGovernor } from '../../src/api/index.js';
import { createLogger } from '../../src/log.js';
import { logLines } from '../support/log-lines.js';
import { startStub, testApiKey, type StubReply, type StubServer } from './stub-server.js';

const { lines, destination } = logLines();
// No secrets are handed to the logger: the API layer itself must never write the key.
const logger = createLogger({ level: 'debug', secrets: [], destination });

const echoKey = (status: number, code: string): StubReply => ({
  status,
  body: {
    error: { code, message: `Key ${testApiKey} (Bearer ${testApiKey}) was refused`, requestId: 'req-echo' },
  },
});

/** Every path that ends in an error, keyed by the path segment the stub sees. */
const replies: Record<string, StubReply> = {
  auth: echoKey(401, 'AUTH_REQUIRED'),
  limited: echoKey(429, 'RATE_LIMITED'),
  broken: echoKey(500, 'INTERNAL_ERROR'),
  plain: { status: 502, body: `<html>upstream said ${testApiKey}</html>` },
  garbled: { body: `{"data": "${testApiKey}` },
  reset: { reset: true },
  slow: { delayMs: 2_000, body: { data: {} } },
};

let stub: StubServer;
let api: HostingApi;

beforeAll(async () => {
  stub = await startStub((request) => replies[request.path.split('/')[2] ?? ''] ?? { status: 404, body: '' });
  api = new HostingApi({
    baseUrl: stub.url,
    apiKey: testApiKey,
    logger,
    maxRetries: 1,
    // Ten calls at once on a loaded machine: only the slow one may run out of time.
    timeoutMs: 500,
    governor: new RateLimitGovernor({ backoff: { baseMs: 1, capMs: 2 } }),
    retryBackoff: { baseMs: 1, capMs: 2 },
  });
});

afterAll(async () => {
  await api.close();
  await stub.close();
});

async function errorOf(call: Promise<unknown>): Promise<HostingApiError> {
  const error = await call.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  if (!(error instanceof HostingApiError))
    throw new Error(`expected a HostingApiError, got ${String(error)}`);
  return error;
}

describe('the API key stays secret', () => {
  it('appears in no error, however it is printed', async () => {
    const controller = new AbortController();
    controller.abort();
    const errors = await Promise.all([
      errorOf(api.getServer('auth')),
      errorOf(api.getServer('limited')),
      errorOf(api.getServer('broken')),
      errorOf(api.getServer('plain')),
      errorOf(api.getServer('garbled')),
      errorOf(api.getServer('reset')),
      errorOf(api.getServer('slow')),
      errorOf(api.getServer('slow', { signal: controller.signal })),
      errorOf(api.createServer({ name: testApiKey.repeat(10), ramGb: 1 })),
      errorOf(api.getServer(testApiKey, { timeoutMs: -1 })),
    ]);
    expect(errors.map((error) => error.code)).toEqual([
      'AUTH_REQUIRED',
      'RATE_LIMITED',
      'INTERNAL_ERROR',
      'HTTP_ERROR',
      'INVALID_RESPONSE',
      'NETWORK_ERROR',
      'TIMEOUT',
      'ABORTED',
      'VALIDATION_ERROR',
      'VALIDATION_ERROR',
    ]);
    for (const error of errors) {
      for (const printed of [
        error.message,
        String(error.stack),
        JSON.stringify(error),
        inspect(error, { depth: 10 }),
      ]) {
        expect(printed).not.toContain(testApiKey);
      }
    }
    // The API's own sentence survives, with the key cut out.
    expect(errors[0]?.message).toBe('Key [REDACTED] (Bearer [REDACTED]) was refused');
  });

  it('appears in no log line, while every attempt is logged', async () => {
    lines.length = 0;
    await errorOf(api.getServer('broken'));
    expect(lines).toHaveLength(2);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      logged.map(({ method, path, status, attempt, requestId }) => ({
        method,
        path,
        status,
        attempt,
        requestId,
      })),
    ).toEqual([
      { method: 'GET', path: '/servers/broken', status: 500, attempt: 1, requestId: 'req-echo' },
      { method: 'GET', path: '/servers/broken', status: 500, attempt: 2, requestId: 'req-echo' },
    ]);
    expect(typeof logged[0]?.durationMs).toBe('number');
    await errorOf(api.getServer('reset'));
    await errorOf(api.getServer('auth'));
    expect(lines.join('')).not.toContain(testApiKey);
    expect(lines.join('').toLowerCase()).not.toContain('authorization');
  });
});
