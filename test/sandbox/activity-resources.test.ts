import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { call, failure, seededId, type Envelope, type Page } from './helpers.js';

let sandbox: Sandbox;
let survival: string;

beforeEach(async () => {
  sandbox = await startSandbox();
  survival = await seededId(sandbox, 'Survival SMP');
});

afterEach(async () => {
  vi.useRealTimers();
  await sandbox.close();
});

type ClassicEntry = { id: string; action: string; actor: string; description: string; createdAt: string };
type AlternateEntry = { event: string; user: { name: string }; message: string; timestamp: string };

function activity<T>(query = '', id = survival) {
  return call<Page<T[]>>(sandbox, 'GET', `/servers/${id}/activity${query}`);
}

describe('GET /servers/:id/activity', () => {
  it('lists classic entries newest first by default', async () => {
    const reply = await activity<ClassicEntry>();
    expect(reply.body.data.map((entry) => entry.action)).toEqual([
      'server.resized',
      'mod.installed',
      'server.provisioned',
      'server.created',
    ]);
    expect(reply.body.data[0]).toEqual({
      id: expect.any(String),
      action: 'server.resized',
      actor: 'reseller-api',
      description: 'Changed RAM 6 GB -> 8 GB',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const times = reply.body.data.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('switches to oldest first', async () => {
    sandbox.setShapes({ activityOrder: 'oldest-first' });
    const reply = await activity<ClassicEntry>();
    expect(reply.body.data.map((entry) => entry.action)).toEqual([
      'server.created',
      'server.provisioned',
      'mod.installed',
      'server.resized',
    ]);
  });

  it('switches to alternate field names without an id', async () => {
    sandbox.setShapes({ activityFields: 'alternate' });
    const reply = await activity<AlternateEntry>('?limit=1');
    expect(reply.body.data).toEqual([
      {
        event: 'server.resized',
        user: { name: 'reseller-api' },
        message: 'Changed RAM 6 GB -> 8 GB',
        timestamp: expect.any(String),
      },
    ]);
  });

  it('pages with limit and offset, returning a pagination object', async () => {
    const middle = await activity<ClassicEntry>('?limit=2&offset=1');
    expect(middle.body.data.map((entry) => entry.action)).toEqual(['mod.installed', 'server.provisioned']);
    expect(middle.body.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 4,
      totalPages: 2,
      hasNext: true,
      hasPrev: true,
    });
    const last = await activity<ClassicEntry>('?limit=2&offset=2');
    expect(last.body.pagination).toMatchObject({ page: 2, hasNext: false, hasPrev: true });
    expect((await activity('?limit=100')).status).toBe(200);
    expect(await failure(sandbox, 'GET', `/servers/${survival}/activity?limit=101`)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect(await failure(sandbox, 'GET', `/servers/${survival}/activity?offset=-1`)).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('logs each change: update, mod install, status change and notes', async () => {
    await call(sandbox, 'PATCH', `/servers/${survival}`, { body: { externalReference: 'crm-1' } });
    await call(sandbox, 'POST', `/servers/${survival}/mods`, {
      body: { provider: 'modrinth', modId: 'PetB3dsX', fileId: 'vPB01300' },
    });
    sandbox.setStatus(survival, 'STOPPED');
    sandbox.addActivity(survival, { action: 'console.command', actor: 'ops', description: 'say hello' });
    const reply = await activity<ClassicEntry>('?limit=4');
    expect(reply.body.data.map((entry) => [entry.action, entry.actor])).toEqual([
      ['console.command', 'ops'],
      ['server.status_changed', 'system'],
      ['mod.installed', 'reseller-api'],
      ['server.updated', 'reseller-api'],
    ]);
    expect(new Set(reply.body.data.map((entry) => entry.id)).size).toBe(4);
  });
});

type ClassicUsage = {
  state: string;
  cpu: { percent: number };
  memory: { usedBytes: number; limitBytes: number };
  disk: { usedBytes: number; limitBytes: number };
  network: { rxBytes: number; txBytes: number };
  uptimeSeconds: number;
};

type AlternateUsage = {
  state: string;
  cpu_absolute: number;
  memory_bytes: number;
  memory_limit_bytes: number;
  disk_bytes: number;
  network_rx_bytes: number;
  network_tx_bytes: number;
  uptime: number;
};

function resources<T>(id = survival) {
  return call<Envelope<T>>(sandbox, 'GET', `/servers/${id}/resources`);
}

describe('GET /servers/:id/resources', () => {
  it('reports classic usage of a running server within its limits', async () => {
    const usage = (await resources<ClassicUsage>()).body.data;
    const gib = 1024 ** 3;
    expect(usage.state).toBe('running');
    expect(usage.cpu.percent).toBeGreaterThan(0);
    expect(usage.memory.limitBytes).toBe(8 * gib);
    expect(usage.memory.usedBytes).toBeGreaterThan(0);
    expect(usage.memory.usedBytes).toBeLessThan(usage.memory.limitBytes);
    expect(usage.disk).toEqual({ usedBytes: 23.5 * gib, limitBytes: 80 * gib });
    expect(usage.network.rxBytes).toBeGreaterThan(0);
    expect(usage.uptimeSeconds).toBeGreaterThanOrEqual(30 * 86_400 - 5);
  });

  it('moves with time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A whole number of every wave's period, so the compared points are the same on every run.
    vi.setSystemTime(Math.ceil(Date.now() / 900_000) * 900_000);
    const earlier = (await resources<ClassicUsage>()).body.data;
    vi.setSystemTime(Date.now() + 7_000);
    const later = (await resources<ClassicUsage>()).body.data;
    expect(later.uptimeSeconds - earlier.uptimeSeconds).toBe(7);
    expect(later.network.txBytes).toBeGreaterThan(earlier.network.txBytes);
    expect(later.cpu.percent).not.toBe(earlier.cpu.percent);
    expect(later.memory.usedBytes).not.toBe(earlier.memory.usedBytes);
  });

  it('uses alternate field names with uptime in milliseconds', async () => {
    sandbox.setShapes({ resourceFields: 'alternate' });
    const usage = (await resources<AlternateUsage>()).body.data;
    expect(Object.keys(usage).sort()).toEqual([
      'cpu_absolute',
      'disk_bytes',
      'memory_bytes',
      'memory_limit_bytes',
      'network_rx_bytes',
      'network_tx_bytes',
      'state',
      'uptime',
    ]);
    expect(usage.uptime).toBeGreaterThanOrEqual(30 * 86_400_000 - 5000);
  });

  it('shows idle usage for servers that are not running', async () => {
    const installing = (await resources<ClassicUsage>(await seededId(sandbox, 'Skyblock Setup'))).body.data;
    expect(installing).toMatchObject({ state: 'installing', cpu: { percent: 0 }, uptimeSeconds: 0 });
    const suspended = (await resources<ClassicUsage>(await seededId(sandbox, 'Old Hardcore'))).body.data;
    expect(suspended).toMatchObject({ state: 'suspended', memory: { usedBytes: 0 } });
  });
});
