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
  type Harness,
} from './harness.js';
import {
  activityLines,
  fastPoller,
  run,
  settle,
  aheadClock,
  startClockedHarness,
  passesRead as passesReadOf,
  statusPosts,
} from './poller-world.js';

const clock = aheadClock();
let harness: Harness;

beforeAll(async () => {
  harness = await startClockedHarness(clock.now);
});

afterAll(async () => {
  await harness.close();
});

const passesRead = () => passesReadOf(harness);

const statusPostsIn = (channelId: string, serverId: string) => statusPosts(harness, channelId, serverId);

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
    await harness.emulator.waitFor(() => statusPostsIn(incidentsChannelId, single.id).length === 1);
    await harness.emulator.waitFor(() =>
      activityLines(harness, opsChannelId, 'Single').some((line) => line.includes('OFFLINE')),
    );
    await settle(harness, () => statusPostsIn(incidentsChannelId, single.id).length === 1);
    expect(statusPostsIn(incidentsChannelId, single.id)).toHaveLength(1);
    expect(activityLines(harness, incidentsChannelId, 'Single').join('\n')).not.toContain('OFFLINE');
    // The alert carries what the entry said: who or what changed the status.
    const logField = statusPostsIn(incidentsChannelId, single.id)[0]?.embeds[0]?.fields?.find(
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
      const posts = statusPostsIn(incidentsChannelId, pulse.id);
      return posts.length === 1 && posts;
    });
    expect(down?.content).toBe(`<@&${onCallRoleId}>`);
    expect(down?.pinged).toEqual({ everyone: false, roles: [onCallRoleId], users: [] });
    expect(postRequest(down!)?.body).toMatchObject({
      allowed_mentions: { parse: [], roles: [onCallRoleId] },
    });
    expect(visibleText(down)).toContain('Pulse is down');
    expect(visibleText(down)).toMatch(/reports `OFFLINE` since <t:\d+:R>/);

    clock.moveAhead(12 * 60_000);
    harness.sandbox.setStatus(pulse.id, 'RUNNING');
    await settle(harness, () => statusPostsIn(incidentsChannelId, pulse.id).length === 2);
    const [, back] = statusPostsIn(incidentsChannelId, pulse.id);
    expect(statusPostsIn(incidentsChannelId, pulse.id)).toHaveLength(2);
    expect(visibleText(back)).toContain('Pulse is back after 12 min');
    // Recovery posts ping nobody unless the subscription asked for it.
    expect(back?.content).toBe('');
    expect(back?.pinged).toEqual({ everyone: false, roles: [], users: [] });

    // The activity-only channel got the status lines of the log, and no status alert.
    await harness.emulator.waitFor(() => activityLines(harness, opsChannelId, 'Pulse').length >= 2);
    expect(activityLines(harness, opsChannelId, 'Pulse').join('\n')).toContain('OFFLINE');
    expect(statusPostsIn(opsChannelId, pulse.id)).toEqual([]);
  });

  it('posts nothing for a flap between two reads', async () => {
    harness.sandbox.setStatus(pulseId, 'CRASHED');
    harness.sandbox.setStatus(pulseId, 'RUNNING');
    await passesRead();
    await settle(harness, () => statusPostsIn(incidentsChannelId, pulseId).length === 2);
    expect(statusPostsIn(incidentsChannelId, pulseId)).toHaveLength(2);
  });

  it('gives one back with the whole downtime when the bot restarts while the server is down', async () => {
    harness.sandbox.setStatus(pulseId, 'SUSPENDED');
    await harness.emulator.waitFor(() => statusPostsIn(incidentsChannelId, pulseId).length === 3);
    await harness.restart({ ...fastPoller, now: clock.now });
    clock.moveAhead(7 * 60_000);
    harness.sandbox.setStatus(pulseId, 'RUNNING');
    await settle(harness, () => statusPostsIn(incidentsChannelId, pulseId).length === 4);
    const posts = statusPostsIn(incidentsChannelId, pulseId);
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
      const posts = statusPostsIn(communityChannelId, shared.id);
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
    const [beforeRestart] = statusPostsIn(incidentsChannelId, pulseId);
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
      const posts = statusPostsIn(opsChannelId, hostile.id);
      return posts.length === 1 && posts;
    });
    expect(down?.pinged).toEqual({ everyone: false, roles: [], users: [] });
    expect(postRequest(down!)?.body).toMatchObject({ allowed_mentions: { parse: [] } });
  });
});
