import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../src/app.js';
import { emulatedUsers } from '../emulator/index.js';
import { logLines } from '../support/log-lines.js';
import { npmScriptArguments } from '../support/npm-scripts.js';
import { visibleText } from './helpers.js';
import { botToken, opsGuildId, startHarness, type Harness } from './harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false } });
});

afterAll(async () => {
  await harness.close();
});

const commandRegistrations = () =>
  harness.emulator.requests.filter(
    (request) => request.method === 'PUT' && request.path.endsWith('/commands'),
  );

/** Runs a script the way npm does, against the harness's emulator and sandbox, and collects its output. */
function runScript(
  script: 'start' | 'commands:deploy',
  { stopWhen }: { stopWhen?: (output: string) => boolean } = {},
) {
  const child = spawn(process.execPath, npmScriptArguments(script), {
    env: {
      PATH: process.env.PATH,
      DISCORD_TOKEN: botToken,
      OPS_GUILD_ID: opsGuildId,
      HOSTING_API_URL: harness.sandbox.url,
      HOSTING_API_KEY: harness.apiKey,
      DATABASE_URL: harness.databaseUrl,
      DISCORD_API_URL: harness.emulator.apiUrl,
      LOG_LEVEL: 'info',
    },
  });
  let output = '';
  let signalled = false;
  const collect = (chunk: Buffer) => {
    output += String(chunk);
    if (!signalled && stopWhen?.(output)) {
      signalled = true;
      child.kill('SIGTERM');
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise<{ code: number | null; output: string }>((done) =>
    child.on('exit', (code) => done({ code, output })),
  );
}

describe('lifecycle', () => {
  it('skips registration on restart when the definitions are unchanged', async () => {
    const before = commandRegistrations().length;
    await harness.restart();
    expect(commandRegistrations().length).toBe(before);
  });

  it('builds a governor of its own on each start, so its options are the ones this start was given', async () => {
    const first = harness.app.api.governor;
    await harness.restart();
    expect(harness.app.api.governor).not.toBe(first);
  });

  it('re-registers every guild with npm run commands:deploy, even when unchanged', async () => {
    const before = commandRegistrations().length;
    const { code, output } = await runScript('commands:deploy');
    expect(code).toBe(0);
    expect(output).toContain('Registered commands in 1 guild(s).');
    expect(commandRegistrations().length).toBe(before + 1);
  });

  it('starts with npm start and shuts down cleanly on SIGTERM, without printing the key or token', async () => {
    await harness.app.stop();
    const { code, output } = await runScript('start', {
      stopWhen: (text) => text.includes('bot ready'),
    });
    expect(output).toContain('bot ready');
    expect(output).toContain('shutting down');
    expect(code).toBe(0);
    expect(output).not.toContain(harness.apiKey);
    expect(output).not.toContain(botToken);
    await harness.restart();
  });

  it('runs against the built-in simulator with HOSTING_API_URL=sandbox, and says so loudly', async () => {
    await harness.app.stop();
    const { lines, destination: logDestination } = logLines();
    const app = await startApp(
      {
        DISCORD_TOKEN: botToken,
        OPS_GUILD_ID: opsGuildId,
        HOSTING_API_URL: 'sandbox',
        DATABASE_URL: 'memory://',
        DISCORD_API_URL: harness.emulator.apiUrl,
        LOG_LEVEL: 'info',
      },
      { logDestination },
    );
    try {
      expect(app.sandbox).toBeDefined();
      expect(lines.join('')).toMatch(/"level":40.*HOSTING_API_URL=sandbox/);
      const view = await harness.emulator
        .sendChatInput({ guildId: opsGuildId, user: emulatedUsers.admin, name: 'server', subcommand: 'list' })
        .waitForReply();
      expect(visibleText(view.message)).toContain('Survival SMP');
    } finally {
      await app.stop();
      await harness.restart();
    }
  });
});
