import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSandbox, type Sandbox, type SandboxOptions, type Server } from '../../src/sandbox/index.js';
import {
  beta,
  call,
  seededId,
  type Envelope,
  type ErrorBody,
  type Page,
  type ServerItem,
} from './helpers.js';

let sandbox: Sandbox;

async function start(options?: SandboxOptions): Promise<Sandbox> {
  sandbox = await startSandbox(options);
  return sandbox;
}

afterEach(async () => {
  vi.useRealTimers();
  await sandbox.close();
});

function createWithKey(
  key: string,
  body: Record<string, unknown> = { name: 'Once', ramGb: 2 },
  apiKey?: string,
) {
  return call<Envelope<Server>>(sandbox, 'POST', '/servers', {
    body,
    headers: { 'Idempotency-Key': key },
    ...(apiKey === undefined ? {} : { key: apiKey }),
  });
}

async function serverCount(apiKey?: string): Promise<number> {
  const reply = await call<Page<ServerItem[]>>(
    sandbox,
    'GET',
    '/servers',
    apiKey === undefined ? {} : { key: apiKey },
  );
  return reply.body.pagination.total;
}

describe('Idempotency-Key', () => {
  it('replays the stored response without executing again', async () => {
    await start();
    const first = await createWithKey('create-1');
    const again = await createWithKey('create-1', { ramGb: 2, name: 'Once' });
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(sandbox.executions('create-1')).toBe(1);
    expect(await serverCount()).toBe(5);
  });

  it('refuses the same key with a different body as a CONFLICT', async () => {
    await start();
    await createWithKey('create-2');
    const reused = await call<ErrorBody>(sandbox, 'POST', '/servers', {
      body: { name: 'Other', ramGb: 2 },
      headers: { 'Idempotency-Key': 'create-2' },
    });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('CONFLICT');
    expect(sandbox.executions('create-2')).toBe(1);
  });

  it('keeps keys apart per reseller', async () => {
    await start();
    await createWithKey('shared');
    const other = await createWithKey('shared', undefined, beta);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(sandbox.executions('shared')).toBe(2);
    expect(await serverCount(beta)).toBe(5);
  });

  it('replays a refused request too, with its original request id', async () => {
    await start();
    const first = await call<ErrorBody>(sandbox, 'POST', '/servers', {
      body: { name: 'x', ramGb: 0.5 },
      headers: { 'Idempotency-Key': 'bad' },
    });
    const again = await call<ErrorBody>(sandbox, 'POST', '/servers', {
      body: { name: 'x', ramGb: 0.5 },
      headers: { 'Idempotency-Key': 'bad' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual(first.body.error);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(sandbox.executions('bad')).toBe(1);
  });

  it('executes again after a 5xx, since the retry may succeed', async () => {
    await start({ capacity: 8 });
    expect((await createWithKey('full')).status).toBe(503);
    sandbox.removeServer(await seededId(sandbox, 'Old Hardcore'));
    expect((await createWithKey('full')).status).toBe(202);
    expect(sandbox.executions('full')).toBe(2);
  });

  it('is honoured on other methods, such as PATCH and mod installs', async () => {
    await start();
    const id = await seededId(sandbox, 'Creative Budget');
    const patch = () =>
      call<Envelope<Server>>(sandbox, 'PATCH', `/servers/${id}`, {
        body: { ramGb: 5 },
        headers: { 'Idempotency-Key': 'resize' },
      });
    expect((await patch()).body.data.version).toBe(3);
    expect((await patch()).body.data.version).toBe(3);
    expect(sandbox.server(id)?.version).toBe(3);
    expect(sandbox.executions('resize')).toBe(1);

    const premium = await seededId(sandbox, 'Survival SMP');
    const install = () =>
      call(sandbox, 'POST', `/servers/${premium}/mods`, {
        body: { provider: 'curseforge', modId: 310003, fileId: 4100031 },
        headers: { 'Idempotency-Key': 'install' },
      });
    expect((await install()).status).toBe(201);
    expect((await install()).headers.get('idempotent-replayed')).toBe('true');
    expect(sandbox.server(premium)?.version).toBe(5);
    expect(sandbox.executions('install')).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    await start();
    vi.useFakeTimers({ toFake: ['Date'] });
    await createWithKey('day');
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect((await createWithKey('day')).headers.get('idempotent-replayed')).toBeNull();
    expect(sandbox.executions('day')).toBe(2);
  });

  it('counts nothing for a key never sent', async () => {
    await start();
    expect(sandbox.executions('never')).toBe(0);
  });
});
