import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type DialectName, type Sandbox } from '../../src/sandbox/index.js';
import { call } from './helpers.js';

/**
 * Each dialect respells what the spec leaves open, from one state, and keeps what the spec shows: the
 * envelopes, the server list's pagination object, the server's field names, PROVISIONING and error codes.
 */

type Json = Record<string, unknown>;
const dialects: DialectName[] = ['classic', 'snake', 'panel', 'legacy'];

let sandbox: Sandbox;
let runningId: string;
let provisioningId: string;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: false });
  runningId = sandbox.addServer(sandbox.apiKeys[0]!, { name: 'Spoken', status: 'RUNNING', ramGb: 4 }).id;
  provisioningId = sandbox.addServer(sandbox.apiKeys[0]!, { name: 'Young', status: 'PROVISIONING' }).id;
  sandbox.setStatus(runningId, 'OFFLINE');
  sandbox.setStatus(runningId, 'RUNNING');
});

afterAll(async () => {
  await sandbox.close();
});

/** The server list's items, wherever the dialect puts them. */
function listed(data: unknown): Json[] {
  if (Array.isArray(data)) return data as Json[];
  const wrapper = data as Json;
  return (wrapper.servers ?? wrapper.items ?? wrapper.data) as Json[];
}

const expected = {
  classic: { envelope: 'array', running: 'RUNNING', createdAt: 'string', action: 'server.status_changed' },
  snake: { envelope: 'servers', running: 'running', createdAt: 'number', action: 'SERVER_STATUS_CHANGED' },
  panel: { envelope: 'items', running: 'online', createdAt: 'number', action: 'StatusChanged' },
  legacy: { envelope: 'data', running: 'Started', createdAt: 'string', action: 'status.changed' },
} as const;

describe.each(dialects)('the %s dialect', (dialect) => {
  beforeAll(() => sandbox.setDialect(dialect));

  it('wraps the list its own way and keeps the spec pagination, field names and PROVISIONING', async () => {
    const { status, body } = await call<{ data: unknown; pagination: Json }>(sandbox, 'GET', '/servers');
    expect(status).toBe(200);
    expect(Array.isArray(body.data) ? 'array' : Object.keys(body.data as Json)[0]).toBe(
      expected[dialect].envelope,
    );
    expect(Object.keys(body.pagination).sort()).toEqual(
      ['hasNext', 'hasPrev', 'limit', 'page', 'total', 'totalPages'].sort(),
    );
    const servers = listed(body.data);
    const running = servers.find((server) => server.id === runningId)!;
    expect(Object.keys(running)).toEqual(
      expect.arrayContaining(['id', 'name', 'status', 'ramGb', 'createdAt']),
    );
    expect(running.status).toBe(expected[dialect].running);
    expect(typeof running.createdAt).toBe(expected[dialect].createdAt);
    expect(servers.find((server) => server.id === provisioningId)?.status).toBe('PROVISIONING');
  });

  it('filters by status in its own words', async () => {
    const word = encodeURIComponent(expected[dialect].running);
    const { body } = await call<{ data: unknown }>(sandbox, 'GET', `/servers?status=${word}`);
    expect(listed(body.data).map((server) => server.id)).toEqual([runningId]);
  });

  it('names the status change its own way, with its own status words in the description', async () => {
    const { body } = await call<{ data: unknown }>(sandbox, 'GET', `/servers/${runningId}/activity`);
    const text = JSON.stringify(body.data);
    expect(text).toContain(`"${expected[dialect].action}"`);
    if (dialect !== 'classic') expect(text).not.toContain('RUNNING');
  });

  it('keeps the error envelope: code, message and requestId', async () => {
    const { status, body } = await call<{ error: Json }>(sandbox, 'GET', '/servers/srv_absent');
    expect(status).toBe(404);
    expect(body.error).toMatchObject({
      code: 'SERVER_NOT_FOUND',
      message: expect.any(String),
      requestId: expect.any(String),
    });
  });
});
