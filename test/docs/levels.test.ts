import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandsDirectory, loadCommands } from '../../src/discord/command-loader.js';
import { allSubcommands } from '../../src/discord/command.js';

/** The rows of docs/commands.md's table of levels: `/command subcommand` -> level. */
function documentedLevels(): Map<string, string> {
  const page = readFileSync('docs/commands.md', 'utf8');
  const section = page.slice(
    page.indexOf('## Who may do what'),
    page.indexOf('\n## ', page.indexOf('## Who')),
  );
  return new Map(
    [...section.matchAll(/^\| `(\/[a-z -]+)` \| (read|operate|administer) \|$/gm)].map(([, name, level]) => [
      name!,
      level!,
    ]),
  );
}

describe('the levels', () => {
  it('docs/commands.md states the level every subcommand declares, and no other', async () => {
    const { commands } = await loadCommands([commandsDirectory]);
    const declared = new Map(
      commands.flatMap((command) =>
        allSubcommands(command).map(([name, subcommand]) => [`/${command.name} ${name}`, subcommand.level]),
      ),
    );
    expect(Object.fromEntries(documentedLevels())).toEqual(Object.fromEntries(declared));
  });

  it('every confirmation needs the level of the subcommand that asks it', async () => {
    const { commands } = await loadCommands([commandsDirectory]);
    for (const command of commands)
      for (const kind of command.confirmations ?? []) {
        const askers = allSubcommands(command).filter(([, subcommand]) => subcommand.audits === kind.audits);
        expect(askers.length).toBeGreaterThan(0);
        for (const [, asker] of askers) expect(kind.level).toBe(asker.level);
      }
  });
});
