import { GameServerSettings } from '../../src/sandbox/games/behaviour.js';
import { startMinecraftResponder } from '../../src/sandbox/games/minecraft.js';
import { startSourceResponder } from '../../src/sandbox/games/source.js';

/**
 * The game-query bench's responders, in a process of their own so the bench measures the engine alone:
 * COUNT Minecraft Java and COUNT Source responders on 127.0.0.1, a tenth as many of each that never
 * answer, and four Minecraft ones that stream a status reply without end. Prints their ports as one JSON line, then serves until stdin closes.
 */
const count = Number(process.env.COUNT ?? '250');
const now = () => Date.now();

function settings(kind: 'minecraft' | 'source', index: number): GameServerSettings {
  return new GameServerSettings(kind, `bench_${kind}_${index}`, `Bench ${index}`, {
    seed: 1,
    version: '1.21.1',
    max: 50,
  });
}

const minecraft = await Promise.all(
  Array.from({ length: count }, (_, index) =>
    startMinecraftResponder(settings('minecraft', index), now, '127.0.0.1'),
  ),
);
const source = await Promise.all(
  Array.from({ length: count }, (_, index) =>
    startSourceResponder(settings('source', index), now, '127.0.0.1'),
  ),
);
const silent = await Promise.all(
  Array.from({ length: Math.max(2, Math.floor(count / 10)) }, (_, index) => {
    const kind = index % 2 === 0 ? 'minecraft' : 'source';
    const quiet = settings(kind, -index);
    quiet.behaviour = 'silent';
    return (kind === 'minecraft' ? startMinecraftResponder : startSourceResponder)(quiet, now, '127.0.0.1');
  }),
);
// Minecraft servers that announce a status reply and stream it without end.
const flood = await Promise.all(
  Array.from({ length: 4 }, (_, index) => {
    const endless = settings('minecraft', 1000 + index);
    endless.behaviour = 'flood';
    return startMinecraftResponder(endless, now, '127.0.0.1');
  }),
);
console.log(
  JSON.stringify({
    minecraft: minecraft.map((r) => r.port),
    source: source.map((r) => r.port),
    silent: silent.map((r) => r.port),
    flood: flood.map((r) => r.port),
  }),
);
process.stdin.resume();
process.stdin.on('end', () => {
  void Promise.all([...minecraft, ...source, ...silent, ...flood].map((responder) => responder.close())).then(
    () => process.exit(0),
  );
});
