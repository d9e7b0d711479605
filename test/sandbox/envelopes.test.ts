import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox, type Server } from '../../src/sandbox/index.js';
import {
  alpha,
  beta,
  call,
  failure,
  seededId,
  type Envelope,
  type ErrorBody,
  type Page,
  type ServerItem,
} from './helpers.js';

let sandbox: Sandbox;

beforeEach(async () => {
  sandbox = await startSandbox();
});

afterEach(async () => {
  await sandbox.close();
});

describe('envelopes and headers', () => {
  it('wraps a success in data with a JSON content type and a request id', async () => {
    const id = await seededId(sandbox, 'Survival SMP');
    const reply = await call<Envelope<Server>>(sandbox, 'GET', `/servers/${id}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(reply.body)).toEqual(['data']);
    expect(reply.body.data).toMatchObject({ id, name: 'Survival SMP' });
  });

  it('gives every response its own request id', async () => {
    const first = await call(sandbox, 'GET', '/servers');
    const second = await call(sandbox, 'GET', '/servers');
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it('paginates lists with the documented pagination object', async () => {
    const reply = await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers');
    expect(Object.keys(reply.body).sort()).toEqual(['data', 'pagination']);
    expect(reply.body.pagination).toEqual({
      page: 1,
      limit: 50,
      total: 4,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('puts code, message and the header request id in the error envelope', async () => {
    const reply = await call<ErrorBody>(sandbox, 'GET', '/servers/srv_missing');
    expect(reply.status).toBe(404);
    expect(reply.body.error).toEqual({
      code: 'SERVER_NOT_FOUND',
      message: expect.stringContaining('srv_missing'),
      requestId: reply.headers.get('x-request-id'),
    });
  });

  it('answers unknown routes with 404 and a request id', async () => {
    const inside = await call<ErrorBody>(sandbox, 'GET', '/backups');
    expect(inside.status).toBe(404);
    expect(inside.body.error.code).toBe('NOT_FOUND');
    expect(inside.headers.get('x-request-id')).toBe(inside.body.error.requestId);

    const outside = await fetch(sandbox.url.replace('/api/v1', '/health'));
    expect(outside.status).toBe(404);
    expect(outside.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const reply = await call<ErrorBody>(sandbox, 'PUT', '/servers');
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET, POST');
    expect(reply.headers.get('x-request-id')).toBe(reply.body.error.requestId);
  });

  it('rejects a body that is not JSON or not declared as JSON', async () => {
    const headers = { Authorization: `Bearer ${alpha}` };
    const broken = await fetch(`${sandbox.url}/servers`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as ErrorBody).error.code).toBe('VALIDATION_ERROR');
    const plain = await fetch(`${sandbox.url}/servers`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'text/plain' },
      body: '{"name":"x","ramGb":2}',
    });
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as ErrorBody).error.message).toMatch(/Content-Type/);
  });

  it('records every request with method, path, query, key, status and time', async () => {
    const before = Date.now();
    await call(sandbox, 'GET', '/servers?limit=2&search=smp');
    await call(sandbox, 'POST', '/servers', {
      body: { name: 'Logged', ramGb: 2 },
      headers: { 'Idempotency-Key': 'log-1' },
    });
    await call(sandbox, 'GET', '/servers', { key: null });
    expect(sandbox.requests).toEqual([
      {
        method: 'GET',
        path: '/servers',
        query: { limit: '2', search: 'smp' },
        status: 200,
        at: expect.any(Number),
      },
      {
        method: 'POST',
        path: '/servers',
        query: {},
        idempotencyKey: 'log-1',
        status: 202,
        at: expect.any(Number),
      },
      { method: 'GET', path: '/servers', query: {}, status: 401, at: expect.any(Number) },
    ]);
    expect(sandbox.requests[0]?.at).toBeGreaterThanOrEqual(before);
  });
});

describe('authentication and isolation', () => {
  it('requires a known bearer key', async () => {
    expect(await failure(sandbox, 'GET', '/servers', { key: null })).toEqual({
      status: 401,
      code: 'AUTH_REQUIRED',
    });
    expect(await failure(sandbox, 'GET', '/servers', { key: 'rsk_unknown' })).toEqual({
      status: 401,
      code: 'AUTH_REQUIRED',
    });
    expect(
      await failure(sandbox, 'GET', '/servers', { key: null, headers: { Authorization: alpha } }),
    ).toEqual({
      status: 401,
      code: 'AUTH_REQUIRED',
    });
  });

  it('never repeats the presented key in an error', async () => {
    const reply = await call(sandbox, 'GET', '/servers', { key: 'rsk_secret_value' });
    expect(reply.text).not.toContain('rsk_secret_value');
  });

  it('lists only the caller’s own servers', async () => {
    const alphaIds = (await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers')).body.data.map(
      (server) => server.id,
    );
    const betaIds = (await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers', { key: beta })).body.data.map(
      (server) => server.id,
    );
    expect(alphaIds).toHaveLength(4);
    expect(betaIds).toHaveLength(4);
    expect(alphaIds.filter((id) => betaIds.includes(id))).toEqual([]);
  });

  it('answers another reseller’s server exactly like a missing one, on every endpoint', async () => {
    const id = await seededId(sandbox, 'Survival SMP', beta);
    const notFound = { status: 404, code: 'SERVER_NOT_FOUND' };
    expect(await failure(sandbox, 'GET', `/servers/${id}`)).toEqual(notFound);
    expect(await failure(sandbox, 'PATCH', `/servers/${id}`, { body: { ramGb: 6 } })).toEqual(notFound);
    expect(await failure(sandbox, 'DELETE', `/servers/${id}`)).toEqual(notFound);
    expect(await failure(sandbox, 'GET', `/servers/${id}/mods`)).toEqual(notFound);
    expect(
      await failure(sandbox, 'POST', `/servers/${id}/mods`, {
        body: { provider: 'curseforge', modId: 310003, fileId: 4100031 },
      }),
    ).toEqual(notFound);
    expect(await failure(sandbox, 'GET', `/servers/${id}/resources`)).toEqual(notFound);
    expect(await failure(sandbox, 'GET', `/servers/${id}/activity`)).toEqual(notFound);
    expect(sandbox.server(id)?.ramGb).toBe(8);
  });
});
