import type {
  APIApplicationCommandOptionChoice,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { AccessLevel } from '../access/levels.js';
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

/** What every subcommand declares: where it is offered, who may use it, how it answers, its options. */
type SubcommandShape = {
  scopes: readonly Scope[];
  /**
   * The level a member needs (`src/access/levels.ts`): the router checks it before `execute`, and answers the
   * subcommand's autocomplete only for members who hold it.
   */
  level: AccessLevel;
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

/**
 * What a click needs before its handler runs: a level, how a refusal is recorded (the action and what it was
 * about; by default `access.refused`), and the prompt a member's refusals are recorded once for (by default
 * the message the component sits on).
 */
export type ClickRequirement = {
  level: AccessLevel;
  audit?: Omit<AuditEntry, 'outcome'>;
  promptId?: string;
};

export type ComponentHandler<Payload> = {
  /**
   * What a click needs, checked by the router before `execute`: a level (with the action a refusal is
   * recorded as, for a component that changes something, in `audits`), or, for a button whose rule is its
   * prompt's, the requirement read from the prompt (undefined: none, the handler answers the click).
   */
  level:
    | AccessLevel
    | ((payload: Payload, click: ClickPlace, context: BotContext) => Promise<ClickRequirement | undefined>);
  audits?: AuditAction;
  execute: (
    interaction: ComponentInteraction,
    payload: Payload,
    context: BotContext,
    responder: ComponentResponder,
  ) => Promise<ComponentResult>;
};

/** Who clicked where, for a requirement read from a prompt shown to one member in one place. */
export type ClickPlace = { guildId: string; channelId: string | null; userId: string };

/** A click routed to its component: what it needs, and its handling once the router let it through. */
export type RoutedClick = {
  requirement(click: ClickPlace, context: BotContext): Promise<ClickRequirement | undefined>;
  handle(
    interaction: ComponentInteraction,
    context: BotContext,
    responder: ComponentResponder,
  ): Promise<ComponentResult>;
};

/** A component handler attached to its custom_id, as the router sees it: by name, its payload parsed. */
export type Component = {
  readonly customIdName: string;
  /** The level it declares, or `per click` when its requirement is read from the prompt it sits on. */
  readonly declaredLevel: AccessLevel | 'per click';
  /** The click on a custom_id of this name, or undefined when it does not parse (an older version's). */
  route(customId: string): RoutedClick | undefined;
};

export function defineComponent<Payload>(
  codec: CustomIdCodec<Payload>,
  handler: ComponentHandler<Payload>,
): Component {
  const { level, audits } = handler;
  return {
    customIdName: codec.name,
    declaredLevel: typeof level === 'function' ? 'per click' : level,
    route(customId) {
      const payload = codec.parse(customId);
      if (payload === undefined) return undefined;
      return {
        requirement: async (click, context) =>
          typeof level === 'function'
            ? level(payload, click, context)
            : { level, ...(audits === undefined ? {} : { audit: { action: audits } }) },
        handle: (interaction, context, responder) =>
          handler.execute(interaction, payload, context, responder),
      };
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
  /** The level the clicker must still hold when confirming: the asking subcommand's, checked at the click. */
  readonly level: AccessLevel;
  /** The action its ask and outcome are recorded as: the asking subcommand `audits` it too. */
  readonly audits: AuditAction;
  auditEntry(confirmation: Confirmation, outcome: AuditOutcome): AuditEntry;
  /** Carries it out; `t` speaks the language of the member who confirms (the one who asked). */
  execute(confirmation: Confirmation, context: BotContext, t: Translator): Promise<ConfirmationResult>;
};

/** A group of subcommands (`/access role set`): its description and its subcommands. */
export type SubcommandGroup = { description: string; subcommands: Record<string, Subcommand> };

/**
 * Everything a command is: the loader reads one from each file of the commands directory. Discord shows every
 * command to every member (default_member_permissions null): what a member may use is the level each
 * subcommand declares, which Discord cannot know (docs/commands.md, "Who may do what").
 */
export type Command = {
  name: string;
  description: string;
  subcommands: Record<string, Subcommand>;
  groups?: Record<string, SubcommandGroup>;
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

/** The subcommand an interaction names: `group subcommand`, or a subcommand of the command itself. */
export function subcommandOf(
  command: Command | undefined,
  group: string | null,
  name: string | null,
): Subcommand | undefined {
  if (!command || name === null) return undefined;
  const subcommands = group === null ? command.subcommands : command.groups?.[group]?.subcommands;
  return subcommands && Object.hasOwn(subcommands, name) ? subcommands[name] : undefined;
}

/** Every subcommand of a command with its full name (`role set`), groups' after the command's own. */
export function allSubcommands(command: Command): [string, Subcommand][] {
  return [
    ...Object.entries(command.subcommands),
    ...Object.entries(command.groups ?? {}).flatMap(([group, { subcommands }]) =>
      Object.entries(subcommands).map(([name, subcommand]): [string, Subcommand] => [
        `${group} ${name}`,
        subcommand,
      ]),
    ),
  ];
}

/** A command file's default export: `export default defineCommand({ ... })`. */
export function defineCommand(command: Command): Command {
  return command;
}
