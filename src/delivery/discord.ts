import {
  ChannelType,
  Routes,
  SnowflakeUtil,
  type APIMessage,
  type Client,
  type Guild,
  type RESTPatchAPIWebhookWithTokenMessageJSONBody,
  type RESTPostAPIChannelMessageJSONBody,
} from 'discord.js';
import type { CreateReplyHandle } from '../discord/context.js';
import { finalize, type MessagePayload } from '../render/message.js';
import { checkedBeforeLeaving } from '../discord/rest-transport.js';
import { openInteractionToken } from '../discord/sealed-token.js';
import { carriesMarker } from './identity.js';
import { classify, lostReplyCodes, type DeliveryResult, type Failure } from './outcome.js';
import { lostChannelReasons, mayReadHistory, missingPostingPermissions } from './permissions.js';
import { translatorFor } from '../i18n/index.js';

/** Whether the channel holds the bot's post with a marker: found, absent, or the search itself failed. */
export type SearchResult = { outcome: 'found' } | { outcome: 'absent' } | Failure;

/** Where the bot's own posts go; the Discord client in production, a recorder in tests and benchmarks. */
export type Deliverer = {
  /** A `nonce` stable per event and channel makes Discord answer a repeat with the first message. */
  post(channelId: string, payload: MessagePayload, nonce?: string): Promise<DeliveryResult>;
  /** Looks among the channel's messages since `since` (epoch ms) for the bot's post carrying `marker`. */
  findPosted(channelId: string, marker: string, since: number): Promise<SearchResult>;
  editReply(reply: CreateReplyHandle, payload: MessagePayload): Promise<DeliveryResult>;
  /** Where ops notices go: the system channel, else the first text channel the bot can post in. */
  opsChannelId(): Promise<string | undefined>;
  /** The name of the guild a channel belongs to, when known. */
  guildNameOf(channelId: string): string | undefined;
  /** The guild a channel belongs to, when known: for posts queued before their target carried it. */
  guildIdOf?(channelId: string): string | undefined;
};

/**
 * The right to post, among several instances: `tenure` is aborted the moment this instance loses it, and
 * `confirm` asks the store whether it still holds it (throwing when not).
 */
export type PostingFence = { tenure(): AbortSignal | undefined; confirm(): Promise<unknown> };

const notConnected = (): Failure => ({
  outcome: 'retry',
  error: new Error('not connected to Discord yet'),
  maybePosted: false,
});

const notHeldError = () => new Error('another instance holds the right to post');
export const notHeld = (): Failure => ({ outcome: 'retry', error: notHeldError(), maybePosted: false });

/** Runs a REST call under the fence, if any: aborted with the tenure, confirmed at the last moment. */
export async function underFence<T>(
  fence: PostingFence | undefined,
  call: (signal: AbortSignal | undefined) => Promise<T>,
): Promise<T> {
  if (!fence) return call(undefined);
  const tenure = fence.tenure();
  if (!tenure) throw notHeldError();
  return checkedBeforeLeaving(
    () => fence.confirm(),
    () => withRequestSignal(tenure, call),
  );
}

/**
 * Runs the call with a signal of its own, aborted with the tenure. discord.js's REST adds an abort listener
 * to the signal it is given and never removes it: given the tenure itself, every request of a lease term
 * (which may last weeks) would stay reachable from it.
 */
async function withRequestSignal<T>(tenure: AbortSignal, call: (signal: AbortSignal) => Promise<T>) {
  const request = new AbortController();
  const abort = () => request.abort(tenure.reason);
  tenure.addEventListener('abort', abort, { once: true });
  try {
    return await call(request.signal);
  } finally {
    tenure.removeEventListener('abort', abort);
  }
}

/** A payload as Discord's REST takes it; what is cut to fit is said in the payload's language. */
export function restBody(payload: MessagePayload, secrets: readonly string[]) {
  const t = translatorFor(payload.locale);
  const { content, embeds, components, allowedMentions } = finalize(payload, secrets, t);
  return { content, embeds, components, allowed_mentions: allowedMentions };
}

/** Messages read per page, Discord's maximum, and pages read at most in one search. */
const searchPageSize = 100;
const maxSearchPages = 10;
/** Discord's clock and ours may disagree: the search starts this much before our first try. */
const clockSlackMs = 60_000;

/**
 * Posts through the client's REST manager, whose queues respect Discord's rate limits. With a fence, a post
 * waiting in that queue is aborted when the tenure ends, and the store is asked again right before the
 * request leaves.
 */
export class DiscordDeliverer implements Deliverer {
  private client: Client<true> | undefined;

  constructor(
    private readonly opsGuildId: string,
    private readonly secrets: readonly string[],
    private readonly fence?: PostingFence,
  ) {}

  attach(client: Client<true>): void {
    this.client = client;
  }

  private fenced<T>(call: (signal: AbortSignal | undefined) => Promise<T>): Promise<T> {
    return underFence(this.fence, call);
  }

  async post(channelId: string, payload: MessagePayload, nonce?: string): Promise<DeliveryResult> {
    const client = this.client;
    if (!client) return notConnected();
    if (this.fence && !this.fence.tenure()) return notHeld();
    try {
      const body: RESTPostAPIChannelMessageJSONBody =
        nonce === undefined
          ? restBody(payload, this.secrets)
          : { ...restBody(payload, this.secrets), nonce, enforce_nonce: true };
      await this.fenced((signal) => client.rest.post(Routes.channelMessages(channelId), { body, signal }));
      return { outcome: 'delivered' };
    } catch (error) {
      return classify(error, (code) => lostChannelReasons.get(code));
    }
  }

  async findPosted(channelId: string, marker: string, since: number): Promise<SearchResult> {
    const client = this.client;
    if (!client) return notConnected();
    if (this.fence && !this.fence.tenure()) return notHeld();
    if (!this.mayReadHistory(channelId))
      return {
        outcome: 'retry',
        error: new Error('the bot lacks Read Message History there, so it cannot look for its earlier post'),
        maybePosted: true,
      };
    let after = SnowflakeUtil.generate({ timestamp: since - clockSlackMs });
    try {
      for (let page = 0; page < maxSearchPages; page += 1) {
        const query = new URLSearchParams({ after: String(after), limit: String(searchPageSize) });
        const messages = (await this.fenced((signal) =>
          client.rest.get(Routes.channelMessages(channelId), { query, signal }),
        )) as APIMessage[];
        const own = messages.filter((message) => message.author.id === client.user.id);
        if (own.some((message) => carriesMarker(message, marker))) return { outcome: 'found' };
        if (messages.length < searchPageSize) return { outcome: 'absent' };
        after = messages.reduce((latest, message) => {
          const id = BigInt(message.id);
          return id > latest ? id : latest;
        }, after);
      }
      return {
        outcome: 'retry',
        error: new Error('too many messages since the first try to search them all'),
        maybePosted: true,
      };
    } catch (error) {
      return classify(error, (code) => lostChannelReasons.get(code));
    }
  }

  private mayReadHistory(channelId: string): boolean {
    const channel = this.client?.channels.cache.get(channelId);
    if (!channel || !('guild' in channel)) return true;
    const me = channel.guild.members.me;
    return !me || mayReadHistory(channel, me);
  }

  async editReply(reply: CreateReplyHandle, payload: MessagePayload): Promise<DeliveryResult> {
    const client = this.client;
    if (!client) return notConnected();
    if (this.fence && !this.fence.tenure()) return notHeld();
    const token = openInteractionToken(reply.token, client.token);
    if (token === undefined) return { outcome: 'gone', reason: 'the reply can no longer be edited' };
    try {
      const body: RESTPatchAPIWebhookWithTokenMessageJSONBody = restBody(payload, this.secrets);
      // The interaction token authorizes the edit; the bot token must not be sent along.
      await this.fenced((signal) =>
        client.rest.patch(Routes.webhookMessage(reply.applicationId, token, '@original'), {
          body,
          auth: false,
          signal,
        }),
      );
      return { outcome: 'delivered' };
    } catch (error) {
      return classify(error, (code) =>
        lostReplyCodes.has(code) ? 'the reply can no longer be edited' : undefined,
      );
    }
  }

  async opsChannelId(): Promise<string | undefined> {
    return (await this.opsChannels())[0];
  }

  /** The ops guild's channels the bot can post in: the system channel first, then by position. */
  private async opsChannels(): Promise<string[]> {
    const guild = await this.opsGuild();
    const me = guild?.members.me;
    if (!guild || !me) return [];
    const textChannels = [...guild.channels.cache.values()]
      .filter((channel) => channel.type === ChannelType.GuildText)
      .sort((a, b) => ('rawPosition' in a && 'rawPosition' in b ? a.rawPosition - b.rawPosition : 0));
    const candidates = [guild.systemChannel, ...textChannels].filter(
      (channel): channel is NonNullable<typeof channel> => channel !== null,
    );
    return [...new Set(candidates)]
      .filter((channel) => missingPostingPermissions(channel, me).length === 0)
      .map((channel) => channel.id);
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

  guildIdOf(channelId: string): string | undefined {
    const channel = this.client?.channels.cache.get(channelId);
    return channel && 'guild' in channel ? channel.guild.id : undefined;
  }
}
