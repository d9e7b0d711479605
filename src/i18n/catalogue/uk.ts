import type { LocaleCatalogue } from './en-US.js';

/** uk: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
  'language.name.en-US': 'English (US)',
  'language.name.en-GB': 'English (UK)',
  'language.name.de': 'Deutsch',
  'language.name.fr': 'Français',
  'language.name.es-ES': 'Español (España)',
  'language.name.es-419': 'Español (Latinoamérica)',
  'language.name.pt-BR': 'Português (Brasil)',
  'language.name.it': 'Italiano',
  'language.name.nl': 'Nederlands',
  'language.name.pl': 'Polski',
  'language.name.ru': 'Русский',
  'language.name.uk': 'Українська',
  'language.name.tr': 'Türkçe',
  'language.set.chosen':
    '🌐 Повідомлення, які бот публікує тут сам (сповіщення, панелі стану, оголошення), тепер виводяться ' +
    'мовою: {language}. Відповіді кожному учаснику й надалі надходять мовою, вибраною в його Discord.',
  'language.set.followsDiscord':
    '🌐 Повідомлення, які бот публікує тут сам, тепер відповідають мові Discord цього сервера: {language}. ' +
    'Відповіді кожному учаснику й надалі надходять мовою, вибраною в його Discord.',
  'language.show.chosen':
    '🌐 Повідомлення, які бот публікує тут сам, виводяться мовою: {language} (задано через `/language ' +
    'set`). Відповіді кожному учаснику надходять мовою, вибраною в його Discord.',
  'language.show.preferred':
    '🌐 Повідомлення, які бот публікує тут сам, виводяться мовою Discord цього сервера: {language}. ' +
    'Відповіді кожному учаснику надходять мовою, вибраною в його Discord.',
  'language.show.preferredUnsupported':
    '🌐 Повідомлення, які бот публікує тут сам, виводяться мовою: {language}, бо для мови Discord цього ' +
    'сервера ({locale}) ще немає перекладу. Вибрати іншу можна через `/language set`. Відповіді кожному ' +
    'учаснику надходять мовою, вибраною в його Discord.',
  'language.show.default':
    '🌐 Повідомлення, які бот публікує тут сам, виводяться мовою: {language}. Вибрати іншу можна через ' +
    '`/language set`. Відповіді кожному учаснику надходять мовою, вибраною в його Discord.',
  'command.language': 'Вибрати мову повідомлень, які бот сам публікує на цьому сервері',
  'command.language.set': 'Задати мову сповіщень, панелей стану й оголошень, які бот публікує тут',
  'command.language.set.language': 'Вибрана мова або мова Discord цього сервера',
  'command.language.set.language.auto': 'Мова Discord цього сервера',
  'command.language.set.language.en-US': 'English (US)',
  'command.language.set.language.en-GB': 'English (UK)',
  'command.language.set.language.de': 'Deutsch',
  'command.language.set.language.fr': 'Français',
  'command.language.set.language.es-ES': 'Español (España)',
  'command.language.set.language.es-419': 'Español (Latinoamérica)',
  'command.language.set.language.pt-BR': 'Português (Brasil)',
  'command.language.set.language.it': 'Italiano',
  'command.language.set.language.nl': 'Nederlands',
  'command.language.set.language.pl': 'Polski',
  'command.language.set.language.ru': 'Русский',
  'command.language.set.language.uk': 'Українська',
  'command.language.set.language.tr': 'Türkçe',
  'command.language.show': 'Показати мову повідомлень, які бот сам публікує на цьому сервері',
} satisfies LocaleCatalogue;
