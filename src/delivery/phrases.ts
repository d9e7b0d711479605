import { z } from 'zod';
import { isMessageKey, type MessageKey, type Phrase } from '../i18n/index.js';

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
