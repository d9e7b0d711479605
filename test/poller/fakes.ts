import type { APIEmbed } from 'discord.js';
import { carriesMarker } from '../../src/delivery/identity.js';
import type { CreateReplyHandle } from '../../src/discord/context.js';
import type { GameQuery } from '../../src/game/index.js';
import type { MessagePayload } from '../../src/render/message.js';
import { silentLogger } from '../../src/log.js';
import { PollCycle } from '../../src/poller/cycle.js';
import type { Deliverer, SearchResult } from '../../src/delivery/discord.js';
import type { DeliveryResult } from '../../src/delivery/outcome.js';
import { defaultTiming, type PollerTiming } from '../../src/poller/timing.js';
import type { DeliveryService, DeliveryServiceOptions } from '../../src/delivery/service.js';
import { deliveryOver } from '../support/delivery.js';
import { defaultDeliveryTiming, type DeliveryTiming } from '../../src/delivery/timing.js';
import { openStore, type AlertKind, type BotStore } from '../../src/store/index.js';
import { FakeHostingApi, type FakeLogOptions, type VirtualClock } from '../support/fake-hosting-api.js';

export const opsGuild = '900000000000000001';
export const communityGuild = '900000000000000002';

export type Post = { channelId: string; payload: MessagePayload; nonce: string | undefined; at: number };

/** Longer than the bot's nonce window, as Discord's "few minutes" is. */
const fakeNonceWindowMs = 3 * 60_000;

/** Records what the poller sends; a channel can be made to fail for good or for a while. */
export class RecordingDeliverer implements Deliverer {
  readonly posts: Post[] = [];
  readonly edits: { reply: CreateReplyHandle; payload: MessagePayload }[] = [];
  readonly attempts: Post[] = [];
  readonly outcomes = new Map<string, DeliveryResult>();
  /**
   * Posts whose text contains `containing` get `result`, in any channel; with `created`, the message is
   * created all the same (a lost answer), as many times as `times` says (default: every time).
   */
  readonly refusals: { containing: string; result: DeliveryResult; created?: boolean; times?: number }[] = [];
  /** Every search of a channel for an earlier post, and what it answered. */
  readonly searches: { channelId: string; marker: string; since: number; at: number; found: boolean }[] = [];
  /** While set, searches fail with this. */
  searchFailure: SearchResult | undefined;
  /** What the ops guild's channel is; undefined models an ops guild the bot cannot reach. */
  opsChannel: string | undefined = '900000000000000009';

  constructor(private readonly clock: VirtualClock) {}

  async post(channelId: string, payload: MessagePayload, nonce?: string): Promise<DeliveryResult> {
    const post = { channelId, payload, nonce, at: this.clock.now };
    this.attempts.push(post);
    const text = JSON.stringify(payload);
    const refusal = this.refusals.find(
      (candidate) => text.includes(candidate.containing) && (candidate.times ?? 1) > 0,
    );
    if (refusal?.times !== undefined) refusal.times -= 1;
    const outcome = refusal?.result ?? this.outcomes.get(channelId) ?? { outcome: 'delivered' };
    // Discord answers a repeated nonce with the first message, for a few minutes.
    const repeated = this.posts.some(
      (earlier) =>
        nonce !== undefined &&
        earlier.nonce === nonce &&
        earlier.channelId === channelId &&
        this.clock.now - earlier.at < fakeNonceWindowMs,
    );
    if ((outcome.outcome === 'delivered' || refusal?.created) && !repeated) this.posts.push(post);
    return outcome;
  }

  async findPosted(channelId: string, marker: string, since: number): Promise<SearchResult> {
    if (this.searchFailure) return this.searchFailure;
    const found = this.posts.some(
      (post) =>
        post.channelId === channelId &&
        post.at >= since &&
        carriesMarker(
          { content: post.payload.content ?? '', embeds: (post.payload.embeds ?? []) as APIEmbed[] },
          marker,
        ),
    );
    this.searches.push({ channelId, marker, since, at: this.clock.now, found });
    return { outcome: found ? 'found' : 'absent' };
  }

  async opsChannelId(): Promise<string | undefined> {
    return this.opsChannel;
  }

  async editReply(reply: CreateReplyHandle, payload: MessagePayload): Promise<DeliveryResult> {
    this.edits.push({ reply, payload });
    return { outcome: 'delivered' };
  }

  /** Notices for the ops guild: the posts in its channel. */
  get opsNotices(): MessagePayload[] {
    return this.posts.filter((post) => post.channelId === this.opsChannel).map((post) => post.payload);
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

  /** The text of plain posts to a channel, without the delivery layer's marker line. */
  contents(channelId: string): string[] {
    return this.posts
      .filter((post) => post.channelId === channelId)
      .map((post) => (post.payload.content ?? '').replace(/\n-# ref [0-9a-f]+$/, ''));
  }
}

export const testTiming: PollerTiming & DeliveryTiming = {
  ...defaultTiming(30),
  ...defaultDeliveryTiming(30 * 60_000),
  baseIntervalMs: 10_000,
  provisioningIntervalMs: 2_000,
  maxQuietIntervalMs: 80_000,
  serverSweepIntervalMs: 600_000,
  minTickMs: 100,
  maxTickMs: 10_000,
};

/** The delivery service over recording fakes, with the test timings unless told otherwise. */
export function testDelivery(options: Parameters<typeof deliveryOver>[0]): DeliveryService {
  return deliveryOver({ timing: testTiming, ...options });
}

/** A poll cycle over the fakes and an in-memory store, driven by hand on a virtual clock. */
export async function cycleWorld(
  options: {
    logOptions?: FakeLogOptions;
    store?: BotStore;
    clock?: VirtualClock;
    api?: FakeHostingApi;
    deliverer?: RecordingDeliverer;
    onDelivery?: DeliveryServiceOptions['onDelivery'];
    /** Each guild's language; without it every post is in English. */
    languages?: DeliveryServiceOptions['languages'];
    /** Timings besides the test ones (a grouping window). */
    timing?: Partial<PollerTiming>;
    /** How games are asked; without it the game watch does not run. */
    game?: GameQuery;
  } = {},
) {
  const clock = options.clock ?? { now: Date.parse('2030-01-01T00:00:00Z') };
  const api = options.api ?? new FakeHostingApi(clock, options.logOptions);
  const store = options.store ?? (await openStore('memory://', () => clock.now));
  const deliverer = options.deliverer ?? new RecordingDeliverer(clock);
  const delivery = testDelivery({
    store,
    deliverer,
    now: () => clock.now,
    onDelivery: options.onDelivery,
    ...(options.languages ? { languages: options.languages, opsGuildId: opsGuild } : {}),
  });
  const cycle = new PollCycle({
    api,
    store,
    delivery,
    logger: silentLogger(),
    opsGuildId: opsGuild,
    timing: { ...testTiming, ...options.timing },
    budgetShare: 0.5,
    now: () => clock.now,
    ...(options.game ? { game: options.game } : {}),
  });
  await cycle.load();
  return {
    clock,
    api,
    store,
    deliverer,
    delivery,
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
