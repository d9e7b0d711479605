import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCompiledBotWorld, type CompiledBotWorld } from './support/compiled-bot.js';
import { npmScriptArguments } from './support/npm-scripts.js';

const botToken = 'main-test-bot-token-not-real';

type Run = { code: number | null; output: string; stderr: string; signalledAt?: number; exitedAt: number };

/**
 * Runs a package.json script as npm does, in a scratch directory so no developer's .env is read.
 * `signalWhen` sends a signal once the output (or a hook) says so.
 */
function runScript(
  script: 'start' | 'sandbox',
  env: NodeJS.ProcessEnv,
  options: {
    signalWhen?: (output: string) => boolean;
    signal?: NodeJS.Signals;
    timeoutMs?: number;
    /** Runs the script as this user (a test run as root that needs a file it cannot write). */
    uid?: number;
    /** Files written into the scratch directory before the start, such as a `.env`. */
    files?: Record<string, string>;
  } = {},
): Promise<Run> & { signal(name: NodeJS.Signals): void } {
  let child: ReturnType<typeof spawn> | undefined;
  let signalledAt: number | undefined;
  const signal = (name: NodeJS.Signals) => {
    signalledAt ??= Date.now();
    child?.kill(name);
  };
  const run = (async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'bot-main-'));
    try {
      if (options.uid !== undefined) await chmod(cwd, 0o755);
      for (const [name, text] of Object.entries(options.files ?? {})) await writeFile(join(cwd, name), text);
      child = spawn(process.execPath, npmScriptArguments(script), {
        cwd,
        env: { PATH: process.env.PATH, ...env },
        ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
      });
      let output = '';
      let stderr = '';
      const killer = setTimeout(() => child?.kill('SIGKILL'), options.timeoutMs ?? 20_000);
      const collect = (chunk: Buffer) => {
        output += String(chunk);
        if (signalledAt === undefined && options.signalWhen?.(output)) signal(options.signal ?? 'SIGTERM');
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += String(chunk);
        collect(chunk);
      });
      const code = await new Promise<number | null>((done) => child?.on('exit', done));
      clearTimeout(killer);
      return { code, output, stderr, signalledAt, exitedAt: Date.now() };
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  })();
  return Object.assign(run, { signal });
}

/** A TCP server that takes connections and never answers: a Discord (or anything) that hangs. */
async function startSilentServer(): Promise<{ server: Server; port: number; connected: Promise<void> }> {
  const sockets: Socket[] = [];
  let onConnection: () => void = () => undefined;
  const connected = new Promise<void>((done) => {
    onConnection = done;
  });
  const server = createServer((socket) => {
    sockets.push(socket);
    onConnection();
  });
  server.on('close', () => {
    for (const socket of sockets) socket.destroy();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, port, connected };
}

let world: CompiledBotWorld;

beforeAll(async () => {
  world = await startCompiledBotWorld(botToken);
});

afterAll(async () => {
  await world?.close();
});

function botEnv(overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return world.env({ LOG_LEVEL: 'info', ...overrides });
}

/** Log lines of a run at one pino level (40 warn, 50 error). */
function linesAtLevel(output: string, level: number): string[] {
  return output.split('\n').filter((line) => line.includes(`"level":${level}`));
}

describe('npm start with a bad environment', () => {
  it('names every problem, exits 1 and prints no stack trace', async () => {
    const { code, stderr } = await runScript('start', {
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

  it('names DISCORD_TOKEN in the one line it prints when Discord refuses the token', async () => {
    const { code, stderr } = await runScript(
      'start',
      botEnv({ DISCORD_TOKEN: 'definitely-not-valid-token', LOG_LEVEL: 'silent' }),
    );
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Discord refused DISCORD_TOKEN/)]);
    expect(stderr).not.toContain('definitely-not-valid-token');
  });

  it('names DISCORD_API_URL in one line when Discord cannot be reached, without its credentials', async () => {
    const { code, output, stderr } = await runScript(
      'start',
      botEnv({ DISCORD_API_URL: 'http://relay:hunter2-in-url@127.0.0.1:9/api', LOG_LEVEL: 'debug' }),
    );
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^DISCORD_API_URL http:\/\/\[REDACTED\]@127\.0\.0\.1:9\/api could not be reached/,
      ),
    ]);
    expect(stderr).not.toContain(botToken);
    for (const text of [output, stderr]) {
      expect(text).not.toContain('hunter2-in-url');
      expect(text).not.toContain('relay:');
    }
  });
});

describe('the Quick start: a copy of .env.example with two values filled', () => {
  /** .env.example as shipped, with the token and guild filled, and Discord pointed at the emulator. */
  const quickStartEnv = async () => {
    const filled: Record<string, string> = {
      DISCORD_TOKEN: botToken,
      OPS_GUILD_ID: world.opsGuildId,
      DISCORD_API_URL: world.emulator.apiUrl,
    };
    const shipped = await readFile('.env.example', 'utf8');
    return shipped.replace(/^(\w+)=.*$/gm, (line, name: string) =>
      name in filled ? `${name}=${filled[name]}` : line,
    );
  };

  it.each([
    ['from .env alone', {}],
    [
      'with SHARD_COUNT= and SHARD_IDS= blank in the process environment too',
      { SHARD_COUNT: '', SHARD_IDS: '' },
    ],
  ])(
    'reaches bot ready %s',
    async (_, processEnv) => {
      const { code, output, stderr } = await runScript('start', processEnv, {
        files: { '.env': await quickStartEnv() },
        signalWhen: (text) => text.includes('bot ready'),
        timeoutMs: 30_000,
      });
      expect(stderr).toBe('');
      expect(output).toContain('bot ready');
      expect(code).toBe(0);
    },
    40_000,
  );
});

describe('a store that cannot be used', () => {
  let scratch: string;
  /**
   * How long the process takes to load and exit on a configuration error, before any store is opened: "at
   * once" is measured above it, so a loaded machine's slow module loading is not mistaken for a wait.
   */
  let loadMs: number;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'bot-store-'));
    await chmod(scratch, 0o755);
    const startedAt = Date.now();
    const { code, exitedAt } = await runScript('start', botEnv({ OPS_GUILD_ID: 'not-a-guild' }));
    expect(code).toBe(1);
    loadMs = exitedAt - startedAt;
  }, 30_000);
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  /**
   * "At once": well before the store's 5 s deadline, with a margin for one start loading slower than another
   * on a machine running other suites beside this one.
   */
  const atOnceMs = 4_000;

  /** Exit 1 within 5 s of the start, with one line naming DATABASE_URL and why. */
  const expectStartRefused = async (databaseUrl: string, reason: RegExp, uid?: number) => {
    const startedAt = Date.now();
    const { code, stderr, exitedAt } = await runScript(
      'start',
      botEnv({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }),
      { uid },
    );
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^The bot could not start: DATABASE_URL names a \w+ store the bot cannot use: /),
    ]);
    expect(stderr).toMatch(reason);
    return exitedAt - startedAt;
  };

  it.each([
    ['a path under /proc', 'sqlite:///proc/bot-test/deeper/bot.sqlite', /cannot create the directory/],
    ['a file in /proc', 'sqlite:///proc/bot.sqlite', /cannot be opened or created/],
    ['a directory', () => `sqlite://${scratch}`, /cannot be opened or created/],
  ])('fails the start at once for %s', async (_, url, reason) => {
    const tookMs = await expectStartRefused(typeof url === 'string' ? url : url(), reason);
    expect(tookMs - loadMs).toBeLessThan(atOnceMs);
  });

  it('fails the start at once for a read-only file', async () => {
    const file = join(scratch, 'read-only.sqlite');
    await writeFile(file, '');
    await chmod(file, 0o444);
    // Root writes any file whatever its mode: run the bot as an ordinary user then.
    const uid = process.getuid?.() === 0 ? 65_534 : undefined;
    const tookMs = await expectStartRefused(`sqlite://${file}`, /read-only/, uid);
    expect(tookMs - loadMs).toBeLessThan(atOnceMs);
  });

  it('gives up on a store that never answers after 5 s, naming DATABASE_URL', async () => {
    const silent = await startSilentServer();
    try {
      let connectedAt: number | undefined;
      void silent.connected.then(() => {
        connectedAt = Date.now();
      });
      const startedAt = Date.now();
      const tookMs = await expectStartRefused(
        `redis://127.0.0.1:${silent.port}`,
        /did not open and answer within 5 s/,
      );
      // Not before its 5 s deadline; and not much after it, counted from the store's first connection
      // (the deadline starts just before it), so a slow load on a busy machine is not mistaken for a wait.
      expect(tookMs).toBeGreaterThanOrEqual(5_000);
      expect(connectedAt).toBeDefined();
      expect(startedAt + tookMs - (connectedAt ?? 0)).toBeLessThan(5_000 + atOnceMs);
    } finally {
      silent.server.close();
    }
  });

  it('exits 1 with one line when the sqlite file is deleted under the running bot', async () => {
    const file = join(scratch, 'deleted.sqlite');
    let deleted = false;
    const { code, stderr, output } = await runScript(
      'start',
      botEnv({ DATABASE_URL: `sqlite://${file}`, STORE_FAILURE_GRACE_SECONDS: '2' }),
      {
        signalWhen: (text) => {
          if (!deleted && text.includes('bot ready')) {
            deleted = true;
            void rm(file);
          }
          return false;
        },
      },
    );
    expect(code).toBe(1);
    expect(linesAtLevel(output, 50)).toContainEqual(
      expect.stringContaining('the store cannot be read or written: /readyz is red'),
    );
    expect(stderr.trim().split('\n')).toEqual([
      'The sqlite store DATABASE_URL names could not be read or written for 2 s (the database file was ' +
        'replaced or deleted while the bot ran; restart it): exiting so that a supervisor restarts the bot.',
    ]);
  });
});

describe('signals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s ends a start stuck on a Discord that never answers, within 5 s',
    async (name) => {
      const silent = await startSilentServer();
      try {
        const run = runScript('start', botEnv({ DISCORD_API_URL: `http://127.0.0.1:${silent.port}/api` }));
        await silent.connected;
        run.signal(name);
        const { code, signalledAt, exitedAt, stderr } = await run;
        expect(exitedAt - (signalledAt ?? 0)).toBeLessThan(5_000);
        expect(code).toBe(0);
        expect(stderr).toContain(`Start cancelled (${name})`);
      } finally {
        silent.server.close();
      }
    },
  );

  it('SIGTERM ends a start whose hosting API check hangs, within 5 s', async () => {
    const silent = await startSilentServer();
    try {
      const run = runScript('start', botEnv({ HOSTING_API_URL: `http://127.0.0.1:${silent.port}/api/v1` }));
      await silent.connected;
      run.signal('SIGTERM');
      const { signalledAt, exitedAt } = await run;
      expect(exitedAt - (signalledAt ?? 0)).toBeLessThan(5_000);
    } finally {
      silent.server.close();
    }
  });
});

describe('the API key check at start', () => {
  it('logs an error naming HOSTING_API_KEY when the API refuses the key, and still starts', async () => {
    const { output, code } = await runScript('start', botEnv({ HOSTING_API_KEY: 'rsk_not_a_known_key' }), {
      signalWhen: (text) => text.includes('bot ready') && text.includes('HOSTING_API_KEY'),
    });
    expect(code).toBe(0);
    const errors = linesAtLevel(output, 50);
    expect(errors).toEqual([expect.stringContaining('refused HOSTING_API_KEY')]);
    expect(output).toContain('bot ready');
    expect(output).not.toContain('rsk_not_a_known_key');
  });

  it('warns and still starts when the API cannot be reached', async () => {
    const { output } = await runScript('start', botEnv({ HOSTING_API_URL: 'http://127.0.0.1:9/api/v1' }), {
      signalWhen: (text) => text.includes('bot ready') && text.includes('could not be reached'),
    });
    expect(linesAtLevel(output, 40)).toEqual([expect.stringContaining('could not be reached at start')]);
    expect(linesAtLevel(output, 50)).toEqual([]);
    expect(output).toContain('bot ready');
  });

  it('says the key was accepted when it was', async () => {
    const { output } = await runScript('start', botEnv(), {
      signalWhen: (text) => text.includes('bot ready') && text.includes('key accepted'),
    });
    expect(output).toContain('hosting API key accepted');
    expect(linesAtLevel(output, 40)).toEqual([]);
  });
});

describe('npm run sandbox', () => {
  it('names PORT in one line, without a stack, when the port is taken', async () => {
    const taken = await startSilentServer();
    try {
      const { code, stderr } = await runScript('sandbox', { PORT: String(taken.port) });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `PORT ${taken.port} is already in use: stop what listens there or pick another, e.g. PORT=8788 npm run sandbox`,
      ]);
    } finally {
      taken.server.close();
    }
  });
});
