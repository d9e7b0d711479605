import { GameServerSettings } from '../../src/sandbox/games/behaviour.js';
import { startMinecraftResponder } from '../../src/sandbox/games/minecraft.js';
import { startSourceResponder } from '../../src/sandbox/games/source.js';

/**
 * The game-alerts bench's fleet, in a process of its own so the bench measures the bot's side alone: COUNT
 * games on 127.0.0.1, half Minecraft Java and half Source. Every tenth (another one) loses every third
 * request; every fifth hides its player list once a line `hide` arrives on stdin (after the bot saw it
 * answer in full), and every fiftieth, the control group, goes silent for real on a line `silence`. Prints
 * the fleet as one JSON line, then serves until stdin closes; answers each command with a line.
 */
const count = Number(process.env.COUNT ?? '1000');
const now = () => Date.now();

export type FleetGame = {
  port: number;
  game: 'minecraft' | 'rust';
  hidesPlayers: boolean;
  dropsPackets: boolean;
  goesSilent: boolean;
};

const games = await Promise.all(
  Array.from({ length: count }, async (_, index) => {
    const kind = index % 2 === 0 ? 'minecraft' : 'source';
    const settings = new GameServerSettings(kind, `fleet_${index}`, `Fleet ${index}`, {
      seed: 1,
      version: '1.21.1',
      max: 50,
    });
    const hidesPlayers = index % 5 === 0;
    const dropsPackets = index % 10 === 3;
    const goesSilent = index % 50 === 7;
    if (dropsPackets) settings.dropEvery = 3;
    const responder = await (kind === 'minecraft' ? startMinecraftResponder : startSourceResponder)(
      settings,
      now,
      '127.0.0.1',
    );
    const game: FleetGame = {
      port: responder.port,
      game: kind === 'minecraft' ? 'minecraft' : 'rust',
      hidesPlayers,
      dropsPackets,
      goesSilent,
    };
    return { game, settings, responder };
  }),
);
console.log(JSON.stringify(games.map((entry) => entry.game)));

process.stdin.setEncoding('utf8');
process.stdin.on('data', (text: string) => {
  for (const command of text.split('\n').filter((line) => line !== '')) {
    for (const entry of games) {
      if (command === 'hide' && entry.game.hidesPlayers) entry.settings.playerList = 'hidden';
      if (command === 'silence' && entry.game.goesSilent) entry.settings.behaviour = 'silent';
    }
    console.log(command);
  }
});
process.stdin.on('end', () => {
  void Promise.all(games.map((entry) => entry.responder.close())).then(() => process.exit(0));
});
