import type { DeliveryService } from '../delivery/service.js';
import type { Relay } from '../delivery/relay.js';
import type { Audience } from './audience.js';
import { renderNotice, undeliveredNotice } from './render.js';
import { type Notice, type Pending, type PollStateStore, recipientKindOf, type Target } from './state.js';

/**
 * A notice to queue, keyed by the event it tells of (`activity:srv_1:e1..e4`,
 * `usage:srv_1:cpu:80:fired:<t>`): every instance and every restart that sees the same event makes the
 * same key, hence the same identity.
 */
export function pending(eventKey: string, notice: Notice, targets: Target[]): Pending {
  return { id: eventKey, notice, targets };
}

/**
 * Queues items whose key the outbox does not already hold, stamped with when (their age decides when they
 * are given up): queueing an event twice is a no-op. Items of one call with the same key (one batch of
 * entries for two groups of channels) become one with all their targets. A delivered item leaves the
 * outbox, yet its event is never queued again: every producer queues in the same write that moves its
 * cursor past the event (`TaskContext.emit`), so no later read produces it again.
 */
export function enqueue(outbox: readonly Pending[], items: readonly Pending[], queuedAt: number): Pending[] {
  const held = new Set(outbox.map((item) => item.id));
  const fresh = new Map<string, Pending>();
  for (const item of items) {
    if (held.has(item.id)) continue;
    const same = fresh.get(item.id);
    fresh.set(
      item.id,
      same ? { ...same, targets: [...same.targets, ...item.targets] } : { ...item, queuedAt },
    );
  }
  return [...outbox, ...fresh.values()];
}

/**
 * Each server's outbox of alerts, kept in its poll state (one stream per server), sent through a relay of
 * the delivery service. A channel the bot lost is the delivery service's to pause.
 */
export class ServerOutbox {
  private readonly relay: Relay<Pending>;

  constructor(states: PollStateStore, delivery: DeliveryService) {
    this.relay = delivery.relay<Pending>({
      items: (serverId) => states.get(serverId)?.outbox ?? [],
      update: async (serverId, change) => {
        await states.update(serverId, (state) => ({ ...state, outbox: change(state.outbox) }));
      },
      render: (serverId, item) => renderNotice(item.notice, serverId, states.get(serverId)?.name),
      lost: (channelId, reason) => delivery.pauseAlertChannel(channelId, reason),
      givenUp: (serverId, _item, channelId, detail) =>
        undeliveredNotice(
          channelId,
          delivery.deliverer.guildNameOf(channelId),
          serverId,
          states.get(serverId)?.name,
          detail,
        ),
    });
  }

  ready(serverIds: Iterable<string>): string[] {
    return this.relay.ready(serverIds);
  }

  nextRetryAt(): number | undefined {
    return this.relay.nextRetryAt();
  }

  /** Sends the server's outbox to the channels `audience` (who follows what, as of this pass) still has. */
  send(serverId: string, audience: Audience): Promise<void> {
    return this.relay.send(serverId, {
      isRecipient: (_stream, item, channelId) =>
        audience.isRecipient(channelId, serverId, recipientKindOf(item.notice)),
      lost: (channelId) => audience.pause(channelId),
    });
  }
}
