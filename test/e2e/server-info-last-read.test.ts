import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedUsers, type InteractionHandle } from '../emulator/index.js';
import { gameSettled, sentTexts, visibleText } from './helpers.js';
import { opsChannelId, opsGuildId, startHarness, type Harness } from './harness.js';
import { run } from './poller-world.js';

/**
 * `/server info` answers at once from what the poller already holds: its last read of the server, its age
 * said, then edits in the server as read now; a server the poller never read is read before the reply.
 * The status pass runs once a minute, so a change made after it is one the poller has not seen.
 */
let harness: Harness;
/** Servers the status pass read before any test ran. */
const read = { remembered: '', flaky: '' };

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false },
    app: { pollerTiming: { baseIntervalMs: 60_000, minTickMs: 10, maxTickMs: 100 } },
    env: { LOG_LEVEL: 'silent' },
  });
  read.remembered = await subscribed('Remembered');
  read.flaky = await subscribed('Flaky');
  await harness.emulator.waitFor(
    () => Object.values(read).every((id) => harness.app.poller.recall(id)?.lastRead !== undefined),
    10_000,
  );
});

afterAll(async () => {
  await harness.close();
});

const ageLine = /Read from the hosting panel <t:\d+:R> · reading it again…/;

function ask(serverId: string) {
  return harness.emulator.sendChatInput({
    guildId: opsGuildId,
    user: emulatedUsers.admin,
    name: 'server',
    subcommand: 'info',
    options: { server: serverId },
  });
}

/**
 * The reply as the bot sent it, before any edit: the view may already show the edit (a fresh read that fails
 * at once comes back within milliseconds). It is a reply, not a deferral.
 */
async function firstReply(handle: InteractionHandle): Promise<string> {
  const callback = await handle.waitForCallback(5_000);
  expect(callback.type).toBe(4);
  return sentTexts(callback.message).join('\n');
}

/** A running server someone gets status alerts for: the status pass reads it. */
async function subscribed(name: string): Promise<string> {
  const { id } = harness.sandbox.addServer(harness.apiKey, { name, status: 'RUNNING', ramGb: 4 });
  await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: id, events: 'status' });
  return id;
}

describe('/server info from the poller’s last read', () => {
  it('answers at once with the last read and its age, then edits in the server as read now', async () => {
    const id = read.remembered;
    harness.sandbox.setStatus(id, 'OFFLINE');
    const handle = ask(id);
    const first = await firstReply(handle);
    expect(first).toContain('Remembered');
    expect(first).toMatch(ageLine);
    expect(first).toContain('🟢 RUNNING');
    const settled = visibleText((await handle.waitForReply(gameSettled, 8_000)).message);
    expect(settled).not.toContain('Read from the hosting panel');
    expect(settled).toContain('OFFLINE');
    expect(settled).not.toContain('RUNNING');
  });

  it('reads a server the poller never read before replying, and says no age', async () => {
    const { id } = harness.sandbox.addServer(harness.apiKey, { name: 'Unread', status: 'STOPPED' });
    // The poller runs and holds its state: it knows it never read this one.
    const polled = harness.app.poller.recall(id);
    expect(polled).toBeDefined();
    expect(polled?.lastRead).toBeUndefined();
    const handle = ask(id);
    expect((await handle.waitForCallback(5_000)).type).toBe(4);
    const first = visibleText((await handle.waitForReply()).message);
    expect(first).toContain('Unread');
    expect(first).toContain('STOPPED');
    expect(first).not.toContain('Read from the hosting panel');
  });

  it('keeps the last read, its age said, when the fresh read fails, and answers the error with its request id', async () => {
    const id = read.flaky;
    harness.sandbox.inject({
      method: 'GET',
      path: `/servers/${id}`,
      status: 400,
      body: JSON.stringify({
        error: { code: 'VALIDATION_ERROR', message: 'simulated', requestId: 'req-fresh-read' },
      }),
    });
    const handle = ask(id);
    expect(await firstReply(handle)).toMatch(ageLine);
    const answered = await handle.waitForReply((view) => view.followUps.length > 0, 8_000);
    const edited = visibleText(answered.message);
    expect(edited).toContain('Flaky');
    expect(edited).toMatch(/Read from the hosting panel <t:\d+:R>/);
    expect(edited).not.toContain('reading it again');
    const error = answered.followUps.map(visibleText).join('\n');
    expect(error).toContain('req-fresh-read');
    expect((answered.followUps[0]?.flags ?? 0) & 64).toBe(64);
  });
});
