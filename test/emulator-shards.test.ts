import { GatewayCloseCodes, GatewayDispatchEvents, GatewayIntentBits, GatewayOpcodes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type DiscordEmulator, shardOfGuild, startDiscordEmulator } from './emulator/index.js';

const botToken = 'emulator-shards-token';
// Snowflakes one step of 2^22 apart: the first is on shard 0 of 2, the second on shard 1.
const evenGuildId = '300000000000000000';
const oddGuildId = String(BigInt(evenGuildId) + (1n << 22n));

type Dispatch = { t: string; d: { id?: string; guild_id?: string; shard?: [number, number] } };
type Connection = { socket: WebSocket; dispatches: Dispatch[]; closed: Promise<number> };

let emulator: DiscordEmulator;
const connections: Connection[] = [];

/** A bare gateway client: IDENTIFY with the given shard, then record every dispatch. */
function connect(shard: [number, number]): Connection {
  const socket = new WebSocket(emulator.gatewayUrl);
  const dispatches: Dispatch[] = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as { op: number } & Dispatch;
    if (frame.op === GatewayOpcodes.Hello)
      socket.send(
        JSON.stringify({
          op: GatewayOpcodes.Identify,
          d: { token: botToken, intents: GatewayIntentBits.Guilds, properties: {}, shard },
        }),
      );
    if (frame.op === GatewayOpcodes.Dispatch) dispatches.push(frame);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const connection = { socket, dispatches, closed };
  connections.push(connection);
  return connection;
}

const guildCreates = (connection: Connection) =>
  connection.dispatches.filter((d) => d.t === GatewayDispatchEvents.GuildCreate).map((d) => d.d.id);

beforeAll(async () => {
  emulator = await startDiscordEmulator({
    botToken,
    guilds: [
      { id: evenGuildId, name: 'Even' },
      { id: oddGuildId, name: 'Odd' },
    ],
  });
  const registered = await fetch(`${emulator.apiUrl}/v10/applications/${emulator.applicationId}/commands`, {
    method: 'PUT',
    headers: { authorization: `Bot ${botToken}`, 'content-type': 'application/json' },
    body: JSON.stringify([{ name: 'ping', description: 'Answers pong' }]),
  });
  expect(registered.status).toBe(200);
});

afterAll(async () => {
  for (const { socket } of connections) socket.terminate();
  await emulator.close();
});

describe('the emulator shards guilds as Discord does', () => {
  it('places guilds by (guild_id >> 22) % shard_count', () => {
    expect(shardOfGuild(evenGuildId, 2)).toBe(0);
    expect(shardOfGuild(oddGuildId, 2)).toBe(1);
    expect(shardOfGuild(oddGuildId, 1)).toBe(0);
  });

  it("sends each shard its own READY and only its guilds' GUILD_CREATE and interactions", async () => {
    const even = connect([0, 2]);
    const odd = connect([1, 2]);
    await emulator.waitFor(() => emulator.connectedShards().length === 2);
    await emulator.waitFor(() => guildCreates(even).length === 1 && guildCreates(odd).length === 1);
    expect(guildCreates(even)).toEqual([evenGuildId]);
    expect(guildCreates(odd)).toEqual([oddGuildId]);
    expect(even.dispatches[0]).toMatchObject({ t: 'READY', d: { shard: [0, 2] } });
    expect(odd.dispatches[0]).toMatchObject({ t: 'READY', d: { shard: [1, 2] } });

    emulator.sendChatInput({ guildId: oddGuildId, name: 'ping' });
    emulator.sendChatInput({ guildId: evenGuildId, name: 'ping' });
    const interactions = (connection: Connection) =>
      connection.dispatches
        .filter((d) => d.t === GatewayDispatchEvents.InteractionCreate)
        .map((d) => d.d.guild_id);
    await emulator.waitFor(() => interactions(even).length === 1 && interactions(odd).length === 1);
    expect(interactions(even)).toEqual([evenGuildId]);
    expect(interactions(odd)).toEqual([oddGuildId]);
  });

  it('refuses a second connection claiming a shard already connected', async () => {
    const twin = connect([0, 2]);
    expect(await twin.closed).toBe(GatewayCloseCodes.InvalidShard);
    expect(emulator.connectedShards()).toHaveLength(2);
  });

  it('refuses a shard outside its count', async () => {
    expect(await connect([2, 2]).closed).toBe(GatewayCloseCodes.InvalidShard);
  });
});
