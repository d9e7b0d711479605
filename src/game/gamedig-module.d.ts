// gamedig 5 ships no type declarations: these cover the parts src/game/gamedig.ts calls, as 5.3.3 has them.
declare module 'gamedig' {
  export type QueryOptions = {
    type: string;
    host: string;
    port: number;
    givenPortOnly?: boolean;
    socketTimeout?: number;
    attemptTimeout?: number;
    maxRetries?: number;
    portCache?: boolean;
    requestPlayers?: boolean;
  };
  export type QueryPlayer = { name?: unknown; raw?: unknown };
  export type QueryResult = {
    name?: unknown;
    map?: unknown;
    numplayers?: unknown;
    maxplayers?: unknown;
    players?: unknown;
    version?: unknown;
    ping?: unknown;
    raw?: unknown;
  };
  /** One attempt's options as the query runner hands them to a protocol: the query's, with `protocol`. */
  export type AttemptOptions = QueryOptions & { protocol: string; [key: string]: unknown };
  /** What a protocol fills in while it runs: the info query's fields land here before the player list. */
  export type QueryState = QueryResult & { raw: Record<string, unknown> };
  /** A protocol run (one attempt): the parts of gamedig's `Core` the guard wraps. */
  export interface ProtocolCore {
    options: AttemptOptions;
    udpSocket: unknown;
    shortestRTT: number;
    runOnceSafe(): Promise<QueryResult>;
    tcpSend(
      socket: unknown,
      buffer: Buffer | string,
      ondata: (received: Buffer) => unknown,
    ): Promise<unknown>;
    udpSend(
      buffer: Buffer | string,
      onPacket?: (packet: Buffer) => unknown,
      onTimeout?: () => unknown,
    ): Promise<unknown>;
    request(params: Record<string, unknown>): Promise<unknown>;
    /** Source's info query (A2S_INFO), run before its player list. */
    queryInfo?: (state: QueryState) => Promise<void>;
  }
  export class GameDig {
    constructor(runnerOptions?: { listenUdpPort?: number });
    query(options: QueryOptions): Promise<QueryResult>;
  }
  export const games: Record<string, { name: string; options: { port?: number; protocol: string } }>;
  export const protocols: Record<string, new () => ProtocolCore>;
}
