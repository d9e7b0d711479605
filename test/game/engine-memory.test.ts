import { describe, expect, it } from 'vitest';
import { createGameQuery } from '../../src/game/engine.js';

describe("the game query engine's queries in flight", () => {
  it('shares a query while it runs and forgets it once settled, over 10,000 servers', async () => {
    const lookups: string[] = [];
    // Every name resolves to a private address, which is refused: each query settles without a packet sent.
    const engine = createGameQuery({
      enabled: true,
      allowPrivate: false,
      concurrency: 4,
      timeoutMs: 500,
      resolve: async (host) => {
        lookups.push(host);
        return ['10.0.0.1'];
      },
    });
    const servers = Array.from({ length: 10_000 }, (_, index) => ({
      id: `s${index}`,
      game: 'minecraft',
      allocation: { ip: `game${index}.invalid`, port: 25_565 },
    }));
    try {
      // Two callers at once share one query: one lookup per server.
      const first = await Promise.all(
        servers.flatMap((server) => [engine.query(server), engine.query(server)]),
      );
      expect(first.every((result) => result.state === 'not-queried')).toBe(true);
      expect(lookups).toHaveLength(10_000);
      // Settled queries were forgotten: asking again asks anew, not the settled query kept.
      await Promise.all(servers.map((server) => engine.query(server)));
      expect(lookups).toHaveLength(20_000);
    } finally {
      await engine.close();
    }
  });
});
