import { channelMention, type Client } from 'discord.js';
import type { Logger } from '../log.js';
import { escapeApiText, inlineCode } from '../render/format.js';
import { english, phrase, type Translator } from '../i18n/index.js';
import type { BotStore } from '../store/index.js';
import { type BoardMessages, DiscordBoardMessages } from './board-messages.js';
import { type Deliverer, DiscordDeliverer, type PostingFence } from './discord.js';
import { OpsNotices } from './ops-notices.js';
import { saidReason } from './permissions.js';
import { type DeliveryEvent, type OpsNotice, type OpsQueue, Relay, type RelayHost } from './relay.js';
import type { OutboxItem, Target } from './target.js';
import type { DeliveryTiming } from './timing.js';

export type DeliveryServiceOptions = {
  /** Where posts go: the Discord client in production, a recorder in tests. */
  deliverer: Deliverer;
  /** The status boards' messages, edited in place. */
  boardMessages: BoardMessages;
  /** The store as background work sees it (fenced by the lease): the ops notices' queue lives there. */
  store: BotStore;
  logger: Logger;
  now: () => number;
  timing: DeliveryTiming;
  /** Told of every post delivered, found, retried, given up or paused (metrics, tests). */
  onDelivery?: (event: DeliveryEvent) => void;
  /** Each guild's language, which the posts made there are in; English for all without it. */
  languages?: GuildTranslators;
  /** The ops guild, whose language its notices are in. */
  opsGuildId?: string;
};

/** What the delivery needs of `GuildLanguages`: the translator of the guild a post goes to. */
type GuildTranslators = { translatorOf(guildId: string): Promise<Translator> };

/**
 * How every post and edit the bot makes on its own reaches Discord, built once at start: one deliverer,
 * one set of timings, one durable queue of notices for the ops guild. Producers keep their items (a
 * server's outbox, the audit channel's pending posts) and get a relay over them here; the relay sends
 * them exactly once each, and tells ops through the queue what it gave up or where it was shut out.
 */
export class DeliveryService implements OpsQueue {
  readonly deliverer: Deliverer;
  readonly boardMessages: BoardMessages;
  readonly timing: DeliveryTiming;
  readonly opsNotices: OpsNotices;

  constructor(private readonly options: DeliveryServiceOptions) {
    this.deliverer = options.deliverer;
    this.boardMessages = options.boardMessages;
    this.timing = options.timing;
    // The notices' own relay has no ops queue: a notice given up is logged, not told to ops again.
    this.opsNotices = new OpsNotices({ ...options, relayOver: (host) => this.relayOf(host, undefined) });
  }

  /** An alert a silence held back from the channel: counted with the posts. */
  silenced(stream: string, channelId: string): void {
    this.options.onDelivery?.({ kind: 'silenced', stream, channelId });
  }

  /** A relay over a producer's items, with the service's deliverer, timings, ops queue and counting. */
  relay<Item extends OutboxItem>(host: RelayHost<Item>): Relay<Item> {
    return this.relayOf(host, this);
  }

  /** The one place a relay is built: every post the bot makes on its own goes through one of these. */
  private relayOf<Item extends OutboxItem>(host: RelayHost<Item>, ops: OpsQueue | undefined): Relay<Item> {
    return new Relay({
      ...this.options,
      host,
      ...(ops === undefined ? {} : { ops }),
      readerOf: (target) => this.readerOf(target),
      setAside: (key, item, reason) => this.options.store.badRecords.keepAside(key, item, reason),
    });
  }

  /**
   * The language a post in a channel is said in: its guild's, by the guild the target was queued for (a
   * target queued before targets carried it: the guild the channel is known to be in), else English.
   */
  async readerOf(target: Target): Promise<Translator> {
    const { languages, logger } = this.options;
    const guildId =
      target.kind === 'channel'
        ? (target.guildId ?? this.deliverer.guildIdOf?.(target.channelId))
        : undefined;
    if (languages === undefined || guildId === undefined) return english;
    try {
      return await languages.translatorOf(guildId);
    } catch (error) {
      // The language is read from the store: a post in English beats no post while it does not answer.
      logger.warn({ err: error, guildId }, "could not read the guild's language; posting in English");
      return english;
    }
  }

  /**
   * Tells the ops guild something: queued in the store under `key` (a repeat is a no-op), then tried at
   * once. What does not go now stays queued, and each poll cycle sends it again.
   */
  async enqueue(key: string, notice: OpsNotice): Promise<void> {
    await this.opsNotices.enqueue(key, notice);
    await this.opsNotices.send().catch((error: unknown) => {
      this.options.logger.warn({ err: error }, 'could not send the ops notices now; they stay queued');
    });
  }

  /**
   * The bot can no longer post in an alert channel: its subscriptions and usage watches are paused in the
   * store (a member resumes them); answers what to tell ops, if anything was paused.
   */
  async pauseAlertChannel(channelId: string, reason: string): Promise<OpsNotice | undefined> {
    const { store, logger } = this.options;
    const paused =
      (await store.pauseChannel(channelId, reason)).length +
      (await store.usage.pauseChannel(channelId, reason));
    if (paused === 0) return undefined;
    logger.warn({ channelId, reason, subscriptions: paused }, 'alert channel paused');
    return pausedChannelNotice(channelId, this.deliverer.guildNameOf(channelId), reason, paused);
  }
}

/** The service over Discord itself, fenced by the lease: what start-up builds once. */
export function discordDelivery(
  options: Omit<DeliveryServiceOptions, 'deliverer' | 'boardMessages'> & {
    opsGuildId: string;
    /** The API key and bot token, scrubbed from every post. */
    secrets: readonly string[];
    fence: PostingFence;
  },
): { service: DeliveryService; attach(client: Client<true>): void } {
  const deliverer = new DiscordDeliverer(options.opsGuildId, options.secrets, options.fence);
  const boardMessages = new DiscordBoardMessages(options.secrets, options.fence);
  return {
    service: new DeliveryService({ ...options, deliverer, boardMessages }),
    attach(client) {
      deliverer.attach(client);
      boardMessages.attach(client);
    },
  };
}

/** Tells the ops guild, once, that a channel's alerts are paused and how to resume them. */
function pausedChannelNotice(
  channelId: string,
  guildName: string | undefined,
  reason: string,
  subscriptions: number,
): OpsNotice {
  const channel = `${channelMention(channelId)} ${inlineCode(channelId)}`;
  const values = { channel, reason: saidReason(reason) };
  return {
    lines: [
      guildName
        ? phrase('alerts.ops.pausedInGuild', { ...values, guild: escapeApiText(guildName) })
        : phrase('alerts.ops.paused', values),
      phrase('alerts.ops.pausedSubscriptions', { count: subscriptions }),
      phrase('alerts.ops.pausedResume'),
    ],
  };
}
