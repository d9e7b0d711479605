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
  export class GameDig {
    constructor(runnerOptions?: { listenUdpPort?: number });
    query(options: QueryOptions): Promise<QueryResult>;
  }
  export const games: Record<string, { name: string; options: { port?: number; protocol: string } }>;
}
