import {
  type APIMessage,
  type Client,
  DiscordAPIError,
  RESTJSONErrorCodes,
  type RESTPostAPIChannelMessageJSONBody,
  Routes,
} from 'discord.js';
import type { MessagePayload } from '../render/message.js';
import { notHeld, restBody, underFence, type PostingFence } from './discord.js';
import { classify, type DeliveryResult } from './outcome.js';
import { lostChannelReasons, missingPostingPhrases } from './permissions.js';
import { english, phrase } from '../i18n/index.js';

/** What became of a board post or edit: as any delivery, plus the message id, or the message was deleted. */
export type BoardWriteResult =
  | { outcome: 'delivered'; messageId: string }
  | { outcome: 'missing' }
  /** Discord kept refusing the edit (rate limited, e.g. 30046) past the time the caller gave it. */
  | { outcome: 'edits-refused' }
  | Exclude<DeliveryResult, { outcome: 'delivered' }>;

/** The messages of live boards: posted once, then edited in place; the Discord client in production. */
export type BoardMessages = {
  /** `nonce` makes Discord answer a repeated post with the message it created the first time. */
  post(channelId: string, payload: MessagePayload, nonce: string): Promise<BoardWriteResult>;
  /**
   * Edits in place; Discord's rate limits (30046 included) are waited out, for at most `giveUpAfterMs`, past
   * which the edit is dropped and answers `edits-refused`.
   */
  edit(
    channelId: string,
    messageId: string,
    payload: MessagePayload,
    giveUpAfterMs?: number,
  ): Promise<BoardWriteResult>;
  /** Deleting a message that is already gone is not a failure. */
  delete(channelId: string, messageId: string): Promise<void>;
};

const notConnected: BoardWriteResult = {
  outcome: 'retry',
  error: new Error('not connected to Discord yet'),
  maybePosted: false,
};

function isUnknownMessage(error: unknown): boolean {
  return error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.UnknownMessage;
}

/**
 * The delivery layer's edit-in-place path: board messages through the client's REST manager, whose queues
 * respect Discord's rate limits, fenced like posts (a write waiting in the queue is aborted when the tenure
 * ends, and the store is asked again right before it leaves).
 */
export class DiscordBoardMessages implements BoardMessages {
  private client: Client<true> | undefined;

  constructor(
    private readonly secrets: readonly string[],
    private readonly fence?: PostingFence,
  ) {}

  attach(client: Client<true>): void {
    this.client = client;
  }

  async post(channelId: string, payload: MessagePayload, nonce: string): Promise<BoardWriteResult> {
    const client = this.client;
    if (!client) return notConnected;
    if (this.fence && !this.fence.tenure()) return notHeld();
    const lacking = this.lacking(channelId);
    if (lacking) return lacking;
    try {
      const body: RESTPostAPIChannelMessageJSONBody = {
        ...restBody(payload, this.secrets),
        nonce,
        enforce_nonce: true,
      };
      const message = (await underFence(this.fence, (signal) =>
        client.rest.post(Routes.channelMessages(channelId), { body, signal }),
      )) as APIMessage;
      return { outcome: 'delivered', messageId: message.id };
    } catch (error) {
      return this.failure(error);
    }
  }

  async edit(
    channelId: string,
    messageId: string,
    payload: MessagePayload,
    giveUpAfterMs?: number,
  ): Promise<BoardWriteResult> {
    const client = this.client;
    if (!client) return notConnected;
    if (this.fence && !this.fence.tenure()) return notHeld();
    const lacking = this.lacking(channelId);
    if (lacking) return lacking;
    // The REST queue waits out every 429 for as long as Discord asks: this is how long the board waits.
    const deadline = giveUpAfterMs === undefined ? undefined : AbortSignal.timeout(giveUpAfterMs);
    try {
      const body = restBody(payload, this.secrets);
      await underFence(this.fence, (signal) =>
        client.rest.patch(Routes.channelMessage(channelId, messageId), {
          body,
          signal: signal && deadline ? AbortSignal.any([signal, deadline]) : (signal ?? deadline),
        }),
      );
      return { outcome: 'delivered', messageId };
    } catch (error) {
      if (deadline?.aborted) return { outcome: 'edits-refused' };
      return isUnknownMessage(error) ? { outcome: 'missing' } : this.failure(error);
    }
  }

  async delete(channelId: string, messageId: string): Promise<void> {
    const client = this.client;
    if (!client) return;
    try {
      await underFence(this.fence, (signal) =>
        client.rest.delete(Routes.channelMessage(channelId, messageId), { signal }),
      );
    } catch (error) {
      if (isUnknownMessage(error)) return;
      const result = this.failure(error);
      // The channel itself is gone or closed to the bot: nothing is left to delete there.
      if (result.outcome !== 'gone') throw error;
    }
  }

  /**
   * Discord lets the bot edit its own message where it may no longer post, so a board checks what it needs
   * itself: a board nobody may see, or without its embed, is paused rather than kept up silently.
   */
  private lacking(channelId: string): BoardWriteResult | undefined {
    const channel = this.client?.channels.cache.get(channelId);
    if (!channel || !('guild' in channel)) return undefined;
    const me = channel.guild.members.me;
    if (!me) return undefined;
    const missing = missingPostingPhrases(channel, me);
    if (missing.length === 0) return undefined;
    const said = phrase('permission.lacking', { permissions: missing });
    return { outcome: 'gone', reason: english.say(said), said };
  }

  private failure(error: unknown): BoardWriteResult {
    return classify(error, (code) => lostChannelReasons.get(code));
  }
}
