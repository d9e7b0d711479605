import type { LocaleCatalogue } from './en-US.js';

/** pl: the same keys as en-US.ts, in the same sections. */
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
  'language.name': 'Polski',
  'language.set.chosen':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze (alerty, tablice statusu, powiadomienia), są ' +
    'teraz w języku: {language}. Odpowiedzi dla poszczególnych członków pozostają w ich własnym języku ' +
    'Discorda.',
  'language.set.followsDiscord':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze, są teraz w języku Discorda tego serwera: ' +
    '{language}. Odpowiedzi dla poszczególnych członków pozostają w ich własnym języku Discorda.',
  'language.show.chosen':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze, są w języku: {language} (ustawionym za pomocą ' +
    '`/language set`). Odpowiedzi dla poszczególnych członków są w ich własnym języku Discorda.',
  'language.show.preferred':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze, są w języku Discorda tego serwera: ' +
    '{language}. Odpowiedzi dla poszczególnych członków są w ich własnym języku Discorda.',
  'language.show.preferredUnsupported':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze, są w języku: {language}, bo język Discorda ' +
    'tego serwera ({locale}) nie ma jeszcze tłumaczenia. Inny język wybierzesz za pomocą `/language set`. ' +
    'Odpowiedzi dla poszczególnych członków są w ich własnym języku Discorda.',
  'language.show.default':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze, są w języku: {language}. Inny język ' +
    'wybierzesz za pomocą `/language set`. Odpowiedzi dla poszczególnych członków są w ich własnym języku ' +
    'Discorda.',
  'command.language': 'Wybierz język wiadomości, które bot sam publikuje na tym serwerze',
  'command.language.set': 'Ustaw język alertów, tablic statusu i powiadomień, które bot tu publikuje',
  'command.language.set.language': 'Wybrany język albo język Discorda tego serwera',
  'command.language.set.language.auto': 'Język Discorda tego serwera',
  'command.language.show': 'Pokaż język wiadomości, które bot sam publikuje na tym serwerze',
} satisfies LocaleCatalogue;
