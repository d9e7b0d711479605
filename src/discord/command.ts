import type {
  APIApplicationCommandOptionChoice,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { Scope } from '../access/scope.js';
import type { Translator } from '../i18n/index.js';
import type { AuditAction, AuditOutcome, Confirmation } from '../store/index.js';
import type { ActionAudit, AuditEntry } from './audit-log.js';
import type { BotContext } from './context.js';
import type { CustomIdCodec } from '../render/custom-ids.js';
import type { MessagePayload } from '../render/message.js';
import type {
  ChatInputAnswer,
  ComponentInteraction,
  ComponentResponder,
  ComponentResult,
} from './respond.js';

/** What every subcommand declares: where it is offered, how it answers, its options. */
type SubcommandShape = {
  scopes: readonly Scope[];
  /** Whether the answer is only for the member who asked; errors are always ephemeral. */
  ephemeral: boolean;
  /** A lookup (like autocomplete): spends its guild's lookup budget and is refused, never queued, past it. */
  lookup?: true;
  define: (builder: SlashCommandSubcommandBuilder) => SlashCommandSubcommandBuilder;
};

/**
 * A subcommand: one that changes something names, once, the audit action it `audits`; its handler gets the
 * trail bound to that action and this interaction, and the router records under it a refusal or failure
 * the handler did not. One that changes nothing declares no action and gets no audit.
 */
export type Subcommand = SubcommandShape &
  (
    | {
        audits?: undefined;
        execute: (
          interaction: ChatInputCommandInteraction<'cached'>,
          context: BotContext,
        ) => Promise<ChatInputAnswer>;
      }
    | {
        audits: AuditAction;
        execute: (
          interaction: ChatInputCommandInteraction<'cached'>,
          context: BotContext,
          audit: ActionAudit,
        ) => Promise<MessagePayload>;
      }
  );

export type ComponentHandler<Payload> = {
  execute: (
    interaction: ComponentInteraction,
    payload: Payload,
    context: BotContext,
    responder: ComponentResponder,
  ) => Promise<ComponentResult>;
};

/** A component handler attached to its custom_id, as the router sees it: by name, its payload parsed. */
export type Component = {
  readonly customIdName: string;
  /** The handling of a custom_id of this name, or undefined when it does not parse (an older version's). */
  route(
    customId: string,
  ):
    | ((
        interaction: ComponentInteraction,
        context: BotContext,
        responder: ComponentResponder,
      ) => Promise<ComponentResult>)
    | undefined;
};

export function defineComponent<Payload>(
  codec: CustomIdCodec<Payload>,
  handler: ComponentHandler<Payload>,
): Component {
  return {
    customIdName: codec.name,
    route(customId) {
      const payload = codec.parse(customId);
      if (payload === undefined) return undefined;
      return (interaction, context, responder) => handler.execute(interaction, payload, context, responder);
    },
  };
}

/** What a confirmed action did: the message that replaces the prompt, and how the audit trail sees it. */
export type ConfirmationResult = {
  payload: MessagePayload;
  outcome: AuditOutcome;
  requestId?: string | undefined;
};

/**
 * A kind of confirmation as the confirm and cancel buttons see it: found by the kind stored with the
 * prompt, it names the action in the audit trail and carries it out. Declared by the command that asks it.
 */
export type ConfirmationKind = {
  readonly kind: string;
  /**
   * The permission (a PermissionFlagsBits value) the clicker must still hold when confirming: the asking
   * command's default, checked against the member's permissions in the click itself.
   */
  readonly permission: bigint;
  /** The action its ask and outcome are recorded as: the asking subcommand `audits` it too. */
  readonly audits: AuditAction;
  auditEntry(confirmation: Confirmation, outcome: AuditOutcome): AuditEntry;
  /** Carries it out; `t` speaks the language of the member who confirms (the one who asked). */
  execute(confirmation: Confirmation, context: BotContext, t: Translator): Promise<ConfirmationResult>;
};

/** Everything a command is: the loader reads one from each file of the commands directory. */
export type Command = {
  name: string;
  description: string;
  /** Discord's default_member_permissions per scope; null lets every member use it. */
  defaultMemberPermissions: Record<Scope, bigint | null>;
  subcommands: Record<string, Subcommand>;
  /**
   * Choices for the focused option; at most 25, already filtered by what was typed. `signal` aborts at the
   * autocomplete deadline: pass it to every lookup.
   */
  autocomplete?: (
    interaction: AutocompleteInteraction<'cached'>,
    context: BotContext,
    signal: AbortSignal,
  ) => Promise<APIApplicationCommandOptionChoice[]>;
  /** The buttons and menus it answers, each with its own custom_id name. */
  components?: readonly Component[];
  /** The confirmations it asks for. */
  confirmations?: readonly ConfirmationKind[];
};

/** A command file's default export: `export default defineCommand({ ... })`. */
export function defineCommand(command: Command): Command {
  return command;
}
