import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '../../src/sandbox/index.js';
import { emulatedUsers } from '../emulator/index.js';
import { gameSettled, visibleText } from './helpers.js';
import { opsChannelId, opsGuildId, startHarness, type Harness } from './harness.js';
import { aheadClock, fastPoller, run } from './poller-world.js';

/**
 * Game answers that never cry wolf, end to end: the real discord.js client against the emulator, the
 * sandbox's loopback responders and the real game query engine and watch. Games are asked every 300 ms;
 * "not answering" takes 3 unanswered checks spanning 1.5 s; an attempt may take 3.6 s, a request 900 ms.
 * Each runs against the sandbox in the default dialect and in one that spells every field otherwise.
 */
const dialects: DialectName[] = ['classic', 'panel'];
const silenceMs = 1_500;

describe.each(dialects)('game answers in the %s dialect', (dialect) => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({
      sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 }, dialect },
      app: {
        ...fastPoller,
        pollerTiming: {
          ...fastPoller.pollerTiming,
          gameQueryIntervalMs: 300,
          gameSilenceMs: silenceMs,
          gameSilenceChecks: 3,
        },
      },
      env: { LOG_LEVEL: 'silent', GAME_QUERY_TIMEOUT_MS: '3600' },
    });
  });

  afterAll(async () => {
    await harness?.close();
  });

  async function addGameServer(name: string, game: string) {
    const server = harness.sandbox.addServer(harness.apiKey, { name, game, status: 'RUNNING' });
    await harness.sandbox.gamesReady();
    const control = harness.sandbox.game(server.id);
    if (!control) throw new Error(`the sandbox has no responder for ${game}`);
    return { id: server.id, control };
  }

  /** The "not answering" posts in the ops channel, by server id in the footer. */
  const silentPosts = (serverId: string) =>
    harness.emulator
      .messages(opsChannelId)
      .filter((message) =>
        message.embeds.some(
          (embed) =>
            embed.footer?.text.startsWith(serverId) && /the game is not answering/.test(embed.title ?? ''),
        ),
      );

  describe('a game alert only for a game that is gone', () => {
    it('never posts "not answering" for a hidden player list, late replies or lost packets, nor for a stopped server; posts it once for a silent one', async () => {
      expect(harness.sandbox.dialect).toBe(dialect);
      const hidden = await addGameServer('Hidden List', 'rust');
      hidden.control.setPlayers({ names: ['Kai', 'Nova', 'Zoe'], max: 50 });
      hidden.control.setPlayerList('hidden');
      const lateSource = await addGameServer('Late Source', 'rust');
      const lateJava = await addGameServer('Late Java', 'minecraft');
      const lossySource = await addGameServer('Lossy Source', 'rust');
      const lossyJava = await addGameServer('Lossy Java', 'minecraft');
      const gone = await addGameServer('Gone', 'minecraft');
      const stopped = await addGameServer('Stopped', 'minecraft');
      for (const server of [lateSource, lateJava]) server.control.setDelay(800);
      for (const server of [lossySource, lossyJava]) server.control.setDropEvery(3);
      await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, events: 'status' });

      // Every game answers first: the watch knows each as answering, so a silence would be news.
      const all = [hidden, lateSource, lateJava, lossySource, lossyJava, gone, stopped];
      await harness.emulator.waitFor(() => all.every((server) => server.control.queries >= 2), 30_000);
      const known = (id: string) => harness.app.poller.recall(id)?.answers?.answeringSince !== undefined;
      await harness.emulator.waitFor(() => all.every((server) => known(server.id)), 30_000);

      // One game goes quiet for real; one server is stopped on the panel and its game goes quiet with it.
      gone.control.setBehaviour('silent');
      harness.sandbox.setStatus(stopped.id, 'STOPPED');
      stopped.control.setBehaviour('silent');
      const since = Date.now();
      const [post] = await harness.emulator.waitFor(() => {
        const posts = silentPosts(gone.id);
        return posts.length > 0 ? posts : undefined;
      }, 20_000);
      expect(Date.now() - since).toBeGreaterThanOrEqual(silenceMs);
      expect(post?.embeds[0]?.title).toBe('🔇 Gone: the game is not answering');

      // Two more passes over every game after the post, each counting the gone one's silence once more: any
      // other counted as silent from the same pass, or the next, would have met the rule and been posted.
      const counted = () => harness.app.poller.recall(gone.id)?.answers?.silence?.checks ?? 0;
      const atPost = counted();
      await harness.emulator.waitFor(() => counted() >= atPost + 2, 20_000);
      expect(silentPosts(gone.id)).toHaveLength(1);
      for (const server of [hidden, lateSource, lateJava, lossySource, lossyJava, stopped])
        expect(silentPosts(server.id), `no "not answering" for ${server.id}`).toHaveLength(0);
      expect(lossyJava.control.queries + lossySource.control.queries).toBeGreaterThan(10);

      // The hidden list's server shows as answering, with the counts from its info reply and no names.
      const text = await run(harness, 'server', 'info', { server: hidden.id });
      expect(text).toContain('🟢 Answering (');
      expect(text).toContain('👥 3 / 50 online');
      expect(text).not.toContain('Kai');
      // Real time: every game answers twice, then the silence must span its minimum in consecutive rounds, and
      // two more passes follow; about 13 to 17 s alone, so the default 20 s leaves a loaded machine no room.
    }, 60_000);
  });

  describe('/server info never waits on a game', () => {
    it('replies at once with the panel facts and "asking the game", then edits the fresh answer in', async () => {
      const { id, control } = await addGameServer('Slowpoke', 'rust');
      control.setDelay(800);
      const handle = harness.emulator.sendChatInput({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'server',
        subcommand: 'info',
        options: { server: id },
      });
      const callback = await handle.waitForCallback(5_000);
      // A reply (type 4), not a deferral (type 5), well inside the 800 ms the game takes.
      expect(callback.type).toBe(4);
      expect(callback.at - handle.sentAt).toBeLessThan(500);
      const first = await handle.waitForReply();
      expect(visibleText(first.message)).toContain('Slowpoke');
      expect(visibleText(first.message)).toContain('⏳ Asking the game…');
      const settled = await handle.waitForReply(gameSettled, 8_000);
      expect(visibleText(settled.message)).toContain('🟢 Answering (');
    });
  });

  describe('/server info with a last known answer', () => {
    let watched: Harness;
    const clock = aheadClock();

    beforeAll(async () => {
      // A result may be a second old before /server info asks afresh; nobody subscribes, so no watch asks.
      watched = await startHarness({
        sandbox: { seed: false, dialect },
        app: { now: clock.now },
        env: { LOG_LEVEL: 'silent', GAME_QUERY_INTERVAL_SECONDS: '1', GAME_QUERY_TIMEOUT_MS: '1200' },
      });
    });

    afterAll(async () => {
      await watched.close();
    });

    it('shows a silent game from its last known answer, with its age, then edits in that it does not answer', async () => {
      const { id } = watched.sandbox.addServer(watched.apiKey, {
        name: 'Fading',
        game: 'minecraft',
        status: 'RUNNING',
      });
      await watched.sandbox.gamesReady();
      const ask = () =>
        watched.emulator.sendChatInput({
          guildId: opsGuildId,
          user: emulatedUsers.admin,
          name: 'server',
          subcommand: 'info',
          options: { server: id },
        });
      expect(visibleText((await ask().waitForReply(gameSettled)).message)).toContain('🟢 Answering (');
      watched.sandbox.game(id)?.setBehaviour('silent');
      // Past the one second a result may be reused, on the bot's clock.
      clock.moveAhead(2_500);
      const handle = ask();
      expect((await handle.waitForCallback(5_000)).type).toBe(4);
      const first = visibleText((await handle.waitForReply()).message);
      expect(first).toContain('🟢 Answering (');
      expect(first).toMatch(/checked <t:\d+:R>/);
      expect(first).toContain('⏳ Asking the game…');
      const settled = visibleText((await handle.waitForReply(gameSettled, 10_000)).message);
      expect(settled).toContain('🔴 Not answering');
      expect(settled).not.toContain('Asking the game');
    });
  });

  describe('game queries go only where a game is', () => {
    let strict: Harness;

    beforeAll(async () => {
      strict = await startHarness({
        sandbox: { seed: false, dialect },
        env: { LOG_LEVEL: 'silent', GAME_QUERY_ALLOW_PRIVATE: 'false' },
      });
    });

    afterAll(async () => {
      await strict.close();
    });

    async function infoOf(serverId: string, guildId = opsGuildId) {
      const view = await strict.emulator
        .sendChatInput({
          guildId,
          user: emulatedUsers.admin,
          name: 'server',
          subcommand: 'info',
          options: { server: serverId },
        })
        .waitForReply(gameSettled);
      return visibleText(view.message);
    }

    it('shows "not asked: private address" for a game on a private address, and asks nothing', async () => {
      const { id } = strict.sandbox.addServer(strict.apiKey, {
        name: 'Loopback',
        game: 'minecraft',
        status: 'RUNNING',
      });
      await strict.sandbox.gamesReady();
      const text = await infoOf(id);
      expect(text).toContain('Not asked: private or reserved address.');
      expect(text).not.toMatch(/Not answering|did not answer/);
      expect(strict.sandbox.game(id)?.queries).toBe(0);
    });

    it('asks nothing at an address in the name, nor over HTTP unless enabled', async () => {
      const { id } = strict.sandbox.addServer(strict.apiKey, {
        name: '169.254.169.254:80',
        game: 'gta5f',
        status: 'RUNNING',
      });
      const text = await infoOf(id);
      expect(text).toContain('Not asked: this game is queried over HTTP, which is off on this bot.');
    });
  });
});
