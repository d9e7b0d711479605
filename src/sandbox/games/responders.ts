import type { GameBehaviour, GameKind, PlayerList, Responder } from './behaviour.js';
import { GameServerSettings } from './behaviour.js';
import { startMinecraftResponder } from './minecraft.js';
import type { Roster } from './players.js';
import { startSourceResponder } from './source.js';

/** Every game responder listens here: the sandbox hands out no other address. */
export const gameHost = '127.0.0.1';

/** What a test can change about one sandbox game server while it runs. */
export type GameResponderControl = {
  readonly kind: GameKind;
  /** The loopback port it answers on (shown in the record from the moment the server is added). */
  readonly port: number | undefined;
  /** Queries received so far (Minecraft status requests, Source A2S_INFO requests). */
  readonly queries: number;
  /** Bytes a `flood` wrote before its reader hung up. */
  readonly flooded: number;
  setBehaviour(behaviour: GameBehaviour): void;
  /** Minecraft's message of the day or Source's server name; a Buffer goes out byte for byte. */
  setMotd(motd: string | Buffer): void;
  setVersion(version: string): void;
  /** Sends the player list, withholds it (Source: no A2S_PLAYER reply; Minecraft: no sample) or breaks it. */
  setPlayerList(list: PlayerList): void;
  /** Delays every reply by this many milliseconds. */
  setDelay(ms: number): void;
  /** Drops every n-th request received without a reply (0: none). */
  setDropEvery(every: number): void;
  /** Pins the players; undefined lets them come and go again. */
  setPlayers(roster: { names: string[]; online?: number; max?: number } | undefined): void;
  /** The players a query at this moment would see. */
  players(): Roster;
};

type Entry = { settings: GameServerSettings; responder: Promise<Responder | undefined>; port: number };

/**
 * Responder ports are handed out in order from a random start in this range, below Linux's ephemeral ports,
 * so a record shows its port the moment it is added; a port found taken moves the server to a port taken
 * in order from another random start.
 */
const portRange = { first: 20_000, size: 12_000 };
const bindAttempts = 20;

const randomPort = () => portRange.first + Math.floor(Math.random() * portRange.size);

const sourceGames = new Set(['rust', 'csgo', 'cs2', 'counterstrike2', 'tf2', 'garrysmod', 'gmod', 'source']);
const bedrockFlavours = new Set(['bedrock', 'pocketmine', 'nukkit']);

/** Which responder speaks for a game, if the sandbox has one. */
function responderKind(game: string, gameType: string): GameKind | undefined {
  const name = game.toLowerCase().replace(/[\s_-]+/g, '');
  if (name === 'minecraft' && !bedrockFlavours.has(gameType.toLowerCase())) return 'minecraft';
  return sourceGames.has(name) ? 'source' : undefined;
}

/**
 * The sandbox's game servers: one real loopback responder per server whose game it speaks (Minecraft Java's
 * Server List Ping over TCP, Source A2S over UDP), started when the server is added, stopped when removed.
 */
export class GameResponders {
  private readonly entries = new Map<string, Entry>();
  /** The responders of removed servers until they stopped listening. */
  private readonly stopping = new Set<Promise<void>>();
  private closed = false;
  private nextPort = randomPort();

  constructor(private readonly options: { seed: number; now: () => number }) {}

  /** Starts the server's responder; the record's `gamePort` is set once it listens. */
  open(server: {
    id: string;
    name: string;
    game: string;
    gameType: string;
    gameVersion: string;
    gamePort: number | undefined;
  }): void {
    const kind = responderKind(server.game, server.gameType);
    if (kind === undefined || this.closed || this.entries.has(server.id)) return;
    const settings = new GameServerSettings(kind, server.id, server.name, {
      seed: this.options.seed,
      version: kind === 'minecraft' ? server.gameVersion : '2.0.0.1',
      max: kind === 'minecraft' ? 20 : 32,
    });
    const start = kind === 'minecraft' ? startMinecraftResponder : startSourceResponder;
    const entry: Entry = { settings, responder: Promise.resolve(undefined), port: this.takePort() };
    server.gamePort = entry.port;
    const listen = async (attempt: number): Promise<Responder | undefined> => {
      try {
        return await start(settings, this.options.now, gameHost, entry.port);
      } catch {
        if (attempt >= bindAttempts || this.closed) {
          // No port of its own: the record must not point players (or the bot) at another process's game.
          server.gamePort = undefined;
          return undefined;
        }
        // Taken, most likely within another sandbox's run of ports (tests run several in one machine): the
        // next port would be too, so go on from another random place in the range.
        this.nextPort = randomPort();
        entry.port = this.takePort();
        server.gamePort = entry.port;
        return listen(attempt + 1);
      }
    };
    entry.responder = listen(1);
    this.entries.set(server.id, entry);
  }

  private takePort(): number {
    const port = this.nextPort;
    this.nextPort = port + 1 >= portRange.first + portRange.size ? portRange.first : port + 1;
    return port;
  }

  drop(id: string): void {
    const entry = this.entries.get(id);
    this.entries.delete(id);
    if (entry === undefined) return;
    const stopped = entry.responder.then((responder) => responder?.close());
    this.stopping.add(stopped);
    void stopped.finally(() => this.stopping.delete(stopped));
  }

  control(id: string): GameResponderControl | undefined {
    const entry = this.entries.get(id);
    if (entry === undefined) return undefined;
    const { settings } = entry;
    return {
      kind: settings.kind,
      get port() {
        return entry.port;
      },
      get queries() {
        return settings.queries;
      },
      get flooded() {
        return settings.flooded;
      },
      setBehaviour: (behaviour) => {
        settings.behaviour = behaviour;
      },
      setMotd: (motd) => {
        settings.motd = motd;
      },
      setVersion: (version) => {
        settings.version = version;
      },
      setPlayerList: (list) => {
        settings.playerList = list;
      },
      setDelay: (ms) => {
        settings.delayMs = ms;
      },
      setDropEvery: (every) => {
        settings.dropEvery = every;
      },
      setPlayers: (roster) => settings.players.pin(roster),
      players: () => settings.players.at(this.options.now()),
    };
  }

  /** Resolves once every responder started so far listens, and every one removed so far stopped. */
  async ready(): Promise<void> {
    await Promise.all([...[...this.entries.values()].map((entry) => entry.responder), ...this.stopping]);
  }

  async close(): Promise<void> {
    this.closed = true;
    const entries = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(entries.map(async (entry) => (await entry.responder)?.close()));
  }
}
