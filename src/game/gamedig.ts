import { GameDig, type QueryResult, games as gamedigGames } from 'gamedig';

export type RawAnswer = QueryResult;

export type AskOptions = {
  type: string;
  host: string;
  port: number;
  /** Ask this port only; otherwise gamedig also tries the game's query-port offsets first. */
  givenPortOnly: boolean;
  timeoutMs: number;
};

/** The gamedig ids it knows, so a game the API names that way needs no entry of our own. */
export const knownGameIds: ReadonlySet<string> = new Set(Object.keys(gamedigGames));

/**
 * One gamedig runner. It owns one UDP socket for every UDP protocol (unref'd, opened on first use), which
 * close() releases, so nothing is left open once the engine is closed.
 */
export class GamedigClient {
  private readonly runner = new GameDig();

  ask(options: AskOptions): Promise<RawAnswer> {
    return this.runner.query({
      type: options.type,
      host: options.host,
      port: options.port,
      givenPortOnly: options.givenPortOnly,
      socketTimeout: options.timeoutMs,
      attemptTimeout: options.timeoutMs,
      maxRetries: 1,
      // gamedig keys its port cache without the host, so one server's port could be tried for another.
      portCache: false,
    });
  }

  close(): void {
    const socket = udpSocketOf(this.runner);
    socket?.close();
  }
}

/** gamedig's shared UDP socket, reached through its runner: it offers no close of its own. */
function udpSocketOf(runner: GameDig): { close(): void } | undefined {
  const queryRunner: unknown = Reflect.get(runner, 'queryRunner');
  if (typeof queryRunner !== 'object' || queryRunner === null) return undefined;
  const global: unknown = Reflect.get(queryRunner, 'udpSocket');
  if (typeof global !== 'object' || global === null) return undefined;
  const socket: unknown = Reflect.get(global, 'socket');
  if (typeof socket !== 'object' || socket === null || !('close' in socket)) return undefined;
  return typeof socket.close === 'function'
    ? { close: () => (socket.close as () => void).call(socket) }
    : undefined;
}
