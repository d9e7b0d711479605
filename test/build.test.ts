import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';
import { startDiscordEmulator, type DiscordEmulator } from './emulator/index.js';
import { english } from '../src/i18n/index.js';
import { chartTexts } from '../src/render/chart-texts.js';

const opsGuildId = '100000000000000001';
const botToken = 'build-test-bot-token-not-real';

let sandbox: Sandbox;
let emulator: DiscordEmulator;

beforeAll(async () => {
  // What `npm run build` (and so `npm start`) runs; at the lowest priority, since a whole-project compile
  // would otherwise starve the timing-sensitive suites that run beside this one.
  const build = spawn(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.pid !== undefined) setPriority(build.pid, 19);
  expect(await new Promise((done) => build.on('exit', done))).toBe(0);
  sandbox = await startSandbox({ seed: false });
  emulator = await startDiscordEmulator({
    botToken,
    guilds: [{ id: opsGuildId, name: 'Ops', channels: [{ id: '110000000000000001', name: 'ops' }] }],
  });
}, 120_000);

afterAll(async () => {
  await emulator?.close();
  await sandbox?.close();
});

describe('the compiled build (npm start)', () => {
  it('runs without tsx, loads dist/commands, prints pretty lines with LOG_FORMAT=pretty, and stops on SIGTERM', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'bot-build-'));
    try {
      const child = spawn(process.execPath, [resolve('dist/src/main.js')], {
        cwd,
        env: {
          PATH: process.env.PATH,
          DISCORD_TOKEN: botToken,
          OPS_GUILD_ID: opsGuildId,
          HOSTING_API_URL: sandbox.url,
          HOSTING_API_KEY: sandbox.apiKeys[0],
          DATABASE_URL: 'memory://',
          DISCORD_API_URL: emulator.apiUrl,
          LOG_FORMAT: 'pretty',
        },
      });
      let output = '';
      let signalled = false;
      const collect = (chunk: Buffer) => {
        output += String(chunk);
        if (!signalled && output.includes('bot ready')) signalled = child.kill('SIGTERM');
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      const code = await new Promise<number | null>((done) => child.on('exit', done));
      expect(code).toBe(0);
      expect(output).toMatch(/INFO.*bot ready/);
      // The loader found every compiled command file: each is registered before the bot is ready.
      expect(
        emulator
          .commands(opsGuildId)
          .map((command) => command.name)
          .sort(),
      ).toEqual(['access', 'alerts', 'audit', 'board', 'language', 'mods', 'server']);
      expect(output).toMatch(/INFO.*shutting down/);
      expect(output).not.toMatch(/^\{"level"/m);
      expect(output).not.toContain(botToken);
      expect(output).not.toContain(sandbox.apiKeys[0]);
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });

  it('draws usage charts on worker threads that run the compiled worker, not TypeScript', async () => {
    const compiledPool = pathToFileURL(resolve('dist/src/render/usage-chart-pool.js')).href;
    const { UsageChartPool } = (await import(
      compiledPool
    )) as typeof import('../src/render/usage-chart-pool.js');
    const pool = new UsageChartPool(1);
    try {
      const now = Date.now();
      const point = { cpuPercent: 10, ramPercent: 20, diskPercent: 30 };
      const png = await pool.render({
        texts: chartTexts(english, { title: 'compiled', hours: 1, now }),
        hours: 1,
        now,
        points: [
          { at: now - 60_000, ...point },
          { at: now, ...point },
        ],
      });
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await pool.close();
    }
  });
});
