import type { AuditLog } from './audit-log.js';
import type { HostingApi } from '../api/index.js';
import type { GameQuery } from '../game/index.js';
import type { Logger } from '../log.js';
import type { BotStore } from '../store/index.js';
import type { Access } from '../access/scope.js';
import type { ModCatalogue } from '../mods/catalogue.js';
import type { UsageChartInput } from '../render/usage-chart.js';
import type { ServerDirectory } from '../access/servers.js';
import type { Quotas } from '../access/quotas.js';
import type { GuildLanguages } from './guild-language.js';

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
