import { z } from 'zod';
import { familyNames, type FamilyNames, type StoredPhrase } from '../i18n/index.js';

/**
 * Every kind of record: the mutating actions, changes to the bot's own settings, and (recorded by the bot
 * itself, with no member) usage threshold crossings. An action is declared once, by its words: the key
 * `audit.action.<action>` of the English catalogue (in the order `/audit recent` offers them); a command
 * names it in `audits`, checked against those keys when it compiles.
 */
export type AuditAction = FamilyNames<'audit.action.'>;
export const auditActions: readonly AuditAction[] = familyNames('audit.action.');

/**
 * A sentence as the audit trail keeps it: its catalogue key and values (text, numbers, nested phrases), said
 * in each reader's language when shown. The store takes any key; the renderer checks it in the catalogue.
 */
export const storedPhraseSchema: z.ZodType<StoredPhrase> = z.lazy(() =>
  z.object({
    key: z.string(),
    values: z
      .record(
        z.string(),
        z.union([z.string(), z.number(), storedPhraseSchema, z.array(storedPhraseSchema).readonly()]),
      )
      .optional(),
  }),
);

/**
 * `asked`: a confirmation prompt was shown; `alerted`: a threshold crossing was queued for its channel; every
 * other kind is how the action ended. A refusal by the bot itself carries its sentence as a `phrase` (a fact,
 * said in the reader's language); records from before the bot spoke other languages hold it as `reason`, an
 * English sentence, shown as it is.
 */
const auditOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('asked') }),
  z.object({ kind: z.literal('done') }),
  z.object({ kind: z.literal('alerted') }),
  z.object({
    kind: z.literal('refused'),
    code: z.string(),
    phrase: storedPhraseSchema.optional(),
    reason: z.string().optional(),
  }),
  z.object({ kind: z.literal('cancelled') }),
  z.object({ kind: z.literal('expired') }),
  z.object({ kind: z.literal('conflict') }),
  z.object({ kind: z.literal('failed'), code: z.string().optional() }),
]);
export type AuditOutcome = z.infer<typeof auditOutcomeSchema>;

const named = z.object({ id: z.string(), name: z.string() });

/** Input values the renderer shows as people read them: mentions, names, units. */
const auditValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('channel'), id: z.string() }),
  z.object({ kind: z.literal('role'), id: z.string() }),
  z.object({ kind: z.literal('guild'), id: z.string(), name: z.string().optional() }),
  z.object({ kind: z.literal('size'), gb: z.number() }),
  /** A size changed: shown from -> to in the reader's units. */
  z.object({ kind: z.literal('resize'), fromGb: z.number().optional(), toGb: z.number() }),
  /** A language the bot was set to speak (`auto`: the guild's own Discord language). */
  z.object({ kind: z.literal('language'), locale: z.string() }),
  z.object({ kind: z.literal('percent'), value: z.number() }),
  z.object({ kind: z.literal('duration'), seconds: z.number() }),
]);
const auditInputValueSchema = z.union([z.string(), z.number(), z.boolean(), auditValueSchema]);
export type AuditInputValue = z.infer<typeof auditInputValueSchema>;
export type AuditInputs = Record<string, AuditInputValue>;

export const auditRecordSchema = z.object({
  /** Sortable by time: the interaction's time in base 36, its id, then the phase. */
  id: z.string(),
  /** When it was recorded (epoch ms). */
  at: z.number(),
  guild: z.object({ id: z.string(), name: z.string().optional() }),
  /** The member's display name at the time; absent on what the bot records by itself (crossings). */
  member: named.optional(),
  action: z.enum(auditActions),
  /** Whitelisted per action, never a whole option object. */
  inputs: z.record(z.string(), auditInputValueSchema),
  server: z.object({ id: z.string(), name: z.string().optional() }).optional(),
  outcome: auditOutcomeSchema,
  requestId: z.string().optional(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/**
 * A record still to be posted to the audit channel; `batch` and `queuedAt` are set before it first goes,
 * `maybeSentAt` before each try Discord may have created (the delivery layer's outbox fields).
 */
export const auditPostSchema = z.object({
  recordId: z.string(),
  channelId: z.string(),
  /** The message it is part of: the id its identity derives from, kept so a retry sends the same message. */
  batch: z.string().optional(),
  queuedAt: z.number().optional(),
  maybeSentAt: z.number().optional(),
});
export type AuditPost = z.infer<typeof auditPostSchema>;
