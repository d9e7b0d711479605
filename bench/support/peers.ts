import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp, type App, type AppOverrides } from '../../src/app.js';
import type { NewServer } from '../../src/sandbox/types.js';
import { botToken, opsGuildId } from '../../test/e2e/harness.js';
import type { ChatInputSpec } from '../../test/emulator/index.js';
import { logLines } from '../../test/support/log-lines.js';
import type { Acks } from './acks.js';

/** A slash command the emulator sends in the ops guild, as its admin. */
type Command = Omit<ChatInputSpec, 'guildId' | 'user'>;

/** What the bench asks of a peer process (bench/support/peer-process.ts). */
export type PeerCall =
  | { op: 'measure'; total: number; concurrency: number; commands: Command[] }
  | { op: 'answer'; command: Command }
  | { op: 'replies'; command: Command; count: number; timeoutMs: number }
  | { op: 'edits' }
  | { op: 'sessions' }
  | { op: 'waitForEdits'; atLeast: number; timeoutMs: number }
  | { op: 'problems' }
  | { op: 'addServers'; servers: NewServer[]; silent: number[] }
  | { op: 'setLatency'; ms: number }
  | { op: 'close' };
export type PeerAnswer = { id: number; result?: unknown; error?: string };
export type PeerReady = { url: string; apiKey?: string };

const script = join(dirname(fileURLToPath(import.meta.url)), 'peer-process.ts');

class Peer {
  private nextId = 0;
  private readonly pending = new Map<number, (answer: PeerAnswer) => void>();

  private constructor(
    private readonly child: ChildProcess,
    readonly ready: PeerReady,
  ) {
    child.on('message', (answer: PeerAnswer) => {
      this.pending.get(answer.id)?.(answer);
      this.pending.delete(answer.id);
    });
  }

  static async start(role: 'discord' | 'api'): Promise<Peer> {
    // Advanced serialization: a measurement's callback types travel as a Map.
    const child = fork(script, [role], { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
    const [ready] = (await once(child, 'message')) as [PeerReady];
    return new Peer(child, ready);
  }

  async call<T>(call: PeerCall): Promise<T> {
    const id = this.nextId++;
    const answered = new Promise<PeerAnswer>((resolve) => this.pending.set(id, resolve));
    this.child.send({ ...call, id });
    const { result, error } = await answered;
    if (error !== undefined) throw new Error(`peer ${call.op}: ${error}`);
    return result as T;
  }

  async close(): Promise<void> {
    const exited = once(this.child, 'exit');
    await this.call({ op: 'close' });
    await exited;
  }
}

export type Peers = Awaited<ReturnType<typeof startPeersAndBot>>;

/**
 * The bot in this process, started as `npm start` starts it, talking over loopback to the Discord emulator
 * and to the sandbox with its game responders, each in a child process of its own: what is measured is the
 * bot's work, not its peers' share of one event loop.
 */
export async function startPeersAndBot(options: { app?: AppOverrides; env?: NodeJS.ProcessEnv }) {
  const [discord, api] = await Promise.all([Peer.start('discord'), Peer.start('api')]);
  const directory = await mkdtemp(join(tmpdir(), 'bot-bench-'));
  const app: App = await startApp(
    {
      DISCORD_TOKEN: botToken,
      OPS_GUILD_ID: opsGuildId,
      HOSTING_API_URL: api.ready.url,
      HOSTING_API_KEY: api.ready.apiKey,
      DATABASE_URL: `sqlite://${join(directory, 'bot.sqlite')}`,
      DISCORD_API_URL: discord.ready.url,
      // The sandbox's games listen on loopback, which production refuses.
      GAME_QUERY_ALLOW_PRIVATE: 'true',
      ...options.env,
    },
    { logDestination: logLines().destination, apiCheck: false, ...options.app },
  );
  return {
    app,
    /** Acknowledgement times of `total` commands (taken in turn from `commands`), timed by the emulator. */
    measure: (total: number, concurrency: number, commands: Command[]) =>
      discord.call<Acks>({ op: 'measure', total, concurrency, commands }),
    /** Sends the command; resolves once it is answered. */
    answer: (command: Command) => discord.call<void>({ op: 'answer', command }),
    /** Sends `count` of the command at once; resolves once each reply carries a file. */
    replies: (command: Command, count: number, timeoutMs: number) =>
      discord.call<{ ms: number; files: number }[]>({ op: 'replies', command, count, timeoutMs }),
    /** Gateway sessions the bot identified so far: more than one means it reconnected. */
    sessions: () => discord.call<number>({ op: 'sessions' }),
    /** Interaction responses edited so far (webhook PATCHes). */
    edits: () => discord.call<number>({ op: 'edits' }),
    /** Whether that many edits were made within `timeoutMs`. */
    waitForEdits: (atLeast: number, timeoutMs: number) =>
      discord.call<boolean>({ op: 'waitForEdits', atLeast, timeoutMs }),
    /** Adds the servers (their games listening once this resolves), the ones at `silent` never answering. */
    addServers: (servers: NewServer[], silent: number[]) =>
      api.call<string[]>({ op: 'addServers', servers, silent }),
    setLatency: (ms: number) => api.call<void>({ op: 'setLatency', ms }),
    /** Stops all three; throws, as the e2e harness does, if a message showed API internals or broke Discord's contract. */
    async close() {
      await app.stop();
      const problems = await discord.call<string[]>({ op: 'problems' });
      await Promise.all([discord.close(), api.close()]);
      await rm(directory, { recursive: true, force: true });
      if (problems.length > 0) throw new Error(`Requests real Discord would refuse:\n${problems.join('\n')}`);
    },
  };
}
