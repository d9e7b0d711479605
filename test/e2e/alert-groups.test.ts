import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppOverrides } from '../../src/app.js';
import { storedStatus } from '../../src/status/availability.js';
import { emulatedUsers, type EmulatedMessage } from '../emulator/index.js';
import { buttonId, buttons, visibleText } from './helpers.js';
import {
  communityAdmin,
  communityChannelId,
  communityGuildId,
  incidentsChannelId,
  onCallRoleId,
  opsChannelId,
  startHarness,
  type Harness,
} from './harness.js';
import { channelSearchedSince, fastPoller, nextListReads, run, settle } from './poller-world.js';

/** Long enough for several status passes (one every 250 ms), short enough for a test on real time. */
const windowMs = 4_000;
const grouping: AppOverrides = {
  ...fastPoller,
  pollerTiming: { ...fastPoller.pollerTiming, alertGroupWindowMs: windowMs },
};
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: grouping,
    env: { LOG_LEVEL: 'silent' },
  });
});

afterAll(async () => {
  await harness.close();
});

const memberA = { ...emulatedUsers.admin, id: '200000000000000051', username: 'member-a' };
const memberB = { ...emulatedUsers.admin, id: '200000000000000052', username: 'member-b' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bot's own posts in a channel (not answers to commands), from the `from`th on. */
const postsIn = (channelId: string, from = 0) =>
  harness.emulator
    .messages(channelId)
    .filter((message) => message.interactionId === undefined)
    .slice(from);
const titleOf = (message: EmulatedMessage | undefined) => message?.embeds[0]?.title ?? '';
/** The one post the poller makes in a channel after its first `from` posts, once the window has closed. */
async function onePostAfter(channelId: string, from: number): Promise<EmulatedMessage> {
  const [post] = await harness.emulator.waitFor(() => {
    const posts = postsIn(channelId, from);
    return posts.length === 1 && posts;
  }, 3 * windowMs);
  return post!;
}

/** Adds `count` servers on one node, named `prefix 1`…, each followed by the channel for status. */
async function serversOnNode(prefix: string, count: number, channelId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const server = harness.sandbox.addServer(harness.apiKey, {
      name: `${prefix} ${index}`,
      node: 'node-ams-01',
    });
    await run(harness, 'alerts', 'subscribe', { channel: channelId, server: server.id, events: 'status' });
    ids.push(server.id);
  }
  // Until a status pass has read them running (twice: the second began after the subscriptions).
  await nextListReads(harness, 2);
  return ids;
}

/** How many of the posts name the server (by its id, in code). */
const timesNamed = (posts: readonly EmulatedMessage[], serverId: string) =>
  posts.filter((post) => visibleText(post).includes(`\`${serverId}\``)).length;

describe('grouped alerts', () => {
  it('posts ten servers of one node going down within seconds as one post with one ping, and back as one', async () => {
    await run(harness, 'alerts', 'subscribe', {
      channel: incidentsChannelId,
      events: 'status',
      ping: onCallRoleId,
    });
    const ids: string[] = [];
    for (let index = 1; index <= 10; index += 1)
      ids.push(harness.sandbox.addServer(harness.apiKey, { name: `Node ${index}`, node: 'node-ams-01' }).id);
    await nextListReads(harness, 2);
    const before = postsIn(incidentsChannelId).length;
    for (const id of ids) {
      harness.sandbox.setStatus(id, 'OFFLINE');
      // Time must pass: the changes come over a second, as a node's do, read by several status passes.
      await pause(100);
    }
    const [down] = await settle(
      harness,
      () => {
        const posts = postsIn(incidentsChannelId, before);
        return posts.length === 1 && titleOf(posts[0]) === '10 servers down' && posts;
      },
      3 * windowMs,
    );
    expect(down?.content).toBe(`<@&${onCallRoleId}>`);
    expect(down?.pinged).toEqual({ everyone: false, roles: [onCallRoleId], users: [] });
    expect(visibleText(down)).toContain('**node-ams-01**: **Node 1** `srv_');
    for (const id of ids) expect(timesNamed([down!], id)).toBe(1);

    for (const id of ids) {
      harness.sandbox.setStatus(id, 'RUNNING');
      // Time must pass: the changes come over a second, as a node's do, read by several status passes.
      await pause(100);
    }
    const posts = await settle(
      harness,
      () => {
        const now = postsIn(incidentsChannelId, before);
        return now.length === 2 && now;
      },
      3 * windowMs,
    );
    expect(titleOf(posts[1])).toBe('10 servers back');
    // A recovery pings nobody unless the subscription asked for it: one ping for the incident.
    expect(posts[1]?.pinged).toEqual({ everyone: false, roles: [], users: [] });
    for (const id of ids) expect(timesNamed(posts, id)).toBe(2);
  });

  it('takes a grouped post as a whole: said on it, told to a later click, recalled when back', async () => {
    const ids = await serversOnNode('Taken', 10, opsChannelId);
    const before = postsIn(opsChannelId).length;
    for (const id of ids) harness.sandbox.setStatus(id, 'OFFLINE');
    const post = await onePostAfter(opsChannelId, before);
    expect(titleOf(post)).toBe('10 servers down');
    const customId = buttonId(post, 'Acknowledge');
    const click = async (user: typeof memberA) => {
      const view = await harness.emulator.sendButton({ message: post!, customId, user }).waitForReply();
      return view.followUps.at(-1) ?? view.message;
    };
    await click(memberA);
    const edited = postsIn(opsChannelId, before)[0];
    const field = edited?.embeds[0]?.fields?.find((candidate) => candidate.name === 'Acknowledged');
    expect(field?.value).toMatch(new RegExp(`^<@${memberA.id}> acknowledged this alert <t:\\d+:R>\\.$`));
    expect(buttons(edited).find((button) => button.label === 'Acknowledge')?.disabled).toBe(true);
    expect(titleOf(edited)).toBe('10 servers down');
    const acknowledged = (await harness.app.store.audit.records()).filter(
      (record) => record.action === 'alerts.acknowledge',
    );
    expect(acknowledged).toHaveLength(1);
    expect(acknowledged[0]).toMatchObject({ member: { id: memberA.id }, outcome: { kind: 'done' } });

    const told = await click(memberB);
    expect(told?.flags).toBe(64);
    expect(visibleText(told)).toMatch(new RegExp(`<@${memberA.id}> already acknowledged this alert`));

    // One member back alone: its own back post says who had taken its outage, through the group.
    const [first] = ids;
    harness.sandbox.setStatus(first!, 'RUNNING');
    const back = await onePostAfter(opsChannelId, before + 1);
    expect(timesNamed([back!], first!)).toBe(1);
    const recalled = back?.embeds[0]?.fields?.find((candidate) => candidate.name === 'Acknowledged');
    expect(recalled?.value).toMatch(
      new RegExp(`^<@${memberA.id}> had acknowledged it .+ after it began\\.$`),
    );
    for (const id of ids.slice(1)) harness.sandbox.setStatus(id, 'RUNNING');
    const groupedBack = await harness.emulator.waitFor(() => {
      const [post] = postsIn(opsChannelId, before + 2);
      return titleOf(post) === '9 servers back' && post;
    }, 3 * windowMs);
    // The grouped back post says it too: the grouped down post was taken as a whole.
    const said = groupedBack.embeds[0]?.fields?.find((candidate) => candidate.name === 'Acknowledged');
    expect(said?.value).toMatch(new RegExp(`^<@${memberA.id}> had acknowledged it .+ after it began\\.$`));
    // Several group windows pass (4 s each, waited up to three times over): 11-16 s seen in full runs.
  }, 40_000);

  it("says on each guild's grouped back post who there had acknowledged the grouped down post", async () => {
    const ids: string[] = [];
    for (let index = 1; index <= 4; index += 1) {
      const server = harness.sandbox.addServer(harness.apiKey, {
        name: `Shared ${index}`,
        node: 'node-par-03',
      });
      await run(harness, 'access', 'link', { server: server.id, guild_id: communityGuildId });
      await run(harness, 'alerts', 'subscribe', {
        channel: opsChannelId,
        server: server.id,
        events: 'status',
      });
      await run(
        harness,
        'alerts',
        'subscribe',
        { channel: communityChannelId, server: server.id, events: 'status' },
        communityGuildId,
      );
      ids.push(server.id);
    }
    // Every server's status watched (read once running) before any goes down.
    await vi.waitFor(
      async () => {
        for (const id of ids)
          expect(await storedStatus(harness.app.store, id), `${id} watched`).toBeDefined();
      },
      { timeout: 3 * windowMs, interval: 50 },
    );
    const opsBefore = postsIn(opsChannelId).length;
    const communityBefore = postsIn(communityChannelId).length;
    for (const id of ids) harness.sandbox.setStatus(id, 'OFFLINE');
    const [opsDown, communityDown] = await harness.emulator.waitFor(() => {
      const [ops] = postsIn(opsChannelId, opsBefore);
      const [community] = postsIn(communityChannelId, communityBefore);
      return titleOf(ops) === '4 servers down' && titleOf(community) === '4 servers down' && [ops, community];
    }, 3 * windowMs);
    // Each guild's team takes its own post: the ops member first, the community's admin later.
    for (const [post, user] of [
      [opsDown, memberA],
      [communityDown, communityAdmin],
    ] as const)
      await harness.emulator
        .sendButton({ message: post!, customId: buttonId(post, 'Acknowledge'), user })
        .waitForReply();
    for (const id of ids) harness.sandbox.setStatus(id, 'RUNNING');
    const [opsBack, communityBack] = await harness.emulator.waitFor(() => {
      const [, ops] = postsIn(opsChannelId, opsBefore);
      const [, community] = postsIn(communityChannelId, communityBefore);
      return titleOf(ops) === '4 servers back' && titleOf(community) === '4 servers back' && [ops, community];
    }, 3 * windowMs);
    const saidIn = (post: EmulatedMessage | undefined) =>
      post?.embeds[0]?.fields?.find((candidate) => candidate.name === 'Acknowledged')?.value;
    const tookIt = (userId: string) => new RegExp(`^<@${userId}> had acknowledged it .+ after it began\\.$`);
    expect(saidIn(opsBack)).toMatch(tookIt(memberA.id));
    expect(saidIn(communityBack)).toMatch(tookIt(communityAdmin.id));
    // Several group windows pass (4 s each, waited up to three times over): 11-16 s seen in full runs.
  }, 40_000);

  it('names ten servers of a larger group and lists them all, privately, to whoever clicks "Show all"', async () => {
    const ids = await serversOnNode('Many', 12, opsChannelId);
    const before = postsIn(opsChannelId).length;
    for (const id of ids) harness.sandbox.setStatus(id, 'OFFLINE');
    const post = await onePostAfter(opsChannelId, before);
    expect(titleOf(post)).toBe('12 servers down');
    expect(visibleText(post)).toContain('…and 2 more');
    const view = await harness.emulator
      .sendButton({ message: post!, customId: buttonId(post, 'Show all'), user: emulatedUsers.admin })
      .waitForReply();
    const answer = view.followUps.at(-1) ?? view.message;
    expect(answer?.flags).toBe(64);
    for (const id of ids) expect(timesNamed([answer!], id)).toBe(1);
  });

  it('loses nothing and posts nothing twice when the bot restarts in the middle of a window', async () => {
    const [control, ...ids] = await serversOnNode('Restart', 7, opsChannelId);
    const before = postsIn(opsChannelId).length;
    for (const id of ids.slice(0, 3)) harness.sandbox.setStatus(id, 'OFFLINE');
    // The bot has read the changes (two status passes) but their window is still open.
    await nextListReads(harness, 2);
    expect(postsIn(opsChannelId, before)).toEqual([]);
    await harness.restart(grouping, async () => {
      for (const id of ids.slice(3)) harness.sandbox.setStatus(id, 'OFFLINE');
    });
    const posts = await settle(
      harness,
      () => {
        const now = postsIn(opsChannelId, before);
        return ids.every((id) => timesNamed(now, id) >= 1) && now;
      },
      4 * windowMs,
    );
    // A post twice would come when a window closes: one change more opens a window after every other, so its
    // post comes once they have all closed.
    harness.sandbox.setStatus(control!, 'OFFLINE');
    const last = await harness.emulator.waitFor(
      () => postsIn(opsChannelId, before).find((post) => timesNamed([post], control!) > 0),
      3 * windowMs,
    );
    const after = postsIn(opsChannelId, before);
    expect(after).toEqual([...posts, last]);
    for (const id of ids) expect(timesNamed(after, id)).toBe(1);
    expect(posts.map(titleOf).every((title) => / servers? down$/.test(title))).toBe(true);
  });

  it('posts a group once through a Discord outage that lost the answer to its first try', async () => {
    const ids = await serversOnNode('Outage', 5, opsChannelId);
    const before = postsIn(opsChannelId).length;
    const outageAt = performance.now();
    const lift = harness.emulator.channelOutage(opsChannelId, 1);
    for (const id of ids) harness.sandbox.setStatus(id, 'STOPPED');
    // The window closes and the post is tried during the outage; its first try was created all the same.
    await harness.emulator.waitFor(() => postsIn(opsChannelId, before).length === 1, 3 * windowMs);
    // Past the nonce window the channel is searched before the post is tried again, and the post found there.
    await harness.emulator.waitFor(() => channelSearchedSince(harness, opsChannelId, outageAt), 5_000);
    lift();
    await settle(harness, () => postsIn(opsChannelId, before).length === 1);
    const posts = postsIn(opsChannelId, before);
    expect(posts.map(titleOf)).toEqual(['5 servers down']);
    for (const id of ids) expect(timesNamed(posts, id)).toBe(1);
  });
});
