import { ChannelType, type InteractionType, PermissionFlagsBits, SnowflakeUtil } from 'discord.js';
import type { ContractViolation } from './contract.js';
import type { FormIssue } from './limits.js';
import type {
  Choice,
  CommandDefinition,
  Embed,
  MessageBody,
  ModalData,
  TopLevelComponent,
} from './payloads.js';

/** Someone who uses the bot: `permissions` are their guild permissions unless an interaction overrides them. */
export type EmulatedUser = { id: string; username: string; permissions: bigint };

export const emulatedUsers = {
  /** An admin of the guild: Manage Server, so mutating commands are theirs to use. */
  admin: {
    id: '200000000000000001',
    username: 'guild-admin',
    permissions:
      PermissionFlagsBits.ManageGuild | PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages,
  },
  /** A member with no permissions at all. */
  member: { id: '200000000000000002', username: 'plain-member', permissions: 0n },
} as const satisfies Record<string, EmulatedUser>;

/** What the bot may do in a channel: `denied` refuses posts (50013), `deleted` answers Unknown Channel (10003). */
/** `denied`: no Send Messages for the bot; `no-history`: no Read Message History. */
export type ChannelAccess = 'open' | 'denied' | 'no-history' | 'deleted';

export type ChannelState = {
  id: string;
  guildId: string;
  name: string;
  type: ChannelType;
  access: ChannelAccess;
};

/** A role of a guild besides @everyone; only a mentionable one pings (the bot has no Mention Everyone). */
export type RoleState = { id: string; name: string; mentionable: boolean };

export type GuildState = {
  id: string;
  name: string;
  ownerId: string;
  channelIds: string[];
  roles: RoleState[];
  /** The guild's preferred locale (Server Settings, Community): sent as `guild_locale`. */
  preferredLocale: string;
};

/** Who a message notified, as Discord decides it from the content and `allowed_mentions`. */
export type Pinged = { everyone: boolean; roles: string[]; users: string[] };

/** A file on a message, with the bytes the bot uploaded. */
export type EmulatedAttachment = { id: string; filename: string; contentType: string; bytes: Buffer };

/** A message as Discord shows it now: edits applied, deleted messages gone. */
/** Discord's limit on edits of messages older than an hour: 3 per 6 s per channel (code 30046). */
const oldMessageAgeMs = 60 * 60_000;
const oldMessageEditWindowMs = 6_000;
const oldMessageEditsPerWindow = 3;

export type EmulatedMessage = {
  id: string;
  channelId: string;
  guildId: string;
  content: string;
  embeds: Embed[];
  components: TopLevelComponent[];
  attachments: EmulatedAttachment[];
  flags: number;
  /** ISO 8601, as Discord's `timestamp`. */
  createdAt: string;
  editedAt: string | null;
  /** The interaction this message answers (its original response or a follow-up). */
  interactionId: string | undefined;
  pinged: Pinged;
};

/** One callback the bot sent for an interaction, accepted or not; typed parts are set when the body parsed. */
export type CallbackRecord = {
  type: number;
  status: number;
  /** performance.now() when the callback arrived. */
  at: number;
  message?: MessageBody;
  choices?: Choice[];
  modal?: ModalData;
};

export type InteractionRecord = {
  id: string;
  token: string;
  type: InteractionType;
  guildId: string;
  channelId: string;
  user: EmulatedUser;
  /** performance.now() when INTERACTION_CREATE went out. */
  sentAt: number;
  callbacks: CallbackRecord[];
  /** For a component interaction, the message carrying the component; else the reply, once there is one. */
  originalMessageId: string | undefined;
  followUpIds: string[];
  /** False while a deferral (type 5 or 6) waits for its edit or follow-up. */
  answered: boolean;
  choices: Choice[] | undefined;
  modal: ModalData | undefined;
};

export type RegisteredCommand = CommandDefinition & {
  id: string;
  application_id: string;
  guild_id?: string;
  version: string;
  type: number;
};

export type RecordedRequest = {
  method: string;
  /** The path after /api/v10, without the query. */
  path: string;
  /** The route template that served it, e.g. `/channels/:channelId/messages`; undefined for an unknown route. */
  route: string | undefined;
  query: Record<string, string>;
  body: unknown;
  status: number;
  /** performance.now() when the request arrived. */
  at: number;
};

/** A payload Discord would reject: what was sent where, and each offending field. */
export type Violation = {
  method: string;
  path: string;
  code: number;
  message: string;
  issues: readonly FormIssue[];
  body: unknown;
  at: number;
};

/** A failure the emulator answers to matching posts, as a test asked; see `DiscordEmulator.failPosts`. */
export type PostFault = {
  channelId: string;
  /** Only posts whose JSON body contains this text; default: every post to the channel. */
  containing?: string;
  status: number;
  /** Discord's error code in the body; default 0. */
  code?: number;
  /** The message is created first and only the answer fails: the bot cannot tell it went out. */
  afterCreating?: boolean;
  /** How many posts it fails; default: until lifted. */
  times?: number;
};

/** Any route failing: each request by `method` to the route `template` is answered with `status`. */
export type RouteFault = {
  method: string;
  /** The route as the emulator declares it: `/webhooks/:applicationId/:token/messages/:messageRef`. */
  template: string;
  status: number;
  /** Discord's error code in the body; default 0. */
  code?: number;
  /** How many requests it fails; default: until lifted. */
  times?: number;
};

export type EmulatorIdentity = {
  applicationId: string;
  botUserId: string;
  botUsername: string;
  token: string;
  /** The client language of members who do not say theirs. */
  locale: string;
};

/** Everything the emulator knows; the REST routes, the gateway and the interaction helpers share it. */
export class EmulatorState {
  readonly guilds = new Map<string, GuildState>();
  readonly channels = new Map<string, ChannelState>();
  private readonly messageById = new Map<string, EmulatedMessage>();
  private revision = 0;
  readonly interactions = new Map<string, InteractionRecord>();
  /** Registered commands by guild id; global commands under `globalScope`. */
  readonly commands = new Map<string, RegisteredCommand[]>();
  readonly requests: RecordedRequest[] = [];
  readonly violations: Violation[] = [];
  /** Requests that break Discord's OpenAPI document, whatever the route answered. */
  readonly contractViolations: ContractViolation[] = [];
  readonly postFaults: PostFault[] = [];
  readonly routeFaults: RouteFault[] = [];
  /** How long Discord remembers a nonce sent with `enforce_nonce`; it says "a few minutes". */
  nonceWindowMs = 3 * 60_000;
  /** The message each enforced nonce created, by `channelId:nonce`, and when. */
  private readonly nonces = new Map<string, { messageId: string; at: number }>();

  /** Emulator time for message ages, edit and nonce windows; a test may move it (`advanceClock`). */
  now: () => number = Date.now;
  /** When each channel's recent edits of messages older than an hour were made (`oldMessageEditLimit`). */
  private readonly oldMessageEdits = new Map<string, number[]>();

  constructor(readonly identity: EmulatorIdentity) {}

  /**
   * Counts an edit of the message against Discord's limit on messages older than an hour: 3 per 6 s per
   * channel. Answers 0 when it may go, else the milliseconds until the window lets one more through.
   */
  oldMessageEditWait(message: EmulatedMessage): number {
    const now = this.now();
    if (now - Date.parse(message.createdAt) < oldMessageAgeMs) return 0;
    const recent = (this.oldMessageEdits.get(message.channelId) ?? []).filter(
      (at) => now - at < oldMessageEditWindowMs,
    );
    if (recent.length >= oldMessageEditsPerWindow) {
      this.oldMessageEdits.set(message.channelId, recent);
      return oldMessageEditWindowMs - (now - (recent[0] ?? now));
    }
    this.oldMessageEdits.set(message.channelId, [...recent, now]);
    return 0;
  }

  static readonly globalScope = 'global';

  nextId(): string {
    return String(SnowflakeUtil.generate());
  }

  guild(guildId: string): GuildState | undefined {
    return this.guilds.get(guildId);
  }

  /** The channel, unless it does not exist or was deleted. */
  liveChannel(channelId: string): ChannelState | undefined {
    const channel = this.channels.get(channelId);
    return channel && channel.access !== 'deleted' ? channel : undefined;
  }

  guildChannels(guildId: string): ChannelState[] {
    const ids = this.guild(guildId)?.channelIds ?? [];
    return ids.flatMap((id) => this.liveChannel(id) ?? []);
  }

  firstTextChannel(guildId: string): ChannelState | undefined {
    return this.guildChannels(guildId).find((channel) => channel.type === ChannelType.GuildText);
  }

  interactionByToken(token: string): InteractionRecord | undefined {
    for (const interaction of this.interactions.values()) if (interaction.token === token) return interaction;
    return undefined;
  }

  createMessage(
    channel: ChannelState,
    body: MessageBody,
    interactionId?: string,
    attachments: EmulatedAttachment[] = [],
  ): EmulatedMessage {
    const message: EmulatedMessage = {
      id: this.nextId(),
      channelId: channel.id,
      guildId: channel.guildId,
      content: body.content ?? '',
      embeds: body.embeds ?? [],
      components: body.components ?? [],
      attachments,
      flags: body.flags ?? 0,
      createdAt: new Date(this.now()).toISOString(),
      editedAt: null,
      interactionId,
      pinged: this.pinged(channel.guildId, body),
    };
    this.messageById.set(message.id, message);
    this.revision += 1;
    return message;
  }

  /**
   * Discord's rule: a mention in the content notifies only when `allowed_mentions` lets it (absent, every
   * kind parses), and a role only when it is mentionable.
   */
  private pinged(guildId: string, body: MessageBody): Pinged {
    const content = body.content ?? '';
    const allowed = body.allowed_mentions ?? { parse: ['everyone', 'roles', 'users'] as const };
    const parse: readonly string[] = allowed.parse ?? [];
    const mentioned = (pattern: RegExp) => [...content.matchAll(pattern)].map((match) => match[1] ?? '');
    const mentionable = new Set(
      (this.guild(guildId)?.roles ?? []).filter((role) => role.mentionable).map((role) => role.id),
    );
    return {
      everyone: parse.includes('everyone') && /@(everyone|here)/.test(content),
      roles: mentioned(/<@&(\d+)>/g).filter(
        (id) => mentionable.has(id) && (parse.includes('roles') || (allowed.roles ?? []).includes(id)),
      ),
      users: mentioned(/<@!?(\d+)>/g).filter(
        (id) => parse.includes('users') || (allowed.users ?? []).includes(id),
      ),
    };
  }

  /** The first fault of the route, counted as used. */
  takeRouteFault(method: string, template: string): RouteFault | undefined {
    const fault = this.routeFaults.find(
      (candidate) =>
        candidate.method === method && candidate.template === template && (candidate.times ?? 1) > 0,
    );
    if (fault?.times !== undefined) fault.times -= 1;
    return fault;
  }

  /** The first fault matching the post, counted as used. */
  takePostFault(channelId: string, body: unknown): PostFault | undefined {
    const text = JSON.stringify(body) ?? '';
    const fault = this.postFaults.find(
      (candidate) =>
        candidate.channelId === channelId &&
        (candidate.times ?? 1) > 0 &&
        (candidate.containing === undefined || text.includes(candidate.containing)),
    );
    if (fault?.times !== undefined) fault.times -= 1;
    return fault;
  }

  /** The message an enforced nonce created within the window, which Discord answers again instead of posting. */
  messageForNonce(channelId: string, body: MessageBody): EmulatedMessage | undefined {
    if (!body.enforce_nonce || body.nonce == null) return undefined;
    const known = this.nonces.get(`${channelId}:${body.nonce}`);
    if (!known || this.now() - known.at > this.nonceWindowMs) return undefined;
    return this.messageById.get(known.messageId);
  }

  rememberNonce(message: EmulatedMessage, body: MessageBody): void {
    if (body.enforce_nonce && body.nonce != null)
      this.nonces.set(`${message.channelId}:${body.nonce}`, { messageId: message.id, at: this.now() });
  }

  /** Applies the fields the edit carries, as Discord does; absent fields keep their value. */
  editMessage(
    message: EmulatedMessage,
    edit: MessageBody,
    flags = message.flags,
    attachments = message.attachments,
  ): void {
    if (edit.content !== undefined) message.content = edit.content ?? '';
    if (edit.embeds !== undefined) message.embeds = edit.embeds ?? [];
    if (edit.components !== undefined) message.components = edit.components ?? [];
    message.attachments = attachments;
    message.flags = flags;
    message.editedAt = new Date().toISOString();
    this.revision += 1;
  }

  /** Counts every change to any message (posted, edited, deleted): a copy made at the same count is current. */
  get messageRevision(): number {
    return this.revision;
  }

  get messages(): ReadonlyMap<string, EmulatedMessage> {
    return this.messageById;
  }

  deleteMessage(messageId: string): void {
    if (this.messageById.delete(messageId)) this.revision += 1;
  }

  channelMessages(channelId: string): EmulatedMessage[] {
    return [...this.messageById.values()].filter((message) => message.channelId === channelId);
  }

  commandsIn(scope: string): RegisteredCommand[] {
    return this.commands.get(scope) ?? [];
  }
}
