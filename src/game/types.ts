import type { JsonRecord } from '../api/shape.js';
import type { Resolver } from './vetting.js';

/** Who is playing; `names` may be empty (many games give no names, Minecraft only a sample). */
type GamePlayers = { online: number; max: number; names: string[] };

export type GameAnswer = {
  state: 'answering';
  checkedAt: number;
  latencyMs: number;
  players: GamePlayers;
  version?: string;
  /** Raw text with colour codes already stripped, NOT Discord-escaped: the renderer escapes it. */
  motd?: string;
  name?: string;
};

/** Why a game did not answer, as a word a metric label and a log line can carry. */
export type GameSilenceReason = 'timeout' | 'refused' | 'unreachable' | 'garbage' | 'error';

type GameSilence = { state: 'silent'; checkedAt: number; error: GameSilenceReason };

/**
 * Why a game was not asked: nothing to ask (no allocation address, a game nobody knows), switched off, or
 * refused before a packet left (a host the tests' guard refuses, an address in a private or special range,
 * a name that resolves to nothing, a protocol off the allow-list, an HTTP protocol the operator did not
 * enable).
 */
type GameNotQueriedReason =
  | 'no-address'
  | 'unknown-game'
  | 'disabled'
  | 'host-not-allowed'
  | 'private-address'
  | 'unresolvable'
  | 'protocol-not-allowed'
  | 'http-not-enabled';

export type GameNotQueried = { state: 'not-queried'; reason: GameNotQueriedReason };

export type GameQueryResult = GameAnswer | GameSilence | GameNotQueried;

/** A metric label: what one query ended as. */
export type GameQueryOutcome = 'answering' | GameSilenceReason;

/** The port through which the engine reports each query it sent (src/ops/metrics.ts implements it). */
export type GameQueryMetrics = { gameQuery(outcome: GameQueryOutcome, seconds: number): void };

/** Who waits for a query: a person (a command, a button) or the bot's own background work. */
export type GameQueryPriority = 'interactive' | 'background';

export type GameQueryCallOptions = {
  /** A cached result at most this old is returned instead of a fresh query; default 0 (always fresh). */
  maxAgeMs?: number;
  /** Stops this caller's wait; a query already sent still finishes and fills the cache. */
  signal?: AbortSignal;
  /** `interactive` for a query a person waits for: it takes the next free slot first; default background. */
  priority?: GameQueryPriority;
};

export interface GameQuery {
  /** A cached result at most maxAgeMs old, else a fresh query (deduplicated per server while in flight). */
  query(server: JsonRecord, options?: GameQueryCallOptions): Promise<GameQueryResult>;
  /**
   * What `query` would answer without asking the game: why it is not queried, or a cached result at most
   * maxAgeMs old; undefined when only a query can tell.
   */
  known(server: JsonRecord, options?: Pick<GameQueryCallOptions, 'maxAgeMs'>): GameQueryResult | undefined;
  cached(serverId: string): GameQueryResult | undefined;
  close(): Promise<void>;
}

export type GameQueryOptions = {
  enabled: boolean;
  /** Queries in flight at once, across all servers. */
  concurrency: number;
  /** What one attempt may cost before it counts as silent; each request within it gets a quarter. */
  timeoutMs: number;
  /** Whether loopback, private and other special-purpose addresses may be asked (the sandbox, tests). */
  allowPrivate?: boolean;
  /** Whether gamedig's HTTP-based protocols may run (without redirects); default: refused. */
  allowHttp?: boolean;
  /** Bytes one attempt may receive before it fails (default 256 KiB). */
  maxReplyBytes?: number;
  /** How a host name becomes addresses; default the system resolver. */
  resolve?: Resolver;
  metrics?: GameQueryMetrics;
  /** Whether a host may be asked at all; tests allow loopback only. */
  allowHost?: (host: string) => boolean;
  now?: () => number;
  /** Last answers kept, least recently used dropped first (default `defaultMaxCachedAnswers`). */
  maxCachedAnswers?: number;
};
