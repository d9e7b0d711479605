import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { localizeDefinition } from '../../src/discord/command-text.js';
import { loadCommands } from '../../src/discord/command-loader.js';
import { definitionsFor } from '../../src/discord/registry.js';
import { translatedLocales } from '../../src/i18n/index.js';

const commandsDirectory = new URL('../../commands/', import.meta.url);

type Node = {
  name: string;
  description?: string;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: { name: string; name_localizations?: Record<string, string> | null }[];
};

/** Every described node of a definition, with the path Discord shows it under. */
function nodes(node: Node, path: string): { path: string; node: Node }[] {
  const here = `${path} ${node.name}`.trim();
  return [{ path: here, node }, ...(node.options ?? []).flatMap((option) => nodes(option, here))];
}

describe('command texts', () => {
  it('take every shipped description and choice name from the catalogue, in every language', async () => {
    const { commands } = await loadCommands([commandsDirectory]);
    const missed: string[] = [];
    const definitions = [...definitionsFor(commands, 'ops'), ...definitionsFor(commands, 'community')];
    for (const definition of definitions)
      localizeDefinition(definition, (text, keys) => missed.push(`${text} (${keys.join(' or ')})`));
    expect(missed).toEqual([]);
    for (const { path, node } of definitions.flatMap((definition) => nodes(definition as Node, ''))) {
      expect(Object.keys(node.description_localizations ?? {}).sort(), path).toEqual(
        [...translatedLocales].sort(),
      );
      for (const choice of node.choices ?? [])
        if (choice.name_localizations !== undefined)
          expect(Object.keys(choice.name_localizations ?? {}).sort(), `${path} ${choice.name}`).toEqual(
            [...translatedLocales].sort(),
          );
    }
  });

  it('register a German description beside the English one', async () => {
    const { commands } = await loadCommands([commandsDirectory]);
    const server = definitionsFor(commands, 'ops').find((definition) => definition.name === 'server') as Node;
    expect(server.description_localizations?.de).toBeTruthy();
    expect(server.description_localizations?.de).not.toBe(server.description);
  });

  it('leave a command without catalogue texts in English, and say so', () => {
    const added: RESTPostAPIChatInputApplicationCommandsJSONBody = {
      name: 'extra',
      description: 'A command someone added',
      options: [],
    };
    const missed: string[] = [];
    const localized = localizeDefinition(added, (text) => missed.push(text));
    expect(localized.description).toBe('A command someone added');
    expect(localized.description_localizations).toEqual({});
    expect(missed).toEqual(['A command someone added']);
  });
});
