import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { communityChannelId, communityGuildId, opsChannelId, type Harness } from './harness.js';
import { pngSize } from '../support/png.js';
import { visibleText } from './helpers.js';
import {
  aheadClock,
  fastPoller,
  messagesWith,
  nextCycles,
  run,
  startClockedHarness,
} from './poller-world.js';

const clock = aheadClock();
let harness: Harness;
/** The server the alert test drove, with usage history by the chart tests. */
let hotServerId = '';

beforeAll(async () => {
  // The clock jumps ahead between samples: a poller resting at most 50 ms sees each jump soon.
  harness = await startClockedHarness(
    clock.now,
    {},
    { pollerTiming: { ...fastPoller.pollerTiming, maxTickMs: 50 } },
  );
});

afterAll(async () => {
  await harness.close();
});

/** When the bot last interpreted a usage sample of the server, by its clock (the latest of its watches). */
async function lastSampleAt(serverId: string): Promise<number> {
  const { usage } = harness.app.store;
  let last = 0;
  for (const watch of await usage.watches())
    for (const metric of Object.values((await usage.stateOf(watch, serverId)) ?? {}))
      last = Math.max(last, metric?.lastAt ?? 0);
  return last;
}

/**
 * Lets `minutes` pass on the bot's clock in 20 s steps. After each, until the bot has interpreted a sample of
 * `sampled` taken since; with no server named (its watch may be paused on the way), a whole poll cycle. Then
 * one cycle more: an alert the last sample queued has been sent.
 */
async function letPass(minutes: number, sampled?: string): Promise<void> {
  for (let step = 0; step < (minutes * 60) / 20; step += 1) {
    clock.moveAhead(20_000);
    const movedTo = clock.now();
    if (sampled === undefined) await nextCycles(harness, 2);
    else
      await vi.waitFor(async () => expect(await lastSampleAt(sampled)).toBeGreaterThanOrEqual(movedTo), {
        timeout: 5_000,
        interval: 20,
      });
  }
  await nextCycles(harness, 2);
}

const posts = (text: string) =>
  messagesWith(harness, opsChannelId, text).filter((message) => message.interactionId === undefined);

describe('/alerts usage', () => {
  it('fires once when a figure stays above, does not flap near the threshold, and recovers once', async () => {
    const server = harness.sandbox.addServer(harness.apiKey, { name: 'Hot Box' });
    hotServerId = server.id;
    harness.sandbox.setUsage(server.id, { cpuPercent: 95 });
    const answer = await run(harness, 'alerts', 'usage', {
      channel: opsChannelId,
      server: server.id,
      cpu: 80,
      minutes: 1,
    });
    expect(answer).toContain('now gets usage alerts for **Hot Box**');
    expect(answer).toContain('CPU above 80% for 1 min');
    expect(answer).toContain('usage is read about every');

    await letPass(0.5, server.id);
    expect(posts('CPU above 80%')).toHaveLength(0);
    await letPass(1.5, server.id);
    await harness.emulator.waitFor(() => posts('has had CPU above 80%').length === 1);
    const fired = posts('has had CPU above 80%')[0]!;
    expect(fired.embeds[0]?.description).toContain('now 95%');
    expect(fired.embeds[0]?.description).toMatch(/Figures read <t:\d+:R>/);

    // Just under the threshold, inside the hysteresis band, and back above: still the one alert, no recovery.
    harness.sandbox.setUsage(server.id, { cpuPercent: 78 });
    await letPass(2, server.id);
    harness.sandbox.setUsage(server.id, { cpuPercent: 92 });
    await letPass(2, server.id);
    expect(posts('has had CPU above 80%')).toHaveLength(1);
    expect(posts('back to normal')).toHaveLength(0);

    harness.sandbox.setUsage(server.id, { cpuPercent: 10 });
    await letPass(2, server.id);
    await harness.emulator.waitFor(() => posts('back to normal').length === 1);
    await letPass(2, server.id);
    expect(posts('back to normal')).toHaveLength(1);
    expect(posts('has had CPU above 80%')).toHaveLength(1);
  });

  it('refuses a watch without a threshold', async () => {
    expect(await run(harness, 'alerts', 'usage', { channel: opsChannelId })).toContain(
      'Give at least one threshold',
    );
  });

  it('lists usage watches and removes them with unsubscribe kind:usage, leaving event alerts', async () => {
    await run(harness, 'alerts', 'subscribe', { channel: opsChannelId });
    await run(harness, 'alerts', 'usage', { channel: opsChannelId, disk: 90, ram: 85 });
    const list = await run(harness, 'alerts', 'list', {});
    expect(list).toContain(
      `<#${opsChannelId}> · every server · usage: RAM above 85% and disk above 90% for 5 min`,
    );
    expect(list).toContain(`<#${opsChannelId}> · every server · all events · since`);
    expect(list).toMatch(
      /Usage is read about every \d+ s per watched server \(bound by the API's rate limit\)/,
    );

    expect(await run(harness, 'alerts', 'unsubscribe', { channel: opsChannelId, kind: 'usage' })).toContain(
      'no longer gets usage alerts for every server',
    );
    const after = await run(harness, 'alerts', 'list', {});
    expect(after).not.toContain('usage: RAM above 85%');
    expect(after).toContain(`<#${opsChannelId}> · every server · all events · since`);
    expect(await run(harness, 'alerts', 'unsubscribe', { channel: opsChannelId, kind: 'usage' })).toContain(
      'has no subscription to alerts about usage above a threshold',
    );
  });
});

describe('/alerts usage in a community guild', () => {
  it('pauses the watch when the bot loses the channel, tells ops once, and lists it as paused', async () => {
    const linked = harness.sandbox.addServer(harness.apiKey, { name: 'Community Hot' });
    await run(harness, 'access', 'link', { server: linked.id, guild_id: communityGuildId });
    expect(
      await run(
        harness,
        'alerts',
        'usage',
        { channel: communityChannelId, cpu: 80, minutes: 1 },
        communityGuildId,
      ),
    ).toContain('every server linked to this guild');
    harness.sandbox.setUsage(linked.id, { cpuPercent: 97 });
    harness.emulator.denyChannel(communityChannelId);
    await letPass(2);
    await harness.emulator.waitFor(() => posts('Alerts paused').length === 1);
    await letPass(1);
    expect(posts('Alerts paused')).toHaveLength(1);
    expect(await run(harness, 'alerts', 'list', {}, communityGuildId)).toContain('paused');
  });
});

describe('/server resources hours', () => {
  const resources = (server: string, hours?: number) =>
    harness
      .command({
        name: 'server',
        subcommand: 'resources',
        options: { server, ...(hours === undefined ? {} : { hours }) },
      })
      .waitForReply();

  it('attaches the usage chart of a sampled server as a PNG of the chart size', async () => {
    const view = await resources(hotServerId, 1);
    expect(view.message?.attachments.map((file) => file.filename)).toEqual(['usage.png']);
    expect(pngSize(view.message!.attachments[0]!.bytes)).toEqual({ width: 800, height: 400 });
    expect(JSON.stringify(view.message?.embeds[0])).toContain('usage.png');
    expect(visibleText(view.message)).toContain('Usage over the last 1 h');
  });

  it('says how to start sampling when a server has no history', async () => {
    const quiet = harness.sandbox.addServer(harness.apiKey, { name: 'Quiet Box' });
    const view = await resources(quiet.id);
    expect(view.message?.attachments).toEqual([]);
    expect(visibleText(view.message)).toContain('No usage chart yet');
    expect(visibleText(view.message)).toContain('/alerts usage');
  });
});
