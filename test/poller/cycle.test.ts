import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HostingApiError } from '../../src/api/index.js';
import { communityGuild, cycleWorld, opsGuild } from './fakes.js';
import { escapeApiText } from '../../src/render/format.js';
import { serverDocumentName, storedStatus } from '../../src/status/availability.js';

const opsChannel = '910000000000000001';
const otherOpsChannel = '910000000000000002';
const communityChannel = '910000000000000003';
const reply = (expiresAt: number) => ({
  applicationId: '100000000000000100',
  token: 'interaction-token',
  expiresAt,
});

describe('PollCycle: provisioning', () => {
  it('posts one ready message and edits the create reply once the server leaves PROVISIONING', async () => {
    const world = await cycleWorld();
    await world.subscribe(opsChannel, null);
    world.api.add('srv_1', 'PROVISIONING', 'Survival');
    await world.cycle.watchProvisioning('srv_1', reply(world.clock.now + 15 * 60_000));
    await world.advance(30_000);
    expect(world.deliverer.posts).toEqual([]);

    world.api.setStatus('srv_1', 'RUNNING');
    await world.advance(60_000);
    expect(world.deliverer.titles(opsChannel)).toEqual(['🟢 Survival is ready']);
    const fields = world.deliverer.posts[0]!.payload.embeds![0]!.fields!.map(
      (field) => `${field.name}: ${field.value}`,
    );
    expect(fields).toEqual(['Server id: `srv_1`', 'Status: 🟢 RUNNING', 'RAM: 4 GB', 'Game: minecraft']);
    expect(world.deliverer.edits.map((edit) => edit.payload.embeds?.[0]?.title)).toEqual([
      '🟢 Survival is ready',
    ]);
  });

  it('reports a failure status as a failure, and leaves an expired reply alone', async () => {
    const world = await cycleWorld();
    await world.subscribe(opsChannel, null);
    world.api.add('srv_1', 'PROVISIONING', 'fail-box');
    await world.cycle.watchProvisioning('srv_1', reply(world.clock.now + 10_000));
    await world.advance(20_000);
    world.api.setStatus('srv_1', 'INSTALL_FAILED');
    await world.advance(20_000);
    expect(world.deliverer.titles(opsChannel)).toEqual(['🔴 Provisioning failed: fail-box']);
    expect(world.deliverer.edits).toEqual([]);
  });

  it('discovers provisioning servers through the filtered list, without a call per server', async () => {
    const world = await cycleWorld();
    for (let index = 0; index < 40; index += 1) world.api.add(`srv_${index}`);
    world.api.add('srv_new', 'PROVISIONING', 'Fresh');
    await world.subscribe(opsChannel, 'srv_new');
    await world.advance(10_000);
    world.api.setStatus('srv_new', 'RUNNING');
    await world.advance(10_000);
    expect(world.deliverer.titles(opsChannel)).toContain('🟢 Fresh is ready');
    expect(world.api.calls.filter((call) => call.method === 'getServer').length).toBeLessThanOrEqual(2);
  });

  it('tells subscribers once when a watched server is deleted, then stops watching it', async () => {
    const world = await cycleWorld();
    await world.subscribe(opsChannel, null);
    world.api.add('srv_1', 'PROVISIONING', 'Doomed');
    await world.cycle.watchProvisioning('srv_1');
    await world.advance(10_000);
    world.api.remove('srv_1');
    await world.advance(60_000);
    expect(world.deliverer.contents(opsChannel)).toEqual([
      '🗑️ **Doomed** `srv_1` was deleted while it was being provisioned; alerts for it have stopped.',
    ]);
    const calls = world.api.calls.length;
    await world.advance(120_000);
    expect(world.api.calls.slice(calls).filter((call) => call.method !== 'listServers')).toEqual([]);
  });

  it(
    'checks a provisioning server every few seconds ' +
      'only once it could be done, as earlier outcomes showed',
    async () => {
      const world = await cycleWorld();
      await world.subscribe(opsChannel, null);
      const listCalls = () => world.api.calls.filter((call) => call.method === 'listServers').length;
      const checksInFirst40s: number[] = [];
      for (const serverId of ['srv_a', 'srv_b', 'srv_c', 'srv_d']) {
        world.api.add(serverId, 'PROVISIONING', serverId);
        await world.cycle.watchProvisioning(serverId);
        const before = listCalls();
        await world.advance(40_000);
        checksInFirst40s.push(listCalls() - before);
        // Every server takes a minute; the ready post follows within two check intervals all the same.
        await world.advance(20_000);
        world.api.setStatus(serverId, 'RUNNING');
        await world.advance(4_000);
        // The name is the id here; markdown in a name is escaped in titles too.
        expect(world.deliverer.titles(opsChannel).at(-1)).toBe(`🟢 ${escapeApiText(serverId)} is ready`);
      }
      // Checks every 2 s at first; once three outcomes showed a minute, only the discovery scans (every 10 s)
      // before 48 s.
      expect(checksInFirst40s[0]).toBeGreaterThanOrEqual(15);
      expect(checksInFirst40s[3]).toBeLessThanOrEqual(6);
    },
  );

  it('watches a server whose activity answers SERVER_INSTALLING', async () => {
    const world = await cycleWorld();
    world.api.add('srv_1', 'installing', 'Odd spelling');
    world.api.failures.set(
      'srv_1',
      new HostingApiError({ code: 'SERVER_INSTALLING', status: 409, message: 'installing' }),
    );
    await world.subscribe(opsChannel, 'srv_1');
    await world.advance(5_000);
    world.api.failures.delete('srv_1');
    world.api.setStatus('srv_1', 'RUNNING');
    await world.advance(10_000);
    expect(world.deliverer.titles(opsChannel)).toEqual(['🟢 Odd spelling is ready']);
  });
});

describe('PollCycle: activity', () => {
  it('posts each new entry once, oldest first, a burst in few messages, and not the history', async () => {
    const world = await cycleWorld();
    const log = world.api.add('srv_1').log;
    log.add(30);
    await world.subscribe(opsChannel, 'srv_1');
    await world.advance(15_000);
    expect(world.deliverer.posts).toEqual([]);

    const burst = log.add(45).map((entry) => entry.description!);
    await world.advance(60_000);
    const lines = world.deliverer.lines(opsChannel);
    expect(lines).toHaveLength(45);
    expect(lines.map((line) => burst.find((description) => line.endsWith(description)))).toEqual(burst);
    expect(world.deliverer.posts.length).toBe(3);
    await world.advance(120_000);
    expect(world.deliverer.lines(opsChannel)).toHaveLength(45);
    expect(world.api.calls.every((call) => call.priority === 'background')).toBe(true);
  });

  it('forgets the activity cursor of a server once nobody follows it, and reads the rest on', async () => {
    const world = await cycleWorld();
    world.api.add('srv_1');
    world.api.add('srv_2');
    await world.subscribe(opsChannel, 'srv_1');
    await world.subscribe(opsChannel, 'srv_2');
    const stored = (serverId: string) => world.store.pollState(serverDocumentName(serverId), z.unknown());
    await world.advance(120_000);
    expect(await stored('srv_1')).toBeDefined();
    await world.store.unsubscribe({ guildId: opsGuild, channelId: opsChannel, serverId: 'srv_1' });
    await world.advance(30_000);
    const [first, second] = [world.api.activityPolls('srv_1'), world.api.activityPolls('srv_2')];
    await world.advance(300_000);
    expect(world.api.activityPolls('srv_1')).toBe(first);
    expect(world.api.activityPolls('srv_2')).toBeGreaterThan(second);
    expect(await stored('srv_1')).toBeUndefined();
    expect(await stored('srv_2')).toBeDefined();
  });

  it('sends a channel subscribed twice (one server and every server) each entry once', async () => {
    const world = await cycleWorld();
    const log = world.api.add('srv_1').log;
    await world.subscribe(opsChannel, 'srv_1');
    await world.subscribe(opsChannel, null);
    await world.subscribe(otherOpsChannel, null);
    await world.advance(5_000);
    log.add(1, { description: 'resized' });
    await world.advance(30_000);
    expect(world.deliverer.lines(opsChannel)).toHaveLength(1);
    expect(world.deliverer.lines(otherOpsChannel)).toHaveLength(1);
  });

  it('names a server in posts from its subscription, reading the log alone while it is quiet', async () => {
    const world = await cycleWorld();
    const log = world.api.add('srv_1', 'RUNNING', 'Named Box').log;
    await world.store.subscribe({
      guildId: opsGuild,
      channelId: opsChannel,
      serverId: 'srv_1',
      serverName: 'Named Box',
      createdAt: new Date(world.clock.now).toISOString(),
    });
    await world.advance(60_000);
    log.add(1, { description: 'resized' });
    await world.advance(60_000);
    expect(world.deliverer.posts.map((post) => post.payload.embeds?.[0]?.description)).toEqual([
      expect.stringContaining('resized'),
    ]);
    expect(JSON.stringify(world.deliverer.posts[0]!.payload)).toContain('Named Box');
    expect(world.api.calls.filter((call) => call.method === 'getServer')).toEqual([]);
  });

  it('fetches the name of a server nobody named only when there is something to post', async () => {
    const world = await cycleWorld();
    const log = world.api.add('srv_1', 'RUNNING', 'Fetched Box').log;
    // Subscribed by id without a name (as before names were recorded), and no server list sweep names it.
    await world.subscribe(opsChannel, 'srv_1');
    await world.advance(120_000);
    expect(world.api.calls.filter((call) => call.method === 'getServer')).toEqual([]);
    log.add(1, { description: 'restarted' });
    await world.advance(60_000);
    expect(world.api.calls.filter((call) => call.method === 'getServer')).toHaveLength(1);
    expect(JSON.stringify(world.deliverer.posts[0]!.payload)).toContain('Fetched Box');
  });

  it('gives a community guild only the servers linked to it', async () => {
    const world = await cycleWorld();
    world.api.add('srv_linked').log.add(1);
    world.api.add('srv_foreign').log.add(1);
    await world.store.link(communityGuild, 'srv_linked');
    await world.subscribe(communityChannel, null, communityGuild);
    await world.subscribe(communityChannel, 'srv_foreign', communityGuild);
    await world.advance(5_000);
    world.api.log('srv_linked').add(1, { description: 'mine' });
    world.api.log('srv_foreign').add(1, { description: 'not mine' });
    await world.advance(30_000);
    expect(world.deliverer.lines(communityChannel).map((line) => line.split(' — ')[1])).toEqual(['mine']);
    expect(world.api.activityPolls('srv_foreign')).toBe(0);
  });

  it('pauses a channel the bot lost, tells ops once, and keeps serving the other channels', async () => {
    const world = await cycleWorld();
    const log = world.api.add('srv_1').log;
    world.api.add('srv_2');
    await world.subscribe(opsChannel, null);
    await world.subscribe(otherOpsChannel, null);
    await world.advance(5_000);
    world.deliverer.outcomes.set(opsChannel, {
      outcome: 'gone',
      reason: 'the bot lacks permission to post there',
    });
    log.add(1, { description: 'first' });
    world.api.log('srv_2').add(1, { description: 'second server' });
    await world.advance(30_000);
    log.add(1, { description: 'later' });
    await world.advance(60_000);

    expect(world.deliverer.lines(otherOpsChannel)).toHaveLength(3);
    expect(world.deliverer.attempts.filter((attempt) => attempt.channelId === opsChannel)).toHaveLength(1);
    expect(world.deliverer.opsNotices).toHaveLength(1);
    expect(world.deliverer.opsNotices[0]!.content).toContain(`<#${opsChannel}>`);
    expect(
      (await world.store.subscriptions()).find((subscription) => subscription.channelId === opsChannel)
        ?.pausedReason,
    ).toBe('the bot lacks permission to post there');
  });

  it(
    'retries a passing failure later with the same nonce, ' + 'holding that channel back but not the others',
    async () => {
      const world = await cycleWorld();
      const log = world.api.add('srv_1').log;
      await world.subscribe(opsChannel, 'srv_1');
      await world.subscribe(otherOpsChannel, 'srv_1');
      await world.advance(5_000);
      world.deliverer.outcomes.set(opsChannel, {
        outcome: 'retry',
        error: new Error('Discord is down'),
        maybePosted: true,
      });
      log.add(1, { description: 'one' });
      await world.advance(20_000);
      log.add(1, { description: 'two' });
      await world.advance(20_000);
      expect(world.deliverer.lines(otherOpsChannel)).toHaveLength(2);
      expect(world.deliverer.lines(opsChannel)).toHaveLength(0);

      world.deliverer.outcomes.delete(opsChannel);
      await world.advance(60_000);
      expect(world.deliverer.lines(opsChannel).map((line) => line.split(' — ')[1])).toEqual(['one', 'two']);
      const nonces = world.deliverer.attempts.filter(
        (attempt) =>
          attempt.channelId === opsChannel && attempt.payload.embeds?.[0]?.description?.endsWith('one'),
      );
      expect(new Set(nonces.map((attempt) => attempt.nonce)).size).toBe(1);
      expect(nonces.length).toBeGreaterThan(1);
    },
  );

  it(
    'resumes after a restart without a gap or a duplicate, ' + 'including notices queued but not yet sent',
    async () => {
      const first = await cycleWorld();
      const log = first.api.add('srv_1').log;
      await first.subscribe(opsChannel, 'srv_1');
      await first.advance(5_000);
      log.add(2, { description: 'before' });
      await first.advance(20_000);
      // The process dies with new entries read and queued, but Discord unreachable.
      first.deliverer.outcomes.set(opsChannel, {
        outcome: 'retry',
        error: new Error('offline'),
        maybePosted: false,
      });
      log.add(1, { description: 'queued' });
      await first.advance(20_000);
      log.add(1, { description: 'while down' });

      const second = await cycleWorld({ store: first.store, clock: first.clock, api: first.api });
      await second.advance(60_000);
      const seen = [...first.deliverer.lines(opsChannel), ...second.deliverer.lines(opsChannel)].map(
        (line) => line.split(' — ')[1],
      );
      expect(seen).toEqual(['before', 'before', 'queued', 'while down']);
    },
  );

  it('polls a server in the middle of a run of entries more ' +
    'often than quiet ones, once the account has shown runs', async () => {
    // Four virtual hours of the real cycle: CPU alone, which a loaded machine stretches past 20 s.
    const world = await cycleWorld();
    world.api.rateLimit = { limit: 40, windowMs: 60_000 };
    for (let index = 0; index < 20; index += 1) world.api.add(`srv_${index}`);
    await world.subscribe(opsChannel, null);
    let busyPolls = 0;
    let quietPolls = 0;
    // srv_0 works in runs: every half hour, an entry every 10 s for two minutes.
    for (let run = 0; run < 8; run += 1) {
      const before = { busy: world.api.activityPolls('srv_0'), quiet: world.api.activityPolls('srv_1') };
      for (let second = 0; second < 120; second += 10) {
        world.api.log('srv_0').add(1);
        await world.advance(10_000);
      }
      busyPolls = world.api.activityPolls('srv_0') - before.busy;
      quietPolls = world.api.activityPolls('srv_1') - before.quiet;
      await world.advance(28 * 60_000);
    }
    expect(busyPolls).toBeGreaterThanOrEqual(2 * Math.max(1, quietPolls));
    expect(world.deliverer.lines(opsChannel)).toHaveLength(8 * 12);
  }, 60_000);

  it('keeps what it learned across a restart, such as how long provisioning takes', async () => {
    const first = await cycleWorld();
    await first.subscribe(opsChannel, null);
    for (const serverId of ['srv_p1', 'srv_p2', 'srv_p3']) {
      first.api.add(serverId, 'PROVISIONING', serverId);
      await first.cycle.watchProvisioning(serverId);
      await first.advance(60_000);
      first.api.setStatus(serverId, 'RUNNING');
      await first.advance(5 * 60_000);
    }

    const second = await cycleWorld({ store: first.store, clock: first.clock, api: first.api });
    second.api.add('srv_p4', 'PROVISIONING', 'srv_p4');
    await second.cycle.watchProvisioning('srv_p4');
    const listCalls = () => second.api.calls.filter((call) => call.method === 'listServers').length;
    const before = listCalls();
    await second.advance(40_000);
    // A poller that forgot would check every 2 s from the start.
    expect(listCalls() - before).toBeLessThanOrEqual(6);
  });

  it('polls every server alike when entries come independently of each other', async () => {
    const world = await cycleWorld();
    world.api.rateLimit = { limit: 40, windowMs: 60_000 };
    for (let index = 0; index < 20; index += 1) world.api.add(`srv_${index}`);
    await world.subscribe(opsChannel, null);
    const counts = new Array<number>(20).fill(0);
    // An entry every 90 s on a server picked by a fixed scramble: no server's entries follow each other.
    for (let step = 0; step < 160; step += 1) {
      const index = (step * 7) % 20;
      counts[index]! += 1;
      world.api.log(`srv_${index}`).add(1);
      await world.advance(90_000);
    }
    const polls = counts.map((_, index) => world.api.activityPolls(`srv_${index}`));
    expect(Math.max(...polls)).toBeLessThanOrEqual(1.2 * Math.min(...polls));
    // 160 steps of simulated time, each a poll cycle: 12 s seen on a loaded machine.
  }, 60_000);
});

describe('PollCycle: the server list', () => {
  it('reads each page once per cycle for every task that walks it: status watch, sweep and board', async () => {
    const world = await cycleWorld();
    world.api.add('srv_1');
    // Status alerts, and every server for ops (the sweep), and a board: three tasks that walk the list.
    await world.subscribe(opsChannel, null, opsGuild, ['status', 'activity']);
    const board = { guildId: opsGuild, channelId: otherOpsChannel };
    await world.store.boards.claim(board, world.clock.now);
    await world.cycle.runCycle();
    const listReads = world.api.calls.filter(
      (call) => call.method === 'listServers' && call.statusFilter === undefined,
    );
    expect(listReads).toHaveLength(1);
    // Each had the page: the status watch stored the server's status, the board was posted from it.
    expect((await storedStatus(world.store, 'srv_1'))?.last).toBe('RUNNING');
    expect((await world.store.boards.get(board))?.messageIds).toHaveLength(1);
  });
  it('reads each page once per pass, however the tasks that walk it fall into cycles', async () => {
    const world = await cycleWorld();
    // Three pages; the sweep reads its pages back to back, the status watch and the board spaced out.
    for (let index = 0; index < 250; index += 1) world.api.add(`srv_${index}`);
    await world.subscribe(opsChannel, null, opsGuild, ['status']);
    await world.store.boards.claim({ guildId: opsGuild, channelId: otherOpsChannel }, world.clock.now);
    // The whole list's pages, not the ends of it sorted by status the status watch reads each pass.
    const listReads = () =>
      world.api.calls.filter(
        (call) => call.method === 'listServers' && call.statusFilter === undefined && call.sort === undefined,
      );
    // Shorter than a pass's interval (10 s): no second pass starts.
    await world.advance(9_000);
    expect(listReads().map((call) => call.at)).toHaveLength(3);
    // Each task had every page: the status watch stored the status of a server on the last page.
    expect((await storedStatus(world.store, 'srv_249'))?.last).toBe('RUNNING');
  });
});

describe('PollCycle: budget', () => {
  it(
    'stays inside its share of every rate-limit window, ' +
      'stretching intervals, and keeps checking provisioning',
    async () => {
      const world = await cycleWorld();
      world.api.rateLimit = { limit: 20, windowMs: 60_000 };
      world.clock.now = Math.ceil(world.clock.now / 60_000) * 60_000;
      for (let index = 0; index < 30; index += 1) world.api.add(`srv_${index}`).log.add(1);
      await world.subscribe(opsChannel, null);
      for (let index = 0; index < 30; index += 1) await world.subscribe(otherOpsChannel, `srv_${index}`);
      world.api.add('srv_new', 'PROVISIONING', 'Newcomer');
      await world.cycle.watchProvisioning('srv_new');
      await world.advance(5 * 60_000);
      world.api.setStatus('srv_new', 'RUNNING');
      const finishedAt = world.clock.now;
      await world.advance(10 * 60_000);

      const perWindow = new Map<number, number>();
      for (const call of world.api.calls)
        perWindow.set(Math.floor(call.at / 60_000), (perWindow.get(Math.floor(call.at / 60_000)) ?? 0) + 1);
      expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(10);
      for (let index = 0; index < 30; index += 1)
        expect(world.api.activityPolls(`srv_${index}`)).toBeGreaterThanOrEqual(2);
      // Share 10 a minute, less the 5 % kept for the unforeseen: 9; a fifth of it for provisioning checks.
      const stretchedCheckMs = 60_000 / (9 * 0.2);
      const ready = world.deliverer.posts.find(
        (post) => post.payload.embeds?.[0]?.title === '🟢 Newcomer is ready',
      );
      expect(ready!.at - finishedAt).toBeLessThanOrEqual(2 * stretchedCheckMs);
    },
  );
});
