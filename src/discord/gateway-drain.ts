import type { Client } from 'discord.js';
import { z } from 'zod';

/** An interaction as the gateway sends it; discord.js parses `d` itself. */
const interactionPacketSchema = z.object({
  op: z.literal(0),
  t: z.literal('INTERACTION_CREATE'),
  s: z.number().nullable().optional(),
  d: z.record(z.string(), z.unknown()),
});

/** The parts of discord.js's gateway (private in its typings) that a closing socket is read through. */
type GatewaySocket = {
  onmessage: unknown;
  on?(event: 'message', listener: (data: Buffer | ArrayBuffer, isBinary: boolean) => void): void;
};
type Gateway = {
  _ws?: { strategy?: { shards?: Map<number, { connection?: GatewaySocket | null }> } };
  shards: Map<number, unknown>;
  handlePacket(packet: unknown, shard: unknown): boolean;
};

/**
 * discord.js stops reading a gateway socket the moment it starts closing it (it drops its message handler
 * before sending the close frame), so an interaction Discord sent before it saw the close is lost unread,
 * and the member sees "the application did not respond". Called right before the gateway is closed, this
 * reads each socket's last frames itself and hands the interactions in them to discord.js, which answers
 * them over REST (still open) like any other.
 */
export function answerInteractionsWhileClosing(client: Client): void {
  const gateway = client.ws as unknown as Gateway;
  for (const [shardId, shard] of gateway._ws?.strategy?.shards ?? []) {
    const socket = shard.connection;
    // The `ws` socket discord.js uses in Node; a runtime's own WebSocket has no `on`, and is left alone.
    socket?.on?.('message', (data, isBinary) => {
      // While discord.js still has its handler, it reads the frame itself.
      if (socket.onmessage !== null || isBinary) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data instanceof ArrayBuffer ? Buffer.from(data).toString() : data.toString());
      } catch {
        return;
      }
      const packet = interactionPacketSchema.safeParse(parsed);
      if (packet.success) gateway.handlePacket(packet.data, gateway.shards.get(shardId));
    });
  }
}
