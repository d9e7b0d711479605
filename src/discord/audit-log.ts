import type { ChatInputCommandInteraction } from 'discord.js';
import { HostingApiError } from '../api/index.js';
import { StoreError, type AuditAction, type AuditInputs, type AuditOutcome } from '../store/index.js';
import { UserError } from '../render/errors.js';

/**
 * The audit trail as handlers see it: a port this layer declares and `src/audit`'s `AuditTrail` implements,
 * so the trail (which renders and posts through the layers below) sits above Discord's plumbing.
 */
export type AuditLog = {
  record(interaction: AuditInteraction, entry: AuditEntry, key?: AuditKey): Promise<void>;
  /** Runs `work` and records how it ended: done (with what `describe` adds), refused, failed or conflict. */
  track<T>(
    interaction: AuditInteraction,
    entry: Omit<AuditEntry, 'outcome'>,
    work: () => Promise<T>,
    describe?: (result: T) => Pick<AuditEntry, 'server' | 'requestId'>,
  ): Promise<T>;
  /** A mutating command refused before it ran, unless the command recorded its own outcome. */
  refusal(
    interaction: ChatInputCommandInteraction<'cached'>,
    action: AuditAction,
    error: unknown,
  ): Promise<void>;
};

/**
 * The trail bound to one interaction and the action its subcommand declares: the handler says what it
 * did to what, never which action it was.
 */
export type ActionAudit = {
  /** Runs `work` and records how it ended, as `AuditLog.track` does. */
  track<T>(
    entry: Omit<AuditEntry, 'action' | 'outcome'>,
    work: () => Promise<T>,
    describe?: (result: T) => Pick<AuditEntry, 'server' | 'requestId'>,
  ): Promise<T>;
};

export function bindAudit(log: AuditLog, interaction: AuditInteraction, action: AuditAction): ActionAudit {
  return {
    track: (entry, work, describe) => log.track(interaction, { ...entry, action }, work, describe),
  };
}

/** What the trail needs of an interaction: who, where, and its id. Any cached guild interaction fits. */
export type AuditInteraction = {
  id: string;
  guildId: string;
  guild: { name: string };
  user: { id: string; username: string };
  member: { displayName: string } | null;
};

/** One thing to record; `inputs` are picked by the caller one by one, never a whole option object. */
export type AuditEntry = {
  action: AuditAction;
  inputs?: AuditInputs;
  server?: { id: string; name?: string | undefined };
  outcome: AuditOutcome;
  requestId?: string | undefined;
};

/**
 * Which record an entry is: by default the interaction's own outcome. A confirmation passes its id (the
 * prompt's interaction) and the phase, so its ask and its outcome are each recorded once, however often
 * it is clicked, retried or expired.
 */
export type AuditKey = { interactionId?: string; phase?: AuditPhase };

/**
 * A confirmation's ask, its outcome, or the refusal of one member's clicks on it: each member refused is
 * recorded once per prompt, however often (or however many at once) they click.
 */
type AuditPhase = 'ask' | 'outcome' | `refused-${string}`;

/** How a failed action ends in the trail: a refusal names the API's error code; a race is a conflict. */
export function failureOutcome(error: unknown): { outcome: AuditOutcome; requestId?: string | undefined } {
  const apiError =
    error instanceof HostingApiError
      ? error
      : error instanceof Error && error.cause instanceof HostingApiError
        ? error.cause
        : undefined;
  if (apiError) {
    const { code, status, requestId } = apiError;
    if (code === 'CONFLICT') return { outcome: { kind: 'conflict' }, requestId };
    // A rate-limited action is refused for now: nothing was done, and the member is told to wait.
    const refused =
      status === undefined ? apiError.field !== undefined || code === 'RATE_LIMITED' : status < 500;
    return { outcome: refused ? { kind: 'refused', code } : { kind: 'failed', code }, requestId };
  }
  if (error instanceof UserError)
    return { outcome: { kind: 'refused', code: 'BOT_CHECK', phrase: error.phrase } };
  if (error instanceof StoreError) return { outcome: { kind: 'failed', code: 'STORE' } };
  return { outcome: { kind: 'failed' } };
}
