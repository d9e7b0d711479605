import { asText, type JsonRecord } from '../api/shape.js';
import { knownGameIds } from './gamedig.js';

/** How one game is asked: the gamedig type and whether the connect port is the query port itself. */
export type GameProtocol = { type: string; givenPortOnly: boolean; family: 'minecraft' | 'source' | 'other' };

/** Minecraft Java's Server List Ping over TCP alone: gamedig's `minecraft` also waits on two UDP probes. */
const minecraftJava: GameProtocol = {
  type: 'protocol-minecraftvanilla',
  givenPortOnly: true,
  family: 'minecraft',
};
const minecraftBedrock: GameProtocol = { type: 'mbe', givenPortOnly: true, family: 'other' };
/** Source A2S over UDP at the connect port (Rust, most Source servers). */
const sourceQuery: GameProtocol = { type: 'protocol-valve', givenPortOnly: true, family: 'source' };

/** Game names an API may use that gamedig spells otherwise (compared without case, spaces or dashes). */
const aliases: Record<string, GameProtocol> = {
  minecraft: minecraftJava,
  minecraftjava: minecraftJava,
  java: minecraftJava,
  bedrock: minecraftBedrock,
  minecraftbedrock: minecraftBedrock,
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

/**
 * The protocol for a server's `game` (and, for Minecraft, `gameType`): our aliases first, then any gamedig
 * id; undefined for a game nobody knows how to ask, which is "not queried", never an error.
 */
export function protocolFor(server: JsonRecord): GameProtocol | undefined {
  const game = asText(server.game);
  if (game === undefined) return undefined;
  const key = compact(game);
  const known = aliases[key];
  if (known === minecraftJava) {
    const flavour = asText(server.gameType)?.toLowerCase();
    return flavour !== undefined && bedrockFlavours.has(flavour) ? minecraftBedrock : minecraftJava;
  }
  if (known !== undefined) return known;
  const id = game.toLowerCase();
  return knownGameIds.has(id) ? { type: id, givenPortOnly: false, family: 'other' } : undefined;
}
