import type { LocaleCatalogue } from './en-US.js';

/** es-419: the same keys as en-US.ts, in the same sections. */
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
  'language.name': 'Español (Latinoamérica)',
  'language.set.chosen':
    '🌐 Los mensajes que el bot publica aquí por su cuenta (alertas, tableros de estado, avisos) ahora ' +
    'están en {language}. Las respuestas a cada miembro siguen en su propio idioma de Discord.',
  'language.set.followsDiscord':
    '🌐 Los mensajes que el bot publica aquí por su cuenta ahora siguen el idioma de Discord de este ' +
    'servidor: {language}. Las respuestas a cada miembro siguen en su propio idioma de Discord.',
  'language.show.chosen':
    '🌐 Los mensajes que el bot publica aquí por su cuenta están en {language}, según se configuró con ' +
    '`/language set`. Las respuestas a cada miembro están en su propio idioma de Discord.',
  'language.show.preferred':
    '🌐 Los mensajes que el bot publica aquí por su cuenta están en {language}, el idioma de Discord de ' +
    'este servidor. Las respuestas a cada miembro están en su propio idioma de Discord.',
  'language.show.preferredUnsupported':
    '🌐 Los mensajes que el bot publica aquí por su cuenta están en {language}: el idioma de Discord de ' +
    'este servidor ({locale}) todavía no tiene traducción. Con `/language set` puedes elegir otro. Las ' +
    'respuestas a cada miembro están en su propio idioma de Discord.',
  'language.show.default':
    '🌐 Los mensajes que el bot publica aquí por su cuenta están en {language}. Con `/language set` puedes ' +
    'elegir otro. Las respuestas a cada miembro están en su propio idioma de Discord.',
  'command.language': 'Elige el idioma de los mensajes que el bot publica por su cuenta en este servidor',
  'command.language.set':
    'Configura el idioma de las alertas, tableros de estado y avisos que el bot publica aquí',
  'command.language.set.language': 'El idioma, o el idioma de Discord de este servidor',
  'command.language.set.language.auto': 'Idioma de Discord de este servidor',
  'command.language.show':
    'Muestra el idioma de los mensajes que el bot publica por su cuenta en este servidor',
} satisfies LocaleCatalogue;
