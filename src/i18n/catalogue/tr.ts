import type { LocaleCatalogue } from './en-US.js';

/** tr: the same keys as en-US.ts, in the same sections. */
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
} satisfies LocaleCatalogue;
