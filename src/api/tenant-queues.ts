import { tenantBusyError, type HostingApiError } from './errors.js';
import type { Tenant, TenantClass } from './tenant.js';

/** Whose lane a call waits in: a user's (interactive) or the poller's (background). */
export type Priority = 'interactive' | 'background';

export type FairShareOptions = {
  /** The end of each window's limit kept for the ops tenant, default 0.1. */
  opsReserveShare: number;
  /** Calls one community tenant may have waiting; more are refused at once, default 20. */
  communityQueueLimit: number;
  /** A tenant's lookups (autocomplete, mod search) in a burst, and refilled per second: 8 and 0.5. */
  lookupBurst: number;
  lookupPerSecond: number;
};

type Waiter = () => void;

const fairShareDefaults: FairShareOptions = {
  opsReserveShare: 0.1,
  communityQueueLimit: 20,
  lookupBurst: 8,
  lookupPerSecond: 0.5,
};

/** The class a call is served in: background work is the poller's, an interactive call its tenant's. */
export function classOf(priority: Priority, tenant: Tenant | undefined): TenantClass {
  if (priority === 'background') return 'poller';
  // Calls made for no guild (start-up checks) are the operators' own.
  return tenant?.kind ?? 'ops';
}

/**
 * The calls waiting for the governor, by whom they are for: the ops lane (served first), the poller's lane,
 * and one queue per community tenant. The poller and the community take turns; the community tenants take
 * turns among themselves one call each (round-robin), so a tenant with a long queue delays only itself.
 */
export class WaitingRoom {
  private readonly ops: Waiter[] = [];
  private readonly poller: Waiter[] = [];
  /** Map order is the round-robin order: a tenant served goes to the back. */
  private readonly community = new Map<string, Waiter[]>();
  private communityWaiting = 0;
  private pollerServedLast = false;
  private readonly lookups: LookupBudget;
  /** Lookups that have paid: one token per lookup, however many calls it makes. */
  private readonly charged = new WeakSet<Tenant>();
  private readonly options: FairShareOptions;

  constructor(options: Partial<FairShareOptions> = {}) {
    this.options = { ...fairShareDefaults, ...options };
    this.lookups = new LookupBudget(this.options.lookupBurst, this.options.lookupPerSecond);
  }

  /**
   * Why a call may not even wait: a community tenant's lookup beyond its budget, or its call beyond its
   * queue's bound (`windowWaitMs` is then the "try again in"). Spends a lookup token when it may.
   */
  refusal(lane: TenantClass, tenant: Tenant | undefined, now: number, windowWaitMs: number) {
    if (lane !== 'community' || tenant === undefined) return undefined;
    const overBudget = this.chargeLookup(tenant, now);
    if (overBudget) return overBudget;
    const waiting = this.community.get(tenant.key)?.length ?? 0;
    if (waiting >= this.options.communityQueueLimit) return tenantBusyError(windowWaitMs, 'queue_full');
    return undefined as HostingApiError | undefined;
  }

  /**
   * Spends a community tenant's lookup token, once per lookup (its later calls ride on it); the refusal
   * past its budget. Anything else is not a lookup to charge.
   */
  chargeLookup(tenant: Tenant, now: number): HostingApiError | undefined {
    if (tenant.kind !== 'community' || !tenant.lookup || this.charged.has(tenant)) return undefined;
    const waitMs = this.lookups.take(tenant.key, now);
    if (waitMs > 0) return tenantBusyError(waitMs, 'lookup_budget');
    this.charged.add(tenant);
    return undefined;
  }

  /** The end of a window kept for ops: a share of this instance's part of the limit, at least one call. */
  opsReserve(limit: number, instances: number): number {
    return Math.max(1, Math.ceil((limit / instances) * this.options.opsReserveShare));
  }

  add(lane: TenantClass, key: string, waiter: Waiter): void {
    if (lane !== 'community') {
      this[lane].push(waiter);
      return;
    }
    const queue = this.community.get(key) ?? [];
    queue.push(waiter);
    this.community.set(key, queue);
    this.communityWaiting += 1;
  }

  remove(waiter: Waiter): void {
    for (const queue of [this.ops, this.poller]) {
      const index = queue.indexOf(waiter);
      if (index >= 0) queue.splice(index, 1);
    }
    for (const [key, queue] of this.community) {
      const index = queue.indexOf(waiter);
      if (index < 0) continue;
      queue.splice(index, 1);
      this.communityWaiting -= 1;
      if (queue.length === 0) this.community.delete(key);
    }
  }

  size(): number {
    return this.ops.length + this.communityWaiting + this.poller.length;
  }

  counts(): Record<TenantClass, number> {
    return { ops: this.ops.length, community: this.communityWaiting, poller: this.poller.length };
  }

  /**
   * The next call to let go: ops first; then, of those open, the poller and the community by turns.
   */
  take(communityOpen: boolean, pollerOpen: boolean): { waiter: Waiter; lane: TenantClass } | undefined {
    const ops = this.ops.shift();
    if (ops) return { waiter: ops, lane: 'ops' };
    const community = communityOpen && this.communityWaiting > 0;
    const poller = pollerOpen && this.poller.length > 0;
    if (poller && (!community || !this.pollerServedLast)) {
      this.pollerServedLast = true;
      return { waiter: this.poller.shift() as Waiter, lane: 'poller' };
    }
    if (!community) return undefined;
    this.pollerServedLast = false;
    const [key, queue] = this.community.entries().next().value as [string, Waiter[]];
    const waiter = queue.shift() as Waiter;
    this.communityWaiting -= 1;
    this.community.delete(key);
    if (queue.length > 0) this.community.set(key, queue);
    return { waiter, lane: 'community' };
  }
}

/** Most tenants whose lookup budgets are remembered; the least recently refilled are forgotten first. */
const maxRememberedTenants = 10_000;

/**
 * A token bucket per tenant for lookups (autocomplete, mod search): they never queue, so an empty bucket
 * refuses at once and the caller shows something explanatory.
 */
export class LookupBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {}

  /** Spends one token: 0 when granted, else the milliseconds until one is available. */
  take(key: string, now: number): number {
    const bucket = this.buckets.get(key);
    const tokens = bucket
      ? Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond)
      : this.burst;
    this.buckets.delete(key);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.ceil(((1 - tokens) / this.perSecond) * 1000);
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    for (const oldest of this.buckets.keys()) {
      if (this.buckets.size <= maxRememberedTenants) break;
      this.buckets.delete(oldest);
    }
    return 0;
  }
}
