import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.js';
import { alpha, beta, call, type Envelope, type Page, type ServerItem } from './helpers.js';
import { npmScriptArguments } from '../support/npm-scripts.js';

describe('state control', () => {
  it('adds servers with defaults, and reads them back as the API shows them', async () => {
    const sandbox = await startSandbox({ seed: false });
    const added = sandbox.addServer(beta, { name: 'Direct', ramGb: 2, status: 'STOPPED', version: 7 });
    expect(added).toMatchObject({
      name: 'Direct',
      status: 'STOPPED',
      game: 'minecraft',
      planTier: 'premium',
      version: 7,
      diskGb: 20,
    });
    expect(sandbox.server(added.id)).toEqual(added);
    expect((await call(sandbox, 'GET', `/servers/${added.id}`, { key: beta })).status).toBe(200);
    expect((await call(sandbox, 'GET', `/servers/${added.id}`)).status).toBe(404);
    expect(() => sandbox.addServer('rsk_nobody', { name: 'Orphan' })).toThrow();
    expect(() => sandbox.addServer(beta, { id: added.id, name: 'Twin' })).toThrow();
    await sandbox.close();
  });

  it('sets statuses verbatim and completes provisioning now, once', async () => {
    const sandbox = await startSandbox({ provisioningMs: 60_000 });
    const created = await call<Envelope<{ id: string }>>(sandbox, 'POST', '/servers', {
      body: { name: 'Fail fast', ramGb: 1 },
    });
    const id = created.body.data.id;
    sandbox.completeProvisioning(id);
    expect(sandbox.server(id)?.status).toBe('INSTALL_FAILED');
    sandbox.completeProvisioning(id, 'ready');
    expect(sandbox.server(id)?.status).toBe('INSTALL_FAILED');

    sandbox.setStatus(id, 'Provisioning');
    sandbox.completeProvisioning(id, 'ready');
    expect(sandbox.server(id)?.status).toBe('RUNNING');
    sandbox.setStatus(id, 'deleting');
    expect(sandbox.server(id)?.status).toBe('deleting');
    expect(() => sandbox.setStatus('srv_none', 'RUNNING')).toThrow();
    await sandbox.close();
  });

  it('removes servers', async () => {
    const sandbox = await startSandbox();
    const [first] = (await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers')).body.data;
    sandbox.removeServer(first?.id ?? '');
    expect(sandbox.server(first?.id ?? '')).toBeUndefined();
    expect(() => sandbox.removeServer(first?.id ?? '')).toThrow();
    await sandbox.close();
  });

  it('starts empty without the seed and with the given resellers', async () => {
    const sandbox = await startSandbox({ seed: false, resellers: [{ apiKey: 'rsk_custom', ramLimitGb: 2 }] });
    expect(sandbox.apiKeys).toEqual(['rsk_custom']);
    expect(
      (await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers', { key: 'rsk_custom' })).body.data,
    ).toEqual([]);
    expect((await call(sandbox, 'GET', '/servers', { key: alpha })).status).toBe(401);
    expect(
      (await call(sandbox, 'POST', '/servers', { key: 'rsk_custom', body: { name: 'big', ramGb: 3 } }))
        .status,
    ).toBe(400);
    await sandbox.close();
  });

  it('closes its connections and can be closed twice', async () => {
    const sandbox = await startSandbox({ provisioningMs: 10 });
    await call(sandbox, 'POST', '/servers', { body: { name: 'Pending', ramGb: 1 } });
    await Promise.all([sandbox.close(), sandbox.close()]);
    await expect(fetch(`${sandbox.url}/servers`)).rejects.toThrow();
  });
});

describe('npm run sandbox', () => {
  it('prints the URL and keys, serves, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, npmScriptArguments('sandbox'), {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    const url = await new Promise<string>((resolve) => {
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        const match = /http:\/\/127\.0\.0\.1:\d+\/api\/v1/.exec(output);
        if (match && output.includes('rsk_sandbox_beta')) resolve(match[0]);
      });
    });
    expect(output).toContain('rsk_sandbox_alpha');
    const reply = await fetch(`${url}/servers`, { headers: { Authorization: 'Bearer rsk_sandbox_alpha' } });
    expect(reply.status).toBe(200);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
    expect(output).toContain('stopped');
  });
});
