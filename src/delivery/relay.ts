import type { LRUCache } from 'lru-cache';
import { lruCache } from '../cache.js';
import { KeyedMutex } from '../concurrency.js';
import { durationPhrase, escapeApiText } from '../render/format.js';
import { truncate } from '../render/text.js';
import type { MessagePayload } from '../render/message.js';
import type { Logger } from '../log.js';
import type { GiveUpReason, Metrics } from '../ops/metrics.js';
import type { Deliverer } from './discord.js';
import { mentioning, postIdentity, withMarker } from './identity.js';
import { describeFailure, type DeliveryResult, type Failure } from './outcome.js';
import { withoutTarget, withSentAt, type OutboxItem, type Target } from './target.js';
import type { DeliveryTiming } from './timing.js';
import { english, phrase, translatorFor, type Phrase, type Translator } from '../i18n/index.js';

/** What became of a post, for whoever counts them (metrics, tests). */
export type DeliveryEvent =
  | { kind: 'posted'; stream: string; channelId: string }
  | { kind: 'found-existing'; stream: string; channelId: string }
  | { kind: 'retried'; stream: string; channelId: string; failure: string }
  | { kind: 'given-up'; stream: string; channelId: string; reason: GiveUpReason; detail: string }
  | { kind: 'paused'; channelId: string; reason: string }
  | { kind: 'set-aside'; stream: string; itemId: string; reason: string }
  /** Held back by a silence of the channel's guild: struck off for that channel, on purpose. */
  | { kind: 'silenced'; stream: string; channelId: string };

/** Counts what the layer reports on the metrics, where it happens. */
export function countDelivery(metrics: Metrics, event: DeliveryEvent): void {
  if (event.kind === 'posted') metrics.delivery('delivered');
  else if (event.kind === 'found-existing') metrics.delivery('found_existing');
  else if (event.kind === 'retried') metrics.delivery('retried');
  else if (event.kind === 'given-up') metrics.deliveryGivenUp(event.reason);
  else if (event.kind === 'set-aside') metrics.deliveryGivenUp('unrenderable');
  else if (event.kind === 'silenced') metrics.delivery('silenced');
}

/**
 * A message for the ops guild: its lines as phrases, said in the ops guild's language when it is sent. Plain
 * `content` is a notice queued before notices were phrases (or by a producer not yet converted): posted as
 * it is.
 */
export type OpsNotice = { readonly lines: readonly Phrase[] } | { readonly content: string };

/** Where notices for the ops guild are queued, each under its own key (a repeat is a no-op). */
export type OpsQueue = { enqueue(key: string, notice: OpsNotice): Promise<void> };

/**
 * Who is still to get a stream's items, as the caller knows it when it sends: handed to `Relay.send` with
 * each send, so the relay never keeps a caller's view between sends.
 */
export type Recipients<Item> = {
  /** Whether the channel is still to get the item (not unsubscribed, paused or unlinked since). */
  isRecipient(stream: string, item: Item, channelId: string): boolean;
  /** The bot can no longer post in the channel: the rest of the caller's pass skips it. */
  lost(channelId: string): void;
  /**
   * Whether someone else sends the item to the channel (it is held for a grouped post): the target stays as
   * it is, neither sent nor holding back the channel's later items.
   */
  defers?(stream: string, item: Item, channelId: string): boolean;
};

/** What the relay needs from whoever keeps the items of a stream (a server's outbox, the ops notices). */
export type RelayHost<Item extends OutboxItem> = {
  items(stream: string): readonly Item[];
  /** Where the stream's items are stored, to name one set aside (`poll:server:s1`). */
  storedAt(stream: string): string;
  /** Applies a change to the stream's items and persists it; resolves once written. */
  update(stream: string, change: (items: readonly Item[]) => Item[]): Promise<void>;
  /**
   * The item's post in the reader's language: the language of the guild (or member) it goes to; `guildId`
   * the guild of the channel, when known (a post may say what that guild alone did, as who acknowledged).
   */
  render(stream: string, item: Item, t: Translator, guildId?: string): MessagePayload;
  /** The bot can no longer post in the channel: pauses what feeds it; what to tell ops, if anything. */
  lost(channelId: string, reason: string): Promise<OpsNotice | undefined>;
  /**
   * What to tell ops about an item given up in a channel, if anything: `detail` in English (as logged), `why`
   * the same as a phrase for the notice.
   */
  givenUp(stream: string, item: Item, channelId: string, detail: string, why: Phrase): OpsNotice | undefined;
};

/** Builds a relay over a host's items: the delivery service's, with its deliverer, timings and counting. */
export type RelayFactory = <Item extends OutboxItem>(host: RelayHost<Item>) => Relay<Item>;

export type RelayOptions<Item extends OutboxItem> = {
  host: RelayHost<Item>;
  deliverer: Deliverer;
  logger: Logger;
  now: () => number;
  timing: DeliveryTiming;
  /** Where notices for the ops guild are queued; absent for the ops notices' own relay. */
  ops?: OpsQueue;
  /** The language of the guild a post goes to; English where it is not known. */
  readerOf?: (target: Target) => Promise<Translator>;
  onDelivery?: (event: DeliveryEvent) => void;
  /**
   * Keeps an item that cannot be rendered for a person, as the store sets aside a record that cannot be read
   * (`BadRecords.keepAside`): the poll cycle then tells ops once.
   */
  setAside?: (key: string, item: unknown, reason: string) => Promise<void>;
  /** How many channels told of a given-up post are remembered; 10,000 when absent. */
  maxToldChannels?: number;
};

/** A channel forgotten past the bound is told again at its next give-up: one more notice, nothing lost. */
const defaultMaxToldChannels = 10_000;

/** Renders an item once per language and guild within a send. */
type Renders<Item> = (item: Item, t: Translator, guildId?: string) => MessagePayload;

/**
 * Sends what each stream (a server) holds. An item leaves target by target, each removal written right
 * after the post was confirmed, so a restart sends only what was not. Each post carries its event's identity:
 * a nonce, which Discord uses to answer a repeat with the first message within its window, and a marker,
 * by which, past that window, the channel is searched for a post an unanswered try may have created before
 * it is sent again. An unknown outcome is thus retried, with a growing delay, until it is known or the item
 * is older than the maximum age; then it is given up, logged as an error and ops told through the ops queue.
 * Posts to one channel keep their order (a failure holds back that channel's later items); a channel never
 * holds back another. A channel the bot lost is paused and ops told.
 */
export class Relay<Item extends OutboxItem> {
  private readonly retries = new Map<string, { at: number; delayMs: number }>();
  /**
   * Each stream's last failure per post (`itemId:channelId`), for the give-up notice: kept while the stream
   * holds the post, so a post delivered, given up or taken elsewhere (a group's) leaves nothing behind.
   */
  private readonly failures = new Map<string, Map<string, string>>();
  /** Channels the ops guild heard about a given-up post in, since the last success there; the latest kept. */
  private readonly opsTold: LRUCache<string, true>;
  /** One send per stream at a time, so two tasks touching a server never send the same item twice. */
  private readonly sending = new KeyedMutex();

  constructor(private readonly options: RelayOptions<Item>) {
    this.opsTold = lruCache(options.maxToldChannels ?? defaultMaxToldChannels);
  }

  /** Kept past a send: streams with a retry delay, posts with a failure (the memory test reads it). */
  get remembered(): { retries: number; failures: number } {
    let failures = 0;
    for (const failed of this.failures.values()) failures += failed.size;
    return { retries: this.retries.size, failures };
  }

  /** Streams with something to send whose retry delay (if any) is over. */
  ready(streams: Iterable<string>): string[] {
    const now = this.options.now();
    return [...streams].filter(
      (stream) => this.options.host.items(stream).length > 0 && (this.retries.get(stream)?.at ?? 0) <= now,
    );
  }

  /**
   * The earliest retry of a stream with something to send. A stream left with nothing (its posts taken by a
   * group, or its server removed) is forgotten here, as no send of it comes to end its retry.
   */
  nextRetryAt(): number | undefined {
    let next: number | undefined;
    for (const [stream, retry] of this.retries) {
      if (this.options.host.items(stream).length === 0) {
        this.retries.delete(stream);
        this.failures.delete(stream);
        continue;
      }
      if (next === undefined || retry.at < next) next = retry.at;
    }
    return next;
  }

  /** Sends what the stream holds to those of `recipients` still to get it. */
  send(stream: string, recipients: Recipients<Item>): Promise<void> {
    return this.sending.run(stream, () => this.sendNow(stream, recipients));
  }

  private async sendNow(stream: string, recipients: Recipients<Item>): Promise<void> {
    const { host, now, timing } = this.options;
    // Producers stamp their items when they queue them; the audit trail stores its posts unstamped, so age
    // counts from the first send.
    if (host.items(stream).some((item) => item.queuedAt === undefined)) {
      const at = now();
      await host.update(stream, (items) => items.map((item) => ({ ...item, queuedAt: item.queuedAt ?? at })));
    }
    const held = new Set<string>();
    const rendered = new Map<string, MessagePayload>();
    const render: Renders<Item> = (item, t, guildId) => {
      const id = `${item.id}\n${t.locale}\n${guildId ?? ''}`;
      const payload =
        rendered.get(id) ??
        renderedOrThrow(() => ({ ...host.render(stream, item, t, guildId), locale: t.locale }));
      rendered.set(id, payload);
      return payload;
    };
    for (const item of host.items(stream)) {
      try {
        for (const target of item.targets) {
          if (deferred(stream, item, target, recipients)) continue;
          if (await this.deliver(stream, item, target, held, recipients, render))
            await host.update(stream, (items) => withoutTarget(items, item.id, target));
          else held.add(target.kind === 'channel' ? target.channelId : replyHold);
        }
      } catch (error) {
        if (!(error instanceof UnrenderableItemError)) throw error;
        await this.setAside(stream, item, error.message);
      }
    }
    this.forgetSettled(stream);
    if (held.size === 0) {
      this.retries.delete(stream);
      return;
    }
    const delayMs = Math.min(
      (this.retries.get(stream)?.delayMs ?? timing.deliveryRetryMs / 2) * 2,
      timing.maxDeliveryRetryMs,
    );
    this.retries.set(stream, { at: now() + delayMs, delayMs });
  }

  /** Whether the target is done with: delivered, found, given up, or no longer to be delivered. */
  private async deliver(
    stream: string,
    item: Item,
    target: Target,
    held: Set<string>,
    recipients: Recipients<Item>,
    render: Renders<Item>,
  ): Promise<boolean> {
    const { deliverer, logger, now } = this.options;
    if (target.kind === 'channel')
      return this.deliverToChannel(stream, item, target, held, recipients, render);
    if (held.has(replyHold)) return false;
    if (target.reply.expiresAt <= now()) return true;
    const result = await deliverer.editReply(target.reply, render(item, await this.readerOf(target)));
    if (result.outcome === 'retry') return false;
    if (result.outcome !== 'delivered')
      logger.info(
        { stream, outcome: result.outcome },
        'could not edit the /server create reply; the channel posts still go out',
      );
    return true;
  }

  private async deliverToChannel(
    stream: string,
    item: Item,
    target: Extract<Target, { kind: 'channel' }>,
    held: Set<string>,
    recipients: Recipients<Item>,
    render: Renders<Item>,
  ): Promise<boolean> {
    const { deliverer, now, timing } = this.options;
    const { channelId, maybeSentAt } = target;
    if (!recipients.isRecipient(stream, item, channelId)) return true;
    if (held.has(channelId)) return false;
    const expired = now() - (item.queuedAt ?? now()) > timing.maxDeliveryAgeMs;
    const identity = postIdentity(item.id, channelId);
    const windowClosed = maybeSentAt !== undefined && (expired || now() > maybeSentAt + timing.nonceWindowMs);
    if (windowClosed) {
      // Discord would no longer recognise a repeat: an earlier try may have created the post; look first.
      const search = await deliverer.findPosted(channelId, identity.marker, maybeSentAt);
      if (search.outcome === 'found') {
        this.succeeded(channelId);
        this.options.onDelivery?.({ kind: 'found-existing', stream, channelId });
        return true;
      }
      if (search.outcome !== 'absent' && !expired)
        return this.settle(search, stream, item, channelId, recipients);
    }
    if (expired) {
      const failure = this.failures.get(stream)?.get(`${item.id}:${channelId}`);
      const age = durationPhrase(timing.maxDeliveryAgeMs / 1000);
      const why =
        failure === undefined
          ? phrase('alerts.ops.notDeliveredWithin', { age })
          : phrase('alerts.ops.notDeliveredWithinLastAnswer', { age, failure: escapeApiText(failure) });
      await this.giveUp(stream, item, channelId, 'max_age', why);
      return true;
    }
    const fresh = maybeSentAt === undefined || windowClosed;
    if (fresh) {
      // Written before the post goes, so even a crash during it leaves the time the nonce protects from.
      await this.markSent(stream, item.id, channelId, now());
      // Another stream's post may have found the channel gone while this was written.
      if (!recipients.isRecipient(stream, item, channelId)) return true;
    }
    const guildId = target.guildId ?? deliverer.guildIdOf?.(channelId);
    const rendered = render(item, await this.readerOf(target), guildId);
    const addressed = target.pingRoleId === undefined ? rendered : mentioning(rendered, target.pingRoleId);
    const payload = withMarker(addressed, identity.marker);
    const result = await deliverer.post(channelId, payload, identity.nonce);
    if (result.outcome === 'retry' && !result.maybePosted && fresh)
      await this.markSent(stream, item.id, channelId, undefined);
    return this.settle(result, stream, item, channelId, recipients);
  }

  /** A reply is read by the member who asked; a channel post by its guild. */
  private readerOf(target: Target): Promise<Translator> {
    if (target.kind === 'reply') return Promise.resolve(translatorFor(target.reply.locale));
    return this.options.readerOf?.(target) ?? Promise.resolve(english);
  }

  private markSent(stream: string, itemId: string, channelId: string, at: number | undefined) {
    return this.options.host.update(stream, (items) => withSentAt(items, itemId, channelId, at));
  }

  private succeeded(channelId: string): void {
    this.opsTold.delete(channelId);
  }

  /** Forgets the failures of the stream's posts it no longer holds. */
  private forgetSettled(stream: string): void {
    const failed = this.failures.get(stream);
    if (!failed) return;
    const kept = new Set<string>();
    for (const item of this.options.host.items(stream))
      for (const target of item.targets)
        if (target.kind === 'channel') kept.add(`${item.id}:${target.channelId}`);
    for (const key of failed.keys()) if (!kept.has(key)) failed.delete(key);
    if (failed.size === 0) this.failures.delete(stream);
  }

  private async settle(
    result: DeliveryResult | Failure,
    stream: string,
    item: Item,
    channelId: string,
    recipients: Recipients<Item>,
  ): Promise<boolean> {
    const { logger, onDelivery } = this.options;
    const key = `${item.id}:${channelId}`;
    switch (result.outcome) {
      case 'delivered':
        this.succeeded(channelId);
        onDelivery?.({ kind: 'posted', stream, channelId });
        return true;
      case 'retry': {
        const failure = describeFailure(result.error);
        this.failures.set(stream, (this.failures.get(stream) ?? new Map()).set(key, failure));
        onDelivery?.({ kind: 'retried', stream, channelId, failure });
        logger.warn({ failure, channelId, stream }, 'could not post; will retry');
        return false;
      }
      case 'rejected':
        await this.giveUp(
          stream,
          item,
          channelId,
          'rejected',
          phrase('alerts.ops.discordRefused', { failure: escapeApiText(describeFailure(result.error)) }),
        );
        return true;
      case 'gone':
        onDelivery?.({ kind: 'paused', channelId, reason: result.reason });
        recipients.lost(channelId);
        await this.pause(channelId, result.reason);
        return true;
    }
  }

  /** Drops a post for good, and tells ops once per channel until a post there succeeds again. */
  private async giveUp(
    stream: string,
    item: Item,
    channelId: string,
    reason: GiveUpReason,
    why: Phrase,
  ): Promise<void> {
    const { host, logger, ops, onDelivery } = this.options;
    const detail = english.say(why);
    logger.error({ channelId, stream, reason, detail }, 'gave up on a post; later posts still go out');
    onDelivery?.({ kind: 'given-up', stream, channelId, reason, detail });
    if (!ops || this.opsTold.has(channelId)) return;
    const notice = host.givenUp(stream, item, channelId, detail, why);
    if (!notice) return;
    // Queued like any post, with an identity of its own: an outage that lost the post cannot lose this.
    await ops.enqueue(`given-up:${item.id}:${channelId}`, notice);
    this.opsTold.set(channelId, true);
  }

  /** Takes an item that cannot be rendered out of its stream, kept aside for a person. */
  private async setAside(stream: string, item: Item, reason: string): Promise<void> {
    const { host, logger, onDelivery, setAside } = this.options;
    if (setAside) await setAside(`${host.storedAt(stream)}#${item.id}`, item, reason);
    else logger.error({ stream, itemId: item.id, reason }, 'dropped a post that cannot be rendered');
    await host.update(stream, (items) => items.filter((other) => other.id !== item.id));
    onDelivery?.({ kind: 'set-aside', stream, itemId: item.id, reason });
  }

  private async pause(channelId: string, reason: string): Promise<void> {
    const { host, ops, now } = this.options;
    const notice = await host.lost(channelId, reason);
    if (notice && ops) await ops.enqueue(`paused:${channelId}:${now()}`, notice);
  }
}

/** A channel target the caller's grouping takes, still to reach the channel (see `Recipients.defers`). */
function deferred<Item>(stream: string, item: Item, target: Target, recipients: Recipients<Item>): boolean {
  return (
    target.kind === 'channel' &&
    recipients.isRecipient(stream, item, target.channelId) &&
    (recipients.defers?.(stream, item, target.channelId) ?? false)
  );
}

/** An item's post could not be rendered: what is stored with it cannot be said. */
class UnrenderableItemError extends Error {
  override readonly name = 'UnrenderableItemError';
}

function renderedOrThrow(render: () => MessagePayload): MessagePayload {
  try {
    return render();
  } catch (error) {
    // The first line, without the message pattern intl-messageformat quotes (long, and full of markdown).
    const said = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    throw new UnrenderableItemError(
      `its post could not be rendered: ${truncate(said.replace(/ to the string ".*$/, ''), 200)}`,
    );
  }
}

/** Holds back reply edits after one failed, like a channel's posts. */
const replyHold = 'reply';
