import { asText, type JsonRecord } from '../api/shape.js';

/**
 * gamedig's own list of games and the protocols of it that speak HTTP (src/game/gamedig.ts): given once the
 * engine has loaded gamedig, which it does on the first query that needs it.
 */
export type GamedigCatalogue = Pick<typeof import('./gamedig.js'), 'gamedigProtocolOf' | 'httpProtocols'>;

/** protocolFor's answer for a game only gamedig's list can place, while gamedig is not loaded. */
export const needsGamedig = 'needs-gamedig';

/**
 * How one game is asked: the gamedig type, whether the connect port is the query port itself, and the
 * gamedig protocol that type runs (what the allow-list judges).
 */
export type GameProtocol = {
  type: string;
  givenPortOnly: boolean;
  family: 'minecraft' | 'source' | 'other';
  protocol: string;
};

/** Minecraft Java's Server List Ping over TCP alone: gamedig's `minecraft` also waits on two UDP probes. */
const minecraftJava: GameProtocol = {
  type: 'protocol-minecraftvanilla',
  givenPortOnly: true,
  family: 'minecraft',
  protocol: 'minecraftvanilla',
};
/** Bedrock's unconnected ping over UDP alone, for the same reason. */
const minecraftBedrock: GameProtocol = {
  type: 'protocol-minecraftbedrock',
  givenPortOnly: true,
  family: 'other',
  protocol: 'minecraftbedrock',
};
/** Source A2S over UDP at the connect port (Rust, most Source servers). */
const sourceQuery: GameProtocol = {
  type: 'protocol-valve',
  givenPortOnly: true,
  family: 'source',
  protocol: 'valve',
};

/**
 * The gamedig protocols a query may speak: Minecraft Java and Bedrock, and Source (which is what the
 * sandbox's responders speak too). gamedig knows some seventy more; each is code the bot would run against
 * bytes from anywhere, so a game whose protocol is not here is not asked at all.
 */
export const allowedProtocols: ReadonlySet<string> = new Set([
  minecraftJava.protocol,
  minecraftBedrock.protocol,
  sourceQuery.protocol,
]);

/** Game names an API may use that gamedig spells otherwise (compared without case, spaces or dashes). */
const aliases: Record<string, GameProtocol> = {
  minecraft: minecraftJava,
  minecraftjava: minecraftJava,
  java: minecraftJava,
  bedrock: minecraftBedrock,
  minecraftbedrock: minecraftBedrock,
  mbe: minecraftBedrock,
  source: sourceQuery,
  valve: sourceQuery,
  rust: sourceQuery,
  cs2: sourceQuery,
  csgo: sourceQuery,
  counterstrike2: sourceQuery,
  tf2: sourceQuery,
  gmod: sourceQuery,
  garrysmod: sourceQuery,
};

/** Minecraft flavours (`gameType`) that are Bedrock servers rather than Java ones. */
const bedrockFlavours = new Set(['bedrock', 'pocketmine', 'nukkit', 'geyser-standalone']);

const compact = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** Why a game with a known protocol is still not asked. */
export type ProtocolRefusal = 'protocol-not-allowed' | 'http-not-enabled';

/**
 * The protocol for a server's `game` (and, for Minecraft, `gameType`): our aliases first, then any gamedig id
 * whose protocol is allowed (with its query-port offsets); a gamedig game over HTTP only when the operator
 * enabled those (`allowHttp`). Undefined for a game nobody knows how to ask; a refusal for one we know but
 * will not ask. Neither is an error: the game is "not queried", and `/server info` says why. Without
 * gamedig's catalogue, a game not among our aliases is `needsGamedig`.
 */
export function protocolFor(
  server: JsonRecord,
  options: { allowHttp?: boolean; gamedig: GamedigCatalogue },
): GameProtocol | { refused: ProtocolRefusal } | undefined;
export function protocolFor(
  server: JsonRecord,
  options: { allowHttp?: boolean; gamedig: GamedigCatalogue | undefined },
): GameProtocol | { refused: ProtocolRefusal } | undefined | typeof needsGamedig;
export function protocolFor(
  server: JsonRecord,
  { allowHttp = false, gamedig }: { allowHttp?: boolean; gamedig: GamedigCatalogue | undefined },
): GameProtocol | { refused: ProtocolRefusal } | undefined | typeof needsGamedig {
  const game = asText(server.game);
  if (game === undefined) return undefined;
  const key = compact(game);
  const known = Object.hasOwn(aliases, key) ? aliases[key] : undefined;
  if (known === minecraftJava) {
    const flavour = asText(server.gameType)?.toLowerCase();
    return flavour !== undefined && bedrockFlavours.has(flavour) ? minecraftBedrock : minecraftJava;
  }
  if (known !== undefined) return known;
  if (gamedig === undefined) return needsGamedig;
  const id = game.toLowerCase();
  const protocol = gamedig.gamedigProtocolOf(id);
  if (protocol === undefined) return undefined;
  const http = gamedig.httpProtocols.has(protocol);
  if (http && !allowHttp) return { refused: 'http-not-enabled' };
  if (!http && !allowedProtocols.has(protocol)) return { refused: 'protocol-not-allowed' };
  return { type: id, givenPortOnly: false, family: protocol === 'valve' ? 'source' : 'other', protocol };
}
