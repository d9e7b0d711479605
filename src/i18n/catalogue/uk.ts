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
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Українська',
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
  'command.language.show': 'Показати мову повідомлень, які бот сам публікує на цьому сервері',
} satisfies LocaleCatalogue;
