import {
  HostingApiError,
  type ActivityPage,
  type GovernorSnapshot,
  type ListServersQuery,
  type Server,
  type ServerPage,
} from '../../src/api/index.js';
import type { CreateReplyHandle } from '../../src/discord/context.js';
import type { MessagePayload } from '../../src/discord/message.js';
import { silentLogger } from '../../src/log.js';
import { PollCycle, type PollCycleOptions } from '../../src/poller/cycle.js';
import type { Deliverer, DeliveryResult } from '../../src/poller/delivery.js';
import { defaultTiming, type PollerTiming } from '../../src/poller/timing.js';
import { openStore, type BotStore } from '../../src/store/index.js';
import { FakeLog, type FakeLogOptions } from './fake-log.js';

export const opsGuild = '900000000000000001';
export const communityGuild = '900000000000000002';

export type Clock = { now: number };

type FakeServer = { server: Server; log: FakeLog };

/** The hosting API as the poller uses it, in memory, on a virtual clock, counting calls. */
export class FakeApi {
  readonly servers = new Map<string, FakeServer>();
  readonly calls: {
    method: string;
    serverId: string | undefined;
    at: number;
    priority: string | undefined;
  }[] = [];
  /**
   * A fixed-window rate limit the governor snapshot reports (undefined: the API names none). By default a
   * generous one, as the real API names its limit and the poller fits its intervals to it.
   */
  rateLimit: { limit: number; windowMs: number } | undefined = { limit: 600, windowMs: 60_000 };
  private window = { startedAt: 0, used: 0 };
  readonly governor = { snapshot: (): GovernorSnapshot => this.snapshot() };
  /** Errors the next calls for a server answer with, by server id. */
  readonly failures = new Map<string, HostingApiError>();

  constructor(
    private readonly clock: Clock,
    private readonly logOptions: FakeLogOptions = { order: 'newest-first', ids: true, pagination: true },
  ) {}

  add(id: string, status = 'RUNNING', name = `Server ${id}`): FakeServer {
    const entry = {
      server: { id, name, status, ramGb: 4, game: 'minecraft' },
      log: new FakeLog(this.logOptions, this.clock),
    };
    this.servers.set(id, entry);
    return entry;
  }

  log(id: string): FakeLog {
    return this.servers.get(id)!.log;
  }

  activityPolls(id: string): number {
    return this.calls.filter((call) => call.method === 'getActivity' && call.serverId === id).length;
  }

  private snapshot(): GovernorSnapshot {
    const snapshot: GovernorSnapshot = { inFlight: 0, queued: { interactive: 0, background: 0 } };
    if (!this.rateLimit) return snapshot;
    this.rollWindow(this.rateLimit.windowMs);
    return {
      ...snapshot,
      limit: this.rateLimit.limit,
      remaining: this.rateLimit.limit - this.window.used,
      resetAt: this.window.startedAt + this.rateLimit.windowMs,
    };
  }

  private rollWindow(windowMs: number): void {
    if (this.clock.now >= this.window.startedAt + windowMs)
      this.window = {
        startedAt: this.clock.now - ((this.clock.now - this.window.startedAt) % windowMs),
        used: 0,
      };
  }

  private record(method: string, priority: string | undefined, serverId?: string): void {
    if (this.rateLimit) {
      this.rollWindow(this.rateLimit.windowMs);
      this.window.used += 1;
    }
    this.calls.push({ method, serverId, at: this.clock.now, priority });
    const failure = serverId === undefined ? undefined : this.failures.get(serverId);
    if (failure) throw failure;
  }

  private existing(id: string): FakeServer {
    const found = this.servers.get(id);
    if (!found)
      throw new HostingApiError({ code: 'SERVER_NOT_FOUND', status: 404, message: 'Server not found' });
    return found;
  }

  async listServers(query: ListServersQuery = {}, options: { priority?: string } = {}): Promise<ServerPage> {
    this.record('listServers', options.priority);
    const all = [...this.servers.values()]
      .map(({ server }) => server)
      .filter(
        (server) => query.status === undefined || server.status.toUpperCase() === query.status.toUpperCase(),
      );
    const limit = query.limit ?? 50;
    const page = query.page ?? 1;
    const total = all.length;
    return {
      servers: all.slice((page - 1) * limit, page * limit),
      pagination: {
        page,
        limit,
        total,
        totalPages: Math.ceil(total / limit),
        hasNext: page * limit < total,
        hasPrev: page > 1,
      },
    };
  }

  async getServer(id: string, options: { priority?: string } = {}): Promise<Server> {
    this.record('getServer', options.priority, id);
    return { ...this.existing(id).server };
  }

  async getActivity(
    id: string,
    query: { limit?: number; offset?: number } = {},
    options: { priority?: string } = {},
  ): Promise<ActivityPage> {
    this.record('getActivity', options.priority, id);
    return this.existing(id).log.fetchPage(query.offset ?? 0, query.limit ?? 50);
  }
}

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

  constructor(private readonly clock: Clock) {}

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
    clock?: Clock;
    api?: FakeApi;
    deliverer?: RecordingDeliverer;
    onDelivery?: PollCycleOptions['onDelivery'];
  } = {},
) {
  const clock = options.clock ?? { now: Date.parse('2030-01-01T00:00:00Z') };
  const api = options.api ?? new FakeApi(clock, options.logOptions);
  const store = options.store ?? (await openStore('memory://', () => clock.now));
  const deliverer = options.deliverer ?? new RecordingDeliverer(clock);
  const cycle = new PollCycle({
    api,
    store,
    deliverer,
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
    /** Runs cycles as the loop would, the clock jumping to each wake-up, until `ms` of virtual time passed. */
    async advance(ms: number) {
      const until = clock.now + ms;
      await cycle.runCycle();
      while (cycle.nextWakeAt() <= until) {
        clock.now = cycle.nextWakeAt();
        await cycle.runCycle();
      }
      clock.now = until;
    },
    subscribe(channelId: string, serverId: string | null, guildId = opsGuild) {
      return store.subscribe({ guildId, channelId, serverId, createdAt: new Date(clock.now).toISOString() });
    },
  };
}
