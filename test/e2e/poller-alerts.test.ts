import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { serverDocumentName } from '../../src/status/availability.js';
import { visibleText } from './helpers.js';
import {
  communityChannelId,
  communityGuildId,
  opsChannelId,
  otherChannelId,
  otherGuildId,
  type Harness,
} from './harness.js';
import {
  activityLines,
  botCanSend,
  messagesWith,
  nextActivityRead,
  run,
  settle,
  startAlertsHarness,
} from './poller-world.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startAlertsHarness();
});

afterAll(async () => {
  await harness.close();
});

/** The poller's own posts (not interaction replies) showing the text. */
const channelPosts = (channelId: string, text: string) =>
  messagesWith(harness, channelId, text).filter((message) => message.interactionId === undefined);

/** The targets of a server's alerts still queued, as stored. */
async function queuedFor(serverId: string): Promise<unknown[]> {
  const state = await harness.app.store.pollState(
    serverDocumentName(serverId),
    z.object({ outbox: z.array(z.object({ targets: z.array(z.unknown()) })) }),
  );
  return (state?.outbox ?? []).flatMap((alert) => alert.targets);
}

const postsTo = (channelId: string) =>
  harness.emulator.requests.filter(
    (request) => request.method === 'POST' && request.path === `/channels/${channelId}/messages`,
  );

describe('/alerts', () => {
  it('subscribes a channel to every server and lists it', async () => {
    expect(await run(harness, 'alerts', 'subscribe', { channel: opsChannelId })).toContain(
      `<#${opsChannelId}> now gets alerts for every server, including ones created later`,
    );
    expect(await run(harness, 'alerts', 'subscribe', { channel: opsChannelId })).toContain(
      'already gets alerts',
    );
    const list = await run(harness, 'alerts', 'list', {});
    expect(list).toContain(`<#${opsChannelId}> · every server`);
  });

  it(
    'lets a community guild subscribe only to its linked servers, ' + 'and only where the bot can post',
    async () => {
      const linked = harness.sandbox.addServer(harness.apiKey, { name: 'Community Box' });
      const foreign = harness.sandbox.addServer(harness.apiKey, { name: 'Not Yours' });
      await run(harness, 'access', 'link', { server: linked.id, guild_id: communityGuildId });

      expect(
        await run(
          harness,
          'alerts',
          'subscribe',
          { channel: communityChannelId, server: foreign.id },
          communityGuildId,
        ),
      ).toContain('does not exist or is not available here');
      harness.emulator.denyChannel(communityChannelId);
      await harness.emulator.waitFor(() => !botCanSend(harness, communityChannelId));
      const refused = await run(
        harness,
        'alerts',
        'subscribe',
        { channel: communityChannelId, server: linked.id },
        communityGuildId,
      );
      expect(refused).toContain('cannot post in');
      expect(refused).toContain('Send Messages');
      harness.emulator.allowChannel(communityChannelId);
      await harness.emulator.waitFor(() => botCanSend(harness, communityChannelId));
      const accepted = await run(
        harness,
        'alerts',
        'subscribe',
        { channel: communityChannelId, server: linked.id },
        communityGuildId,
      );
      expect(accepted).toContain('now gets alerts for **Community Box**');
      const subscriptions = (await harness.app.store.subscriptions()).filter(
        (subscription) => subscription.guildId === communityGuildId,
      );
      // The name the command looked up travels with the subscription, so posts name the server without
      // another call.
      expect(subscriptions).toMatchObject([{ serverId: linked.id, serverName: 'Community Box' }]);
    },
  );
});

describe('provisioning', () => {
  it(
    'posts exactly one ready message when a server ' +
      'created through the bot is provisioned, and edits the reply',
    async () => {
      const create = harness.command({
        name: 'server',
        subcommand: 'create',
        options: { name: 'Delta', ram: 2 },
      });
      expect(visibleText((await create.waitForReply()).message)).toContain('Provisioning started: Delta');
      // Kept until provisioning ends, the reply's interaction token is sealed: nobody browsing the store can use it.
      const stored = (await harness.app.store.backend.exportEntries()).filter((entry) =>
        entry.raw.includes('"applicationId"'),
      );
      expect(stored.length).toBeGreaterThan(0);
      for (const entry of stored) {
        expect(entry.raw).not.toContain(create.token);
        expect(entry.raw).toMatch(/"token":"v1\./);
      }
      await settle(harness, () => channelPosts(opsChannelId, 'Delta is ready').length === 1);
      const reply = await create.waitForReply((view) => visibleText(view.message).includes('Delta is ready'));
      expect(visibleText(reply.message)).toContain('RUNNING');
      expect(visibleText(reply.message)).toContain('2 GB');
    },
  );

  it('reports a failed provisioning', async () => {
    const create = harness.command({
      name: 'server',
      subcommand: 'create',
      options: { name: 'fail-box', ram: 2 },
    });
    await create.waitForReply();
    await settle(harness, () => channelPosts(opsChannelId, 'Provisioning failed: fail-box').length === 1);
    const reply = await create.waitForReply((view) =>
      visibleText(view.message).includes('Provisioning failed'),
    );
    expect(visibleText(reply.message)).toContain('INSTALL_FAILED');
  });
});

describe('activity', () => {
  it('posts a burst once each, oldest first, a few entries per message', async () => {
    const echo = harness.sandbox.addServer(harness.apiKey, { name: 'Echo' });
    await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: echo.id });
    await nextActivityRead(harness, echo.id);
    const burst = Array.from({ length: 30 }, (_, index) => `burst ${String(index).padStart(2, '0')}`);
    for (const description of burst) harness.sandbox.addActivity(echo.id, { description });
    // The every-server subscription is older than Echo, so Echo's creation entry is news as well.
    const lines = await settle(
      harness,
      () =>
        activityLines(harness, opsChannelId, 'Echo').length >= 31 &&
        activityLines(harness, opsChannelId, 'Echo'),
    );
    expect(lines.map((line) => line.split(' — ')[1])).toEqual([
      expect.stringContaining('Created Echo'),
      ...burst,
    ]);
    expect(
      harness.emulator
        .messages(opsChannelId)
        .filter((message) => message.embeds[0]?.title === 'Activity · Echo').length,
    ).toBeLessThanOrEqual(3);
    expect(harness.emulator.violations).toEqual([]);
  });

  it('stops posting to a channel that unsubscribed', async () => {
    const box = harness.sandbox.addServer(harness.apiKey, { name: 'Unsub Box' });
    await run(harness, 'access', 'link', { server: box.id, guild_id: communityGuildId });
    await run(
      harness,
      'alerts',
      'subscribe',
      { channel: communityChannelId, server: box.id },
      communityGuildId,
    );
    await nextActivityRead(harness, box.id);
    harness.sandbox.addActivity(box.id, { description: 'seen' });
    await settle(harness, () => activityLines(harness, communityChannelId, 'Unsub Box').length === 1);
    expect(
      await run(
        harness,
        'alerts',
        'unsubscribe',
        { channel: communityChannelId, server: box.id },
        communityGuildId,
      ),
    ).toContain('no longer gets alerts');
    harness.sandbox.addActivity(box.id, { description: 'unseen' });
    // The ops guild's every-server subscription still gets it: proof the poller read it.
    await settle(harness, () =>
      activityLines(harness, opsChannelId, 'Unsub Box').some((line) => line.endsWith('unseen')),
    );
    expect(
      activityLines(harness, communityChannelId, 'Unsub Box').map((line) => line.split(' — ')[1]),
    ).toEqual(['seen']);
  });

  it('says once that a followed server was deleted, then stops polling it', async () => {
    const doomed = harness.sandbox.addServer(harness.apiKey, { name: 'Doomed' });
    // Followed too (every server is), quiet like it: read at the same interval as it was.
    const control = harness.sandbox.addServer(harness.apiKey, { name: 'Steady Box' });
    await harness.app.store.link(otherGuildId, doomed.id);
    await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: doomed.id });
    await nextActivityRead(harness, doomed.id);
    harness.sandbox.removeServer(doomed.id);
    await settle(
      harness,
      () =>
        messagesWith(harness, opsChannelId, 'no longer exists').filter((message) =>
          message.content.includes('Doomed'),
        ).length === 1,
    );
    // Deleted outside the bot: the poller that found it gone removed its links too.
    expect(await harness.app.store.linkedServerIds(otherGuildId)).not.toContain(doomed.id);
    const polls = harness.sandbox.requests.filter(
      (request) => request.path === `/servers/${doomed.id}/activity`,
    ).length;
    // A poller still reading it would ask again within an interval: three reads of the control span one, and
    // the third comes in a cycle after the one that would have read it.
    for (let read = 0; read < 3; read += 1) await nextActivityRead(harness, control.id);
    expect(
      harness.sandbox.requests.filter((request) => request.path === `/servers/${doomed.id}/activity`).length,
    ).toBe(polls);
  });
});

describe('channels the bot lost', () => {
  it('pauses a deleted channel, tells the ops guild once, and does not retry', async () => {
    const box = harness.sandbox.addServer(harness.apiKey, { name: 'Gone Channel Box' });
    await run(harness, 'access', 'link', { server: box.id, guild_id: communityGuildId });
    await run(
      harness,
      'alerts',
      'subscribe',
      { channel: communityChannelId, server: box.id },
      communityGuildId,
    );
    await nextActivityRead(harness, box.id);
    harness.emulator.deleteChannel(communityChannelId);
    harness.sandbox.addActivity(box.id, { description: 'into the void' });
    await settle(
      harness,
      () =>
        messagesWith(
          harness,
          opsChannelId,
          `Alerts paused: the bot can no longer post in <#${communityChannelId}>`,
        ).length === 1,
    );
    const attempts = postsTo(communityChannelId).length;
    harness.sandbox.addActivity(box.id, { description: 'still nothing' });
    // The entry reaches the ops guild's every-server subscription, and then nothing of the box is left to send
    // (a retry is of what is queued): no try at the deleted channel is still to come.
    await harness.emulator.waitFor(() =>
      activityLines(harness, opsChannelId, 'Gone Channel Box').some((line) => line.endsWith('still nothing')),
    );
    await vi.waitFor(async () => expect(await queuedFor(box.id)).toEqual([]), {
      timeout: 5_000,
      interval: 50,
    });
    expect(postsTo(communityChannelId).length).toBe(attempts);
    const paused = (await harness.app.store.subscriptions()).filter(
      (subscription) => subscription.channelId === communityChannelId,
    );
    expect(paused.every((subscription) => subscription.pausedReason === 'the channel was deleted')).toBe(
      true,
    );
  });

  it('pauses a channel where the bot lost Send Messages, and keeps posting elsewhere', async () => {
    const box = harness.sandbox.addServer(harness.apiKey, { name: 'Denied Box' });
    await run(harness, 'access', 'link', { server: box.id, guild_id: otherGuildId });
    await run(harness, 'alerts', 'subscribe', { channel: otherChannelId, server: box.id }, otherGuildId);
    await nextActivityRead(harness, box.id);
    harness.emulator.denyChannel(otherChannelId);
    harness.sandbox.addActivity(box.id, { description: 'denied' });
    await settle(harness, () => messagesWith(harness, opsChannelId, `<#${otherChannelId}>`).length === 1);
    expect(visibleText(messagesWith(harness, opsChannelId, `<#${otherChannelId}>`)[0])).toContain(
      'lacks permission',
    );
    // The ops guild's every-server subscription still got the entry.
    await harness.emulator.waitFor(() =>
      activityLines(harness, opsChannelId, 'Denied Box').some((line) => line.endsWith('denied')),
    );
    expect(postsTo(otherChannelId)).toHaveLength(1);
  });
});
