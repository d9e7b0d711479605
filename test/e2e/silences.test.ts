import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emulatedUsers, type EmulatedMessage, type ReplyView } from '../emulator/index.js';
import { buttonId, visibleText } from './helpers.js';
import {
  communityAdmin,
  communityChannelId,
  communityGuildId,
  incidentsChannelId,
  opsChannelId,
  type Harness,
} from './harness.js';
import {
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
  harness = await startClockedHarness(clock.now, { QUOTA_SILENCES: '2' });
});

afterAll(async () => {
  await harness.close();
});

const passesRead = () => passesReadOf(harness);

const statusPostsIn = (channelId: string, serverId: string) => statusPosts(harness, channelId, serverId);

/** The posts saying a silence is over, in a channel. */
const endPosts = (channelId: string) =>
  harness.emulator
    .messages(channelId)
    .filter((message) => message.embeds.some((embed) => embed.title?.startsWith('🔔 Silence over')));

const answerOf = (view: ReplyView) => view.followUps.at(-1) ?? view.message;

async function subscribed(name: string, channelId = incidentsChannelId) {
  const server = harness.sandbox.addServer(harness.apiKey, { name });
  await run(harness, 'alerts', 'subscribe', { channel: channelId, server: server.id, events: 'status' });
  return server.id;
}

const auditActions = async () =>
  (await harness.app.store.audit.records()).map((record) => `${record.action}:${record.outcome.kind}`);

describe('silences', () => {
  it('holds back what goes down inside it, and says at its end what is still down and what came and went', async () => {
    const staying = await subscribed('Maint Staying');
    const flapping = await subscribed('Maint Flapping');
    await passesRead();
    const reply = await run(harness, 'alerts', 'silence', {
      duration: 60,
      channel: incidentsChannelId,
      reason: 'node move',
    });
    expect(reply).toMatch(
      /🔕 Silenced until <t:\d+:f> \(<t:\d+:R>\): status changes, usage alerts, and game answers/,
    );
    expect(reply).toContain('node move');

    harness.sandbox.setStatus(staying, 'OFFLINE');
    harness.sandbox.setStatus(flapping, 'OFFLINE');
    await passesRead();
    harness.sandbox.setStatus(flapping, 'RUNNING');
    await passesRead();
    await settle(
      harness,
      () =>
        statusPostsIn(incidentsChannelId, staying).length +
          statusPostsIn(incidentsChannelId, flapping).length ===
        0,
    );
    expect(statusPostsIn(incidentsChannelId, staying)).toEqual([]);
    expect(statusPostsIn(incidentsChannelId, flapping)).toEqual([]);
    const metrics = await harness.app.metrics.registry.metrics();
    expect(metrics).toMatch(/bot_delivery_posts_total\{outcome="silenced"\} [1-9]/);

    // The team sees the silence, with its reason, in `/alerts silences`.
    expect(await run(harness, 'alerts', 'silences', {})).toContain('node move');

    clock.moveAhead(61 * 60_000);
    const [end] = await settle(
      harness,
      () => endPosts(incidentsChannelId).length === 1 && endPosts(incidentsChannelId),
    );
    expect(endPosts(incidentsChannelId)).toHaveLength(1);
    const text = visibleText(end);
    expect(text).toContain('Silence over: 1 server still needs attention');
    expect(text).toMatch(/\*\*Maint Staying\*\* `[^`]+` is still down: `OFFLINE` since <t:\d+:R>/);
    expect(text).toMatch(
      /Went wrong and recovered during the silence \(down, game not answering, or over a threshold\): \*\*Maint Flapping\*\*/,
    );
    expect(text).toMatch(/Silenced by .+ from <t:\d+:f> to <t:\d+:f>/);
    expect(statusPostsIn(incidentsChannelId, flapping)).toEqual([]);
    // The store is read, not the emulator: the probe is asynchronous.
    await vi.waitFor(async () => expect(await auditActions()).toContain('alerts.silence.expire:done'), {
      timeout: 5_000,
      interval: 50,
    });
    expect((await auditActions()).filter((action) => action.startsWith('alerts.silence')).sort()).toEqual([
      'alerts.silence.expire:done',
      'alerts.silence:done',
    ]);
    // Alerts are posted again: the staying server's return is said.
    harness.sandbox.setStatus(staying, 'RUNNING');
    await harness.emulator.waitFor(() => statusPostsIn(incidentsChannelId, staying).length === 1);
  });

  let buttonServer = '';
  it('silences from an alert post, holds across a restart, and ends with End now', async () => {
    buttonServer = await subscribed('Maint Button');
    await passesRead();
    harness.sandbox.setStatus(buttonServer, 'STOPPED');
    const [alert] = await harness.emulator.waitFor(() => {
      const posts = statusPostsIn(incidentsChannelId, buttonServer);
      return posts.length === 1 && posts;
    });
    const clicked = answerOf(
      await harness.emulator
        .sendButton({
          message: alert as EmulatedMessage,
          customId: buttonId(alert, 'Silence 1 h'),
          user: emulatedUsers.admin,
        })
        .waitForReply(),
    );
    expect(visibleText(clicked)).toMatch(/🔕 Silenced until .*Maint Button/);
    harness.sandbox.setStatus(buttonServer, 'RUNNING');
    await passesRead();
    await settle(harness, () => statusPostsIn(incidentsChannelId, buttonServer).length === 1);
    expect(statusPostsIn(incidentsChannelId, buttonServer)).toHaveLength(1);

    await harness.restart({ ...fastPoller, now: clock.now });
    harness.sandbox.setStatus(buttonServer, 'OFFLINE');
    await passesRead();
    await settle(harness, () => statusPostsIn(incidentsChannelId, buttonServer).length === 1);
    expect(statusPostsIn(incidentsChannelId, buttonServer)).toHaveLength(1);

    const list = await harness
      .command({ name: 'alerts', subcommand: 'silences', options: {} })
      .waitForReply();
    const listed = list.message as EmulatedMessage;
    expect(visibleText(listed)).toMatch(/\*\*1\.\*\* status changes, usage alerts, and game answers for/);
    const ended = await harness.emulator
      .sendButton({
        message: listed,
        customId: buttonId(listed, 'End now (1)'),
        user: emulatedUsers.admin,
      })
      .waitForReply();
    expect(visibleText(ended.message)).toMatch(/ended the silence of .*: its alerts are posted again/);
    expect(visibleText(ended.message)).toContain('No alerts are silenced here');
    const [end] = await harness.emulator.waitFor(
      () => endPosts(incidentsChannelId).length === 2 && endPosts(incidentsChannelId).slice(1),
    );
    expect(visibleText(end)).toMatch(/Maint Button\*\* `[^`]+` is still down: `OFFLINE` since <t:\d+:R>/);
    expect(visibleText(end)).toMatch(/ended early by .+ at <t:\d+:f>/);
    // A second End now on the old list is told the silence is over; nothing is ended or posted twice.
    const again = await harness.emulator
      .sendButton({
        message: listed,
        customId: buttonId(listed, 'End now (1)'),
        user: emulatedUsers.admin,
      })
      .waitForReply();
    expect(visibleText(answerOf(again))).toContain('already over');
    await settle(harness, () => endPosts(incidentsChannelId).length === 2);
    expect(endPosts(incidentsChannelId)).toHaveLength(2);
    const actions = await auditActions();
    expect(actions.filter((action) => action === 'alerts.silence.end:done')).toHaveLength(1);
  });

  it('lets a community guild silence only its linked servers, in its own channels, within its quota', async () => {
    const shared = harness.sandbox.addServer(harness.apiKey, { name: 'Shared Maint' });
    const other = harness.sandbox.addServer(harness.apiKey, { name: 'Not Theirs' });
    await run(harness, 'access', 'link', { server: shared.id, guild_id: communityGuildId });
    await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: shared.id, events: 'status' });
    await run(
      harness,
      'alerts',
      'subscribe',
      { channel: communityChannelId, events: 'status' },
      communityGuildId,
    );
    await passesRead();
    const refused = await run(
      harness,
      'alerts',
      'silence',
      { duration: 30, server: other.id },
      communityGuildId,
    );
    expect(refused).toContain('That server does not exist or is not available here');
    const set = await run(
      harness,
      'alerts',
      'silence',
      { duration: 30, server: shared.id },
      communityGuildId,
    );
    expect(set).toContain('every channel of this guild');

    harness.sandbox.setStatus(shared.id, 'OFFLINE');
    // The ops guild's channel still hears it; the community's silence holds only its own channels.
    await harness.emulator.waitFor(() => statusPostsIn(opsChannelId, shared.id).length === 1);
    await settle(harness, () => statusPostsIn(communityChannelId, shared.id).length === 0);
    expect(statusPostsIn(communityChannelId, shared.id)).toEqual([]);

    await run(harness, 'alerts', 'silence', { duration: 30, kinds: 'activity' }, communityGuildId);
    const past = await run(harness, 'alerts', 'silence', { duration: 30 }, communityGuildId);
    expect(past).toContain('This guild has reached its limit of 2 silences at once.');
    const view = await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'alerts',
        subcommand: 'silences',
        options: {},
      })
      .waitForReply();
    expect(visibleText(view.message)).toContain('Shared Maint');
    expect(visibleText(view.message)).not.toContain('Maint Button');
  });
});
