import {
  ChannelType,
  DiscordAPIError,
  HTTPError,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  Routes,
  type Client,
  type Guild,
  type GuildBasedChannel,
  type GuildMember,
  type RESTPatchAPIWebhookWithTokenMessageJSONBody,
  type RESTPostAPIChannelMessageJSONBody,
} from 'discord.js';
import type { CreateReplyHandle } from '../discord/context.js';
import { finalize, type MessagePayload } from '../discord/message.js';
import type { Metrics } from '../ops/metrics.js';

/**
 * What became of one post: delivered; `gone` when the bot can no longer post there (the subscription is
 * paused, never retried); `rejected` when Discord refused this message itself (dropped, retrying cannot
 * help); `retry` for passing failures (Discord unreachable or failing). `maybePosted` says whether Discord
 * may have created the message anyway (a 5xx or a lost answer), as opposed to never having received it.
 */
export type DeliveryResult =
  | { outcome: 'delivered' }
  | { outcome: 'gone'; reason: string }
  | { outcome: 'rejected'; error: unknown }
  | { outcome: 'retry'; error: unknown; maybePosted: boolean };

/** Where the poller's messages go; the Discord client in production, a recorder in tests and benchmarks. */
export type Deliverer = {
  /** A `nonce` stable per message and channel makes Discord ignore a post repeated after a crash. */
  post(channelId: string, payload: MessagePayload, nonce?: string): Promise<DeliveryResult>;
  editReply(reply: CreateReplyHandle, payload: MessagePayload): Promise<DeliveryResult>;
  /** Posts in the ops guild; false when there is no channel the bot can post in (or none answered). */
  notifyOps(payload: MessagePayload): Promise<boolean>;
  /** The name of the guild a channel belongs to, when known. */
  guildNameOf(channelId: string): string | undefined;
};

/**
 * The deliverer of an instance that may lose the right to post: `confirm` (the lease's check against the
 * store) runs right before each post and edit, and throws once another instance took over.
 */
export function confirmingEachPost(inner: Deliverer, confirm: () => Promise<unknown>): Deliverer {
  return {
    post: (channelId, payload, nonce) => confirm().then(() => inner.post(channelId, payload, nonce)),
    editReply: (reply, payload) => confirm().then(() => inner.editReply(reply, payload)),
    notifyOps: (payload) => confirm().then(() => inner.notifyOps(payload)),
    guildNameOf: (channelId) => inner.guildNameOf(channelId),
  };
}

/** What the bot needs in a channel to post alerts. */
export const postingPermissions = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.EmbedLinks,
];

const permissionNames = new Map<bigint, string>([
  [PermissionFlagsBits.ViewChannel, 'View Channel'],
  [PermissionFlagsBits.SendMessages, 'Send Messages'],
  [PermissionFlagsBits.EmbedLinks, 'Embed Links'],
]);

/** The posting permissions the bot's member lacks in the channel, by name; empty when it can post. */
export function missingPostingPermissions(channel: GuildBasedChannel, me: GuildMember): string[] {
  const granted = channel.permissionsFor(me);
  return postingPermissions
    .filter((permission) => !granted.has(permission))
    .map((permission) => permissionNames.get(permission) ?? String(permission));
}

export const alertChannelTypes = [ChannelType.GuildText, ChannelType.GuildAnnouncement] as const;

/** Discord's answers that mean the bot cannot post in the channel any more, in words for the ops notice. */
export const lostChannelReasons = new Map<number | string, string>([
  [RESTJSONErrorCodes.UnknownChannel, 'the channel was deleted'],
  [RESTJSONErrorCodes.MissingAccess, 'the bot lost access to the channel'],
  [RESTJSONErrorCodes.MissingPermissions, 'the bot lacks permission to post there'],
]);

/** Answers to an interaction-token edit that mean the reply can no longer be edited (expired or deleted). */
const lostReplyCodes = new Set<number | string>([
  RESTJSONErrorCodes.UnknownMessage,
  RESTJSONErrorCodes.UnknownWebhook,
  RESTJSONErrorCodes.InvalidWebhookToken,
  RESTJSONErrorCodes.UnknownInteraction,
]);

/** Failures to connect at all: the request never reached Discord, so it cannot have created anything. */
const unsentCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function mayHaveReachedDiscord(error: unknown): boolean {
  if (error instanceof DiscordAPIError) return error.status !== 429;
  const cause = error instanceof Error ? error.cause : undefined;
  return !unsentCodes.has(String(errorCode(error))) && !unsentCodes.has(String(errorCode(cause)));
}

/**
 * One line about a failed post for logs and the ops notice: status, Discord's code and message, never the
 * request (its body is the alert's text, its path may hold an interaction token).
 */
export function describeFailure(error: unknown): string {
  if (error instanceof DiscordAPIError)
    return `${error.status} ${error.code} ${error.message.split('\n')[0] ?? ''}`.trim();
  if (error instanceof HTTPError) return `${error.status} ${error.message}`;
  const code = errorCode(error) ?? errorCode(error instanceof Error ? error.cause : undefined);
  if (code !== undefined) return String(code);
  return error instanceof Error ? error.message : 'unknown failure';
}

export function classify(
  error: unknown,
  lost: (code: number | string) => string | undefined,
): DeliveryResult {
  if (error instanceof DiscordAPIError) {
    const reason = lost(error.code);
    if (reason !== undefined) return { outcome: 'gone', reason };
    // Discord's own rate limits are waited out by the REST queue; other 4xx answers refuse this message.
    if (error.status >= 400 && error.status < 500 && error.status !== 429)
      return { outcome: 'rejected', error };
  }
  return { outcome: 'retry', error, maybePosted: mayHaveReachedDiscord(error) };
}

const notConnected = (): DeliveryResult => ({
  outcome: 'retry',
  error: new Error('not connected to Discord yet'),
  maybePosted: false,
});

export function restBody(payload: MessagePayload, secrets: readonly string[]) {
  const { content, embeds, components, allowedMentions } = finalize(payload, secrets);
  return { content, embeds, components, allowed_mentions: allowedMentions };
}

/** Posts through the client's REST manager, whose queues respect Discord's rate limits. */
export class DiscordDeliverer implements Deliverer {
  private client: Client<true> | undefined;

  constructor(
    private readonly opsGuildId: string,
    private readonly secrets: readonly string[],
    private readonly metrics?: Metrics,
  ) {}

  attach(client: Client<true>): void {
    this.client = client;
  }

  async post(channelId: string, payload: MessagePayload, nonce?: string): Promise<DeliveryResult> {
    if (!this.client) return notConnected();
    try {
      const body: RESTPostAPIChannelMessageJSONBody =
        nonce === undefined
          ? restBody(payload, this.secrets)
          : { ...restBody(payload, this.secrets), nonce, enforce_nonce: true };
      await this.client.rest.post(Routes.channelMessages(channelId), { body });
      this.metrics?.alert('posted');
      return { outcome: 'delivered' };
    } catch (error) {
      const result = classify(error, (code) => lostChannelReasons.get(code));
      // A refused message is dropped for good; passing failures are retried and counted once they land.
      if (result.outcome === 'rejected') this.metrics?.alert('given_up');
      return result;
    }
  }

  async editReply(reply: CreateReplyHandle, payload: MessagePayload): Promise<DeliveryResult> {
    if (!this.client) return notConnected();
    try {
      const body: RESTPatchAPIWebhookWithTokenMessageJSONBody = restBody(payload, this.secrets);
      // The interaction token authorizes the edit; the bot token must not be sent along.
      await this.client.rest.patch(Routes.webhookMessage(reply.applicationId, reply.token, '@original'), {
        body,
        auth: false,
      });
      return { outcome: 'delivered' };
    } catch (error) {
      return classify(error, (code) =>
        lostReplyCodes.has(code) ? 'the reply can no longer be edited' : undefined,
      );
    }
  }

  async notifyOps(payload: MessagePayload): Promise<boolean> {
    const guild = await this.opsGuild();
    const me = guild?.members.me;
    if (!guild || !me) return false;
    const textChannels = [...guild.channels.cache.values()]
      .filter((channel) => channel.type === ChannelType.GuildText)
      .sort((a, b) => ('rawPosition' in a && 'rawPosition' in b ? a.rawPosition - b.rawPosition : 0));
    const candidates = [guild.systemChannel, ...textChannels].filter(
      (channel): channel is NonNullable<typeof channel> => channel !== null,
    );
    for (const channel of new Set(candidates)) {
      if (missingPostingPermissions(channel, me).length > 0) continue;
      const result = await this.post(channel.id, payload);
      if (result.outcome === 'delivered') return true;
    }
    return false;
  }

  /**
   * The ops guild with its channels and the bot's member. An instance that does not run the ops guild's
   * shard (it holds the lease, another runs that shard) has it from Discord's REST API instead.
   */
  private async opsGuild(): Promise<Guild | undefined> {
    const client = this.client;
    const cached = client?.guilds.cache.get(this.opsGuildId);
    if (!client || cached?.members.me) return cached;
    try {
      const guild = await client.guilds.fetch(this.opsGuildId);
      await Promise.all([guild.channels.fetch(), guild.members.fetchMe()]);
      return guild;
    } catch {
      return undefined;
    }
  }

  guildNameOf(channelId: string): string | undefined {
    const channel = this.client?.channels.cache.get(channelId);
    return channel && 'guild' in channel ? channel.guild.name : undefined;
  }
}
