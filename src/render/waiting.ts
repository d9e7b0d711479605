import { TimestampStyles, time } from 'discord.js';
import type { Translator } from '../i18n/index.js';

// What a member reads while their command waits.

/** A wait shorter than this goes unsaid: Discord's "thinking…" covers it. */
export const waitWorthSayingMs = 2_000;

/** Said in place of "thinking…" while the hosting API's rate limit holds the command's calls back. */
export function rateLimitWaitSentence(until: Date, t: Translator): string {
  return t.t('interaction.rateLimitWait', { when: time(until, TimestampStyles.RelativeTime) });
}
