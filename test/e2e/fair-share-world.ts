import { emulatedUsers, type ReplyView } from '../emulator/index.js';
import { buttonId, visibleText } from './helpers.js';
import { communityGuildId, incidentsChannelId, startHarness, type Harness } from './harness.js';
import { fastPoller, run } from './poller-world.js';

/**
 * One plain member of a community guild with 30 linked servers against the ops team, at the API limit of
 * 40 requests per 10 s: used by test/e2e/fair-share.test.ts and `npm run bench -- fair-share`.
 */
export type FairShareFigures = {
  /** How long a status change took to reach its alert channel, alone and while the member was busy. */
  alertDelayAloneMs: number;
  alertDelayBusyMs: number;
  /** The ops guild's `/server info` while the member was busy. */
  opsInfoMs: number;
  /** What the member's 8 lists and 10 clicks were answered: a page, or the fair-share refusal. */
  memberPages: number;
  memberRefusals: number;
  /** Single-server reads (`GET /servers/:id`) the member's lists and clicks cost. */
  memberServerReads: number;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const linkedServers = 30;

function statusPostCount(harness: Harness, serverId: string): number {
  return harness.emulator
    .messages(incidentsChannelId)
    .filter((message) =>
      message.embeds.some(
        (embed) => embed.footer?.text.startsWith(serverId) && / is (down|back)/.test(embed.title ?? ''),
      ),
    ).length;
}

/** Sets a status and answers how long the alert about it took to be posted. */
async function alertDelay(harness: Harness, serverId: string, status: string): Promise<number> {
  const before = statusPostCount(harness, serverId);
  const started = Date.now();
  harness.sandbox.setStatus(serverId, status);
  await harness.emulator.waitFor(() => statusPostCount(harness, serverId) > before, 60_000);
  return Date.now() - started;
}

/** Reads of single servers other than `except` (the ops guild's and the poller's server). */
const serverReads = (harness: Harness, except: string) =>
  harness.sandbox.requests.filter(
    (request) =>
      request.method === 'GET' &&
      /^\/servers\/[^/]+$/.test(request.path) &&
      request.path !== `/servers/${except}`,
  ).length;

const answered = (view: ReplyView) => visibleText(view.message);
/** The answer itself, not the note that it waits for the API's rate limit, which it replaces. */
const isAnswer = (view: ReplyView) => view.answered && !answered(view).includes('rate limiting the bot');

export async function fairShareScenario(): Promise<FairShareFigures> {
  const harness = await startHarness({
    sandbox: { seed: false, rateLimit: { limit: 40, windowMs: 10_000 } },
    app: fastPoller,
    env: { LOG_LEVEL: 'silent' },
  });
  try {
    for (let index = 0; index < linkedServers; index += 1) {
      const server = harness.sandbox.addServer(harness.apiKey, {
        name: `Member ${index}`,
        status: 'RUNNING',
      });
      await harness.app.store.link(communityGuildId, server.id);
    }
    await harness.app.bot.context.syncGuildCommands(communityGuildId);
    const pulse = harness.sandbox.addServer(harness.apiKey, { name: 'Pulse', status: 'RUNNING' });
    await run(harness, 'alerts', 'subscribe', {
      channel: incidentsChannelId,
      server: pulse.id,
      events: 'status',
    });
    // Time must pass: the alert alone is measured past the start's calls (at 40 per 10 s); measured as soon as
    // the poller knows the server, it took about 0.8 s longer, as if the member were already there.
    await pause(3_000);
    const alertDelayAloneMs = await alertDelay(harness, pulse.id, 'OFFLINE');
    await alertDelay(harness, pulse.id, 'RUNNING');
    // Time must pass: the rate limit's window takes back some of what the incident spent before the flood.
    await pause(1_000);

    const readsBefore = serverReads(harness, pulse.id);
    const asMember = { guildId: communityGuildId, user: emulatedUsers.member };
    const lists = Array.from({ length: 8 }, () =>
      harness.emulator
        .sendChatInput({ ...asMember, name: 'server', subcommand: 'list' })
        .waitForReply(isAnswer, 60_000),
    );
    const firstPage = await Promise.any(
      lists.map((list) => list.then((view) => (view.message?.components?.length ? view : Promise.reject()))),
    );
    const clicks = Array.from({ length: 10 }, () =>
      harness.emulator
        .sendButton({
          message: firstPage.message!,
          customId: buttonId(firstPage.message, 'Next'),
          user: emulatedUsers.member,
        })
        .waitForReply(isAnswer, 60_000),
    );
    const opsStarted = Date.now();
    const info = harness
      .command({ name: 'server', subcommand: 'info', options: { server: pulse.id } })
      .waitForReply(undefined, 60_000);
    const busyDelay = alertDelay(harness, pulse.id, 'OFFLINE');
    await info;
    const opsInfoMs = Date.now() - opsStarted;
    const alertDelayBusyMs = await busyDelay;
    const answers = (await Promise.all([...lists, ...clicks])).map(answered);
    const memberRefusals = answers.filter((text) =>
      text.includes('Too many requests from this server'),
    ).length;
    const memberPages = answers.filter((text) => text.includes('Member ')).length;
    return {
      alertDelayAloneMs,
      alertDelayBusyMs,
      opsInfoMs,
      memberPages,
      memberRefusals,
      memberServerReads: serverReads(harness, pulse.id) - readsBefore,
    };
  } finally {
    await harness.close();
  }
}
