import type {
  APIApplicationCommandOptionChoice,
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
  StringSelectMenuInteraction,
} from 'discord.js';
import type { BotContext } from './context.js';
import type { CustomIdName, CustomIdPayload } from './custom-ids.js';
import type { ComponentResponder, MessagePayload } from './respond.js';

/** Where a command or subcommand exists: the ops guild, or guilds ops linked to servers. */
export type Scope = 'ops' | 'community';

export const commandNames = ['server', 'mods', 'alerts', 'access'] as const;

/**
 * Autocomplete cannot be deferred: an answer after Discord's 3 s is lost. Lookups behind it are cancelled at
 * this deadline, so a slow or rate-limited API does not keep spending calls on answers nobody sees.
 */
export const autocompleteDeadlineMs = 2_500;
export type CommandName = (typeof commandNames)[number];

export type Subcommand = {
  scopes: readonly Scope[];
  /** Whether the answer is only for the member who asked; errors are always ephemeral. */
  ephemeral: boolean;
  define: (builder: SlashCommandSubcommandBuilder) => SlashCommandSubcommandBuilder;
  execute: (
    interaction: ChatInputCommandInteraction<'cached'>,
    context: BotContext,
  ) => Promise<MessagePayload>;
};

export type Command = {
  name: CommandName;
  description: string;
  /** Discord's default_member_permissions per scope; null lets every member use it. */
  defaultMemberPermissions: Record<Scope, bigint | null>;
  subcommands: Record<string, Subcommand>;
  /** Choices for the focused option; at most 25, already filtered by what was typed. */
  autocomplete?: (
    interaction: AutocompleteInteraction<'cached'>,
    context: BotContext,
  ) => Promise<APIApplicationCommandOptionChoice[]>;
};

export type ComponentInteraction = ButtonInteraction<'cached'> | StringSelectMenuInteraction<'cached'>;

/**
 * What a component handler wants done with its click: replace the message it sits on, or answer only the
 * clicker. `acknowledged` means the handler answered through its responder (a multi-step confirmation).
 */
export type ComponentResult =
  | { kind: 'update'; payload: MessagePayload }
  | { kind: 'reply'; payload: MessagePayload }
  | { kind: 'acknowledged' };

export type ComponentHandler<N extends CustomIdName> = {
  execute: (
    interaction: ComponentInteraction,
    payload: CustomIdPayload<N>,
    context: BotContext,
    responder: ComponentResponder,
  ) => Promise<ComponentResult>;
};

/** One handler for every custom_id name: a name without a handler does not compile. */
export type ComponentHandlers = { [N in CustomIdName]: ComponentHandler<N> };
