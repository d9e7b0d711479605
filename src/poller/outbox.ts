import type { Deliverer } from '../delivery/discord.js';
import type { OpsNotices } from '../delivery/ops-notices.js';
import { Relay, type DeliveryEvent, type DeliveryTiming } from '../delivery/outbox.js';
import type { Logger } from '../log.js';
import type { BotStore } from '../store/index.js';
import type { Audience } from './audience.js';
import { pausedChannelNotice, renderNotice, undeliveredNotice } from './render.js';
import { type Notice, type Pending, type PollStateStore, recipientKindOf, type Target } from './state.js';

export type OutboxOptions = {
  states: PollStateStore;
  deliverer: Deliverer;
  ops: OpsNotices;
  store: BotStore;
  logger: Logger;
  now: () => number;
  timing: DeliveryTiming;
  onDelivery?: (event: DeliveryEvent) => void;
};

/**
 * A notice to queue, keyed by the event it tells of (`activity:srv_1:e1..e4`,
 * `usage:srv_1:cpu:80:fired:<t>`): every instance and every restart that sees the same event makes the
 * same key, hence the same identity.
 */
export function pending(eventKey: string, notice: Notice, targets: Target[]): Pending {
  return { id: eventKey, notice, targets };
}

/**
 * Queues items whose key the outbox does not already hold: queueing an event twice is a no-op. Items of one
 * call with the same key (one batch of entries for two groups of channels) become one with all their targets.
 * A delivered item leaves the outbox, yet its event is never queued again: every producer queues in the same
 * write that moves its cursor past the event (activity cursor, crossing state, provisioning watch), so no
 * later read produces it again.
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

/** Each server's outbox (in its poll state), sent through the delivery layer's relay. */
export class Outbox {
  private readonly relay: Relay<Pending>;
  /** Who follows what, as of the cycle that flushes. */
  private audience: Audience | undefined;

  constructor(options: OutboxOptions) {
    const { states, store, deliverer, logger } = options;
    this.relay = new Relay<Pending>({
      ...options,
      host: {
        items: (serverId) => states.get(serverId)?.outbox ?? [],
        update: async (serverId, change) => {
          await states.update(serverId, (state) => ({ ...state, outbox: change(state.outbox) }));
        },
        render: (serverId, item) => renderNotice(item.notice, serverId, states.get(serverId)?.name),
        isRecipient: (serverId, item, channelId) =>
          this.audience?.isRecipient(channelId, serverId, recipientKindOf(item.notice)) ?? false,
        lost: async (channelId, reason) => {
          this.audience?.pause(channelId);
          const paused = (await store.pauseChannel(channelId, reason)).length;
          const pausedWatches = await store.usage.pauseChannel(channelId, reason);
          if (paused + pausedWatches === 0) return undefined;
          logger.warn({ channelId, reason, subscriptions: paused + pausedWatches }, 'alert channel paused');
          return pausedChannelNotice(
            channelId,
            deliverer.guildNameOf(channelId),
            reason,
            paused + pausedWatches,
          );
        },
        givenUp: (serverId, _item, channelId, detail) =>
          undeliveredNotice(
            channelId,
            deliverer.guildNameOf(channelId),
            serverId,
            states.get(serverId)?.name,
            detail,
          ),
      },
    });
  }

  ready(serverIds: Iterable<string>): string[] {
    return this.relay.ready(serverIds);
  }

  nextRetryAt(): number | undefined {
    return this.relay.nextRetryAt();
  }

  flush(serverId: string, audience: Audience): Promise<void> {
    this.audience = audience;
    return this.relay.flush(serverId);
  }
}
