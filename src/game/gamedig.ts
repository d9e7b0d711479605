import {
  type AttemptOptions,
  GameDig,
  games as gamedigGames,
  type ProtocolCore,
  protocols,
  type QueryResult,
  type QueryState,
} from 'gamedig';
import { type ClientRequest, request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';

export type RawAnswer = QueryResult;

export type AskOptions = {
  type: string;
  /** The vetted IP address: gamedig resolves nothing itself, so no second lookup can answer otherwise. */
  host: string;
  port: number;
  /** Ask this port only; otherwise gamedig also tries the game's query-port offsets first. */
  givenPortOnly: boolean;
  /** What one attempt may cost in all (gamedig's `attemptTimeout`). */
  attemptTimeoutMs: number;
  /** What one request of the attempt may wait for its reply (gamedig's `socketTimeout`): a share of it. */
  socketTimeoutMs: number;
};

/** What every protocol run is held to, whatever the server says. */
export type GamedigGuard = {
  /** The gamedig protocols that may run at all (src/game/protocols.ts's allow-list, HTTP ones if enabled). */
  allowed: (protocol: string) => boolean;
  /** Bytes one attempt may receive in all: past it the attempt fails, and its socket is closed. */
  maxReplyBytes: number;
};

/** gamedig's games by id: the protocol each speaks, so a game the API names so needs no entry of ours. */
export function gamedigProtocolOf(id: string): string | undefined {
  return Object.hasOwn(gamedigGames, id) ? gamedigGames[id]?.options.protocol : undefined;
}

/**
 * The gamedig protocols that speak HTTP (through got): read from their code, every class up to Core, so a
 * gamedig upgrade that adds one is known without a list of ours to keep.
 */
export const httpProtocols: ReadonlySet<string> = new Set(
  Object.entries(protocols)
    .filter(([, Protocol]) => {
      let source = '';
      let level: unknown = Protocol;
      while (typeof level === 'function' && level.name !== 'Core') {
        source += level.toString();
        level = Object.getPrototypeOf(level);
      }
      return source.includes('this.request(');
    })
    .map(([name]) => name),
);

/** The error an attempt ends with when the game sends more than the cap: the game counts as garbage. */
class OversizedReply extends Error {
  constructor(limit: number) {
    super(`Oversized reply: more than ${limit} bytes`);
  }
}

/**
 * Holds one protocol run to the guard: every TCP reply buffer and every UDP packet counted against the byte
 * cap (gamedig buffers a reply until its timeout otherwise: an endless Minecraft status stream grew RSS by
 * tens of MB a query); HTTP without redirects (got follows them by default) and cut off at the cap.
 */
function guardCore(core: ProtocolCore, maxReplyBytes: number): void {
  let received = 0;
  const count = (bytes: number) => {
    received += bytes;
    if (received > maxReplyBytes) throw new OversizedReply(maxReplyBytes);
  };
  const tcpSend = core.tcpSend.bind(core);
  core.tcpSend = (socket, buffer, ondata) => {
    let seen = 0;
    return tcpSend(socket, buffer, (all) => {
      // gamedig hands over everything received so far on this request: count only what is new.
      count(all.length - seen);
      seen = all.length;
      return ondata(all);
    });
  };
  const udpSend = core.udpSend.bind(core);
  core.udpSend = (buffer, onPacket, onTimeout) =>
    udpSend(
      buffer,
      onPacket &&
        ((packet) => {
          count(packet.length);
          return onPacket(packet);
        }),
      onTimeout,
    );
  const request = core.request.bind(core);
  core.request = (params) =>
    request({ ...params, followRedirect: false, request: cappedHttpRequest(maxReplyBytes) });
}

/**
 * got's `request` option (got takes no per-call `handlers`, only got.extend does): Node's own request, each
 * byte its socket receives counted against the cap, the request destroyed past it rather than buffered.
 */
function cappedHttpRequest(maxReplyBytes: number) {
  return (url: URL, options: RequestOptions): ClientRequest => {
    const sent = url.protocol === 'https:' ? httpsRequest(url, options) : httpRequest(url, options);
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxReplyBytes) sent.destroy(new OversizedReply(maxReplyBytes));
    };
    sent.on('socket', (socket) => {
      socket.on('data', count);
      // A kept-alive socket serves other requests after this one: they are not this one's bytes.
      sent.once('close', () => socket.off('data', count));
    });
    return sent;
  };
}

/** What a Source server said in its info reply, as an answer with no player list. */
function infoOnly(state: QueryState, core: ProtocolCore): RawAnswer {
  return {
    name: typeof state.name === 'string' ? state.name.trim() : state.name,
    map: state.map,
    numplayers: state.numplayers,
    maxplayers: state.maxplayers,
    players: [],
    version: state.version === undefined ? undefined : String(state.version),
    ping: core.shortestRTT,
    raw: state.raw,
  };
}

/**
 * One gamedig runner, held to a guard: its query runner's attempt is replaced by ours, which refuses a
 * protocol off the allow-list before it sends anything, guards the run (guardCore), and keeps a Source
 * server's info reply when what follows it (the player list, which many servers never answer) fails the
 * attempt: the game answered, and its counts come from that reply. It owns one UDP socket for every UDP
 * protocol (unref'd, opened on first use), which close() releases.
 */
export class GamedigClient {
  private readonly runner = new GameDig();
  private readonly udpSocket: unknown;

  constructor(guard: GamedigGuard) {
    const queryRunner: unknown = Reflect.get(this.runner, 'queryRunner');
    if (typeof queryRunner !== 'object' || queryRunner === null)
      throw new Error('gamedig has no query runner to guard');
    this.udpSocket = Reflect.get(queryRunner, 'udpSocket');
    Reflect.set(queryRunner, '_attempt', (options: AttemptOptions) => this.attempt(options, guard));
  }

  private async attempt(options: AttemptOptions, guard: GamedigGuard): Promise<RawAnswer> {
    const Protocol = Object.hasOwn(protocols, options.protocol) ? protocols[options.protocol] : undefined;
    if (Protocol === undefined || !guard.allowed(options.protocol))
      throw new Error(`Protocol not allowed: ${options.protocol}`);
    const core = new Protocol();
    core.options = options;
    core.udpSocket = this.udpSocket;
    guardCore(core, guard.maxReplyBytes);
    let info: QueryState | undefined;
    const queryInfo = core.queryInfo?.bind(core);
    if (queryInfo !== undefined)
      core.queryInfo = async (state) => {
        await queryInfo(state);
        info = state;
      };
    try {
      return await core.runOnceSafe();
    } catch (error) {
      if (info !== undefined && !(error instanceof OversizedReply)) return infoOnly(info, core);
      throw error;
    }
  }

  ask(options: AskOptions): Promise<RawAnswer> {
    return this.runner.query({
      type: options.type,
      host: options.host,
      port: options.port,
      givenPortOnly: options.givenPortOnly,
      socketTimeout: options.socketTimeoutMs,
      attemptTimeout: options.attemptTimeoutMs,
      // A second attempt when the first lost a packet; the silence rule (src/status/game-answers.ts) does
      // the rest.
      maxRetries: 2,
      // gamedig keys its port cache without the host, so one server's port could be tried for another.
      portCache: false,
    });
  }

  close(): void {
    const socket =
      typeof this.udpSocket === 'object' && this.udpSocket !== null
        ? Reflect.get(this.udpSocket, 'socket')
        : undefined;
    if (typeof socket === 'object' && socket !== null && typeof Reflect.get(socket, 'close') === 'function')
      (Reflect.get(socket, 'close') as () => void).call(socket);
  }
}
