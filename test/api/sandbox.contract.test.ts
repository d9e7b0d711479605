import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HostingApi,
  RateLimitGovernor,
  statusKind,
  type HostingApiOptions,
  type Server,
} from '../../src/api/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { relativeResetToleranceMs } from '../../src/api/rate-limit-headers.js';
import { all, classified, failure } from './outcomes.js';

const mainKey = 'rsk_contract_main';
const otherKey = 'rsk_contract_other';
const smallKey = 'rsk_contract_small';

function client(sandbox: Sandbox, apiKey: string, options: Partial<HostingApiOptions> = {}): HostingApi {
  return new HostingApi({
    baseUrl: sandbox.url,
    apiKey,
    governor: new RateLimitGovernor({ backoff: { baseMs: 5, capMs: 20 } }),
    retryBackoff: { baseMs: 1, capMs: 5 },
    ...options,
  });
}

let sandbox: Sandbox;
let api: HostingApi;
let seeded: Server[];
const byName = (name: string) => {
  const server = seeded.find((candidate) => candidate.name === name);
  if (server === undefined) throw new Error(`no seeded server ${name}`);
  return server;
};

beforeAll(async () => {
  sandbox = await startSandbox({
    rateLimit: false,
    provisioningMs: 60_000,
    resellers: [{ apiKey: mainKey }, { apiKey: otherKey }, { apiKey: smallKey, ramLimitGb: 24 }],
  });
  api = client(sandbox, mainKey);
  seeded = await all(api.servers());
});

afterAll(async () => {
  await api.close();
  await sandbox.close();
});

describe('servers against the sandbox', () => {
  it('lists the seeded servers in both list shapes, statuses as given', async () => {
    for (const serverList of ['array', 'object'] as const) {
      sandbox.setShapes({ serverList });
      const page = await api.listServers({ sort: 'name', order: 'asc' });
      expect(page.servers.map((server) => server.name)).toEqual([
        'Creative Budget',
        'Old Hardcore',
        'Skyblock Setup',
        'Survival SMP',
      ]);
      expect(page.pagination).toMatchObject({ page: 1, total: 4, hasNext: false });
    }
    expect(byName('Skyblock Setup').status).toBe('installing');
    expect(statusKind(byName('Skyblock Setup').status)).toBe('provisioning');
    expect(statusKind(byName('Old Hardcore').status)).toBe('suspended');
  });

  it('filters, and iterates every page', async () => {
    expect((await api.listServers({ status: 'running' })).servers).toHaveLength(2);
    expect((await api.listServers({ search: 'survival' })).servers.map((server) => server.name)).toEqual([
      'Survival SMP',
    ]);
    const page = await api.listServers({ limit: 1, page: 2 });
    expect(page.pagination).toMatchObject({ page: 2, limit: 1, totalPages: 4, hasNext: true, hasPrev: true });
    const before = sandbox.requests.length;
    expect((await all(api.servers({ limit: 1 }))).map((server) => server.id).sort()).toEqual(
      seeded.map((server) => server.id).sort(),
    );
    expect(sandbox.requests.length - before).toBe(4);
  });

  it('returns the detail with limits, addons and version', async () => {
    const detail = await api.getServer(byName('Creative Budget').id);
    expect(detail).toMatchObject({
      planTier: 'budget',
      version: 2,
      addons: [{ addon: 'mods', selected: false }],
    });
    expect(detail.limits).toBeDefined();
  });

  it("answers SERVER_NOT_FOUND for a missing server and another reseller's", async () => {
    const foreign = client(sandbox, otherKey);
    expect(await failure(foreign.getServer(byName('Survival SMP').id))).toMatchObject({
      code: 'SERVER_NOT_FOUND',
      status: 404,
    });
    await foreign.close();
    const missing = await failure(api.getServer('srv_missing'));
    expect(classified(missing)).toMatchObject({ code: 'SERVER_NOT_FOUND', status: 404, transient: false });
    expect(missing.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers AUTH_REQUIRED for an unknown key', async () => {
    const stranger = client(sandbox, 'rsk_unknown');
    expect(await failure(stranger.listServers())).toMatchObject({ code: 'AUTH_REQUIRED', status: 401 });
    await stranger.close();
  });

  it('creates a server that provisions, once per Idempotency-Key', async () => {
    const created = await api.createServer(
      { name: 'Contract World', ramGb: 2, planTier: 'budget' },
      { idempotencyKey: 'create-contract-1' },
    );
    expect(created.server).toMatchObject({ name: 'Contract World', status: 'PROVISIONING', ramGb: 2 });
    expect(created.requestId).toBeDefined();
    const again = await api.createServer(
      { name: 'Contract World', ramGb: 2, planTier: 'budget' },
      { idempotencyKey: 'create-contract-1' },
    );
    expect(again.server?.id).toBe(created.server?.id);
    expect(sandbox.executions('create-contract-1')).toBe(1);
    const id = created.server?.id ?? '';
    sandbox.completeProvisioning(id);
    expect(statusKind((await api.getServer(id)).status)).toBe('running');
  });

  it('reports a failed installation as such', async () => {
    const created = await api.createServer({ name: 'will fail', ramGb: 1 });
    sandbox.completeProvisioning(created.server?.id ?? '');
    const status = (await api.getServer(created.server?.id ?? '')).status;
    expect(status).toBe('INSTALL_FAILED');
    expect(statusKind(status)).toBe('failed');
  });

  it('retries a create whose answer timed out, executing it once', async () => {
    sandbox.inject({ method: 'POST', path: '/servers', delayMs: 300 });
    const timed = client(sandbox, mainKey, { timeoutMs: 100 });
    const created = await timed.createServer(
      { name: 'Slow Answer', ramGb: 1 },
      { idempotencyKey: 'create-slow' },
    );
    await timed.close();
    expect(created.server?.name).toBe('Slow Answer');
    expect(sandbox.executions('create-slow')).toBe(1);
    // The sandbox records the first attempt once its delayed answer goes out.
    await vi.waitFor(() =>
      expect(sandbox.requests.filter((request) => request.idempotencyKey === 'create-slow')).toHaveLength(2),
    );
  });

  it('passes on the RAM rules the client cannot check', async () => {
    expect(await failure(api.createServer({ name: 'tiny', ramGb: 0.5 }))).toMatchObject({
      code: 'BELOW_MIN_RAM',
      status: 400,
    });
    expect(await failure(api.createServer({ name: 'huge', ramGb: 64 }))).toMatchObject({
      code: 'ABOVE_MAX_RAM',
      status: 400,
    });
    const small = client(sandbox, smallKey);
    expect(await failure(small.createServer({ name: 'too much', ramGb: 8 }))).toMatchObject({
      code: 'RAM_LIMIT_EXCEEDED',
      status: 400,
    });
    await small.close();
  });

  it('updates under If-Match and refuses stale, empty, impossible and blocked changes', async () => {
    const survival = await api.getServer(byName('Survival SMP').id);
    const updated = await api.updateServer(
      survival.id,
      { externalReference: 'order-2002' },
      { ifMatch: survival.version },
    );
    expect(updated.server).toMatchObject({
      externalReference: 'order-2002',
      version: (survival.version ?? 0) + 1,
    });
    expect(
      await failure(api.updateServer(survival.id, { externalReference: 'x' }, { ifMatch: survival.version })),
    ).toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await failure(api.updateServer(survival.id, { externalReference: 'order-2002' }))).toMatchObject({
      code: 'NO_CHANGE',
    });
    expect(await failure(api.updateServer(survival.id, { diskGb: 10 }))).toMatchObject({
      code: 'DISK_USAGE_EXCEEDED',
    });
    expect(await failure(api.updateServer(byName('Old Hardcore').id, { ramGb: 6 }))).toMatchObject({
      code: 'SERVER_SUSPENDED',
      status: 409,
    });
    expect(await failure(api.updateServer(byName('Skyblock Setup').id, { ramGb: 8 }))).toMatchObject({
      code: 'SERVER_INSTALLING',
      status: 409,
    });
  });

  it('deletes, and counts a delete whose first answer was lost as done', async () => {
    const first = await api.createServer({ name: 'Short Lived', ramGb: 1 });
    sandbox.completeProvisioning(first.server?.id ?? '');
    await api.deleteServer(first.server?.id ?? '');
    expect(await failure(api.getServer(first.server?.id ?? ''))).toMatchObject({ code: 'SERVER_NOT_FOUND' });

    const second = await api.createServer({ name: 'Lost Answer', ramGb: 1 });
    const id = second.server?.id ?? '';
    sandbox.completeProvisioning(id);
    sandbox.inject({ method: 'DELETE', path: `/servers/${id}`, delayMs: 300 });
    const timed = client(sandbox, mainKey, { timeoutMs: 100 });
    await expect(timed.deleteServer(id)).resolves.toMatchObject({});
    await timed.close();
    expect(sandbox.server(id)).toBeUndefined();
  });

  it('answers SERVICE_UNAVAILABLE when capacity runs out, after retrying it', async () => {
    const full = await startSandbox({ rateLimit: false, seed: false, capacity: 0 });
    const refused = client(full, full.apiKeys[0] ?? '', { maxRetries: 1 });
    expect(classified(await failure(refused.createServer({ name: 'no room', ramGb: 1 })))).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      transient: true,
    });
    expect(full.requests).toHaveLength(2);
    await refused.close();
    await full.close();
  });
});

describe('mods against the sandbox', () => {
  it('searches both providers in provider and normalized shapes', async () => {
    const id = byName('Survival SMP').id;
    for (const modResults of ['provider', 'normalized'] as const) {
      sandbox.setShapes({ modResults });
      for (const provider of ['curseforge', 'modrinth']) {
        const page = await api.searchMods(id, { provider, pageSize: 3 });
        expect(page.mods.length).toBeGreaterThan(0);
        for (const mod of page.mods) {
          expect(mod.provider).toBe(provider);
          expect(mod.name).not.toBe(mod.id);
          expect(mod.files.length).toBeGreaterThan(0);
          expect(mod.files.every((file) => file.gameVersions.length > 0 && file.loaders.length > 0)).toBe(
            true,
          );
        }
        expect(page.pagination).toMatchObject({ page: 0, limit: 3, hasPrev: false });
      }
    }
    sandbox.setShapes({ modResults: 'provider' });
    const defaults = await api.searchMods(id);
    expect(defaults.mods[0]?.provider).toBe('curseforge');
  });

  it('installs a file found by search, and reports the install errors', async () => {
    const id = byName('Survival SMP').id;
    const [mod] = (await api.searchMods(id, { provider: 'modrinth', search: 'sky islands' })).mods;
    const file = mod?.files[0];
    expect(file).toBeDefined();
    const installed = await api.installMod(id, {
      provider: 'modrinth',
      modId: mod?.id ?? '',
      fileId: file?.id ?? '',
    });
    expect(installed.result).toMatchObject({ modId: mod?.id, fileId: file?.id });
    expect(installed.requestId).toBeDefined();

    const install = (modId: string, fileId: string) =>
      api.installMod(id, { provider: 'curseforge', modId, fileId });
    expect(await failure(install('310007', '4100072'))).toMatchObject({
      code: 'DISTRIBUTION_RESTRICTED',
      status: 403,
    });
    expect(await failure(install('999999', '1'))).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(classified(await failure(install('310008', '4100081')))).toMatchObject({
      code: 'UPLOAD_FAILED',
      status: 500,
      transient: true,
    });
    expect(await failure(api.searchMods(byName('Creative Budget').id))).toMatchObject({
      code: 'ADDON_REQUIRED',
      status: 403,
    });
    expect(await failure(api.searchMods(id, { provider: 'thunderstore' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
    });
  });
});

describe('resources and activity against the sandbox', () => {
  it('reads resource usage in both field sets', async () => {
    const id = byName('Survival SMP').id;
    for (const resourceFields of ['classic', 'alternate'] as const) {
      sandbox.setShapes({ resourceFields });
      const usage = await api.getResources(id);
      expect(usage.state).toBe('running');
      for (const measure of [
        usage.cpuPercent,
        usage.memoryBytes,
        usage.memoryLimitBytes,
        usage.diskBytes,
        usage.networkRxBytes,
        usage.networkTxBytes,
      ]) {
        expect(measure).toBeTypeOf('number');
      }
      // Running for 30 days: both the seconds and the millisecond form must read as about that.
      expect(usage.uptimeSeconds).toBeGreaterThan(29 * 86_400);
      expect(usage.uptimeSeconds).toBeLessThan(31 * 86_400);
      expect(usage.memoryBytes).toBeLessThanOrEqual(usage.memoryLimitBytes ?? 0);
    }
    sandbox.setShapes({ resourceFields: 'classic' });
    expect((await api.getResources(id)).other.map((leaf) => leaf.path.join('.'))).toContain('players.online');
  });

  it('reads the activity log in both field sets and orders, with stable keys', async () => {
    const id = byName('Old Hardcore').id;
    sandbox.setShapes({ activityFields: 'classic', activityOrder: 'oldest-first' });
    const classic = await all(api.activity(id, { pageSize: 1 }));
    expect(classic.map((entry) => entry.action)).toEqual([
      'server.created',
      'server.provisioned',
      'server.suspended',
    ]);
    expect(
      classic.every(
        (entry) => entry.id !== undefined && entry.key === entry.id && entry.actor && entry.timestamp,
      ),
    ).toBe(true);

    sandbox.setShapes({ activityFields: 'alternate', activityOrder: 'newest-first' });
    const alternate = await all(api.activity(id));
    expect(alternate.map((entry) => entry.action)).toEqual([
      'server.suspended',
      'server.provisioned',
      'server.created',
    ]);
    expect(alternate[0]).toMatchObject({ actor: 'billing', description: 'Suspended for an unpaid invoice' });
    expect(alternate.every((entry) => entry.id === undefined && /^[0-9a-f]{64}$/.test(entry.key))).toBe(true);
    const reread = await api.getActivity(id, { limit: 2, offset: 1 });
    expect(reread.entries.map((entry) => entry.key)).toEqual(alternate.slice(1).map((entry) => entry.key));
    expect(reread.pagination).toMatchObject({ total: 3, hasNext: false, hasPrev: true });
    expect(new Set(alternate.map((entry) => entry.key)).size).toBe(3);
    sandbox.setShapes({ activityFields: 'classic' });
  });
});

describe('faults injected into the sandbox', () => {
  const survival = () => byName('Survival SMP').id;

  it('retries past an HTML 502 and a reset connection', async () => {
    sandbox.inject({
      path: `/servers/${survival()}`,
      status: 502,
      body: '<html><body>Bad Gateway</body></html>',
    });
    sandbox.inject({ path: `/servers/${survival()}`, reset: true });
    expect((await api.getServer(survival())).name).toBe('Survival SMP');
  });

  it('maps truncated JSON to INVALID_RESPONSE with the request id', async () => {
    sandbox.inject({ path: `/servers/${survival()}`, status: 200, body: '{"data":{"id":' });
    const error = await failure(api.getServer(survival()));
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', status: 200 });
    expect(error.requestId).toBeDefined();
  });

  it('maps an empty 500 to HTTP_ERROR once retries run out', async () => {
    sandbox.inject({ path: `/servers/${survival()}/resources`, status: 500, times: 4 });
    expect(classified(await failure(api.getResources(survival())))).toMatchObject({
      code: 'HTTP_ERROR',
      status: 500,
      transient: true,
    });
  });

  it('maps a slow answer to TIMEOUT', async () => {
    sandbox.inject({ path: `/servers/${survival()}`, delayMs: 300, times: 2 });
    const timed = client(sandbox, mainKey, { timeoutMs: 80, maxRetries: 1 });
    expect(await failure(timed.getServer(survival()))).toMatchObject({ code: 'TIMEOUT' });
    await timed.close();
  });

  it('waits out an injected 429 that names Retry-After', async () => {
    sandbox.inject({
      path: `/servers/${survival()}`,
      status: 429,
      headers: { 'Retry-After': '0.2' },
      body: '',
    });
    const started = Date.now();
    expect((await api.getServer(survival())).id).toBe(survival());
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });
});

describe('the sandbox rate limit', () => {
  it.concurrent.each(['epoch-seconds', 'epoch-ms', 'delta-seconds', 'http-date'] as const)(
    'a burst of three times the limit meets no 429 with Reset as %s',
    async (resetHeader) => {
      // Relative resets are whole seconds counted from each answer, so readings of one window differ by up
      // to a second: a window shorter than that cannot be told from the next in that form.
      const windowMs = resetHeader === 'delta-seconds' ? 2 * relativeResetToleranceMs : 500;
      const limited = await startSandbox({ rateLimit: { limit: 5, windowMs }, shapes: { resetHeader } });
      const governed = client(limited, limited.apiKeys[0] ?? '');
      const id = limited.addServer(limited.apiKeys[0] ?? '', { name: 'target' }).id;
      const results = await Promise.all(Array.from({ length: 15 }, () => governed.getServer(id)));
      expect(results.map((server) => server.id)).toEqual(Array(15).fill(id));
      expect(limited.requests.filter((request) => request.status === 429)).toHaveLength(0);
      await governed.close();
      await limited.close();
    },
  );

  it('survives a 429 storm from another client on the same key', async () => {
    const limited = await startSandbox({
      rateLimit: { limit: 5, windowMs: 200 },
      shapes: { resetHeader: 'epoch-ms' },
    });
    const key = limited.apiKeys[0] ?? '';
    // A second process on the same key, governed on its own and never retrying, keeps using up the window.
    const rogue = new HostingApi({
      baseUrl: limited.url,
      apiKey: key,
      governor: new RateLimitGovernor(),
      maxRetries: 0,
      maxRateLimitRetries: 0,
    });
    const governed = client(limited, key, { maxRateLimitRetries: 6 });
    const rogueTraffic = Promise.allSettled(Array.from({ length: 10 }, () => rogue.listServers()));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => governed.listServers({}, { priority: 'background' })),
    );
    await rogueTraffic;
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThan(0);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    }
    await rogue.close();
    await governed.close();
    await limited.close();
  });
});
