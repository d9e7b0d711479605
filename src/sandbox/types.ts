/** The sandbox's own view of the hosting API's data; deliberately independent of src/api. */
import type { DialectName } from './dialect-names.js';
import type { GameResponderControl } from './games/responders.js';

export type PlanTier = 'budget' | 'premium';
export type ModType = 'mods' | 'plugins';
export type ModLoader = 'forge' | 'fabric' | 'quilt' | 'neoforge' | 'paper' | 'spigot' | 'bukkit';
export type ModReleaseType = 'release' | 'beta' | 'alpha';

/** What `Sandbox.editCatalogueEntry` may rewrite: the texts an author controls, and their page's URL. */
export type CatalogueEntryChanges = {
  name?: string;
  summary?: string;
  websiteUrl?: string;
  /** Every file's display and file name. */
  fileName?: string;
};

/** A release to publish (`Sandbox.publishModFile`): what a test names; the rest follows the catalogue. */
export type NewModFile = {
  id: string;
  versionNumber: string;
  gameVersions: string[];
  loaders: ModLoader[];
  releaseType?: ModReleaseType;
  /** Default: now. */
  publishedAt?: string;
};

export type AddonSelection = { addon: string; selected: boolean };

export type ServerLimits = {
  cpuPercent: number;
  memoryGb: number;
  diskGb: number;
  databases: number;
  backups: number;
};

export type InstalledMod = {
  provider: string;
  modId: string;
  fileId: string;
  type: ModType;
  name: string;
  fileName: string;
  installedAt: string;
};

/** A server as GET /servers/:id shows it. */
export type Server = {
  id: string;
  name: string;
  /** Kept exactly as set, any case: the seed has a lowercase `installing` on purpose. */
  status: string;
  ramGb: number;
  diskGb: number;
  game: string;
  gameType: string;
  gameVersion: string;
  planTier: PlanTier;
  addons: AddonSelection[];
  externalReference?: string;
  createdAt: string;
  version: number;
  limits: ServerLimits;
  installedMods: InstalledMod[];
  /**
   * Unshown in the spec (docs/hosting-api.md), as a panel-backed API sends them: clients must render them for
   * people.
   */
  node: string;
  allocation: { ip: string; port: number };
  suspended: boolean;
  updatedAt: string;
  _links: { self: string };
};

/**
 * What a test may set when adding a server directly. Limits are left out because they follow from the
 * plan and size (and would go stale on a resize); `diskUsedGb` sets the usage that PATCH diskGb checks.
 */
export type NewServer = Partial<
  Omit<Server, 'limits' | 'allocation' | 'suspended' | 'updatedAt' | '_links'>
> & { name: string; diskUsedGb?: number };

export type SandboxShapes = {
  /** `data: Server[]` vs `data: { servers: Server[] }`. */
  serverList: 'array' | 'object';
  resetHeader: 'epoch-seconds' | 'epoch-ms' | 'delta-seconds' | 'http-date';
  activityOrder: 'newest-first' | 'oldest-first';
  /**
   * classic `{id, action, actor, description, createdAt}`;
   * alternate `{event, user: {name}, message, timestamp}`, no id.
   */
  activityFields: 'classic' | 'alternate';
  /**
   * How the log spells its actions: dotted `server.status_changed` or SCREAMING_SNAKE
   * `SERVER_STATUS_CHANGED`.
   */
  activityActions: 'dotted' | 'screaming-snake';
  /**
   * What create and update answer (the spec shows neither): the whole server record, or brief `{id, status}`
   * and `{id, version, updated}`.
   */
  writeAnswers: 'record' | 'brief';
  resourceFields: 'classic' | 'alternate';
  /** provider: CurseForge-like or Modrinth-like objects per provider; normalized: one common shape. */
  modResults: 'provider' | 'normalized';
};

/**
 * How a running server's usage moves: `idle` barely, `steady` in gentle waves, `busy` with CPU high for 6
 * minutes of every 10, `filling` with a disk rising past 90 % within 10 minutes, then cleaned up.
 */
export type UsageProfile = 'idle' | 'steady' | 'busy' | 'filling';

/** Usage a test sets explicitly, in percent of the server's limits; an absent figure stays simulated. */
export type UsageOverride = { cpuPercent?: number; memoryPercent?: number; diskPercent?: number };

export type RateLimitSetting = { limit: number; windowMs: number } | false;

export type SandboxOptions = {
  /** 0 (default) picks a free port; the host is always 127.0.0.1. */
  port?: number;
  /** Default: `rsk_sandbox_alpha` and `rsk_sandbox_beta`, each with a 64 GB RAM limit. */
  resellers?: { apiKey: string; ramLimitGb?: number }[];
  /** How long a created server stays PROVISIONING; default 5000. */
  provisioningMs?: number;
  /** Default `{ limit: 600, windowMs: 60_000 }`. */
  rateLimit?: RateLimitSetting;
  /** Servers in total (all resellers) before POST /servers answers 503; default 1000. */
  capacity?: number;
  /** Added to every response; default 0. */
  latencyMs?: number;
  shapes?: Partial<SandboxShapes>;
  /**
   * How every answer spells what the spec does not show (src/sandbox/dialects.ts); default `classic`. A
   * dialect other than classic answers in its own shapes, whatever `shapes` says (the reset header aside).
   */
  dialect?: DialectName;
  /** Default true: a running premium, a running budget, a suspended and an installing server per reseller. */
  seed?: boolean;
  /** Seeds who plays on the game responders: the same seed, the same players at the same time; default 1. */
  gameSeed?: number;
};

export type Fault = {
  method?: string;
  /** Matched against the path after /api/v1, without the query: a string exactly, a RegExp by test. */
  path?: string | RegExp;
  /** How many matching requests the fault applies to; default 1. */
  times?: number;
  /** With `status` (or `reset`) the request is answered by the fault and never executed. */
  status?: number;
  /**
   * Raw body sent with `status`; Content-Type defaults to text/html when it starts with `<`, else
   * application/json.
   */
  body?: string;
  headers?: Record<string, string>;
  /**
   * With `status`: after `body` (default `{"data":[]}`), this many bytes of JSON whitespace more, streamed in
   * 64 KiB chunks without a Content-Length, as a runaway answer arrives; stops when the client hangs up.
   */
  streamBytes?: number;
  delayMs?: number;
  /** Destroy the socket without answering. */
  reset?: boolean;
};

export type RecordedRequest = {
  method: string;
  /** The path after /api/v1, without the query. */
  path: string;
  query: Record<string, string>;
  idempotencyKey?: string;
  /** 0 when the connection was reset by a fault. */
  status: number;
  /** Arrival time, epoch milliseconds. */
  at: number;
};

export interface Sandbox {
  /** `http://127.0.0.1:PORT/api/v1` */
  readonly url: string;
  readonly apiKeys: string[];
  inject(fault: Fault): void;
  clearFaults(): void;
  setShapes(shapes: Partial<SandboxShapes>): void;
  /** The dialect answers are spelled in. */
  readonly dialect: DialectName;
  setDialect(name: DialectName): void;
  setRateLimit(rateLimit: RateLimitSetting): void;
  setLatency(ms: number): void;
  readonly requests: readonly RecordedRequest[];
  /** How many times requests with this Idempotency-Key actually executed (replays do not count). */
  executions(idempotencyKey: string): number;
  /** Adds a server as is, bypassing the RAM rules and capacity; no provisioning timer is started. */
  addServer(apiKey: string, server: NewServer): Server;
  setStatus(id: string, status: string): void;
  /**
   * Ends provisioning now; the default outcome follows the name rule. Does nothing once provisioning is
   * over.
   */
  completeProvisioning(id: string, outcome?: 'ready' | 'failed'): void;
  removeServer(id: string): void;
  /** Appends an activity entry, at `at` (epoch ms) when given, else now. */
  addActivity(
    id: string,
    entry?: { action?: string; actor?: string; description?: string; at?: number },
  ): void;
  server(id: string): Server | undefined;
  /** How the server's usage moves from now on; the default follows from its id. */
  setUsageProfile(id: string, profile: UsageProfile): void;
  /** Pins figures, in percent of the server's limits, until called again; `undefined` unpins them all. */
  setUsage(id: string, usage: UsageOverride | undefined): void;
  /** Publishes a newer release of a catalogue mod (listed first, published now unless told). */
  publishModFile(provider: string, modId: string, release: NewModFile): void;
  /** Rewrites what a catalogue mod says of itself, as a hostile or careless author could. */
  editCatalogueEntry(provider: string, modId: string, changes: CatalogueEntryChanges): void;
  /** The server's game responder (Minecraft Java or Source games), to change how it answers. */
  game(id: string): GameResponderControl | undefined;
  /**
   * Resolves once every game responder started so far listens (and the records show its port), and every
   * one of a removed server stopped listening.
   */
  gamesReady(): Promise<void>;
  close(): Promise<void>;
}
