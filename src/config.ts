import { existsSync } from 'node:fs';
import { z } from 'zod';
import { snowflakeSchema } from './render/limits.js';
import { dialectNames, type DialectName } from './sandbox/dialect-names.js';
import { backendOf } from './store/url.js';

/** Pino's levels plus `silent`; LOG_LEVEL must be one of them. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const logFormats = ['json', 'pretty'] as const;

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** One environment variable as the operator meets it. */
type VariableDescription = {
  /** What it is for: its comment in `.env.example`. */
  about: string;
  /** The value `.env.example` ships (blank: none). */
  example: string;
  /** What a blank or absent one means, as docs/operations.md says it (Markdown). */
  blank: string;
  /** What it must look like, in the words the operator reads when it is wrong (`expected ...`). */
  expected: string;
};

/**
 * Every variable, described once. `.env.example` and the table of docs/operations.md are made from this
 * (`npm run env:docs`), and test/docs/environment.test.ts holds them to it; the schema below validates each.
 */
export const environmentVariables = {
  DISCORD_TOKEN: {
    about: 'Bot token from the Discord developer portal (Bot -> Token). Never logged or shown.',
    example: '',
    blank: 'required',
    expected: 'the bot token from the Discord developer portal',
  },
  OPS_GUILD_ID: {
    about: 'The ops guild: its members with Manage Server act on every server.',
    example: '',
    blank: 'required',
    expected: 'the ops guild id, a Discord snowflake of 17 to 20 digits (below 2^64)',
  },
  HOSTING_API_URL: {
    about:
      'Hosting API base URL ending in /api/v1, or the word sandbox to run the built-in simulator ' +
      'in-process.',
    example: 'sandbox',
    blank: 'required (`.env.example` ships `sandbox`)',
    expected: 'a http(s) URL ending in /api/v1, or the word sandbox',
  },
  HOSTING_API_KEY: {
    about:
      'Reseller API key (starts with rsk_); required unless HOSTING_API_URL=sandbox. Never logged or ' +
      'shown.',
    example: '',
    blank: 'required unless `sandbox`',
    expected: 'the reseller API key, which must start with rsk_ (required unless HOSTING_API_URL=sandbox)',
  },
  SANDBOX_DIALECT: {
    about:
      'With HOSTING_API_URL=sandbox (and for npm run sandbox): how the simulator spells what the API spec ' +
      `leaves unshown: ${dialectNames.join(', ')} (default classic; docs/hosting-api.md).`,
    example: '',
    blank: '`classic`',
    expected: `one of ${dialectNames.join(', ')}`,
  },
  DATABASE_URL: {
    about:
      'Store for links, subscriptions, cursors and confirmations: sqlite://, redis://, rediss://, ' +
      'postgres:// or memory:// (docs/operations.md, Store).',
    example: 'sqlite://data/bot.sqlite',
    blank: '`sqlite://data/bot.sqlite`',
    expected:
      'a store URL: sqlite://data/bot.sqlite, redis://host:6379, rediss://..., postgres://user@host/db or ' +
      'memory://',
  },
  STORE_FAILURE_GRACE_SECONDS: {
    about:
      'Seconds the store may fail to be read or written while the bot runs before it exits non-zero ' +
      '(default 30).',
    example: '30',
    blank: '`30`',
    expected: 'a whole number of seconds, at least 1, the store may fail before the process exits',
  },
  DISCORD_API_URL: {
    about:
      'Discord REST base override for emulators and Discord-compatible servers, e.g. ' +
      'http://127.0.0.1:3000/api.',
    example: '',
    blank: 'Discord itself',
    expected: 'a http(s) URL of a Discord-compatible REST API, such as http://127.0.0.1:3000/api',
  },
  POLL_INTERVAL_SECONDS: {
    about: 'Base poll period in seconds for alerts (default 30).',
    example: '30',
    blank: '`30`',
    expected: 'a whole number of seconds, at least 1',
  },
  POLLER_BUDGET_SHARE: {
    about: 'Share of the API rate limit the poller may spend, above 0 and at most 1 (default 0.5).',
    example: '0.5',
    blank: '`0.5`',
    expected: 'a fraction of the API rate limit the poller may spend, above 0 and at most 1',
  },
  LOG_LEVEL: {
    about: 'fatal, error, warn, info, debug, trace or silent (default info).',
    example: 'info',
    blank: '`info`',
    expected: `one of ${logLevels.join(', ')}`,
  },
  LOG_FORMAT: {
    about: 'json (default: one object a line, for collectors) or pretty (readable, for a terminal).',
    example: 'json',
    blank: '`json`',
    expected: `one of ${logFormats.join(', ')}`,
  },
  HTTP_PORT: {
    about: 'When set, serves /healthz, /readyz and /metrics on this port (0 picks a free one).',
    example: '',
    blank: 'no HTTP endpoints',
    expected: 'a port number from 0 to 65535 for /healthz, /readyz and /metrics (0 picks a free one)',
  },
  SHARD_COUNT: {
    about:
      'Gateway shards in all, when instances share them: SHARD_IDS=0,1 of SHARD_COUNT=4. Empty: all ' +
      'shards in this process.',
    example: '',
    blank: 'every shard in this process',
    expected: 'the total number of gateway shards, a whole number of at least 1',
  },
  SHARD_IDS: {
    about: 'The shards of SHARD_COUNT this instance runs, e.g. 0,1. Empty: all of them.',
    example: '',
    blank: 'all of `SHARD_COUNT`',
    expected: 'comma-separated shard numbers, each below SHARD_COUNT (which must be set), no duplicates',
  },
  AUDIT_RETENTION_DAYS: {
    about: 'Days the audit trail keeps its records before pruning them (default 90).',
    example: '90',
    blank: '`90`',
    expected: 'a whole number of days to keep audit records, at least 1',
  },
  DELIVERY_MAX_AGE_HOURS: {
    about:
      'Hours a post the bot makes on its own (alerts, notices) is retried through a Discord outage before ' +
      'it is given up loudly (default 24).',
    example: '24',
    blank: '`24`',
    expected: 'how many hours a post is retried before it is given up, a number above 0',
  },
  ALERT_GROUP_WINDOW_SECONDS: {
    about:
      "Seconds after a channel's first status, game or usage change during which the changes of other " +
      'servers join the same post, one post and one ping for an incident (default 30; 0 posts each change ' +
      'alone at once; at most 600).',
    example: '30',
    blank: '`30`',
    expected: 'a whole number of seconds from 0 to 600 during which changes reaching a channel are one post',
  },
  MOD_UPDATE_CHECK_SECONDS: {
    about:
      'Seconds between checks of the mods the bot installed for newer releases (default 21600, 6 h; at ' +
      'least 10).',
    example: '21600',
    blank: '`21600` (6 h)',
    expected: 'a whole number of seconds between update checks of installed mods, at least 10',
  },
  QUOTA_SUBSCRIPTIONS: {
    about:
      'Alert subscriptions a community guild may have (default 25; the ops guild has no quota). Past a ' +
      'quota, the command is refused, naming the limit.',
    example: '25',
    blank: '`25`',
    expected: 'how many alert subscriptions a community guild may have, a whole number of at least 1',
  },
  QUOTA_BOARDS: {
    about: 'Status boards a community guild may have (default 5).',
    example: '5',
    blank: '`5`',
    expected: 'how many status boards a community guild may have, a whole number of at least 1',
  },
  QUOTA_USAGE_WATCHES: {
    about: 'Usage watches a community guild may have (default 10).',
    example: '10',
    blank: '`10`',
    expected: 'how many usage watches a community guild may have, a whole number of at least 1',
  },
  QUOTA_SILENCES: {
    about:
      'Silences of alerts a guild may hold at once, the ops guild too (default 10); a silence frees its ' +
      'slot once it has ended.',
    example: '10',
    blank: '`10`',
    expected: 'how many silences a guild may hold at once, a whole number of at least 1',
  },
  GAME_QUERY_ENABLED: {
    about:
      "Whether the bot asks each server's game itself (players, version, message of the day) (default " +
      'true).',
    example: 'true',
    blank: '`true`',
    expected: "true or false: whether the bot asks each server's game whether it answers",
  },
  GAME_QUERY_INTERVAL_SECONDS: {
    about: 'Seconds between game queries of a watched server (default: POLL_INTERVAL_SECONDS).',
    example: '',
    blank: '`POLL_INTERVAL_SECONDS`',
    expected: 'a whole number of seconds, at least 1, between game queries of a watched server',
  },
  GAME_QUERY_CONCURRENCY: {
    about: 'Game queries in flight at once, 1 to 1000 (default 50).',
    example: '50',
    blank: '`50`',
    expected: 'a whole number from 1 to 1000 of game queries in flight at once',
  },
  GAME_QUERY_TIMEOUT_MS: {
    about:
      'Milliseconds one game query attempt may take, 100 to 10000 (default 4000); each request within it ' +
      '(a connect, an info or player request) waits a quarter of that for its reply, so a player list that ' +
      'never comes leaves the info reply standing.',
    example: '4000',
    blank: '`4000`',
    expected: 'a whole number of milliseconds from 100 to 10000 one game query attempt may take',
  },
  GAME_SILENCE_CHECKS: {
    about:
      "Game checks in a row without an answer before a running server's game is posted as not answering " +
      '(default 3); GAME_SILENCE_SECONDS must have passed too.',
    example: '3',
    blank: '`3`',
    expected: 'a whole number from 2 to 100 of unanswered game checks in a row before "not answering"',
  },
  GAME_SILENCE_SECONDS: {
    about:
      'Seconds a game must stay silent, from its first unanswered check, before "not answering" is posted ' +
      '(default 60).',
    example: '60',
    blank: '`60`',
    expected: 'a whole number of seconds from 10 to 86400 a game must stay silent before "not answering"',
  },
  GAME_QUERY_ALLOW_PRIVATE: {
    about:
      'Whether game queries may reach loopback, private, link-local, CGNAT, metadata and other special ' +
      'addresses (the sandbox and tests); refused by default (default false).',
    example: 'false',
    blank: '`false`',
    expected: 'true or false: whether game queries may reach private and special addresses',
  },
  GAME_QUERY_ALLOW_HTTP: {
    about:
      'Whether games gamedig asks over HTTP may be queried, never following a redirect; only Minecraft ' +
      'Java and Bedrock and Source are asked otherwise (default false).',
    example: 'false',
    blank: '`false`',
    expected: 'true or false: whether games asked over HTTP may be queried',
  },
} as const satisfies Record<string, VariableDescription>;

type Variable = keyof typeof environmentVariables;

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema.optional());
const required = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema);

/** Each variable's schema: one for every variable described above, and none more. */
const environmentShape = {
  DISCORD_TOKEN: required(z.string().min(1)),
  OPS_GUILD_ID: required(snowflakeSchema),
  HOSTING_API_URL: required(
    z
      .string()
      .refine(
        (value) => value === 'sandbox' || (isHttpUrl(value) && /\/api\/v1\/?$/.test(new URL(value).pathname)),
      ),
  ),
  HOSTING_API_KEY: optional(z.string().startsWith('rsk_').min(5)),
  SANDBOX_DIALECT: optional(z.enum(dialectNames)).default('classic'),
  DATABASE_URL: optional(z.string().refine((value) => backendOf(value) !== undefined)).default(
    'sqlite://data/bot.sqlite',
  ),
  DISCORD_API_URL: optional(z.string().refine(isHttpUrl)),
  POLL_INTERVAL_SECONDS: optional(z.coerce.number().int().min(1)).default(30),
  POLLER_BUDGET_SHARE: optional(z.coerce.number().gt(0).max(1)).default(0.5),
  LOG_LEVEL: optional(z.enum(logLevels)).default('info'),
  LOG_FORMAT: optional(z.enum(logFormats)).default('json'),
  AUDIT_RETENTION_DAYS: optional(z.coerce.number().int().min(1)).default(90),
  DELIVERY_MAX_AGE_HOURS: optional(z.coerce.number().gt(0)).default(24),
  STORE_FAILURE_GRACE_SECONDS: optional(z.coerce.number().int().min(1)).default(30),
  ALERT_GROUP_WINDOW_SECONDS: optional(z.coerce.number().int().min(0).max(600)).default(30),
  MOD_UPDATE_CHECK_SECONDS: optional(z.coerce.number().int().min(10)).default(21_600),
  QUOTA_SUBSCRIPTIONS: optional(z.coerce.number().int().min(1)).default(25),
  QUOTA_BOARDS: optional(z.coerce.number().int().min(1)).default(5),
  QUOTA_USAGE_WATCHES: optional(z.coerce.number().int().min(1)).default(10),
  QUOTA_SILENCES: optional(z.coerce.number().int().min(1)).default(10),
  GAME_QUERY_ENABLED: optional(z.enum(['true', 'false']).transform((value) => value === 'true')).default(
    true,
  ),
  GAME_QUERY_INTERVAL_SECONDS: optional(z.coerce.number().int().min(1)),
  GAME_QUERY_CONCURRENCY: optional(z.coerce.number().int().min(1).max(1000)).default(50),
  GAME_QUERY_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(10_000)).default(4000),
  GAME_SILENCE_CHECKS: optional(z.coerce.number().int().min(2).max(100)).default(3),
  GAME_SILENCE_SECONDS: optional(z.coerce.number().int().min(10).max(86_400)).default(60),
  GAME_QUERY_ALLOW_PRIVATE: optional(
    z.enum(['true', 'false']).transform((value) => value === 'true'),
  ).default(false),
  GAME_QUERY_ALLOW_HTTP: optional(z.enum(['true', 'false']).transform((value) => value === 'true')).default(
    false,
  ),
  HTTP_PORT: optional(z.coerce.number().int().min(0).max(65_535)),
  SHARD_COUNT: optional(z.coerce.number().int().min(1)),
  SHARD_IDS: optional(
    z
      .string()
      .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/)
      .transform((list) => list.split(',').map(Number)),
  ),
} satisfies Record<Variable, z.ZodType>;

const environmentSchema = z.object(environmentShape).superRefine((env, context) => {
  const ids = env.SHARD_IDS;
  // Refinements run even when a field failed, so a list that did not parse is left to its own issue.
  if (!Array.isArray(ids)) return;
  const count = env.SHARD_COUNT;
  if (count === undefined || ids.some((id) => id >= count) || new Set(ids).size !== ids.length)
    context.addIssue({ code: 'custom', path: ['SHARD_IDS'], message: 'out of range or repeated' });
});

/** The gateway shards this instance runs; undefined: every shard, in this one process. */
type ShardSelection = { count: number; ids: number[] };

export type Config = {
  discordToken: string;
  opsGuildId: string;
  /** `'sandbox'` starts the built-in simulator in-process. */
  hostingApiUrl: string;
  hostingApiKey: string | undefined;
  /** The simulator's dialect when HOSTING_API_URL=sandbox. */
  sandboxDialect: DialectName;
  databaseUrl: string;
  discordApiUrl: string | undefined;
  pollIntervalSeconds: number;
  pollerBudgetShare: number;
  logLevel: (typeof logLevels)[number];
  logFormat: (typeof logFormats)[number];
  /** Serves /healthz, /readyz and /metrics when set. */
  httpPort: number | undefined;
  shards: ShardSelection | undefined;
  auditRetentionDays: number;
  /** How long a post the bot makes on its own is retried before it is given up. */
  deliveryMaxAgeHours: number;
  /** How long the store may fail while running before the process exits, so a supervisor restarts it. */
  storeFailureGraceSeconds: number;
  /** How often mods the bot installed are checked for newer releases. */
  modUpdateCheckSeconds: number;
  /** ALERT_GROUP_WINDOW_SECONDS: changes reaching one channel within it are one post; 0 groups none. */
  alertGroupWindowSeconds: number;
  /** What each community guild may have; the ops guild has no quota but for silences. */
  quotas: { subscriptions: number; boards: number; usage_watches: number; silences: number };
  /**
   * Game queries: off, how often a watched server's game is asked, how many at once, one attempt's bound,
   * how much silence makes "not answering", and where a query may go.
   */
  gameQuery: {
    enabled: boolean;
    intervalSeconds: number;
    concurrency: number;
    timeoutMs: number;
    silence: { checks: number; seconds: number };
    allowPrivate: boolean;
    allowHttp: boolean;
  };
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/**
 * Validates the environment. Every problem is reported at once, each naming its variable and what it expects;
 * the offending value is never echoed, since it may be a secret.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ConfigResult {
  const parsed = environmentSchema.safeParse(env);
  const invalid = new Set<Variable>((parsed.error?.issues ?? []).map((issue) => issue.path[0] as Variable));
  if (env.HOSTING_API_URL !== 'sandbox' && blankAsMissing(env.HOSTING_API_KEY) === undefined)
    invalid.add('HOSTING_API_KEY');
  if (!parsed.success || invalid.size > 0) {
    const problems = [...invalid].map((name) => {
      const missing = blankAsMissing(env[name]) === undefined;
      const state = missing ? 'is missing' : 'is invalid';
      return `${name} ${state}: expected ${environmentVariables[name].expected}`;
    });
    return { ok: false, problems };
  }
  const env_ = parsed.data;
  return {
    ok: true,
    config: {
      discordToken: env_.DISCORD_TOKEN,
      opsGuildId: env_.OPS_GUILD_ID,
      hostingApiUrl: env_.HOSTING_API_URL.replace(/\/+$/, ''),
      hostingApiKey: env_.HOSTING_API_KEY,
      sandboxDialect: env_.SANDBOX_DIALECT,
      databaseUrl: env_.DATABASE_URL,
      discordApiUrl: env_.DISCORD_API_URL,
      pollIntervalSeconds: env_.POLL_INTERVAL_SECONDS,
      pollerBudgetShare: env_.POLLER_BUDGET_SHARE,
      logLevel: env_.LOG_LEVEL,
      logFormat: env_.LOG_FORMAT,
      httpPort: env_.HTTP_PORT,
      shards: shardSelection(env_.SHARD_COUNT, env_.SHARD_IDS),
      auditRetentionDays: env_.AUDIT_RETENTION_DAYS,
      deliveryMaxAgeHours: env_.DELIVERY_MAX_AGE_HOURS,
      storeFailureGraceSeconds: env_.STORE_FAILURE_GRACE_SECONDS,
      modUpdateCheckSeconds: env_.MOD_UPDATE_CHECK_SECONDS,
      alertGroupWindowSeconds: env_.ALERT_GROUP_WINDOW_SECONDS,
      quotas: {
        subscriptions: env_.QUOTA_SUBSCRIPTIONS,
        boards: env_.QUOTA_BOARDS,
        usage_watches: env_.QUOTA_USAGE_WATCHES,
        silences: env_.QUOTA_SILENCES,
      },
      gameQuery: {
        enabled: env_.GAME_QUERY_ENABLED,
        intervalSeconds: env_.GAME_QUERY_INTERVAL_SECONDS ?? env_.POLL_INTERVAL_SECONDS,
        concurrency: env_.GAME_QUERY_CONCURRENCY,
        timeoutMs: env_.GAME_QUERY_TIMEOUT_MS,
        silence: { checks: env_.GAME_SILENCE_CHECKS, seconds: env_.GAME_SILENCE_SECONDS },
        allowPrivate: env_.GAME_QUERY_ALLOW_PRIVATE,
        allowHttp: env_.GAME_QUERY_ALLOW_HTTP,
      },
    },
  };
}

/** What `npm run api:check` needs: the hosting API alone, no Discord. */
export type HostingApiConfig = Pick<Config, 'hostingApiUrl' | 'hostingApiKey' | 'sandboxDialect'>;

const hostingVariables = ['HOSTING_API_URL', 'HOSTING_API_KEY', 'SANDBOX_DIALECT'] as const;
const hostingSchema = z.object({
  HOSTING_API_URL: environmentShape.HOSTING_API_URL,
  HOSTING_API_KEY: environmentShape.HOSTING_API_KEY,
  SANDBOX_DIALECT: environmentShape.SANDBOX_DIALECT,
});

/** Validates only the hosting API's variables, reporting problems as loadConfig does. */
export function loadHostingApiConfig(
  env: NodeJS.ProcessEnv = process.env,
): { ok: true; config: HostingApiConfig } | { ok: false; problems: string[] } {
  const parsed = hostingSchema.safeParse(env);
  const invalid = new Set<Variable>((parsed.error?.issues ?? []).map((issue) => issue.path[0] as Variable));
  if (env.HOSTING_API_URL !== 'sandbox' && blankAsMissing(env.HOSTING_API_KEY) === undefined)
    invalid.add('HOSTING_API_KEY');
  if (!parsed.success || invalid.size > 0)
    return {
      ok: false,
      problems: hostingVariables
        .filter((name) => invalid.has(name))
        .map(
          (name) =>
            `${name} ${blankAsMissing(env[name]) === undefined ? 'is missing' : 'is invalid'}: ` +
            `expected ${environmentVariables[name].expected}`,
        ),
    };
  return {
    ok: true,
    config: {
      hostingApiUrl: parsed.data.HOSTING_API_URL.replace(/\/+$/, ''),
      hostingApiKey: parsed.data.HOSTING_API_KEY,
      sandboxDialect: parsed.data.SANDBOX_DIALECT,
    },
  };
}

/** SHARD_COUNT alone runs all of its shards here; with SHARD_IDS, only those. */
function shardSelection(count: number | undefined, ids: number[] | undefined): ShardSelection | undefined {
  if (count === undefined) return undefined;
  return { count, ids: ids ?? Array.from({ length: count }, (_, id) => id) };
}

/**
 * Variables discord.js's Client reads from process.env by itself when its shard options are left at their
 * defaults: a blank `SHARD_COUNT=` (as .env.example ships it) becomes 0 there and fails the login.
 */
const readBehindTheConfig = ['SHARD_COUNT', 'SHARDS'] as const;

/**
 * The environment for loadConfig: the process's, plus `.env` in the working directory when there is one.
 * The variables discord.js would read on its own are then taken out of process.env, so what reaches the
 * Client is only what the config validated.
 */
export function takeEnvironment(): NodeJS.ProcessEnv {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const environment = { ...process.env };
  for (const name of readBehindTheConfig) delete process.env[name];
  return environment;
}
