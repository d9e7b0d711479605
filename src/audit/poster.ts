import { channelMention } from 'discord.js';
import { sleep } from '../concurrency.js';
import { limits } from '../discord/limits.js';
import type { MessagePayload } from '../discord/message.js';
import type { Logger } from '../log.js';
import type { Deliverer } from '../delivery/discord.js';
import { postIdentity } from '../delivery/identity.js';
import { describeFailure } from '../delivery/outcome.js';
import type { AuditPost, AuditRecord, BotStore } from '../store/index.js';
import { recordExpiredConfirmations } from './expiry.js';
import { auditLine } from './render.js';

export type AuditPosterTiming = {
  /** After a post, how long records gather before the next one: under load, one message per window. */
  batchMs: number;
  /** How often the store is checked when nothing woke the poster (records from other instances, pruning). */
  idleMs: number;
  /** Wait before retrying a post that failed for a passing reason. */
  retryMs: number;
  /** How long Discord drops a repeat with the same nonce; a maybe-posted message is not retried after it. */
  nonceWindowMs: number;
  /** Retention runs at most this often. */
  pruneEveryMs: number;
};

export const defaultAuditTiming: AuditPosterTiming = {
  batchMs: 3_000,
  idleMs: 30_000,
  retryMs: 5_000,
  nonceWindowMs: 2 * 60_000,
  pruneEveryMs: 10 * 60_000,
};

export type AuditPosterOptions = {
  store: BotStore;
  deliverer: Deliverer;
  logger: Logger;
  now: () => number;
  timing: AuditPosterTiming;
  /** How long records are kept (AUDIT_RETENTION_DAYS). */
  retentionMs: number;
  /** Whether this process runs background work now; the seam for a lease among several instances. */
  mayRun?: () => Promise<boolean>;
};

/** Records per message, and the room they share, so that a batch always fits one embed. */
const recordsPerMessage = 10;
const descriptionRoom = limits.embedDescription - 100;
const pruneBatchSize = 200;
const maxAttempts = 8;

type SendResult = 'sent' | 'retry' | 'stop';

/** One message's worth of records; its id (the first record's) is what the message's nonce derives from. */
type Batch = { id: string; posts: AuditPost[]; records: AuditRecord[] };

/**
 * Posts audit records to the audit channel, through the same discipline as the alerts' outbox: a pending
 * post is stored with its record in one step; before a message goes, the posts in it are written with
 * their batch (the nonce's source) and the time it first went, so a restart resends the very same message
 * with the same nonce, which Discord answers with the earlier message instead of posting twice. A message
 * Discord may have created is retried only within the nonce window, then given up and logged. Also prunes
 * records older than the retention period, in batches, at most every `pruneEveryMs`.
 */
export class AuditPoster {
  private stopping = false;
  private wakeController = new AbortController();
  private readonly stopController = new AbortController();
  private running: Promise<void> | undefined;
  private lastPruneAt = Number.NEGATIVE_INFINITY;
  private readonly attempts = new Map<string, number>();

  constructor(private readonly options: AuditPosterOptions) {}

  start(): void {
    this.running ??= this.loop();
  }

  /** A record was stored: post it now unless a batch window is open. */
  wake(): void {
    this.wakeController.abort();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.stopController.abort();
    this.wakeController.abort();
    await this.running;
  }

  /**
   * One round: prunes and records confirmations that expired unnoticed, if due, then posts what is
   * pending. Answers whether everything pending went out.
   */
  async runOnce(): Promise<boolean> {
    await this.pruneIfDue();
    return this.flush();
  }

  private async loop(): Promise<void> {
    const { logger, timing, mayRun } = this.options;
    while (!this.stopping) {
      let done = true;
      this.wakeController = new AbortController();
      try {
        if (!mayRun || (await mayRun())) done = await this.runOnce();
      } catch (error) {
        done = false;
        if (!this.stopping) logger.error({ err: error }, 'audit posting failed; will retry');
      }
      if (this.stopping) break;
      await sleep(done ? timing.batchMs : timing.retryMs, this.stopController.signal);
      if (done) await sleep(timing.idleMs, this.wakeController.signal);
    }
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

  private async flush(): Promise<boolean> {
    const { audit } = this.options.store;
    const channel = await audit.channel();
    const posts = await audit.pendingPosts();
    // Posting stopped or moved: what was queued for the old channel is not sent anywhere.
    await audit.dropPosts(
      posts.filter((post) => post.channelId !== channel?.channelId).map((post) => post.recordId),
    );
    if (!channel) return true;
    for (const batch of await this.batches(posts.filter((post) => post.channelId === channel.channelId))) {
      const result = await this.send(channel.channelId, batch);
      if (result === 'retry') return false;
      if (result === 'stop') return true;
    }
    return true;
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
        const length = auditLine(record).length + 1;
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

  private async send(channelId: string, batch: Batch): Promise<SendResult> {
    const { store, deliverer, logger, now, timing } = this.options;
    const ids = batch.posts.map((post) => post.recordId);
    let posts = batch.posts;
    if (posts.some((post) => post.batch === undefined || post.maybeSentAt === undefined)) {
      const at = now();
      posts = posts.map((post) => ({ ...post, batch: batch.id, maybeSentAt: post.maybeSentAt ?? at }));
      // Written before the post goes, so a crash during it leaves the batch and its nonce to repeat.
      await store.audit.savePosts(posts);
    }
    const firstSentAt = Math.min(...posts.map((post) => post.maybeSentAt ?? now()));
    if (now() > firstSentAt + timing.nonceWindowMs) {
      await this.giveUp(ids, channelId, 'Discord did not confirm it within the nonce window');
      return 'sent';
    }
    const result = await deliverer.post(
      channelId,
      auditMessage(batch.records),
      postIdentity(batch.id, channelId).nonce,
    );
    switch (result.outcome) {
      case 'delivered':
        this.attempts.delete(batch.id);
        await store.audit.dropPosts(ids);
        return 'sent';
      case 'rejected':
        await this.giveUp(ids, channelId, `Discord refused it (${describeFailure(result.error)})`);
        return 'sent';
      case 'gone':
        await this.loseChannel(channelId, result.reason);
        return 'stop';
      case 'retry': {
        const tries = (this.attempts.get(batch.id) ?? 0) + 1;
        this.attempts.set(batch.id, tries);
        if (tries >= maxAttempts) {
          await this.giveUp(ids, channelId, `Discord kept failing (${describeFailure(result.error)})`);
          return 'sent';
        }
        // Never received: a later try may take its time, with a fresh nonce window.
        if (!result.maybePosted)
          await store.audit.savePosts(posts.map(({ maybeSentAt: _unsent, ...post }) => post));
        logger.warn(
          { channelId, failure: describeFailure(result.error), tries },
          'could not post audit records; will retry',
        );
        return 'retry';
      }
    }
  }

  /** The records stay in the trail (`/audit recent`); only their post is dropped. */
  private async giveUp(ids: string[], channelId: string, reason: string): Promise<void> {
    this.options.logger.error({ channelId, records: ids, reason }, 'gave up posting audit records');
    await this.options.store.audit.dropPosts(ids);
  }

  /** The bot can no longer post in the audit channel: posting stops until ops set a channel again. */
  private async loseChannel(channelId: string, reason: string): Promise<void> {
    const { store, deliverer, logger } = this.options;
    await store.audit.setChannel(undefined);
    logger.warn({ channelId, reason }, 'audit channel lost; audit posting stopped');
    const told = await deliverer.notifyOps({
      content:
        `⚠️ Audit records can no longer be posted in ${channelMention(channelId)}: ${reason}. ` +
        'They are still recorded (see `/audit recent`); set a channel again with `/audit channel`.',
    });
    if (!told) logger.warn({ channelId }, 'could not tell the ops guild that the audit channel was lost');
  }
}

export function auditMessage(records: readonly AuditRecord[]): MessagePayload {
  return { embeds: [{ description: records.map(auditLine).join('\n'), color: 0x95a5a6 }] };
}
