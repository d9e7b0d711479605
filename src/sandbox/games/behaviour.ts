import { PlayerSimulation } from './players.js';

/**
 * How a sandbox game answers: `answer` as a real server; `silent` never answers; `garbage` answers bytes no
 * client can read; `stall` sends part of an answer and nothing more; `huge` answers with a packet far larger
 * than any real one.
 */
export type GameBehaviour = 'answer' | 'silent' | 'garbage' | 'stall' | 'huge';

export type GameKind = 'minecraft' | 'source';

/** One listening responder: its loopback port, and how to stop it with every connection it holds. */
export type Responder = { port: number; close(): Promise<void> };

/** What a test (or the sandbox's own simulation) sets about one game server. */
export class GameServerSettings {
  behaviour: GameBehaviour = 'answer';
  /** The message of the day (Minecraft) or server name (Source); bytes go out as they are, broken or not. */
  motd: string | Buffer;
  version: string;
  readonly players: PlayerSimulation;
  /** Queries received, so a test can tell the game was (or was not) asked. */
  queries = 0;

  constructor(
    readonly kind: GameKind,
    serverId: string,
    name: string,
    options: { seed: number; version: string; max: number },
  ) {
    this.motd = kind === 'minecraft' ? `§aWelcome to §l${name}§r!` : name;
    this.version = options.version;
    this.players = new PlayerSimulation(options.seed, serverId, options.max);
  }
}
