import { afterEach, describe, expect, it } from 'vitest';
import type { HostingApi } from '../../src/api/index.js';
import { backoffDelay, isRepeatable } from '../../src/api/retry.js';
import { classified, failure } from './outcomes.js';
import { fastApi, sequence, startStub, type StubHandler, type StubServer } from './stub-server.js';
import { waitFor } from '../emulator/wait.js';

const server = { id: 's1', name: 'one', status: 'RUNNING', version: 4 };
const ok = { body: { data: server } };
const unavailable = {
  status: 503,
  body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'no nodes', requestId: 'req-503' } },
};
const notFound = {
  status: 404,
  body: { error: { code: 'SERVER_NOT_FOUND', message: 'Server s1 was not found', requestId: 'req-404' } },
};

let stub: StubServer;
let api: HostingApi;

async function serve(handler: StubHandler, options: Parameters<typeof fastApi>[1] = {}) {
  stub = await startStub(handler);
  api = fastApi(stub.url, options);
}

describe('backoff', () => {
  it('grows exponentially up to the cap, scaled by full jitter', () => {
    const backoff = { baseMs: 200, capMs: 5_000, random: () => 1 };
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, backoff))).toEqual([
      200, 400, 800, 1600, 3200, 5000, 5000,
    ]);
    expect(backoffDelay(3, { ...backoff, random: () => 0.25 })).toBe(400);
  });

  it('repeats only requests that cannot do the work twice', () => {
    expect(isRepeatable({ method: 'GET' })).toBe(true);
    expect(isRepeatable({ method: 'DELETE' })).toBe(true);
    expect(isRepeatable({ method: 'POST' })).toBe(false);
    expect(isRepeatable({ method: 'POST', idempotencyKey: 'k' })).toBe(true);
    expect(isRepeatable({ method: 'PATCH' })).toBe(false);
    expect(isRepeatable({ method: 'PATCH', ifMatch: 3 })).toBe(true);
  });
});

describe('retries', () => {
  afterEach(async () => {
    await api.close();
    await stub.close();
  });

  it('retries a POST with the same Idempotency-Key, and the server executes it once', async () => {
    const executed = new Map<string, number>();
    await serve((request) => {
      const key = String(request.headers['idempotency-key']);
      const count = executed.get(key) ?? 0;
      if (count === 0) {
        executed.set(key, 1);
        // The work is done but the answer is lost on the way back.
        return { reset: true };
      }
      return { status: 202, body: { data: { id: 'new', name: 'alpha', status: 'PROVISIONING' } } };
    });
    const created = await api.createServer({ name: 'alpha', ramGb: 2 });
    expect(created.server?.id).toBe('new');
    const keys = stub.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect([...executed.values()]).toEqual([1]);
  });

  it('stops waiting between attempts with ABORTED when cancelled', async () => {
    await serve(() => unavailable, { retryBackoff: { baseMs: 10_000, capMs: 10_000, random: () => 1 } });
    const controller = new AbortController();
    const started = performance.now();
    const reading = failure(api.getServer('s1', { signal: controller.signal }));
    await waitFor(() => stub.requests.length > 0);
    controller.abort();
    expect(await reading).toMatchObject({ code: 'ABORTED' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(stub.requests).toHaveLength(1);
  });

  it("sends the caller's Idempotency-Key on every attempt", async () => {
    await serve(sequence(unavailable, { status: 201, body: { data: { installed: true } } }));
    const result = await api.installMod(
      's1',
      { provider: 'curseforge', modId: 1, fileId: 2 },
      { idempotencyKey: 'confirm-42' },
    );
    expect(result.result).toEqual({ installed: true });
    expect(stub.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'confirm-42',
      'confirm-42',
    ]);
  });

  it('gives every call its own generated key', async () => {
    await serve(() => ({ status: 202, body: { data: {} } }));
    await api.createServer({ name: 'a', ramGb: 1 });
    await api.createServer({ name: 'a', ramGb: 1 });
    const [first, second] = stub.requests.map((request) => request.headers['idempotency-key']);
    expect(first).not.toBe(second);
  });

  it('does not retry a 4xx', async () => {
    await serve(() => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'version moved', requestId: 'req-409' } },
    }));
    const error = await failure(api.getServer('s1'));
    expect(classified(error)).toMatchObject({
      code: 'CONFLICT',
      status: 409,
      requestId: 'req-409',
      transient: false,
      message: 'version moved',
    });
    expect(stub.requests).toHaveLength(1);
  });

  it('does not retry CONFIG_ERROR, a 500 that lasts until someone fixes the configuration', async () => {
    await serve(() => ({
      status: 500,
      body: { error: { code: 'CONFIG_ERROR', message: 'database host missing', requestId: 'req-500' } },
    }));
    const error = await failure(api.getServer('s1'));
    expect(classified(error)).toMatchObject({
      code: 'CONFIG_ERROR',
      status: 500,
      requestId: 'req-500',
      transient: false,
    });
    expect(stub.requests).toHaveLength(1);
  });

  it('does not retry a PATCH without If-Match after a 5xx', async () => {
    await serve(sequence(unavailable, ok));
    const error = await failure(api.updateServer('s1', { diskGb: 20 }));
    expect(classified(error)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, transient: true });
    expect(stub.requests).toHaveLength(1);
  });

  it('retries a PATCH with If-Match and sends the version', async () => {
    await serve(sequence({ reset: true }, ok));
    expect((await api.updateServer('s1', { diskGb: 20 }, { ifMatch: 4 })).server?.id).toBe('s1');
    expect(stub.requests.map((request) => request.headers['if-match'])).toEqual(['4', '4']);
  });

  it('retries a 429 even for a PATCH without If-Match, since it did not execute', async () => {
    await serve(
      sequence(
        {
          status: 429,
          headers: { 'retry-after': '0.01' },
          body: { error: { code: 'RATE_LIMITED', message: 'x', requestId: 'r' } },
        },
        ok,
      ),
    );
    expect((await api.updateServer('s1', { diskGb: 20 })).server?.id).toBe('s1');
    expect(stub.requests).toHaveLength(2);
  });

  it('counts a DELETE as done when its retry finds the server gone', async () => {
    await serve(sequence({ status: 502, body: '<html>Bad Gateway</html>' }, notFound));
    await expect(api.deleteServer('s1')).resolves.toEqual({ requestId: 'req-404' });
    expect(stub.requests.map((request) => request.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('counts a DELETE as done after a timed-out attempt', async () => {
    await serve(sequence({ delayMs: 300, status: 204 }, notFound), { timeoutMs: 100 });
    await expect(api.deleteServer('s1')).resolves.toEqual({ requestId: 'req-404' });
  });

  it('reports SERVER_NOT_FOUND for a DELETE whose first attempt found nothing', async () => {
    await serve(() => notFound);
    expect(await failure(api.deleteServer('s1'))).toMatchObject({
      code: 'SERVER_NOT_FOUND',
      status: 404,
      requestId: 'req-404',
    });
    expect(stub.requests).toHaveLength(1);
  });

  it('reports SERVER_NOT_FOUND for a DELETE retried only after a 429', async () => {
    await serve(sequence({ status: 429, headers: { 'retry-after': '0.01' }, body: '' }, notFound));
    expect((await failure(api.deleteServer('s1'))).code).toBe('SERVER_NOT_FOUND');
  });

  const rateLimited = {
    status: 429,
    headers: { 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '0.01' },
    body: { error: { code: 'RATE_LIMITED', message: 'slow down', requestId: 'req-429' } },
  };

  it('waits out more 429s in a row than maxRetries allows transient failures', async () => {
    await serve(sequence(rateLimited, rateLimited, rateLimited, rateLimited, rateLimited, ok));
    await expect(api.getServer('s1')).resolves.toMatchObject({ id: 's1' });
    expect(stub.requests).toHaveLength(6);
  });

  it('keeps the whole transient budget (default 3) after a 429', async () => {
    await serve(sequence(rateLimited, unavailable, unavailable, unavailable, ok));
    await expect(api.getServer('s1')).resolves.toMatchObject({ id: 's1' });
    expect(stub.requests).toHaveLength(5);
  });

  it('gives up after maxRateLimitRetries 429s with RATE_LIMITED', async () => {
    await serve(() => rateLimited, { maxRateLimitRetries: 1 });
    expect(await failure(api.getServer('s1'))).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      requestId: 'req-429',
    });
    expect(stub.requests).toHaveLength(2);
  });

  it('gives up after maxRetries with the last error', async () => {
    await serve(() => unavailable, { maxRetries: 2 });
    expect(classified(await failure(api.getServer('s1')))).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      requestId: 'req-503',
      transient: true,
    });
    expect(stub.requests).toHaveLength(3);
  });

  it('waits the injected backoff between attempts', async () => {
    await serve(sequence(unavailable, unavailable, ok), {
      retryBackoff: { baseMs: 60, capMs: 1_000, random: () => 1 },
    });
    const started = Date.now();
    await api.getServer('s1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(60 + 120 - 5);
  });

  it('stops retrying when the caller cancels during the backoff', async () => {
    await serve(() => unavailable, { retryBackoff: { baseMs: 5_000, capMs: 5_000, random: () => 1 } });
    const controller = new AbortController();
    const call = api.getServer('s1', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(classified(await failure(call))).toMatchObject({ code: 'ABORTED', transient: false });
    expect(stub.requests).toHaveLength(1);
  });
});
