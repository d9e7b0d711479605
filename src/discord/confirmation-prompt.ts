import {
  TimestampStyles,
  time,
  userMention,
  type APIEmbed,
  type ChatInputCommandInteraction,
} from 'discord.js';
import type { z } from 'zod';
import type { AccessLevel } from '../access/levels.js';
import type { AuditAction, AuditInputs, Confirmation } from '../store/index.js';
import type { ConfirmationKind, ConfirmationResult } from './command.js';
import type { BotContext } from './context.js';
import { promptButtons, recordConfirmation, storedAction } from './confirmations.js';
import { isHarmlessDiscordError } from '../render/errors.js';
import { finalize, type MessagePayload } from '../render/message.js';
import type { ComponentInteraction } from './respond.js';
import { translatorFor, type Translator } from '../i18n/index.js';

// Asking: a command declares its kinds of confirmation here and shows their prompts. Where a prompt's kind is
// stored, and the Confirm and Cancel buttons that find it there, are in `confirmations.ts`.

type PromptInteraction = ChatInputCommandInteraction<'cached'> | ComponentInteraction;

/** A confirmation kind as its command declares it, with `ask` to show its prompt. */
export type DeclaredConfirmation<Action> = ConfirmationKind & {
  /**
   * Saves a pending confirmation for the member who asked and returns its prompt. When nobody answers, the
   * prompt is edited to say it expired (best effort: a restart forgets the timer, and a late click still
   * learns it expired). The prompt and `confirmLabel` are in the asking member's language.
   */
  ask(
    interaction: PromptInteraction,
    context: BotContext,
    input: { action: Action; serverId: string; serverName: string; prompt: APIEmbed; confirmLabel: string },
  ): Promise<MessagePayload>;
};

/**
 * Declares a kind of confirmation: the action it stores (kept with the kind's name, `storedAction` in
 * `confirmations.ts`), how the audit trail names it, and what confirming it does.
 */
export function defineConfirmation<Schema extends z.ZodObject>(
  kind: string,
  schema: Schema,
  declared: {
    /** The level the clicker must still hold to confirm: the asking subcommand's (`ConfirmationKind`). */
    level: AccessLevel;
    /** The audit action its ask and outcome are recorded as; the server and outcome are added. */
    audits: AuditAction;
    /** The stored action's whitelisted inputs, as the audit trail shows them. */
    auditInputs?(action: z.infer<Schema>): AuditInputs;
    execute(
      confirmation: Confirmation,
      action: z.infer<Schema>,
      context: BotContext,
      t: Translator,
    ): Promise<ConfirmationResult>;
  },
): DeclaredConfirmation<z.infer<Schema>> {
  const actionOf = (confirmation: Confirmation): z.infer<Schema> => {
    const parsed = schema.safeParse(confirmation.action);
    if (!parsed.success) throw new Error(`confirmation ${confirmation.id} holds no valid ${kind} action`);
    return parsed.data;
  };
  const confirmationKind: DeclaredConfirmation<z.infer<Schema>> = {
    kind,
    level: declared.level,
    audits: declared.audits,
    auditEntry(confirmation, outcome) {
      const server = { id: confirmation.serverId, name: confirmation.serverName };
      const inputs = declared.auditInputs?.(actionOf(confirmation));
      return { action: declared.audits, ...(inputs === undefined ? {} : { inputs }), server, outcome };
    },
    execute: (confirmation, context, t) => declared.execute(confirmation, actionOf(confirmation), context, t),
    ask: (interaction, context, input) =>
      createConfirmation(interaction, context, confirmationKind, {
        ...input,
        action: storedAction(kind, input.action),
      }),
  };
  return confirmationKind;
}

async function createConfirmation(
  interaction: PromptInteraction,
  context: BotContext,
  kind: ConfirmationKind,
  input: {
    action: Confirmation['action'];
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
    channelId: interaction.channelId,
    userId: interaction.user.id,
    serverId: input.serverId,
    serverName: input.serverName,
    createdAt: now,
    expiresAt: now + context.confirmationTtlMs,
    state: 'pending',
  };
  await context.store.saveConfirmation(confirmation);
  await recordConfirmation(interaction, context, kind, confirmation, 'ask', { kind: 'asked' });
  // The prompt is the asker's: in their language, as is the edit that says it expired.
  const t = translatorFor(interaction.locale);
  const expiresIn = time(new Date(confirmation.expiresAt), TimestampStyles.RelativeTime);
  const prompt: APIEmbed = { ...input.prompt, footer: { text: t.t('confirmation.onlyAsker') } };
  setTimeout(() => {
    // The store may be closed by then (a restart): the audit's background pass records the expiry instead.
    expirePrompt(interaction, kind, confirmation, prompt, context, t).catch((error: unknown) =>
      context.logger.warn({ err: error, confirmation: confirmation.id }, 'could not expire a prompt'),
    );
  }, context.confirmationTtlMs).unref();
  return {
    content: t.t('confirmation.ask', { member: userMention(interaction.user.id), expiresIn }),
    embeds: [prompt],
    components: promptButtons(confirmation.id, input.confirmLabel, false, t),
  };
}

async function expirePrompt(
  interaction: PromptInteraction,
  kind: ConfirmationKind,
  confirmation: Confirmation,
  prompt: APIEmbed,
  context: BotContext,
  t: Translator,
): Promise<void> {
  const current = await context.store.confirmation(confirmation.id);
  if (current?.state !== 'pending') return;
  await recordConfirmation(interaction, context, kind, confirmation, 'outcome', { kind: 'expired' });
  try {
    await interaction.editReply(
      finalize(
        {
          content: t.t('confirmation.promptExpired'),
          embeds: [prompt],
          components: [],
        },
        context.secrets,
        t,
      ),
    );
  } catch (error) {
    if (!isHarmlessDiscordError(error))
      context.logger.warn({ err: error, confirmation: confirmation.id }, 'could not mark a prompt expired');
  }
}
