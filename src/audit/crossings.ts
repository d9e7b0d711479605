import { createHash } from 'node:crypto';
import { auditTimePart, type AuditStore, type UsageWatch } from '../store/index.js';
import type { UsageMetric } from '../usage/figures.js';
import type { ThresholdEvent } from '../usage/thresholds.js';

type CrossingEvent = { kind: ThresholdEvent['kind']; metric: UsageMetric; value: number };

/** What one usage sample of a server did to one watch's thresholds. */
export type UsageCrossings = {
  watch: UsageWatch;
  serverId: string;
  serverName: string | undefined;
  events: readonly CrossingEvent[];
  sampledAt: number;
};

/** Records each threshold a sample crossed; the usage sampling task calls it after every evaluation. */
export async function recordCrossings(audit: AuditStore, crossings: UsageCrossings): Promise<void> {
  const { events, ...sample } = crossings;
  for (const event of events) await recordCrossing(audit, { ...sample, event });
}

/**
 * Records a usage threshold crossing (above for the watch's minutes, or back under) in the audit trail, as
 * the bot's own record in the watch's guild. Its id comes from the crossing, like the alert's, so a
 * sample evaluated again after a restart records nothing twice.
 */
async function recordCrossing(
  audit: AuditStore,
  crossing: Omit<UsageCrossings, 'events'> & { event: CrossingEvent },
): Promise<void> {
  const { watch, serverId, serverName, event, sampledAt } = crossing;
  const { metric } = event;
  const threshold = watch[metric] ?? 0;
  const identity = `${serverId}:${watch.guildId}:${watch.channelId}:${metric}:${threshold}:${event.kind}`;
  const digest = createHash('sha256').update(`${identity}:${sampledAt}`).digest('base64url').slice(0, 16);
  const channel = await audit.channel();
  await audit.append(
    {
      id: `${auditTimePart(sampledAt)}-usage-${digest}`,
      at: sampledAt,
      guild: { id: watch.guildId, ...(watch.guildName === undefined ? {} : { name: watch.guildName }) },
      action: 'usage.crossing',
      inputs: {
        [metric]: { kind: 'percent', value: Math.round(event.value) },
        // A token kept as these words since the first crossings; the renderer says it in its reader's words.
        state: event.kind === 'fired' ? 'above the threshold' : 'back under the threshold',
        threshold: { kind: 'percent', value: threshold },
        minutes: { kind: 'duration', seconds: watch.minutes * 60 },
        channel: { kind: 'channel', id: watch.channelId },
      },
      server: { id: serverId, ...(serverName === undefined ? {} : { name: serverName }) },
      outcome: { kind: 'alerted' },
    },
    channel?.channelId,
  );
}
