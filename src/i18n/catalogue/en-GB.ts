import type { LocaleCatalogue } from './en-US.js';

/** en-GB: the same keys as en-US.ts, in the same sections. */
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
  'language.name': 'English (UK)',
  'language.set.chosen':
    '🌐 The posts the bot makes here on its own (alerts, status boards, notices) are now in {language}. ' +
    'Replies to each member stay in their own Discord language.',
  'language.set.followsDiscord':
    "🌐 The posts the bot makes here on its own now follow this server's Discord language: {language}. " +
    'Replies to each member stay in their own Discord language.',
  'language.show.chosen':
    '🌐 The posts the bot makes here on its own are in {language}, as set with `/language set`. Replies to ' +
    'each member are in their own Discord language.',
  'language.show.preferred':
    "🌐 The posts the bot makes here on its own are in {language}, this server's Discord language. Replies " +
    'to each member are in their own Discord language.',
  'language.show.preferredUnsupported':
    "🌐 The posts the bot makes here on its own are in {language}: this server's Discord language " +
    '({locale}) has no translation yet. `/language set` picks another. Replies to each member are in their ' +
    'own Discord language.',
  'language.show.default':
    '🌐 The posts the bot makes here on its own are in {language}. `/language set` picks another. Replies ' +
    'to each member are in their own Discord language.',
  'command.language': "Choose the language of the bot's own posts in this server",
  'command.language.set': 'Set the language of the alerts, status boards and notices the bot posts here',
  'command.language.set.language': "The language, or this server's own Discord language",
  'command.language.set.language.auto': "This server's Discord language",
  'command.language.show': "Show the language of the bot's own posts in this server",
} satisfies LocaleCatalogue;
