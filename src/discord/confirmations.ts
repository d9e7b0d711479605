import { failureOutcome } from './audit-log.js';
import { KeyedMutex } from '../concurrency.js';
import type { AuditOutcome, ClaimResult, Confirmation } from '../store/index.js';
import {
  defineComponent,
  type Component,
  type ComponentHandler,
  type ConfirmationKind,
  type ConfirmationResult,
} from './command.js';
import type { BotContext } from './context.js';
import { cancelId, confirmId, promptButtons, recordConfirmation } from './confirmation-prompt.js';
import { describeError, errorMessage, UserError } from '../render/errors.js';
import type { ComponentInteraction, ComponentResult } from './respond.js';

// Answering a prompt: the Confirm and Cancel buttons, executed once whoever clicks and however often.

/** One destructive call per server at a time, whichever prompt it came from. */
const serverLocks = new KeyedMutex();

const refusals = {
  expired: '⌛ This confirmation expired or is no longer known; nothing was changed. Run the command again.',
  foreign: 'Only the member who asked can confirm or cancel this.',
  used: 'This confirmation was already used.',
} as const;

/** The loaded confirmation kinds, by the kind stored with each prompt. */
export type ConfirmationKinds = ReadonlyMap<string, ConfirmationKind>;

const kindOf = (kinds: ConfirmationKinds, confirmation: Confirmation) => kinds.get(confirmation.action.kind);

/** A click on someone else's prompt, or on an expired one, is a refusal of that click: recorded once each. */
function recordClickRefusal(
  interaction: ComponentInteraction,
  context: BotContext,
  kinds: ConfirmationKinds,
  { outcome, confirmation }: Exclude<ClaimResult, { outcome: 'claimed' | 'used' }>,
): Promise<void> {
  const kind = confirmation && kindOf(kinds, confirmation);
  if (!confirmation || !kind) return Promise.resolve();
  const code = outcome === 'foreign' ? 'NOT_THE_ASKER' : 'CONFIRMATION_EXPIRED';
  const refusal: AuditOutcome = { kind: 'refused', code, reason: refusals[outcome] };
  return context.audit.record(interaction, kind.auditEntry(confirmation, refusal));
}

async function refusal(
  interaction: ComponentInteraction,
  claim: Exclude<ClaimResult, { outcome: 'claimed' }>,
  context: BotContext,
  kinds: ConfirmationKinds,
): Promise<ComponentResult> {
  const { outcome } = claim;
  if (claim.confirmation && outcome !== 'used') await recordClickRefusal(interaction, context, kinds, claim);
  // An expired prompt is retired for everyone; other refusals concern only the clicker.
  if (outcome === 'expired') {
    if (claim.confirmation) {
      const kind = kindOf(kinds, claim.confirmation);
      await recordConfirmation(interaction, context, kind, claim.confirmation, 'outcome', {
        kind: 'expired',
      });
    }
    return retiredPrompt(interaction, refusals.expired);
  }
  return { kind: 'reply', payload: { content: refusals[outcome] } };
}

const retiredKind = new UserError(
  'This confirmation is for an action the bot no longer offers; nothing was changed.',
);

function confirmHandler(kinds: ConfirmationKinds): ComponentHandler<{ confirmationId: string }> {
  return {
    async execute(interaction, { confirmationId }, context, responder) {
      const claim = await context.store.claimConfirmation(confirmationId, interaction.user.id);
      if (claim.outcome !== 'claimed') return refusal(interaction, claim, context, kinds);
      const { confirmation } = claim;
      const kind = kindOf(kinds, confirmation);
      const prompt = interaction.message.embeds.map((embed) => embed.toJSON());
      // Disable the buttons at once, so a second click cannot even be attempted.
      await responder.update({
        content: '⏳ Working on it…',
        embeds: prompt,
        components: promptButtons(confirmation.id, 'Confirm', true),
      });
      const result = await serverLocks
        .run(confirmation.serverId, async () => {
          if (!kind) throw retiredKind;
          // Access may have changed since the prompt: an unlinked server is as gone as a missing one.
          await context.access.requireServer(confirmation.guildId, confirmation.serverId);
          return kind.execute(confirmation, context);
        })
        .catch((error: unknown): ConfirmationResult => {
          const description = describeError(error);
          if (description.unexpected)
            context.logger.error({ err: error, confirmation: confirmation.id }, 'confirmed action failed');
          const payload = { content: errorMessage(description), embeds: prompt, components: [] };
          return { payload, ...failureOutcome(error) };
        });
      const payload = { ...result.payload, components: result.payload.components ?? [] };
      // The API call is over: what fails from here on must not hide its outcome (nor claim nothing changed).
      try {
        await context.store.finishConfirmation(confirmation);
        await recordConfirmation(
          interaction,
          context,
          kind,
          confirmation,
          'outcome',
          result.outcome,
          result.requestId,
        );
      } catch (error) {
        context.logger.error(
          { err: error, confirmation: confirmation.id },
          'a confirmed action ended but its outcome could not be recorded',
        );
      }
      try {
        await responder.update(payload);
      } catch (error) {
        // The prompt could not be replaced: the outcome goes to the member in a reply of its own.
        context.logger.warn(
          { err: error, confirmation: confirmation.id },
          'could not show a confirmed outcome',
        );
        await responder.reply(payload);
      }
      return { kind: 'acknowledged' };
    },
  };
}

function cancelHandler(kinds: ConfirmationKinds): ComponentHandler<{ confirmationId: string }> {
  return {
    async execute(interaction, { confirmationId }, context) {
      const claim = await context.store.cancelConfirmation(confirmationId, interaction.user.id);
      if (claim.outcome !== 'claimed') return refusal(interaction, claim, context, kinds);
      const kind = kindOf(kinds, claim.confirmation);
      await recordConfirmation(interaction, context, kind, claim.confirmation, 'outcome', {
        kind: 'cancelled',
      });
      return retiredPrompt(interaction, '✖️ Cancelled; nothing was changed.');
    },
  };
}

/** The Confirm and Cancel buttons of every prompt: plumbing that finds each prompt's kind among `kinds`. */
export function confirmationComponents(kinds: ConfirmationKinds): Component[] {
  return [defineComponent(confirmId, confirmHandler(kinds)), defineComponent(cancelId, cancelHandler(kinds))];
}

/** The prompt replaced by how it ended: what it asked about stays, its buttons go. */
function retiredPrompt(interaction: ComponentInteraction, content: string): ComponentResult {
  return {
    kind: 'update',
    payload: { content, embeds: interaction.message.embeds.map((embed) => embed.toJSON()), components: [] },
  };
}
