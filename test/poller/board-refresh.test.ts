import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { boardSampledServers } from '../../src/render/board-attention.js';
import { PollCycle } from '../../src/poller/cycle.js';
import { maxBoardWritesPerRefresh, oldBoardEditLimit } from '../../src/poller/tasks/board-refresh.js';
import type { BoardLanguages } from '../../src/poller/tasks/context.js';
import { translatorFor } from '../../src/i18n/index.js';
import { openStore } from '../../src/store/index.js';
import { RecordingBoardMessages } from '../support/board-messages.js';
import { FakeHostingApi, type VirtualClock } from '../support/fake-hosting-api.js';
import { opsGuild, RecordingDeliverer, testDelivery, testTiming } from './fakes.js';

const boardChannel = '910000000000000001';
const board = { guildId: opsGuild, channelId: boardChannel };

/** An account of `count` running servers named to sort in id order, an ops board over it, on a virtual clock. */
async function boardWorld(count: number, languages?: BoardLanguages) {
  const clock: VirtualClock = { now: Date.parse('2030-01-01T00:00:00Z') };
  const api = new FakeHostingApi(clock);
  api.rateLimit = { limit: 6_000, windowMs: 60_000 };
  for (let index = 0; index < count; index += 1) {
    const id = `srv${String(index).padStart(4, '0')}`;
    api.add(id, 'RUNNING', `Server ${id}`);
  }
  const store = await openStore('memory://', () => clock.now);
  const messages = new RecordingBoardMessages(() => clock.now);
  const deliverer = new RecordingDeliverer(clock);
  const cycle = new PollCycle({
    api,
    store,
    delivery: testDelivery({
      store,
      deliverer,
      boardMessages: messages,
      now: () => clock.now,
    }),
    logger: silentLogger(),
    opsGuildId: opsGuild,
    timing: testTiming,
    budgetShare: 0.5,
    now: () => clock.now,
    languages,
  });
  await cycle.load();
  await store.boards.claim(board, clock.now);
  return {
    clock,
    api,
    store,
    messages,
    deliverer,
    async advance(ms: number) {
      const until = clock.now + ms;
      await cycle.runCycle();
      while (cycle.nextWakeAt() <= until) {
        clock.now = cycle.nextWakeAt();
        await cycle.runCycle();
      }
      clock.now = until;
    },
    /** The board's messages in order, as their descriptions. */
    async pages(): Promise<string[]> {
      const stored = await store.boards.get(board);
      return (stored?.messageIds ?? []).map(
        (id) => messages.messages.get(id)?.payload.embeds?.[0]?.description ?? '',
      );
    },
  };
}

const sampledServers = (api: FakeHostingApi) =>
  new Set(api.calls.filter((call) => call.method === 'getResources').map((call) => call.serverId));

describe('board refresh', () => {
  it('puts trouble deep in the alphabet on top and samples it, not the first servers in order', async () => {
    const world = await boardWorld(300);
    world.api.add('zfail', 'FAILED', 'Zz failed');
    world.api.add('zhot', 'RUNNING', 'Zz hot');
    await world.store.usage.putWatch({
      guildId: opsGuild,
      channelId: '920000000000000001',
      serverId: 'zhot',
      cpu: 40,
      minutes: 1,
      createdAt: new Date(world.clock.now).toISOString(),
    });
    await world.advance(6 * 60_000);
    const [top] = await world.pages();
    expect(top).toContain('**302 servers**: 1 failed');
    expect(top).toContain('🔥 1 usage alert active');
    expect(top).toMatch(/\*\*Zz failed\*\* · \*\*FAILED\*\* · seen since <t:\d+:R>/);
    expect(top).toMatch(/\*\*Zz hot\*\* · \*\*RUNNING\*\* · since <t:\d+:R> · CPU above 40% · 📈 CPU 50%/);
    expect(top?.indexOf('Zz failed')).toBeLessThan(top?.indexOf('Zz hot') ?? -1);
    // The board's own samples go to what is on top first, then its first rows; never past its share.
    const sampled = sampledServers(world.api);
    expect(sampled.has('zfail')).toBe(true);
    expect(sampled.has('zhot')).toBe(true);
    expect(sampled.size).toBeLessThanOrEqual(boardSampledServers);
    expect(sampled.has('srv0000')).toBe(true);
    expect(sampled.has('srv0200')).toBe(false);
  });

  it("is in its guild's language, and edited in place when the guild changes language", async () => {
    let locale = 'de';
    const world = await boardWorld(5, { translatorOf: async () => translatorFor(locale) });
    await world.advance(60_000);
    expect((await world.pages())[0]).toContain('**5 Server**: 0 fehlgeschlagen');
    const ids = (await world.store.boards.get(board))?.messageIds;
    locale = 'fr';
    await world.advance(60_000);
    expect((await world.pages())[0]).toContain('**5 serveurs**\u202F: 0 en échec');
    expect((await world.store.boards.get(board))?.messageIds).toEqual(ids);
  });

  it('keeps since when it first saw a condition across refreshes, and forgets it once the server recovers', async () => {
    const world = await boardWorld(20);
    await world.advance(60_000);
    world.api.setStatus('srv0007', 'SUSPENDED');
    await world.advance(60_000);
    const since = (await world.store.boards.get(board))?.conditions?.srv0007;
    expect(since?.condition).toBe('SUSPENDED');
    const stamp = `<t:${Math.floor((since?.at ?? 0) / 1000)}:R>`;
    await world.advance(5 * 60_000);
    expect((await world.pages())[0]).toContain(`**SUSPENDED** · seen since ${stamp}`);
    world.api.setStatus('srv0007', 'RUNNING');
    await world.advance(2 * 60_000);
    expect((await world.store.boards.get(board))?.conditions).toEqual({});
    expect((await world.pages())[0]).toContain('✅ Nothing needs attention.');
  });

  it('writes at most 5 times in any 5 s to its channel, and edits only the messages whose content changed', async () => {
    const world = await boardWorld(3_000);
    await world.advance(3 * 60_000);
    const pages = await world.pages();
    expect(pages).toHaveLength(10);
    expect(pages.at(-1)).toMatch(/… and [\d,]+ more servers not listed here/);
    const ids = (await world.store.boards.get(board))?.messageIds ?? [];

    const settled = world.messages.writes.length;
    await world.advance(5 * 60_000);
    // Nothing changed: at most the first message moved on for its freshness line.
    const idle = world.messages.writes.slice(settled);
    expect(idle.filter((write) => write.messageId !== ids[0])).toEqual([]);

    // A server not listed fails: it joins the top and the last message's count drops; the first rest message
    // loses the figures of the server the board no longer samples; the messages between are not touched.
    const before = world.messages.writes.length;
    world.api.setStatus('srv2999', 'FAILED');
    await world.advance(3 * 60_000);
    const changed = world.messages.writes.slice(before);
    expect(new Set(changed.map((write) => write.messageId))).toEqual(new Set([ids[0], ids[1], ids[9]]));
    expect((await world.pages())[0]).toContain('Server srv2999');

    // A change every message shows (the first server in order fails): brought up to date 5 writes at a time.
    world.api.setStatus('srv0000', 'FAILED');
    await world.advance(5 * 60_000);
    const writes = world.messages.writes;
    for (const write of writes) {
      const inWindow = writes.filter((other) => other.at >= write.at && other.at < write.at + 5_000);
      expect(inWindow.length).toBeLessThanOrEqual(maxBoardWritesPerRefresh);
    }
    expect(
      (await world.pages()).every((page, index) => index === 0 || !page.includes('Server srv0000')),
    ).toBe(true);
    // 16 virtual minutes of 3,000 servers: CPU alone, which a loaded machine stretches past the default.
  }, 60_000);

  it('shows a server gone wrong within seconds, even right after an edit, its edits still 6 s apart', async () => {
    // Enough servers that the status watch asks for those not running and the board takes its top from that.
    const world = await boardWorld(1_000);
    // The statuses are learned once seen (and kept across restarts): two servers show them first.
    world.api.setStatus('srv0900', 'FAILED');
    world.api.setStatus('srv0901', 'SUSPENDED');
    await world.advance(2 * 60_000);
    world.api.setStatus('srv0900', 'RUNNING');
    world.api.setStatus('srv0901', 'RUNNING');
    await world.advance(2 * 60_000);
    /** Seconds until the board's first message names the server in that status (a second at a time). */
    const secondsUntilOnTop = async (id: string, status: string) => {
      const from = world.clock.now;
      const line = `**Server ${id}** · **${status}**`;
      while (!(await world.pages())[0]?.includes(line) && world.clock.now - from < 120_000)
        await world.advance(1_000);
      return (world.clock.now - from) / 1000;
    };
    world.api.setStatus('srv0500', 'FAILED');
    expect(await secondsUntilOnTop('srv0500', 'FAILED')).toBeLessThanOrEqual(10);
    // Right after that edit: the routine 30 s between edits would hold this one back to half a minute.
    const before = world.messages.writes.length;
    world.api.setStatus('srv0700', 'SUSPENDED');
    expect(await secondsUntilOnTop('srv0700', 'SUSPENDED')).toBeLessThanOrEqual(12);
    world.api.setStatus('srv0500', 'RUNNING');
    await world.advance(60_000);
    expect((await world.pages())[0]).not.toContain('**Server srv0500**');
    const [first] = (await world.store.boards.get(board))?.messageIds ?? [];
    const edits = world.messages.writes.slice(before - 1).filter((write) => write.messageId === first);
    for (const [index, edit] of edits.entries())
      if (index > 0) expect(edit.at - (edits[index - 1]?.at ?? 0)).toBeGreaterThanOrEqual(6_000);
  });

  it('ends the sampling of a removed or paused board within the next cycle, not at a restart', async () => {
    for (const end of ['removed', 'paused'] as const) {
      const world = await boardWorld(50);
      await world.advance(6 * 60_000);
      expect(sampledServers(world.api).size).toBeGreaterThan(0);
      if (end === 'removed') await world.store.boards.remove(board);
      else await world.store.boards.change(board, (current) => ({ ...current, pausedReason: 'test' }));
      const before = world.api.calls.length;
      await world.advance(20 * 60_000);
      const after = world.api.calls.slice(before).filter((call) => call.method === 'getResources');
      expect(after, end).toEqual([]);
    }
  });

  it('past its first hour, edits at most 3 of its messages in any 6 s, and still brings every one up to date', async () => {
    const world = await boardWorld(3_000);
    await world.advance(3 * 60_000);
    expect(await world.pages()).toHaveLength(10);
    // An hour on, every message is past the age where Discord allows 3 edits per 6 s per channel. The clock
    // jumps there: an hour of cycles over 3,000 servers would only spend the test's time.
    world.clock.now += 60 * 60_000;
    const before = world.messages.writes.length;
    // A change every message shows: 10 edits to make.
    world.api.setStatus('srv0000', 'FAILED');
    await world.advance(10 * 60_000);
    const edits = world.messages.writes.slice(before).filter((write) => write.kind === 'edit');
    expect(new Set(edits.map((edit) => edit.messageId)).size).toBe(10);
    for (const edit of edits) {
      const inWindow = edits.filter(
        (other) => other.at >= edit.at && other.at < edit.at + oldBoardEditLimit.windowMs,
      );
      expect(inWindow.length).toBeLessThanOrEqual(oldBoardEditLimit.edits);
    }
    expect(
      (await world.pages()).every((page, index) => index === 0 || !page.includes('Server srv0000')),
    ).toBe(true);
    // 16 virtual minutes of 3,000 servers: CPU alone, which a loaded machine stretches past the default.
  }, 60_000);

  it('is posted anew, the old message deleted after, when Discord refuses its edits longer than a refresh', async () => {
    const world = await boardWorld(50);
    await world.advance(3 * 60_000);
    const [first] = (await world.store.boards.get(board))?.messageIds ?? [];
    world.messages.refusingEdits.add(boardChannel);
    world.api.setStatus('srv0007', 'FAILED');
    await world.advance(3 * 60_000);
    const stored = await world.store.boards.get(board);
    expect(stored?.pausedReason).toBeUndefined();
    expect(stored?.messageIds).toHaveLength(1);
    expect(stored?.messageIds[0]).not.toBe(first);
    expect(stored?.retiredMessageIds).toBeUndefined();
    expect(world.messages.messages.has(first ?? '')).toBe(false);
    expect((await world.pages())[0]).toContain('Server srv0007');
    // The new message went up before the old one was deleted; nobody was told, as nothing went wrong.
    const kinds = world.messages.writes.filter((write) => write.kind !== 'edit').slice(-2);
    expect(kinds.map((write) => write.kind)).toEqual(['post', 'delete']);
    expect(world.deliverer.attempts.filter((post) => JSON.stringify(post).includes(boardChannel))).toEqual(
      [],
    );
  });
});
