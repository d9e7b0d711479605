import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { GatewayCloseCodes, GatewayDispatchEvents, GatewayOpcodes } from 'discord.js';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { gatewayFrameSchema, identifySchema } from './payloads.js';
import type { EmulatorState } from './state.js';
import { applicationFlags, wireBotUser, wireGuildCreate } from './wire.js';

/**
 * Short, because discord.js waits a random share of it before its first heartbeat; not shorter, because a
 * client whose heartbeat is not acknowledged within one interval reconnects, and on a loaded machine (the
 * client and the emulator share one event loop) a 1 s interval dropped whole test files' clients mid-run.
 */
const heartbeatIntervalMs = 5_000;

export const gatewayPath = '/gateway';

/** `shard` is `[id, count]` as the client sent it. */
export type IdentifyRecord = { intents: number; shard: [number, number] | undefined; at: number };

/** `[id, count]`: a session without a shard in its IDENTIFY is shard 0 of 1, as on Discord. */
type Shard = [number, number];
type Session = { socket: WebSocket; id: string; sequence: number; shard: Shard | undefined };

/** Discord's rule: a guild belongs to shard `(guild_id >> 22) % shard_count`. */
export function shardOfGuild(guildId: string, shardCount: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

const owns = ([id, count]: Shard, guildId: string) => shardOfGuild(guildId, count) === id;

/**
 * The gateway: HELLO, IDENTIFY, READY, GUILD_CREATE, heartbeats, then the dispatches the emulator sends.
 * Sharded as Discord shards: each session gets only its shard's guilds and their events, and a second
 * session claiming a shard already connected is refused (Discord would feed both; a bot never runs that).
 */
export class Gateway {
  readonly identifies: IdentifyRecord[] = [];
  private readonly server: WebSocketServer;
  private readonly sessions = new Set<Session>();

  constructor(
    httpServer: Server,
    private readonly state: EmulatorState,
    private readonly url: () => string,
  ) {
    this.server = new WebSocketServer({ server: httpServer, path: gatewayPath });
    this.server.on('connection', (socket) => this.open(socket));
  }

  connected(): boolean {
    return this.identified().length > 0;
  }

  /** The shards identified now, as `[id, count]`. */
  connectedShards(): Shard[] {
    return this.identified().map((session) => session.shard!);
  }

  /**
   * Sends a dispatch to the session of the guild's shard, or with no guild to every identified session;
   * returns how many received it.
   */
  dispatch(event: GatewayDispatchEvents, data: object, guildId?: string): number {
    let delivered = 0;
    for (const session of this.identified()) {
      if (guildId !== undefined && !owns(session.shard!, guildId)) continue;
      this.sendDispatch(session, event, data);
      delivered += 1;
    }
    return delivered;
  }

  close(): Promise<void> {
    for (const session of this.sessions) session.socket.terminate();
    this.sessions.clear();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private identified(): Session[] {
    return [...this.sessions].filter(
      (session) => session.shard !== undefined && session.socket.readyState === WebSocket.OPEN,
    );
  }

  private open(socket: WebSocket): void {
    const session: Session = { socket, id: randomUUID(), sequence: 0, shard: undefined };
    this.sessions.add(session);
    socket.on('message', (raw) => this.receive(session, raw));
    socket.on('close', () => this.sessions.delete(session));
    this.send(session, {
      op: GatewayOpcodes.Hello,
      d: { heartbeat_interval: heartbeatIntervalMs },
      s: null,
      t: null,
    });
  }

  private receive(session: Session, raw: RawData): void {
    const frame = gatewayFrameSchema.safeParse(decodeJson(raw.toString()));
    if (!frame.success) {
      session.socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
      return;
    }
    switch (frame.data.op) {
      case GatewayOpcodes.Heartbeat:
        this.send(session, { op: GatewayOpcodes.HeartbeatAck, d: null, s: null, t: null });
        return;
      case GatewayOpcodes.Identify:
        this.identify(session, frame.data.d);
        return;
      case GatewayOpcodes.Resume:
        // Sessions are not kept: the client starts over with a fresh IDENTIFY.
        this.send(session, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
        return;
      default:
        // Presence updates, member requests and the like change nothing here.
        return;
    }
  }

  private identify(session: Session, data: unknown): void {
    const identify = identifySchema.safeParse(data);
    if (!identify.success || identify.data.token !== this.state.identity.token) {
      session.socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    const shard: Shard = identify.data.shard ?? [0, 1];
    const [shardId, shardCount] = shard;
    const taken = this.identified().some(
      (other) => other.shard![0] === shardId && other.shard![1] === shardCount,
    );
    if (shardCount < 1 || shardId < 0 || shardId >= shardCount || taken) {
      session.socket.close(GatewayCloseCodes.InvalidShard, 'Invalid shard.');
      return;
    }
    this.identifies.push({
      intents: identify.data.intents,
      shard: identify.data.shard,
      at: performance.now(),
    });
    session.shard = shard;
    const guilds = [...this.state.guilds.values()].filter((guild) => owns(shard, guild.id));
    this.sendDispatch(session, GatewayDispatchEvents.Ready, {
      v: 10,
      user: wireBotUser(this.state),
      guilds: guilds.map((guild) => ({ id: guild.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.url(),
      shard,
      application: { id: this.state.identity.applicationId, flags: applicationFlags },
    });
    for (const guild of guilds)
      this.sendDispatch(session, GatewayDispatchEvents.GuildCreate, wireGuildCreate(this.state, guild));
  }

  private sendDispatch(session: Session, event: GatewayDispatchEvents, data: object): void {
    session.sequence += 1;
    this.send(session, { op: GatewayOpcodes.Dispatch, d: data, s: session.sequence, t: event });
  }

  private send(
    session: Session,
    frame: { op: GatewayOpcodes; d: unknown; s: number | null; t: string | null },
  ): void {
    if (session.socket.readyState === WebSocket.OPEN) session.socket.send(JSON.stringify(frame));
  }
}

function decodeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
