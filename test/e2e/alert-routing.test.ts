import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityChannelId,
  communityGuildId,
  communityRoleId,
  incidentsChannelId,
  onCallRoleId,
  opsChannelId,
  opsGuildId,
  quietRoleId,
  type Harness,
} from './harness.js';
import { activityLines, nextActivityRead, run, settle, startAlertsHarness } from './poller-world.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startAlertsHarness();
});

afterAll(async () => {
  await harness.close();
});

describe('/alerts subscribe events and ping', () => {
  it('routes each kind to the channels that asked for it, and lists the kinds per channel', async () => {
    const server = harness.sandbox.addServer(harness.apiKey, { name: 'Routed' });
    const status = await run(harness, 'alerts', 'subscribe', {
      channel: incidentsChannelId,
      server: server.id,
      events: 'status',
      ping: onCallRoleId,
    });
    expect(status).toContain('status changes (down, and back with the downtime)');
    expect(status).toContain(`They mention <@&${onCallRoleId}> (recovery posts do not)`);
    expect(
      await run(harness, 'alerts', 'subscribe', {
        channel: opsChannelId,
        server: server.id,
        events: 'activity',
      }),
    ).toContain('new activity, from now on');
    await nextActivityRead(harness, server.id);
    harness.sandbox.addActivity(server.id, { description: 'routed entry' });
    await settle(harness, () => activityLines(harness, opsChannelId, 'Routed').length === 1);
    expect(activityLines(harness, incidentsChannelId, 'Routed')).toEqual([]);

    const list = await run(harness, 'alerts', 'list', {});
    expect(list).toContain(
      `<#${incidentsChannelId}> · **Routed** · status changes (down, and back with the downtime) (pings <@&${onCallRoleId}>)`,
    );
    expect(list).toContain(`<#${opsChannelId}> · **Routed** · new activity · since`);
  });

  it('combines several subscriptions of a channel, and unsubscribes one kind at a time', async () => {
    const server = harness.sandbox.addServer(harness.apiKey, { name: 'Combined' });
    const target = { channel: incidentsChannelId, server: server.id };
    await run(harness, 'alerts', 'subscribe', { ...target, events: 'status' });
    const both = await run(harness, 'alerts', 'subscribe', { ...target, events: 'mods' });
    expect(both).toContain(
      'In all it gets: status changes (down, and back with the downtime) and mod updates.',
    );
    expect(await run(harness, 'alerts', 'subscribe', { ...target, events: 'mods' })).toContain(
      'already gets alerts',
    );
    expect(await run(harness, 'alerts', 'unsubscribe', { ...target, events: 'status' })).toContain(
      'no longer gets alerts about status changes',
    );
    expect(await run(harness, 'alerts', 'unsubscribe', { ...target, events: 'status' })).toContain(
      'has no subscription to alerts about status changes',
    );
    expect(await run(harness, 'alerts', 'list', {})).toContain(
      `<#${incidentsChannelId}> · **Combined** · mod updates · since`,
    );
    expect(await run(harness, 'alerts', 'unsubscribe', target)).toContain('no longer gets alerts');
  });

  it('refuses a role the bot could not mention, and @everyone, saying so', async () => {
    const refused = await run(harness, 'alerts', 'subscribe', {
      channel: incidentsChannelId,
      events: 'status',
      ping: quietRoleId,
    });
    expect(refused).toContain(`The bot cannot ping <@&${quietRoleId}>: the role is not mentionable`);
    expect(
      await run(harness, 'alerts', 'subscribe', { channel: incidentsChannelId, ping: opsGuildId }),
    ).toContain('not @everyone');
    const subscriptions = await harness.app.store.subscriptions();
    expect(subscriptions.some((subscription) => subscription.serverId === null)).toBe(false);
    const linked = harness.sandbox.addServer(harness.apiKey, { name: 'Linked' });
    await run(harness, 'access', 'link', { server: linked.id, guild_id: communityGuildId });
    expect(
      await run(
        harness,
        'alerts',
        'subscribe',
        { channel: communityChannelId, ping: communityRoleId },
        communityGuildId,
      ),
    ).toContain(`mention <@&${communityRoleId}>`);
  });
});
