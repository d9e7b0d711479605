import { Client, Events, GatewayIntentBits, type Guild } from 'discord.js';
import type { AuditLog } from './audit-log.js';
import type { HostingApi } from '../api/index.js';
import type { Logger } from '../log.js';
import type { Metrics } from '../ops/metrics.js';
import type { BotStore } from '../store/index.js';
import { Quotas, type QuotaLimits } from '../access/quotas.js';
import { Access } from '../access/scope.js';
import { answerInteractionsWhileClosing } from './gateway-drain.js';
import type { CommandSet } from './command-loader.js';
import { makeRequest } from './rest-transport.js';
import type {
  BoardRefresher,
  BotContext,
  ChartRenderer,
  GameAnswering,
  ProvisioningWatcher,
  UsageSampling,
  PolledServers,
} from './context.js';
import { ModCatalogue } from '../mods/catalogue.js';
import { CommandRegistrar } from './registry.js';
import { routeInteractions } from './router.js';
import { ServerDirectory } from '../access/servers.js';
import { GuildLanguages } from './guild-language.js';

export type BotOptions = {
  token: string;
  opsGuildId: string;
  /** REST base override (`DISCORD_API_URL`); the gateway URL then comes from that API. */
  discordApiUrl: string | undefined;
  /** The gateway shards this process runs (SHARD_COUNT / SHARD_IDS); undefined: all of them. */
  shards?: { count: number; ids: number[] } | undefined;
  metrics?: Metrics;
  api: HostingApi;
  store: BotStore;
  audit: AuditLog;
  logger: Logger;
  /** The API key and bot token, scrubbed from every message. */
  secrets: readonly string[];
  /** What `loadCommands` found in the commands directories. */
  commands: CommandSet;
  provisioning: ProvisioningWatcher;
  usage: UsageSampling;
  polled: PolledServers;
  boards: BoardRefresher;
  charts: ChartRenderer;
  /** Each guild's language for the bot's own posts; by default read from this store. */
  languages?: GuildLanguages;
  /** The stated quotas of each community guild. */
  quotas: QuotaLimits;
  /** The games' own answers, for `/server info`. */
  games: GameAnswering;
  deferAfterMs?: number;
  confirmationTtlMs?: number;
  now?: () => number;
};

export type Bot = {
  client: Client<true>;
  context: BotContext;
  stop(): Promise<void>;
};

/**
 * How long a stopping instance waits for the interactions it is handling to answer: past Discord's 3 s
 * deadline every one has at least been acknowledged, and the process must end within 5 s of the signal.
 */
const inFlightGraceMs = 3_500;

/** Logs in, registers commands where they changed, and serves interactions until stopped. */
export async function startBot(options: BotOptions): Promise<Bot> {
  const { store, logger, opsGuildId } = options;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(options.shards ? { shards: options.shards.ids, shardCount: options.shards.count } : {}),
    rest: { makeRequest, ...(options.discordApiUrl ? { api: options.discordApiUrl } : {}) },
  });
  const access = new Access(opsGuildId, store);
  const now = options.now ?? Date.now;
  const languages = options.languages ?? new GuildLanguages(store, now);
  let registrar: CommandRegistrar | undefined;

  const syncGuildCommands = async (guildId: string, force = false): Promise<void> => {
    if (!registrar) return;
    await registrar.sync(guildId, access.scopeOf(guildId), { force });
  };

  const context: BotContext = {
    api: options.api,
    store,
    access,
    audit: options.audit,
    servers: new ServerDirectory(options.api, access, now),
    quotas: new Quotas(access, store.quotas, options.quotas, (kind) => options.metrics?.quotaRefusal(kind)),
    mods: new ModCatalogue(options.api, now),
    provisioning: options.provisioning,
    usage: options.usage,
    polled: options.polled,
    boards: options.boards,
    charts: options.charts,
    languages,
    games: options.games,
    logger,
    secrets: options.secrets,
    now,
    confirmationTtlMs: options.confirmationTtlMs ?? 120_000,
    syncGuildCommands: (guildId) => syncGuildCommands(guildId),
  };

  const inFlight = routeInteractions(
    client,
    options.commands,
    context,
    {
      deferAfterMs: options.deferAfterMs ?? 1_500,
    },
    options.metrics,
  );

  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  // The guild's preferred locale decides its posts' language until someone there sets one.
  const notePreferred = (guild: Guild) =>
    void languages
      .notePreferred(guild.id, guild.preferredLocale)
      .catch((error: unknown) =>
        logger.warn({ err: error, guildId: guild.id }, "could not note a guild's preferred locale"),
      );
  client.on(Events.GuildCreate, notePreferred);
  client.on(Events.GuildUpdate, (_before, guild) => notePreferred(guild));
  client.on(Events.GuildCreate, (guild: Guild) => {
    void access
      .linkedServerIds(guild.id)
      .then((linked) => (linked === undefined || linked.length > 0 ? syncGuildCommands(guild.id) : undefined))
      .catch((error: unknown) =>
        logger.warn({ err: error, guildId: guild.id }, 'could not register commands in a new guild'),
      );
  });
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));

  await client.login(options.token);
  const readyClient = await ready;
  registrar = new CommandRegistrar(
    readyClient.rest,
    readyClient.application.id,
    options.commands.commands,
    store,
    logger,
  );
  const linkedGuilds = Object.keys(await store.guildLinks());
  for (const guildId of new Set([opsGuildId, ...linkedGuilds])) {
    await syncGuildCommands(guildId).catch((error: unknown) =>
      logger.warn({ err: error, guildId }, 'could not register guild commands'),
    );
  }
  logger.info({ user: readyClient.user.tag, guilds: readyClient.guilds.cache.size }, 'bot ready');

  return {
    client: readyClient,
    context,
    async stop() {
      // Rolling restart: leave the gateway first so no new interaction comes here, let those in flight
      // answer over REST (still open), then close everything. The gateway manager's destroy is
      // private in the typings, yet it is what client.destroy() itself calls first.
      answerInteractionsWhileClosing(client);
      await (client.ws as unknown as { destroy(): Promise<void> }).destroy();
      const pending = inFlight.count();
      if (pending > 0) logger.info({ pending }, 'letting in-flight interactions finish');
      await inFlight.settled(inFlightGraceMs);
      await client.destroy();
    },
  };
}
