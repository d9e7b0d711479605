import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGameQuery } from '../src/game/engine.js';
import type { GameQueryResult } from '../src/game/types.js';

/**
 * Game queries at fleet size: 1,000 and 10,000 servers, half Minecraft Java (Server List Ping over TCP) and
 * half Source (A2S over UDP), on loopback responders run in a child process (bench/game-query/responders.ts)
 * so only the engine is measured. A full pass asks every server once; reported: its wall time, CPU per query,
 * added RSS at its peak, peak open sockets, outcomes, and the shortest interval the bot can keep (a pass with
 * a quarter to spare).
 */

const responderPairs = 250;

export type Ports = { minecraft: number[]; source: number[]; silent: number[]; flood: number[] };

export async function startResponders(
  count = responderPairs,
): Promise<{ ports: Ports; stop: () => Promise<void> }> {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'game-query', 'responders.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, COUNT: String(count) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = (await once(lines, 'line')) as [string];
  return {
    ports: JSON.parse(line) as Ports,
    stop: async () => {
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}

/** `silentShare` of the servers point at responders that never answer: each costs the timeout. */
function fleet(size: number, ports: Ports, silentShare: number): Record<string, unknown>[] {
  const silentEvery = silentShare > 0 ? Math.round(1 / silentShare) : 0;
  return Array.from({ length: size }, (_, index) => {
    const silent = silentEvery > 0 && index % silentEvery === silentEvery - 1;
    // The silent ports alternate Minecraft and Source, so the game follows the port's index there.
    const silentIndex = Math.floor(index / silentEvery) % ports.silent.length;
    const minecraft = silent ? silentIndex % 2 === 0 : index % 2 === 0;
    const list = minecraft ? ports.minecraft : ports.source;
    const port = silent ? ports.silent[silentIndex] : list[Math.floor(index / 2) % list.length];
    return {
      id: `srv_${index}`,
      game: minecraft ? 'minecraft' : 'rust',
      gameType: minecraft ? 'paper' : 'vanilla',
      allocation: { ip: '127.0.0.1', port: port ?? 0 },
    };
  });
}

const openSockets = () =>
  process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap' || name === 'UDPWrap').length;

async function pass(size: number, concurrency: number, silentShare: number, ports: Ports) {
  const servers = fleet(size, ports, silentShare);
  const engine = createGameQuery({ enabled: true, allowPrivate: true, concurrency, timeoutMs: 2000 });
  // Warm-up: modules loaded, the UDP socket bound, JIT settled; not measured.
  await Promise.all(servers.slice(0, 100).map((server) => engine.query(server)));
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let socketsPeak = 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    socketsPeak = Math.max(socketsPeak, openSockets());
  }, 20);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const results: GameQueryResult[] = await Promise.all(servers.map((server) => engine.query(server)));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  await engine.close();
  const outcomes: Record<string, number> = {};
  for (const result of results) {
    const key = result.state === 'silent' ? `silent:${result.error}` : result.state;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }
  return {
    servers: size,
    concurrency,
    silentShare,
    passSeconds: Number((wallMs / 1000).toFixed(2)),
    cpuMsPerQuery: Number(((cpu.user + cpu.system) / 1000 / size).toFixed(3)),
    addedRssMb: Number(((rssPeak - rssBefore) / 1024 / 1024).toFixed(1)),
    peakOpenSockets: socketsPeak,
    keepsIntervalSeconds: Math.max(1, Math.ceil((wallMs / 1000) * 1.25)),
    outcomes,
  };
}

export default async function gameQueryBench(): Promise<void> {
  const responders = await startResponders();
  try {
    for (const [size, concurrency, silentShare] of [
      [1000, 50, 0],
      [1000, 50, 0.1],
      [10_000, 50, 0],
      [10_000, 200, 0],
      [10_000, 200, 0.1],
    ] as const) {
      const figures = await pass(size, concurrency, silentShare, responders.ports);
      console.log(JSON.stringify(figures));
    }
  } finally {
    await responders.stop();
  }
}
