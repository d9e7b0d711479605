import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGameQuery } from '../../src/game/engine.js';
import { maxMotdLength } from '../../src/game/text.js';
import type { GameQuery } from '../../src/game/types.js';
import type { GameBehaviour } from '../../src/sandbox/index.js';
import { type GameWorld, gameWorld, recordOf } from './support.js';

let world: GameWorld;
let engine: GameQuery;

beforeAll(async () => {
  world = await gameWorld();
  engine = createGameQuery({ enabled: true, allowPrivate: true, concurrency: 8, timeoutMs: 600 });
});

afterAll(async () => {
  await engine.close();
  await world.sandbox.close();
});

const sockets = () =>
  process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap' || name === 'UDPWrap').length;

describe('hostile game answers', () => {
  // First in the file: no query of an earlier test here still has a socket closing when `before` is counted.
  it('leaves no socket open after a run of hostile queries, once closed', async () => {
    const before = sockets();
    const local = createGameQuery({ enabled: true, allowPrivate: true, concurrency: 8, timeoutMs: 400 });
    const ids = await Promise.all(
      (['silent', 'garbage', 'stall', 'huge', 'answer'] as const).flatMap((behaviour) =>
        ['minecraft', 'rust'].map(async (game) => {
          const id = await world.add(game);
          world.sandbox.game(id)?.setBehaviour(behaviour);
          return id;
        }),
      ),
    );
    await Promise.all(ids.map((id) => local.query(recordOf(world.sandbox, id))));
    await local.close();
    // The responders hold sockets of their own (UDP for Source): only the engine's are counted.
    for (const id of ids) world.sandbox.removeServer(id);
    // At most as many as before: a file that ran earlier in this worker may have closed one meanwhile.
    await vi.waitFor(() => expect(sockets()).toBeLessThanOrEqual(before), { timeout: 5_000, interval: 5 });
  });

  it.each<[string, GameBehaviour]>([
    ['minecraft', 'silent'],
    ['minecraft', 'garbage'],
    ['minecraft', 'stall'],
    ['minecraft', 'huge'],
    ['rust', 'silent'],
    ['rust', 'garbage'],
    ['rust', 'stall'],
  ])('%s answering %s is not answering, with a typed reason, within the bound', async (game, behaviour) => {
    const id = await world.add(game);
    world.sandbox.game(id)?.setBehaviour(behaviour);
    const started = performance.now();
    const result = await engine.query(recordOf(world.sandbox, id));
    expect(result).toMatchObject({
      state: 'silent',
      error: expect.stringMatching(/^(timeout|garbage|refused)$/),
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('takes a huge Source answer as an answer, its name cut', async () => {
    const id = await world.add('rust');
    world.sandbox.game(id)?.setBehaviour('huge');
    const result = await engine.query(recordOf(world.sandbox, id));
    expect(result).toMatchObject({ state: 'answering' });
    expect(result.state === 'answering' && result.name?.length).toBe(maxMotdLength);
  });

  it('makes a 10 KB MOTD of markdown, mentions, § codes and broken UTF-8 plain and short', async () => {
    const id = await world.add('minecraft');
    const hostile = Buffer.concat([
      Buffer.from('§k§4**@everyone** <@&123> `code` [link](https://x.test) '),
      Buffer.from([0xf0, 0x9f, 0x98]), // an emoji cut after three of its four bytes
      Buffer.from(' 👩‍👩‍👧 '.repeat(2000)),
      Buffer.from([0xc3, 0x28, 0xff]),
    ]);
    expect(hostile.length).toBeGreaterThan(10_000);
    world.sandbox.game(id)?.setMotd(hostile);
    const result = await engine.query(recordOf(world.sandbox, id));
    expect(result.state).toBe('answering');
    const motd = result.state === 'answering' ? (result.motd ?? '') : '';
    expect(motd.length).toBeLessThanOrEqual(maxMotdLength);
    expect(motd).not.toContain('§');
    expect(motd.startsWith('**@everyone** <@&123>')).toBe(true);
    expect(motd.endsWith('…')).toBe(true);
    // Cut between whole family emoji, never inside a surrogate pair or a joined sequence.
    expect(motd).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(motd.slice(0, -1).trimEnd().endsWith('👩‍👩‍👧')).toBe(true);
  });
});
