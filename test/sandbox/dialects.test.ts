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

/** How a time is written: the dialects' four forms. */
function timeForm(value: unknown): string {
  if (typeof value === 'number') return value > 1e12 ? 'epoch-ms' : 'epoch-seconds';
  if (typeof value === 'string' && /Z$/.test(value)) return 'iso';
  if (typeof value === 'string' && /[+-]\d\d:\d\d$/.test(value)) return 'iso-offset';
  return `unknown: ${String(value)}`;
}

/** Every key path of a JSON value, sorted: its field names and nesting at once. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value as Json)
    .flatMap(([key, inner]) => keyPaths(inner, prefix === '' ? key : `${prefix}.${key}`))
    .sort();
}

describe('the dialects differ from each other in every detail the spec leaves open', () => {
  type Details = Record<string, string>;
  const details = new Map<DialectName, Details>();

  beforeAll(async () => {
    for (const dialect of dialects) {
      sandbox.setDialect(dialect);
      const list = await call<{ data: unknown }>(sandbox, 'GET', '/servers');
      const activity = await call<{ data: unknown; pagination?: Json }>(
        sandbox,
        'GET',
        `/servers/${runningId}/activity`,
      );
      const entries = listed(
        Array.isArray(activity.body.data)
          ? activity.body.data
          : { data: Object.values(activity.body.data as Json)[0] },
      );
      const resources = await call<{ data: Json }>(sandbox, 'GET', `/servers/${runningId}/resources`);
      const mods = await call<{ data: unknown; pagination?: Json }>(
        sandbox,
        'GET',
        `/servers/${runningId}/mods?q=a`,
      );
      const error = await call<Json>(sandbox, 'GET', '/servers/srv_absent');
      const entry = entries[0] ?? {};
      details.set(dialect, {
        listEnvelope: Array.isArray(list.body.data) ? 'array' : Object.keys(list.body.data as Json).join(),
        activityPagination:
          Object.keys(activity.body.pagination ?? {})
            .sort()
            .join() || 'none',
        activityFields: Object.keys(entry).sort().join(),
        timestamps: timeForm(
          Object.values(entry).find((value) => timeForm(value).startsWith('unknown') === false),
        ),
        status: String(listed(list.body.data).find((server) => server.id === runningId)?.status),
        resourceFields: keyPaths(resources.body.data).join(),
        modSearch: Array.isArray(mods.body.data) ? 'array' : Object.keys(mods.body.data as Json).join(),
        modPagination: Object.keys(mods.body.pagination ?? {})
          .sort()
          .join(),
        errorBody: keyPaths(error.body).join(),
      });
    }
  });

  it.each([
    'listEnvelope',
    'activityPagination',
    'activityFields',
    'timestamps',
    'status',
    'resourceFields',
    'modSearch',
    'modPagination',
    'errorBody',
  ])('%s: four dialects, four spellings', (detail) => {
    const spellings = dialects.map((dialect) => details.get(dialect)?.[detail]);
    expect(new Set(spellings).size, JSON.stringify(spellings)).toBe(dialects.length);
  });

  it('writes times as ISO, epoch seconds, epoch milliseconds and ISO with an offset', () => {
    expect(dialects.map((dialect) => details.get(dialect)?.timestamps)).toEqual([
      'iso',
      'epoch-seconds',
      'epoch-ms',
      'iso-offset',
    ]);
  });

  it('gives a 4 GB server its memory limit in bytes, MiB, bytes and GB, and CPU in percent or a fraction', async () => {
    const usage: Partial<Record<DialectName, Json>> = {};
    for (const dialect of dialects) {
      sandbox.setDialect(dialect);
      const { body } = await call<{ data: Json }>(sandbox, 'GET', `/servers/${runningId}/resources`);
      usage[dialect] = body.data;
    }
    /** A figure at a dotted path of one dialect's answer. */
    const at = (dialect: DialectName, path: string) =>
      path.split('.').reduce<unknown>((value, key) => (value as Json | undefined)?.[key], usage[dialect]);
    expect(at('classic', 'memory.limitBytes')).toBe(4 * 2 ** 30);
    expect(at('snake', 'memory_limit_mib')).toBe(4096);
    expect(at('panel', 'limits.memory_bytes')).toBe(4 * 2 ** 30);
    expect(at('legacy', 'memory.totalGb')).toBe(4);
    const cpuLimitPercent = at('classic', 'cpu.limitPercent') as number;
    expect(cpuLimitPercent).toBeGreaterThan(0);
    expect(at('snake', 'cpu_limit_fraction')).toBe(cpuLimitPercent / 100);
    expect(at('panel', 'limits.cpu')).toBe(cpuLimitPercent);
    expect(at('legacy', 'cpu.limitPercent')).toBe(cpuLimitPercent);
  });
});
