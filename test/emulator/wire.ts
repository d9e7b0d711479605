import {
  type APIUser,
  ApplicationFlags,
  InteractionType,
  MessageType,
  OverwriteType,
  PermissionFlagsBits,
} from 'discord.js';
import type { Embed, TopLevelComponent } from './payloads.js';
import type {
  ChannelState,
  EmulatedMessage,
  EmulatedUser,
  EmulatorState,
  GuildState,
  RoleState,
} from './state.js';

/*
 * Discord's JSON for the objects the emulator hands to discord.js. Local types rather than discord-api-types'
 * channel and guild unions: they list the fields discord.js reads, which is all a loopback Discord needs.
 */

/** What the bot may do in an open channel, granted through @everyone. */
export const botChannelPermissions =
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseExternalEmojis;

export type WireRole = {
  id: string;
  name: string;
  color: number;
  colors: { primary_color: number; secondary_color: null; tertiary_color: null };
  hoist: boolean;
  position: number;
  permissions: string;
  managed: boolean;
  mentionable: boolean;
  flags: number;
};

type WireOverwrite = { id: string; type: OverwriteType; allow: string; deny: string };

export type WireChannel = {
  id: string;
  type: number;
  name: string;
  guild_id: string;
  position: number;
  permission_overwrites: WireOverwrite[];
  parent_id: null;
  nsfw: boolean;
  topic: null;
  last_message_id: null;
  rate_limit_per_user: number;
};

export type WireMember = {
  user: APIUser;
  nick: null;
  avatar: null;
  roles: string[];
  joined_at: string;
  premium_since: null;
  deaf: boolean;
  mute: boolean;
  flags: number;
  pending: boolean;
  communication_disabled_until: null;
};

export type WireGuild = {
  id: string;
  name: string;
  icon: null;
  owner_id: string;
  roles: WireRole[];
  emojis: [];
  stickers: [];
  features: string[];
  verification_level: number;
  default_message_notifications: number;
  explicit_content_filter: number;
  mfa_level: number;
  nsfw_level: number;
  premium_tier: number;
  premium_progress_bar_enabled: boolean;
  preferred_locale: string;
  system_channel_id: null;
  afk_channel_id: null;
  afk_timeout: number;
  application_id: null;
};

export type WireGuildCreate = WireGuild & {
  joined_at: string;
  large: boolean;
  unavailable: false;
  member_count: number;
  members: WireMember[];
  channels: WireChannel[];
  threads: [];
  presences: [];
  voice_states: [];
  stage_instances: [];
  guild_scheduled_events: [];
  soundboard_sounds: [];
};

export type WireMessage = {
  id: string;
  channel_id: string;
  guild_id: string;
  author: APIUser;
  content: string;
  timestamp: string;
  edited_timestamp: string | null;
  tts: boolean;
  mention_everyone: boolean;
  mentions: APIUser[];
  mention_roles: string[];
  attachments: {
    id: string;
    filename: string;
    size: number;
    content_type: string;
    url: string;
    proxy_url: string;
  }[];
  embeds: Embed[];
  components: TopLevelComponent[];
  pinned: boolean;
  type: MessageType;
  flags: number;
  application_id?: string;
  webhook_id?: string;
  interaction_metadata?: {
    id: string;
    type: InteractionType;
    user: APIUser;
    authorizing_integration_owners: Record<string, string>;
  };
};

export type WireApplication = {
  id: string;
  name: string;
  description: string;
  icon: null;
  bot_public: boolean;
  bot_require_code_grant: boolean;
  flags: number;
  bot: APIUser;
};

/** The application flags READY announces: the privileged intents, so any intent set is accepted. */
export const applicationFlags =
  ApplicationFlags.GatewayPresenceLimited |
  ApplicationFlags.GatewayGuildMembersLimited |
  ApplicationFlags.GatewayMessageContentLimited;

const joinedAt = new Date(0).toISOString();

export function wireUser(user: Pick<EmulatedUser, 'id' | 'username'>, bot = false): APIUser {
  return { id: user.id, username: user.username, discriminator: '0', global_name: null, avatar: null, bot };
}

export function wireBotUser(state: EmulatorState): APIUser {
  return wireUser({ id: state.identity.botUserId, username: state.identity.botUsername }, true);
}

export function wireMember(user: APIUser): WireMember {
  return {
    user,
    nick: null,
    avatar: null,
    roles: [],
    joined_at: joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
  };
}

const deniedToBot = new Map<ChannelState['access'], bigint>([
  ['denied', PermissionFlagsBits.SendMessages],
  ['no-history', PermissionFlagsBits.ReadMessageHistory],
]);

export function wireChannel(state: EmulatorState, channel: ChannelState, position = 0): WireChannel {
  // A denied channel carries a member overwrite for the bot, so permission checks in the bot's cache agree with REST.
  const denied = deniedToBot.get(channel.access);
  const overwrites: WireOverwrite[] =
    denied === undefined
      ? []
      : [{ id: state.identity.botUserId, type: OverwriteType.Member, allow: '0', deny: String(denied) }];
  return {
    id: channel.id,
    type: channel.type,
    name: channel.name,
    guild_id: channel.guildId,
    position,
    permission_overwrites: overwrites,
    parent_id: null,
    nsfw: false,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0,
  };
}

export function wireRole(role: RoleState, position: number): WireRole {
  return {
    id: role.id,
    name: role.name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    position,
    permissions: '0',
    managed: false,
    mentionable: role.mentionable,
    flags: 0,
  };
}

export function everyoneRole(guild: GuildState): WireRole {
  return {
    id: guild.id,
    name: '@everyone',
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    position: 0,
    permissions: String(botChannelPermissions),
    managed: false,
    mentionable: false,
    flags: 0,
  };
}

export function wireGuild(guild: GuildState): WireGuild {
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    owner_id: guild.ownerId,
    roles: [everyoneRole(guild), ...guild.roles.map((role, index) => wireRole(role, index + 1))],
    emojis: [],
    stickers: [],
    features: [],
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    mfa_level: 0,
    nsfw_level: 0,
    premium_tier: 0,
    premium_progress_bar_enabled: false,
    preferred_locale: guild.preferredLocale,
    system_channel_id: null,
    afk_channel_id: null,
    afk_timeout: 300,
    application_id: null,
  };
}

export function wireGuildCreate(state: EmulatorState, guild: GuildState): WireGuildCreate {
  return {
    ...wireGuild(guild),
    joined_at: joinedAt,
    large: false,
    unavailable: false,
    member_count: 1,
    members: [wireMember(wireBotUser(state))],
    channels: state.guildChannels(guild.id).map((channel, position) => wireChannel(state, channel, position)),
    threads: [],
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

export function wireMessage(state: EmulatorState, message: EmulatedMessage): WireMessage {
  const base: WireMessage = {
    id: message.id,
    channel_id: message.channelId,
    guild_id: message.guildId,
    author: wireBotUser(state),
    content: message.content,
    timestamp: message.createdAt,
    edited_timestamp: message.editedAt,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map((attachment) => {
      // Never fetched by the bot; a loopback address keeps any mistaken fetch off the network.
      const url = `http://127.0.0.1/attachments/${message.channelId}/${attachment.id}/${attachment.filename}`;
      return {
        id: attachment.id,
        filename: attachment.filename,
        size: attachment.bytes.length,
        content_type: attachment.contentType,
        url,
        proxy_url: url,
      };
    }),
    embeds: message.embeds,
    components: message.components,
    pinned: false,
    type: MessageType.Default,
    flags: message.flags,
  };
  const interaction = message.interactionId ? state.interactions.get(message.interactionId) : undefined;
  if (!interaction) return base;
  const { applicationId } = state.identity;
  return {
    ...base,
    type:
      interaction.type === InteractionType.ApplicationCommand
        ? MessageType.ChatInputCommand
        : MessageType.Default,
    application_id: applicationId,
    webhook_id: applicationId,
    interaction_metadata: {
      id: interaction.id,
      type: interaction.type,
      user: wireUser(interaction.user),
      authorizing_integration_owners: { '0': interaction.guildId },
    },
  };
}

export function wireApplication(state: EmulatorState): WireApplication {
  return {
    id: state.identity.applicationId,
    name: state.identity.botUsername,
    description: '',
    icon: null,
    bot_public: false,
    bot_require_code_grant: false,
    flags: applicationFlags,
    bot: wireBotUser(state),
  };
}
