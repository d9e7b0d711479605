import { PlayerSimulation } from './players.js';

/**
 * How a sandbox game answers: `answer` as a real server; `silent` never answers; `garbage` answers bytes no
 * client can read; `stall` sends part of an answer and nothing more; `huge` answers with a packet far larger
 * than any real one; `flood` (Minecraft) announces a status reply and streams it without end.
 */
export type GameBehaviour = 'answer' | 'silent' | 'garbage' | 'stall' | 'huge' | 'flood';

export type GameKind = 'minecraft' | 'source';

export type PlayerList = 'sent' | 'hidden' | 'broken';

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
  /**
   * The player list: sent; `hidden` as many real servers do (Source never answers A2S_PLAYER, not even with
   * a challenge; Minecraft sends no sample); `broken` (Source) A2S_PLAYER answered with a new challenge every
   * time. Counts stay in the info reply either way.
   */
  playerList: PlayerList = 'sent';
  /** Every reply goes out this late: a game on a far or busy host. */
  delayMs = 0;
  /** Every n-th request received is dropped without a reply, as a lossy path drops it (0: none). */
  dropEvery = 0;
  /** Requests received in all, which `dropEvery` counts. */
  received = 0;
  /** Bytes a `flood` wrote before its reader hung up. */
  flooded = 0;

  /** Whether the request just received is one the lossy path drops. */
  dropsNext(): boolean {
    this.received += 1;
    return this.dropEvery > 0 && this.received % this.dropEvery === 0;
  }

  /** Sends a reply after `delayMs`, at once when there is none. */
  later(send: () => void): void {
    if (this.delayMs > 0) setTimeout(send, this.delayMs).unref();
    else send();
  }

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
