import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxOptions } from '../../src/sandbox/index.js';
import { visibleText } from './helpers.js';
import type { Harness } from './harness.js';
import { followServer, run, settle, startAlertsHarness, stream } from './poller-world.js';

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function followedServer(name: string, sandbox: SandboxOptions = {}) {
  harness = await startAlertsHarness(sandbox);
  return followServer(harness, name);
}

describe.each([
  { activityOrder: 'oldest-first', activityFields: 'alternate' },
  { activityOrder: 'newest-first', activityFields: 'alternate' },
  { activityOrder: 'oldest-first', activityFields: 'classic' },
] as const)('activity log shape %o', (shapes) => {
  it('posts every entry of a stream once, in order', async () => {
    const world = await followedServer('Shaped', { shapes });
    const added = await stream(world.harness, world.serverId, 'entry', 70, 5);
    const posted = await settle(
      world.harness,
      () => world.descriptions().length >= added.length && world.descriptions(),
      8_000,
    );
    expect(posted).toEqual(added);
  });
});

describe('restart', () => {
  it('resumes a stream interrupted by a restart without a gap or a duplicate', async () => {
    const world = await followedServer('Restarted');
    const before = await stream(world.harness, world.serverId, 'before', 15, 20);
    const restarting = world.harness.restart();
    const during = await stream(world.harness, world.serverId, 'during', 15, 20);
    await restarting;
    const after = await stream(world.harness, world.serverId, 'after', 15, 20);
    const expected = [...before, ...during, ...after];
    const posted = await settle(
      world.harness,
      () => world.descriptions().length >= expected.length && world.descriptions(),
      8_000,
    );
    expect(posted).toEqual(expected);
  });
});

describe('a strained hosting API', () => {
  it('backs off through a 429 storm while commands still answer, and loses nothing', async () => {
    const world = await followedServer('Stormy');
    world.harness.sandbox.inject({
      path: /\/activity$/,
      status: 429,
      times: 4,
      headers: { 'Retry-After': '1' },
      body: '{"error":{"code":"RATE_LIMITED","message":"slow down","requestId":"r1"}}',
    });
    const added = await stream(world.harness, world.serverId, 'storm', 10, 20);
    const answer = await run(world.harness, 'server', 'info', { server: world.serverId });
    expect(answer).toContain('Stormy');
    const posted = await settle(
      world.harness,
      () => world.descriptions().length >= added.length && world.descriptions(),
      15_000,
    );
    expect(posted).toEqual(added);
  });

  it('keeps up with a slow API, and a command still answers in time', async () => {
    const world = await followedServer('Slow');
    world.harness.sandbox.setLatency(400);
    const added = await stream(world.harness, world.serverId, 'slow', 10, 30);
    const handle = world.harness.command({
      name: 'server',
      subcommand: 'info',
      options: { server: world.serverId },
    });
    const reply = await handle.waitForReply(undefined, 5_000);
    expect(handle.firstCallbackAt()! - handle.sentAt).toBeLessThan(3_000);
    expect(visibleText(reply.message)).toContain('Slow');
    const posted = await settle(
      world.harness,
      () => world.descriptions().length >= added.length && world.descriptions(),
      15_000,
    );
    expect(posted).toEqual(added);
  });
});
