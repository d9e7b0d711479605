import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimitGovernor } from '../../src/api/governor.js';
import type { Priority, Tenant } from '../../src/api/index.js';

const t0 = Date.UTC(2030, 0, 1, 12, 0, 0);
const ops: Tenant = { key: 'ops-guild', kind: 'ops' };
const guildA: Tenant = { key: 'guild-a', kind: 'community' };
const guildB: Tenant = { key: 'guild-b', kind: 'community' };

/** A 40-per-10-s window read from a first answer, so the governor knows the limit. */
function windowOf(remaining: number) {
  return {
    status: 200,
    headers: {
      'x-ratelimit-limit': '40',
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(t0 + 10_000),
    },
  };
}

describe('RateLimitGovernor fair share', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: t0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A governor that has read its window, with `remaining` left in it. */
  async function governorWith(remaining: number, options = {}) {
    const governor = new RateLimitGovernor(options);
    const probe = governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(0);
    await probe;
    governor.observe(windowOf(remaining));
    const granted: string[] = [];
    const start = (name: string, tenant: Tenant | undefined, priority: Priority = 'interactive') =>
      governor.acquire(priority, undefined, tenant).then(() => {
        granted.push(name);
      });
    return { governor, granted, start };
  }

  it('lets the ops guild go before community calls that queued earlier', async () => {
    const { granted, start } = await governorWith(8);
    for (let index = 0; index < 6; index += 1) void start(`a${index}`, guildA);
    void start('ops', ops);
    await vi.advanceTimersByTimeAsync(0);
    // Eight left, the last four (a tenth of 40) kept for ops: ops goes first, then three of the community.
    expect(granted[0]).toBe('ops');
    expect(granted.filter((name) => name.startsWith('a'))).toHaveLength(3);
  });

  it('serves community guilds round-robin, so a guild with a long queue delays only itself', async () => {
    const { governor, granted, start } = await governorWith(40);
    for (let index = 0; index < 12; index += 1) void start(`a${index}`, guildA);
    void start('b0', guildB);
    void start('b1', guildB);
    await vi.advanceTimersByTimeAsync(0);
    // Everything fits: all go, B's two among the first four.
    expect(granted.indexOf('b0')).toBeLessThan(4);
    expect(granted.indexOf('b1')).toBeLessThan(4);
    expect(governor.snapshot().queuedByClass).toEqual({ ops: 0, community: 0, poller: 0 });
  });

  it('refuses a community guild past its queue bound at once, saying when to try again', async () => {
    const { governor, start } = await governorWith(0, { fairShare: { communityQueueLimit: 3 } });
    for (let index = 0; index < 3; index += 1) void start(`a${index}`, guildA);
    await expect(governor.acquire('interactive', undefined, guildA)).rejects.toMatchObject({
      code: 'TENANT_BUSY',
      retryAfterSeconds: 10,
    });
    // Another guild's queue is its own.
    void start('b0', guildB);
    expect(governor.snapshot().queuedByClass).toMatchObject({ community: 4 });
  }, 10_000);

  it('gives the poller turns while a community guild keeps its queue full', async () => {
    const { granted, start } = await governorWith(13);
    for (let index = 0; index < 10; index += 1) void start(`a${index}`, guildA);
    for (let index = 0; index < 3; index += 1) void start(`p${index}`, undefined, 'background');
    await vi.advanceTimersByTimeAsync(0);
    // Nine may go (four kept for ops): the poller's three are among them.
    expect(granted).toHaveLength(9);
    expect(granted.filter((name) => name.startsWith('p'))).toHaveLength(3);
  });

  it('spends a guild lookup budget without queueing, one token a lookup, and refills it', async () => {
    const { governor } = await governorWith(40);
    const lookup = (): Tenant => ({ ...guildA, lookup: true });
    const first = lookup();
    // One lookup's several calls spend one token.
    for (let index = 0; index < 3; index += 1) await governor.acquire('interactive', undefined, first);
    for (let index = 0; index < 7; index += 1) await governor.acquire('interactive', undefined, lookup());
    await expect(governor.acquire('interactive', undefined, lookup())).rejects.toMatchObject({
      code: 'TENANT_BUSY',
      retryAfterSeconds: 2,
    });
    // Another guild's lookups and the same guild's plain calls are not touched.
    await governor.acquire('interactive', undefined, { ...guildB, lookup: true });
    await governor.acquire('interactive', undefined, guildA);
    await vi.advanceTimersByTimeAsync(2_000);
    await governor.acquire('interactive', undefined, lookup());
  });

  it('charges a lookup the store alone answers to the same budget, and its calls ride on that token', async () => {
    const { governor } = await governorWith(40);
    const lookup = (): Tenant => ({ ...guildA, lookup: true });
    const first = lookup();
    governor.chargeLookup(first);
    // The charged lookup's call spends nothing more.
    await governor.acquire('interactive', undefined, first);
    for (let index = 0; index < 7; index += 1) governor.chargeLookup(lookup());
    expect(() => governor.chargeLookup(lookup())).toThrow(expect.objectContaining({ code: 'TENANT_BUSY' }));
    await expect(governor.acquire('interactive', undefined, lookup())).rejects.toMatchObject({
      code: 'TENANT_BUSY',
    });
    // Ops, plain calls and other guilds are not charged.
    governor.chargeLookup({ key: 'ops', kind: 'ops', lookup: true });
    governor.chargeLookup({ ...guildB, lookup: true });
    await governor.acquire('interactive', undefined, guildA);
  });
});
