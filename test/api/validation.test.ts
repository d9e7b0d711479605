import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostingApi, HostingApiError, RateLimitGovernor } from '../../src/api/index.js';
import { isTransient } from '../../src/api/retry.js';
import { fastApi, startStub, type StubServer } from './stub-server.js';

let stub: StubServer;
let api: HostingApi;

beforeAll(async () => {
  stub = await startStub(() => ({ body: { data: { id: 'ok', name: 'ok', status: 'RUNNING' } } }));
  api = fastApi(stub.url);
});

afterAll(async () => {
  await api.close();
  await stub.close();
});

async function rejection(call: () => Promise<unknown>): Promise<HostingApiError> {
  const before = stub.requests.length;
  const error = await call().then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(stub.requests.length, 'no request may be sent for invalid input').toBe(before);
  if (!(error instanceof HostingApiError))
    throw new Error(`expected a HostingApiError, got ${String(error)}`);
  expect(error.status).toBeUndefined();
  expect(isTransient(error)).toBe(false);
  return error;
}

const validServer = { name: 'alpha', ramGb: 4 };

describe('input validation, before any request', () => {
  const cases: [string, () => Promise<unknown>, string, string][] = [
    ['missing name', () => api.createServer({ ramGb: 2 } as never), 'VALIDATION_ERROR', 'name'],
    ['blank name', () => api.createServer({ name: '   ', ramGb: 2 }), 'VALIDATION_ERROR', 'name'],
    [
      'name over 100',
      () => api.createServer({ name: 'n'.repeat(101), ramGb: 2 }),
      'VALIDATION_ERROR',
      'name',
    ],
    [
      'externalReference over 255',
      () => api.createServer({ ...validServer, externalReference: 'r'.repeat(256) }),
      'VALIDATION_ERROR',
      'externalReference',
    ],
    ['RAM not a 0.5 step', () => api.createServer({ name: 'a', ramGb: 2.3 }), 'INVALID_RAM', 'ramGb'],
    ['RAM zero', () => api.createServer({ name: 'a', ramGb: 0 }), 'INVALID_RAM', 'ramGb'],
    ['RAM negative', () => api.createServer({ name: 'a', ramGb: -1 }), 'INVALID_RAM', 'ramGb'],
    ['RAM missing', () => api.createServer({ name: 'a' } as never), 'VALIDATION_ERROR', 'ramGb'],
    ['RAM not finite', () => api.createServer({ name: 'a', ramGb: Number.NaN }), 'VALIDATION_ERROR', 'ramGb'],
    [
      'planTier outside the enum',
      () => api.createServer({ ...validServer, planTier: 'gold' as never }),
      'VALIDATION_ERROR',
      'planTier',
    ],
    [
      'addon without a name',
      () => api.createServer({ ...validServer, addons: [{ addon: '', selected: true }] }),
      'VALIDATION_ERROR',
      'addons.0.addon',
    ],
    ['no input at all', () => api.createServer(undefined as never), 'VALIDATION_ERROR', 'name'],
    ['update RAM step', () => api.updateServer('s1', { ramGb: 1.25 }), 'INVALID_RAM', 'ramGb'],
    ['update disk not positive', () => api.updateServer('s1', { diskGb: 0 }), 'VALIDATION_ERROR', 'diskGb'],
    ['update nothing', () => api.updateServer('s1', {}), 'VALIDATION_ERROR', 'patch'],
    [
      'update ifMatch negative',
      () => api.updateServer('s1', { diskGb: 5 }, { ifMatch: -1 }),
      'VALIDATION_ERROR',
      'ifMatch',
    ],
    ['list limit 0', () => api.listServers({ limit: 0 }), 'VALIDATION_ERROR', 'limit'],
    ['list limit 101', () => api.listServers({ limit: 101 }), 'VALIDATION_ERROR', 'limit'],
    ['list page 0', () => api.listServers({ page: 0 }), 'VALIDATION_ERROR', 'page'],
    ['list page fractional', () => api.listServers({ page: 1.5 }), 'VALIDATION_ERROR', 'page'],
    [
      'list sort outside the enum',
      () => api.listServers({ sort: 'size' as never }),
      'VALIDATION_ERROR',
      'sort',
    ],
    [
      'list order outside the enum',
      () => api.listServers({ order: 'up' as never }),
      'VALIDATION_ERROR',
      'order',
    ],
    ['mods pageSize 0', () => api.searchMods('s1', { pageSize: 0 }), 'VALIDATION_ERROR', 'pageSize'],
    ['mods pageSize 51', () => api.searchMods('s1', { pageSize: 51 }), 'VALIDATION_ERROR', 'pageSize'],
    ['mods page -1', () => api.searchMods('s1', { page: -1 }), 'VALIDATION_ERROR', 'page'],
    [
      'mods type outside the enum',
      () => api.searchMods('s1', { type: 'maps' as never }),
      'VALIDATION_ERROR',
      'type',
    ],
    [
      'install without provider',
      () => api.installMod('s1', { provider: '', modId: 1, fileId: 2 }),
      'VALIDATION_ERROR',
      'provider',
    ],
    [
      'install without modId',
      () => api.installMod('s1', { provider: 'p', modId: '', fileId: 2 }),
      'VALIDATION_ERROR',
      'modId',
    ],
    ['activity limit 101', () => api.getActivity('s1', { limit: 101 }), 'VALIDATION_ERROR', 'limit'],
    ['activity offset -1', () => api.getActivity('s1', { offset: -1 }), 'VALIDATION_ERROR', 'offset'],
    ['empty id', () => api.getServer(''), 'VALIDATION_ERROR', 'id'],
    ['blank id', () => api.deleteServer('  '), 'VALIDATION_ERROR', 'id'],
    ['dot-dot id', () => api.getResources('..'), 'VALIDATION_ERROR', 'id'],
    ['id of the wrong type', () => api.getServer(42 as never), 'VALIDATION_ERROR', 'id'],
    [
      'idempotency key with a line break',
      () => api.createServer(validServer, { idempotencyKey: 'a\r\nx: y' }),
      'VALIDATION_ERROR',
      'idempotencyKey',
    ],
    ['timeout not positive', () => api.getServer('s1', { timeoutMs: 0 }), 'VALIDATION_ERROR', 'timeoutMs'],
    [
      'priority outside the enum',
      () => api.getServer('s1', { priority: 'urgent' as never }),
      'VALIDATION_ERROR',
      'priority',
    ],
  ];

  it.each(cases)('%s', async (_name, call, code, field) => {
    const error = await rejection(call);
    expect({ code: error.code, field: error.field }).toEqual({ code, field });
    expect(error.message.length).toBeGreaterThan(10);
  });

  it('validates iterator input before the first page', async () => {
    expect((await rejection(() => api.servers({ limit: 500 }).next())).field).toBe('limit');
    expect((await rejection(() => api.activity('s1', { pageSize: 0 }).next())).field).toBe('pageSize');
  });

  it('encodes an id as one path segment', async () => {
    await api.getServer('a/b?c#d');
    expect(stub.requests.at(-1)?.path).toBe('/servers/a%2Fb%3Fc%23d');
  });

  it('sends only the documented fields', async () => {
    await api.createServer({ ...validServer, planTier: 'budget', unknownField: 'x' } as never);
    expect(JSON.parse(stub.requests.at(-1)?.body ?? '')).toEqual({
      name: 'alpha',
      ramGb: 4,
      planTier: 'budget',
    });
  });

  it('rejects bad service options', () => {
    const governor = new RateLimitGovernor();
    expect(() => new HostingApi({ baseUrl: 'ftp://x', apiKey: 'rsk_x', governor })).toThrow(
      expect.objectContaining({ field: 'baseUrl' }),
    );
    expect(() => new HostingApi({ baseUrl: stub.url, apiKey: '', governor })).toThrow(
      expect.objectContaining({ field: 'apiKey' }),
    );
    expect(() => new HostingApi({ baseUrl: stub.url, apiKey: 'rsk_x', governor, maxRetries: -1 })).toThrow(
      expect.objectContaining({ field: 'maxRetries' }),
    );
    expect(
      () => new HostingApi({ baseUrl: stub.url, apiKey: 'rsk_x', governor, maxRateLimitRetries: 1.5 }),
    ).toThrow(expect.objectContaining({ field: 'maxRateLimitRetries' }));
  });
});
