import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxShapes } from '../../src/sandbox/index.js';
import { replyText, visibleText } from './helpers.js';
import { startHarness, type Harness } from './harness.js';

let harness: Harness;
let serverId: string;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false } });
  serverId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Shape Shifter',
    ramGb: 6,
    status: 'running',
    planTier: 'premium',
    gameVersion: '1.20.4',
  }).id;
  harness.sandbox.addActivity(serverId, {
    action: 'server.restarted',
    actor: 'ops-team',
    description: 'Nightly restart',
  });
});

afterAll(async () => {
  await harness.close();
});

const variants: Partial<SandboxShapes>[] = [
  {
    serverList: 'array',
    activityFields: 'classic',
    activityOrder: 'newest-first',
    resourceFields: 'classic',
    modResults: 'provider',
  },
  {
    serverList: 'object',
    activityFields: 'alternate',
    activityOrder: 'oldest-first',
    resourceFields: 'alternate',
    modResults: 'normalized',
  },
];

describe.each(variants)('every command reads the API when it answers %o', (shapes) => {
  beforeAll(() => harness.sandbox.setShapes(shapes));

  it('lists, shows, measures and narrates the server', async () => {
    const list = await harness.command({ name: 'server', subcommand: 'list' }).waitForReply();
    expect(visibleText(list.message)).toContain('Shape Shifter');
    expect(visibleText(list.message)).toMatch(/🟢 Shape Shifter {2}srv_\w+ {2}running +6 GB/);

    const resources = await harness
      .command({ name: 'server', subcommand: 'resources', options: { server: serverId } })
      .waitForReply();
    expect(visibleText(resources.message)).toMatch(/Memory\n.*%/);
    expect(visibleText(resources.message)).toMatch(/Uptime\n\d+ (d|h|min|s)/);

    const activity = await harness
      .command({ name: 'server', subcommand: 'activity', options: { server: serverId } })
      .waitForReply();
    const timeline = visibleText(activity.message);
    expect(timeline).toContain('**Server restarted** by ops-team — Nightly restart');
    expect(timeline).not.toContain('server.restarted');
    expect(timeline).toContain('ops-team');
    expect(timeline).toContain('Nightly restart');
  });

  it('searches both catalogues', async () => {
    for (const provider of ['curseforge', 'modrinth']) {
      const view = await harness
        .command({ name: 'mods', subcommand: 'search', options: { server: serverId, provider } })
        .waitForReply();
      expect(replyText(view)).not.toContain('❌');
      expect(view.message?.components.length).toBe(1);
    }
  });
});
