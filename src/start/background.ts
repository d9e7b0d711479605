import type { Client } from 'discord.js';
import { recordUpdateFound } from '../audit/background.js';
import { AuditPoster, defaultAuditTiming } from '../audit/poster.js';
import { AuditTrail } from '../audit/trail.js';
import type { HostingApi } from '../api/index.js';
import { countDelivery } from '../delivery/relay.js';
import { discordDelivery } from '../delivery/service.js';
import { defaultDeliveryTiming } from '../delivery/timing.js';
import { createPoller, type Poller } from '../poller/index.js';
import { GuildLanguages } from '../discord/guild-language.js';
import type { BotStore } from '../store/index.js';
import type { GameQuery } from '../game/index.js';
import type { InstanceMembership, StartStep } from './steps.js';

export type BackgroundWork = {
  poller: Poller;
  /** Each guild's language, for the posts nobody asked for and the `/language` command. */
  languages: GuildLanguages;
  audit: { trail: AuditTrail; poster: AuditPoster };
  /** Starts the work that runs only under the lease, once Discord is ready. */
  start(client: Client<true>): void;
};

/**
 * The delivery service, the poller and the audit trail, built but not started: the bot's handlers need
 * them first. The poller and the audit poster post through the one delivery service and write only under
 * the lease; the trail also records what members do, which any instance may.
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
  const now = overrides.now ?? Date.now;
  const languages = new GuildLanguages(store, now);
  const delivery = discordDelivery({
    opsGuildId: config.opsGuildId,
    secrets,
    fence: lease,
    store: backgroundStore,
    logger,
    now,
    timing: {
      ...defaultDeliveryTiming(config.deliveryMaxAgeHours * 60 * 60_000),
      ...overrides.deliveryTiming,
    },
    onDelivery: (event) => countDelivery(metrics, event),
    languages,
  });
  const poller = createPoller({
    api,
    store: backgroundStore,
    delivery: delivery.service,
    background: { gate: lease, handoffStore: store },
    metrics,
    logger,
    opsGuildId: config.opsGuildId,
    intervalSeconds: config.pollIntervalSeconds,
    budgetShare: config.pollerBudgetShare,
    // Called only once running, when the trail below exists.
    onModUpdateFound: (found) => recordUpdateFound(trail, parts.client(), config.opsGuildId, found),
    timing: {
      gameQueryIntervalMs: config.gameQuery.intervalSeconds * 1000,
      gameSilenceMs: config.gameQuery.silence.seconds * 1000,
      gameSilenceChecks: config.gameQuery.silence.checks,
      alertGroupWindowMs: config.alertGroupWindowSeconds * 1000,
      modUpdateCheckMs: config.modUpdateCheckSeconds * 1000,
      ...overrides.pollerTiming,
    },
    game: parts.game,
    languages,
    now: overrides.now,
    extraTasks: overrides.pollerTasks,
  });
  const poster = new AuditPoster({
    store: backgroundStore,
    delivery: delivery.service,
    mayRun: async () => lease.tenure() !== undefined,
    logger,
    now,
    timing: { ...defaultAuditTiming, ...overrides.auditTiming },
    retentionMs: config.auditRetentionDays * 24 * 60 * 60_000,
    translator: () => languages.translatorOf(config.opsGuildId),
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
    languages,
    audit: { trail, poster },
    start(client) {
      // Background work runs only while this instance holds the lease; stopping releases it last of all.
      lease.onAcquired(() => poster.wake());
      lease.start();
      shutdown.add(() => lease.stop());
      delivery.attach(client);
      poller.start();
      shutdown.add(() => poller.stop());
      poster.start();
      shutdown.add(() => poster.stop());
    },
  };
}
