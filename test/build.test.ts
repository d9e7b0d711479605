import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../src/i18n/index.js';
import { chartTexts } from '../src/render/chart-texts.js';
import { startCompiledBotWorld, type CompiledBotWorld } from './support/compiled-bot.js';

const botToken = 'build-test-bot-token-not-real';

let world: CompiledBotWorld;

beforeAll(async () => {
  // What `npm run build` (and so `npm start`) runs; at the lowest priority, since a whole-project compile
  // would otherwise starve the timing-sensitive suites that run beside this one.
  const build = spawn(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.pid !== undefined) setPriority(build.pid, 19);
  expect(await new Promise((done) => build.on('exit', done))).toBe(0);
  world = await startCompiledBotWorld(botToken);
}, 120_000);

afterAll(async () => {
  await world?.close();
});

describe('the compiled build (npm start)', () => {
  it('runs without tsx, loads dist/commands, prints pretty lines with LOG_FORMAT=pretty, and stops on SIGTERM', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'bot-build-'));
    try {
      const { code, output } = await world.runToReady({ cwd, env: { LOG_FORMAT: 'pretty' } });
      expect(code).toBe(0);
      expect(output).toMatch(/INFO.*bot ready/);
      // The loader found every compiled command file: each is registered before the bot is ready.
      expect(
        world.emulator
          .commands(world.opsGuildId)
          .map((command) => command.name)
          .sort(),
      ).toEqual(['access', 'alerts', 'audit', 'board', 'language', 'mods', 'server']);
      expect(output).toMatch(/INFO.*shutting down/);
      expect(output).not.toMatch(/^\{"level"/m);
      expect(output).not.toContain(botToken);
      expect(output).not.toContain(world.sandbox.apiKeys[0]);
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
