import { createGameQuery } from '../src/game/engine.js';
import { type Ports, startResponders } from './game-query.js';

/**
 * An endless Minecraft status stream (a reply announced as 256 MiB and written as fast as it is read): 40
 * queries, 8 at once, with the reply cap (256 KiB an attempt) and with it lifted (1 GiB), which is how gamedig
 * buffers a reply by itself, until its request timeout (here 500 ms of a 2 s attempt). Reported: the peak of
 * buffer memory (ArrayBuffers) and of RSS above the start, the time per query, the outcome. The lifted run
 * goes first, so the capped one cannot hide in memory the other left. `npm run bench -- game-reply-cap`.
 */
async function floodPass(ports: Ports, maxReplyBytes: number) {
  const servers = Array.from({ length: 40 }, (_, index) => ({
    id: `flood_${index}`,
    game: 'minecraft',
    allocation: { ip: '127.0.0.1', port: ports.flood[index % ports.flood.length] ?? 0 },
  }));
  const engine = createGameQuery({
    enabled: true,
    allowPrivate: true,
    concurrency: 8,
    timeoutMs: 2000,
    maxReplyBytes,
  });
  global.gc?.();
  const before = process.memoryUsage();
  let buffersPeak = before.arrayBuffers;
  let rssPeak = before.rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    buffersPeak = Math.max(buffersPeak, now.arrayBuffers);
    rssPeak = Math.max(rssPeak, now.rss);
  }, 5);
  const started = performance.now();
  const results = await Promise.all(servers.map((server) => engine.query(server)));
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  await engine.close();
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  return {
    'reply cap': maxReplyBytes >= 1024 ** 3 ? 'lifted (1 GiB)' : `${maxReplyBytes / 1024} KiB`,
    queries: servers.length,
    'ms a query (8 at once)': ((wallMs / servers.length) * 8).toFixed(0),
    'buffers at peak, MB above start': mb(buffersPeak - before.arrayBuffers),
    'RSS at peak, MB above start': mb(rssPeak - before.rss),
    outcomes: [
      ...new Set(results.map((result) => (result.state === 'silent' ? result.error : result.state))),
    ].join(', '),
  };
}

export default async function gameReplyCapBench(): Promise<void> {
  const responders = await startResponders(1);
  try {
    const lifted = await floodPass(responders.ports, 1024 ** 3);
    const capped = await floodPass(responders.ports, 256 * 1024);
    console.log('An endless Minecraft status stream');
    console.table([lifted, capped]);
  } finally {
    await responders.stop();
  }
}
