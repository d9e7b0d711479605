import { PermissionFlagsBits } from 'discord.js';
import type { AppOverrides } from '../../src/app.js';
import type { SandboxOptions } from '../../src/sandbox/index.js';
import { emulatedUsers, type EmulatedMessage } from '../emulator/index.js';
import { until } from '../emulator/wait.js';
import { gameSettled, visibleText } from './helpers.js';
import { communityAdmin, opsChannelId, opsGuildId, startHarness, type Harness } from './harness.js';

/** Poller and delivery timings short enough for end-to-end tests on real time. */
export const fastPoller: AppOverrides = {
  pollerTiming: {
    baseIntervalMs: 250,
    provisioningIntervalMs: 100,
    maxQuietIntervalMs: 500,
    serverSweepIntervalMs: 1_000,
    minTickMs: 10,
    maxTickMs: 250,
    // Each change posted alone at once, as the tests of single alerts expect; alert-groups.test.ts groups.
    alertGroupWindowMs: 0,
  },
  deliveryTiming: { deliveryRetryMs: 100, maxDeliveryRetryMs: 500, nonceWindowMs: 1_000 },
};

export function startAlertsHarness(sandbox: SandboxOptions = {}, logLevel = 'silent'): Promise<Harness> {
  return startHarness({
    sandbox: { seed: false, provisioningMs: 600, rateLimit: { limit: 6_000, windowMs: 60_000 }, ...sandbox },
    app: fastPoller,
    env: { LOG_LEVEL: logLevel },
  });
}

/**
 * A bot clock that runs ahead of real time by what a test adds, so minutes (an incident, a usage window, a
 * silence) pass in a moment.
 */
export function aheadClock(): { now: () => number; moveAhead: (ms: number) => void } {
  let aheadMs = 0;
  return {
    now: () => Date.now() + aheadMs,
    moveAhead: (ms) => {
      aheadMs += ms;
    },
  };
}

/** A bot for the poller's alerts whose clock is `now`: no servers seeded, a rate limit never in the way. */
export function startClockedHarness(
  now: () => number,
  env: Record<string, string> = {},
  app: AppOverrides = {},
): Promise<Harness> {
  return startHarness({
    sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: { ...fastPoller, now, ...app },
    env: { LOG_LEVEL: 'silent', ...env },
  });
}

/**
 * How many times the start's hosting API check ran: each run asks once for a server that cannot exist, before
 * its summary is logged.
 */
export function absentServerProbes(harness: Pick<Harness, 'sandbox'>): number {
  return harness.sandbox.requests.filter((request) => /^\/servers\/api-check-.+-absent$/.test(request.path))
    .length;
}

/** Until a status pass has read every server as it is now (twice: the second began after the call). */
export const passesRead = (harness: Harness): Promise<void> => nextListReads(harness, 2);

/** The poller's down and back posts about a server in a channel (its id in the footer). */
export function statusPosts(harness: Harness, channelId: string, serverId: string): EmulatedMessage[] {
  return harness.emulator
    .messages(channelId)
    .filter(
      (message) =>
        message.interactionId === undefined &&
        message.embeds.some(
          (embed) => embed.footer?.text.startsWith(serverId) && / is (down|back)/.test(embed.title ?? ''),
        ),
    );
}

/** Whether the bot's own cache (what commands check before saving a channel) lets it send in the channel. */
export function botCanSend(harness: Harness, channelId: string): boolean {
  const channel = harness.app.bot.client.channels.cache.get(channelId);
  const me = channel && 'guild' in channel ? channel.guild.members.me : null;
  return (
    channel !== undefined &&
    'permissionsFor' in channel &&
    me !== null &&
    channel.permissionsFor(me).has(PermissionFlagsBits.SendMessages)
  );
}

/** The timeline lines of the activity posts about one server in a channel, in posting order. */
export function activityLines(harness: Harness, channelId: string, serverName: string): string[] {
  return harness.emulator
    .messages(channelId)
    .flatMap((message) => message.embeds)
    .filter((embed) => embed.title === `Activity · ${serverName}`)
    .flatMap((embed) => (embed.description ?? '').split('\n'));
}

export function messagesWith(harness: Harness, channelId: string, text: string): EmulatedMessage[] {
  return harness.emulator.messages(channelId).filter((message) => visibleText(message).includes(text));
}

/** Runs a command as the admin of the guild and returns the text of its answer. */
export async function run(
  harness: Harness,
  name: string,
  subcommand: string,
  options: Record<string, string | number | boolean>,
  guildId = opsGuildId,
): Promise<string> {
  const user = guildId === opsGuildId ? emulatedUsers.admin : communityAdmin;
  // `/server info` edits its game's fresh answer in after the reply, up to 8 s later when the game is slow
  // to place or to answer (commands/server/alert-actions.ts): wait for it, past that bound.
  const sentAt = harness.logLines.length;
  const view = await harness.emulator
    .sendChatInput({ guildId, user, name, subcommand, options })
    .waitForReply(gameSettled, 20_000)
    .catch((error: Error) => {
      // What the bot warned of meanwhile, if its level lets it: why an answer never settled.
      const warned = harness.logLines.slice(sentAt).filter((line) => /"level":(40|50|60)/.test(line));
      throw new Error(`${error.message}\nthe bot's warnings since the command:\n${warned.join('')}`);
    });
  return [visibleText(view.message), ...view.followUps.map(visibleText)].join('\n');
}

/** A figure of the bot's metrics as it is now: a counter or gauge by its name, or one sample of a histogram. */
async function metricValue(harness: Pick<Harness, 'app'>, name: string, sample = name): Promise<number> {
  const metric = await harness.app.metrics.registry.getSingleMetric(name)?.get();
  const value = metric?.values.find((value) => ('metricName' in value ? value.metricName : name) === sample);
  return value?.value ?? 0;
}

/**
 * Waits until the poller has ended `count` more cycles (its metrics count them): with two, one began after the
 * call and ended, so what was due then has been done and what was queued before it has been sent.
 */
export async function nextCycles(harness: Pick<Harness, 'app'>, count: number): Promise<void> {
  const ended = () =>
    metricValue(harness, 'poller_cycle_duration_seconds', 'poller_cycle_duration_seconds_count');
  const before = await ended();
  await until(async () => (await ended()) >= before + count, 5_000, `${count} more poll cycles`);
}

/**
 * Waits until `probe` holds, then until the bot is quiet, and checks it still holds: nothing further
 * arrives. Quiet: two more poll cycles have ended (one began after `probe` held: what was due then ran and
 * queued what it found) and nothing is left to deliver (outbox, grouped alerts and ops notices all empty).
 * A read not due within those cycles (a quiet server's next activity read) is not waited for.
 */
export async function settle<T>(
  harness: Pick<Harness, 'emulator' | 'app'>,
  probe: () => T | undefined | null | false,
  timeoutMs = 5_000,
): Promise<T> {
  await harness.emulator.waitFor(probe, timeoutMs);
  await nextCycles(harness, 2);
  await until(
    async () => (await metricValue(harness, 'bot_delivery_outbox_depth')) === 0,
    timeoutMs,
    'nothing left to deliver',
  );
  return harness.emulator.waitFor(probe, 10);
}

/**
 * Waits until the poller has read the server list `reads` times more (a status pass reads it every base
 * interval here, a sweep now and then): a server's status set before is seen, and what a read found is posted.
 */
export async function nextListReads(harness: Harness, reads: number): Promise<void> {
  const listReads = () =>
    harness.sandbox.requests.filter(
      (request) =>
        request.method === 'GET' && request.path === '/servers' && request.query.status === undefined,
    ).length;
  const before = listReads();
  await harness.emulator.waitFor(() => listReads() >= before + reads, 5_000);
}

/**
 * Whether the bot has read a channel's messages since `since` (performance.now()): past its nonce window, a
 * post it may have made already is looked for there before it is sent again.
 */
export function channelSearchedSince(harness: Harness, channelId: string, since: number): boolean {
  return harness.emulator.requests.some(
    (request) =>
      request.method === 'GET' && request.path === `/channels/${channelId}/messages` && request.at > since,
  );
}

/**
 * Waits until the poller has read a server's activity log anew (the sandbox records a read once answered):
 * an entry added after it is news to a subscription made before it.
 */
export async function nextActivityRead(
  harness: Pick<Harness, 'sandbox' | 'emulator'>,
  serverId: string,
): Promise<void> {
  const reads = () =>
    harness.sandbox.requests.filter((request) => request.path === `/servers/${serverId}/activity`).length;
  const before = reads();
  await harness.emulator.waitFor(() => reads() > before, 5_000);
}

/** A server whose activity the ops channel follows, the subscription in place and read once. */
export async function followServer(harness: Harness, name: string) {
  const server = harness.sandbox.addServer(harness.apiKey, { name });
  await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: server.id });
  await nextActivityRead(harness, server.id);
  const descriptions = () => activityLines(harness, opsChannelId, name).map((line) => line.split(' — ')[1]);
  return { harness, serverId: server.id, descriptions };
}

/** Adds `count` entries, one every `everyMs`; resolves with their descriptions once all are in. */
export async function stream(
  harness: Harness,
  serverId: string,
  label: string,
  count: number,
  everyMs: number,
): Promise<string[]> {
  const added: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const description = `${label} ${String(index).padStart(3, '0')}`;
    harness.sandbox.addActivity(serverId, { description });
    added.push(description);
    // Time must pass: the entries come spread out, as a busy server's do, across the poller's reads.
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return added;
}
