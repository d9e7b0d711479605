import { createHash, randomUUID } from 'node:crypto';
import { KeyedMutex } from '../concurrency.js';
import type { Logger } from '../log.js';
import type { BotStore } from '../store/index.js';
import type { Audience } from './audience.js';
import type { Deliverer, DeliveryResult } from './delivery.js';
import { pausedChannelNotice, renderNotice } from './render.js';
import type { Notice, Pending, PollStateStore, ServerState, Target } from './state.js';
import type { PollerTiming } from './timing.js';

export type OutboxOptions = {
  states: PollStateStore;
  deliverer: Deliverer;
  store: BotStore;
  logger: Logger;
  now: () => number;
  timing: Pick<PollerTiming, 'deliveryRetryMs' | 'maxDeliveryRetryMs'>;
};

export function pending(notice: Notice, targets: Target[]): Pending {
  return { id: randomUUID(), notice, targets };
}

/** Discord accepts nonces of up to 25 characters. */
function nonceFor(pendingId: string, channelId: string): string {
  return createHash('sha256').update(`${pendingId}:${channelId}`).digest('base64url').slice(0, 25);
}

/**
 * Sends what each server's outbox holds. A notice leaves the outbox target by target, each removal written
 * right after its post succeeded: a restart resends only what was not confirmed, with the same nonce, which
 * Discord uses to drop a repeat of a post that went out just before a crash.
 * Posts to one channel keep their order (a failure holds back that channel's later notices), and a channel
 * never holds back another. A channel the bot lost is paused and the ops guild told once; a passing failure
 * is retried after a growing delay.
 */
export class Outbox {
  private readonly retries = new Map<string, { at: number; delayMs: number }>();
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
    const { states, now } = this.options;
    const held = new Set<string>();
    for (const item of states.get(serverId)?.outbox ?? []) {
      for (const target of item.targets) {
        if (await this.deliver(serverId, item, target, held, audience)) {
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
      (this.retries.get(serverId)?.delayMs ?? this.options.timing.deliveryRetryMs / 2) * 2,
      this.options.timing.maxDeliveryRetryMs,
    );
    this.retries.set(serverId, { at: now() + delayMs, delayMs });
  }

  /** Whether the target is done with: delivered, or no longer to be delivered. */
  private async deliver(
    serverId: string,
    item: Pending,
    target: Target,
    held: Set<string>,
    audience: Audience,
  ): Promise<boolean> {
    const { deliverer, logger, now, states } = this.options;
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
    if (held.has(channelId)) return false;
    // Unsubscribed, paused or unlinked since the notice was queued: it is no longer theirs to get.
    if (!audience.isRecipient(channelId, serverId)) return true;
    const result = await deliverer.post(channelId, payload, nonceFor(item.id, channelId));
    return this.settle(result, channelId, serverId, audience);
  }

  private async settle(
    result: DeliveryResult,
    channelId: string,
    serverId: string,
    audience: Audience,
  ): Promise<boolean> {
    const { logger } = this.options;
    switch (result.outcome) {
      case 'delivered':
        return true;
      case 'retry':
        logger.warn({ err: result.error, channelId, serverId }, 'could not post an alert; will retry');
        return false;
      case 'rejected':
        logger.error(
          { err: result.error, channelId, serverId },
          'Discord refused an alert message; it is dropped',
        );
        return true;
      case 'gone':
        await this.pause(channelId, result.reason, audience);
        return true;
    }
  }

  private async pause(channelId: string, reason: string, audience: Audience): Promise<void> {
    const { store, deliverer, logger } = this.options;
    audience.pause(channelId);
    const paused = await store.pauseChannel(channelId, reason);
    if (paused.length === 0) return;
    logger.warn({ channelId, reason, subscriptions: paused.length }, 'alert channel paused');
    const told = await deliverer.notifyOps(
      pausedChannelNotice(channelId, deliverer.guildNameOf(channelId), reason, paused.length),
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
