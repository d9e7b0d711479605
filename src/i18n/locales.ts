/**
 * Discord's locales (its `Locale` enum): the ids a member's client or a guild can have. The bot speaks those
 * with a catalogue file in `catalogue/` (see `catalogues.ts`); what a catalogue lacks is said in the locale
 * it falls back to, and finally in English.
 */
export const discordLocales = [
  'id',
  'da',
  'de',
  'en-GB',
  'en-US',
  'es-ES',
  'es-419',
  'fr',
  'hr',
  'it',
  'lt',
  'hu',
  'nl',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'fi',
  'sv-SE',
  'vi',
  'tr',
  'cs',
  'el',
  'bg',
  'ru',
  'uk',
  'hi',
  'th',
  'zh-CN',
  'ja',
  'zh-TW',
  'ko',
] as const;
export type DiscordLocale = (typeof discordLocales)[number];

export const sourceLocale = 'en-US';

/**
 * A pseudo-locale that no Discord client sends: each message is its longest translation, accented, a third
 * longer again and bracketed. The end-to-end tests run in it to show every sentence reaching Discord came
 * from the catalogue, and that the longest text any reader gets still fits Discord's limits.
 */
export const pseudoLocale = 'en-XA';

export type Locale = DiscordLocale | typeof pseudoLocale;

export function isDiscordLocale(value: string): value is DiscordLocale {
  return (discordLocales as readonly string[]).includes(value);
}

/**
 * Where a locale's missing messages come from, as Discord itself falls back. A locale named here keeps in its
 * catalogue only what it says differently from the one it falls back to; every other locale keeps every
 * message.
 */
const fallbacks = {
  'en-GB': sourceLocale,
  'es-419': 'es-ES',
} as const satisfies Partial<Record<DiscordLocale, DiscordLocale>>;

/** A locale whose catalogue holds only what differs from the locale it falls back to. */
export type PartialLocale = keyof typeof fallbacks;

/** The locale a locale's missing messages come from; undefined for one whose catalogue is complete. */
export function fallbackOf(locale: Locale): DiscordLocale | undefined {
  return Object.hasOwn(fallbacks, locale) ? fallbacks[locale as PartialLocale] : undefined;
}

/** Where a locale's messages are looked up, in order: itself, those it falls back to, English last. */
export function fallbackChain(locale: Locale): Locale[] {
  const chain: Locale[] = [locale];
  for (let next = fallbackOf(locale); next !== undefined; next = fallbackOf(next)) chain.push(next);
  if (!chain.includes(sourceLocale)) chain.push(sourceLocale);
  return chain;
}
