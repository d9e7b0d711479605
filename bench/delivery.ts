import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Relay } from '../src/delivery/relay.js';
import { defaultDeliveryTiming, type DeliveryTiming } from '../src/delivery/timing.js';
import { silentLogger } from '../src/log.js';
import { enqueue, pending } from '../src/poller/server-outbox.js';
import { AlertKinds, builtinAlertKinds, type Notice } from '../src/alerts/index.js';
import type { Pending } from '../src/delivery/alert-outbox.js';
import { PollStateStore } from '../src/poller/state.js';
import { defaultTiming } from '../src/poller/timing.js';
import { openStore, type BotStore } from '../src/store/index.js';
import { RecordingDeliverer } from '../test/poller/fakes.js';
import type { VirtualClock } from '../test/support/fake-hosting-api.js';
import { english } from '../src/i18n/index.js';

const channelId = '910000000000000001';
const serverCount = 20;
const postsPerServer = 25;
/** Flushes in flight at once, as the poll cycle runs them. */
const concurrency = 4;

/**
 * The delivery layer's own cost and its recovery, Discord being an in-process recorder (no HTTP: what is
 * measured is the layer and its store writes, two per post: maybe-sent-at, done; queued-at is stamped in
 * the write that queues):
 * posts per second through the relay on each backend (sqlite always; Redis and Postgres when
 * TEST_REDIS_URL / TEST_POSTGRES_URL are set); then, on a virtual clock with the production timings, a
 * 5-minute outage with 100 alerts queued during it (the first 3 posts created with their answers lost, then
 * 503 until it ends): how long after it ends the last alert is delivered, and how many were duplicated.
 */
export default async function run(): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'bot-delivery-bench-'));
  const namespace = `bench${randomUUID().slice(0, 8)}`;
  const urls: Record<string, string | undefined> = {
    sqlite: `sqlite://${join(directory, 'bench.sqlite')}`,
    redis: process.env.TEST_REDIS_URL,
    postgres: process.env.TEST_POSTGRES_URL,
  };
  const rows: Record<string, string | number>[] = [];
  try {
    for (const [backend, url] of Object.entries(urls)) {
      if (!url) continue;
      const store = await openStore(
        backend === 'sqlite' ? url : `${url}${url.includes('?') ? '&' : '?'}namespace=${namespace}`,
      );
      try {
        rows.push({ backend, ...(await throughput(store)) });
      } finally {
        await store.close();
      }
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  console.table(rows);
  console.table([await outage()]);
}

function world(store: BotStore, clock: VirtualClock, timing: DeliveryTiming) {
  const kinds = new AlertKinds(builtinAlertKinds);
  const states = new PollStateStore(store, kinds.noticeSchema);
  const deliverer = new RecordingDeliverer(clock);
  const relay = new Relay<Pending>({
    deliverer,
    logger: silentLogger(),
    now: () => clock.now,
    timing,
    host: {
      items: (serverId) => states.get(serverId)?.outbox ?? [],
      storedAt: (serverId) => states.storedAt(serverId),
      update: async (serverId, change) => {
        await states.update(serverId, (state) => ({ ...state, outbox: change(state.outbox) }));
      },
      render: (serverId, item) => kinds.render(item.notice, { id: serverId, name: undefined }, english),
      lost: async () => undefined,
      givenUp: () => undefined,
    },
  });
  const serverIds = Array.from({ length: serverCount }, (_, index) => `srv_${index}`);
  const queue = async (perServer: number) => {
    for (const serverId of serverIds)
      await states.update(serverId, (state) => ({
        ...state,
        outbox: enqueue(
          [],
          Array.from({ length: perServer }, (_, index) =>
            pending(`activity:${serverId}:e${index}`, activityNotice(`entry ${serverId} ${index}`), [
              { kind: 'channel', channelId },
            ]),
          ),
          { queuedAt: clock.now, serverName: undefined },
        ),
      }));
  };
  const flushReady = async () => {
    const ready = relay.ready(serverIds);
    for (let start = 0; start < ready.length; start += concurrency)
      await Promise.all(
        ready.slice(start, start + concurrency).map((serverId) => relay.send(serverId, everyone)),
      );
  };
  const left = () => serverIds.reduce((sum, serverId) => sum + (states.get(serverId)?.outbox.length ?? 0), 0);
  return { states, deliverer, relay, queue, flushReady, left, serverIds };
}

/** The bench's one channel takes every post. */
const everyone = { isRecipient: () => true, lost: () => undefined };
const day = 24 * 60 * 60_000;

const activityNotice = (line: string): Notice => ({
  kind: 'activity',
  entries: [{ key: line, line }],
  skippedBefore: false,
});

async function throughput(store: BotStore) {
  const clock = { now: Date.now() };
  const { queue, flushReady, left, deliverer, states, serverIds } = world(
    store,
    clock,
    defaultDeliveryTiming(day),
  );
  await queue(postsPerServer);
  const started = performance.now();
  while (left() > 0) await flushReady();
  const seconds = (performance.now() - started) / 1000;
  for (const serverId of serverIds) await states.remove(serverId);
  return {
    posts: deliverer.posts.length,
    'posts / s': Math.round(deliverer.posts.length / seconds),
    'ms / post': ((seconds * 1000) / deliverer.posts.length).toFixed(2),
  };
}

async function outage() {
  const outageMs = 5 * 60_000;
  const clock = { now: Date.parse('2030-01-01T00:00:00Z') };
  const store = await openStore('memory://', () => clock.now);
  const timing = { ...defaultTiming(30), ...defaultDeliveryTiming(day) };
  const { queue, flushReady, left, deliverer, relay } = world(store, clock, timing);
  const started = performance.now();
  const down = { outcome: 'retry', error: new Error('503 Service Unavailable'), maybePosted: true } as const;
  deliverer.refusals.push({ containing: 'entry', result: down, created: true, times: 3 });
  deliverer.outcomes.set(channelId, down);
  const endsAt = clock.now + outageMs;
  await queue(100 / serverCount);
  let endedAt: number | undefined;
  while (left() > 0) {
    if (endedAt === undefined && clock.now >= endsAt) {
      deliverer.outcomes.delete(channelId);
      endedAt = clock.now;
    }
    await flushReady();
    const next = relay.nextRetryAt() ?? clock.now + timing.minTickMs;
    clock.now = Math.max(clock.now + timing.minTickMs, Math.min(next, endedAt === undefined ? endsAt : next));
  }
  await store.close();
  const counts = new Map<string, number>();
  for (const line of deliverer.posts.flatMap((post) => post.payload.embeds?.[0]?.description ?? []))
    counts.set(line, (counts.get(line) ?? 0) + 1);
  return {
    alerts: 100,
    'outage (s)': outageMs / 1000,
    'catch-up after it ends (s)': ((clock.now - (endedAt ?? clock.now)) / 1000).toFixed(1),
    delivered: counts.size,
    duplicated: [...counts.values()].filter((count) => count > 1).length,
    'searches of the channel': deliverer.searches.length,
    'wall time (ms)': Math.round(performance.now() - started),
  };
}
