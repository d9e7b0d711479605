import { z } from 'zod';
import { readPhrase, type Phrase } from '../i18n/index.js';
import { storedPhraseSchema } from '../store/index.js';

/**
 * A phrase as stored with a queued post (an ops notice's line): the store's stored phrase, whose keys must
 * still be in the catalogue and which must be sayable (every value its message needs is there), so the post
 * is said in its reader's language when it is sent. A line whose key a later version dropped, or which a
 * later version's message cannot say, fails here, and its item is set aside like any record that does not
 * parse.
 */
export const knownPhraseSchema: z.ZodType<Phrase> = storedPhraseSchema.transform((stored, context) => {
  const read = readPhrase(stored);
  if ('problem' in read) {
    context.addIssue({ code: 'custom', message: read.problem });
    return z.NEVER;
  }
  return read.phrase;
});
