import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSandbox, type Sandbox, type SandboxShapes } from '../../src/sandbox/index.js';
import { beta, call, type ErrorBody } from './helpers.js';

let sandbox: Sandbox;

afterEach(async () => {
  vi.useRealTimers();
  await sandbox.close();
});

const rateHeaders = (headers: Headers) => ({
  limit: headers.get('x-ratelimit-limit'),
  remaining: headers.get('x-ratelimit-remaining'),
  reset: headers.get('x-ratelimit-reset'),
});

describe('rate limit', () => {
  it('counts down per key and answers 429 RATE_LIMITED with the same headers once spent', async () => {
    sandbox = await startSandbox({ rateLimit: { limit: 3, windowMs: 60_000 } });
    const remaining: (string | null)[] = [];
    for (let index = 0; index < 3; index += 1)
      remaining.push(rateHeaders((await call(sandbox, 'GET', '/servers')).headers).remaining);
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await call<ErrorBody>(sandbox, 'GET', '/servers');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.body.error.requestId).toBe(limited.headers.get('x-request-id'));
    expect(rateHeaders(limited.headers)).toMatchObject({ limit: '3', remaining: '0' });
    expect((await call(sandbox, 'GET', '/servers', { key: beta })).status).toBe(200);
  });

  it('limits requests without a known key too, carrying the headers on the 401', async () => {
    sandbox = await startSandbox({ rateLimit: { limit: 1, windowMs: 60_000 } });
    const refused = await call(sandbox, 'GET', '/servers', { key: 'rsk_nobody' });
    expect(refused.status).toBe(401);
    expect(rateHeaders(refused.headers).remaining).toBe('0');
    expect((await call(sandbox, 'GET', '/servers', { key: null })).status).toBe(429);
    expect((await call(sandbox, 'GET', '/servers')).status).toBe(200);
  });

  it('opens a new window once the reset time has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    sandbox = await startSandbox({ rateLimit: { limit: 1, windowMs: 100 } });
    await call(sandbox, 'GET', '/servers');
    expect((await call(sandbox, 'GET', '/servers')).status).toBe(429);
    vi.setSystemTime(Date.now() + 120);
    const fresh = await call(sandbox, 'GET', '/servers');
    expect(fresh.status).toBe(200);
    expect(rateHeaders(fresh.headers).remaining).toBe('0');
  });

  const forms: [SandboxShapes['resetHeader'], (value: string) => number][] = [
    ['epoch-seconds', (value) => Number(value) * 1000],
    ['epoch-ms', (value) => Number(value)],
    ['delta-seconds', (value) => Date.now() + Number(value) * 1000],
    ['http-date', (value) => Date.parse(value)],
  ];

  it.each(forms)('names the reset time as %s, never before the window ends', async (form, resetAt) => {
    sandbox = await startSandbox({
      rateLimit: { limit: 5, windowMs: 30_000 },
      shapes: { resetHeader: form },
    });
    const sentAt = Date.now();
    const reset = rateHeaders((await call(sandbox, 'GET', '/servers')).headers).reset ?? '';
    const pattern =
      form === 'http-date' ? /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/ : /^\d+$/;
    expect(reset).toMatch(pattern);
    expect(resetAt(reset)).toBeGreaterThanOrEqual(sentAt + 30_000);
    expect(resetAt(reset)).toBeLessThanOrEqual(Date.now() + 31_000);
  });

  it('can be switched off, and then sends no rate-limit headers', async () => {
    sandbox = await startSandbox({ rateLimit: { limit: 1, windowMs: 60_000 } });
    await call(sandbox, 'GET', '/servers');
    sandbox.setRateLimit(false);
    const first = await call(sandbox, 'GET', '/servers');
    const second = await call(sandbox, 'GET', '/servers');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(rateHeaders(second.headers)).toEqual({ limit: null, remaining: null, reset: null });
    sandbox.setRateLimit({ limit: 10, windowMs: 1000 });
    expect(rateHeaders((await call(sandbox, 'GET', '/servers')).headers)).toMatchObject({
      limit: '10',
      remaining: '9',
    });
  });
});
