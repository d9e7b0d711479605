import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedUsers, type EmulatedMessage, type ReplyView } from '../emulator/index.js';
import { buttonId, visibleText } from './helpers.js';
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
import { activityLines, fastPoller, nextListReads, run, settle } from './poller-world.js';

/** The bot's clock runs ahead of real time by this much, so a test can let minutes pass in a moment. */
let offsetMs = 0;
const now = () => Date.now() + offsetMs;
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: { ...fastPoller, now },
    env: { LOG_LEVEL: 'silent' },
  });
});

afterAll(async () => {
  await harness.close();
});

/** Until a status pass has read every server as it is now (twice: the second began after the call). */
const passesRead = () => nextListReads(harness, 2);

/** The poller's own posts in a channel about a server (by its id in the footer). */
const statusPosts = (channelId: string, serverId: string) =>
  harness.emulator
    .messages(channelId)
    .filter(
      (message) =>
        message.interactionId === undefined &&
        message.embeds.some(
          (embed) => embed.footer?.text.startsWith(serverId) && / is (down|back)/.test(embed.title ?? ''),
        ),
    );

const postRequest = (message: EmulatedMessage) =>
  harness.emulator.requests.find(
    (request) =>
      request.method === 'POST' &&
      request.path === `/channels/${message.channelId}/messages` &&
      // The title itself, not within the JSON text, where the backslashes of escaped names are doubled.
      (request.body as { embeds?: { title?: string }[] } | undefined)?.embeds?.[0]?.title ===
        (message.embeds[0]?.title ?? '\u0000'),
  );

/** What a click showed the member: the private reply, or the private follow-up after a deferral. */
const answerOf = (view: ReplyView) => view.followUps.at(-1) ?? view.message;

describe('status alerts', () => {
  let pulseId = '';

  it('one event, one post: a channel with every kind gets the down alert, not the status entry too', async () => {
    const single = harness.sandbox.addServer(harness.apiKey, { name: 'Single' });
    await run(harness, 'alerts', 'subscribe', {
      channel: incidentsChannelId,
      server: single.id,
      events: 'all',
    });
    // An activity-only channel: its status line shows the activity poll has read the change.
    await run(harness, 'alerts', 'subscribe', {
      channel: opsChannelId,
      server: single.id,
      events: 'activity',
    });
    await passesRead();
    harness.sandbox.setStatus(single.id, 'OFFLINE');
    await harness.emulator.waitFor(() => statusPosts(incidentsChannelId, single.id).length === 1);
    await harness.emulator.waitFor(() =>
      activityLines(harness, opsChannelId, 'Single').some((line) => line.includes('OFFLINE')),
    );
    await settle(harness, () => statusPosts(incidentsChannelId, single.id).length === 1);
    expect(statusPosts(incidentsChannelId, single.id)).toHaveLength(1);
    expect(activityLines(harness, incidentsChannelId, 'Single').join('\n')).not.toContain('OFFLINE');
    // The alert carries what the entry said: who or what changed the status.
    const logField = statusPosts(incidentsChannelId, single.id)[0]?.embeds[0]?.fields?.find(
      (field) => field.name === 'From the activity log',
    );
    expect(logField?.value).toContain('OFFLINE');
    expect(logField?.value).toContain('Status changed from');
  });

  it('posts exactly one down (pinging the role alone) and one back with the downtime, routed by kind', async () => {
    const pulse = harness.sandbox.addServer(harness.apiKey, { name: 'Pulse' });
    pulseId = pulse.id;
    await run(harness, 'alerts', 'subscribe', {
      channel: incidentsChannelId,
      server: pulse.id,
      events: 'status',
      ping: onCallRoleId,
    });
    await run(harness, 'alerts', 'subscribe', {
      channel: opsChannelId,
      server: pulse.id,
      events: 'activity',
    });
    await passesRead();

    harness.sandbox.setStatus(pulse.id, 'OFFLINE');
    const [down] = await harness.emulator.waitFor(() => {
      const posts = statusPosts(incidentsChannelId, pulse.id);
      return posts.length === 1 && posts;
    });
    expect(down?.content).toBe(`<@&${onCallRoleId}>`);
    expect(down?.pinged).toEqual({ everyone: false, roles: [onCallRoleId], users: [] });
    expect(postRequest(down!)?.body).toMatchObject({
      allowed_mentions: { parse: [], roles: [onCallRoleId] },
    });
    expect(visibleText(down)).toContain('Pulse is down');
    expect(visibleText(down)).toMatch(/reports `OFFLINE` since <t:\d+:R>/);

    offsetMs += 12 * 60_000;
    harness.sandbox.setStatus(pulse.id, 'RUNNING');
    await settle(harness, () => statusPosts(incidentsChannelId, pulse.id).length === 2);
    const [, back] = statusPosts(incidentsChannelId, pulse.id);
    expect(statusPosts(incidentsChannelId, pulse.id)).toHaveLength(2);
    expect(visibleText(back)).toContain('Pulse is back after 12 min');
    // Recovery posts ping nobody unless the subscription asked for it.
    expect(back?.content).toBe('');
    expect(back?.pinged).toEqual({ everyone: false, roles: [], users: [] });

    // The activity-only channel got the status lines of the log, and no status alert.
    await harness.emulator.waitFor(() => activityLines(harness, opsChannelId, 'Pulse').length >= 2);
    expect(activityLines(harness, opsChannelId, 'Pulse').join('\n')).toContain('OFFLINE');
    expect(statusPosts(opsChannelId, pulse.id)).toEqual([]);
  });

  it('posts nothing for a flap between two reads', async () => {
    harness.sandbox.setStatus(pulseId, 'CRASHED');
    harness.sandbox.setStatus(pulseId, 'RUNNING');
    await passesRead();
    await settle(harness, () => statusPosts(incidentsChannelId, pulseId).length === 2);
    expect(statusPosts(incidentsChannelId, pulseId)).toHaveLength(2);
  });

  it('gives one back with the whole downtime when the bot restarts while the server is down', async () => {
    harness.sandbox.setStatus(pulseId, 'SUSPENDED');
    await harness.emulator.waitFor(() => statusPosts(incidentsChannelId, pulseId).length === 3);
    await harness.restart({ ...fastPoller, now });
    offsetMs += 7 * 60_000;
    harness.sandbox.setStatus(pulseId, 'RUNNING');
    await settle(harness, () => statusPosts(incidentsChannelId, pulseId).length === 4);
    const posts = statusPosts(incidentsChannelId, pulseId);
    expect(posts.map((post) => post.embeds[0]?.title)).toEqual([
      '⚪ Pulse is down',
      '🟢 Pulse is back after 12 min',
      '🟠 Pulse is down',
      '🟢 Pulse is back after 7 min',
    ]);
  });

  it('answers the buttons privately, with availability, and like a missing server once unlinked', async () => {
    const shared = harness.sandbox.addServer(harness.apiKey, { name: 'Shared' });
    await run(harness, 'access', 'link', { server: shared.id, guild_id: communityGuildId });
    await run(
      harness,
      'alerts',
      'subscribe',
      { channel: communityChannelId, events: 'status' },
      communityGuildId,
    );
    await passesRead();
    harness.sandbox.setStatus(shared.id, 'STOPPED');
    const [alert] = await harness.emulator.waitFor(() => {
      const posts = statusPosts(communityChannelId, shared.id);
      return posts.length === 1 && posts;
    });
    const click = (label: string, user = communityAdmin) =>
      harness.emulator.sendButton({ message: alert!, customId: buttonId(alert, label), user }).waitForReply();

    const info = answerOf(await click('Server info', { ...emulatedUsers.member, id: '200000000000000077' }));
    expect(info?.flags).toBe(64);
    expect(visibleText(info)).toContain('Shared');
    expect(visibleText(info)).toContain('Availability');
    // Watched for less than a day: one line over the time watched, no 24 h or 7 d line it cannot cover.
    expect(visibleText(info)).toMatch(/Watched for [^:\n]+ so far: \d+(\.\d)?% · 1 outage/);
    expect(visibleText(info)).not.toMatch(/24 h:|7 d:|watched for/);
    const resources = answerOf(await click('Resources'));
    expect(resources?.flags).toBe(64);
    expect(visibleText(resources)).toContain('CPU');

    // A button posted before the restart still works: its custom_id holds all it needs.
    const [beforeRestart] = statusPosts(incidentsChannelId, pulseId);
    const pulseInfo = answerOf(
      await harness.emulator
        .sendButton({
          message: beforeRestart!,
          customId: buttonId(beforeRestart, 'Server info'),
          user: emulatedUsers.admin,
        })
        .waitForReply(),
    );
    expect(pulseInfo?.flags).toBe(64);
    expect(visibleText(pulseInfo)).toMatch(/so far: \d+(\.\d)?% · 2 outages, 19 min/);

    await run(harness, 'access', 'unlink', { server: shared.id, guild_id: communityGuildId });
    const refused = answerOf(await click('Server info'));
    expect(refused?.flags).toBe(64);
    expect(visibleText(refused)).toContain('does not exist or is not available here');
    expect(visibleText(refused)).not.toContain('Shared');
  });

  it('pings nobody for a server whose name holds mentions', async () => {
    const hostile = harness.sandbox.addServer(harness.apiKey, {
      name: `@everyone <@&${onCallRoleId}> <@${emulatedUsers.admin.id}>`,
    });
    await run(harness, 'alerts', 'subscribe', {
      channel: opsChannelId,
      server: hostile.id,
      events: 'status',
    });
    await passesRead();
    harness.sandbox.setStatus(hostile.id, 'OFFLINE');
    const [down] = await harness.emulator.waitFor(() => {
      const posts = statusPosts(opsChannelId, hostile.id);
      return posts.length === 1 && posts;
    });
    expect(down?.pinged).toEqual({ everyone: false, roles: [], users: [] });
    expect(postRequest(down!)?.body).toMatchObject({ allowed_mentions: { parse: [] } });
  });
});
