import { readdir } from 'node:fs/promises';
import { enUS, type PartialCatalogue } from './catalogue/en-US.js';
import { isDiscordLocale, pseudoLocale, sourceLocale, type DiscordLocale, type Locale } from './locales.js';

/**
 * Every catalogue, loaded once when this module loads: English, and each `catalogue/<locale>.ts` (`.js` once
 * compiled) whose name is a Discord locale. Adding a language is adding its file. A locale with a fallback
 * (`fallbackOf`) holds only what it says differently, so a catalogue is read as partial; the translator looks
 * a message up along the locale's `fallbackChain`.
 */
const directory = new URL('./catalogue/', import.meta.url);
const catalogueFile = /^([A-Za-z]{2}(?:-[A-Za-z0-9]+)?)\.(ts|js)$/;

async function loadCatalogues(): Promise<Map<DiscordLocale, PartialCatalogue>> {
  const loaded = new Map<DiscordLocale, PartialCatalogue>([[sourceLocale, enUS]]);
  for (const name of (await readdir(directory)).sort()) {
    const locale = catalogueFile.exec(name)?.[1];
    if (locale === undefined || locale === sourceLocale || loaded.has(locale as DiscordLocale)) continue;
    if (!isDiscordLocale(locale))
      throw new Error(
        `src/i18n/catalogue/${name} is not named for a Discord locale (like de.ts or pt-BR.ts)`,
      );
    const module = (await import(new URL(name, directory).href)) as { default: PartialCatalogue };
    loaded.set(locale, module.default);
  }
  return loaded;
}

export const catalogues: ReadonlyMap<DiscordLocale, PartialCatalogue> = await loadCatalogues();

/** The locales with a catalogue besides English, in a stable order. */
export const translatedLocales: readonly DiscordLocale[] = [...catalogues.keys()].filter(
  (locale) => locale !== sourceLocale,
);

/** English first, then every translated locale. */
export const supportedLocales: readonly DiscordLocale[] = [sourceLocale, ...translatedLocales];

export function isSupportedLocale(value: string): value is DiscordLocale {
  return isDiscordLocale(value) && catalogues.has(value);
}

/** The locale the bot speaks for a Discord locale id: the same, or English where it has no catalogue. */
export function resolveLocale(discordLocale: string | null | undefined): Locale {
  if (discordLocale === pseudoLocale) return pseudoLocale;
  return discordLocale && isSupportedLocale(discordLocale) ? discordLocale : sourceLocale;
}
