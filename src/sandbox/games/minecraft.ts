import { createServer, type Socket } from 'node:net';
import type { GameServerSettings, Responder } from './behaviour.js';

/** A connection that says nothing for this long is closed, so a silent responder leaves nothing open. */
const idleMs = 10_000;
const hugeBytes = 4 * 1024 * 1024;

function varint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value >>> 0;
  do {
    let byte = rest & 0x7f;
    rest >>>= 7;
    if (rest !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (rest !== 0);
  return Buffer.from(bytes);
}

/** A varint at `offset`, or undefined when the buffer ends first (or it runs past five bytes). */
function readVarint(buffer: Buffer, offset: number): { value: number; next: number } | undefined {
  let value = 0;
  for (let index = 0; index < 5; index += 1) {
    const byte = buffer[offset + index];
    if (byte === undefined) return undefined;
    value |= (byte & 0x7f) << (7 * index);
    if ((byte & 0x80) === 0) return { value, next: offset + index + 1 };
  }
  return undefined;
}

function packet(id: number, body: Buffer): Buffer {
  const payload = Buffer.concat([varint(id), body]);
  return Buffer.concat([varint(payload.length), payload]);
}

function statusJson(settings: GameServerSettings, now: number): Buffer {
  const roster = settings.players.at(now);
  const head = {
    version: { name: settings.version, protocol: 765 },
    players: {
      max: roster.max,
      online: roster.online,
      ...(settings.playerList === 'hidden'
        ? {}
        : {
            sample: roster.names
              .slice(0, 12)
              .map((name, index) => ({ name, id: `00000000-0000-0000-0000-${index}` })),
          }),
    },
  };
  const opening = Buffer.from(`${JSON.stringify(head).slice(0, -1)},"description":`);
  const description =
    typeof settings.motd === 'string'
      ? Buffer.from(JSON.stringify(settings.motd))
      : Buffer.concat([Buffer.from('"'), settings.motd, Buffer.from('"')]);
  return Buffer.concat([opening, description, Buffer.from('}')]);
}

function statusPacket(settings: GameServerSettings, now: number): Buffer {
  const json = statusJson(settings, now);
  return packet(0, Buffer.concat([varint(json.length), json]));
}

function answer(settings: GameServerSettings, now: number): Buffer | undefined {
  switch (settings.behaviour) {
    case 'answer':
      return statusPacket(settings, now);
    case 'garbage':
      return packet(0, Buffer.concat([varint(40), Buffer.from('{"version": <<not json at all>> ]]}}}}}}')]));
    case 'stall': {
      const whole = statusPacket(settings, now);
      return whole.subarray(0, Math.floor(whole.length / 2));
    }
    case 'huge': {
      const json = Buffer.alloc(hugeBytes, 'A');
      return packet(0, Buffer.concat([varint(json.length), json]));
    }
    case 'silent':
    case 'flood':
      return undefined;
  }
}

const floodChunk = Buffer.alloc(64 * 1024, '{');

/** A status reply announced as 256 MiB, then written as fast as the reader takes it, until it hangs up. */
function flood(socket: Socket, settings: GameServerSettings): void {
  const announced = 256 * 1024 * 1024;
  socket.write(Buffer.concat([varint(announced + 6), varint(0), varint(announced)]));
  const more = () => {
    while (!socket.destroyed && socket.writable) {
      settings.flooded += floodChunk.length;
      if (!socket.write(floodChunk)) return void socket.once('drain', more);
    }
  };
  more();
}

/**
 * Minecraft Java's Server List Ping: a handshake (packet 0, next state 1), a status request (packet 0, empty)
 * answered with the status JSON, then an optional ping (packet 1) echoed back.
 */
function serve(socket: Socket, settings: GameServerSettings, now: () => number): void {
  socket.setTimeout(idleMs, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  let pending = Buffer.alloc(0);
  let handshaken = false;
  socket.on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    if (pending.length > 64 * 1024) return socket.destroy();
    for (;;) {
      const length = readVarint(pending, 0);
      if (length === undefined || pending.length < length.next + length.value) return;
      const body = pending.subarray(length.next, length.next + length.value);
      pending = pending.subarray(length.next + length.value);
      const id = readVarint(body, 0)?.value;
      if (id === 0 && !handshaken) handshaken = true;
      else if (id === 0) {
        settings.queries += 1;
        if (settings.dropsNext()) continue;
        if (settings.behaviour === 'flood') return flood(socket, settings);
        const reply = answer(settings, now());
        if (reply !== undefined) settings.later(() => !socket.destroyed && socket.write(reply));
      } else if (id === 1 && settings.behaviour === 'answer') {
        const pong = packet(1, body.subarray(1));
        settings.later(() => !socket.destroyed && socket.end(pong));
      } else return socket.destroy();
    }
  });
}

export function startMinecraftResponder(
  settings: GameServerSettings,
  now: () => number,
  host: string,
  port = 0,
): Promise<Responder> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, settings, now);
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({ port: typeof address === 'object' && address !== null ? address.port : 0, close });
    });
  });
}
