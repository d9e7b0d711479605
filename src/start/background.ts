import type { Client } from 'discord.js';
import { recordUpdateFound } from '../audit/background.js';
import { AuditPoster, defaultAuditTiming } from '../audit/poster.js';
import { AuditTrail } from '../audit/trail.js';
import type { HostingApi } from '../api/index.js';
import { DiscordDeliverer } from '../delivery/discord.js';
import { countDelivery } from '../delivery/outbox.js';
import { createPoller, type Poller } from '../poller/index.js';
import type { BotStore } from '../store/index.js';
import type { GameQuery } from '../game/index.js';
import type { InstanceMembership, StartStep } from './steps.js';

export type BackgroundWork = {
  poller: Poller;
  audit: { trail: AuditTrail; poster: AuditPoster };
  /** Starts the work that runs only under the lease, once Discord is ready. */
  start(client: Client<true>): void;
};

/**
 * The poller and the audit trail, built but not started: the bot's handlers need them first. Both write
 * only under the lease; the trail also records what members do, which any instance may.
 */
export function buildBackgroundWork(
  { config, logger, metrics, shutdown, overrides }: StartStep,
  parts: {
    api: HostingApi;
    /** The app's one game query: the poller watches the games of servers with status alerts. */
    game: GameQuery;
    store: BotStore;
    instance: InstanceMembership;
    secrets: readonly string[];
    /** The client, once connected: the mod-update audit names the guild it was found for. */
    client: () => Client | undefined;
  },
): BackgroundWork {
  const { api, store, instance, secrets } = parts;
  const { lease, backgroundStore } = instance;
  const maxDeliveryAgeMs = config.deliveryMaxAgeHours * 60 * 60_000;
  const poller = createPoller({
    api,
    store: backgroundStore,
    background: { gate: lease, handoffStore: store },
    metrics,
    logger,
    opsGuildId: config.opsGuildId,
    secrets,
    intervalSeconds: config.pollIntervalSeconds,
    budgetShare: config.pollerBudgetShare,
    modUpdateCheckSeconds: config.modUpdateCheckSeconds,
    // Called only once running, when the trail below exists.
    onModUpdateFound: (found) => recordUpdateFound(trail, parts.client(), config.opsGuildId, found),
    timing: {
      maxDeliveryAgeMs,
      gameQueryIntervalMs: config.gameQuery.intervalSeconds * 1000,
      ...overrides.pollerTiming,
    },
    game: parts.game,
    now: overrides.now,
    extraTasks: overrides.pollerTasks,
  });
  const now = overrides.now ?? Date.now;
  const auditDeliverer = new DiscordDeliverer(config.opsGuildId, secrets, lease);
  const poster = new AuditPoster({
    store: backgroundStore,
    deliverer: auditDeliverer,
    ops: poller.opsNotices,
    onDelivery: (event) => countDelivery(metrics, event),
    mayRun: async () => lease.tenure() !== undefined,
    logger,
    now,
    timing: { ...defaultAuditTiming, maxAgeMs: maxDeliveryAgeMs, ...overrides.auditTiming },
    retentionMs: config.auditRetentionDays * 24 * 60 * 60_000,
  });
  const trail = new AuditTrail({
    store,
    logger,
    now,
    secrets,
    onRecorded: () => poster.wake(),
    serverName: async (serverId) => (await api.getServer(serverId)).name,
  });
  return {
    poller,
    audit: { trail, poster },
    start(client) {
      // Background work runs only while this instance holds the lease; stopping releases it last of all.
      lease.onAcquired(() => poster.wake());
      lease.start();
      shutdown.add(() => lease.stop());
      poller.start(client);
      shutdown.add(() => poller.stop());
      auditDeliverer.attach(client);
      poster.start();
      shutdown.add(() => poster.stop());
    },
  };
}
