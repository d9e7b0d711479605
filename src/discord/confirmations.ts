import { ButtonStyle, ComponentType } from 'discord.js';
import { z } from 'zod';
import { failureOutcome, type AuditInteraction } from './audit-log.js';
import { KeyedMutex } from '../concurrency.js';
import {
  clickShownAt,
  type AuditOutcome,
  type ClaimResult,
  type ClickOrigin,
  type Confirmation,
} from '../store/index.js';
import {
  defineComponent,
  type ClickPlace,
  type ClickRequirement,
  type Component,
  type ComponentHandler,
  type ConfirmationKind,
  type ConfirmationResult,
} from './command.js';
import type { BotContext } from './context.js';
import { defineCustomId } from '../render/custom-ids.js';
import type { MessagePayload } from '../render/message.js';
import { phrase, translatorFor, type MessageKey, type Translator } from '../i18n/index.js';
import { describeError, errorMessage, serverNotFound, UserError } from '../render/errors.js';
import type { ComponentInteraction, ComponentResult } from './respond.js';

// A prompt as the store keeps it, and answering it: the kind it confirms is stored with its action, the
// Confirm and Cancel buttons find that kind among the loaded commands' and execute it once, whoever clicks
// and however often. Declaring a kind and showing its prompt is `confirmation-prompt.ts`.

/** The loaded confirmation kinds, by the kind stored with each prompt. */
export type ConfirmationKinds = ReadonlyMap<string, ConfirmationKind>;

/**
 * The action a prompt stores: the kind's fields with the kind's name beside them (`action.kind`), the one
 * place a prompt's kind is kept, so prompts stored by earlier versions keep confirming.
 */
export function storedAction(kind: string, action: object): Confirmation['action'] {
  return { ...action, kind };
}

/** The kind a stored prompt confirms; undefined when no loaded command declares it any more. */
const kindOf = (kinds: ConfirmationKinds, confirmation: Confirmation) => kinds.get(confirmation.action.kind);

/** Confirm a pending confirmation. */
export const confirmId = defineCustomId('confirm', z.object({ confirmationId: z.string().min(1) }), [
  'confirmationId',
]);
/** Cancel a pending confirmation. */
export const cancelId = defineCustomId('cancel', z.object({ confirmationId: z.string().min(1) }), [
  'confirmationId',
]);

/** Records a confirmation's ask or outcome under the prompt's id: once each, however often it is clicked. */
export function recordConfirmation(
  interaction: AuditInteraction,
  context: BotContext,
  kind: ConfirmationKind | undefined,
  confirmation: Confirmation,
  phase: 'ask' | 'outcome',
  outcome: AuditOutcome,
  requestId?: string,
): Promise<void> {
  // A kind no loaded command declares any more has no audit action to record under.
  if (!kind) return Promise.resolve();
  return context.audit.record(
    interaction,
    { ...kind.auditEntry(confirmation, outcome), requestId },
    { interactionId: confirmation.id, phase },
  );
}

/** A prompt's Confirm (labelled as its kind says) and Cancel buttons, in the language of the prompt. */
export function promptButtons(
  confirmationId: string,
  confirmLabel: string,
  disabled: boolean,
  t: Translator,
): MessagePayload['components'] {
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          style: ButtonStyle.Danger,
          label: confirmLabel,
          custom_id: confirmId.build({ confirmationId }),
          disabled,
        },
        {
          type: ComponentType.Button,
          style: ButtonStyle.Secondary,
          label: t.t('confirmation.cancel'),
          custom_id: cancelId.build({ confirmationId }),
          disabled,
        },
      ],
    },
  ];
}

/** One destructive call per server at a time, whichever prompt it came from. */
const serverLocks = new KeyedMutex();

/** What the clicker reads when their click is refused. */
const refusals = {
  expired: 'confirmation.expired',
  foreign: 'confirmation.foreign',
  used: 'confirmation.used',
} as const satisfies Record<string, MessageKey>;

/** The audit code of each refused click. */
const refusalCodes = {
  expired: 'CONFIRMATION_EXPIRED',
  foreign: 'NOT_THE_ASKER',
} as const;

/**
 * What a Confirm click needs, read from its prompt: the level of the kind it confirms, checked by the router
 * against the asker's level in this very click, a refusal recorded as the kind's action once per prompt and
 * member. Someone else's prompt, one not shown where the click came from, gone, or of a kind no loaded
 * command declares needs nothing here: the handler answers it (only the asker, expired, retired).
 */
function confirmRequirement(kinds: ConfirmationKinds) {
  return async (
    { confirmationId }: { confirmationId: string },
    click: ClickPlace,
    context: BotContext,
  ): Promise<ClickRequirement | undefined> => {
    const confirmation = await context.store.confirmation(confirmationId);
    const asker = confirmation?.userId === click.userId;
    const kind = confirmation && asker && clickShownAt(confirmation, click) && kindOf(kinds, confirmation);
    if (!confirmation || !kind) return undefined;
    const { outcome: _refusal, ...audit } = kind.auditEntry(confirmation, { kind: 'refused', code: '' });
    return { level: kind.level, audit, promptId: confirmation.id };
  };
}

/** Where the click came from, for the store to check against the prompt. */
function clickOrigin(interaction: ComponentInteraction): ClickOrigin {
  return { guildId: interaction.guildId, channelId: interaction.channelId };
}

/**
 * A click on someone else's prompt or on an expired one is a refusal: recorded once per prompt and member,
 * however often they click (the record's id says which).
 */
function recordClickRefusal(
  interaction: ComponentInteraction,
  context: BotContext,
  kinds: ConfirmationKinds,
  { outcome, confirmation }: Exclude<ClaimResult, { outcome: 'claimed' | 'used' }>,
): Promise<void> {
  const kind = confirmation && kindOf(kinds, confirmation);
  if (!confirmation || !kind) return Promise.resolve();
  // The audit trail keeps what was said, not its words: each reader sees it in their language.
  const refusal: AuditOutcome = {
    kind: 'refused',
    code: refusalCodes[outcome],
    phrase: phrase(refusals[outcome]),
  };
  return context.audit.record(interaction, kind.auditEntry(confirmation, refusal), {
    interactionId: confirmation.id,
    phase: `refused-${interaction.user.id}`,
  });
}

async function refusal(
  interaction: ComponentInteraction,
  claim: Exclude<ClaimResult, { outcome: 'claimed' }>,
  context: BotContext,
  kinds: ConfirmationKinds,
): Promise<ComponentResult> {
  const { outcome } = claim;
  const t = translatorFor(interaction.locale);
  if (claim.confirmation && outcome !== 'used') await recordClickRefusal(interaction, context, kinds, claim);
  // An expired prompt is retired for everyone; other refusals concern only the clicker. Either is said in the
  // clicker's words: the store keeps no language with the prompt, and the asker is nearly always the clicker.
  if (outcome === 'expired') {
    if (claim.confirmation) {
      const kind = kindOf(kinds, claim.confirmation);
      await recordConfirmation(interaction, context, kind, claim.confirmation, 'outcome', {
        kind: 'expired',
      });
      return retiredPrompt(interaction, t.t(refusals.expired));
    }
    // Unknown here: gone, or a prompt of another guild or channel, which this message must not lose.
    return { kind: 'reply', payload: { content: t.t(refusals.expired) } };
  }
  return { kind: 'reply', payload: { content: t.t(refusals[outcome]) } };
}

const retiredKind = new UserError(phrase('confirmation.retiredKind'));

function confirmHandler(kinds: ConfirmationKinds): ComponentHandler<{ confirmationId: string }> {
  return {
    level: confirmRequirement(kinds),
    async execute(interaction, { confirmationId }, context, responder) {
      const origin = clickOrigin(interaction);
      const claim = await context.store.claimConfirmation(confirmationId, interaction.user.id, origin);
      if (claim.outcome !== 'claimed') return refusal(interaction, claim, context, kinds);
      const { confirmation } = claim;
      const kind = kindOf(kinds, confirmation);
      // The confirming member is the asker: the outcome replacing their prompt is in their language.
      const t = translatorFor(interaction.locale);
      const prompt = interaction.message.embeds.map((embed) => embed.toJSON());
      // Disable the buttons at once, so a second click cannot even be attempted.
      await responder.update({
        content: t.t('confirmation.working'),
        embeds: prompt,
        components: promptButtons(confirmation.id, t.t('confirmation.confirm'), true, t),
      });
      let unseen = false;
      const result = await serverLocks
        .run(confirmation.serverId, async () => {
          if (!kind) throw retiredKind;
          // Access may have changed since the prompt: an unlinked server is as gone as a missing one.
          unseen = !(await context.access.canSee(confirmation.guildId, confirmation.serverId));
          if (unseen) throw new UserError(serverNotFound);
          return kind.execute(confirmation, context, t);
        })
        .catch((error: unknown): ConfirmationResult => {
          const description = describeError(error, context.access.scopeOf(confirmation.guildId));
          if (description.unexpected)
            context.logger.error({ err: error, confirmation: confirmation.id }, 'confirmed action failed');
          // A server the guild may no longer see is not named again, not even by the prompt it replaces.
          const embeds = unseen ? [] : prompt;
          const payload = {
            content: errorMessage(description, t),
            embeds,
            components: [],
          };
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
    // Cancelling changes nothing, so an asker who may no longer act may still withdraw their prompt.
    level: async () => undefined,
    async execute(interaction, { confirmationId }, context) {
      const origin = clickOrigin(interaction);
      const claim = await context.store.cancelConfirmation(confirmationId, interaction.user.id, origin);
      if (claim.outcome !== 'claimed') return refusal(interaction, claim, context, kinds);
      const kind = kindOf(kinds, claim.confirmation);
      await recordConfirmation(interaction, context, kind, claim.confirmation, 'outcome', {
        kind: 'cancelled',
      });
      return retiredPrompt(interaction, translatorFor(interaction.locale).t('confirmation.cancelled'));
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
