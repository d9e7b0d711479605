export type { LocaleCatalogue, MessageKey, PartialCatalogue } from './catalogue/en-US.js';
export { isSupportedLocale, resolveLocale, supportedLocales, translatedLocales } from './catalogues.js';
export {
  discordLocales,
  fallbackChain,
  fallbackOf,
  pseudoLocale,
  sourceLocale,
  type DiscordLocale,
  type Locale,
} from './locales.js';
export {
  phrase,
  type MessageValues,
  type Phrase,
  type StoredPhrase,
  type StoredPhraseValue,
} from './phrase.js';
export {
  english,
  isMessageKey,
  knownPhrase,
  readPhrase,
  translatorFor,
  type Translator,
} from './translator.js';
export { defineMessages } from './message-book.js';
