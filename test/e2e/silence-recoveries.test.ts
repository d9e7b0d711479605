import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { storedWatch } from '../../src/status/game-answers.js';
import { visibleText } from './helpers.js';
import { opsChannelId, type Harness } from './harness.js';
import { aheadClock, fastPoller, run, startClockedHarness } from './poller-world.js';

// A silence's end post names, in its one line, what went wrong and recovered while it held: not only a
// server down and back, but a game that stopped answering and answered again, and a usage threshold crossed
// and recovered; none of them posted on its own.

const clock = aheadClock();
let harness: Harness;

beforeAll(async () => {
  harness = await startClockedHarness(
    clock.now,
    { GAME_QUERY_TIMEOUT_MS: '500' },
    {
      pollerTiming: {
        ...fastPoller.pollerTiming,
        gameQueryIntervalMs: 250,
        gameSilenceMs: 1_000,
        gameSilenceChecks: 3,
      },
    },
  );
});

afterAll(async () => {
  await harness.close();
});

/** Waits until an asynchronous probe holds (the store is read, not the emulator); never a fixed time. */
async function eventually(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await probe())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

/** The kinds of incident whose end the server's back posts told (held or not), as stored. */
async function endedKinds(serverId: string): Promise<string[]> {
  const document = await harness.app.store.pollState(
    `server:${serverId}`,
    z.object({ ended: z.array(z.object({ kind: z.string() })).optional() }),
  );
  return (document?.ended ?? []).map((incident) => incident.kind);
}

async function cpuPhase(serverId: string): Promise<string | undefined> {
  const [watch] = (await harness.app.store.usage.watches()).filter((each) => each.serverId === serverId);
  if (watch === undefined) return undefined;
  return (await harness.app.store.usage.stateOf(watch, serverId))?.cpu?.phase;
}

const postsIn = (channelId: string) =>
  harness.emulator.messages(channelId).filter((message) => message.interactionId === undefined);

describe("a silence's end post", () => {
  it('names a game that stopped answering and answered again, and a usage crossing that recovered, inside it', async () => {
    const game = harness.sandbox.addServer(harness.apiKey, {
      name: 'Quiet Game',
      game: 'minecraft',
      status: 'RUNNING',
    });
    await harness.sandbox.gamesReady();
    const control = harness.sandbox.game(game.id)!;
    const hot = harness.sandbox.addServer(harness.apiKey, { name: 'Hot Box', status: 'RUNNING' });
    harness.sandbox.setUsage(hot.id, { cpuPercent: 10 });
    await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: game.id, events: 'status' });
    await run(harness, 'alerts', 'usage', { channel: opsChannelId, server: hot.id, cpu: 80, minutes: 1 });
    await eventually(
      'the game answering',
      async () => (await storedWatch(harness.app.store, game.id)).answers?.answeringSince !== undefined,
    );
    const before = postsIn(opsChannelId).length;
    expect(await run(harness, 'alerts', 'silence', { duration: 60, channel: opsChannelId })).toContain(
      'Silenced until',
    );

    // The game stops answering long enough to be announced, then answers again: both held.
    control.setBehaviour('silent');
    await eventually(
      'the silence announced',
      async () => (await storedWatch(harness.app.store, game.id)).answers?.silence?.announced === true,
    );
    control.setBehaviour('answer');
    await eventually('the game answering again', async () => (await endedKinds(game.id)).includes('silent'));

    // CPU stays above 80 % for its minute (the bot's clock moves on while the poller samples), then recovers.
    harness.sandbox.setUsage(hot.id, { cpuPercent: 95 });
    await eventually('CPU firing', async () => {
      clock.moveAhead(5_000);
      return (await cpuPhase(hot.id)) === 'firing';
    });
    harness.sandbox.setUsage(hot.id, { cpuPercent: 10 });
    await eventually('CPU recovered', async () => {
      clock.moveAhead(5_000);
      return (await endedKinds(hot.id)).includes('usage-cpu');
    });
    // Nothing of it was posted while the silence held.
    expect(postsIn(opsChannelId).slice(before)).toEqual([]);

    // The silence's hour passes: one post, naming both in its one line, and nothing still wrong.
    clock.moveAhead(61 * 60_000);
    const [end] = await harness.emulator.waitFor(() => {
      const posts = postsIn(opsChannelId).slice(before);
      return posts.length > 0 && posts;
    }, 10_000);
    const text = visibleText(end);
    expect(end?.embeds[0]?.title).toBe('🔔 Silence over');
    const line = text
      .split('\n')
      .find((each) => each.startsWith('Went wrong and recovered during the silence'));
    expect(line).toContain(`**Quiet Game** \`${game.id}\``);
    expect(line).toContain(`**Hot Box** \`${hot.id}\``);
    expect(text).not.toContain('still');
    expect(postsIn(opsChannelId).slice(before)).toHaveLength(1);
  }, 90_000);
});
