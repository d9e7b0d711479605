import { afterEach, describe, expect, it } from 'vitest';
import { opsChannelId, type Harness } from './harness.js';
import { followServer, messagesWith, settle, startAlertsHarness } from './poller-world.js';

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

async function followed(name: string) {
  harness = await startAlertsHarness({}, 'error');
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

describe.each([
  { refusal: 'a 500 every time', status: 500 },
  { refusal: 'a 400', status: 400, code: 40_005 },
])('a post Discord refuses forever ($refusal)', ({ status, code }) => {
  it('is given up, ops are told once, and the server’s later alerts still arrive', async () => {
    const world = await followed('Refused Box');
    const h = world.harness;
    h.emulator.failPosts({
      channelId: opsChannelId,
      containing: 'refused entry',
      status,
      ...(code === undefined ? {} : { code }),
    });
    h.sandbox.addActivity(world.serverId, { description: 'refused entry one' });
    await h.emulator.waitFor(() => postsWith(h, 'refused entry one').length > 0);
    h.sandbox.addActivity(world.serverId, { description: 'refused entry two' });
    await h.emulator.waitFor(() => postsWith(h, 'refused entry two').length > 0, 5_000);
    h.sandbox.addActivity(world.serverId, { description: 'later entry' });

    const posted = await settle(
      h,
      () => world.descriptions().includes('later entry') && world.descriptions(),
    );
    expect(posted).toEqual(['later entry']);
    expect(givenUpNotices(h)).toHaveLength(1);
    const notice = givenUpNotices(h)[0]!.content;
    expect(notice).toContain('Refused Box');
    expect(notice).toContain(`<#${opsChannelId}>`);
    expect(notice).toContain(String(status));
    const errors = h.logLines.filter((line) => line.includes('gave up on an alert post'));
    expect(errors).toHaveLength(2);
    expect(errors.every((line) => line.includes(opsChannelId) && line.includes(world.serverId))).toBe(true);
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

describe('a post whose answer was lost while Discord stays down past the nonce window', () => {
  /** Loses the answer to the post (the message is created), then fails every try until lifted. */
  function loseThenFail(h: Harness): () => void {
    h.emulator.failPosts({
      channelId: opsChannelId,
      containing: 'late entry',
      status: 500,
      afterCreating: true,
      times: 1,
    });
    return h.emulator.failPosts({ channelId: opsChannelId, containing: 'late entry', status: 500 });
  }

  it('is not repeated once Discord would no longer recognise the repeat: exactly one message', async () => {
    const world = await followed('Late Retry Box');
    const h = world.harness;
    const lift = loseThenFail(h);
    h.sandbox.addActivity(world.serverId, { description: 'late entry' });
    await h.emulator.waitFor(() => postsWith(h, 'late entry').length > 0);
    await sleep(emulatorNonceWindowMs + 100);
    lift();
    await settle(h, () => givenUpNotices(h).length === 1);
    await sleep(500);
    expect(world.descriptions()).toEqual(['late entry']);
    expect(givenUpNotices(h)[0]!.content).toContain('did not confirm it');
  });

  it('is not repeated by a restarted bot either: the first try’s time survives the restart', async () => {
    const world = await followed('Restart Box');
    const h = world.harness;
    const lift = loseThenFail(h);
    h.sandbox.addActivity(world.serverId, { description: 'late entry' });
    await h.emulator.waitFor(() => postsWith(h, 'late entry').length > 0);
    const lostAt = performance.now();
    // The restarted bot comes up before the first try's nonce window ends; a clock of its own would start
    // then and still retry when Discord is back, after the emulator forgot the nonce.
    await sleep(800);
    await h.restart();
    await sleep(Math.max(0, lostAt + emulatorNonceWindowMs + 100 - performance.now()));
    lift();
    await settle(h, () => givenUpNotices(h).length === 1);
    await sleep(800);
    expect(world.descriptions()).toEqual(['late entry']);
  });
});
