import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npmScriptArguments } from '../support/npm-scripts.js';

type LogLine = { msg?: string; level?: number };

/**
 * One bot instance as production runs it: `npm start`'s compiled bot in its own node process, configured by
 * environment only, in a scratch directory so no developer's .env is read.
 */
export class InstanceProcess {
  readonly lines: LogLine[] = [];
  /** When this process last logged that it took the background lease. */
  heldSince: number | undefined;
  /** Everything the process wrote to stderr: the one line it exits with, if any. */
  stderr = '';
  readonly exited: Promise<number | null>;
  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
    private readonly cwd: string,
  ) {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += String(chunk);
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const text of complete) this.read(text);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr += String(chunk);
    });
    this.exited = new Promise((done) =>
      child.on('exit', (code) => {
        if (code !== 0 && code !== null && this.stderr) console.error(`${name} stderr:\n${this.stderr}`);
        void rm(this.cwd, { recursive: true, force: true }).finally(() => done(code));
      }),
    );
  }

  static async start(name: string, env: NodeJS.ProcessEnv): Promise<InstanceProcess> {
    const cwd = await mkdtemp(join(tmpdir(), 'bot-instance-'));
    const child = spawn(process.execPath, npmScriptArguments('start'), {
      cwd,
      // USER too: a postgres:// URL that names no user connects as the USER of the process.
      env: { PATH: process.env.PATH, USER: process.env.USER, ...env },
    });
    return new InstanceProcess(name, child, cwd);
  }

  holds(): boolean {
    return this.heldSince !== undefined;
  }

  logged(message: string): boolean {
    return this.lines.some((line) => line.msg?.includes(message));
  }

  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  private read(text: string): void {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    this.lines.push(line);
    if (line.msg?.startsWith('holding the background lease')) this.heldSince = Date.now();
    if (line.msg?.startsWith('background lease lost')) this.heldSince = undefined;
  }
}
