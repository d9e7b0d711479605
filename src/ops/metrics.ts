import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TenantClass, TenantRefusal } from '../api/index.js';
import type { GameQueryMetrics, GameQueryOutcome } from '../game/types.js';
import { quotaKinds, type QuotaKind } from '../store/index.js';

/** Path segments of the hosting API that name a collection; every other segment is an id. */
const routeWords = new Set(['servers', 'mods', 'resources', 'activity']);

/** `/servers/abc/mods` -> `/servers/:id/mods`, so ids never become label values (one series per server). */
export function routeTemplate(path: string): string {
  const withoutQuery = path.split('?')[0] ?? '';
  return withoutQuery
    .split('/')
    .map((segment) => (segment === '' || routeWords.has(segment) ? segment : ':id'))
    .join('/');
}

const tenantClasses: readonly TenantClass[] = ['ops', 'community', 'poller'];

/** What an interaction was: a slash command, an autocomplete, or a button / select by its custom_id name. */
export type InteractionKind = 'command' | 'autocomplete' | 'component';
export type InteractionOutcome = 'ok' | 'error';
export type LeaseState = 'none' | 'held' | 'standby';
export type DeliveryOutcome = 'delivered' | 'found_existing' | 'retried' | 'silenced';
export type GiveUpReason = 'max_age' | 'rejected' | 'unrenderable';

/** What the governor can tell at any moment; read when metrics are scraped, so it costs nothing between. */
export type GovernorReading = () => {
  queued: { interactive: number; background: number };
  queuedByClass?: Record<TenantClass, number>;
  inFlight: number;
};

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Every figure the bot exposes on /metrics, in a registry of its own: each app owns one (created in
 * app.ts and passed down), so several apps in one process (tests) never share or collide.
 */
export class Metrics implements GameQueryMetrics {
  readonly registry = new Registry();

  private readonly interactions = new Counter({
    name: 'bot_interactions_total',
    help: 'Interactions handled, by command (or component) name, kind and outcome.',
    labelNames: ['command', 'kind', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly interactionSeconds = new Histogram({
    name: 'bot_interaction_duration_seconds',
    help: 'Time from an interaction reaching the router to its handling ending.',
    labelNames: ['command', 'kind'] as const,
    buckets: latencyBuckets,
    registers: [this.registry],
  });
  private readonly apiCalls = new Counter({
    name: 'hosting_api_requests_total',
    help: 'Hosting API attempts, by method, templated route and HTTP status (0: no response).',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly apiSeconds = new Histogram({
    name: 'hosting_api_request_duration_seconds',
    help: 'Hosting API attempt latency, by method and templated route.',
    labelNames: ['method', 'route'] as const,
    buckets: latencyBuckets,
    registers: [this.registry],
  });
  private readonly rateLimited = new Counter({
    name: 'hosting_api_rate_limited_total',
    help: 'Hosting API answers of 429 Too Many Requests.',
    registers: [this.registry],
  });
  private readonly pollCycles = new Histogram({
    name: 'poller_cycle_duration_seconds',
    help: 'Duration of one poll cycle.',
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
    registers: [this.registry],
  });
  private readonly pollLag = new Gauge({
    name: 'poller_lag_seconds',
    help: 'How late the last poll cycle started after it was due.',
    registers: [this.registry],
  });
  private readonly cursorsReadAt = new Gauge({
    name: 'poller_cursors_read_timestamp_seconds',
    help:
      'When a poll cycle last ended having read every cursor that was due; ' +
      'cursor age is time() minus this.',
    registers: [this.registry],
  });
  private readonly deliveries = new Counter({
    name: 'bot_delivery_posts_total',
    help:
      'Posts the bot makes on its own, by outcome: delivered, found_existing (an earlier try had ' +
      'created it, found in the channel), retried (a try that failed for a passing reason), silenced ' +
      '(held back by a silence of the guild: not posted in that channel, on purpose).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly givenUp = new Counter({
    name: 'bot_delivery_given_up_total',
    help:
      'Posts given up, by reason: max_age (not delivered within the maximum age), rejected (a 4xx), ' +
      'unrenderable (what is stored with it cannot be said; set aside).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly quotaRefusals = new Counter({
    name: 'bot_quota_refusals_total',
    help: 'Additions refused because a community guild reached its quota, by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly apiTurns = new Counter({
    name: 'hosting_api_turns_total',
    help: 'Hosting API attempts the governor let go, by tenant class (ops, community, poller).',
    labelNames: ['class'] as const,
    registers: [this.registry],
  });
  private readonly apiQueueWait = new Histogram({
    name: 'hosting_api_queue_wait_seconds',
    help: 'Time a hosting API attempt waited for its turn at the governor, by tenant class.',
    labelNames: ['class'] as const,
    buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  private readonly tenantRefusals = new Counter({
    name: 'hosting_api_tenant_refusals_total',
    help:
      'Calls refused before they were sent because a guild asked more than its fair share, by tenant ' +
      'class and reason (queue_full, lookup_budget).',
    labelNames: ['class', 'reason'] as const,
    registers: [this.registry],
  });
  private readonly storeErrors = new Counter({
    name: 'bot_store_errors_total',
    help: 'Store reads or writes that failed.',
    registers: [this.registry],
  });
  private readonly setAside = new Counter({
    name: 'store_records_set_aside_total',
    help: 'Stored records that could not be read (not JSON, or not their schema) and were set aside.',
    labelNames: ['collection'] as const,
    registers: [this.registry],
  });

  private readonly gameQueries = new Counter({
    name: 'game_queries_total',
    help:
      'Game queries sent, by outcome: answering, or why not ' +
      '(timeout, refused, unreachable, garbage, error).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly gameQuerySeconds = new Histogram({
    name: 'game_query_duration_seconds',
    help: 'Time one game query took, from its slot to its answer or its giving up.',
    buckets: latencyBuckets,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    for (const outcome of ['delivered', 'found_existing', 'retried', 'silenced'] as const)
      this.deliveries.inc({ outcome }, 0);
    for (const reason of ['max_age', 'rejected', 'unrenderable'] as const) this.givenUp.inc({ reason }, 0);
    this.storeErrors.inc(0);
    // Every series a dashboard panel reads exists from the start, at zero.
    for (const kind of quotaKinds) this.quotaRefusals.inc({ kind }, 0);
    for (const tenantClass of tenantClasses) {
      this.apiTurns.inc({ class: tenantClass }, 0);
      for (const reason of ['queue_full', 'lookup_budget'] as const)
        this.tenantRefusals.inc({ class: tenantClass, reason }, 0);
    }
    this.rateLimited.inc(0);
  }

  interaction(command: string, kind: InteractionKind, outcome: InteractionOutcome, seconds: number): void {
    this.interactions.inc({ command, kind, outcome });
    this.interactionSeconds.observe({ command, kind }, seconds);
  }

  apiCall(method: string, path: string, status: number, seconds: number): void {
    const route = routeTemplate(path);
    this.apiCalls.inc({ method, route, status: String(status) });
    this.apiSeconds.observe({ method, route }, seconds);
    if (status === 429) this.rateLimited.inc();
  }

  /** A turn the governor granted, in its tenant class, and how long it waited. */
  apiTurn(tenantClass: TenantClass, waitedSeconds: number): void {
    this.apiTurns.inc({ class: tenantClass });
    this.apiQueueWait.observe({ class: tenantClass }, waitedSeconds);
  }

  tenantRefusal(tenantClass: TenantClass, reason: TenantRefusal): void {
    this.tenantRefusals.inc({ class: tenantClass, reason });
  }

  quotaRefusal(kind: QuotaKind): void {
    this.quotaRefusals.inc({ kind });
  }

  /** One poll cycle: how late it started, how long it took, and when it ended if it read its cursors. */
  pollCycle(lagSeconds: number, seconds: number, succeededAt: number | undefined): void {
    this.pollLag.set(Math.max(0, lagSeconds));
    this.pollCycles.observe(seconds);
    if (succeededAt !== undefined) this.cursorsReadAt.set(succeededAt / 1000);
  }

  /** A post's try: delivered, found already posted by an earlier try, or failed and to be retried. */
  delivery(outcome: DeliveryOutcome): void {
    this.deliveries.inc({ outcome });
  }

  deliveryGivenUp(reason: GiveUpReason): void {
    this.givenUp.inc({ reason });
  }

  /** Gauges of the delivery layer's outbox, read at scrape time. */
  watchOutbox(read: () => { depth: number; oldestAgeSeconds: number }): void {
    new Gauge({
      name: 'bot_delivery_outbox_depth',
      help: 'Items waiting in the outbox (alerts and ops notices not yet delivered everywhere).',
      registers: [this.registry],
      collect() {
        this.set(read().depth);
      },
    });
    new Gauge({
      name: 'bot_delivery_outbox_oldest_age_seconds',
      help: 'Age of the oldest item waiting in the outbox; 0 when it is empty.',
      registers: [this.registry],
      collect() {
        this.set(read().oldestAgeSeconds);
      },
    });
  }

  gameQuery(outcome: GameQueryOutcome, seconds: number): void {
    this.gameQueries.inc({ outcome });
    this.gameQuerySeconds.observe(seconds);
  }

  storeError(): void {
    this.storeErrors.inc();
  }

  recordSetAside(collection: string): void {
    this.setAside.inc({ collection });
  }

  /** Gauges read from the governor at scrape time. */
  watchGovernor(read: GovernorReading): void {
    new Gauge({
      name: 'hosting_api_governor_queue_depth',
      help: 'Calls waiting for the rate-limit governor, by priority.',
      labelNames: ['priority'] as const,
      registers: [this.registry],
      collect() {
        const { queued } = read();
        this.set({ priority: 'interactive' }, queued.interactive);
        this.set({ priority: 'background' }, queued.background);
      },
    });
    new Gauge({
      name: 'hosting_api_governor_queued_by_class',
      help: 'Calls waiting for the rate-limit governor, by tenant class (ops, community, poller).',
      labelNames: ['class'] as const,
      registers: [this.registry],
      collect() {
        const queued = read().queuedByClass;
        for (const tenantClass of tenantClasses) this.set({ class: tenantClass }, queued?.[tenantClass] ?? 0);
      },
    });
    new Gauge({
      name: 'hosting_api_in_flight',
      help: 'Hosting API calls granted by the governor and not answered yet.',
      registers: [this.registry],
      collect() {
        this.set(read().inFlight);
      },
    });
  }

  /** 1 on the instance that holds the background-work lease, labelled with this instance's holder name. */
  watchLease(read: () => LeaseState, instance: string): void {
    new Gauge({
      name: 'bot_lease_holder',
      help:
        'Whether this instance (label: its name in the lease) holds the background-work lease (1) ' +
        'or not (0).',
      labelNames: ['instance'],
      registers: [this.registry],
      collect() {
        this.set({ instance }, read() === 'standby' ? 0 : 1);
      },
    });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
