import type { LocaleCatalogue } from './en-US.js';

/** fr: the same keys as en-US.ts, in the same sections. */
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
  'language.name': 'Français',
  'language.set.chosen':
    '🌐 Les messages que le bot publie ici de lui-même (alertes, tableaux d’état, annonces) sont désormais ' +
    'en {language}. Les réponses à chaque membre restent dans sa propre langue Discord.',
  'language.set.followsDiscord':
    '🌐 Les messages que le bot publie ici de lui-même suivent désormais la langue Discord de ce serveur : ' +
    '{language}. Les réponses à chaque membre restent dans sa propre langue Discord.',
  'language.show.chosen':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language}, comme défini avec `/language ' +
    'set`. Les réponses à chaque membre sont dans sa propre langue Discord.',
  'language.show.preferred':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language}, la langue Discord de ce ' +
    'serveur. Les réponses à chaque membre sont dans sa propre langue Discord.',
  'language.show.preferredUnsupported':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language} : la langue Discord de ce ' +
    'serveur ({locale}) n’a pas encore de traduction. `/language set` permet d’en choisir une autre. Les ' +
    'réponses à chaque membre sont dans sa propre langue Discord.',
  'language.show.default':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language}. `/language set` permet d’en ' +
    'choisir une autre. Les réponses à chaque membre sont dans sa propre langue Discord.',
  'command.language': 'Choisir la langue des messages que le bot publie de lui-même sur ce serveur',
  'command.language.set': 'Définir la langue des alertes, tableaux d’état et annonces que le bot publie ici',
  'command.language.set.language': 'La langue, ou la langue Discord de ce serveur',
  'command.language.set.language.auto': 'Langue Discord de ce serveur',
  'command.language.show': 'Afficher la langue des messages que le bot publie de lui-même sur ce serveur',
} satisfies LocaleCatalogue;
