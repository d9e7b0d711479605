import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, realpath, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { loadCommands as LoadCommands } from '../src/discord/command-loader.js';

/** A copy of the repository's build inputs, so these builds never touch the dist/ other suites run. */
let root: string;
const worker = () => join(root, 'dist/src/render/usage-chart-worker.js');

/** `npm run build` in the copy, at the lowest priority (a compile would starve timing-sensitive suites). */
async function build(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: root });
  if (child.pid !== undefined) setPriority(child.pid, 19);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += String(chunk);
  });
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  return { code, output };
}

/** Each output file's identity: a file replaced or rewritten changes its inode or its modification time. */
async function identities(paths: string[]): Promise<string[]> {
  return Promise.all(
    paths.map(async (path) => {
      const { ino, mtimeMs } = await stat(join(root, path));
      return `${path} ${ino} ${mtimeMs}`;
    }),
  );
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bot-build-script-'));
  // The dist/ the process suites' global setup built comes too, with tsc's record of it (.tsbuildinfo): the
  // builds below then compile incrementally, not the whole project again (most of this file's CPU). The record
  // names node_modules files from dist/: renamed as the copy reaches them, else tsc would check all again.
  const copied = [
    'src',
    'commands',
    'scripts',
    'tsconfig.json',
    'tsconfig.build.json',
    'package.json',
    'dist',
  ];
  for (const path of copied) await cp(path, join(root, path), { recursive: true });
  await symlink(resolve('node_modules'), join(root, 'node_modules'));
  const record = join(root, 'dist/.tsbuildinfo');
  const modules = relative(join(root, 'dist'), await realpath('node_modules'));
  if (existsSync(record))
    await writeFile(record, (await readFile(record, 'utf8')).replaceAll('"../node_modules/', `"${modules}/`));
}, 60_000);

afterAll(() => rm(root, { recursive: true, force: true }));

/** The names of the commands the compiled bot in the copy loads, sorted. */
async function compiledCommands(): Promise<string[]> {
  const loader = pathToFileURL(join(root, 'dist/src/discord/command-loader.js')).href;
  const { loadCommands } = (await import(loader)) as { loadCommands: typeof LoadCommands };
  const { commands } = await loadCommands([pathToFileURL(join(root, 'dist/commands/'))]);
  return commands.map((command) => command.name).sort();
}

describe('npm run build (scripts/build.mjs)', () => {
  it('compiles nothing and rewrites nothing when nothing changed', async () => {
    const outputs = ['dist/src/main.js', 'dist/src/render/usage-chart-worker.js', 'dist/commands/board.js'];
    const before = await identities(outputs);
    const again = await build();
    expect(again.code).toBe(0);
    expect(again.output).toContain('nothing to compile');
    expect(await identities(outputs)).toEqual(before);
  }, 60_000);

  it('keeps the chart worker in place throughout a build, and removes the outputs of deleted sources', async () => {
    // What an earlier build left of sources since deleted, a command and a module of src/: written here
    // rather than compiled, which would cost this file a second whole build.
    const board = await readFile(join(root, 'dist/commands/board.js'), 'utf8');
    await writeFile(join(root, 'dist/commands/ghost.js'), board.replace("name: 'board'", "name: 'ghost'"));
    await writeFile(join(root, 'dist/src/added.js'), 'export const added = 1;\n');
    for (const output of ['commands/ghost.js.map', 'src/added.js.map'])
      await writeFile(join(root, 'dist', output), '{}');
    // The commands of that build: the ghost among them, so the check below can tell it was removed.
    expect(await compiledCommands()).toContain('ghost');
    // A source changed, so the build compiles.
    await writeFile(
      join(root, 'commands/board.ts'),
      `${await readFile(join(root, 'commands/board.ts'), 'utf8')}\n`,
    );
    const { ino, mtimeMs } = statSync(worker());
    // A running instance may start a chart worker at any moment: its file must be there at every moment.
    let absences = 0;
    const watch = setInterval(() => {
      if (!existsSync(worker())) absences++;
    }, 2);
    try {
      const compiled = await build();
      expect(compiled.code).toBe(0);
      expect(compiled.output).not.toContain('nothing to compile');
    } finally {
      clearInterval(watch);
    }
    expect(absences).toBe(0);
    expect(statSync(worker())).toMatchObject({ ino, mtimeMs });
    for (const output of ['commands/ghost.js', 'commands/ghost.js.map', 'src/added.js', 'src/added.js.map'])
      expect(existsSync(join(root, 'dist', output)), output).toBe(false);
    // What the compiled bot loads: the deleted command is not among its commands.
    expect(await compiledCommands()).toEqual([
      'access',
      'alerts',
      'audit',
      'board',
      'language',
      'mods',
      'server',
    ]);
  }, 300_000);
});
