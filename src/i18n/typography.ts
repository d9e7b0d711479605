/**
 * How each language writes what `Intl` cannot write for it: its quotation marks (CLDR's delimiters), its
 * one apostrophe, and French spacing. Numbers, percentages and lists are not here: the catalogue formats
 * them with `Intl` in the reader's locale (`{value, number, ::percent scale/0.01}`, a list joined by
 * `Intl.ListFormat`), so "90 %", "90%" and "%90" come from CLDR. test/i18n/typography.test.ts holds every
 * message of every locale with a catalogue to these rules; text inside backticks (a command, code) is exempt.
 */
export type TypographyRules = {
  /** The opening and closing quotation marks (CLDR `quotationStart` / `quotationEnd`). */
  readonly quotes: readonly [open: string, close: string];
  /** The one apostrophe the locale writes (elisions, possessives); null where the script has none. */
  readonly apostrophe: "'" | '’' | null;
  /**
   * French spacing: a narrow no-break space (U+202F) before `; : ! ?` and inside « », never a plain space
   * or none.
   */
  readonly frenchSpacing: boolean;
  /**
   * What stands between two whole sentences the code puts side by side: a space, or nothing where a
   * full-width full stop already closes the sentence (Japanese and Chinese).
   */
  readonly sentenceGap: ' ' | '';
};

const rules = (
  quotes: readonly [string, string],
  apostrophe: TypographyRules['apostrophe'],
  frenchSpacing = false,
  sentenceGap: TypographyRules['sentenceGap'] = ' ',
): TypographyRules => ({ quotes, apostrophe, frenchSpacing, sentenceGap });

/** Every locale the bot speaks or is being translated into, by Discord locale id. */
export const typography = {
  'en-US': rules(['“', '”'], "'"),
  'en-GB': rules(['“', '”'], "'"),
  de: rules(['„', '“'], "'"),
  fr: rules(['«', '»'], '’', true),
  'es-ES': rules(['«', '»'], "'"),
  'es-419': rules(['«', '»'], "'"),
  'pt-BR': rules(['“', '”'], "'"),
  it: rules(['«', '»'], '’'),
  nl: rules(['“', '”'], "'"),
  pl: rules(['„', '”'], "'"),
  ru: rules(['«', '»'], "'"),
  uk: rules(['«', '»'], '’'),
  tr: rules(['“', '”'], '’'),
  ja: rules(['「', '」'], null, false, ''),
  ko: rules(['“', '”'], "'"),
  'zh-CN': rules(['“', '”'], null, false, ''),
  'zh-TW': rules(['「', '」'], null, false, ''),
  'sv-SE': rules(['”', '”'], "'"),
  cs: rules(['„', '“'], "'"),
} as const satisfies Record<string, TypographyRules>;

export type TypographyLocale = keyof typeof typography;

/** Every quotation mark any of these languages writes, so a test can tell a locale's own from another's. */
export const quotationMarks = ['"', '“', '”', '„', '‟', '«', '»', '‹', '›', '「', '」', '『', '』', '‚', '‘'];

/** The narrow no-break space French puts before `; : ! ?` and inside guillemets. */
export const narrowNoBreakSpace = '\u202F';
