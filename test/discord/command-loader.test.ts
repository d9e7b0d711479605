import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  assembleCommands,
  CommandLoadError,
  commandsDirectory,
  loadCommands,
} from '../../src/discord/command-loader.js';
import { defineCommand, defineComponent, type Command } from '../../src/discord/command.js';
import { defineConfirmation } from '../../src/discord/confirmation-prompt.js';
import { defineCustomId } from '../../src/render/custom-ids.js';

const fixtureDirectory = new URL('../fixtures/commands/', import.meta.url);

function command(name: string, extra: Partial<Command> = {}): Command {
  return defineCommand({
    name,
    description: `The ${name} command`,
    subcommands: {
      run: {
        scopes: ['ops'],
        level: 'read',
        ephemeral: true,
        define: (sub) => sub.setDescription('Runs'),
        execute: async () => ({ content: 'ran' }),
      },
    },
    ...extra,
  });
}

const button = (name: string) =>
  defineComponent(defineCustomId(name, z.object({ id: z.string() }), ['id']), {
    level: 'read',
    execute: async () => ({ kind: 'acknowledged' }),
  });
const confirmation = (kind: string) =>
  defineConfirmation(kind, z.object({}), {
    level: 'operate',
    audits: 'server.update',
    execute: async () => ({ payload: { content: 'done' }, outcome: { kind: 'done' } }),
  });

/** The problems the loader names for these commands, each from its own file. */
function problemsOf(...commands: unknown[]): readonly string[] {
  try {
    assembleCommands(commands.map((found, index) => ({ source: `commands/c${index}.ts`, command: found })));
  } catch (error) {
    if (error instanceof CommandLoadError) return error.problems;
    throw error;
  }
  return [];
}

describe('the command loader', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'commands-'));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('finds every command of commands/ and of another directory, and derives routes and kinds', async () => {
    const set = await loadCommands([commandsDirectory, fixtureDirectory]);
    expect(set.commands.map((loaded) => loaded.name).sort()).toEqual(
      ['access', 'alerts', 'audit', 'board', 'fixture', 'language', 'mods', 'server'].sort(),
    );
    expect([...set.components.keys()].sort()).toEqual(
      [
        'alert-ack',
        'alert-group',
        'alert-info',
        'alert-resources',
        'alert-silence',
        'alerts-page',
        'audit-page',
        'cancel',
        'confirm',
        'fixture-tap',
        'installed-page',
        'mod-update',
        'mods-pick',
        'servers-page',
        'silence-end',
        'silences-page',
      ].sort(),
    );
    expect([...set.confirmations.keys()].sort()).toEqual(['delete', 'fixture-reset', 'install']);
  });

  it('reads <name>.js and <name>/index.js as compiled, and skips what is not a command', async () => {
    const directory = join(scratch, 'compiled');
    await mkdir(join(directory, 'nested'), { recursive: true });
    await mkdir(join(directory, 'helpers'), { recursive: true });
    const module = (name: string) =>
      `export default { name: '${name}', description: 'd', ` +
      `subcommands: { run: { scopes: ['ops'], level: 'read', ephemeral: true, ` +
      'define: (sub) => sub, execute: async () => ({}) } } };\n';
    await writeFile(join(directory, 'top.js'), module('top'));
    await writeFile(join(directory, 'top.js.map'), '{}');
    // What a build from before the loader left behind: the old hand-made list.
    await writeFile(join(directory, 'index.js'), 'export const commands = [];\n');
    await writeFile(join(directory, 'nested', 'index.js'), module('nested'));
    await writeFile(join(directory, 'helpers', 'options.js'), 'export const x = 1;\n');
    const set = await loadCommands([pathToFileURL(`${directory}/`)]);
    expect(set.commands.map((loaded) => loaded.name)).toEqual(['nested', 'top']);
  });

  it('refuses a module with no default export, naming its file', async () => {
    const directory = join(scratch, 'no-default');
    await mkdir(directory, { recursive: true });
    await writeFile(join(directory, 'lonely.js'), 'export const command = {};\n');
    const loading = loadCommands([pathToFileURL(`${directory}/`)]);
    await expect(loading).rejects.toThrow(CommandLoadError);
    await expect(loading).rejects.toThrow(/lonely\.js has no default export/);
  });

  it('refuses two commands of one name', () => {
    expect(problemsOf(command('server'), command('server'))).toEqual([
      'the command name "server" is declared twice: by commands/c0.ts and by commands/c1.ts',
    ]);
  });

  it('refuses two components of one custom_id name, the Confirm and Cancel buttons included', () => {
    expect(
      problemsOf(
        command('a', { components: [button('page')] }),
        command('b', { components: [button('page')] }),
      ),
    ).toEqual(['the custom_id name "page" is declared twice: by commands/c0.ts and by commands/c1.ts']);
    expect(problemsOf(command('a', { components: [button('confirm')] }))).toEqual([
      'the custom_id name "confirm" is declared twice: by src/discord/confirmations.ts and by commands/c0.ts',
    ]);
  });

  it('refuses two confirmations of one kind', () => {
    expect(
      problemsOf(
        command('a', { confirmations: [confirmation('delete')] }),
        command('b', { confirmations: [confirmation('delete')] }),
      ),
    ).toEqual(['the confirmation kind "delete" is declared twice: by commands/c0.ts and by commands/c1.ts']);
  });

  it('refuses a command of the wrong shape, saying what is wrong', () => {
    const [badName] = problemsOf(command('Server Admin'));
    expect(badName).toMatch(/^commands\/c0\.ts is not a valid command: name: expected 1 to 32 of a-z/);
    const [longDescription] = problemsOf(command('long', { description: 'x'.repeat(101) }));
    expect(longDescription).toMatch(/description: .*100/);
    const [noSubcommands] = problemsOf(command('empty', { subcommands: {} }));
    expect(noSubcommands).toMatch(/subcommands: expected at least one subcommand/);
    const [unknownAction] = problemsOf({
      ...command('wipe'),
      subcommands: { run: { ...command('wipe').subcommands.run, audits: 'server.wipe' } },
    });
    expect(unknownAction).toMatch(/subcommands\.run\.audits: /);
    const [unknownConfirmationAction] = problemsOf({
      ...command('wipe'),
      confirmations: [{ ...confirmation('wipe'), audits: 'server.wipe' }],
    });
    expect(unknownConfirmationAction).toMatch(/confirmations\.0\.audits: /);
    const [notACommand] = problemsOf({ name: 'x' });
    expect(notACommand).toMatch(/description/);
    expect(problemsOf(undefined)).toEqual([
      'commands/c0.ts has no default export (export default defineCommand({ ... }))',
    ]);
  });

  it('says every problem at once', () => {
    expect(problemsOf(command('a'), command('a'), command('B'))).toHaveLength(2);
  });
});
