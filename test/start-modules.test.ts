import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompiledBotWorld, type CompiledBotWorld } from './support/compiled-bot.js';

const botToken = 'start-modules-bot-token-not-real';

/**
 * Packages the bot needs only later, if ever: a game query's gamedig, the clients of the stores not
 * configured, the pretty printer of LOG_FORMAT=pretty, the chart drawing of the chart worker threads. Each
 * costs CPU at every start, and the process suites start the bot dozens of times.
 */
const loadedLater = [
  'gamedig',
  'pg',
  '@keyv/postgres',
  '@redis/client',
  '@keyv/redis',
  'pino-pretty',
  'chart.js',
  '@napi-rs/canvas',
];

/** The package a loaded module's URL or path belongs to, if it is one: `@scope/name` or `name`. */
const packageOf = (module: string) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module)?.[1];

let world: CompiledBotWorld;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'bot-start-modules-'));
  world = await startCompiledBotWorld(botToken);
});

afterAll(async () => {
  await world?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('a start of the compiled bot', () => {
  it('loads no module it needs only later, up to ready and through its shutdown', async () => {
    const list = join(scratch, 'loaded.txt');
    const { code, output } = await world.runToReady({
      cwd: scratch,
      env: { DATABASE_URL: `sqlite://${join(scratch, 'bot.sqlite')}`, LOADED_MODULES_FILE: list },
      nodeArguments: ['--import', resolve('test/support/loaded-modules.mjs')],
    });
    expect(code, output).toBe(0);
    const modules = (await readFile(list, 'utf8')).split('\n');
    const packages = new Set(modules.map(packageOf));
    // The list is the real one: it holds what every start loads, the configured store's driver among them.
    expect(packages).toContain('discord.js');
    expect(packages).toContain('@keyv/sqlite');
    expect(loadedLater.filter((name) => packages.has(name))).toEqual([]);
    // Nor the built-in API simulator, on a real hosting API.
    expect(modules.filter((module) => module.endsWith('/dist/src/sandbox/index.js'))).toEqual([]);
  });
});
