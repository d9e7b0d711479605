import { z } from 'zod';
import { availabilityOf } from '../api/index.js';
import type { BotStore } from '../store/index.js';

/** Ended outages kept per server: a week's worth, and never more than this many. */
const maxOutages = 100;
export const weekMs = 7 * 24 * 3_600_000;
export const dayMs = 24 * 3_600_000;

const outageSchema = z.object({ from: z.number(), to: z.number() });

/** What the poller knows of a server's status: the last one read, the outage going on, those that ended. */
export const serverStatusSchema = z.object({
  /** When the poller first read the server's status (epoch ms): availability counts from then. */
  watchedSince: z.number(),
  /** The last status read, as the API gave it. */
  last: z.string(),
  /**
   * The outage going on: since the first read that found the server down. `announced` is false when it was
   * not running before (down when first read, or failed while being set up): nobody heard it go down, so
   * nobody hears it come back.
   */
  down: z.object({ since: z.number(), status: z.string(), announced: z.boolean() }).optional(),
  /** Ended outages, oldest first, bounded. */
  outages: z.array(outageSchema),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;

/** What a status read tells: a server went down, came back, or nothing worth a post. */
export type StatusChange =
  | { event: 'down'; since: number; status: string }
  | { event: 'back'; downSince: number; backAt: number; status: string };

/**
 * The next status state after reading `status` at `now`, and the change to post, if any. Only a server that
 * was running going down is news (one failing while being set up is the provisioning alert's); one going from
 * one down status to another stays in the same outage, and one being set up again neither ends nor starts
 * one. Only reads are compared, so a flap between two reads is no change at all.
 */
export function readStatus(
  previous: ServerStatus | undefined,
  status: string,
  now: number,
): { next: ServerStatus; change?: StatusChange } {
  const availability = availabilityOf(status);
  const base = previous ?? { watchedSince: now, last: status, outages: [] };
  const { down: _ended, ...rest } = base;
  if (availability === 'down' && base.down === undefined) {
    const wasUp = previous !== undefined && availabilityOf(previous.last) === 'up';
    const next = { ...base, last: status, down: { since: now, status, announced: wasUp } };
    return wasUp ? { next, change: { event: 'down', since: now, status } } : { next };
  }
  if (availability === 'up' && base.down !== undefined) {
    const outages = [...base.outages, { from: base.down.since, to: now }]
      .filter((outage) => outage.to >= now - weekMs)
      .slice(-maxOutages);
    const next = { ...rest, last: status, outages };
    if (!base.down.announced) return { next };
    return { next, change: { event: 'back', downSince: base.down.since, backAt: now, status } };
  }
  return { next: { ...base, last: status } };
}

/** Share of the span the server was up, how many outages touched it and how long they lasted in it. */
export type Availability = { spanMs: number; upShare: number; outages: number; downMs: number };

/** Availability over the last `spanMs` (from when watching started, if later). */
export function availabilityOver(status: ServerStatus, now: number, spanMs: number): Availability {
  const from = Math.max(now - spanMs, status.watchedSince);
  const span = Math.max(0, now - from);
  const outages = [...status.outages, ...(status.down ? [{ from: status.down.since, to: now }] : [])];
  let downMs = 0;
  let count = 0;
  for (const outage of outages) {
    if (outage.to < from) continue;
    count += 1;
    downMs += Math.max(0, Math.min(outage.to, now) - Math.max(outage.from, from));
  }
  return { spanMs: span, upShare: span === 0 ? 1 : 1 - downMs / span, outages: count, downMs };
}

/** The poller's document of one server, as the rest of the bot may read it. */
export const serverDocumentName = (serverId: string) => `server:${serverId}`;

/** The server's status as the poller last stored it; undefined while nobody watches its status. */
export async function storedStatus(store: BotStore, serverId: string): Promise<ServerStatus | undefined> {
  const document = await store.pollState(
    serverDocumentName(serverId),
    z.object({ status: serverStatusSchema.optional() }),
  );
  return document?.status;
}
