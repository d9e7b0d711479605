import { randomBytes } from 'node:crypto';
import {
  type APIUser,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ComponentType,
  InteractionContextType,
  InteractionType,
  PermissionFlagsBits,
  PermissionsBitField,
} from 'discord.js';
import { EmulatorUsageError } from './errors.js';
import type { Component, CommandOption } from './payloads.js';
import {
  type ChannelState,
  type EmulatedMessage,
  type EmulatedUser,
  EmulatorState,
  type InteractionRecord,
  type RegisteredCommand,
  emulatedUsers,
} from './state.js';
import {
  type WireChannel,
  type WireMember,
  type WireMessage,
  type WireRole,
  botChannelPermissions,
  everyoneRole,
  wireChannel,
  wireMember,
  wireMessage,
  wireRole,
  wireUser,
} from './wire.js';

type OptionValue = string | number | boolean;

type Invoker = {
  /** Default: `emulatedUsers.member`, who has no permissions. */
  user?: EmulatedUser;
  /** Overrides the user's permissions for this interaction (the guild owner otherwise gets all). */
  memberPermissions?: bigint;
  /** The ids of the guild's roles the member has (besides @everyone, which every member has); default none. */
  memberRoles?: string[];
  /** The member's Discord client language; default the emulator's. */
  locale?: string;
};

export type ChatInputSpec = Invoker & {
  guildId: string;
  /** Default: the guild's first text channel. */
  channelId?: string;
  name: string;
  subcommandGroup?: string;
  subcommand?: string;
  /** By option name; each value's wire type comes from the registered definition (a channel option takes an id). */
  options?: Record<string, OptionValue>;
};

export type AutocompleteSpec = ChatInputSpec & {
  /** The option being typed in and its partial text. */
  focused: { name: string; value: string };
};

export type ComponentSpec = Invoker & {
  /** The message as the user sees it; the component must be on it and enabled. */
  message: EmulatedMessage;
  customId: string;
};

export type SelectSpec = ComponentSpec & { values: string[] };

type WireOption = {
  name: string;
  type: ApplicationCommandOptionType;
  value?: OptionValue;
  focused?: boolean;
  options?: WireOption[];
};

type ResolvedChannel = { id: string; name: string; type: number; permissions: string };

type CommandData = {
  id: string;
  name: string;
  type: ApplicationCommandType;
  guild_id: string;
  options: WireOption[];
  resolved?: {
    channels?: Record<string, ResolvedChannel>;
    users?: Record<string, APIUser>;
    roles?: Record<string, WireRole>;
  };
};

type ComponentData = { custom_id: string; component_type: ComponentType; values?: string[] };

/** INTERACTION_CREATE's data: everything discord.js needs to build the interaction and answer it. */
type InteractionPayload = {
  id: string;
  token: string;
  type: InteractionType;
  application_id: string;
  guild_id: string;
  guild: { id: string; locale: string; features: string[] };
  channel_id: string;
  channel: WireChannel;
  member: WireMember & { permissions: string };
  app_permissions: string;
  locale: string;
  guild_locale: string;
  entitlements: [];
  authorizing_integration_owners: Record<string, string>;
  context: InteractionContextType;
  attachment_size_limit: number;
  version: 1;
  data: CommandData | ComponentData;
  message?: WireMessage;
};

export type BuiltInteraction = { record: InteractionRecord; payload: InteractionPayload };

const attachmentSizeLimit = 10 * 1024 * 1024;

/** Builds a complete interaction and the record the emulator keeps of it. */
export class InteractionFactory {
  constructor(private readonly state: EmulatorState) {}

  chatInput(spec: ChatInputSpec): BuiltInteraction {
    const channel = this.channelFor(spec.guildId, spec.channelId);
    const data = this.commandData(spec, channel, undefined);
    return this.build(InteractionType.ApplicationCommand, channel, spec, data);
  }

  autocomplete(spec: AutocompleteSpec): BuiltInteraction {
    const channel = this.channelFor(spec.guildId, spec.channelId);
    const data = this.commandData(spec, channel, spec.focused);
    return this.build(InteractionType.ApplicationCommandAutocomplete, channel, spec, data);
  }

  button(spec: ComponentSpec): BuiltInteraction {
    return this.component(spec, 'button', undefined);
  }

  select(spec: SelectSpec): BuiltInteraction {
    return this.component(spec, 'select', spec.values);
  }

  private component(
    spec: ComponentSpec,
    expected: 'button' | 'select',
    values: string[] | undefined,
  ): BuiltInteraction {
    const current = this.state.messages.get(spec.message.id);
    const channel = current && this.state.liveChannel(current.channelId);
    if (!current || !channel) throw new EmulatorUsageError(`message ${spec.message.id} no longer exists`);
    const component = clickableComponent(spec.message, spec.customId);
    const isButton = component.type === ComponentType.Button;
    if (isButton !== (expected === 'button')) {
      throw new EmulatorUsageError(
        `component "${spec.customId}" is of type ${component.type}, not a ${expected}`,
      );
    }
    if (values) checkSelection(component, values);
    const data: ComponentData = {
      custom_id: spec.customId,
      component_type: component.type,
      ...(values ? { values } : {}),
    };
    const built = this.build(
      InteractionType.MessageComponent,
      channel,
      spec,
      data,
      wireMessage(this.state, current),
    );
    built.record.originalMessageId = current.id;
    return built;
  }

  private build(
    type: InteractionType,
    channel: ChannelState,
    invoker: Invoker,
    data: CommandData | ComponentData,
    message?: WireMessage,
  ): BuiltInteraction {
    const user = invoker.user ?? emulatedUsers.member;
    const guildLocale = this.state.guilds.get(channel.guildId)?.preferredLocale ?? this.state.identity.locale;
    const locale = invoker.locale ?? this.state.identity.locale;
    const record: InteractionRecord = {
      id: this.state.nextId(),
      token: `emulated-${randomBytes(24).toString('base64url')}`,
      type,
      guildId: channel.guildId,
      channelId: channel.id,
      user,
      sentAt: performance.now(),
      callbacks: [],
      originalMessageId: undefined,
      followUpIds: [],
      answered: false,
      choices: undefined,
      modal: undefined,
    };
    const payload: InteractionPayload = {
      id: record.id,
      token: record.token,
      type,
      application_id: this.state.identity.applicationId,
      guild_id: channel.guildId,
      guild: { id: channel.guildId, locale: guildLocale, features: [] },
      channel_id: channel.id,
      channel: wireChannel(this.state, channel),
      member: {
        ...wireMember(wireUser(user)),
        roles: this.memberRoles(channel.guildId, invoker),
        permissions: String(this.memberPermissions(channel.guildId, invoker)),
      },
      app_permissions: String(this.botPermissions(channel)),
      locale,
      guild_locale: guildLocale,
      entitlements: [],
      authorizing_integration_owners: { '0': channel.guildId },
      context: InteractionContextType.Guild,
      attachment_size_limit: attachmentSizeLimit,
      version: 1,
      data,
      ...(message ? { message } : {}),
    };
    return { record, payload };
  }

  /** The guild owner holds every permission, as on Discord. */
  private memberPermissions(guildId: string, invoker: Invoker): bigint {
    const user = invoker.user ?? emulatedUsers.member;
    if (invoker.memberPermissions !== undefined) return invoker.memberPermissions;
    return this.state.guild(guildId)?.ownerId === user.id ? PermissionsBitField.All : user.permissions;
  }

  /** Roles of the guild only, as Discord sends them: a role the guild does not have is a test's mistake. */
  private memberRoles(guildId: string, invoker: Invoker): string[] {
    const roles = invoker.memberRoles ?? [];
    const known = new Set(this.state.guild(guildId)?.roles.map((role) => role.id));
    const unknown = roles.filter((roleId) => !known.has(roleId));
    if (unknown.length > 0)
      throw new EmulatorUsageError(`guild ${guildId} has no role ${unknown.join(', ')} to give a member`);
    return roles;
  }

  private botPermissions(channel: ChannelState): bigint {
    return channel.access === 'denied'
      ? botChannelPermissions & ~PermissionFlagsBits.SendMessages
      : botChannelPermissions;
  }

  private channelFor(guildId: string, channelId: string | undefined): ChannelState {
    if (!this.state.guild(guildId)) throw new EmulatorUsageError(`guild ${guildId} is not emulated`);
    const channel =
      channelId === undefined ? this.state.firstTextChannel(guildId) : this.state.liveChannel(channelId);
    if (!channel || channel.guildId !== guildId)
      throw new EmulatorUsageError(`no usable channel ${channelId ?? '(text)'} in guild ${guildId}`);
    return channel;
  }

  private registeredCommand(guildId: string, name: string): RegisteredCommand {
    const candidates = [
      ...this.state.commandsIn(guildId),
      ...this.state.commandsIn(EmulatorState.globalScope),
    ];
    const command = candidates.find(
      (candidate) => candidate.name === name && candidate.type === ApplicationCommandType.ChatInput,
    );
    if (!command)
      throw new EmulatorUsageError(`/${name} is not registered for guild ${guildId} nor globally`);
    return command;
  }

  /**
   * The command's data as Discord sends it: options typed by the registered definition, wrapped in the
   * subcommand (group). Like a Discord client, refuses what a user could not type.
   */
  private commandData(
    spec: ChatInputSpec,
    channel: ChannelState,
    focused: AutocompleteSpec['focused'] | undefined,
  ): CommandData {
    const command = this.registeredCommand(spec.guildId, spec.name);
    const commandPath = [`/${spec.name}`];
    let definitions = command.options ?? [];
    const wrappers: { name: string; type: ApplicationCommandOptionType }[] = [];
    for (const [name, type] of [
      [spec.subcommandGroup, ApplicationCommandOptionType.SubcommandGroup],
      [spec.subcommand, ApplicationCommandOptionType.Subcommand],
    ] as const) {
      if (name === undefined) continue;
      commandPath.push(name);
      const level = definitions.find((definition) => definition.name === name && definition.type === type);
      if (!level) throw new EmulatorUsageError(`${commandPath.join(' ')} is not registered`);
      wrappers.push({ name, type });
      definitions = level.options ?? [];
    }
    const where = commandPath.join(' ');
    const resolvedChannels: Record<string, ResolvedChannel> = {};
    const resolvedUsers: Record<string, APIUser> = {};
    const resolvedRoles: Record<string, WireRole> = {};
    const leafOptions: WireOption[] = Object.entries(spec.options ?? {}).map(([name, value]) => {
      const definition = definitionOf(definitions, name, where);
      checkType(definition, value, where);
      if (!focused) checkChoice(definition, value, where);
      if (definition.type === ApplicationCommandOptionType.Channel) {
        const target = this.state.liveChannel(String(value));
        if (!target || target.guildId !== spec.guildId)
          throw new EmulatorUsageError(`${where} ${name}: channel ${value} is not in the guild`);
        const permissions = String(this.memberPermissions(spec.guildId, spec));
        resolvedChannels[target.id] = { id: target.id, name: target.name, type: target.type, permissions };
      }
      // A user option resolves to a known emulated user, else to a user named after the id.
      if (definition.type === ApplicationCommandOptionType.User) {
        const known = Object.values(emulatedUsers).find((user) => user.id === value);
        resolvedUsers[String(value)] = wireUser(known ?? { id: String(value), username: `user-${value}` });
      }
      if (definition.type === ApplicationCommandOptionType.Role) {
        const guild = this.state.guild(spec.guildId);
        const index = guild?.roles.findIndex((role) => role.id === value) ?? -1;
        const role = guild?.roles[index];
        if (guild && value === guild.id) resolvedRoles[guild.id] = everyoneRole(guild);
        else if (role) resolvedRoles[role.id] = wireRole(role, index + 1);
        else throw new EmulatorUsageError(`${where} ${name}: role ${value} is not in the guild`);
      }
      return { name, type: definition.type, value };
    });
    if (focused) {
      const definition = definitionOf(definitions, focused.name, where);
      if (!definition.autocomplete)
        throw new EmulatorUsageError(`${where} ${focused.name} has no autocomplete`);
      // Discord sends the partial text of the focused option as typed, whatever the option's type.
      leafOptions.push({ name: focused.name, type: definition.type, value: focused.value, focused: true });
    } else {
      const missing = definitions.filter(
        (definition) => definition.required && !(definition.name in (spec.options ?? {})),
      );
      if (missing.length > 0)
        throw new EmulatorUsageError(
          `${where} needs ${missing.map((definition) => definition.name).join(', ')}`,
        );
    }
    const options = wrappers.reduceRight<WireOption[]>(
      (inner, wrapper) => [{ ...wrapper, options: inner }],
      leafOptions,
    );
    const resolved = {
      ...(Object.keys(resolvedChannels).length > 0 ? { channels: resolvedChannels } : {}),
      ...(Object.keys(resolvedUsers).length > 0 ? { users: resolvedUsers } : {}),
      ...(Object.keys(resolvedRoles).length > 0 ? { roles: resolvedRoles } : {}),
    };
    return {
      id: command.id,
      name: command.name,
      type: ApplicationCommandType.ChatInput,
      guild_id: channel.guildId,
      options,
      ...(Object.keys(resolved).length > 0 ? { resolved } : {}),
    };
  }
}

function definitionOf(definitions: readonly CommandOption[], name: string, where: string): CommandOption {
  const definition = definitions.find((candidate) => candidate.name === name);
  if (!definition) throw new EmulatorUsageError(`${where} has no option ${name}`);
  return definition;
}

function checkType(definition: CommandOption, value: OptionValue, where: string): void {
  const fits = {
    [ApplicationCommandOptionType.String]: typeof value === 'string',
    [ApplicationCommandOptionType.Integer]: typeof value === 'number' && Number.isInteger(value),
    [ApplicationCommandOptionType.Number]: typeof value === 'number',
    [ApplicationCommandOptionType.Boolean]: typeof value === 'boolean',
    [ApplicationCommandOptionType.Channel]: typeof value === 'string',
    [ApplicationCommandOptionType.User]: typeof value === 'string',
    [ApplicationCommandOptionType.Role]: typeof value === 'string',
  }[definition.type];
  if (fits === undefined)
    throw new EmulatorUsageError(
      `${where} ${definition.name}: option type ${definition.type} is not emulated`,
    );
  if (!fits)
    throw new EmulatorUsageError(
      `${where} ${definition.name}: ${JSON.stringify(value)} does not fit option type ${definition.type}`,
    );
}

function checkChoice(definition: CommandOption, value: OptionValue, where: string): void {
  if (definition.choices && !definition.choices.some((choice) => choice.value === value)) {
    throw new EmulatorUsageError(
      `${where} ${definition.name}: ${JSON.stringify(value)} is not one of its choices`,
    );
  }
}

function clickableComponent(message: EmulatedMessage, customId: string): Component {
  const component = message.components
    .flatMap((row) => row.components ?? [])
    .find((candidate) => candidate.custom_id === customId);
  if (!component) throw new EmulatorUsageError(`message ${message.id} has no component "${customId}"`);
  if (component.disabled) throw new EmulatorUsageError(`component "${customId}" is disabled`);
  return component;
}

function checkSelection(component: Component, values: readonly string[]): void {
  const min = component.min_values ?? 1;
  const max = component.max_values ?? 1;
  if (values.length < min || values.length > max) {
    throw new EmulatorUsageError(
      `select "${component.custom_id}" takes ${min} to ${max} values, not ${values.length}`,
    );
  }
  if (component.type !== ComponentType.StringSelect) return;
  const offered = new Set((component.options ?? []).map((option) => option.value));
  const unknown = values.filter((value) => !offered.has(value));
  if (unknown.length > 0)
    throw new EmulatorUsageError(`select "${component.custom_id}" offers no ${unknown.join(', ')}`);
}
