import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedUsers } from '../emulator/index.js';
import { buttonId, visibleText } from './helpers.js';
import { incidentsChannelId, opsChannelId, type Harness } from './harness.js';
import {
  activityLines,
  nextListReads,
  run,
  settle,
  startAlertsHarness,
  statusPosts,
} from './poller-world.js';

/**
 * An API that spells its log SCREAMING_SNAKE (`SERVER_STATUS_CHANGED`, under `event`) and answers writes
 * briefly (`{id, version, updated}`): the bot understands the entries by meaning and says its own changes
 * from what it sent and read.
 */
let harness: Harness;

beforeAll(async () => {
  harness = await startAlertsHarness({
    shapes: { activityActions: 'screaming-snake', activityFields: 'alternate', writeAnswers: 'brief' },
  });
});

afterAll(async () => {
  await harness.close();
});

const statusPostsIn = (channelId: string, serverId: string) => statusPosts(harness, channelId, serverId);

describe('an API that names things its own way', () => {
  it('one status change is one post in a channel with every kind, whatever the log calls it', async () => {
    const beacon = harness.sandbox.addServer(harness.apiKey, { name: 'Beacon', ramGb: 2 });
    await run(harness, 'alerts', 'subscribe', {
      channel: incidentsChannelId,
      server: beacon.id,
      events: 'all',
    });
    await run(harness, 'alerts', 'subscribe', {
      channel: opsChannelId,
      server: beacon.id,
      events: 'activity',
    });
    // Until a status pass has read it running (twice: the second began after the subscriptions).
    await nextListReads(harness, 2);

    harness.sandbox.setStatus(beacon.id, 'OFFLINE');
    await harness.emulator.waitFor(() => statusPostsIn(incidentsChannelId, beacon.id).length === 1);
    harness.sandbox.setStatus(beacon.id, 'RUNNING');
    await harness.emulator.waitFor(() => statusPostsIn(incidentsChannelId, beacon.id).length === 2);
    // Any other entry still reaches the channel with every kind: its activity is heard, not muted.
    harness.sandbox.addActivity(beacon.id, {
      action: 'server.backup.restore',
      description: 'Nightly restore',
    });
    await harness.emulator.waitFor(() =>
      activityLines(harness, incidentsChannelId, 'Beacon').some((line) => line.includes('Nightly restore')),
    );
    await settle(
      harness,
      () =>
        activityLines(harness, opsChannelId, 'Beacon').filter((line) => /OFFLINE|RUNNING/.test(line))
          .length === 2,
    );

    expect(harness.sandbox.server(beacon.id)).toBeDefined();
    expect(statusPostsIn(incidentsChannelId, beacon.id)).toHaveLength(2);
    const everyKind = activityLines(harness, incidentsChannelId, 'Beacon').join('\n');
    expect(everyKind).not.toMatch(/OFFLINE|RUNNING/);
    expect(everyKind).toContain('**Backup restored** by support — Nightly restore');
    // The activity-only channel hears both changes, in words rather than the API's code.
    const statusLines = activityLines(harness, opsChannelId, 'Beacon').filter((line) =>
      /OFFLINE|RUNNING/.test(line),
    );
    expect(statusLines).toHaveLength(2);
    expect(statusLines[0]).toContain('**Status changed** by system — Status changed from RUNNING to OFFLINE');
    expect(activityLines(harness, opsChannelId, 'Beacon').join('\n')).not.toContain('SERVER_');
    // The alert still carries the log's own line about the change.
    const logField = statusPostsIn(incidentsChannelId, beacon.id)[0]?.embeds[0]?.fields?.find(
      (field) => field.name === 'From the activity log',
    );
    expect(logField?.value).toContain('Status changed from RUNNING to OFFLINE');
  });

  it('/server activity understands a status change told only in words, with a status the server reported', async () => {
    const dormant = harness.sandbox.addServer(harness.apiKey, { name: 'Dormant' });
    harness.sandbox.setStatus(dormant.id, 'HIBERNATING');
    harness.sandbox.addActivity(dormant.id, {
      action: 'server.lifecycle',
      actor: 'scheduler',
      description: 'Status changed from RUNNING to HIBERNATING',
    });
    const view = await harness
      .command({ name: 'server', subcommand: 'activity', options: { server: dormant.id }, locale: 'de' })
      .waitForReply();
    expect(visibleText(view.message)).toContain(
      '**Status geändert** von scheduler — Status changed from RUNNING to HIBERNATING',
    );
    expect(visibleText(view.message)).not.toContain('SERVER_LIFECYCLE');
  });

  it('/server update says the name and both sizes though the answer holds neither', async () => {
    const forge = harness.sandbox.addServer(harness.apiKey, { name: 'Forge Works', ramGb: 2, diskGb: 20 });
    const view = await harness
      .command({ name: 'server', subcommand: 'update', options: { server: forge.id, ram: 2.5, disk: 25 } })
      .waitForReply();
    const text = visibleText(view.message);
    expect(text).toContain('Updated Forge Works');
    expect(text).toContain('RAM: 2 GB → 2.5 GB');
    expect(text).toContain('Disk: 20 GB → 25 GB');
    expect(text).not.toContain('—');
    expect(harness.sandbox.server(forge.id)).toMatchObject({ ramGb: 2.5, diskGb: 25 });
    // The sandbox really answered briefly: the PATCH was the only call after the read before it.
    const calls = harness.sandbox.requests.filter((request) => request.path === `/servers/${forge.id}`);
    expect(calls.map((request) => request.method)).toEqual(['GET', 'PATCH']);
  });

  it('/server create says the name, size and plan it asked for, and watches the id it was given', async () => {
    const create = harness.command({
      name: 'server',
      subcommand: 'create',
      options: { name: 'Brief Answer', ram: 3, plan: 'budget' },
    });
    const text = visibleText((await create.waitForReply()).message);
    expect(text).toContain('Provisioning started: Brief Answer');
    expect(text).toContain('3 GB');
    expect(text).toContain('budget');
    const ready = await create.waitForReply((view) =>
      visibleText(view.message).includes('Brief Answer is ready'),
    );
    expect(visibleText(ready.message)).toContain('RUNNING');
  });

  // A fault answers in place of the sandbox (nothing is executed): the reply is all these look at.
  it('/server delete and /mods install say what was done though the answer is outside the envelope', async () => {
    const doomed = harness.sandbox.addServer(harness.apiKey, { name: 'Plain Text Answer', ramGb: 2 });
    harness.sandbox.inject({
      method: 'DELETE',
      path: `/servers/${doomed.id}`,
      status: 200,
      body: 'Deleted.',
    });
    const prompt = await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: doomed.id } })
      .waitForReply();
    const deleted = await harness.emulator
      .sendButton({
        message: prompt.message!,
        customId: buttonId(prompt.message!, 'Delete permanently'),
        user: emulatedUsers.admin,
      })
      .waitForReply((view) => visibleText(view.message).includes('Deleted'));
    expect(visibleText(deleted.message)).toContain('Plain Text Answer');
    expect(visibleText(deleted.message)).not.toContain('❌');

    const modded = harness.sandbox.addServer(harness.apiKey, {
      name: 'Bare Answer',
      planTier: 'premium',
      gameVersion: '1.20.4',
    });
    harness.sandbox.inject({
      method: 'POST',
      path: `/servers/${modded.id}/mods`,
      status: 201,
      body: '{"ok":true}',
    });
    const install = await harness
      .command({
        name: 'mods',
        subcommand: 'install',
        options: { server: modded.id, provider: 'curseforge', mod: '310001', file: '4100011' },
      })
      .waitForReply();
    const installed = await harness.emulator
      .sendButton({
        message: install.message!,
        customId: buttonId(install.message!, 'Install'),
        user: emulatedUsers.admin,
      })
      .waitForReply((view) => visibleText(view.message).includes('Installed'));
    expect(visibleText(installed.message)).toContain('Ore Compass');
    expect(visibleText(installed.message)).toContain('Bare Answer');
  });
});
