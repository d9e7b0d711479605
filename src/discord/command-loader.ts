import type { Dirent } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { accessLevels } from '../access/levels.js';
import { auditActions } from '../store/index.js';
import type { Command, Component, ConfirmationKind } from './command.js';
import { confirmationComponents, type ConfirmationKinds } from './confirmations.js';

/**
 * A command is one file: each `<name>.ts` and `<name>/index.ts` at the top of a commands directory (`.js`
 * once compiled) whose default export is made by `defineCommand`. From what the files declare, the loader
 * derives everything the router and the registrar use; nothing lists the commands by hand.
 */
export type CommandSet = {
  commands: readonly Command[];
  /** Every component handler by its custom_id name, the prompts' Confirm and Cancel among them. */
  components: ReadonlyMap<string, Component>;
  confirmations: ConfirmationKinds;
};

/** The bot's commands: `commands/` beside `src/`, in the repository and in the compiled `dist/` alike. */
export const commandsDirectory = new URL('../../commands/', import.meta.url);

/** A command as found, with the file it came from for error messages. */
export type FoundCommand = { source: string; command: unknown };

/** Why the bot refuses to start with these commands: every problem, each naming its file. */
export class CommandLoadError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`the commands could not be loaded: ${problems.join('; ')}`);
  }
}

/** Discord's pattern for command and subcommand names. */
const namePattern = /^[-_a-z0-9]{1,32}$/;
const functionSchema = z.custom<(...args: never[]) => unknown>(
  (value) => typeof value === 'function',
  'expected a function',
);
const subcommandName = z
  .string()
  .regex(namePattern, 'expected subcommand names of 1 to 32 of a-z, 0-9, - and _');
const subcommandsSchema = z.record(
  subcommandName,
  z.object({
    scopes: z.array(z.enum(['ops', 'community'])).min(1),
    level: z.enum(accessLevels),
    ephemeral: z.boolean(),
    audits: z.enum(auditActions).optional(),
    define: functionSchema,
    execute: functionSchema,
  }),
);
const commandSchema = z
  .object({
    name: z.string().regex(namePattern, 'expected 1 to 32 of a-z, 0-9, - and _'),
    description: z.string().min(1).max(100),
    subcommands: subcommandsSchema,
    groups: z
      .record(
        subcommandName,
        z.object({
          description: z.string().min(1).max(100),
          subcommands: subcommandsSchema.refine(
            (subcommands) => Object.keys(subcommands).length >= 1,
            'expected at least one subcommand in a group',
          ),
        }),
      )
      .optional(),
    autocomplete: functionSchema.optional(),
    components: z
      .array(
        z.object({
          customIdName: z.string().min(1),
          declaredLevel: z.union([z.enum(accessLevels), z.literal('per click')]),
          route: functionSchema,
        }),
      )
      .optional(),
    confirmations: z
      .array(
        z.object({
          kind: z.string().min(1),
          level: z.enum(accessLevels),
          audits: z.enum(auditActions),
          auditEntry: functionSchema,
          execute: functionSchema,
        }),
      )
      .optional(),
  })
  .refine(
    (command) => Object.keys(command.subcommands).length + Object.keys(command.groups ?? {}).length >= 1,
    {
      message: 'expected at least one subcommand',
      path: ['subcommands'],
    },
  )
  .refine(
    (command) => Object.keys(command.subcommands).length + Object.keys(command.groups ?? {}).length <= 25,
    {
      message: 'expected at most 25 subcommands and groups',
      path: ['subcommands'],
    },
  );

/** Where the Confirm and Cancel buttons every prompt carries are declared. */
const confirmationPlumbing = 'src/discord/confirmations.ts';

/** Reads every command file of the directories, in order, and assembles them; refuses any problem. */
export async function loadCommands(directories: readonly URL[]): Promise<CommandSet> {
  const found: FoundCommand[] = [];
  for (const directory of directories) found.push(...(await commandsIn(directory)));
  return assembleCommands(found);
}

async function commandsIn(directory: URL): Promise<FoundCommand[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const files = await Promise.all(
    entries.sort((a, b) => a.name.localeCompare(b.name)).map((entry) => commandFile(directory, entry)),
  );
  const found: FoundCommand[] = [];
  for (const file of files) {
    if (!file) continue;
    const module = (await import(file.href)) as { default?: unknown };
    found.push({ source: relative(process.cwd(), fileURLToPath(file)), command: module.default });
  }
  return found;
}

/** `<name>.ts` or `<name>.js`; not `index`: a build made before the loader left `commands/index.js` there. */
const moduleFile = /^(?!index\.)[^.]+\.(ts|js)$/;

/** The module of a directory entry that is a command, whether run from TypeScript or compiled. */
async function commandFile(directory: URL, entry: Dirent): Promise<URL | undefined> {
  if (entry.isFile()) return moduleFile.test(entry.name) ? new URL(entry.name, directory) : undefined;
  if (!entry.isDirectory()) return undefined;
  for (const index of ['index.ts', 'index.js']) {
    const file = new URL(`${entry.name}/${index}`, directory);
    if (
      await access(file).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return undefined;
}

/** Validates each command's shape and refuses names, custom_ids or confirmation kinds declared twice. */
export function assembleCommands(found: readonly FoundCommand[]): CommandSet {
  const problems: string[] = [];
  const commands: { source: string; command: Command }[] = [];
  for (const { source, command } of found) {
    if (command === undefined) {
      problems.push(`${source} has no default export (export default defineCommand({ ... }))`);
      continue;
    }
    const checked = commandSchema.safeParse(command);
    if (checked.success) commands.push({ source, command: command as Command });
    else
      problems.push(
        `${source} is not a valid command: ${checked.error.issues
          .map((issue) => `${issue.path.join('.') || 'the export'}: ${issue.message}`)
          .join(', ')}`,
      );
  }
  const unique = <T>(what: string, declared: { source: string; key: string; value: T }[]) => {
    const byKey = new Map<string, { source: string; value: T }>();
    for (const { source, key, value } of declared) {
      const first = byKey.get(key);
      if (first) problems.push(`${what} "${key}" is declared twice: by ${first.source} and by ${source}`);
      else byKey.set(key, { source, value });
    }
    return new Map([...byKey].map(([key, { value }]) => [key, value]));
  };
  unique(
    'the command name',
    commands.map(({ source, command }) => ({ source, key: command.name, value: command })),
  );
  const confirmations = unique<ConfirmationKind>(
    'the confirmation kind',
    commands.flatMap(({ source, command }) =>
      (command.confirmations ?? []).map((kind) => ({ source, key: kind.kind, value: kind })),
    ),
  );
  const components = unique<Component>('the custom_id name', [
    ...confirmationComponents(confirmations).map((component) => ({
      source: confirmationPlumbing,
      key: component.customIdName,
      value: component,
    })),
    ...commands.flatMap(({ source, command }) =>
      (command.components ?? []).map((component) => ({
        source,
        key: component.customIdName,
        value: component,
      })),
    ),
  ]);
  if (problems.length > 0) throw new CommandLoadError(problems);
  return { commands: commands.map(({ command }) => command), components, confirmations };
}
