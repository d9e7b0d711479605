import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverInfo } from '../../commands/server/alert-actions.js';
import { serverSchema } from '../../src/api/model.js';
import type { BotContext, PolledServer } from '../../src/discord/context.js';
import type { GameQuery, GameQueryResult } from '../../src/game/index.js';
import { translatorFor } from '../../src/i18n/index.js';
import type { MessagePayload } from '../../src/render/message.js';
import { openStore, type BotStore } from '../../src/store/index.js';

const server = serverSchema.parse({ id: 's1', name: 'Alpha', status: 'RUNNING', ramGb: 4, diskGb: 20 });
const asking = '⏳ Asking the game…';
const unknownGame: GameQueryResult = { state: 'not-queried', reason: 'unknown-game' };

/** Every text a member would read in the payload, as one string. */
const shown = (payload: MessagePayload | undefined) => JSON.stringify(payload ?? {});

/**
 * `/server info`'s answer in a context of its own: a game query whose `known` answer the test sets (undefined
 * while only a query can tell, as before gamedig's catalogue is loaded), and the poller's memory of the server
 * (none: this instance does not poll, or has not read it).
 */
function world(store: BotStore, polled?: PolledServer) {
  const game: { known: GameQueryResult | undefined } = { known: undefined };
  const query: GameQuery = {
    known: () => game.known,
    query: async () => game.known ?? unknownGame,
    cached: () => undefined,
    close: async () => undefined,
  };
  const context = {
    store,
    now: () => Date.now(),
    api: { getServer: async () => server },
    polled: { recall: () => polled },
    games: { query, maxAgeMs: 60_000 },
  } as unknown as BotContext;
  return { game, info: () => serverInfo(context, server.id, translatorFor('en-US')) };
}

describe("/server info's edit", () => {
  let store: BotStore;
  beforeEach(async () => {
    store = await openStore('memory://');
  });
  afterEach(async () => {
    await store.close();
  });

  // The game became known between the reply and its edit (gamedig's catalogue loaded, or the poller asked
  // the game meanwhile), and the server has no players' history: the reply said it was asking the game.
  it.each([
    ['this instance does not poll: the players read before the reply', undefined],
    ['the poller holds the server but never read it: the players read for the edit', {}],
  ])(
    'brings the game line in when the reply was asking, though the game is known by now (%s)',
    async (_, polled) => {
      const { game, info } = world(store, polled);
      const answer = await info();
      expect(shown(answer.reply)).toContain(asking);
      game.known = unknownGame;
      const { payload } = await answer.edit();
      expect(payload).toBeDefined();
      expect(shown(payload)).not.toContain(asking);
      expect(shown(payload)).toContain('Not asked: the bot cannot query this game.');
    },
  );

  it('leaves a reply that already showed the game as it is when nothing new came', async () => {
    const { game, info } = world(store);
    game.known = unknownGame;
    const answer = await info();
    expect(shown(answer.reply)).not.toContain(asking);
    expect(await answer.edit()).toEqual({});
  });
});
