import { UserError } from '../render/errors.js';
import { fillSentence } from '../render/sentences.js';
import type { QuotaKind, QuotaLedger } from '../store/index.js';
import type { Access } from './scope.js';

/** How many of each a community guild may have; the ops guild has no quota. */
export type QuotaLimits = Record<QuotaKind, number>;

/** Whole sentences, `{limit}` filled in: what a member reads when their guild's quota is reached. */
export const quotaSentences: Record<QuotaKind, string> = {
  subscriptions:
    'This server has reached its limit of {limit} alert subscriptions. Remove one with ' +
    '`/alerts unsubscribe` first, or ask the bot’s operators to raise the limit.',
  boards:
    'This server has reached its limit of {limit} status boards. Remove one with `/board remove` first, ' +
    'or ask the bot’s operators to raise the limit.',
  usage_watches:
    'This server has reached its limit of {limit} usage watches. Remove one with ' +
    '`/alerts unsubscribe kind:usage` first, or ask the bot’s operators to raise the limit.',
};

/**
 * The stated quotas per community guild. A new subscription, board or watch takes a slot before it is
 * written; changing or resuming one the guild already has takes none.
 */
export class Quotas {
  constructor(
    private readonly access: Access,
    private readonly ledger: QuotaLedger,
    private readonly limits: QuotaLimits,
    private readonly refused: (kind: QuotaKind) => void = () => {},
  ) {}

  /** Takes the slot of record `recordId` for the guild, or refuses with a sentence naming the limit. */
  async require(kind: QuotaKind, guildId: string, recordId: string): Promise<void> {
    if (this.access.scopeOf(guildId) === 'ops') return;
    const limit = this.limits[kind];
    if (await this.ledger.claim(kind, guildId, recordId, limit)) return;
    this.refused(kind);
    throw new UserError(fillSentence(quotaSentences[kind], { limit }));
  }
}
