import type {
  APIApplicationCommandOption,
  APIApplicationCommandOptionChoice,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import {
  english,
  hasOwnMessage,
  isMessageKey,
  isSupportedLocale,
  translatedLocales,
  type DiscordLocale,
  translatorFor,
  type MessageKey,
} from '../i18n/index.js';

/**
 * A command's, subcommand's, option's or choice's English text, from the catalogue: `describe('command.server')`.
 * Keys follow the definition's path (`command.server.list.status`, a choice `….status.running`); an option
 * shared by many subcommands may use one `option.<name>` key (a choice `option.<name>.<value>`) instead.
 */
export function describe(key: MessageKey): string {
  return english.t(key);
}

type Localizations = Partial<Record<DiscordLocale, string>>;

function localizations(key: MessageKey): Localizations {
  const localized: Localizations = {};
  for (const locale of translatedLocales)
    if (hasOwnMessage(locale, key)) localized[locale] = translatorFor(locale).t(key);
  return localized;
}

/** The catalogue key a definition's text came from: its path's, else the shared option's. */
function keyOf(text: string, candidates: readonly string[]): MessageKey {
  for (const candidate of candidates)
    if (isMessageKey(candidate) && english.t(candidate) === text) return candidate;
  throw new Error(
    `"${text}" is not the catalogue's text for ${candidates.join(' or ')}: describe it with describe(key)`,
  );
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

function localizeOption(option: Option, path: string): Option {
  const shared = `option.${option.name}`;
  const candidates = [`${path}.${option.name}`, shared];
  const key = keyOf(option.description, candidates);
  const localized: Option = { ...option, description_localizations: localizations(key) } as Option;
  if (option.options)
    localized.options = option.options.map((sub) => localizeOption(sub, `${path}.${option.name}`));
  if (option.choices)
    localized.choices = option.choices.map((choice) => {
      // A language is named in its own words for everyone: one name, no localisations.
      if (isLanguageChoice(choice)) return choice;
      const choiceKey = keyOf(choice.name, [
        `${path}.${option.name}.${choice.value}`,
        `${shared}.${choice.value}`,
      ]);
      return { ...choice, name_localizations: localizations(choiceKey) };
    });
  return localized;
}

/**
 * A command definition with every description and choice name in every language the catalogue has: names stay
 * English (they are the contract), Discord shows each member the text of their client's language.
 */
export function localizeDefinition(
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody,
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const path = `command.${definition.name}`;
  const key = keyOf(definition.description ?? '', [path]);
  return {
    ...definition,
    description_localizations: localizations(key),
    ...(definition.options
      ? { options: definition.options.map((option) => localizeOption(option as Option, path)) }
      : {}),
  } as RESTPostAPIChatInputApplicationCommandsJSONBody;
}
