import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { startDiscordEmulator, type DiscordEmulator } from '../emulator/index.js';

const opsGuildId = '100000000000000001';

/** What a start of the compiled bot printed (stdout and stderr, in arrival order) and its exit code. */
type CompiledRun = { code: number | null; output: string };

/**
 * A loopback world for the compiled bot (`dist/src/main.js`, as `npm start` runs it): a sandbox without
 * servers and a Discord emulator with one ops guild.
 */
export type CompiledBotWorld = {
  sandbox: Sandbox;
  emulator: DiscordEmulator;
  opsGuildId: string;
  /** The bot's environment in this world (no PATH), with `overrides` on top. */
  env(overrides?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  /**
   * Starts the bot in `cwd` with the world's environment and `env` on top, sends it SIGTERM once it is
   * ready, and resolves when it has exited.
   */
  runToReady(options: {
    cwd: string;
    env?: NodeJS.ProcessEnv;
    nodeArguments?: string[];
  }): Promise<CompiledRun>;
  close(): Promise<void>;
};

export async function startCompiledBotWorld(botToken: string): Promise<CompiledBotWorld> {
  const sandbox = await startSandbox({ seed: false });
  const emulator = await startDiscordEmulator({
    botToken,
    guilds: [{ id: opsGuildId, name: 'Ops', channels: [{ id: '110000000000000001', name: 'ops' }] }],
  });
  const environment = (overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
    DISCORD_TOKEN: botToken,
    OPS_GUILD_ID: opsGuildId,
    HOSTING_API_URL: sandbox.url,
    HOSTING_API_KEY: sandbox.apiKeys[0],
    DATABASE_URL: 'memory://',
    DISCORD_API_URL: emulator.apiUrl,
    ...overrides,
  });
  return {
    sandbox,
    emulator,
    opsGuildId,
    env: environment,
    async runToReady({ cwd, env = {}, nodeArguments = [] }) {
      const child = spawn(process.execPath, [...nodeArguments, resolve('dist/src/main.js')], {
        cwd,
        env: { PATH: process.env.PATH, ...environment(env) },
      });
      let output = '';
      let signalled = false;
      const collect = (chunk: Buffer) => {
        output += String(chunk);
        // Once: a second SIGTERM finds no handler left and kills the process outright.
        if (!signalled && output.includes('bot ready')) signalled = child.kill('SIGTERM');
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      const code = await new Promise<number | null>((done) => child.on('exit', done));
      return { code, output };
    },
    async close() {
      await emulator.close();
      await sandbox.close();
    },
  };
}
