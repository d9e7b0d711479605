import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityChannelId,
  communityGuildId,
  opsChannelId,
  opsGuildId,
  otherChannelId,
  otherGuildId,
  startHarness,
  type Harness,
} from './harness.js';
import { run } from './poller-world.js';

let harness: Harness;
const serverIds: string[] = [];

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false },
    env: { LOG_LEVEL: 'silent', QUOTA_SUBSCRIPTIONS: '2', QUOTA_USAGE_WATCHES: '1' },
  });
  for (let index = 0; index < 4; index += 1) {
    const server = harness.sandbox.addServer(harness.apiKey, { name: `Quota ${index}`, status: 'RUNNING' });
    serverIds.push(server.id);
    for (const guildId of [communityGuildId, otherGuildId]) await harness.app.store.link(guildId, server.id);
  }
  for (const guildId of [communityGuildId, otherGuildId])
    await harness.app.bot.context.syncGuildCommands(guildId);
}, 60_000);

afterAll(async () => {
  await harness.close();
});

const subscribe = (guildId: string, channel: string, server: string) =>
  run(harness, 'alerts', 'subscribe', { channel, server }, guildId);

describe('quotas per community guild', () => {
  it('refuses the subscription past the limit with a sentence naming it, and audits the refusal', async () => {
    expect(await subscribe(communityGuildId, communityChannelId, serverIds[0]!)).toContain('now gets alerts');
    expect(await subscribe(communityGuildId, communityChannelId, serverIds[1]!)).toContain('now gets alerts');
    const refused = await subscribe(communityGuildId, communityChannelId, serverIds[2]!);
    expect(refused).toContain('This server has reached its limit of 2 alert subscriptions.');
    // One it already has is no new one; another guild and the ops guild count apart.
    expect(await subscribe(communityGuildId, communityChannelId, serverIds[0]!)).toContain('nothing changed');
    expect(await subscribe(otherGuildId, otherChannelId, serverIds[2]!)).toContain('now gets alerts');
    for (const serverId of serverIds)
      expect(await subscribe(opsGuildId, opsChannelId, serverId)).toContain('now gets alerts');
    const stored = (await harness.app.store.subscriptions()).filter(
      (entry) => entry.guildId === communityGuildId,
    );
    expect(stored).toHaveLength(2);
    const audited = (await harness.app.store.audit.records()).filter(
      (record) => record.action === 'alerts.subscribe' && record.outcome.kind === 'refused',
    );
    expect(audited).toHaveLength(1);
    // The trail keeps what was said (its phrase and the limit), each reader sees it in their language.
    expect(audited[0]?.outcome).toMatchObject({
      phrase: { key: 'quota.subscriptions', values: { limit: 2 } },
    });
  });

  it('refuses the usage watch past the limit; the metric counts both refusals', async () => {
    const watch = (server: string) =>
      run(harness, 'alerts', 'usage', { channel: communityChannelId, server, cpu: 90 }, communityGuildId);
    expect(await watch(serverIds[0]!)).toContain('now gets usage alerts');
    expect(await watch(serverIds[1]!)).toContain('This server has reached its limit of 1 usage watches.');
    const metrics = await harness.app.metrics.text();
    expect(metrics).toContain('bot_quota_refusals_total{kind="subscriptions"} 1');
    expect(metrics).toContain('bot_quota_refusals_total{kind="usage_watches"} 1');
  });
});
