import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamedigClient } from '../../src/game/gamedig.js';

/**
 * An HTTP-based protocol (gamedig's `eco`, asked at `/frontpage`), once an operator enables HTTP games: a
 * redirect is never followed, and a reply past the byte cap is cut off, not buffered.
 */
const frontpage = JSON.stringify({
  Info: { Description: 'Eco Town', OnlinePlayers: 3, TotalPlayers: 10, OnlinePlayersNames: [] },
});

let inside: Server;
let insideHits = 0;
let game: Server;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

let currentMode: 'plain' | 'redirect' | 'endless' = 'plain';
let poured = 0;
let insidePort = 0;
let gamePort = 0;

beforeAll(async () => {
  // What a redirect would reach: a service the game must never make the bot fetch.
  inside = createServer((_request, response) => {
    insideHits += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(frontpage);
  });
  insidePort = await listen(inside);
  game = createServer((request, response) => {
    if (request.url === '/frontpage') {
      if (currentMode === 'redirect')
        response.writeHead(302, { location: `http://127.0.0.1:${insidePort}/frontpage` }).end();
      else if (currentMode === 'endless') {
        response.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(16_384, 0x20);
        const timer = setInterval(() => {
          poured += chunk.length;
          response.write(chunk);
        }, 2);
        response.on('close', () => clearInterval(timer));
      } else response.writeHead(200, { 'content-type': 'application/json' }).end(frontpage);
    } else response.writeHead(404).end();
  });
  gamePort = await listen(game);
});

afterAll(async () => {
  game.closeAllConnections();
  await Promise.all([inside, game].map((server) => new Promise((resolve) => server.close(resolve))));
});

function ask(client: GamedigClient) {
  return client.ask({
    type: 'eco',
    host: '127.0.0.1',
    port: gamePort,
    givenPortOnly: true,
    attemptTimeoutMs: 2_000,
    socketTimeoutMs: 1_500,
  });
}

describe('HTTP game queries, when enabled', () => {
  const client = new GamedigClient({ allowed: () => true, maxReplyBytes: 64 * 1024 });
  afterAll(() => client.close());

  it('reads a game that answers at its own address', async () => {
    currentMode = 'plain';
    await expect(ask(client)).resolves.toMatchObject({ name: 'Eco Town', numplayers: 3 });
  });

  it('never follows a redirect: the game answering 302 is no answer, and the target is never fetched', async () => {
    currentMode = 'redirect';
    insideHits = 0;
    await expect(ask(client)).rejects.toThrow();
    expect(insideHits).toBe(0);
  });

  it('cuts off an endless reply at the byte cap, long before the timeout', async () => {
    currentMode = 'endless';
    poured = 0;
    const started = Date.now();
    await expect(ask(client)).rejects.toThrow();
    // Each of the two attempts stops at the cap; without it each would read on until its 1.5 s timeout.
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(poured).toBeLessThan(4 * 1024 * 1024);
  });
});
