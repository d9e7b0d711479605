import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { alpha, call, type Page, type ServerItem } from './helpers.js';

let sandbox: Sandbox;

beforeEach(async () => {
  sandbox = await startSandbox();
});

afterEach(async () => {
  await sandbox.close();
});

const htmlPage = '<html><body><h1>502 Bad Gateway</h1></body></html>';

async function elapsed(work: () => Promise<unknown>): Promise<number> {
  const startedAt = performance.now();
  await work();
  return performance.now() - startedAt;
}

describe('injected faults', () => {
  it('replaces the answer with an HTML error page once, then serves normally', async () => {
    sandbox.inject({ status: 502, body: htmlPage });
    const faulted = await call(sandbox, 'GET', '/servers');
    expect(faulted.status).toBe(502);
    expect(faulted.headers.get('content-type')).toMatch(/^text\/html/);
    expect(faulted.text).toBe(htmlPage);
    expect(faulted.headers.get('x-request-id')).toBeTruthy();
    expect((await call(sandbox, 'GET', '/servers')).status).toBe(200);
  });

  it('sends truncated JSON as JSON', async () => {
    sandbox.inject({ status: 200, body: '{"data":[{"id":"srv_' });
    const reply = await fetch(`${sandbox.url}/servers`, { headers: { Authorization: `Bearer ${alpha}` } });
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    await expect(reply.json()).rejects.toThrow(SyntaxError);
  });

  it('sends an empty 500', async () => {
    sandbox.inject({ status: 500 });
    const reply = await call(sandbox, 'GET', '/servers');
    expect(reply.status).toBe(500);
    expect(reply.text).toBe('');
    expect(reply.headers.get('content-type')).toBeNull();
  });

  it('lets the fault’s headers override its content type', async () => {
    sandbox.inject({
      status: 503,
      body: 'down for maintenance',
      headers: { 'Content-Type': 'text/plain', 'Retry-After': '2' },
    });
    const reply = await call(sandbox, 'GET', '/servers');
    expect(reply.headers.get('content-type')).toBe('text/plain');
    expect(reply.headers.get('retry-after')).toBe('2');
  });

  it('adds headers to the real answer when it names no status', async () => {
    sandbox.inject({ headers: { 'X-RateLimit-Remaining': '0', 'X-Extra': 'yes' } });
    const reply = await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toHaveLength(4);
    expect(reply.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(reply.headers.get('x-extra')).toBe('yes');
  });

  it('delays the answer', async () => {
    sandbox.inject({ delayMs: 100 });
    expect(await elapsed(() => call(sandbox, 'GET', '/servers'))).toBeGreaterThanOrEqual(95);
    expect(await elapsed(() => call(sandbox, 'GET', '/servers'))).toBeLessThan(95);
  });

  it('runs a delayed request before its delay, so a client that gives up has changed the state', async () => {
    sandbox.inject({ method: 'POST', delayMs: 1000 });
    const attempt = fetch(`${sandbox.url}/servers`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${alpha}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'slow',
      },
      body: JSON.stringify({ name: 'Slow', ramGb: 1 }),
      // Long enough for the request to leave a loaded machine, well short of the injected delay.
      signal: AbortSignal.timeout(200),
    });
    await expect(attempt).rejects.toThrow();
    // Executed before its delay ends: the 200 ms give-up plus this wait stays under the 1,000 ms delay.
    await vi.waitFor(() => expect(sandbox.executions('slow')).toBe(1), { timeout: 700, interval: 10 });
    expect((await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers?search=slow')).body.data).toHaveLength(
      1,
    );
  });

  it('resets the connection without executing, recording status 0', async () => {
    sandbox.inject({ method: 'POST', path: '/servers', reset: true });
    await expect(call(sandbox, 'POST', '/servers', { body: { name: 'Lost', ramGb: 1 } })).rejects.toThrow();
    expect(sandbox.requests.at(-1)).toMatchObject({ method: 'POST', path: '/servers', status: 0 });
    const list = await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers?search=lost');
    expect(list.body.data).toEqual([]);
  });

  it('matches by method, exact path or RegExp, for the given number of times', async () => {
    sandbox.inject({ method: 'post', path: '/servers', status: 503, times: 2 });
    sandbox.inject({ path: /\/activity$/, status: 500 });
    expect((await call(sandbox, 'GET', '/servers')).status).toBe(200);
    const id = sandbox.addServer(alpha, { name: 'Target' }).id;
    expect((await call(sandbox, 'GET', `/servers/${id}/activity`)).status).toBe(500);
    expect((await call(sandbox, 'GET', `/servers/${id}/activity`)).status).toBe(200);
    const statuses = [];
    for (let index = 0; index < 3; index += 1)
      statuses.push((await call(sandbox, 'POST', '/servers', { body: { name: 'x', ramGb: 1 } })).status);
    expect(statuses).toEqual([503, 503, 202]);
  });

  it('counts faulted requests in requests but never executes them', async () => {
    sandbox.inject({ method: 'POST', status: 502, body: htmlPage });
    await call(sandbox, 'POST', '/servers', {
      body: { name: 'Ghost', ramGb: 1 },
      headers: { 'Idempotency-Key': 'ghost' },
    });
    expect(sandbox.requests).toEqual([
      {
        method: 'POST',
        path: '/servers',
        query: {},
        idempotencyKey: 'ghost',
        status: 502,
        at: expect.any(Number),
      },
    ]);
    expect(sandbox.executions('ghost')).toBe(0);
  });

  it('forgets every armed fault on clearFaults', async () => {
    sandbox.inject({ status: 500, times: 5 });
    sandbox.clearFaults();
    expect((await call(sandbox, 'GET', '/servers')).status).toBe(200);
  });

  it('adds the configured latency to every answer', async () => {
    sandbox.setLatency(100);
    expect(await elapsed(() => call(sandbox, 'GET', '/servers'))).toBeGreaterThanOrEqual(95);
    sandbox.setLatency(0);
    expect(await elapsed(() => call(sandbox, 'GET', '/servers'))).toBeLessThan(95);
  });
});
