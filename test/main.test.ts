import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const entry = resolve('src/main.ts');

async function start(env: NodeJS.ProcessEnv) {
  // A scratch working directory, so no developer's .env is read.
  const cwd = await mkdtemp(join(tmpdir(), 'bot-main-'));
  try {
    await run(process.execPath, ['--import', import.meta.resolve('tsx'), entry], {
      cwd,
      env: { PATH: process.env.PATH, ...env },
      timeout: 20_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, stderr: failure.stderr };
  } finally {
    await rm(cwd, { recursive: true, force: true });
  }
}

describe('npm start with a bad environment', () => {
  it('names every problem, exits 1 and prints no stack trace', async () => {
    const { code, stderr } = await start({
      HOSTING_API_URL: 'https://hosting.example/api/v1',
      HOSTING_API_KEY: 'sk_wrong_prefix_secret',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('DISCORD_TOKEN is missing');
    expect(stderr).toContain('OPS_GUILD_ID is missing');
    expect(stderr).toContain(
      'HOSTING_API_KEY is invalid: expected the reseller API key, which must start with rsk_',
    );
    expect(stderr).not.toContain('sk_wrong_prefix_secret');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('reports a refused login in one line without the token', async () => {
    const { code, stderr } = await start({
      DISCORD_TOKEN: 'definitely-not-valid-token',
      OPS_GUILD_ID: '100000000000000001',
      HOSTING_API_URL: 'sandbox',
      DATABASE_URL: 'memory://',
      DISCORD_API_URL: 'http://127.0.0.1:9/api',
      LOG_LEVEL: 'silent',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^The bot could not start: /);
    expect(stderr).not.toContain('definitely-not-valid-token');
  });
});
