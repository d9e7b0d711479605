import type { LocaleCatalogue } from './en-US.js';

/** it: the same keys as en-US.ts, in the same sections. */
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
  'language.name': 'Italiano',
  'language.set.chosen':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa (avvisi, pannelli di stato, comunicazioni) ' +
    'ora sono in {language}. Le risposte a ciascun membro restano nella sua lingua di Discord.',
  'language.set.followsDiscord':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa ora seguono la lingua di Discord di questo ' +
    'server: {language}. Le risposte a ciascun membro restano nella sua lingua di Discord.',
  'language.show.chosen':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa sono in {language}, come impostato con ' +
    '`/language set`. Le risposte a ciascun membro sono nella sua lingua di Discord.',
  'language.show.preferred':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa sono in {language}, la lingua di Discord di ' +
    'questo server. Le risposte a ciascun membro sono nella sua lingua di Discord.',
  'language.show.preferredUnsupported':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa sono in {language}: la lingua di Discord di ' +
    'questo server ({locale}) non ha ancora una traduzione. Con `/language set` puoi sceglierne un’altra. ' +
    'Le risposte a ciascun membro sono nella sua lingua di Discord.',
  'language.show.default':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa sono in {language}. Con `/language set` puoi ' +
    'sceglierne un’altra. Le risposte a ciascun membro sono nella sua lingua di Discord.',
  'command.language': 'Scegli la lingua dei messaggi che il bot pubblica di sua iniziativa in questo server',
  'command.language.set':
    'Imposta la lingua di avvisi, pannelli di stato e comunicazioni che il bot pubblica qui',
  'command.language.set.language': 'La lingua, oppure la lingua di Discord di questo server',
  'command.language.set.language.auto': 'Lingua di Discord di questo server',
  'command.language.show':
    'Mostra la lingua dei messaggi che il bot pubblica di sua iniziativa in questo server',
} satisfies LocaleCatalogue;
