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

  it('every button, menu and page declares the level of the subcommand it acts for; none left out', async () => {
    const { commands, components } = await loadCommands([commandsDirectory]);
    const subcommandLevels = new Map(
      commands.flatMap((command) =>
        allSubcommands(command).map(([name, subcommand]) => [`/${command.name} ${name}`, subcommand.level]),
      ),
    );
    // What each component does on a member's behalf (docs/commands.md, "Buttons and menus"); a new component
    // must be placed here, so its level is a decision and not a default.
    const actsFor: Record<string, string> = {
      'servers-page': '/server list',
      'alerts-page': '/alerts list',
      'silences-page': '/alerts silences',
      'silence-end': '/alerts silence',
      'alert-silence': '/alerts silence',
      'installed-page': '/mods installed',
      'audit-page': '/audit recent',
      'alert-info': '/server info',
      'alert-resources': '/server resources',
      // Taking an incident acts on how the bot alerts about the server, as subscribing does.
      'alert-ack': '/alerts subscribe',
      'alert-group': '/server list',
      'mods-pick': '/mods install',
      'mod-update': '/mods install',
      // The level of the kind the prompt confirms, read from the prompt; Cancel withdraws, needing none.
      confirm: 'per click',
      cancel: 'per click',
    };
    expect([...components.keys()].sort()).toEqual(Object.keys(actsFor).sort());
    for (const [name, component] of components) {
      const expected = actsFor[name] === 'per click' ? 'per click' : subcommandLevels.get(actsFor[name]!);
      expect(expected, name).toBeDefined();
      expect(component.declaredLevel, name).toBe(expected);
    }
  });
});
