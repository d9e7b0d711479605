import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../src/app.js';
import { StoreError } from '../../src/store/index.js';
import { opsChannelId, startHarness, type Harness } from '../e2e/harness.js';
import { fastPoller, run } from '../e2e/poller-world.js';
import { npmScriptArguments } from '../support/npm-scripts.js';

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'bot-store-failures-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** The environment of a start that gets as far as the store: nothing before it needs a network. */
function environment(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    DISCORD_TOKEN: 'store-test-token',
    OPS_GUILD_ID: '100000000000000001',
    HOSTING_API_URL: 'sandbox',
    DATABASE_URL: databaseUrl,
    DISCORD_API_URL: 'http://127.0.0.1:9/api',
    LOG_LEVEL: 'silent',
  };
}

async function startFailure(databaseUrl: string): Promise<StoreError> {
  const error = await startApp(environment(databaseUrl)).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(StoreError);
  return error as StoreError;
}

/** A directory the bot cannot create files in. Root writes anywhere a mode allows, but not in sysfs. */
async function unwritableDirectory(): Promise<string> {
  if (process.getuid?.() === 0) return '/sys';
  const path = join(directory, 'read-only');
  await mkdir(path);
  await chmod(path, 0o555);
  return path;
}

const sqliteHeader = Buffer.from('SQLite format 3\0', 'latin1');

describe('a store that cannot work stops the start, naming DATABASE_URL and the reason', () => {
  it('in a directory the bot cannot write', async () => {
    const error = await startFailure(`sqlite://${join(await unwritableDirectory(), 'bot.sqlite')}`);
    expect(error.message).toBe(
      'DATABASE_URL names a sqlite store the bot cannot use: the database file cannot be opened or created',
    );
  });

  it('on a file that is not a database', async () => {
    const path = join(directory, 'garbage.sqlite');
    await writeFile(path, Buffer.alloc(8192, 'this is not sqlite '));
    expect((await startFailure(`sqlite://${path}`)).message).toBe(
      'DATABASE_URL names a sqlite store the bot cannot use: not a database',
    );
  });

  it('on a valid SQLite header followed by garbage', async () => {
    const path = join(directory, 'header-garbage.sqlite');
    await writeFile(path, Buffer.concat([sqliteHeader, Buffer.alloc(16_384, 0xa5)]));
    expect((await startFailure(`sqlite://${path}`)).message).toMatch(
      /^DATABASE_URL names a sqlite store the bot cannot use: (not a database|the database file is corrupted)$/,
    );
  });

  it('when the path runs through a file', async () => {
    const error = await startFailure('sqlite://README.md/x.sqlite');
    expect(error.message).toBe(
      'DATABASE_URL names a sqlite store the bot cannot use: cannot create the directory "README.md": a part of the path is a file, not a directory',
    );
  });

  it('on a server that refuses the connection, without echoing the password', async () => {
    const error = await startFailure('postgres://bot:hunter2-secret@127.0.0.1:9/bot');
    expect(error.message).toBe('DATABASE_URL names a postgres store the bot cannot use: connection refused');
    const redis = await startFailure('redis://:hunter2-secret@127.0.0.1:9');
    expect(redis.message).toBe('DATABASE_URL names a redis store the bot cannot use: connection refused');
  });

  it('prints that one line from npm start, with exit code 1 and no stack', async () => {
    const path = join(directory, 'for-main.sqlite');
    await writeFile(path, Buffer.concat([sqliteHeader, Buffer.alloc(4096, 0x5a)]));
    const failure = await promisify(execFile)(process.execPath, npmScriptArguments('start'), {
      cwd: directory,
      env: { PATH: process.env.PATH, ...environment(`sqlite://${path}`) },
      timeout: 20_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.stderr.trim().split('\n')).toHaveLength(1);
    expect(failure.stderr).toMatch(
      /^The bot could not start: DATABASE_URL names a sqlite store the bot cannot use: /,
    );
  });
});

describe('a store file replaced while the bot runs', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ app: fastPoller, sandbox: { seed: false } });
  });

  afterAll(async () => {
    await harness.close();
  });

  it('fails commands with "not saved" and poll cycles, never answering success or reading nothing', async () => {
    const server = harness.sandbox.addServer(harness.apiKey, { name: 'Watched' });
    expect(await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: server.id })).toContain(
      'now gets alerts',
    );
    const path = harness.databaseUrl.slice('sqlite://'.length);
    await writeFile(`${path}.new`, Buffer.alloc(4096, 'replaced '));
    await rename(`${path}.new`, path);

    const subscribe = await run(harness, 'alerts', 'subscribe', { channel: opsChannelId });
    expect(subscribe).toContain('could not read its database');
    expect(subscribe).not.toContain('now gets alerts');
    const other = harness.sandbox.addServer(harness.apiKey, { name: 'Other' });
    const link = await run(harness, 'access', 'link', { server: other.id, guild_id: '300000000000000002' });
    expect(link).toContain("That change was not saved: the bot's database is not answering.");
    expect(await run(harness, 'alerts', 'list', {})).toContain('could not read its database');

    // Poll cycles keep failing on the unreadable subscriptions instead of treating them as none.
    await harness.emulator.waitFor(
      () => harness.logLines.filter((line) => line.includes('poll cycle failed')).length >= 3,
      5_000,
    );
    const storeLines = harness.logLines.filter((line) =>
      line.includes('"msg":"the sqlite store could not read: the database file was replaced'),
    );
    const pollFailures = harness.logLines.filter(
      (line) => line.includes('poll cycle failed') && line.includes('StoreError'),
    );
    expect(pollFailures.length).toBeGreaterThanOrEqual(3);
    // Logged as the burst's first failure, not once per call.
    expect(storeLines).toHaveLength(1);
  });
});
