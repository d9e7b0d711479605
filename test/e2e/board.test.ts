import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Server } from '../../src/api/index.js';
import { translatorFor } from '../../src/i18n/index.js';
import { freshnessStepMs } from '../../src/render/board.js';
import { emulatedUsers, type EmulatedMessage } from '../emulator/index.js';
import {
  communityAdmin,
  communityChannelId,
  communityGuildId,
  type Harness,
  opsChannelId,
  opsGuildId,
  startHarness,
} from './harness.js';
import { visibleText } from './helpers.js';
import { botCanSend, fastPoller, nextListReads, run, settle } from './poller-world.js';

let harness: Harness;

beforeEach(async () => {
  harness = await startHarness({
    sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: {
      pollerTiming: { ...fastPoller.pollerTiming, boardRefreshMs: 150, boardEditIntervalMs: 300 },
    },
    env: { LOG_LEVEL: 'silent' },
  });
});

afterEach(async () => {
  await harness.close();
});

function boards(channelId: string): EmulatedMessage[] {
  return harness.emulator
    .messages(channelId)
    .filter((message) => message.embeds.some((embed) => embed.title?.startsWith('Server status')));
}

function boardText(channelId: string): string {
  return boards(channelId).map(visibleText).join('\n');
}

function boardWrites(messageId: string): number {
  return harness.emulator.requests.filter(
    (request) => request.method === 'PATCH' && request.path.endsWith(`/messages/${messageId}`),
  ).length;
}

/**
 * When the board's freshness step ends within `withinMs` (its "updated" time moves the board's hash once per
 * step), waits until the board shows a read from the next step: a check that nothing is edited must not span
 * that end.
 */
async function pastFreshnessStepEnd(channelId: string, withinMs: number): Promise<void> {
  const nextStepAt = (Math.floor(Date.now() / freshnessStepMs) + 1) * freshnessStepMs;
  if (nextStepAt - Date.now() > withinMs) return;
  const shownReads = () =>
    [...boardText(channelId).matchAll(/Updated <t:(\d+):R>/g)].map(([, seconds]) => Number(seconds) * 1000);
  await harness.emulator.waitFor(() => shownReads().some((readAt) => readAt >= nextStepAt), withinMs + 5_000);
}

function opsNotices(text: string): EmulatedMessage[] {
  return harness.emulator.messages(opsChannelId).filter((message) => visibleText(message).includes(text));
}

describe('/board', () => {
  it('posts one message, edits it in place after a change, and leaves it alone when nothing changed', async () => {
    const alpha = harness.sandbox.addServer(harness.apiKey, { name: 'Alpha' });
    harness.sandbox.addServer(harness.apiKey, { name: 'Beta' });
    harness.sandbox.setStatus(alpha.id, 'RUNNING');
    harness.sandbox.setUsage(alpha.id, { cpuPercent: 42, memoryPercent: 55, diskPercent: 17 });

    expect(await run(harness, 'board', 'create', { channel: opsChannelId })).toContain('status board');
    await harness.emulator.waitFor(() => boardText(opsChannelId).includes('Beta'));
    const [board] = boards(opsChannelId);
    const text = boardText(opsChannelId);
    expect(text.indexOf('Alpha')).toBeLessThan(text.indexOf('Beta'));
    expect(text).toContain('2 servers');
    expect(text).toMatch(/Updated <t:\d+:R>/);
    // The board asks for its servers' usage to be sampled, and shows it once read.
    await harness.emulator.waitFor(() => boardText(opsChannelId).includes('CPU 42% RAM 55% disk 17%'));

    // Nothing changed: several refreshes (list reads) later the message was not touched.
    await pastFreshnessStepEnd(opsChannelId, 10_000);
    const writes = boardWrites(board!.id);
    await nextListReads(harness, 4);
    expect(boardWrites(board!.id)).toBe(writes);

    harness.sandbox.setStatus(alpha.id, 'SUSPENDED');
    await harness.emulator.waitFor(() => boardText(opsChannelId).includes('SUSPENDED'));
    expect(boards(opsChannelId).map((message) => message.id)).toEqual([board!.id]);
    expect(boards(opsChannelId)[0]?.editedAt).not.toBeNull();
    expect(boardText(opsChannelId)).toContain('1 suspended');

    expect(await run(harness, 'board', 'create', { channel: opsChannelId })).toContain('already has');
    expect(await run(harness, 'board', 'list', {})).toContain(`<#${opsChannelId}> · 1 message`);
    expect(await run(harness, 'board', 'remove', { channel: opsChannelId })).toContain('Removed');
    await harness.emulator.waitFor(() => boards(opsChannelId).length === 0);
    const audit = await harness.app.store.audit.records();
    expect(audit.map((record) => record.action)).toEqual(
      expect.arrayContaining(['board.create', 'board.remove']),
    );
  });

  it('edits the same message after a restart', async () => {
    harness.sandbox.addServer(harness.apiKey, { name: 'Steady' });
    await run(harness, 'board', 'create', { channel: opsChannelId });
    await harness.emulator.waitFor(() => boardText(opsChannelId).includes('Steady'));
    const [before] = boards(opsChannelId);
    await harness.restart();
    harness.sandbox.addServer(harness.apiKey, { name: 'Newcomer' });
    await harness.emulator.waitFor(() => boardText(opsChannelId).includes('Newcomer'), 8_000);
    expect(boards(opsChannelId).map((message) => message.id)).toEqual([before!.id]);
  });

  it('posts a deleted board anew once and tells ops; a second deletion pauses it', async () => {
    harness.sandbox.addServer(harness.apiKey, { name: 'Phoenix' });
    await run(harness, 'board', 'create', { channel: opsChannelId });
    await harness.emulator.waitFor(() => boards(opsChannelId).length === 1);
    const [first] = boards(opsChannelId);
    harness.emulator.deleteMessage(first!.id);
    const server = harness.sandbox.addServer(harness.apiKey, { name: 'Trigger' });
    await harness.emulator.waitFor(() => opsNotices('was deleted, so it was posted anew').length === 1);
    await harness.emulator.waitFor(() => boardText(opsChannelId).includes('Trigger'));
    expect(boards(opsChannelId)).toHaveLength(1);
    expect(boards(opsChannelId)[0]?.id).not.toBe(first!.id);

    // The repost is on record, so deleting it is a second deletion.
    const reposted = boards(opsChannelId)[0]!.id;
    await vi.waitFor(async () =>
      expect((await harness.app.store.boards.list())[0]?.messageIds).toEqual([reposted]),
    );
    harness.emulator.deleteMessage(reposted);
    harness.sandbox.setStatus(server.id, 'FAILED');
    await harness.emulator.waitFor(() => opsNotices('is paused').length === 1);
    await settle(harness, () => boards(opsChannelId).length === 0);
    expect(boards(opsChannelId)).toHaveLength(0);
    expect(opsNotices('was deleted, so it was posted anew')).toHaveLength(1);
    expect(await run(harness, 'board', 'list', {})).toContain('paused');
    // The reason is kept as what was said, and said in each reader's language.
    const german = await harness.emulator
      .sendChatInput({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'board',
        subcommand: 'list',
        locale: 'de',
      })
      .waitForReply();
    expect(visibleText(german.message)).toContain(translatorFor('de').t('board.pause.deletedAgain'));
  });

  it('refuses a channel the bot cannot post in, naming what it lacks, and keeps no board', async () => {
    const server = harness.sandbox.addServer(harness.apiKey, { name: 'Linked' });
    await run(harness, 'access', 'link', { server: server.id, guild_id: communityGuildId });
    harness.emulator.denyChannel(communityChannelId);
    await harness.emulator.waitFor(() => !botCanSend(harness, communityChannelId));
    const refused = await run(harness, 'board', 'create', { channel: communityChannelId }, communityGuildId);
    expect(refused).toContain('cannot post in');
    expect(refused).toContain('Send Messages');
    expect(await harness.app.store.boards.list()).toEqual([]);
  });

  it('pauses a board where the bot lost its permission, and tells ops once', async () => {
    const server = harness.sandbox.addServer(harness.apiKey, { name: 'Linked' });
    await run(harness, 'access', 'link', { server: server.id, guild_id: communityGuildId });
    await run(harness, 'board', 'create', { channel: communityChannelId }, communityGuildId);
    await harness.emulator.waitFor(() => boardText(communityChannelId).includes('Linked'));
    harness.emulator.denyChannel(communityChannelId);
    harness.sandbox.setStatus(server.id, 'STOPPED');
    await settle(harness, () => opsNotices('is paused').length === 1);
    expect(opsNotices('is paused')).toHaveLength(1);
    expect(opsNotices('is paused')[0] && visibleText(opsNotices('is paused')[0])).toContain('Community');
    const [board] = await harness.app.store.boards.list();
    expect(board?.pausedFor).toMatchObject({ key: 'permission.lacking' });
    const german = await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'board',
        subcommand: 'list',
        locale: 'de',
      })
      .waitForReply();
    expect(visibleText(german.message)).toContain(
      translatorFor('de').t('permission.lacking', { permissions: '' }).trim(),
    );
  });

  it('shows a community guild only its linked servers, and drops one at the next refresh after unlinking', async () => {
    const linked = harness.sandbox.addServer(harness.apiKey, { name: 'Ours' });
    const other = harness.sandbox.addServer(harness.apiKey, { name: 'Theirs' });
    await run(harness, 'access', 'link', { server: linked.id, guild_id: communityGuildId });
    await run(harness, 'access', 'link', { server: other.id, guild_id: communityGuildId });
    await run(harness, 'access', 'unlink', { server: other.id, guild_id: communityGuildId });
    harness.sandbox.addServer(harness.apiKey, { name: 'Foreign' });
    await run(harness, 'board', 'create', { channel: communityChannelId }, communityGuildId);
    await harness.emulator.waitFor(() => boardText(communityChannelId).includes('Ours'));
    expect(boardText(communityChannelId)).not.toContain('Theirs');
    expect(boardText(communityChannelId)).not.toContain('Foreign');

    await run(harness, 'access', 'unlink', { server: linked.id, guild_id: communityGuildId });
    await harness.emulator.waitFor(() => !boardText(communityChannelId).includes('Ours'));
    expect(boardText(communityChannelId)).toContain('No servers to show yet.');
  });

  it('says how stale it is while the API fails, instead of showing old states as current', async () => {
    harness.sandbox.addServer(harness.apiKey, { name: 'Outage' });
    await run(harness, 'board', 'create', { channel: opsChannelId });
    await harness.emulator.waitFor(() => boardText(opsChannelId).includes('Outage'));
    harness.sandbox.inject({ method: 'GET', path: '/servers', status: 503, times: 1_000 });
    await harness.emulator.waitFor(() => boardText(opsChannelId).includes('Stale since'), 8_000);
    expect(boardText(opsChannelId)).toContain('the states below are from');
    harness.sandbox.clearFaults();
    await harness.emulator.waitFor(() => !boardText(opsChannelId).includes('Stale since'), 8_000);
  });

  it('posts a new board at once, not at the next pass of a poller on its production timing', async () => {
    await harness.close();
    // No timing overrides: POLL_INTERVAL_SECONDS' default, so the poller sleeps up to 30 s between passes.
    harness = await startHarness({ sandbox: { seed: false }, env: { LOG_LEVEL: 'silent' } });
    harness.sandbox.addServer(harness.apiKey, { name: 'Gamma' });
    // The poller's first pass has read the list: its next is up to 30 s away.
    await harness.emulator.waitFor(
      () =>
        harness.sandbox.requests.some((request) => request.method === 'GET' && request.path === '/servers'),
      10_000,
    );
    const asked = Date.now();
    expect(await run(harness, 'board', 'create', { channel: opsChannelId })).toContain('status board');
    await harness.emulator.waitFor(() => boardText(opsChannelId).includes('Gamma'), 10_000);
    expect(Date.now() - asked).toBeLessThan(5_000);
  });
});

describe('/board for a big reseller', () => {
  const boardRefreshMs = 400;
  const count = 700;

  const descriptions = (channelId: string) =>
    boards(channelId).map((message) => message.embeds[0]?.description ?? '');
  /** Sandbox list reads from the first page in creation order: with the sweep held off, board passes. */
  const passStarts = (after: number) =>
    harness.sandbox.requests.filter(
      (request) =>
        request.method === 'GET' &&
        request.path === '/servers' &&
        request.query.page === '1' &&
        request.query.sort === 'createdAt' &&
        request.at > after,
    ).length;

  it('names trouble deep in the alphabet first within one refresh, in at most 10 messages, editing only what changed', async () => {
    await harness.close();
    harness = await startHarness({
      sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } },
      app: {
        pollerTiming: {
          ...fastPoller.pollerTiming,
          serverSweepIntervalMs: 600_000,
          boardRefreshMs,
          boardEditIntervalMs: 300,
        },
      },
      env: { LOG_LEVEL: 'silent' },
    });
    const add = (name: string) => harness.sandbox.addServer(harness.apiKey, { name, status: 'RUNNING' });
    // Three that sort last, created among the others so a list pass reads them on different pages.
    const troubleAfter = new Map([
      [150, { name: 'Zz Yankee', status: 'FAILED' }],
      [420, { name: 'Zz Zephyr', status: 'SUSPENDED' }],
      [690, { name: 'Zz Zulu', status: 'FAILED' }],
    ]);
    const servers: Server[] = [];
    const trouble: { server: Server; status: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      servers.push(add(`Server ${String(index).padStart(3, '0')}`));
      const spec = troubleAfter.get(index);
      if (spec) trouble.push({ server: add(spec.name), status: spec.status });
    }
    for (const server of [...servers, ...trouble.map(({ server }) => server)])
      harness.sandbox.setUsage(server.id, { cpuPercent: 20, memoryPercent: 30, diskPercent: 40 });
    const linked = [servers[1]!, servers[2]!, trouble[0]!.server];
    for (const server of linked)
      await run(harness, 'access', 'link', { server: server.id, guild_id: communityGuildId });

    const messageCounts: number[] = [];
    const sampleCounts = setInterval(() => messageCounts.push(boards(opsChannelId).length), 10);
    try {
      await run(harness, 'board', 'create', { channel: opsChannelId });
      await run(harness, 'board', 'create', { channel: communityChannelId }, communityGuildId);
      await harness.emulator.waitFor(() => boards(opsChannelId).length === 10, 15_000);
      await harness.emulator.waitFor(
        () => (descriptions(opsChannelId)[1] ?? '').includes('📈 CPU 20% RAM 30% disk 40%'),
        10_000,
      );
      const opsIds = boards(opsChannelId).map((message) => message.id);
      expect(descriptions(opsChannelId).at(-1)).toMatch(
        /… and \d+ more servers not listed here: `\/server list status:RUNNING` shows them\./,
      );
      expect(descriptions(opsChannelId).join('\n')).not.toContain('Zz Yankee');

      // Once the first usage samples of every page are shown (they arrive over a few passes), nothing changes
      // for several refreshes: not one board message is edited. Quiet is judged over whole passes, not a fixed
      // time: on a loaded machine one pass over 700 servers can outlast a refresh interval.
      const writesNow = () => opsIds.map(boardWrites);
      const quietOverTwoPasses = async () => {
        const before = writesNow();
        const since = Date.now();
        await harness.emulator.waitFor(() => passStarts(since) >= 3, 20_000);
        return writesNow().every((writes, index) => writes === before[index]);
      };
      let quiet = false;
      for (let tries = 0; tries < 10 && !quiet; tries += 1) quiet = await quietOverTwoPasses();
      expect(quiet).toBe(true);
      const idleFrom = writesNow();
      // An idle board is not edited for several refreshes: four more passes over the list, whole ones.
      const idleSince = Date.now();
      await harness.emulator.waitFor(() => passStarts(idleSince) >= 5, 20_000);
      expect(writesNow()).toEqual(idleFrom);

      const changedAt = Date.now();
      for (const { server, status } of trouble) harness.sandbox.setStatus(server.id, status);
      await harness.emulator.waitFor(
        () => (descriptions(opsChannelId)[0] ?? '').includes('2 failed · 1 suspended'),
        10_000,
      );
      // Shown by the first pass that started after the change (or by the one already reading then).
      expect(passStarts(changedAt)).toBeLessThanOrEqual(1);
      const top = descriptions(opsChannelId)[0] ?? '';
      expect(top).toContain(
        `**${count + 3} servers**: 2 failed · 1 suspended · 0 stopped · 0 provisioning · ${count} running`,
      );
      expect(top).toMatch(/\*\*Zz Yankee\*\* · \*\*FAILED\*\* · seen since <t:\d+:R>/);
      expect(top).toMatch(/\*\*Zz Zulu\*\* · \*\*FAILED\*\* · seen since <t:\d+:R>/);
      expect(top).toMatch(/\*\*Zz Zephyr\*\* · \*\*SUSPENDED\*\* · seen since <t:\d+:R>/);
      expect(top.indexOf('Zz Zephyr')).toBeGreaterThan(top.indexOf('Zz Zulu'));
      expect(boards(opsChannelId).map((message) => message.id)).toEqual(opsIds);

      // The community board: its three linked servers only, its failed one on top.
      await harness.emulator.waitFor(
        () => (descriptions(communityChannelId)[0] ?? '').includes('1 failed'),
        10_000,
      );
      const community = descriptions(communityChannelId).join('\n');
      expect(community).toContain('**3 servers**: 1 failed');
      expect(community).toMatch(/\*\*Zz Yankee\*\* · \*\*FAILED\*\*/);
      expect(community).toContain('Server 001');
      expect(community).toContain('Server 002');
      expect(community).not.toContain('Zz Zulu');
      expect(community).not.toContain('Server 000');
    } finally {
      clearInterval(sampleCounts);
    }
    expect(Math.max(...messageCounts)).toBeLessThanOrEqual(10);
    const posts = harness.emulator.requests.filter(
      (request) => request.method === 'POST' && request.path === `/channels/${opsChannelId}/messages`,
    );
    expect(posts.length).toBeLessThanOrEqual(10);
    // Its waits count whole passes over 700 servers, which a loaded machine slows: 17-21 s seen in full runs.
  }, 60_000);
});
