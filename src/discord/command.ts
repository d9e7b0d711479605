import type {
  APIApplicationCommandOptionChoice,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { Scope } from '../access/scope.js';
import type { BotContext } from './context.js';
import type { CustomIdName, CustomIdPayload } from '../render/custom-ids.js';
import type { MessagePayload } from '../render/message.js';
import type { ComponentInteraction, ComponentResponder, ComponentResult } from './respond.js';

export const commandNames = ['server', 'mods', 'alerts', 'access', 'audit', 'board'] as const;
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
  /**
   * Choices for the focused option; at most 25, already filtered by what was typed. `signal` aborts at the
   * autocomplete deadline: pass it to every lookup.
   */
  autocomplete?: (
    interaction: AutocompleteInteraction<'cached'>,
    context: BotContext,
    signal: AbortSignal,
  ) => Promise<APIApplicationCommandOptionChoice[]>;
};

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
