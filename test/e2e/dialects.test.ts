import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '../../src/sandbox/index.js';
import { emulatedUsers } from '../emulator/index.js';
import { buttonId, replyText, visibleText } from './helpers.js';
import { opsChannelId, startHarness, type Harness } from './harness.js';
import {
  absentServerProbes,
  activityLines,
  fastPoller,
  messagesWith,
  nextActivityRead,
  nextListReads,
  run,
  settle,
} from './poller-world.js';

/**
 * The tour a new operator takes, against the sandbox in each dialect other than the default: every command,
 * provisioning, status alerts, the board, usage and mods, the bot reading answers spelled unlike the
 * classic sandbox in every way the spec leaves open.
 */
const dialects: DialectName[] = ['snake', 'panel', 'legacy'];

describe.each(dialects)('the tour in the %s dialect', (dialect) => {
  let harness: Harness;
  let premiumId: string;
  let budgetId: string;

  beforeAll(async () => {
    harness = await startHarness({
      sandbox: { seed: false, provisioningMs: 600, rateLimit: { limit: 6_000, windowMs: 60_000 }, dialect },
      app: {
        ...fastPoller,
        pollerTiming: { ...fastPoller.pollerTiming, boardRefreshMs: 150, boardEditIntervalMs: 300 },
        apiCheck: true,
      },
      env: { LOG_LEVEL: 'info' },
    });
    premiumId = harness.sandbox.addServer(harness.apiKey, {
      name: 'Tour Premium',
      ramGb: 8,
      status: 'RUNNING',
      planTier: 'premium',
      gameVersion: '1.20.4',
    }).id;
    budgetId = harness.sandbox.addServer(harness.apiKey, {
      name: 'Tour Budget',
      ramGb: 4,
      status: 'RUNNING',
      planTier: 'budget',
    }).id;
    harness.sandbox.setUsage(premiumId, { cpuPercent: 42, memoryPercent: 55, diskPercent: 17 });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('lists and shows servers with their status read as running', async () => {
    expect(harness.sandbox.dialect).toBe(dialect);
    const list = await run(harness, 'server', 'list', {});
    expect(list).toMatch(new RegExp(`🟢 Tour Premium  +${premiumId} `));
    expect(list).toMatch(new RegExp(`🟢 Tour Budget  +${budgetId} `));
    const info = await run(harness, 'server', 'info', { server: premiumId });
    expect(info).toContain('Tour Premium');
    expect(info).toContain('8 GB');
    expect(info).toContain('premium');
  });

  it('logs what it understood of the API once at start, every feature able to work', async () => {
    const summaries = () => harness.logLines.filter((line) => line.includes('hosting API check'));
    await harness.emulator.waitFor(() => summaries().length > 0, 5_000);
    // Logged once, by the one check: it asked once for a server that cannot exist, before its summary.
    expect(absentServerProbes(harness)).toBe(1);
    expect(summaries()).toHaveLength(1);
    const [line] = summaries();
    expect(line).toContain('every feature can work');
    expect(line).toContain(`Hosting API check of ${harness.sandbox.url}`);
    expect(line).not.toContain(harness.apiKey);
  });

  it('shows usage in percent of the limits whatever the units', async () => {
    const usage = await run(harness, 'server', 'resources', { server: premiumId });
    expect(usage).toMatch(/CPU\n.*\b(42|4[01]|43) ?%/);
    expect(usage).toMatch(/Memory\n.*\b55 ?%/);
    expect(usage).toMatch(/Disk\n.*\b17 ?%/);
  });

  it('creates a server and posts that it is ready once provisioned', async () => {
    const create = harness.command({
      name: 'server',
      subcommand: 'create',
      options: { name: 'Tour New', ram: 2 },
    });
    expect(visibleText((await create.waitForReply()).message)).toContain('Provisioning started: Tour New');
    await harness.emulator.waitFor(
      () => messagesWith(harness, opsChannelId, 'Tour New is ready').length === 1,
    );
    const reply = await create.waitForReply((view) =>
      visibleText(view.message).includes('Tour New is ready'),
    );
    expect(visibleText(reply.message)).toContain('2 GB');
  });

  it('updates a server, changing what was asked', async () => {
    const answer = await run(harness, 'server', 'update', { server: budgetId, ram: 5 });
    expect(answer).toContain('✅');
    expect(harness.sandbox.server(budgetId)?.ramGb).toBe(5);
  });

  it('posts one down and one back alert, and no status entry besides, in a channel that gets all', async () => {
    await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: budgetId, events: 'all' });
    // Until a status pass has read it running (twice: the second began after the subscription).
    await nextListReads(harness, 2);
    harness.sandbox.setStatus(budgetId, 'OFFLINE');
    await harness.emulator.waitFor(
      () => messagesWith(harness, opsChannelId, 'Tour Budget is down').length === 1,
    );
    harness.sandbox.setStatus(budgetId, 'RUNNING');
    await harness.emulator.waitFor(
      () => messagesWith(harness, opsChannelId, 'Tour Budget is back').length === 1,
    );
    // An entry after the changes: once it is posted, the status entries before it were read too.
    harness.sandbox.addActivity(budgetId, { action: 'server.note', actor: 'ops-team', description: 'After' });
    const lines = () => activityLines(harness, opsChannelId, 'Tour Budget');
    await harness.emulator.waitFor(() => lines().some((line) => line.includes('After')));
    await settle(
      harness,
      () =>
        messagesWith(harness, opsChannelId, 'Tour Budget is down').length === 1 &&
        messagesWith(harness, opsChannelId, 'Tour Budget is back').length === 1,
    );
    expect(messagesWith(harness, opsChannelId, 'Tour Budget is down')).toHaveLength(1);
    expect(messagesWith(harness, opsChannelId, 'Tour Budget is back')).toHaveLength(1);
    // The status change entries, in whatever words, are not posted beside the alerts.
    expect(lines().filter((line) => /status.?changed/i.test(line))).toEqual([]);
  });

  it('posts activity entries, each once, with who did what', async () => {
    await run(harness, 'alerts', 'subscribe', {
      channel: opsChannelId,
      server: premiumId,
      events: 'activity',
    });
    await nextActivityRead(harness, premiumId);
    harness.sandbox.addActivity(premiumId, {
      action: 'server.note',
      actor: 'ops-team',
      description: 'Nightly check',
    });
    const lines = () =>
      activityLines(harness, opsChannelId, 'Tour Premium').filter((line) => line.includes('Nightly check'));
    await harness.emulator
      .waitFor(() => lines().length === 1)
      .catch(() => {
        throw new Error(harness.emulator.messages(opsChannelId).map(visibleText).join('\n---\n'));
      });
    await settle(harness, () => lines().length === 1);
    // The status change entries, in whatever words, are not posted beside the alerts.
    expect(lines().filter((line) => /status.?changed/i.test(line))).toEqual([]);
    expect(lines()[0]).toContain('ops-team');
  });

  it('keeps a status board with usage figures', async () => {
    expect(await run(harness, 'board', 'create', { channel: opsChannelId })).toContain('status board');
    const board = () =>
      harness.emulator
        .messages(opsChannelId)
        .filter(
          (message) => visibleText(message).includes('Tour Premium') && message.interactionId === undefined,
        )
        .map(visibleText)
        .join('\n');
    await harness.emulator
      .waitFor(() => board().includes('CPU 42% RAM 55% disk 17%'), 3_000)
      .catch(() => {
        throw new Error(board());
      });
  });

  it('searches mods and installs one after the confirmation', async () => {
    const view = await harness
      .command({ name: 'mods', subcommand: 'search', options: { server: premiumId, query: 'compass' } })
      .waitForReply();
    expect(visibleText(view.message)).toContain('Ore Compass');
    const prompt = await harness
      .command({
        name: 'mods',
        subcommand: 'install',
        options: { server: premiumId, provider: 'curseforge', mod: '310001', file: '4100011' },
      })
      .waitForReply();
    const message = prompt.message!;
    const outcome = await harness.emulator
      .sendButton({ message, customId: buttonId(message, 'Install'), user: emulatedUsers.admin })
      .waitForReply((reply) => /Installed|❌/.test(replyText(reply)));
    expect(replyText(outcome)).toContain('Installed');
    expect(harness.sandbox.server(premiumId)?.installedMods.map((mod) => mod.modId)).toContain('310001');
  });

  it('deletes a server after the confirmation', async () => {
    const doomed = harness.sandbox.addServer(harness.apiKey, { name: 'Tour Doomed', status: 'RUNNING' }).id;
    const prompt = await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: doomed } })
      .waitForReply();
    const message = prompt.message!;
    const outcome = await harness.emulator
      .sendButton({ message, customId: buttonId(message, 'Delete permanently'), user: emulatedUsers.admin })
      .waitForReply((reply) => visibleText(reply.message).includes('Deleted'));
    expect(visibleText(outcome.message)).toContain('Deleted');
    expect(harness.sandbox.server(doomed)).toBeUndefined();
  });
});
