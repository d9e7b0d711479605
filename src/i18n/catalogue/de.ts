import type { LocaleCatalogue } from './en-US.js';

/** de: the same keys as en-US.ts, in the same sections. */
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
  'language.name': 'Deutsch',
  'language.set.chosen':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet (Warnungen, Statusübersichten, Hinweise), ' +
    'sind jetzt auf {language}. Antworten an die einzelnen Mitglieder bleiben in deren eigener ' +
    'Discord-Sprache.',
  'language.set.followsDiscord':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet, folgen jetzt der Discord-Sprache dieses ' +
    'Servers: {language}. Antworten an die einzelnen Mitglieder bleiben in deren eigener Discord-Sprache.',
  'language.show.chosen':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet, sind auf {language}, festgelegt mit ' +
    '`/language set`. Antworten an die einzelnen Mitglieder sind in deren eigener Discord-Sprache.',
  'language.show.preferred':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet, sind auf {language}, der Discord-Sprache ' +
    'dieses Servers. Antworten an die einzelnen Mitglieder sind in deren eigener Discord-Sprache.',
  'language.show.preferredUnsupported':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet, sind auf {language}: Für die ' +
    'Discord-Sprache dieses Servers ({locale}) gibt es noch keine Übersetzung. Mit `/language set` wählst ' +
    'du eine andere. Antworten an die einzelnen Mitglieder sind in deren eigener Discord-Sprache.',
  'language.show.default':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet, sind auf {language}. Mit `/language set` ' +
    'wählst du eine andere. Antworten an die einzelnen Mitglieder sind in deren eigener Discord-Sprache.',
  'command.language': 'Wähle die Sprache der Nachrichten, die der Bot von sich aus auf diesem Server sendet',
  'command.language.set':
    'Lege die Sprache der Warnungen, Statusübersichten und Hinweise fest, die der Bot hier sendet',
  'command.language.set.language': 'Die Sprache oder die Discord-Sprache dieses Servers',
  'command.language.set.language.auto': 'Discord-Sprache dieses Servers',
  'command.language.show':
    'Zeige die Sprache der Nachrichten, die der Bot von sich aus auf diesem Server sendet',
} satisfies LocaleCatalogue;
