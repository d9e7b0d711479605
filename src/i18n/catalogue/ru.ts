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
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Русский',
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
  'command.language.show': 'Показать язык сообщений, которые бот сам публикует на этом сервере',
} satisfies LocaleCatalogue;
