import { lruCache } from '../cache.js';
import { asText, isRecord, type JsonRecord } from '../api/shape.js';
import { type GameAddress, gameAddress } from './address.js';
import type { GamedigClient, RawAnswer } from './gamedig.js';
import {
  allowedProtocols,
  type GamedigCatalogue,
  type GameProtocol,
  needsGamedig,
  protocolFor,
} from './protocols.js';
import { vetHost } from './vetting.js';
import { interactiveReserve, Slots, type Turn } from './slots.js';
import { maxMotdLength, maxNameLength, maxPlayerNames, plainText } from './text.js';
import type {
  GameAnswer,
  GameNotQueried,
  GameQuery,
  GameQueryCallOptions,
  GameQueryOptions,
  GameQueryPriority,
  GameQueryResult,
  GameSilenceReason,
} from './types.js';

type Cached = { target: string; result: GameQueryResult };

type Gamedig = typeof import('./gamedig.js');

type Planned =
  | { settled: GameQueryResult }
  | { protocol: GameProtocol; address: GameAddress; target: string; key: string };

/**
 * Last answers kept by default: well above the servers whose games are watched at scale (a server gone or
 * unwatched would otherwise keep its answer for the life of the process).
 */
const defaultMaxCachedAnswers = 20_000;

/** Why gamedig gave up, read from its error text, which wraps the error of each attempt. */
function silenceReason(error: unknown): GameSilenceReason {
  const text = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  if (/ECONNREFUSED|ECONNRESET|EPIPE|Connection Refused/i.test(text)) return 'refused';
  if (/EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|EADDRNOTAVAIL/.test(text)) return 'unreachable';
  if (/timeout|timed out/i.test(text)) return 'timeout';
  if (/Oversized|JSON|Unexpected|Invalid|out of range|Buffer|Reader|header|Bad|expected/i.test(text))
    return 'garbage';
  return 'error';
}

const finiteCount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

function playerNames(players: unknown): string[] {
  if (!Array.isArray(players)) return [];
  const names: string[] = [];
  for (const player of players) {
    const name = isRecord(player) ? plainText(player.name, maxNameLength) : undefined;
    if (name !== undefined) names.push(name);
    if (names.length >= maxPlayerNames) break;
  }
  return names;
}

/** gamedig's answer, made plain and bounded. Minecraft's raw status carries the MOTD and version itself. */
function toAnswer(raw: RawAnswer, protocol: GameProtocol, checkedAt: number): GameAnswer {
  const status = isRecord(raw.raw) ? raw.raw : {};
  const minecraftVersion = isRecord(status.version) ? status.version.name : undefined;
  const motd = protocol.family === 'minecraft' ? plainText(status.description, maxMotdLength) : undefined;
  const name = protocol.family === 'minecraft' ? undefined : plainText(raw.name, maxMotdLength);
  const version = plainText(
    protocol.family === 'minecraft' ? minecraftVersion : asText(raw.version),
    maxNameLength,
  );
  return {
    state: 'answering',
    checkedAt,
    latencyMs: finiteCount(raw.ping),
    players: {
      online: finiteCount(raw.numplayers),
      max: finiteCount(raw.maxplayers),
      names: playerNames(raw.players),
    },
    ...(version === undefined ? {} : { version }),
    ...(motd === undefined ? {} : { motd }),
    ...(name === undefined ? {} : { name }),
  };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * Each request of an attempt (a TCP connect, a UDP exchange) may wait this share of the attempt for its
 * reply: a Source query is up to four exchanges (challenge, info, challenge, players), so an optional player
 * list that never comes costs a quarter of the attempt, and the info already read stands.
 */
const requestShareOfAttempt = 1 / 4;

/** Bytes one attempt may receive: a real status reply is a few KB, Source's largest split reply under 64. */
const defaultMaxReplyBytes = 256 * 1024;

/** gamedig's `socketTimeout` for an attempt of `attemptMs`. */
export function requestTimeoutMs(attemptMs: number): number {
  return Math.max(50, Math.floor(attemptMs * requestShareOfAttempt));
}

/**
 * The game query engine: asks each server's game through gamedig, at most `concurrency` at once (a query a
 * person waits for goes first, see Slots), each attempt bounded by `timeoutMs` and each request within it by
 * a quarter of that; keeps the latest result per server with its time, and shares a query in flight between
 * every caller asking for the same server. A game is asked only at its allocation's address, after the name
 * resolved to addresses that are all public (unless `allowPrivate`), and only in an allowed protocol; every
 * refusal is a "not queried" result with its reason. It costs no hosting-API budget.
 */
export function createGameQuery(options: GameQueryOptions): GameQuery {
  const now = options.now ?? Date.now;
  const allowHttp = options.allowHttp ?? false;
  // gamedig and what it loads (got, xmlrpc, ...: a hundred modules, about 0.4 s of CPU) are loaded by the
  // first query that needs them, once: a start, and an engine switched off, never pay for them.
  let gamedig: Gamedig | undefined;
  let loadingGamedig: Promise<Gamedig> | undefined;
  const loadGamedig = () =>
    (loadingGamedig ??= import('./gamedig.js').then((loaded) => {
      gamedig = loaded;
      return loaded;
    }));
  let client: Promise<GamedigClient> | undefined;
  const gamedigClient = () =>
    (client ??= loadGamedig().then(
      ({ GamedigClient, httpProtocols }) =>
        new GamedigClient({
          allowed: (protocol) => allowedProtocols.has(protocol) || (allowHttp && httpProtocols.has(protocol)),
          maxReplyBytes: options.maxReplyBytes ?? defaultMaxReplyBytes,
        }),
    ));
  const concurrency = Math.max(1, options.concurrency);
  const slots = new Slots(concurrency, interactiveReserve(concurrency));
  const cache = lruCache<string, Cached>(options.maxCachedAnswers ?? defaultMaxCachedAnswers);
  const inFlight = new Map<
    string,
    { target: string; raise: () => void; promise: Promise<GameQueryResult> }
  >();
  let closed = false;

  function notQueried(reason: GameNotQueried['reason']): GameNotQueried {
    return { state: 'not-queried', reason };
  }

  function ask(protocol: GameProtocol, address: GameAddress, vetted: string, lane: GameQueryPriority) {
    const { turn, ready } = slots.take(lane);
    const promise = ready.then(async (): Promise<GameQueryResult> => {
      const started = performance.now();
      let result: GameQueryResult;
      try {
        const raw = await (await gamedigClient()).ask({
          ...protocol,
          host: vetted,
          port: address.port,
          attemptTimeoutMs: options.timeoutMs,
          socketTimeoutMs: requestTimeoutMs(options.timeoutMs),
        });
        result = toAnswer(raw, protocol, now());
      } catch (error) {
        result = { state: 'silent', checkedAt: now(), error: silenceReason(error) };
      } finally {
        slots.release(turn);
      }
      const outcome = result.state === 'silent' ? result.error : 'answering';
      options.metrics?.gameQuery(outcome, (performance.now() - started) / 1000);
      return result;
    });
    return { turn, promise };
  }

  /**
   * The target to ask, or the answer that needs no asking: a refusal, or a cached result fresh enough;
   * `needsGamedig` for a game only gamedig's catalogue can place, when it is not given.
   */
  function plan(server: JsonRecord, maxAgeMs: number, catalogue: GamedigCatalogue): Planned;
  function plan(
    server: JsonRecord,
    maxAgeMs: number,
    catalogue: GamedigCatalogue | undefined,
  ): Planned | typeof needsGamedig;
  function plan(
    server: JsonRecord,
    maxAgeMs: number,
    catalogue: GamedigCatalogue | undefined,
  ): Planned | typeof needsGamedig {
    if (!options.enabled || closed) return { settled: notQueried('disabled') };
    const protocol = protocolFor(server, { allowHttp, gamedig: catalogue });
    if (protocol === needsGamedig) return needsGamedig;
    if (protocol === undefined) return { settled: notQueried('unknown-game') };
    if ('refused' in protocol) return { settled: notQueried(protocol.refused) };
    const address = gameAddress(server);
    if (address === undefined) return { settled: notQueried('no-address') };
    if (options.allowHost !== undefined && !options.allowHost(address.host))
      return { settled: notQueried('host-not-allowed') };
    const target = `${protocol.type}@${address.host}:${address.port}`;
    const key = asText(server.id) ?? target;
    const known = cache.get(key);
    const fresh =
      known !== undefined && 'checkedAt' in known.result && now() - known.result.checkedAt <= maxAgeMs;
    if (maxAgeMs > 0 && known?.target === target && fresh) return { settled: known.result };
    return { protocol, address, target, key };
  }

  async function query(server: JsonRecord, call: GameQueryCallOptions = {}): Promise<GameQueryResult> {
    const maxAgeMs = call.maxAgeMs ?? 0;
    const first = plan(server, maxAgeMs, gamedig);
    // Loading gamedig counts in the wait the caller bounds, as asking the game does.
    const planned =
      first === needsGamedig ? plan(server, maxAgeMs, await abortable(loadGamedig(), call.signal)) : first;
    if ('settled' in planned) return planned.settled;
    const { protocol, address, target, key } = planned;
    const lane = call.priority ?? 'background';
    const running = inFlight.get(key);
    if (running?.target === target) {
      if (lane === 'interactive') running.raise();
      return abortable(running.promise, call.signal);
    }
    // The turn is taken once the address is vetted; a person's call raises it as soon as it exists.
    let turn: Turn | undefined;
    let raised = lane === 'interactive';
    const promise = vetHost(address.host, {
      allowPrivate: options.allowPrivate ?? false,
      resolve: options.resolve,
    }).then(async (vetting): Promise<GameQueryResult> => {
      if ('refused' in vetting) return notQueried(vetting.refused);
      const asked = ask(protocol, address, vetting.address, raised ? 'interactive' : lane);
      turn = asked.turn;
      const result = await asked.promise;
      cache.set(key, { target, result });
      return result;
    });
    const entry = {
      target,
      raise: () => {
        raised = true;
        if (turn !== undefined) slots.raise(turn);
      },
      promise,
    };
    inFlight.set(key, entry);
    void promise.finally(() => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    });
    return abortable(promise, call.signal);
  }

  return {
    query,
    known(server, call = {}) {
      // Before gamedig is loaded, a game only its catalogue places is one only a query can tell.
      const planned = plan(server, call.maxAgeMs ?? 0, gamedig);
      return planned !== needsGamedig && 'settled' in planned ? planned.settled : undefined;
    },
    cached: (serverId) => cache.get(serverId)?.result,
    async close() {
      closed = true;
      await Promise.allSettled([...inFlight.values()].map((entry) => entry.promise));
      (await client)?.close();
      cache.clear();
    },
  };
}
