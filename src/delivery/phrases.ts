import { z } from 'zod';
import { knownPhrase, type Phrase } from '../i18n/index.js';
import { storedPhraseSchema } from '../store/index.js';

/**
 * A phrase as stored with a queued post (an ops notice's line): the store's stored phrase, whose keys must
 * still be in the catalogue, so the post is said in its reader's language when it is sent. A line whose key a
 * later version dropped fails here, and its item is set aside like any record that does not parse.
 */
export const knownPhraseSchema: z.ZodType<Phrase> = storedPhraseSchema.transform((stored, context) => {
  const known = knownPhrase(stored);
  if (known === undefined) {
    context.addIssue({ code: 'custom', message: `the catalogue no longer has ${stored.key}` });
    return z.NEVER;
  }
  return known;
});
