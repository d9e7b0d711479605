import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { localizeDefinition } from '../../src/discord/command-text.js';
import { loadCommands } from '../../src/discord/command-loader.js';
import { definitionsFor } from '../../src/discord/registry.js';
import { catalogues } from '../../src/i18n/catalogues.js';
import {
  english,
  isMessageKey,
  translatedLocales,
  translatorFor,
  type DiscordLocale,
  type MessageKey,
} from '../../src/i18n/index.js';

const commandsDirectory = new URL('../../commands/', import.meta.url);

type Choice = { name: string; value: string | number; name_localizations?: Record<string, string> | null };
type Node = {
  name: string;
  type?: number;
  description?: string;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: Choice[];
};

/** A registered text: where Discord shows it, the catalogue keys it may come from, and its localisations. */
type Text = {
  path: string;
  text: string;
  candidates: string[];
  localizations: Record<string, string> | null | undefined;
};

/**
 * Every registered text of a definition: descriptions by path (`command.server.list`), else the shared
 * option's (`option.server`); choice names the same, with the choice's value. A choice naming a language
 * (no localisations at all) is left out: it reads the same for everyone.
 */
function texts(node: Node, path: string, keyPath: string, shared?: string): Text[] {
  const here = `${path} ${node.name}`.trim();
  const key = keyPath === '' ? `command.${node.name}` : `${keyPath}.${node.name}`;
  const own = shared === undefined ? [key] : [key, shared];
  return [
    {
      path: here,
      text: node.description ?? '',
      candidates: own,
      localizations: node.description_localizations,
    },
    ...(node.choices ?? [])
      .filter((choice) => choice.name_localizations !== undefined)
      .map((choice) => ({
        path: `${here} ${choice.name}`,
        text: choice.name,
        candidates: own.map((candidate) => `${candidate}.${choice.value}`),
        localizations: choice.name_localizations,
      })),
    ...(node.options ?? []).flatMap((option) => texts(option, here, key, `option.${option.name}`)),
  ];
}

function keyOf({ text, candidates }: Text): MessageKey {
  const key = candidates.find((candidate) => isMessageKey(candidate) && english.t(candidate) === text);
  if (key === undefined) throw new Error(`no catalogue key gives "${text}" (${candidates.join(' or ')})`);
  return key as MessageKey;
}

async function loadShippedTexts(): Promise<(Text & { key: MessageKey })[]> {
  const { commands } = await loadCommands([commandsDirectory]);
  const definitions = [...definitionsFor(commands, 'ops'), ...definitionsFor(commands, 'community')];
  return definitions
    .flatMap((definition) => texts(definition as Node, '', ''))
    .map((text) => ({ ...text, key: keyOf(text) }));
}

let shipped: ReturnType<typeof loadShippedTexts> | undefined;

/** The shipped commands' texts as registered, each with its catalogue key. */
function shippedTexts(): ReturnType<typeof loadShippedTexts> {
  shipped ??= loadShippedTexts();
  return shipped;
}

/**
 * Subcommand (1) and subcommand group (2) options are commands to the reader; every other option type is a
 * value the command takes.
 */
const commandOptionTypes = new Set([1, 2]);

/** The catalogue keys of every command's, group's and subcommand's description (options left out). */
function commandKeys(node: Node, keyPath: string): string[] {
  const key = keyPath === '' ? `command.${node.name}` : `${keyPath}.${node.name}`;
  const subcommands = (node.options ?? []).filter((option) => commandOptionTypes.has(option.type ?? 0));
  return [key, ...subcommands.flatMap((option) => commandKeys(option, key))];
}

/**
 * The first word of a command description that would put it in the other grammatical mood: each locale words
 * its command descriptions in one mood (infinitive in de, fr, nl, ru, uk, cs; imperative in es-ES, it, pt-BR,
 * pl). A description may also open with a noun ("Recent activity: …"), so each rule names only what the
 * other mood looks like. sv-SE (imperative and infinitive alike end in -a), tr and CJK are not checked here.
 */
const otherMood: Partial<Record<DiscordLocale, RegExp>> = {
  de: /^(Zeige|Zeig|Erstelle|Lösche|Installiere|Suche|Wähle|Lege|Gib|Entferne|Poste|Lass|Melde|Beende|Bestimme|Entziehe|Vergib|Skaliere|Ändere)$/u,
  fr: /^(\p{L}+ez|Affiche|Crée|Publie|Choisis|Supprime|Installe|Cherche|Retire|Accorde|Définis)$/u,
  nl: /^(Toon|Geef|Neem|Maak|Zoek|Kies|Plaats|Stop|Verwijder|Laat|Bepaal|Installeer|Werk|Schaal|Wijzig)$/u,
  ru: /^\p{L}+(ите|йте|ай|ой)$/u,
  uk: /^\p{L}+(іть|йте|ай)$/u,
  cs: /^\p{L}+(te|ej|uj)$/u,
  'es-ES': /^\p{L}+(ar|er|ir)$/u,
  it: /^\p{L}+(are|ere|ire)$/u,
  'pt-BR': /^(\p{L}+(ar|er|ir)|Publica|Cria|Mostra|Deixa|Lista|Remove|Concede)$/u,
  pl: /^\p{L}+(ać|eć|ić|yć|ąć|uć|źć)$/u,
};

describe('command texts', () => {
  it.each(Object.keys(otherMood) as DiscordLocale[])(
    'word every command description of %s in one grammatical mood',
    async (locale) => {
      const { commands } = await loadCommands([commandsDirectory]);
      const definitions = [...definitionsFor(commands, 'ops'), ...definitionsFor(commands, 'community')];
      const keys = [...new Set(definitions.flatMap((definition) => commandKeys(definition as Node, '')))];
      expect(keys.length).toBeGreaterThan(20);
      const t = translatorFor(locale);
      const offMood = keys
        .filter(isMessageKey)
        .map((key) => `${key}: ${t.t(key)}`)
        .filter((line) => otherMood[locale]?.test(line.split(': ')[1]?.split(/[\s,;:(]/u)[0] ?? '') === true);
      expect(offMood).toEqual([]);
    },
  );

  it('take every shipped description and choice name from the catalogue', async () => {
    const { commands } = await loadCommands([commandsDirectory]);
    const missed: string[] = [];
    const definitions = [...definitionsFor(commands, 'ops'), ...definitionsFor(commands, 'community')];
    for (const definition of definitions)
      localizeDefinition(definition, (text, keys) => missed.push(`${text} (${keys.join(' or ')})`));
    expect(missed).toEqual([]);
  });

  // Discord shows a client whose locale has no localisation the English default, never a related locale's
  // (an es-419 client does not get es-ES's). So every locale whose reader gets other words than English (its
  // own, or its fallback's) has them registered, and none has the default repeated.
  it("register each language's words where they differ from the English default, only there", async () => {
    const registered = await shippedTexts();
    expect(registered.length).toBeGreaterThan(100);
    for (const { path, key, text, localizations } of registered) {
      expect(english.t(key)).toBe(text);
      const expected = Object.fromEntries(
        translatedLocales
          .map((locale) => [locale, translatorFor(locale).t(key)] as const)
          .filter(([, said]) => said !== text),
      );
      expect(localizations ?? {}, path).toEqual(expected);
    }
  });

  it("register every command's description in every language other than English", async () => {
    const others = translatedLocales.filter((locale) => !locale.startsWith('en-'));
    expect(others).toEqual(expect.arrayContaining(['de', 'es-ES', 'es-419']));
    const commandDescriptions = (await shippedTexts()).filter(({ path }) => !path.includes(' '));
    expect(commandDescriptions.length).toBeGreaterThan(5);
    for (const { path, localizations } of commandDescriptions)
      expect(Object.keys(localizations ?? {}), path).toEqual(expect.arrayContaining(others));
  });

  it("register es-ES's Spanish for es-419 where es-419 has no words of its own", async () => {
    const own = catalogues.get('es-419') ?? {};
    const borrowed = (await shippedTexts()).filter(({ key }) => own[key] === undefined);
    expect(borrowed.length).toBeGreaterThan(50);
    for (const { path, key, text, localizations } of borrowed) {
      const spanish = translatorFor('es-ES').t(key);
      // Where es-ES's word is the English one ("Forge"), the default already says it.
      expect(localizations?.['es-419'], path).toBe(spanish === text ? undefined : spanish);
    }
    const server = borrowed.find(({ key }) => key === 'command.server');
    expect(server?.localizations?.['es-419']).toBe(translatorFor('es-ES').t('command.server'));
  });

  it('register British English only where en-GB words a text its own way', async () => {
    const british = catalogues.get('en-GB') ?? {};
    for (const { path, key, localizations } of await shippedTexts())
      expect(localizations?.['en-GB'], path).toBe(british[key]);
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
