import { phrase, type MessageKey } from '../i18n/index.js';
import { UserError } from '../render/errors.js';
import type { QuotaKind, QuotaLedger } from '../store/index.js';
import type { Access } from './scope.js';

/**
 * How many roles a guild may grant a level (`/access role set`), the ops guild too: a guild's grants are one
 * stored document, read at every member's check, so it stays small.
 */
export const roleGrantQuota = 25;

/** How many of each a community guild may have; the ops guild has no quota but for silences. */
export type QuotaLimits = Record<QuotaKind, number>;

/**
 * Quotas that bind the ops guild too: every delivery reads the silences of the guild it posts in, so no
 * guild's list of them grows without bound.
 */
const boundForEveryGuild: ReadonlySet<QuotaKind> = new Set(['silences']);

/** What a member reads when their guild's quota is reached, the limit filled in. */
const quotaKeys = {
  subscriptions: 'quota.subscriptions',
  boards: 'quota.boards',
  usage_watches: 'quota.usageWatches',
  silences: 'quota.silences',
} as const satisfies Record<QuotaKind, MessageKey>;

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
    if (this.access.scopeOf(guildId) === 'ops' && !boundForEveryGuild.has(kind)) return;
    const limit = this.limits[kind];
    if (await this.ledger.claim(kind, guildId, recordId, limit)) return;
    this.refused(kind);
    throw new UserError(phrase(quotaKeys[kind], { limit }));
  }
}
