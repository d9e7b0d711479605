import { z } from 'zod';
import { isMessageKey, phrase, type MessageKey, type Phrase } from '../i18n/index.js';

/**
 * A phrase as stored with a queued post (an ops notice's line): its key must still be in the catalogue, its
 * values text, numbers or phrases, so the post is said in its reader's language when it is sent.
 */
export const storedPhraseSchema: z.ZodType<Phrase> = z.lazy(() =>
  z.object({
    key: z.custom<MessageKey>((key) => typeof key === 'string' && isMessageKey(key)),
    values: z
      .record(z.string(), z.union([z.string(), z.number(), storedPhraseSchema, z.array(storedPhraseSchema)]))
      .optional(),
  }),
);

/**
 * A span as a phrase, for a notice stored before it is said: the same units `formatDuration` picks, which
 * needs its reader at hand.
 */
export function durationPhrase(totalSeconds: number): Phrase {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return hours > 0 ? phrase('unit.daysHours', { days, hours }) : phrase('unit.days', { days });
  if (hours > 0)
    return minutes > 0 ? phrase('unit.hoursMinutes', { hours, minutes }) : phrase('unit.hours', { hours });
  if (minutes > 0) return phrase('unit.minutes', { minutes });
  return phrase('unit.seconds', { seconds });
}
