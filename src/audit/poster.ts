import { channelMention } from 'discord.js';
import { BackgroundLoop, type Rest } from '../background-loop.js';
import type { OpsNotice, Recipients, Relay, RelayHost } from '../delivery/relay.js';
import type { DeliveryService } from '../delivery/service.js';
import type { OutboxItem } from '../delivery/target.js';
import { limits } from '../render/limits.js';
import type { MessagePayload } from '../render/message.js';
import type { Logger } from '../log.js';
import type { AuditPost, AuditRecord, BotStore } from '../store/index.js';
import { recordExpiredConfirmations } from './expiry.js';
import { auditLine } from '../render/audit.js';
import { truncate } from '../render/text.js';
import { english, type Translator } from '../i18n/index.js';

export type AuditPosterTiming = {
  /** After a post, how long records gather before the next one: under load, one message per window. */
  batchMs: number;
  /** How often the store is checked when nothing woke the poster (records from other instances, pruning). */
  idleMs: number;
  /** Retention runs at most this often. */
  pruneEveryMs: number;
};

export const defaultAuditTiming: AuditPosterTiming = {
  batchMs: 3_000,
  idleMs: 30_000,
  pruneEveryMs: 10 * 60_000,
};

export type AuditPosterOptions = {
  store: BotStore;
  /** How the batches reach the audit channel (retried, given up and told to ops as every post is). */
  delivery: DeliveryService;
  logger: Logger;
  now: () => number;
  timing: AuditPosterTiming;
  /** How long records are kept (AUDIT_RETENTION_DAYS). */
  retentionMs: number;
  /** Whether this process runs background work now; the seam for a lease among several instances. */
  mayRun?: () => Promise<boolean>;
  /**
   * The language of the audit channel's posts: the ops guild's (`languages.translatorOf(opsGuildId)` in the
   * app), asked at each round so a change shows on the next post; absent, English.
   */
  translator?: () => Promise<Translator>;
};

/** Records per message, and the room they share, so that a batch always fits one embed. */
const recordsPerMessage = 10;
const descriptionRoom = limits.embedDescription - 100;
const pruneBatchSize = 200;
/** The relay's stream: the audit channel's posts are one stream, so they keep their order. */
const stream = 'audit';

/** One message's worth of records; its id (the first record's) is the message's identity. */
type Batch = { id: string; posts: AuditPost[]; records: AuditRecord[] };
type AuditItem = OutboxItem & Batch;

/**
 * Posts audit records to the audit channel through the delivery layer's relay, as the alerts go: a pending
 * post is stored with its record in one step; records that come within a batch window share one message,
 * whose identity is its first record's id. The relay writes each batch's posts back with their batch and
 * times before the message goes, so a restart sends the very same message: repeated with its nonce within
 * Discord's window, looked for by its marker past it, retried until its outcome is known or it is older
 * than the maximum age. A lost channel pauses audit posting and ops are told through the ops queue. Also
 * prunes records older than the retention period, in batches, at most every `pruneEveryMs`.
 */
export class AuditPoster {
  private readonly loop: BackgroundLoop;
  private lastPruneAt = Number.NEGATIVE_INFINITY;
  /** The batches of this round, as the relay sees them; their posts in the store are the truth. */
  private items: AuditItem[] = [];
  /** The audit channel this round posts to; cleared when the bot loses it. */
  private channelId: string | undefined;
  private readonly relay: Relay<AuditItem>;
  /** The language of this round's posts, asked before they are batched and rendered. */
  private t: Translator = english;

  constructor(private readonly options: AuditPosterOptions) {
    this.relay = options.delivery.relay(this.relayHost());
    const { mayRun } = options;
    this.loop = new BackgroundLoop({
      turn: async () => this.restAfter(mayRun && !(await mayRun()) ? true : await this.runOnce()),
      restAfterFailure: () => this.restAfter(false),
      failureMessage: 'audit posting failed; will retry',
      logger: options.logger,
    });
  }

  start(): void {
    this.loop.start();
  }

  /** A record was stored: post it now unless a batch window is open. */
  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /**
   * One round: prunes and records confirmations that expired unnoticed, if due, then posts what is
   * pending. Answers whether everything pending went out.
   */
  async runOnce(): Promise<boolean> {
    await this.pruneIfDue();
    return this.postPending();
  }

  /**
   * After a round that posted everything, the batch window and then idle until woken; after one that left
   * posts pending, until the relay's next retry.
   */
  private restAfter(done: boolean): Rest {
    const { timing, now, delivery } = this.options;
    if (done) return { firmMs: timing.batchMs, ms: timing.idleMs };
    const retryAt = this.relay.nextRetryAt() ?? now() + delivery.timing.deliveryRetryMs;
    return { firmMs: Math.max(0, retryAt - now()), ms: 0 };
  }

  private async pruneIfDue(): Promise<void> {
    const { store, now, timing, retentionMs, logger } = this.options;
    if (now() - this.lastPruneAt < timing.pruneEveryMs) return;
    this.lastPruneAt = now();
    const pruned = await store.audit.prune(now() - retentionMs, pruneBatchSize);
    if (pruned > 0) logger.info({ pruned }, 'pruned audit records past their retention');
    const expired = await recordExpiredConfirmations(store, now());
    if (expired > 0) logger.info({ expired }, 'recorded confirmations that expired unnoticed');
  }

  private async postPending(): Promise<boolean> {
    const { audit } = this.options.store;
    const channel = await audit.channel();
    this.channelId = channel?.channelId;
    const posts = await audit.pendingPosts();
    // Posting stopped or moved: what was queued for the old channel is not sent anywhere.
    await audit.dropPosts(
      posts.filter((post) => post.channelId !== channel?.channelId).map((post) => post.recordId),
    );
    if (!channel) return true;
    this.t = (await this.options.translator?.()) ?? english;
    const batches = await this.batches(posts.filter((post) => post.channelId === channel.channelId));
    this.items = batches.map((batch) => asItem(batch, channel.channelId));
    if (this.items.length > 0) await this.relay.send(stream, this.auditChannel);
    return this.items.length === 0;
  }

  /** The audit channel of this round, until the bot loses it. */
  private readonly auditChannel: Recipients<AuditItem> = {
    isRecipient: (_stream, _item, channelId) => channelId === this.channelId,
    lost: () => {
      this.channelId = undefined;
    },
  };

  private relayHost(): RelayHost<AuditItem> {
    const { store, logger } = this.options;
    return {
      items: () => this.items,
      // A batch's posts are records of their own; the batch is named by its first record.
      storedAt: () => 'rec:audit-post',
      update: async (_stream, change) => {
        const before = this.items;
        const after = change(before);
        this.items = after;
        const kept = new Set(after.map((item) => item.id));
        const done = before.filter((item) => !kept.has(item.id));
        await store.audit.dropPosts(done.flatMap((item) => item.posts.map((post) => post.recordId)));
        // The relay replaces only the items it changed.
        await store.audit.savePosts(after.filter((item) => !before.includes(item)).flatMap(asPosts));
      },
      render: (_stream, item) => auditMessage(item.records, this.t),
      lost: async (channelId, reason) => {
        await store.audit.setChannel(undefined);
        logger.warn({ channelId, reason }, 'audit channel lost; audit posting stopped');
        return lostNotice(channelId, reason, this.t);
      },
      givenUp: (_stream, _item, channelId, detail) => ({
        content: this.t.t('audit.poster.givenUp', { channel: channelMention(channelId), detail }),
      }),
    };
  }

  /** Batches already sent once, as they were; then the rest, oldest first, in batches that fit a message. */
  private async batches(posts: AuditPost[]): Promise<Batch[]> {
    const { audit } = this.options.store;
    const loaded = await Promise.all(
      posts.map(async (post) => ({ post, record: await audit.record(post.recordId) })),
    );
    // A record pruned meanwhile has nothing left to post.
    await audit.dropPosts(loaded.filter(({ record }) => !record).map(({ post }) => post.recordId));
    const batches = new Map<string, Batch>();
    let open: Batch | undefined;
    let room = 0;
    for (const { post, record } of loaded) {
      if (!record) continue;
      let batch: Batch;
      if (post.batch !== undefined) {
        batch = batches.get(post.batch) ?? { id: post.batch, posts: [], records: [] };
        batches.set(post.batch, batch);
      } else {
        const length = auditLine(record, this.t).length + 1;
        if (!open || open.posts.length >= recordsPerMessage || room < length) {
          open = { id: post.recordId, posts: [], records: [] };
          batches.set(`new:${open.id}`, open);
          room = descriptionRoom;
        }
        room -= length;
        batch = open;
      }
      batch.posts.push(post);
      batch.records.push(record);
    }
    return [...batches.values()];
  }
}

/** The notice for ops (in the ops guild's language) when the bot can no longer post in the audit channel. */
function lostNotice(channelId: string, reason: string, t: Translator): OpsNotice {
  return { content: t.t('audit.poster.lost', { channel: channelMention(channelId), reason }) };
}

/** A batch as the relay's item: one target, the audit channel, with the times its posts keep. */
function asItem(batch: Batch, channelId: string): AuditItem {
  const queuedAt = earliest(batch.posts.map((post) => post.queuedAt));
  const maybeSentAt = earliest(batch.posts.map((post) => post.maybeSentAt));
  return {
    ...batch,
    queuedAt,
    targets: [{ kind: 'channel', channelId, ...(maybeSentAt === undefined ? {} : { maybeSentAt }) }],
  };
}

/** The item's posts as stored: each with its batch and the item's times. */
function asPosts(item: AuditItem): AuditPost[] {
  const target = item.targets[0];
  const maybeSentAt = target?.kind === 'channel' ? target.maybeSentAt : undefined;
  return item.posts.map((post) => ({
    recordId: post.recordId,
    channelId: post.channelId,
    batch: item.id,
    ...(item.queuedAt === undefined ? {} : { queuedAt: item.queuedAt }),
    ...(maybeSentAt === undefined ? {} : { maybeSentAt }),
  }));
}

function earliest(times: readonly (number | undefined)[]): number | undefined {
  const known = times.filter((time) => time !== undefined);
  return known.length > 0 ? Math.min(...known) : undefined;
}

/**
 * A batch as one message, in the reader's language. A batch sent once keeps its records, so one formed in a
 * shorter language is cut rather than refused, should the language change before it is sent again.
 */
function auditMessage(records: readonly AuditRecord[], t: Translator): MessagePayload {
  const description = records.map((record) => auditLine(record, t)).join('\n');
  return { embeds: [{ description: truncate(description, limits.embedDescription), color: 0x95a5a6 }] };
}
