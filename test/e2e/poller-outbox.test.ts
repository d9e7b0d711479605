import { afterEach, describe, expect, it } from 'vitest';
import { opsChannelId, startHarness, type Harness } from './harness.js';
import {
  activityLines,
  fastPoller,
  followServer,
  messagesWith,
  nextActivityRead,
  run,
  settle,
} from './poller-world.js';

/*
 * The bot's nonce window is 1 s here (fastPoller) and the emulator's 1.2 s: the bot trusts a repeated
 * nonce for less time than Discord keeps it, as in production.
 */
const emulatorNonceWindowMs = 1_200;

let harness: Harness | undefined;

afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function followed(name: string, maxDeliveryAgeMs = 24 * 60 * 60_000) {
  harness = await startHarness({
    sandbox: { seed: false, provisioningMs: 600, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: { ...fastPoller, deliveryTiming: { ...fastPoller.deliveryTiming, maxDeliveryAgeMs } },
    env: { LOG_LEVEL: 'warn' },
  });
  harness.emulator.setNonceWindow(emulatorNonceWindowMs);
  return followServer(harness, name);
}

/** Posts to the channel whose body carries the text, answered or not. */
const postsWith = (world: Harness, text: string) =>
  world.emulator.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === `/channels/${opsChannelId}/messages` &&
      JSON.stringify(request.body).includes(text),
  );

const givenUpNotices = (world: Harness) => messagesWith(world, opsChannelId, 'could not be posted in');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Time must pass: Discord stays away past its own nonce window (the emulator's), so a post tried again after
 * it would be a second post, not one Discord folds into the first.
 */
const outagePastNonceWindow = () => sleep(2 * emulatorNonceWindowMs);

/** How many times each line was posted, by the event it tells of (its entry), whatever the nonces were. */
function postedCounts(world: Harness, serverName: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of activityLines(world, opsChannelId, serverName)) {
    const entry = line.split(' — ')[1] ?? line;
    counts.set(entry, (counts.get(entry) ?? 0) + 1);
  }
  return counts;
}

describe.each([
  { refusal: 'a 400, refused at once', status: 400, code: 40_005, reason: 'rejected' },
  { refusal: 'a 500 every time, until the maximum age', status: 500, code: undefined, reason: 'max_age' },
])('a post Discord refuses for good ($refusal)', ({ status, code, reason }) => {
  it('is given up loudly, ops are told once, and the server’s later alerts still arrive', async () => {
    const world = await followed('Refused Box', 2_500);
    const h = world.harness;
    h.emulator.failPosts({
      channelId: opsChannelId,
      containing: 'refused entry',
      status,
      ...(code === undefined ? {} : { code }),
    });
    h.sandbox.addActivity(world.serverId, { description: 'refused entry one' });
    await h.emulator.waitFor(() => postsWith(h, 'refused entry one').length > 0);
    await h.emulator.waitFor(() => givenUpNotices(h).length > 0, 10_000);
    // Refused again in the same channel with no success between: logged, ops not told twice.
    h.sandbox.addActivity(world.serverId, { description: 'refused entry two' });
    const gaveUp = () => h.logLines.filter((line) => line.includes('gave up on a post'));
    await h.emulator.waitFor(
      () => postsWith(h, 'refused entry two').length > 0 && gaveUp().length === 2,
      10_000,
    );
    h.sandbox.addActivity(world.serverId, { description: 'later entry' });

    const posted = await settle(
      h,
      () => world.descriptions().includes('later entry') && world.descriptions(),
      10_000,
    );
    expect(posted).toEqual(['later entry']);
    expect(givenUpNotices(h)).toHaveLength(1);
    const notice = givenUpNotices(h)[0]!.content;
    expect(notice).toContain('Refused Box');
    expect(notice).toContain(`<#${opsChannelId}>`);
    expect(notice).toContain(String(status));
    const errors = gaveUp();
    expect(errors).toHaveLength(2);
    expect(errors.every((line) => line.includes(opsChannelId) && line.includes(reason))).toBe(true);
    expect(errors.some((line) => line.includes('refused entry'))).toBe(false);
  });
});

describe('a post whose creation answer is lost', () => {
  it('is posted exactly once: the retry within the nonce window gets the first message back', async () => {
    const world = await followed('Lost Answer Box');
    const h = world.harness;
    h.emulator.failPosts({
      channelId: opsChannelId,
      containing: 'lost answer',
      status: 500,
      afterCreating: true,
      times: 1,
    });
    h.sandbox.addActivity(world.serverId, { description: 'lost answer' });
    const posted = await settle(h, () => world.descriptions().length > 0 && world.descriptions());
    expect(posted).toEqual(['lost answer']);
    expect(postsWith(h, 'lost answer').length).toBeGreaterThan(1);
    expect(givenUpNotices(h)).toEqual([]);
  });
});

describe('a Discord outage on channel posts longer than the nonce window', () => {
  it('loses nothing and doubles nothing, counted by event, while commands are still answered', async () => {
    const world = await followed('Outage Box');
    const h = world.harness;
    const end = h.emulator.channelOutage(opsChannelId, 3);
    const added: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const description = `outage entry ${String(index).padStart(2, '0')}`;
      h.sandbox.addActivity(world.serverId, { description });
      added.push(description);
      // The entries come in over the outage, each after another read, not all before the first post fails.
      await nextActivityRead(h, world.serverId);
    }
    // The first posts of the outage were created though their answers were lost.
    await h.emulator.waitFor(() => activityLines(h, opsChannelId, 'Outage Box').length > 0, 5_000);
    const startedAt = performance.now();
    expect(await run(h, 'alerts', 'list', {})).toContain('Alert subscriptions');
    expect(performance.now() - startedAt).toBeLessThan(1_000);
    await outagePastNonceWindow();
    end();

    const counts = await settle(
      h,
      () => added.every((entry) => postedCounts(h, 'Outage Box').has(entry)) && postedCounts(h, 'Outage Box'),
      10_000,
    );
    expect([...counts.keys()].sort()).toEqual(added);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(givenUpNotices(h)).toEqual([]);
    // Found in the channel, not posted again: some tries past the window were answered by a search.
    const searches = h.emulator.requests.filter(
      (request) => request.method === 'GET' && request.path === `/channels/${opsChannelId}/messages`,
    );
    expect(searches.length).toBeGreaterThan(0);
  });

  it('doubles nothing across a restart: the restarted bot looks for the post before sending it again', async () => {
    const world = await followed('Restart Box');
    const h = world.harness;
    const end = h.emulator.channelOutage(opsChannelId, 1);
    h.sandbox.addActivity(world.serverId, { description: 'late entry' });
    // Created once, its answer lost, and tried again: the restarted bot finds the first try's time stored.
    await h.emulator.waitFor(() => postsWith(h, 'late entry').length > 1);
    await h.restart({ pollerTiming: fastPoller.pollerTiming });
    await outagePastNonceWindow();
    end();
    // The next entry goes out only once the first is settled: found, not left waiting.
    h.sandbox.addActivity(world.serverId, { description: 'next entry' });
    const posted = await settle(h, () => world.descriptions().length > 1 && world.descriptions(), 8_000);
    expect(posted).toEqual(['late entry', 'next entry']);
    expect(givenUpNotices(h)).toEqual([]);
  });
});

describe('a channel whose history the bot may not read', () => {
  it('never posts again a post it cannot look for, and finds it once it may read again', async () => {
    const world = await followed('Hidden History Box');
    const h = world.harness;
    h.emulator.hideHistory(opsChannelId);
    const end = h.emulator.channelOutage(opsChannelId, 1);
    h.sandbox.addActivity(world.serverId, { description: 'unreadable entry' });
    await h.emulator.waitFor(() => postsWith(h, 'unreadable entry').length > 1);
    await outagePastNonceWindow();
    const cannotLook = () => h.logLines.filter((line) => line.includes('lacks Read Message History')).length;
    const before = cannotLook();
    end();
    // Discord is back, but an empty read cannot tell "never posted" from "may not read": twice more the bot
    // gives up looking and waits, where a blind try would have posted (and is shown failing below).
    await h.emulator.waitFor(() => cannotLook() >= before + 2 || world.descriptions().length > 1);
    expect(world.descriptions()).toEqual(['unreadable entry']);
    h.emulator.allowChannel(opsChannelId);
    h.sandbox.addActivity(world.serverId, { description: 'next entry' });
    const posted = await settle(h, () => world.descriptions().length > 1 && world.descriptions(), 8_000);
    expect(posted).toEqual(['unreadable entry', 'next entry']);
  });
});
