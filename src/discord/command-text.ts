import type {
  APIApplicationCommandOption,
  APIApplicationCommandOptionChoice,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import {
  english,
  isMessageKey,
  isSupportedLocale,
  translatedLocales,
  type DiscordLocale,
  translatorFor,
  type MessageKey,
} from '../i18n/index.js';

/**
 * A command's, subcommand's, option's or choice's English text, from the catalogue:
 * `describe('command.server')`.
 * Keys follow the definition's path (`command.server.list.status`, a choice `….status.running`); an option
 * shared by many subcommands may use one `option.<name>` key (a choice `option.<name>.<value>`) instead.
 */
export function describe(key: MessageKey): string {
  return english.t(key);
}

type Localizations = Partial<Record<DiscordLocale, string>>;

/**
 * A text's localisations: each translated locale's text as its reader gets it (along its fallback chain, so
 * es-419 says es-ES's Spanish where it has no words of its own), wherever it differs from the English
 * default. Discord shows a locale without a localisation the default, never another locale's (not es-ES's to
 * an es-419 client), so a text the same as English (en-GB's mostly; "Forge" in every language) needs none.
 */
function localizations(key: MessageKey): Localizations {
  const localized: Localizations = {};
  const fallback = english.t(key);
  for (const locale of translatedLocales) {
    const text = translatorFor(locale).t(key);
    if (text !== fallback) localized[locale] = text;
  }
  return localized;
}

/** The catalogue key a definition's text came from: its path's, else the shared option's. */
function keyOf(text: string, candidates: readonly string[]): MessageKey | undefined {
  for (const candidate of candidates)
    if (isMessageKey(candidate) && english.t(candidate) === text) return candidate;
  return undefined;
}

/** Texts no catalogue key of their path gives: shown in English only, and named to `missed`. */
type Misses = (text: string, candidates: readonly string[]) => void;

function localized(text: string, candidates: readonly string[], missed: Misses): Localizations {
  const key = keyOf(text, candidates);
  if (key !== undefined) return localizations(key);
  missed(text, candidates);
  return {};
}

/** A choice of a language (its value a locale the bot speaks) named as that language names itself. */
export function languageChoice(locale: DiscordLocale): APIApplicationCommandOptionChoice<string> {
  return { name: translatorFor(locale).t('language.name'), value: locale };
}

function isLanguageChoice(choice: APIApplicationCommandOptionChoice): boolean {
  return (
    typeof choice.value === 'string' &&
    isSupportedLocale(choice.value) &&
    choice.name === languageChoice(choice.value).name
  );
}

type Option = APIApplicationCommandOption & {
  options?: Option[];
  choices?: APIApplicationCommandOptionChoice[];
};

function localizeOption(option: Option, path: string, missed: Misses): Option {
  const shared = `option.${option.name}`;
  const here = `${path}.${option.name}`;
  const result: Option = {
    ...option,
    description_localizations: localized(option.description, [here, shared], missed),
  } as Option;
  if (option.options) result.options = option.options.map((sub) => localizeOption(sub, here, missed));
  if (option.choices)
    result.choices = option.choices.map((choice) =>
      // A language is named in its own words for everyone: one name, no localisations.
      isLanguageChoice(choice)
        ? choice
        : {
            ...choice,
            name_localizations: localized(
              choice.name,
              [`${here}.${choice.value}`, `${shared}.${choice.value}`],
              missed,
            ),
          },
    );
  return result;
}

/**
 * A command definition with every description and choice name in every language that says it differently
 * from English: names stay English (they are the contract), Discord shows each member the text of their
 * client's language, else the English default. A text that is not its path's catalogue text (a command
 * someone added without one) stays English only; `missed` hears of each, and a test holds the shipped
 * commands to none.
 */
export function localizeDefinition(
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody,
  missed: Misses = () => {},
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const path = `command.${definition.name}`;
  return {
    ...definition,
    description_localizations: localized(definition.description ?? '', [path], missed),
    ...(definition.options
      ? { options: definition.options.map((option) => localizeOption(option as Option, path, missed)) }
      : {}),
  } as RESTPostAPIChatInputApplicationCommandsJSONBody;
}
