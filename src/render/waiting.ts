import { TimestampStyles, time } from 'discord.js';

// What a member reads while their command waits: sentences kept together for a later message catalogue.

/** A wait shorter than this goes unsaid: Discord's "thinking…" covers it. */
export const waitWorthSayingMs = 2_000;

/** Said in place of "thinking…" while the hosting API's rate limit holds the command's calls back. */
export function rateLimitWaitSentence(until: Date): string {
  const when = time(until, TimestampStyles.RelativeTime);
  return (
    '⏳ The hosting API is rate limiting the bot; ' +
    `your answer follows when it lets the bot ask again, ${when}.`
  );
}
