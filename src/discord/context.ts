import type { AuditLog } from './audit-log.js';
import type { HostingApi, Server } from '../api/index.js';
import type { GameQuery } from '../game/index.js';
import type { Logger } from '../log.js';
import type { BotStore } from '../store/index.js';
import type { Access } from '../access/scope.js';
import type { ModCatalogue } from '../mods/catalogue.js';
import type { UsageChartInput } from '../render/chart-texts.js';
import type { ServerDirectory } from '../access/servers.js';
import type { Quotas } from '../access/quotas.js';
import type { GuildLanguages } from './guild-language.js';
import type { ServerStatus } from '../status/availability.js';
import type { GameAnswers } from '../status/game-answers.js';

/** The original reply of a `/server create`, editable while its interaction token lives (15 minutes). */
export type CreateReplyHandle = {
  applicationId: string;
  token: string;
  expiresAt: number;
  /** The asking member's Discord language: the edits of the reply are in it. */
  locale?: string;
};

/** What the poller offers to commands: watch a server that has just started provisioning. */
export type ProvisioningWatcher = {
  watchProvisioning(serverId: string, reply?: CreateReplyHandle): Promise<void>;
};

/** What the poller tells about usage sampling: the pace it would keep with `newServers` more to sample. */
export type UsageSampling = {
  samplingPace(minutes: number, newServers: number): { intervalMs: number; clamped: boolean };
};

/** What the poller holds of one server in memory: its last read and what its watch stored. */
export type PolledServer = {
  /** The server as the poller last read it, and when (epoch ms); absent when it never read it. */
  lastRead?: { server: Server; readAt: number };
  /** What its status reads showed; absent while nobody watches its status. */
  status?: ServerStatus;
  /** Whether its game answers the poller's queries; absent while nobody watches its game. */
  answers?: GameAnswers;
};

/** What the poller knows of the servers without a call, for an answer that must not wait on one. */
export type PolledServers = {
  /**
   * The server as the poller holds it; undefined while this instance does not poll (a standby, whose memory
   * may be stale, or one whose state is not read yet), when only the store can tell.
   */
  recall(serverId: string): PolledServer | undefined;
};

/**
 * Lets the background work know a board was created or resumed, so it is posted now, not at the next pass.
 */
export type BoardRefresher = { refreshBoards(): void };

/** The games' own answers: the app's one game query, and how old a result `/server info` may show. */
export type GameAnswering = { query: GameQuery; maxAgeMs: number };

/** Renders a usage chart to PNG off the interaction's thread. */
export type ChartRenderer = { render(input: UsageChartInput): Promise<Buffer> };

/** Everything a handler may use; built once at start and shared. */
export type BotContext = {
  api: HostingApi;
  store: BotStore;
  access: Access;
  /**
   * The audit trail. A subcommand records through the audit the router binds to the action it `audits`;
   * this is for what records outside one (the confirmations).
   */
  audit: AuditLog;
  servers: ServerDirectory;
  /** The stated quotas of community guilds: `await context.quotas.require(kind, guildId, recordId)`. */
  quotas: Quotas;
  mods: ModCatalogue;
  provisioning: ProvisioningWatcher;
  usage: UsageSampling;
  polled: PolledServers;
  boards: BoardRefresher;
  charts: ChartRenderer;
  /** Each guild's language for the bot's own posts, and the `/language` setting behind it. */
  languages: GuildLanguages;
  games: GameAnswering;
  logger: Logger;
  /** The API key and bot token: never shown in a message. */
  secrets: readonly string[];
  now: () => number;
  /** How long a delete or install prompt stays confirmable. */
  confirmationTtlMs: number;
  /** (Re)registers the command set of a guild, e.g. right after ops links it to its first server. */
  syncGuildCommands(guildId: string): Promise<void>;
};
