import type { Deliverer } from '../src/delivery/discord.js';
import { silentLogger } from '../src/log.js';
import { PollCycle } from '../src/poller/cycle.js';
import { defaultTiming } from '../src/poller/timing.js';
import type { MessagePayload } from '../src/render/message.js';
import { openStore } from '../src/store/index.js';
import { deliveryOver } from '../test/support/delivery.js';
import { FakeHostingApi, type VirtualClock } from '../test/support/fake-hosting-api.js';

/**
 * Posts and pings per incident: 1, 10 and 100 servers of one node go down within 10 s and come back 10
 * minutes later, through the real poll cycle (status watch, outbox, grouping, relay, store) on a virtual
 * clock, once as the bot posted before grouping (the window at 0) and once with the default 30 s window.
 * The subscription pings a role for downs and recoveries alike, so every post of the baseline pings.
 */

const opsGuildId = '100000000000000001';
const channelId = '200000000000000001';
const roleId = '300000000000000001';
const startAt = Date.parse('2030-01-01T00:00:00Z');
const pollIntervalSeconds = 30;
const spreadMs = 10_000;
/** Servers of the account besides the incident's, on other nodes, all followed. */
const bystanders = 200;

type Outcome = {
  posts: number;
  pings: number;
  /** Servers the posts account for (a grouped post's headline counts its servers). */
  servers: number;
  /** From the first change of the incident to its first post, and to the post naming its last server. */
  firstPostS: number;
  lastServerS: number;
};

const headline = /^(\d+) servers? (down|back)$/;

/** How many servers a post speaks of: its headline's count, or one for a post about one server. */
function serversIn(payload: MessagePayload): number {
  const title = payload.embeds?.[0]?.title ?? '';
  return Number(headline.exec(title)?.[1] ?? 1);
}

async function incident(servers: number, windowSeconds: number): Promise<{ down: Outcome; back: Outcome }> {
  const clock: VirtualClock = { now: startAt };
  const api = new FakeHostingApi(clock);
  api.rateLimit = { limit: 600, windowMs: 60_000 };
  const ids = Array.from({ length: servers }, (_, index) => `srv${index}`);
  for (const id of ids) {
    const entry = api.add(id, 'RUNNING', `server ${id}`);
    entry.server = { ...entry.server, node: 'node-ams-01' };
  }
  for (let index = 0; index < bystanders; index += 1) {
    const entry = api.add(`other${index}`, 'RUNNING', `other ${index}`);
    entry.server = { ...entry.server, node: `node-fra-0${index % 3}` };
  }
  const store = await openStore('memory://', () => clock.now);
  await store.subscribe({
    guildId: opsGuildId,
    channelId,
    serverId: null,
    createdAt: new Date(startAt).toISOString(),
    routes: [{ kind: 'status', pingRoleId: roleId, pingRecovery: true }],
  });
  const posted: { payload: MessagePayload; at: number }[] = [];
  const deliverer: Deliverer = {
    async post(_channel, payload) {
      posted.push({ payload, at: clock.now });
      return { outcome: 'delivered' };
    },
    editReply: async () => ({ outcome: 'delivered' }),
    findPosted: async () => ({ outcome: 'absent' }),
    opsChannelId: async () => undefined,
    guildNameOf: () => undefined,
  };
  const cycle = new PollCycle({
    api,
    store,
    delivery: deliveryOver({ store, deliverer, now: () => clock.now }),
    logger: silentLogger(),
    opsGuildId,
    timing: { ...defaultTiming(pollIntervalSeconds), alertGroupWindowMs: windowSeconds * 1000 },
    budgetShare: 0.5,
    now: () => clock.now,
  });
  await cycle.load();
  const runUntil = async (until: number, changes: { at: number; apply: () => void }[]) => {
    const due = [...changes];
    await cycle.runCycle();
    while (clock.now < until) {
      const wake = Math.min(cycle.nextWakeAt(), until);
      const change = due[0];
      if (change && change.at <= wake) {
        clock.now = Math.max(clock.now, change.at);
        change.apply();
        due.shift();
        continue;
      }
      clock.now = wake;
      await cycle.runCycle();
    }
  };
  const spread = (from: number, status: string) =>
    ids.map((id, index) => ({
      at: from + Math.floor((index * spreadMs) / Math.max(1, servers)),
      apply: () => api.setStatus(id, status),
    }));
  const downAt = startAt + 5 * 60_000;
  const backAt = downAt + 10 * 60_000;
  await runUntil(downAt, []);
  const before = posted.length;
  await runUntil(backAt, spread(downAt, 'OFFLINE'));
  const middle = posted.length;
  await runUntil(backAt + 10 * 60_000, spread(backAt, 'RUNNING'));
  await store.close();
  const outcome = (from: number, to: number, changedAt: number): Outcome => {
    const posts = posted.slice(from, to);
    let counted = 0;
    let lastServerS = Number.NaN;
    for (const post of posts) {
      counted += serversIn(post.payload);
      if (counted >= servers && Number.isNaN(lastServerS)) lastServerS = (post.at - changedAt) / 1000;
    }
    return {
      posts: posts.length,
      pings: posts.filter((post) => post.payload.allowedRoleId !== undefined).length,
      servers: counted,
      firstPostS: posts[0] === undefined ? Number.NaN : (posts[0].at - changedAt) / 1000,
      lastServerS,
    };
  };
  return { down: outcome(before, middle, downAt), back: outcome(middle, posted.length, backAt) };
}

export default async function alertGroupsBench(): Promise<void> {
  console.log(
    `an ops subscription to every server's status, pinging a role for downs and recoveries; ${bystanders} ` +
      `other servers; the incident's servers of one node change within ${spreadMs / 1000} s; base interval ` +
      `${pollIntervalSeconds} s`,
  );
  console.log(
    'servers  window      down: posts pings named  first/last post s   back: posts pings named  first/last post s',
  );
  for (const servers of [1, 10, 100])
    for (const windowSeconds of [0, 30]) {
      const { down, back } = await incident(servers, windowSeconds);
      const cells = (outcome: Outcome) =>
        [
          String(outcome.posts).padStart(5),
          String(outcome.pings).padStart(5),
          String(outcome.servers).padStart(5),
          `${outcome.firstPostS.toFixed(0)} / ${outcome.lastServerS.toFixed(0)}`.padStart(17),
        ].join(' ');
      console.log(
        [
          String(servers).padEnd(7),
          (windowSeconds === 0 ? 'none (today)' : `${windowSeconds} s`).padEnd(12),
          `      ${cells(down)}`,
          `        ${cells(back)}`,
        ].join(''),
      );
    }
}
