import type { LocaleCatalogue } from './en-US.js';

/** nl: the same keys as en-US.ts, in the same sections. */
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
  'language.name': 'Nederlands',
  'language.set.chosen':
    '🌐 De berichten die de bot hier uit zichzelf plaatst (meldingen, statusborden, mededelingen), zijn nu ' +
    'in het {language}. Antwoorden aan leden blijven in hun eigen Discord-taal.',
  'language.set.followsDiscord':
    '🌐 De berichten die de bot hier uit zichzelf plaatst, volgen nu de Discord-taal van deze server: ' +
    '{language}. Antwoorden aan leden blijven in hun eigen Discord-taal.',
  'language.show.chosen':
    '🌐 De berichten die de bot hier uit zichzelf plaatst, zijn in het {language}, zoals ingesteld met ' +
    '`/language set`. Antwoorden aan leden zijn in hun eigen Discord-taal.',
  'language.show.preferred':
    '🌐 De berichten die de bot hier uit zichzelf plaatst, zijn in het {language}, de Discord-taal van ' +
    'deze server. Antwoorden aan leden zijn in hun eigen Discord-taal.',
  'language.show.preferredUnsupported':
    '🌐 De berichten die de bot hier uit zichzelf plaatst, zijn in het {language}: voor de Discord-taal ' +
    'van deze server ({locale}) is nog geen vertaling. Met `/language set` kies je een andere. Antwoorden ' +
    'aan leden zijn in hun eigen Discord-taal.',
  'language.show.default':
    '🌐 De berichten die de bot hier uit zichzelf plaatst, zijn in het {language}. Met `/language set` ' +
    'kies je een andere. Antwoorden aan leden zijn in hun eigen Discord-taal.',
  'command.language': 'Kies de taal van de berichten die de bot uit zichzelf op deze server plaatst',
  'command.language.set':
    'Stel de taal in van de meldingen, statusborden en mededelingen die de bot hier plaatst',
  'command.language.set.language': 'De taal, of de eigen Discord-taal van deze server',
  'command.language.set.language.auto': 'Discord-taal van deze server',
  'command.language.show': 'Toon de taal van de berichten die de bot uit zichzelf op deze server plaatst',
} satisfies LocaleCatalogue;
