import type { CreateReplyHandle } from '../../src/discord/context.js';
import type { MessagePayload } from '../../src/discord/message.js';
import { silentLogger } from '../../src/log.js';
import { PollCycle, type PollCycleOptions } from '../../src/poller/cycle.js';
import type { Deliverer, DeliveryResult } from '../../src/poller/delivery.js';
import { defaultTiming, type PollerTiming } from '../../src/poller/timing.js';
import { openStore, type AlertKind, type BotStore } from '../../src/store/index.js';
import { RecordingBoardMessages } from '../support/board-messages.js';
import { FakeHostingApi, type FakeLogOptions, type VirtualClock } from '../support/fake-hosting-api.js';

export const opsGuild = '900000000000000001';
export const communityGuild = '900000000000000002';

export type Post = { channelId: string; payload: MessagePayload; nonce: string | undefined; at: number };

/** Records what the poller sends; a channel can be made to fail for good or for a while. */
export class RecordingDeliverer implements Deliverer {
  readonly posts: Post[] = [];
  readonly edits: { reply: CreateReplyHandle; payload: MessagePayload }[] = [];
  readonly opsNotices: MessagePayload[] = [];
  readonly attempts: Post[] = [];
  readonly outcomes = new Map<string, DeliveryResult>();
  /** Posts whose text contains `containing` get `result`, in any channel. */
  readonly refusals: { containing: string; result: DeliveryResult }[] = [];

  constructor(private readonly clock: VirtualClock) {}

  async post(channelId: string, payload: MessagePayload, nonce?: string): Promise<DeliveryResult> {
    const post = { channelId, payload, nonce, at: this.clock.now };
    this.attempts.push(post);
    const text = JSON.stringify(payload);
    const outcome = this.refusals.find((refusal) => text.includes(refusal.containing))?.result ??
      this.outcomes.get(channelId) ?? { outcome: 'delivered' };
    if (outcome.outcome === 'delivered') this.posts.push(post);
    return outcome;
  }

  async editReply(reply: CreateReplyHandle, payload: MessagePayload): Promise<DeliveryResult> {
    this.edits.push({ reply, payload });
    return { outcome: 'delivered' };
  }

  async notifyOps(payload: MessagePayload): Promise<boolean> {
    this.opsNotices.push(payload);
    return true;
  }

  guildNameOf(): string | undefined {
    return undefined;
  }

  /** The timeline lines posted to a channel, in order. */
  lines(channelId: string): string[] {
    return this.posts
      .filter((post) => post.channelId === channelId)
      .flatMap((post) =>
        (post.payload.embeds ?? []).flatMap((embed) =>
          embed.title?.startsWith('Activity') ? (embed.description ?? '').split('\n') : [],
        ),
      );
  }

  titles(channelId: string): string[] {
    return this.posts
      .filter((post) => post.channelId === channelId)
      .flatMap((post) => (post.payload.embeds ?? []).map((embed) => embed.title ?? ''));
  }

  contents(channelId: string): string[] {
    return this.posts
      .filter((post) => post.channelId === channelId)
      .map((post) => post.payload.content ?? '');
  }
}

export const testTiming: PollerTiming = {
  ...defaultTiming(30),
  baseIntervalMs: 10_000,
  provisioningIntervalMs: 2_000,
  maxQuietIntervalMs: 80_000,
  serverSweepIntervalMs: 600_000,
  deliveryRetryMs: 5_000,
  maxDeliveryRetryMs: 60_000,
  minTickMs: 100,
  maxTickMs: 10_000,
};

/** A poll cycle over the fakes and an in-memory store, driven by hand on a virtual clock. */
export async function cycleWorld(
  options: {
    logOptions?: FakeLogOptions;
    store?: BotStore;
    clock?: VirtualClock;
    api?: FakeHostingApi;
    deliverer?: RecordingDeliverer;
    onDelivery?: PollCycleOptions['onDelivery'];
  } = {},
) {
  const clock = options.clock ?? { now: Date.parse('2030-01-01T00:00:00Z') };
  const api = options.api ?? new FakeHostingApi(clock, options.logOptions);
  const store = options.store ?? (await openStore('memory://', () => clock.now));
  const deliverer = options.deliverer ?? new RecordingDeliverer(clock);
  const cycle = new PollCycle({
    api,
    store,
    deliverer,
    boardMessages: new RecordingBoardMessages(() => clock.now),
    logger: silentLogger(),
    opsGuildId: opsGuild,
    timing: testTiming,
    budgetShare: 0.5,
    now: () => clock.now,
    onDelivery: options.onDelivery,
  });
  await cycle.load();
  return {
    clock,
    api,
    store,
    deliverer,
    cycle,
    /**
     * Runs cycles as the loop would, the clock jumping to each wake-up, until `ms` of virtual time passed.
     */
    async advance(ms: number) {
      const until = clock.now + ms;
      await cycle.runCycle();
      while (cycle.nextWakeAt() <= until) {
        clock.now = cycle.nextWakeAt();
        await cycle.runCycle();
      }
      clock.now = until;
    },
    /** By default the kinds these tests are about, provisioning and activity; status has its own tests. */
    subscribe(
      channelId: string,
      serverId: string | null,
      guildId = opsGuild,
      kinds: readonly AlertKind[] = ['provisioning', 'activity'],
    ) {
      return store.subscribe({
        guildId,
        channelId,
        serverId,
        createdAt: new Date(clock.now).toISOString(),
        routes: kinds.map((kind) => ({ kind })),
      });
    },
  };
}
