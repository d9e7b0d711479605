import { z } from 'zod';
import type { KvBackend } from './backend.js';
import { boardCollection } from './boards.js';
import { guildRecords } from './guild-records.js';
import { collections } from './schemas.js';
import { silenceCollection } from './silences.js';
import { usageCollections } from './usage.js';

/** What a guild's quotas count: its alert subscriptions, status boards, usage watches and silences. */
export const quotaKinds = ['subscriptions', 'boards', 'usage_watches', 'silences'] as const;
export type QuotaKind = (typeof quotaKinds)[number];

const collectionOf: Record<QuotaKind, string> = {
  subscriptions: collections.subscriptions,
  boards: boardCollection,
  usage_watches: usageCollections.watches,
  silences: silenceCollection,
};

/**
 * How long a claimed slot counts without its record: the claimer writes the record right after, so a slot
 * younger than this may belong to a write still under way; an older one whose record is gone is free.
 */
const claimGraceMs = 60_000;

/** Record id -> when its slot was claimed (0: counted from the records, before any claim). */
const ledgerSchema = z.record(z.string(), z.number());

const ledgerKey = (kind: QuotaKind, guildId: string) => `quota:${kind}:${guildId}`;

/**
 * The slots of a guild's quotas, claimed atomically (the backend's own read-modify-write), so two
 * instances adding at the edge of a quota at once cannot both get the last slot. A slot is found free at
 * the next claim once its record has been gone past the grace time, however the record was removed.
 */
export class QuotaLedger {
  constructor(
    private readonly backend: KvBackend,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a slot for the record `id` of the guild: true when it has one (already, or now). */
  async claim(kind: QuotaKind, guildId: string, id: string, limit: number): Promise<boolean> {
    const present = new Set(await this.recordIds(kind, guildId));
    const now = this.now();
    return this.backend.update(ledgerKey(kind, guildId), (stored) => {
      const parsed = ledgerSchema.safeParse(stored);
      // No ledger yet (or an unreadable one): the records there now are the slots taken.
      const ledger = parsed.success ? parsed.data : Object.fromEntries([...present].map((held) => [held, 0]));
      const held = Object.entries(ledger).filter(
        ([heldId, claimedAt]) => present.has(heldId) || now - claimedAt < claimGraceMs,
      );
      if (held.some(([heldId]) => heldId === id)) return { result: true };
      if (held.length >= limit) return { result: false };
      return { result: true, write: { value: Object.fromEntries([...held, [id, now]]) } };
    });
  }

  /** Every quota-counted record id starts with its guild's id (`guild/...`): read only those. */
  private async recordIds(kind: QuotaKind, guildId: string): Promise<string[]> {
    return (await guildRecords(this.backend, collectionOf[kind], guildId)).map(({ id }) => id);
  }
}
