import { createHash } from 'node:crypto';
import { KeyedMutex } from '../concurrency.js';
import { formatDuration } from '../discord/render/format.js';
import type { Logger } from '../log.js';
import type { BotStore } from '../store/index.js';
import type { Audience } from './audience.js';
import { describeFailure, type Deliverer, type DeliveryResult } from './delivery.js';
import { mentioning, pausedChannelNotice, renderNotice, undeliveredNotice } from './render.js';
import type { Notice, Pending, PollStateStore, ServerState, Target } from './state.js';
import { recipientKindOf } from './state.js';
import type { PollerTiming } from './timing.js';

/** What became of a channel post, for whoever counts them (metrics). */
export type DeliveryEvent =
  | { kind: 'posted'; serverId: string; channelId: string }
  | { kind: 'given-up'; serverId: string; channelId: string; reason: string }
  | { kind: 'paused'; channelId: string; reason: string };

export type OutboxOptions = {
  states: PollStateStore;
  deliverer: Deliverer;
  store: BotStore;
  logger: Logger;
  now: () => number;
  timing: Pick<PollerTiming, 'deliveryRetryMs' | 'maxDeliveryRetryMs' | 'nonceWindowMs'>;
  onDelivery?: (event: DeliveryEvent) => void;
};

/**
 * Tries of a post Discord never received before it is given up: with the default delays, about 10 minutes.
 */
const maxAttempts = 8;

/**
 * A notice to queue, keyed by the event it tells of (`activity:srv_1:e1..e4`, `usage:srv_1:cpu:80:fired:<t>`):
 * every instance and every restart that sees the same event makes the same key, hence the same nonce.
 */
export function pending(eventKey: string, notice: Notice, targets: Target[]): Pending {
  return { id: eventKey, notice, targets };
}

/**
 * Queues items whose key the outbox does not already hold: queueing an event twice is a no-op. Items of one
 * call with the same key (one batch of entries for two groups of channels) become one with all their targets.
 */
export function enqueue(outbox: readonly Pending[], items: readonly Pending[]): Pending[] {
  const held = new Set(outbox.map((item) => item.id));
  const fresh = new Map<string, Pending>();
  for (const item of items) {
    if (held.has(item.id)) continue;
    const same = fresh.get(item.id);
    fresh.set(item.id, same ? { ...same, targets: [...same.targets, ...item.targets] } : item);
  }
  return [...outbox, ...fresh.values()];
}

/** Discord accepts nonces of up to 25 characters. */
export function nonceFor(pendingId: string, channelId: string): string {
  return createHash('sha256').update(`${pendingId}:${channelId}`).digest('base64url').slice(0, 25);
}

/**
 * Sends what each server's outbox holds. A notice leaves the outbox target by target, each removal written
 * right after its post succeeded: a restart resends only what was not confirmed, with the same nonce, which
 * Discord uses to drop a repeat of a post that went out just before a crash.
 * Posts to one channel keep their order (a failure holds back that channel's later notices), and a channel
 * never holds back another. A channel the bot lost is paused and the ops guild told once; a passing failure
 * is retried after a growing delay, but only for a while: a post Discord refuses, or that keeps failing, is
 * given up so that it does not hold back the server's later alerts. A post Discord may have created is
 * retried only within the nonce window (from its first attempt, kept across restarts), since a later
 * repeat would be posted twice.
 */
export class Outbox {
  private readonly retries = new Map<string, { at: number; delayMs: number }>();
  /** Failed tries per post (`pendingId:channelId`) and the last failure; a restart starts them again. */
  private readonly attempts = new Map<string, { tries: number; failure: string }>();
  /** Channels the ops guild heard about a given-up post in, since the last success there. */
  private readonly opsTold = new Set<string>();
  /** One flush per server at a time, so two tasks touching a server never send the same notice twice. */
  private readonly flushing = new KeyedMutex();

  constructor(private readonly options: OutboxOptions) {}

  /** Servers with something to send whose retry delay (if any) is over. */
  ready(serverIds: Iterable<string>): string[] {
    const now = this.options.now();
    return [...serverIds].filter(
      (serverId) =>
        (this.options.states.get(serverId)?.outbox.length ?? 0) > 0 &&
        (this.retries.get(serverId)?.at ?? 0) <= now,
    );
  }

  nextRetryAt(): number | undefined {
    let next: number | undefined;
    for (const [serverId, retry] of this.retries) {
      if ((this.options.states.get(serverId)?.outbox.length ?? 0) === 0) continue;
      if (next === undefined || retry.at < next) next = retry.at;
    }
    return next;
  }

  flush(serverId: string, audience: Audience): Promise<void> {
    return this.flushing.run(serverId, () => this.flushNow(serverId, audience));
  }

  private async flushNow(serverId: string, audience: Audience): Promise<void> {
    const { states, now, timing } = this.options;
    const held = new Set<string>();
    for (const item of states.get(serverId)?.outbox ?? []) {
      for (const target of item.targets) {
        if (await this.deliver(serverId, item, target, held, audience)) {
          if (target.kind === 'channel') this.attempts.delete(attemptKey(item.id, target.channelId));
          await states.update(serverId, (state) => withoutTarget(state, item.id, target));
        } else if (target.kind === 'channel') {
          held.add(target.channelId);
        } else {
          held.add(replyHold);
        }
      }
    }
    if (held.size === 0) {
      this.retries.delete(serverId);
      return;
    }
    const delayMs = Math.min(
      (this.retries.get(serverId)?.delayMs ?? timing.deliveryRetryMs / 2) * 2,
      timing.maxDeliveryRetryMs,
    );
    this.retries.set(serverId, { at: this.nextTryAt(serverId, now() + delayMs), delayMs });
  }

  /**
   * When to try the server's posts again: after the delay, unless that falls past the nonce window of a
   * post Discord may have created; then once more shortly before the window closes, or, with no time left
   * for that, as it closes, to give the post up.
   */
  private nextTryAt(serverId: string, afterDelay: number): number {
    const { now, states, timing } = this.options;
    let closesAt = Number.POSITIVE_INFINITY;
    for (const item of states.get(serverId)?.outbox ?? [])
      for (const target of item.targets)
        if (target.kind === 'channel' && target.maybeSentAt !== undefined)
          closesAt = Math.min(closesAt, target.maybeSentAt + timing.nonceWindowMs);
    if (afterDelay <= closesAt) return afterDelay;
    const lastTry = closesAt - timing.deliveryRetryMs / 2;
    return lastTry > now() ? lastTry : closesAt + 1;
  }

  /** Whether the target is done with: delivered, given up, or no longer to be delivered. */
  private async deliver(
    serverId: string,
    item: Pending,
    target: Target,
    held: Set<string>,
    audience: Audience,
  ): Promise<boolean> {
    const { deliverer, logger, now, states, timing } = this.options;
    const payload = renderNotice(item.notice, serverId, states.get(serverId)?.name);
    if (target.kind === 'reply') {
      if (held.has(replyHold)) return false;
      if (target.reply.expiresAt <= now()) return true;
      const result = await deliverer.editReply(target.reply, payload);
      if (result.outcome === 'retry') return false;
      if (result.outcome !== 'delivered')
        logger.info(
          { serverId, outcome: result.outcome },
          'could not edit the /server create reply; the channel posts still go out',
        );
      return true;
    }
    const channelId = target.channelId;
    // Unsubscribed, paused or unlinked since the notice was queued: it is no longer theirs to get.
    if (!audience.isRecipient(channelId, serverId, recipientKindOf(item.notice))) return true;
    if (target.maybeSentAt !== undefined && now() > target.maybeSentAt + timing.nonceWindowMs) {
      const failure = this.attempts.get(attemptKey(item.id, channelId))?.failure;
      await this.giveUp(
        serverId,
        channelId,
        `Discord did not confirm it within ${formatDuration(timing.nonceWindowMs / 1000)} of the first try` +
          `${failure ? ` (last answer: ${failure})` : ''}, and a repeat now could post it twice`,
      );
      return true;
    }
    if (held.has(channelId)) return false;
    // Written before the post goes, so that even a crash during it leaves the time a repeat is safe until.
    if (target.maybeSentAt === undefined) {
      await this.markSent(serverId, item.id, channelId, now());
      // Another server's post may have found the channel gone while this was written.
      if (!audience.isRecipient(channelId, serverId, recipientKindOf(item.notice))) return true;
    }
    const pinging = target.pingRoleId === undefined ? payload : mentioning(payload, target.pingRoleId);
    const result = await deliverer.post(channelId, pinging, nonceFor(item.id, channelId));
    if (result.outcome === 'retry' && !result.maybePosted && target.maybeSentAt === undefined)
      await this.markSent(serverId, item.id, channelId, undefined);
    return this.settle(result, attemptKey(item.id, channelId), channelId, serverId, audience);
  }

  private markSent(serverId: string, pendingId: string, channelId: string, at: number | undefined) {
    return this.options.states.update(serverId, (state) => withSentAt(state, pendingId, channelId, at));
  }

  private async settle(
    result: DeliveryResult,
    key: string,
    channelId: string,
    serverId: string,
    audience: Audience,
  ): Promise<boolean> {
    const { logger, onDelivery } = this.options;
    switch (result.outcome) {
      case 'delivered':
        this.opsTold.delete(channelId);
        onDelivery?.({ kind: 'posted', serverId, channelId });
        return true;
      case 'retry': {
        const failure = describeFailure(result.error);
        const tries = (this.attempts.get(key)?.tries ?? 0) + 1;
        this.attempts.set(key, { tries, failure });
        if (tries < maxAttempts) {
          logger.warn({ failure, channelId, serverId, tries }, 'could not post an alert; will retry');
          return false;
        }
        await this.giveUp(serverId, channelId, `Discord kept failing (${failure}) after ${tries} tries`);
        return true;
      }
      case 'rejected':
        await this.giveUp(serverId, channelId, `Discord refused it (${describeFailure(result.error)})`);
        return true;
      case 'gone':
        onDelivery?.({ kind: 'paused', channelId, reason: result.reason });
        await this.pause(channelId, result.reason, audience);
        return true;
    }
  }

  /** Drops a post for good, and tells ops once per channel until a post there succeeds again. */
  private async giveUp(serverId: string, channelId: string, reason: string): Promise<void> {
    const { deliverer, logger, states, onDelivery } = this.options;
    logger.error({ channelId, serverId, reason }, 'gave up on an alert post; later alerts still go out');
    onDelivery?.({ kind: 'given-up', serverId, channelId, reason });
    if (this.opsTold.has(channelId)) return;
    const told = await deliverer.notifyOps(
      undeliveredNotice(
        channelId,
        deliverer.guildNameOf(channelId),
        serverId,
        states.get(serverId)?.name,
        reason,
      ),
    );
    if (told) this.opsTold.add(channelId);
    else
      logger.warn(
        { channelId },
        'could not tell the ops guild that an alert was given up: no channel there the bot can post in',
      );
  }

  private async pause(channelId: string, reason: string, audience: Audience): Promise<void> {
    const { store, deliverer, logger } = this.options;
    audience.pause(channelId);
    const paused = (await store.pauseChannel(channelId, reason)).length;
    const pausedWatches = await store.usage.pauseChannel(channelId, reason);
    if (paused + pausedWatches === 0) return;
    logger.warn({ channelId, reason, subscriptions: paused + pausedWatches }, 'alert channel paused');
    const told = await deliverer.notifyOps(
      pausedChannelNotice(channelId, deliverer.guildNameOf(channelId), reason, paused + pausedWatches),
    );
    if (!told)
      logger.warn(
        { channelId },
        'could not tell the ops guild that an alert channel was paused: no channel there the bot can post in',
      );
  }
}

/** Holds back reply edits after one failed, like a channel's posts. */
const replyHold = 'reply';

function sameTarget(a: Target, b: Target): boolean {
  return a.kind === 'channel'
    ? b.kind === 'channel' && a.channelId === b.channelId
    : b.kind === 'reply' && a.reply.token === b.reply.token;
}

function withoutTarget(state: ServerState, pendingId: string, done: Target): ServerState {
  const outbox = state.outbox
    .map((item) =>
      item.id === pendingId
        ? { ...item, targets: item.targets.filter((target) => !sameTarget(target, done)) }
        : item,
    )
    .filter((item) => item.targets.length > 0);
  return { ...state, outbox };
}

const attemptKey = (pendingId: string, channelId: string) => `${pendingId}:${channelId}`;

function withSentAt(
  state: ServerState,
  pendingId: string,
  channelId: string,
  at: number | undefined,
): ServerState {
  const outbox = state.outbox.map((item) =>
    item.id === pendingId
      ? {
          ...item,
          targets: item.targets.map((target): Target => {
            if (target.kind !== 'channel' || target.channelId !== channelId) return target;
            const { maybeSentAt: _previous, ...rest } = target;
            return at === undefined ? rest : { ...rest, maybeSentAt: at };
          }),
        }
      : item,
  );
  return { ...state, outbox };
}
