import type { Pending, StoredNotice } from '../delivery/alert-outbox.js';
import type { Target } from './state.js';

/**
 * A notice to queue, keyed by the event it tells of (`activity:srv_1:e1..e4`,
 * `usage:srv_1:cpu:80:fired:<t>`): every instance and every restart that sees the same event makes the
 * same key, hence the same identity.
 */
export function pending<N extends StoredNotice>(eventKey: string, notice: N, targets: Target[]): Pending<N> {
  return { id: eventKey, notice, targets };
}

/**
 * Queues items whose key the outbox does not already hold, stamped with when (their age decides when they
 * are given up), the server's name (what their posts show) and its place (a grouped post names it):
 * queueing an event twice is a no-op. Items of one call with the same key (one batch of entries for two
 * groups of channels) become one with all their targets. A delivered item leaves the outbox, yet its event
 * is never queued again: every producer queues in the same write that moves its cursor past the event
 * (`TaskContext.emit`), so no later read produces it again.
 */
export function enqueue(
  outbox: readonly Pending[],
  items: readonly Pending[],
  stamp: { queuedAt: number; serverName: string | undefined; place?: string | undefined },
): Pending[] {
  const held = new Set(outbox.map((item) => item.id));
  const fresh = new Map<string, Pending>();
  const { queuedAt, serverName, place } = stamp;
  for (const item of items) {
    if (held.has(item.id)) continue;
    const same = fresh.get(item.id);
    fresh.set(
      item.id,
      same
        ? { ...same, targets: [...same.targets, ...item.targets] }
        : {
            ...item,
            queuedAt,
            ...(serverName === undefined ? {} : { serverName }),
            ...(place === undefined ? {} : { place }),
          },
    );
  }
  return [...outbox, ...fresh.values()];
}
