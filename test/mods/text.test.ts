import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { describe, expect, it } from 'vitest';
import mods from '../../commands/mods/index.js';
import { installedModLines } from '../../commands/mods/installed.js';
import { noAddonChoice } from '../../commands/mods/options.js';
import { localizeDefinition } from '../../src/discord/command-text.js';
import { definitionsFor } from '../../src/discord/registry.js';
import { english, translatedLocales, translatorFor } from '../../src/i18n/index.js';
import type { InstalledMod } from '../../src/store/index.js';

type Option = {
  name: string;
  description: string;
  description_localizations?: Record<string, string>;
  choices?: { name: string; name_localizations?: Record<string, string> }[];
  options?: Option[];
};

/** The definition without the shared `server` option: its text is the plumbing's section of the catalogue. */
function withoutServerOption(option: Option): Option {
  return {
    ...option,
    ...(option.options && {
      options: option.options.filter((sub) => sub.name !== 'server').map(withoutServerOption),
    }),
  };
}

function texts(option: Option): Record<string, string>[] {
  return [
    option.description_localizations ?? {},
    ...(option.choices ?? []).map((choice) => choice.name_localizations ?? {}),
    ...(option.options ?? []).flatMap(texts),
  ];
}

describe("/mods's texts", () => {
  it('describes the command, subcommands, options and choices in every language in 1–100 characters', () => {
    const [definition] = definitionsFor([mods], 'ops');
    const localized = localizeDefinition(
      withoutServerOption(definition as Option) as RESTPostAPIChatInputApplicationCommandsJSONBody,
    );
    const all = texts(localized as Option);
    expect(all.length).toBeGreaterThan(20);
    // The command's own description in every language but English (en-GB's words are the default's).
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(
      translatedLocales.filter((locale) => !locale.startsWith('en-')).sort(),
    );
    for (const localizations of all) {
      // A language whose words are English's ("CurseForge") is left to the default Discord shows.
      expect([...translatedLocales]).toEqual(expect.arrayContaining(Object.keys(localizations)));
      for (const text of Object.values(localizations)) expect(text.length).toBeGreaterThanOrEqual(1);
      for (const text of Object.values(localizations)) expect(text.length).toBeLessThanOrEqual(100);
    }
  });

  const mod: InstalledMod = {
    serverId: 'srv',
    serverName: 'Modded',
    provider: 'curseforge',
    type: 'plugins',
    modId: '1',
    modName: 'Ore Compass',
    fileId: 'f1',
    fileName: 'Ore Compass 1.4.0',
    gameVersion: '1.20.4',
    loader: 'forge',
    installedBy: '42',
    installedAt: Date.UTC(2026, 0, 1),
  };
  const freshness = {
    check: { at: Date.UTC(2026, 0, 2), newer: { fileId: 'f2', fileName: 'Ore Compass 1.5.0' } },
    live: true,
  };

  it('lists an installed mod in English as before', () => {
    expect(installedModLines(mod, freshness, '<@42>', english)).toBe(
      '**Ore Compass** · plugin from CurseForge\n' +
        'Version Ore Compass 1.4.0 for 1.20.4 forge · installed <t:1767225600:R> by <@42>\n' +
        '⬆️ Update available: **Ore Compass 1.5.0** (checked just now)',
    );
  });

  it("lists an installed mod in its reader's language", () => {
    expect(installedModLines(mod, freshness, '<@42>', translatorFor('de'))).toBe(
      '**Ore Compass** · Plugin von CurseForge\n' +
        'Version Ore Compass 1.4.0 für 1.20.4 forge · installiert <t:1767225600:R> von <@42>\n' +
        '⬆️ Update verfügbar: **Ore Compass 1.5.0** (gerade eben geprüft)',
    );
  });

  it("names a server without the mods addon, in the reader's language and within a choice name", () => {
    expect(noAddonChoice(english).name).toBe(
      'No mods here: this server has neither the mods addon nor the Premium plan.',
    );
    for (const locale of translatedLocales) {
      const choice = noAddonChoice(translatorFor(locale));
      expect(choice.value).toBe('no-mods-addon');
      expect(choice.name.length).toBeLessThanOrEqual(100);
    }
    expect(noAddonChoice(translatorFor('fr')).name).toContain('ce serveur');
  });
});
