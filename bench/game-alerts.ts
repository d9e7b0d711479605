import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { GameDig } from 'gamedig';
import { createGameQuery } from '../src/game/engine.js';
import { defaultSilenceRule, type GameAnswers, readGameCheck } from '../src/status/game-answers.js';
import type { FleetGame } from './game-alerts/responders.js';

/**
 * False "not answering" alerts over 1,000 games on loopback (bench/game-alerts/responders.ts): a fifth hide
 * their player list from the second round (after the watch saw them answer in full, so a silence would be
 * news), a tenth lose every third request, and a fiftieth (the control group) go silent for real from the
 * fifth round. The queries are real; the rounds run on a virtual clock 30 s apart (the default
 * poll interval), each round's results read through the watch's own rule (readGameCheck: 3 checks spanning
 * 60 s), so twelve rounds stand for six minutes. A false alert is one for a game that still answers; the
 * control group must each be caught once. Run twice: the engine as it is, and gamedig as main called it
 * (one attempt, its request timeout equal to the attempt, 2 s). `npm run bench -- game-alerts`.
 */
const games = 1_000;
const rounds = 12;
const hideFromRound = 1;
const silenceFromRound = 4;
const roundMs = 30_000;

async function startFleet() {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'game-alerts', 'responders.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, COUNT: String(games) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = (await once(lines, 'line')) as [string];
  return {
    fleet: JSON.parse(line) as FleetGame[],
    async command(name: 'hide' | 'silence') {
      child.stdin.write(`${name}\n`);
      await once(lines, 'line');
    },
    async stop() {
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}

type Ask = (server: Record<string, unknown>) => Promise<boolean>;

/** The engine as the bot runs it (defaults: a 4 s attempt, a quarter of it per request, two attempts). */
function engineAsk(): { ask: Ask; close: () => Promise<void> } {
  const engine = createGameQuery({ enabled: true, allowPrivate: true, concurrency: 50, timeoutMs: 4_000 });
  return {
    ask: async (server) => (await engine.query(server)).state === 'answering',
    close: () => engine.close(),
  };
}

/** gamedig as main called it: its socket timeout equal to the attempt's (2 s), one attempt. */
function mainAsk(): { ask: Ask; close: () => Promise<void> } {
  const runner = new GameDig();
  let running = 0;
  const waiting: Array<() => void> = [];
  const slot = async () => {
    if (running >= 50) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
  };
  return {
    ask: async (server) => {
      await slot();
      const allocation = server.allocation as { ip: string; port: number };
      try {
        await runner.query({
          type: server.game === 'minecraft' ? 'protocol-minecraftvanilla' : 'protocol-valve',
          host: allocation.ip,
          port: allocation.port,
          givenPortOnly: true,
          socketTimeout: 2_000,
          attemptTimeout: 2_000,
          maxRetries: 1,
          portCache: false,
        });
        return true;
      } catch {
        return false;
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    close: async () => {
      const queryRunner = Reflect.get(runner, 'queryRunner') as {
        udpSocket?: { socket?: { close(): void } };
      };
      queryRunner.udpSocket?.socket?.close();
    },
  };
}

async function scenario(label: string, asker: { ask: Ask; close: () => Promise<void> }) {
  const fleet = await startFleet();
  const servers = fleet.fleet.map((game, index) => ({
    id: `fleet_${index}`,
    game: game.game,
    allocation: { ip: '127.0.0.1', port: game.port },
  }));
  const states = new Map<string, GameAnswers>();
  const alerts = { false: 0, true: 0, falseHidden: 0, falseLossy: 0 };
  let unanswered = 0;
  let wallMs = 0;
  try {
    for (let round = 0; round < rounds; round += 1) {
      if (round === hideFromRound) await fleet.command('hide');
      if (round === silenceFromRound) await fleet.command('silence');
      const at = round * roundMs;
      const started = performance.now();
      const answered = await Promise.all(servers.map((server) => asker.ask(server)));
      wallMs += performance.now() - started;
      servers.forEach((server, index) => {
        const game = fleet.fleet[index]!;
        const { next, change } = readGameCheck(
          states.get(server.id),
          answered[index]!,
          at,
          defaultSilenceRule,
        );
        states.set(server.id, next);
        const silentForReal = game.goesSilent && round >= silenceFromRound;
        if (!answered[index] && !silentForReal) unanswered += 1;
        if (change?.event !== 'silent') return;
        if (silentForReal) alerts.true += 1;
        else {
          alerts.false += 1;
          if (game.hidesPlayers) alerts.falseHidden += 1;
          if (game.dropsPackets) alerts.falseLossy += 1;
        }
      });
    }
  } finally {
    await asker.close();
    await fleet.stop();
  }
  const silentGames = fleet.fleet.filter((game) => game.goesSilent).length;
  return {
    engine: label,
    games,
    rounds,
    'answering checks missed': unanswered,
    'false alerts': alerts.false,
    'of them: hidden list': alerts.falseHidden,
    'of them: lossy': alerts.falseLossy,
    'silent games caught': `${alerts.true} of ${silentGames}`,
    'query s per round': (wallMs / 1000 / rounds).toFixed(1),
  };
}

export default async function gameAlertsBench(): Promise<void> {
  const rows = [await scenario('now', engineAsk()), await scenario('main', mainAsk())];
  console.log(
    `False "not answering" alerts: ${games} games (a fifth hide their players from round ${hideFromRound + 1}, a tenth lose every third ` +
      `request, a fiftieth go silent from round ${silenceFromRound + 1}), ${rounds} rounds 30 s apart on a ` +
      'virtual clock, the rule 3 checks over 60 s',
  );
  console.table(rows);
}
