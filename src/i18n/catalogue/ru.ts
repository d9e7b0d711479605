import type { LocaleCatalogue } from './en-US.js';

/** ru: the same keys as en-US.ts, in the same sections. */
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
    '🌐 Сообщения, которые бот публикует здесь сам (оповещения, панели статуса, уведомления), теперь ' +
    'выводятся на языке: {language}. Ответы каждому участнику по-прежнему приходят на языке, выбранном у ' +
    'него в Discord.',
  'language.set.followsDiscord':
    '🌐 Сообщения, которые бот публикует здесь сам, теперь следуют языку Discord этого сервера: ' +
    '{language}. Ответы каждому участнику по-прежнему приходят на языке, выбранном у него в Discord.',
  'language.show.chosen':
    '🌐 Сообщения, которые бот публикует здесь сам, выводятся на языке: {language} (задан через `/language ' +
    'set`). Ответы каждому участнику приходят на языке, выбранном у него в Discord.',
  'language.show.preferred':
    '🌐 Сообщения, которые бот публикует здесь сам, выводятся на языке Discord этого сервера: {language}. ' +
    'Ответы каждому участнику приходят на языке, выбранном у него в Discord.',
  'language.show.preferredUnsupported':
    '🌐 Сообщения, которые бот публикует здесь сам, выводятся на языке: {language}, так как для языка ' +
    'Discord этого сервера ({locale}) пока нет перевода. Выбрать другой можно через `/language set`. ' +
    'Ответы каждому участнику приходят на языке, выбранном у него в Discord.',
  'language.show.default':
    '🌐 Сообщения, которые бот публикует здесь сам, выводятся на языке: {language}. Выбрать другой можно ' +
    'через `/language set`. Ответы каждому участнику приходят на языке, выбранном у него в Discord.',
  'command.language': 'Выбрать язык сообщений, которые бот сам публикует на этом сервере',
  'command.language.set':
    'Задать язык оповещений, панелей статуса и уведомлений, которые бот публикует здесь',
  'command.language.set.language': 'Выбранный язык или язык Discord этого сервера',
  'command.language.set.language.auto': 'Язык Discord этого сервера',
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
  'command.language.show': 'Показать язык сообщений, которые бот сам публикует на этом сервере',
} satisfies LocaleCatalogue;
