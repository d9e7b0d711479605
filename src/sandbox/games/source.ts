import { randomBytes } from 'node:crypto';
import { createSocket, type RemoteInfo } from 'node:dgram';
import type { GameServerSettings, Responder } from './behaviour.js';

const header = Buffer.from([0xff, 0xff, 0xff, 0xff]);
const infoRequest = Buffer.from('TSource Engine Query\0', 'binary');
/** A datagram as large as UDP on loopback carries comfortably: far beyond any real A2S answer. */
const hugeBytes = 60_000;
const appId = 4000;

const text = (value: string | Buffer) =>
  Buffer.concat([typeof value === 'string' ? Buffer.from(value) : value, Buffer.from([0])]);

function info(settings: GameServerSettings, online: number, max: number, port: number): Buffer {
  const appIdBytes = Buffer.alloc(2);
  appIdBytes.writeUInt16LE(appId);
  const portBytes = Buffer.alloc(2);
  portBytes.writeUInt16LE(port);
  const name = settings.behaviour === 'huge' ? Buffer.alloc(hugeBytes, 'A') : settings.motd;
  return Buffer.concat([
    header,
    Buffer.from([0x49, 17]),
    text(name),
    text('procedural_map'),
    text('garrysmod'),
    text('Sandbox'),
    appIdBytes,
    Buffer.from([Math.min(online, 255), Math.min(max, 255), 0, 0x64, 0x6c, 0, 1]),
    text(settings.version),
    // Extra data flag 0x80: the game port follows.
    Buffer.from([0x80]),
    portBytes,
  ]);
}

function players(names: string[]): Buffer {
  const entries = names.slice(0, 255).map((name, index) => {
    const figures = Buffer.alloc(8);
    figures.writeInt32LE(index * 7, 0);
    figures.writeFloatLE(60 * (index + 1), 4);
    return Buffer.concat([Buffer.from([index]), text(name), figures]);
  });
  return Buffer.concat([header, Buffer.from([0x44, entries.length]), ...entries]);
}

/** The first of three parts of a split answer: a client waits for the other two, which never come. */
function stalledSplit(): Buffer {
  const part = Buffer.alloc(12 + 100, 0x20);
  part.writeInt32LE(-2, 0);
  part.writeUInt32LE(0x1234, 4);
  part.writeUInt8(3, 8);
  part.writeUInt8(0, 9);
  part.writeUInt16LE(1248, 10);
  return part;
}

/**
 * Source A2S over UDP, challenge included as real servers have required since 2020: A2S_INFO without the
 * challenge and A2S_PLAYER with -1 are answered with `0x41` and the challenge; with it, the answer follows.
 */
export function startSourceResponder(
  settings: GameServerSettings,
  now: () => number,
  host: string,
  wanted = 0,
): Promise<Responder> {
  const socket = createSocket('udp4');
  let challenge = randomBytes(4);
  while (challenge.readUInt32LE() === 0xffffffff) challenge = randomBytes(4);
  let port = 0;

  function reply(request: Buffer): Buffer | undefined {
    if (request.length < 5 || request.readInt32LE(0) !== -1) return undefined;
    const type = request[4];
    const asked =
      type === 0x54 && request.subarray(4, 4 + infoRequest.length).equals(infoRequest)
        ? request.subarray(4 + infoRequest.length)
        : type === 0x55 || type === 0x56
          ? request.subarray(5, 9)
          : undefined;
    if (asked === undefined) return undefined;
    if (type === 0x54 && asked.length === 0) settings.queries += 1;
    // A frozen game answers nothing at all, not even the challenge; one hiding its players, no A2S_PLAYER.
    if (settings.behaviour === 'silent' || (type === 0x55 && settings.playerList === 'hidden'))
      return undefined;
    if (!asked.equals(challenge)) return Buffer.concat([header, Buffer.from([0x41]), challenge]);
    switch (settings.behaviour) {
      case 'garbage':
        // A well-framed datagram of a type no request expects, then bytes of no protocol at all.
        return Buffer.concat([header, Buffer.from('l\u00ff\u0000garbage\u0007', 'binary'), randomBytes(64)]);
      case 'stall':
        return stalledSplit();
      default: {
        const roster = settings.players.at(now());
        if (type === 0x54) return info(settings, roster.online, roster.max, port);
        // A broken list answers A2S_PLAYER with a new challenge every time: a client gives up on it.
        if (type === 0x55 && settings.playerList === 'broken')
          return Buffer.concat([header, Buffer.from([0x41]), randomBytes(4)]);
        if (type === 0x55) return players(roster.names);
        return Buffer.concat([header, Buffer.from([0x45, 0, 0])]);
      }
    }
  }

  socket.on('message', (request: Buffer, from: RemoteInfo) => {
    if (settings.dropsNext()) return;
    const answer = reply(request);
    if (answer !== undefined)
      settings.later(() => socket.send(answer, from.port, from.address, () => undefined));
  });
  socket.on('error', () => undefined);
  const close = () => new Promise<void>((resolve) => socket.close(() => resolve()));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(wanted, host, () => {
      socket.off('error', reject);
      port = socket.address().port;
      resolve({ port, close });
    });
  });
}
