import { z } from 'zod';
import { activityKinds, classifyActivity } from '../api/index.js';
import type { Translator } from '../i18n/index.js';
import { activitySentence } from '../render/activity-text.js';
import { truncate } from '../render/text.js';

/** What an activity entry's sentence is said from, in its reader's language, when its post is sent. */
const entryFactsSchema = z.object({
  action: z.string().optional(),
  /** What the entry means; a kind a later version added reads as none (the API's words are shown). */
  kind: z.enum(activityKinds).optional().catch(undefined),
  actor: z.string().optional(),
  description: z.string().optional(),
  timestamp: z.string().optional(),
  /** The entry's other fields, kept only when it has no description (the sentence then says them). */
  raw: z.record(z.string(), z.unknown()).optional(),
});

/**
 * An activity entry as its post shows it: its facts, and its English line, by which a burst is split into
 * messages (and which an entry queued before entries carried facts has alone: shown as it is).
 */
export const storedEntrySchema = z.object({
  key: z.string(),
  line: z.string(),
  entry: entryFactsSchema.optional(),
});
export type StoredEntry = z.infer<typeof storedEntrySchema>;

/** One entry stays short enough that a burst shares a message. */
export const maxEntryLineLength = 600;

/** An entry's timeline line in the reader's language, as `/server activity` says it. */
export function entryLine(stored: Pick<StoredEntry, 'key' | 'line' | 'entry'>, t: Translator): string {
  const facts = stored.entry;
  if (facts === undefined) return stored.line;
  const { raw, ...said } = facts;
  // An entry queued before entries carried their kind is understood again from its action.
  const kind =
    said.kind ??
    classifyActivity({
      codes: said.action === undefined ? [] : [said.action],
      ...(said.description === undefined ? {} : { description: said.description }),
    });
  return truncate(
    activitySentence(
      { ...said, ...(kind === undefined ? {} : { kind }), key: stored.key, raw: raw ?? {} },
      t,
    ),
    maxEntryLineLength,
  );
}
