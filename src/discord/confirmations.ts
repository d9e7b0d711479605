import {
  ButtonStyle,
  ComponentType,
  TimestampStyles,
  time,
  userMention,
  type APIEmbed,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { failureOutcome, type AuditEntry, type AuditInteraction } from './audit-log.js';
import { KeyedMutex } from '../concurrency.js';
import type { AuditOutcome, ClaimResult, Confirmation, ConfirmationAction } from '../store/index.js';
import type { ComponentHandler } from './command.js';
import type { BotContext } from './context.js';
import { buildCustomId } from '../render/custom-ids.js';
import { describeError, errorMessage, isHarmlessDiscordError } from '../render/errors.js';
import { finalize, type MessagePayload } from '../render/message.js';
import type { ComponentInteraction, ComponentResult } from './respond.js';

/** What a confirmed action did: the message that replaces the prompt, and how the audit trail sees it. */
export type ConfirmationResult = {
  payload: MessagePayload;
  outcome: AuditOutcome;
  requestId?: string | undefined;
};

/** What a confirmed action does, per kind. */
export type ConfirmationExecutor = (
  confirmation: Confirmation,
  context: BotContext,
) => Promise<ConfirmationResult>;
export type ConfirmationExecutors = { [K in ConfirmationAction['kind']]: ConfirmationExecutor };

/** The audit entry of a confirmation: which action, on which server, with which whitelisted inputs. */
function auditEntry(confirmation: Confirmation, outcome: AuditOutcome): AuditEntry {
  const { action } = confirmation;
  const server = { id: confirmation.serverId, name: confirmation.serverName };
  if (action.kind === 'delete') return { action: 'server.delete', server, outcome };
  const inputs = {
    provider: action.provider,
    mod: action.modName,
    mod_id: action.modId,
    file: action.fileName,
    file_id: action.fileId,
    type: action.type,
    ...(action.previousFileName === undefined ? {} : { updates: action.previousFileName }),
  };
  return { action: 'mods.install', server, inputs, outcome };
}

/** Records a confirmation's ask or outcome under the prompt's id: once each, however often it is clicked. */
function recordConfirmation(
  interaction: AuditInteraction,
  context: BotContext,
  confirmation: Confirmation,
  phase: 'ask' | 'outcome',
  outcome: AuditOutcome,
  requestId?: string,
): Promise<void> {
  return context.audit.record(
    interaction,
    { ...auditEntry(confirmation, outcome), requestId },
    { interactionId: confirmation.id, phase },
  );
}

/** One destructive call per server at a time, whichever prompt it came from. */
const serverLocks = new KeyedMutex();

function promptButtons(
  confirmationId: string,
  confirmLabel: string,
  disabled: boolean,
): MessagePayload['components'] {
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          style: ButtonStyle.Danger,
          label: confirmLabel,
          custom_id: buildCustomId('confirm', { confirmationId }),
          disabled,
        },
        {
          type: ComponentType.Button,
          style: ButtonStyle.Secondary,
          label: 'Cancel',
          custom_id: buildCustomId('cancel', { confirmationId }),
          disabled,
        },
      ],
    },
  ];
}

/**
 * Saves a pending confirmation for the member who asked and returns its prompt. When nobody answers, the
 * prompt is edited to say it expired (best effort: a restart forgets the timer, and a late click still
 * learns it expired).
 */
export async function createConfirmation(
  interaction: ChatInputCommandInteraction<'cached'> | ComponentInteraction,
  context: BotContext,
  input: {
    action: ConfirmationAction;
    serverId: string;
    serverName: string;
    prompt: APIEmbed;
    confirmLabel: string;
  },
): Promise<MessagePayload> {
  const now = context.now();
  const confirmation: Confirmation = {
    id: interaction.id,
    action: input.action,
    guildId: interaction.guildId,
    userId: interaction.user.id,
    serverId: input.serverId,
    serverName: input.serverName,
    createdAt: now,
    expiresAt: now + context.confirmationTtlMs,
    state: 'pending',
  };
  await context.store.saveConfirmation(confirmation);
  await recordConfirmation(interaction, context, confirmation, 'ask', { kind: 'asked' });
  const expiresIn = time(new Date(confirmation.expiresAt), TimestampStyles.RelativeTime);
  const prompt: APIEmbed = { ...input.prompt, footer: { text: `Only the member who asked can confirm.` } };
  setTimeout(() => {
    // The store may be closed by then (a restart): the audit's background pass records the expiry instead.
    expirePrompt(interaction, confirmation, prompt, context).catch((error: unknown) =>
      context.logger.warn({ err: error, confirmation: confirmation.id }, 'could not expire a prompt'),
    );
  }, context.confirmationTtlMs).unref();
  return {
    content: `${userMention(interaction.user.id)}, please confirm: this prompt expires ${expiresIn}.`,
    embeds: [prompt],
    components: promptButtons(confirmation.id, input.confirmLabel, false),
  };
}

async function expirePrompt(
  interaction: ChatInputCommandInteraction<'cached'> | ComponentInteraction,
  confirmation: Confirmation,
  prompt: APIEmbed,
  context: BotContext,
): Promise<void> {
  const current = await context.store.confirmation(confirmation.id);
  if (current?.state !== 'pending') return;
  await recordConfirmation(interaction, context, confirmation, 'outcome', { kind: 'expired' });
  try {
    await interaction.editReply(
      finalize(
        {
          content: '⌛ This confirmation expired; nothing was changed.',
          embeds: [prompt],
          components: [],
        },
        context.secrets,
      ),
    );
  } catch (error) {
    if (!isHarmlessDiscordError(error))
      context.logger.warn({ err: error, confirmation: confirmation.id }, 'could not mark a prompt expired');
  }
}

const refusals = {
  expired: '⌛ This confirmation expired or is no longer known; nothing was changed. Run the command again.',
  foreign: 'Only the member who asked can confirm or cancel this.',
  used: 'This confirmation was already used.',
} as const;

/** A click on someone else's prompt, or on an expired one, is a refusal of that click: recorded once each. */
function recordClickRefusal(
  interaction: ComponentInteraction,
  context: BotContext,
  { outcome, confirmation }: Exclude<ClaimResult, { outcome: 'claimed' | 'used' }>,
): Promise<void> {
  if (!confirmation) return Promise.resolve();
  const code = outcome === 'foreign' ? 'NOT_THE_ASKER' : 'CONFIRMATION_EXPIRED';
  const refusal: AuditOutcome = { kind: 'refused', code, reason: refusals[outcome] };
  return context.audit.record(interaction, auditEntry(confirmation, refusal));
}

async function refusal(
  interaction: ComponentInteraction,
  claim: Exclude<ClaimResult, { outcome: 'claimed' }>,
  context: BotContext,
): Promise<ComponentResult> {
  const { outcome } = claim;
  if (claim.confirmation && outcome !== 'used') await recordClickRefusal(interaction, context, claim);
  // An expired prompt is retired for everyone; other refusals concern only the clicker.
  if (outcome === 'expired') {
    if (claim.confirmation)
      await recordConfirmation(interaction, context, claim.confirmation, 'outcome', { kind: 'expired' });
    return {
      kind: 'update',
      payload: {
        content: refusals.expired,
        embeds: interaction.message.embeds.map((embed) => embed.toJSON()),
        components: [],
      },
    };
  }
  return { kind: 'reply', payload: { content: refusals[outcome] } };
}

export function confirmHandler(executors: ConfirmationExecutors): ComponentHandler<'confirm'> {
  return {
    async execute(interaction, { confirmationId }, context, responder) {
      const claim = await context.store.claimConfirmation(confirmationId, interaction.user.id);
      if (claim.outcome !== 'claimed') return refusal(interaction, claim, context);
      const { confirmation } = claim;
      const prompt = interaction.message.embeds.map((embed) => embed.toJSON());
      // Disable the buttons at once, so a second click cannot even be attempted.
      await responder.update({
        content: '⏳ Working on it…',
        embeds: prompt,
        components: promptButtons(confirmation.id, 'Confirm', true),
      });
      const result = await serverLocks
        .run(confirmation.serverId, async () => {
          // Access may have changed since the prompt: an unlinked server is as gone as a missing one.
          await context.access.requireServer(confirmation.guildId, confirmation.serverId);
          return executors[confirmation.action.kind](confirmation, context);
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

export const cancelHandler: ComponentHandler<'cancel'> = {
  async execute(interaction, { confirmationId }, context) {
    const claim = await context.store.cancelConfirmation(confirmationId, interaction.user.id);
    if (claim.outcome !== 'claimed') return refusal(interaction, claim, context);
    await recordConfirmation(interaction, context, claim.confirmation, 'outcome', { kind: 'cancelled' });
    return {
      kind: 'update',
      payload: {
        content: '✖️ Cancelled; nothing was changed.',
        embeds: interaction.message.embeds.map((embed) => embed.toJSON()),
        components: [],
      },
    };
  },
};
