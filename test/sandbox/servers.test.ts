import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSandbox, type Sandbox, type SandboxOptions, type Server } from '../../src/sandbox/index.js';
import { alpha, call, failure, seededId, type Envelope, type Page, type ServerItem } from './helpers.js';

let sandbox: Sandbox;

async function start(options?: SandboxOptions): Promise<Sandbox> {
  sandbox = await startSandbox(options);
  return sandbox;
}

afterEach(async () => {
  await sandbox.close();
});

async function names(path: string): Promise<string[]> {
  const reply = await call<Page<ServerItem[]>>(sandbox, 'GET', path);
  expect(reply.status).toBe(200);
  return reply.body.data.map((server) => server.name);
}

async function create(body: Record<string, unknown>) {
  return call<Envelope<Server>>(sandbox, 'POST', '/servers', { body });
}

async function statusOf(id: string): Promise<string> {
  return (await call<Envelope<Server>>(sandbox, 'GET', `/servers/${id}`)).body.data.status;
}

describe('GET /servers', () => {
  it('sorts by createdAt ascending by default and by any documented field in either order', async () => {
    await start();
    expect(await names('/servers')).toEqual([
      'Old Hardcore',
      'Survival SMP',
      'Creative Budget',
      'Skyblock Setup',
    ]);
    expect(await names('/servers?sort=name')).toEqual([
      'Creative Budget',
      'Old Hardcore',
      'Skyblock Setup',
      'Survival SMP',
    ]);
    expect(await names('/servers?sort=name&order=desc')).toEqual([
      'Survival SMP',
      'Skyblock Setup',
      'Old Hardcore',
      'Creative Budget',
    ]);
    // Descending is the exact mirror of ascending, ties included.
    expect(await names('/servers?sort=ramGb')).toEqual([
      'Creative Budget',
      'Old Hardcore',
      'Skyblock Setup',
      'Survival SMP',
    ]);
    expect(await names('/servers?sort=ramGb&order=desc')).toEqual([
      'Survival SMP',
      'Skyblock Setup',
      'Old Hardcore',
      'Creative Budget',
    ]);
    expect(await names('/servers?sort=status')).toEqual([
      'Skyblock Setup',
      'Survival SMP',
      'Creative Budget',
      'Old Hardcore',
    ]);
  });

  it('filters by status case-insensitively, by game and by a name fragment', async () => {
    await start();
    sandbox.addServer(alpha, { name: 'Valheim Vikings', game: 'valheim' });
    expect(await names('/servers?status=running&sort=name')).toEqual([
      'Creative Budget',
      'Survival SMP',
      'Valheim Vikings',
    ]);
    expect(await names('/servers?status=INSTALLING')).toEqual(['Skyblock Setup']);
    expect(await names('/servers?game=VALHEIM')).toEqual(['Valheim Vikings']);
    expect(await names('/servers?search=sMp')).toEqual(['Survival SMP']);
    expect(await names('/servers?status=running&search=zzz')).toEqual([]);
  });

  it('pages with page and limit', async () => {
    await start();
    const second = await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers?page=2&limit=3');
    expect(second.body.data.map((server) => server.name)).toEqual(['Skyblock Setup']);
    expect(second.body.pagination).toEqual({
      page: 2,
      limit: 3,
      total: 4,
      totalPages: 2,
      hasNext: false,
      hasPrev: true,
    });
    const beyond = await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers?page=9');
    expect(beyond.body.data).toEqual([]);
  });

  it('refuses a limit above 100 and other malformed parameters', async () => {
    await start();
    const invalid = { status: 400, code: 'VALIDATION_ERROR' };
    expect(await names('/servers?limit=100')).toHaveLength(4);
    expect(await failure(sandbox, 'GET', '/servers?limit=101')).toEqual(invalid);
    expect(await failure(sandbox, 'GET', '/servers?page=0')).toEqual(invalid);
    expect(await failure(sandbox, 'GET', '/servers?limit=ten')).toEqual(invalid);
    expect(await failure(sandbox, 'GET', '/servers?sort=owner')).toEqual(invalid);
    expect(await failure(sandbox, 'GET', '/servers?order=up')).toEqual(invalid);
  });

  it('returns summaries as a bare array or inside { servers } depending on the shape', async () => {
    await start({ shapes: { serverList: 'object' } });
    const wrapped = await call<Page<{ servers: ServerItem[] }>>(sandbox, 'GET', '/servers?limit=1');
    expect(wrapped.body.data.servers).toHaveLength(1);
    expect(wrapped.body.pagination.total).toBe(4);
    sandbox.setShapes({ serverList: 'array' });
    const bare = await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers?limit=1');
    expect(bare.body.data[0]).toEqual(wrapped.body.data.servers[0]);
    expect(Object.keys(bare.body.data[0] ?? {})).not.toContain('limits');
  });
});

describe('POST /servers', () => {
  it('answers 202 with the new PROVISIONING server and the documented defaults', async () => {
    await start();
    const reply = await create({ name: 'Fresh', ramGb: 2.5 });
    expect(reply.status).toBe(202);
    expect(reply.body.data).toMatchObject({
      name: 'Fresh',
      status: 'PROVISIONING',
      ramGb: 2.5,
      game: 'minecraft',
      gameType: 'paper',
      gameVersion: '1.20.4',
      planTier: 'premium',
      addons: [],
      version: 1,
    });
    expect(sandbox.server(reply.body.data.id)?.status).toBe('PROVISIONING');
  });

  it('keeps the given game, plan, addons and external reference', async () => {
    await start();
    const body = {
      name: 'Custom',
      ramGb: 3,
      game: 'minecraft',
      gameType: 'fabric',
      gameVersion: '1.20.1',
      planTier: 'budget',
      addons: [{ addon: 'mods', selected: true }],
      externalReference: 'crm-42',
    };
    expect((await create(body)).body.data).toMatchObject(body);
  });

  it('validates the body', async () => {
    await start();
    const invalid = { status: 400, code: 'VALIDATION_ERROR' };
    expect(await failure(sandbox, 'POST', '/servers', { body: { ramGb: 2 } })).toEqual(invalid);
    expect(await failure(sandbox, 'POST', '/servers', { body: { name: '  ', ramGb: 2 } })).toEqual(invalid);
    expect(await failure(sandbox, 'POST', '/servers', { body: { name: 'x'.repeat(101), ramGb: 2 } })).toEqual(
      invalid,
    );
    expect(await failure(sandbox, 'POST', '/servers', { body: { name: 'x' } })).toEqual(invalid);
    expect(await failure(sandbox, 'POST', '/servers', { body: { name: 'x', ramGb: -2 } })).toEqual(invalid);
    expect(await failure(sandbox, 'POST', '/servers', { body: { name: 'x', ramGb: '2' } })).toEqual(invalid);
    expect(
      await failure(sandbox, 'POST', '/servers', { body: { name: 'x', ramGb: 2, planTier: 'gold' } }),
    ).toEqual(invalid);
    expect(
      await failure(sandbox, 'POST', '/servers', {
        body: { name: 'x', ramGb: 2, externalReference: 'r'.repeat(256) },
      }),
    ).toEqual(invalid);
    expect(await failure(sandbox, 'POST', '/servers')).toEqual(invalid);
    expect(
      (await create({ name: 'x'.repeat(100), ramGb: 2, externalReference: 'r'.repeat(255) })).status,
    ).toBe(202);
  });

  it('applies the RAM rules', async () => {
    await start({ resellers: [{ apiKey: alpha, ramLimitGb: 30 }] });
    expect(await failure(sandbox, 'POST', '/servers', { body: { name: 'x', ramGb: 2.3 } })).toEqual({
      status: 400,
      code: 'INVALID_RAM',
    });
    expect(await failure(sandbox, 'POST', '/servers', { body: { name: 'x', ramGb: 0.5 } })).toEqual({
      status: 400,
      code: 'BELOW_MIN_RAM',
    });
    expect(await failure(sandbox, 'POST', '/servers', { body: { name: 'x', ramGb: 32.5 } })).toEqual({
      status: 400,
      code: 'ABOVE_MAX_RAM',
    });
    // The seed holds 22 GB of the 30 GB limit.
    expect((await create({ name: 'fits', ramGb: 8 })).status).toBe(202);
    expect(await failure(sandbox, 'POST', '/servers', { body: { name: 'x', ramGb: 1 } })).toEqual({
      status: 400,
      code: 'RAM_LIMIT_EXCEEDED',
    });
  });

  it('answers 503 SERVICE_UNAVAILABLE once capacity is used up', async () => {
    await start({ capacity: 9 });
    expect((await create({ name: 'ninth', ramGb: 1 })).status).toBe(202);
    expect(await failure(sandbox, 'POST', '/servers', { body: { name: 'tenth', ramGb: 1 } })).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('is RUNNING after provisioningMs, INSTALL_FAILED if the name says fail, with activity', async () => {
    await start({ provisioningMs: 30 });
    const ready = (await create({ name: 'Ready', ramGb: 1 })).body.data.id;
    const failed = (await create({ name: 'Will FAIL', ramGb: 1 })).body.data.id;
    await vi.waitFor(async () => expect(await statusOf(ready)).toBe('RUNNING'), {
      timeout: 1000,
      interval: 10,
    });
    await vi.waitFor(async () => expect(await statusOf(failed)).toBe('INSTALL_FAILED'), {
      timeout: 1000,
      interval: 10,
    });
    const actions = async (id: string) =>
      (await call<Page<{ action: string }[]>>(sandbox, 'GET', `/servers/${id}/activity`)).body.data.map(
        (entry) => entry.action,
      );
    expect(await actions(ready)).toEqual(['server.provisioned', 'server.created']);
    expect(await actions(failed)).toEqual(['server.install_failed', 'server.created']);
  });
});

describe('GET /servers/:id', () => {
  it('returns details with limits, addons, version and installed mods', async () => {
    await start();
    const id = await seededId(sandbox, 'Survival SMP');
    const reply = await call<Envelope<Server>>(sandbox, 'GET', `/servers/${id}`);
    expect(reply.body.data).toMatchObject({
      status: 'RUNNING',
      planTier: 'premium',
      addons: [],
      version: 4,
      limits: { cpuPercent: 400, memoryGb: 8, diskGb: 80, databases: 5, backups: 10 },
      installedMods: [{ provider: 'curseforge', modId: '310001', fileId: '4100011', type: 'mods' }],
    });
  });
});

describe('PATCH /servers/:id', () => {
  async function patch(id: string, body: unknown, headers?: Record<string, string>) {
    return call<Envelope<Server>>(sandbox, 'PATCH', `/servers/${id}`, {
      body,
      ...(headers ? { headers } : {}),
    });
  }

  it('changes RAM, disk and external reference, bumping the version and logging a resize', async () => {
    await start();
    const id = await seededId(sandbox, 'Creative Budget');
    const reply = await patch(id, { ramGb: 6, diskGb: 60, externalReference: 'crm-7' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ ramGb: 6, diskGb: 60, externalReference: 'crm-7', version: 3 });
    expect(reply.body.data.limits).toMatchObject({ memoryGb: 6, diskGb: 60 });
    const activity = await call<Page<{ action: string; description: string }[]>>(
      sandbox,
      'GET',
      `/servers/${id}/activity?limit=1`,
    );
    expect(activity.body.data[0]).toMatchObject({
      action: 'server.resized',
      description: expect.stringContaining('RAM 4 GB -> 6 GB'),
    });
    expect((await patch(id, { externalReference: 'crm-8' })).body.data.version).toBe(4);
  });

  it('honours If-Match: a stale version is a CONFLICT, the current one (bare or quoted) passes', async () => {
    await start();
    const id = await seededId(sandbox, 'Creative Budget');
    expect(
      await failure(sandbox, 'PATCH', `/servers/${id}`, { body: { ramGb: 5 }, headers: { 'If-Match': '1' } }),
    ).toEqual({
      status: 409,
      code: 'CONFLICT',
    });
    expect(sandbox.server(id)?.ramGb).toBe(4);
    expect((await patch(id, { ramGb: 5 }, { 'If-Match': '2' })).body.data.version).toBe(3);
    expect((await patch(id, { ramGb: 6 }, { 'If-Match': '"3"' })).body.data.version).toBe(4);
    expect(
      await failure(sandbox, 'PATCH', `/servers/${id}`, {
        body: { ramGb: 7 },
        headers: { 'If-Match': 'latest' },
      }),
    ).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses a change to nothing, an empty patch and a disk below what is used', async () => {
    await start();
    const id = await seededId(sandbox, 'Survival SMP');
    expect(await failure(sandbox, 'PATCH', `/servers/${id}`, { body: { ramGb: 8 } })).toEqual({
      status: 400,
      code: 'NO_CHANGE',
    });
    expect(await failure(sandbox, 'PATCH', `/servers/${id}`, { body: {} })).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect(await failure(sandbox, 'PATCH', `/servers/${id}`, { body: { diskGb: 0 } })).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    // Survival SMP holds 23.5 GB.
    expect(await failure(sandbox, 'PATCH', `/servers/${id}`, { body: { diskGb: 20 } })).toEqual({
      status: 400,
      code: 'DISK_USAGE_EXCEEDED',
    });
    expect((await patch(id, { diskGb: 24 })).status).toBe(200);
  });

  it('applies the RAM rules, counting the server’s new size instead of its old one', async () => {
    await start({ resellers: [{ apiKey: alpha, ramLimitGb: 30 }] });
    const id = await seededId(sandbox, 'Survival SMP');
    expect(await failure(sandbox, 'PATCH', `/servers/${id}`, { body: { ramGb: 8.2 } })).toEqual({
      status: 400,
      code: 'INVALID_RAM',
    });
    expect(await failure(sandbox, 'PATCH', `/servers/${id}`, { body: { ramGb: 0.5 } })).toEqual({
      status: 400,
      code: 'BELOW_MIN_RAM',
    });
    expect(await failure(sandbox, 'PATCH', `/servers/${id}`, { body: { ramGb: 33 } })).toEqual({
      status: 400,
      code: 'ABOVE_MAX_RAM',
    });
    expect((await patch(id, { ramGb: 16 })).status).toBe(200);
    expect(await failure(sandbox, 'PATCH', `/servers/${id}`, { body: { ramGb: 16.5 } })).toEqual({
      status: 400,
      code: 'RAM_LIMIT_EXCEEDED',
    });
  });

  it('blocks writes to suspended and installing servers', async () => {
    await start();
    const suspended = await seededId(sandbox, 'Old Hardcore');
    const installing = await seededId(sandbox, 'Skyblock Setup');
    const provisioning = (await create({ name: 'Brand new', ramGb: 1 })).body.data.id;
    expect(await failure(sandbox, 'PATCH', `/servers/${suspended}`, { body: { ramGb: 6 } })).toEqual({
      status: 409,
      code: 'SERVER_SUSPENDED',
    });
    expect(await failure(sandbox, 'PATCH', `/servers/${installing}`, { body: { ramGb: 8 } })).toEqual({
      status: 409,
      code: 'SERVER_INSTALLING',
    });
    expect(await failure(sandbox, 'PATCH', `/servers/${provisioning}`, { body: { ramGb: 2 } })).toEqual({
      status: 409,
      code: 'SERVER_INSTALLING',
    });
  });
});

describe('DELETE /servers/:id', () => {
  it('answers 204 with no body, after which the server is gone', async () => {
    await start();
    const id = await seededId(sandbox, 'Old Hardcore');
    const reply = await call(sandbox, 'DELETE', `/servers/${id}`);
    expect(reply.status).toBe(204);
    expect(reply.text).toBe('');
    expect(reply.headers.get('x-request-id')).toBeTruthy();
    expect(await failure(sandbox, 'GET', `/servers/${id}`)).toEqual({
      status: 404,
      code: 'SERVER_NOT_FOUND',
    });
    expect(await failure(sandbox, 'DELETE', `/servers/${id}`)).toEqual({
      status: 404,
      code: 'SERVER_NOT_FOUND',
    });
    expect(await names('/servers')).not.toContain('Old Hardcore');
    expect(sandbox.server(id)).toBeUndefined();
  });
});
