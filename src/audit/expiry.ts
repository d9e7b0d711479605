import type { BotStore } from '../store/index.js';
import { auditRecordId } from './trail.js';

/**
 * Records the expiry of every confirmation that expired unanswered with nobody to notice (the bot was down,
 * or restarted and forgot its timer): an open ask whose confirmation is gone, or still pending past its
 * expiry. Keyed like the outcome a click would record, so it is recorded once whoever notices first.
 * Answers how many it recorded.
 */
export async function recordExpiredConfirmations(store: BotStore, now: number): Promise<number> {
  let recorded = 0;
  for (const { confirmationId, ask } of await store.audit.openConfirmations()) {
    const confirmation = await store.confirmation(confirmationId);
    if (confirmation && (confirmation.state !== 'pending' || confirmation.expiresAt > now)) continue;
    const channel = await store.audit.channel();
    const expired = {
      ...ask,
      id: auditRecordId(confirmationId, 'outcome'),
      at: now,
      outcome: { kind: 'expired' as const },
    };
    if (await store.audit.append(expired, channel?.channelId, { id: confirmationId, phase: 'outcome' }))
      recorded += 1;
  }
  return recorded;
}
