import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostingApiError } from '../../src/api/index.js';
import { classified, failure } from './outcomes.js';
import { fastApi, sequence, startStub, type StubHandler, type StubReply } from './stub-server.js';

const server = { id: 's1', name: 'one', status: 'RUNNING' };
const ok: StubReply = { headers: { 'x-request-id': 'req-ok' }, body: { data: server } };

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
});

/** Runs one call against a stub answering with the handler, and returns what came back and what was sent. */
async function run<T>(
  handler: StubHandler,
  call: (api: ReturnType<typeof fastApi>) => Promise<T>,
  options: Parameters<typeof fastApi>[1] = {},
): Promise<{ outcome: T | HostingApiError; requests: number }> {
  const stub = await startStub(handler);
  const api = fastApi(stub.url, options);
  try {
    const outcome = await call(api).catch((error: unknown) => {
      if (error instanceof HostingApiError) return error;
      throw error;
    });
    return { outcome, requests: stub.requests.length };
  } finally {
    await api.close();
    await stub.close();
  }
}

const getServer = (api: ReturnType<typeof fastApi>) => api.getServer('s1');

describe('faults', () => {
  it('maps an HTML 502 to HTTP_ERROR with status and request id, after retrying it', async () => {
    const html: StubReply = {
      status: 502,
      headers: { 'x-request-id': 'req-502', 'content-type': 'text/html' },
      body: '<html><h1>502 Bad Gateway</h1></html>',
    };
    const { outcome, requests } = await run(() => html, getServer);
    expect(classified(outcome)).toMatchObject({
      code: 'HTTP_ERROR',
      status: 502,
      requestId: 'req-502',
      transient: true,
    });
    expect(requests).toBe(4);
  });

  it('recovers when an HTML 502 passes', async () => {
    const { outcome } = await run(sequence({ status: 502, body: '<html>oops</html>' }, ok), getServer);
    expect(outcome).toMatchObject({ id: 's1' });
  });

  it('maps a truncated JSON 200 to INVALID_RESPONSE without retrying', async () => {
    const { outcome, requests } = await run(
      () => ({ headers: { 'x-request-id': 'req-trunc' }, body: '{"data":{"id":"s1","na' }),
      getServer,
    );
    expect(classified(outcome)).toMatchObject({
      code: 'INVALID_RESPONSE',
      status: 200,
      requestId: 'req-trunc',
      transient: false,
    });
    expect(requests).toBe(1);
  });

  it('maps JSON without data or error to INVALID_RESPONSE', async () => {
    const { outcome } = await run(() => ({ body: { id: 's1', name: 'bare' } }), getServer);
    expect(outcome).toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
  });

  it('takes a write answered 2xx as done, whatever its body holds', async () => {
    const update = (api: ReturnType<typeof fastApi>) => api.updateServer('s1', { ramGb: 2.5 });
    const bare = await run(() => ({ body: { id: 's1', version: 8, updated: true } }), update);
    expect(bare.outcome).toEqual({ server: { id: 's1', version: 8 }, requestId: undefined });
    const text = await run(() => ({ headers: { 'x-request-id': 'req-t' }, body: 'Updated.' }), update);
    expect(text.outcome).toEqual({ server: undefined, requestId: 'req-t' });
    const html = await run(
      () => ({ status: 202, body: '<html>Accepted</html>' }),
      (api) => api.createServer({ name: 'n', ramGb: 1 }),
    );
    expect(html.outcome).toEqual({ server: undefined, requestId: undefined });
    const deleted = await run(
      () => ({ status: 200, body: 'OK' }),
      (api) => api.deleteServer('s1'),
    );
    expect(deleted.outcome).toEqual({ requestId: undefined });
    // A read needs its data: the same bodies are no answer to it.
    expect((await run(() => ({ body: 'OK' }), getServer)).outcome).toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it(
    'maps an empty 200 to INVALID_RESPONSE where data is needed, ' + 'and accepts it where it is not',
    async () => {
      expect((await run(() => ({ status: 200 }), getServer)).outcome).toMatchObject({
        code: 'INVALID_RESPONSE',
      });
      expect(
        (
          await run(
            () => ({ status: 204 }),
            (api) => api.deleteServer('s1'),
          )
        ).outcome,
      ).toEqual({ requestId: undefined });
    },
  );

  it('maps an empty 500 to a transient HTTP_ERROR, retried', async () => {
    const { outcome, requests } = await run(
      () => ({ status: 500, headers: { 'x-request-id': 'req-500' } }),
      getServer,
      { maxRetries: 1 },
    );
    expect(classified(outcome)).toMatchObject({
      code: 'HTTP_ERROR',
      status: 500,
      requestId: 'req-500',
      transient: true,
    });
    expect(requests).toBe(2);
  });

  it('keeps an unknown code the API sends', async () => {
    const { outcome } = await run(
      () => ({ status: 418, body: { error: { code: 'TEAPOT', message: 'short and stout' } } }),
      getServer,
    );
    expect(classified(outcome)).toMatchObject({
      code: 'TEAPOT',
      status: 418,
      message: 'short and stout',
      transient: false,
    });
  });

  it('maps a connection reset to NETWORK_ERROR, retried', async () => {
    const { outcome, requests } = await run(() => ({ reset: true }), getServer, { maxRetries: 2 });
    expect(classified(outcome)).toMatchObject({ code: 'NETWORK_ERROR', status: undefined, transient: true });
    expect(requests).toBe(3);
    expect((await run(sequence({ reset: true }, ok), getServer)).outcome).toMatchObject({ id: 's1' });
  });

  it('maps an unreachable host to NETWORK_ERROR', async () => {
    const stub = await startStub(() => ok);
    await stub.close();
    const api = fastApi(stub.url, { maxRetries: 0 });
    expect(classified(await failure(api.getServer('s1')))).toMatchObject({
      code: 'NETWORK_ERROR',
      transient: true,
    });
    await api.close();
  });

  it('maps a slow answer to TIMEOUT, retried', async () => {
    const { outcome, requests } = await run(() => ({ ...ok, delayMs: 400 }), getServer, {
      timeoutMs: 50,
      maxRetries: 1,
    });
    expect(classified(outcome)).toMatchObject({ code: 'TIMEOUT', status: undefined, transient: true });
    expect(requests).toBe(2);
  });

  it('applies the per-call timeout', async () => {
    const { outcome } = await run(
      () => ({ ...ok, delayMs: 400 }),
      (api) => api.getServer('s1', { timeoutMs: 50 }),
      { maxRetries: 0 },
    );
    expect(outcome).toMatchObject({ code: 'TIMEOUT' });
  });

  it('maps cancellation to ABORTED and does not retry', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const { outcome, requests } = await run(
      () => ({ ...ok, delayMs: 400 }),
      (api) => api.getServer('s1', { signal: controller.signal }),
    );
    expect(classified(outcome)).toMatchObject({ code: 'ABORTED', transient: false });
    expect(requests).toBe(1);
  });

  const nextWholeSecond = () => Math.ceil(Date.now() / 1000) * 1000 + 1000;
  const resetForms: [string, () => { value: string; until: number }][] = [
    ['epoch seconds', () => ({ until: nextWholeSecond(), value: String(nextWholeSecond() / 1000) })],
    ['epoch milliseconds', () => ({ until: Date.now() + 300, value: String(Date.now() + 300) })],
    ['delta seconds', () => ({ until: Date.now() + 1000, value: '1' })],
    ['HTTP date', () => ({ until: nextWholeSecond(), value: new Date(nextWholeSecond()).toUTCString() })],
  ];

  it.concurrent.each(resetForms)('waits out a 429 with Reset as %s, then succeeds', async (_form, reset) => {
    let named: { value: string; until: number } | undefined;
    let retriedAt = 0;
    const stub = await startStub(() => {
      if (named === undefined) {
        named = reset();
        return {
          status: 429,
          headers: {
            'x-ratelimit-limit': '5',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': named.value,
          },
          body: { error: { code: 'RATE_LIMITED', message: 'slow', requestId: 'r' } },
        };
      }
      retriedAt = Date.now();
      return ok;
    });
    const api = fastApi(stub.url);
    try {
      await expect(api.getServer('s1')).resolves.toMatchObject({ id: 's1' });
      expect(stub.requests).toHaveLength(2);
      // Delta seconds are counted from when the 429 arrived, a moment after the stub wrote it.
      expect(retriedAt).toBeGreaterThanOrEqual((named?.until ?? Number.POSITIVE_INFINITY) - 5);
    } finally {
      await api.close();
      await stub.close();
    }
  });

  it('waits out a 429 with only Retry-After', async () => {
    const started = Date.now();
    const { outcome, requests } = await run(
      sequence({ status: 429, headers: { 'retry-after': '0.2' }, body: '' }, ok),
      getServer,
    );
    expect(outcome).toMatchObject({ id: 's1' });
    expect(requests).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('backs off after a 429 with no timing headers, then succeeds', async () => {
    const { outcome, requests } = await run(
      sequence({ status: 429, body: '' }, { status: 429, body: '' }, ok),
      getServer,
    );
    expect(outcome).toMatchObject({ id: 's1' });
    expect(requests).toBe(3);
  });

  it('gives up on a lasting 429 with RATE_LIMITED, status and request id', async () => {
    const limited: StubReply = {
      status: 429,
      headers: { 'retry-after': '0.01' },
      body: { error: { code: 'TOO_MANY', message: 'slow down', requestId: 'req-429' } },
    };
    const { outcome, requests } = await run(() => limited, getServer, { maxRateLimitRetries: 2 });
    expect(outcome).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      requestId: 'req-429',
    });
    expect(requests).toBe(3);
  });
});
