/**
 * The languages the bot speaks, by Discord's locale ids. A locale is one catalogue file in `catalogue/`
 * and one entry here; what a catalogue lacks is said in the locale it falls back to, and finally in English.
 */
export const sourceLocale = 'en-US';

export const translatedLocales = [
  'en-GB',
  'de',
  'fr',
  'es-ES',
  'es-419',
  'pt-BR',
  'it',
  'nl',
  'pl',
  'ru',
  'uk',
  'tr',
] as const;

/**
 * A pseudo-locale (accented, lengthened text in brackets) that no Discord client sends: the end-to-end tests
 * run in it to show every sentence reaching Discord came from the catalogue.
 */
export const pseudoLocale = 'en-XA';

export const supportedLocales = [sourceLocale, ...translatedLocales] as const;
export type SupportedLocale = (typeof supportedLocales)[number];
export type Locale = SupportedLocale | typeof pseudoLocale;

/** Where a locale's missing messages come from, as Discord itself falls back; English is always last. */
const fallbacks: Partial<Record<Locale, Locale>> = { 'en-GB': sourceLocale, 'es-419': 'es-ES' };

export function fallbackChain(locale: Locale): Locale[] {
  const chain: Locale[] = [locale];
  for (let next = fallbacks[locale]; next !== undefined; next = fallbacks[next]) chain.push(next);
  if (!chain.includes(sourceLocale)) chain.push(sourceLocale);
  return chain;
}

const known = new Set<string>([...supportedLocales, pseudoLocale]);

/** The locale the bot speaks for a Discord locale id: the same, or English where it has no catalogue. */
export function resolveLocale(discordLocale: string | null | undefined): Locale {
  return discordLocale && known.has(discordLocale) ? (discordLocale as Locale) : sourceLocale;
}

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (supportedLocales as readonly string[]).includes(value);
}
