import { z } from 'zod';
import type { BotStore } from '../store/index.js';
import { serverDocumentName, serverStatusSchema, type ServerStatus } from './availability.js';

/**
 * What the poller knows of whether a watched server's game answers its queries. Only checks made while the
 * panel said the server runs count: a stopped server's game is not expected to answer.
 */
export const gameAnswersSchema = z.object({
  /** When the game was first checked (epoch ms). */
  watchedSince: z.number(),
  /**
   * When it started answering: first since watching began, or again after a silence. Absent while it never
   * answered since watching began: its state is "unknown", and its silence is no news.
   */
  answeringSince: z.number().optional(),
  /** The silence going on: the first unanswered check, how many in a row, and whether it was announced. */
  silence: z.object({ since: z.number(), checks: z.number(), announced: z.boolean() }).optional(),
});
export type GameAnswers = z.infer<typeof gameAnswersSchema>;

/** How much silence makes a "not answering" alert: this many checks in a row, spanning at least this long. */
export type SilenceRule = { checks: number; spanMs: number };
export const defaultSilenceRule: SilenceRule = { checks: 3, spanMs: 60_000 };

/** What one check tells: the game fell silent, or answers again after an announced silence. */
export type GameChange =
  | { event: 'silent'; since: number }
  | { event: 'answering'; silentSince: number; answeredAt: number };

/**
 * The next state after a check at `now` of a server the panel calls running, and the change to post, if any
 * (`next` is `previous` itself when nothing changed, so an answering game costs no write). A game that never
 * answered since watching began stays "unknown". A silence is announced once it held for `rule.checks`
 * checks in a row spanning `rule.spanMs`, and only an announced one is followed by "answering again", so a
 * flap shorter than the rule makes no post at all.
 */
export function readGameCheck(
  previous: GameAnswers | undefined,
  answered: boolean,
  now: number,
  rule: SilenceRule = defaultSilenceRule,
): { next: GameAnswers; change?: GameChange } {
  const base: GameAnswers = previous ?? { watchedSince: now };
  if (answered) {
    if (previous?.answeringSince !== undefined && previous.silence === undefined) return { next: previous };
    const { silence, ...rest } = base;
    const next = { ...rest, answeringSince: now };
    if (!silence?.announced) return { next };
    return { next, change: { event: 'answering', silentSince: silence.since, answeredAt: now } };
  }
  if (base.answeringSince === undefined) return { next: base };
  const silence = base.silence ?? { since: now, checks: 0, announced: false };
  const counted = { ...silence, checks: silence.checks + 1 };
  const due = !counted.announced && counted.checks >= rule.checks && now - counted.since >= rule.spanMs;
  const next = { ...base, silence: due ? { ...counted, announced: true } : counted };
  return due ? { next, change: { event: 'silent', since: counted.since } } : { next };
}

/**
 * What the poller last stored of a server's status and of its game's answers, in one read of its document;
 * each undefined while nobody watches it.
 */
export async function storedWatch(
  store: BotStore,
  serverId: string,
): Promise<{ status: ServerStatus | undefined; answers: GameAnswers | undefined }> {
  const document = await store.pollState(
    serverDocumentName(serverId),
    z.object({ status: serverStatusSchema.optional(), game: gameAnswersSchema.optional() }),
  );
  return { status: document?.status, answers: document?.game };
}
