import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimitGovernor } from '../../src/api/governor.js';
import { HostingApiError, whileWaitingForRateLimit, type Priority } from '../../src/api/index.js';
import { fastApi, startStub, type StubReply } from './stub-server.js';

const t0 = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('RateLimitGovernor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: t0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Starts acquires and records the order in which they are granted. */
  function tracker(governor: RateLimitGovernor) {
    const granted: string[] = [];
    const start = (name: string, priority: Priority = 'interactive', signal?: AbortSignal) => {
      const acquired = governor.acquire(priority, signal).then(() => {
        granted.push(name);
      });
      return acquired;
    };
    return { granted, start };
  }

  const limited = (limit: number, remaining: number, reset: string, status = 200) => ({
    status,
    headers: {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': reset,
    },
  });

  it('probes with one request while nothing is known, then follows the headers', async () => {
    const governor = new RateLimitGovernor();
    const { granted, start } = tracker(governor);
    void start('a');
    void start('b');
    void start('c');
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toEqual(['a']);
    governor.observe(limited(10, 9, '60'));
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toEqual(['a', 'b', 'c']);
  });

  it('treats responses without rate-limit headers as unlimited', async () => {
    const governor = new RateLimitGovernor();
    const { granted, start } = tracker(governor);
    void start('probe');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe({ status: 200, headers: {} });
    for (let index = 0; index < 50; index += 1) void start(`r${index}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toHaveLength(51);
  });

  it('never lets more requests be in flight than remain in the window', async () => {
    const governor = new RateLimitGovernor();
    const { granted, start } = tracker(governor);
    void start('probe');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(limited(100, 3, String(t0 + 60_000)));
    for (let index = 0; index < 6; index += 1) void start(`r${index}`);
    for (let second = 0; second < 59; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      const { inFlight, remaining = 0 } = governor.snapshot();
      expect(inFlight).toBeLessThanOrEqual(remaining);
    }
    expect(granted).toHaveLength(4);
    expect(governor.snapshot()).toMatchObject({ remaining: 3, inFlight: 3, queued: { interactive: 3 } });
    governor.observe(limited(100, 2, String(t0 + 60_000)));
    governor.observe(limited(100, 1, String(t0 + 60_000)));
    governor.observe(limited(100, 0, String(t0 + 60_000)));
    await vi.advanceTimersByTimeAsync(999);
    expect(granted).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    // The window has reset: one probe goes first.
    expect(granted).toHaveLength(5);
    expect(governor.snapshot().inFlight).toBe(1);
  });

  it('ignores a response that names a reset already passed', async () => {
    const governor = new RateLimitGovernor();
    void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(limited(10, 0, String(t0 - 5_000)));
    expect(governor.snapshot().remaining).toBeUndefined();
  });

  it('tells windows apart by their reset: a later one replaces, an earlier one is stale', async () => {
    const governor = new RateLimitGovernor();
    void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(limited(10, 2, String(t0 + 1_000)));
    governor.observe(limited(10, 8, String(t0 + 1_500)));
    expect(governor.snapshot()).toMatchObject({ remaining: 8, resetAt: t0 + 1_500 });
    governor.observe(limited(10, 1, String(t0 + 1_000)));
    expect(governor.snapshot()).toMatchObject({ remaining: 8, resetAt: t0 + 1_500 });
    governor.observe(limited(10, 6, String(t0 + 1_500)));
    expect(governor.snapshot()).toMatchObject({ remaining: 6, resetAt: t0 + 1_500 });
  });

  it('merges relative resets within a second as one window, keeping the earliest', async () => {
    const governor = new RateLimitGovernor();
    void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(limited(10, 5, '2'));
    await vi.advanceTimersByTimeAsync(400);
    governor.observe(limited(10, 4, '2'));
    expect(governor.snapshot()).toMatchObject({ remaining: 4, resetAt: t0 + 2_000 });
  });

  const resetForms: [string, string][] = [
    ['epoch seconds', String(t0 / 1000 + 2)],
    ['epoch milliseconds', String(t0 + 2_000)],
    ['delta seconds', '2'],
    ['HTTP date', new Date(t0 + 2_000).toUTCString()],
  ];

  it.each(resetForms)('after a 429 with Reset as %s, pauses everything until then', async (_form, reset) => {
    const governor = new RateLimitGovernor();
    const { granted, start } = tracker(governor);
    void start('first');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(limited(10, 0, reset, 429));
    void start('interactive');
    void start('background', 'background');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(granted).toEqual(['first']);
    expect(governor.snapshot().pausedUntil).toBe(t0 + 2_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toEqual(['first', 'interactive']);
  });

  it('after a 429 waits for the later of Reset and Retry-After', async () => {
    const governor = new RateLimitGovernor();
    void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe({ status: 429, headers: { 'x-ratelimit-reset': '2', 'retry-after': '5' } });
    expect(governor.snapshot().pausedUntil).toBe(t0 + 5_000);
    void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(5_000);
    governor.observe({
      status: 429,
      headers: { 'x-ratelimit-reset': '4', 'retry-after': new Date(t0 + 6_000).toUTCString() },
    });
    expect(governor.snapshot().pausedUntil).toBe(t0 + 9_000);
  });

  it('tells a waiting call, once, when it expects its turn; calls without a listener are not told', async () => {
    const governor = new RateLimitGovernor();
    void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe({ status: 429, headers: { 'retry-after': '5' } });
    const told: number[] = [];
    const waited = whileWaitingForRateLimit(
      (until) => told.push(until),
      () => governor.acquire('interactive'),
    );
    void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(1_000);
    governor.release();
    await vi.advanceTimersByTimeAsync(4_000);
    await waited;
    expect(told).toEqual([t0 + 5_000]);
  });

  it('after a 429 without timing headers backs off exponentially, with jitter', async () => {
    const jitter = vi.fn(() => 0.5);
    const governor = new RateLimitGovernor({ backoff: { baseMs: 100, capMs: 1_000, random: jitter } });
    const pauses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const acquired = governor.acquire('interactive');
      await vi.runAllTimersAsync();
      await acquired;
      governor.observe({ status: 429, headers: {} });
      pauses.push((governor.snapshot().pausedUntil ?? 0) - Date.now());
    }
    expect(pauses).toEqual([50, 100, 200, 400, 500, 500]);
    expect(jitter).toHaveBeenCalledTimes(6);
  });

  it('lets interactive acquires overtake queued background ones', async () => {
    const governor = new RateLimitGovernor();
    const { granted, start } = tracker(governor);
    void start('probe');
    await vi.advanceTimersByTimeAsync(0);
    void start('background-1', 'background');
    void start('background-2', 'background');
    void start('interactive-1');
    void start('interactive-2');
    governor.observe({ status: 200, headers: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toEqual(['probe', 'interactive-1', 'interactive-2', 'background-1', 'background-2']);
  });

  it('caps background at its share of the window, but not interactive', async () => {
    const governor = new RateLimitGovernor({ backgroundShare: 0.3 });
    const { granted, start } = tracker(governor);
    void start('probe');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(limited(10, 9, '10'));
    for (let index = 0; index < 5; index += 1) void start(`bg${index}`, 'background');
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toEqual(['probe', 'bg0', 'bg1', 'bg2']);
    void start('interactive');
    await vi.advanceTimersByTimeAsync(0);
    expect(granted.at(-1)).toBe('interactive');
    for (let index = 0; index < 4; index += 1) governor.release();
    // The next window opens the background share again.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(granted).toContain('bg3');
  });

  const untimed = (limit: number, remaining: number) => ({
    status: 200,
    headers: { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(remaining) },
  });

  it('holds background to its share when the API names no reset, counting in an assumed window', async () => {
    const governor = new RateLimitGovernor({ backgroundShare: 0.2, assumedWindowMs: 10_000 });
    const { granted, start } = tracker(governor);
    void start('probe', 'background');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(untimed(10, 9));
    for (let index = 0; index < 5; index += 1) void start(`bg${index}`, 'background');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(granted).toEqual(['probe', 'bg0']);
    expect(governor.snapshot().resetAt).toBe(t0 + 10_000);
    governor.release();
    // The assumed window has ended: a probe reads the next one, and the share opens again.
    await vi.advanceTimersByTimeAsync(1);
    expect(granted).toEqual(['probe', 'bg0', 'bg1']);
  });

  it('adopts a refilled window from the count when the API names no reset', async () => {
    const governor = new RateLimitGovernor();
    for (const remaining of [59, 58, 57, 3]) {
      const acquired = governor.acquire('interactive');
      await vi.advanceTimersByTimeAsync(1_000);
      await acquired;
      governor.observe(untimed(60, remaining));
    }
    expect(governor.snapshot().remaining).toBe(3);
    void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(untimed(60, 59));
    expect(governor.snapshot()).toMatchObject({ remaining: 59, resetAt: t0 + 4_000 + 60_000 });
  });

  it('does not take an overtaken reading without a reset for a refill', async () => {
    const governor = new RateLimitGovernor();
    void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(untimed(60, 50));
    for (let index = 0; index < 3; index += 1) void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(0);
    // Counted 49, 48, 47 in that order, answered last first.
    governor.observe(untimed(60, 47));
    governor.observe(untimed(60, 48));
    governor.observe(untimed(60, 49));
    expect(governor.snapshot().remaining).toBe(47);
  });

  it('paces over the assumed window when the API names no reset', async () => {
    const governor = new RateLimitGovernor({ assumedWindowMs: 8_000 });
    const grantedAt: number[] = [];
    void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(untimed(100, 4));
    for (let index = 0; index < 6; index += 1)
      void governor.acquire('interactive').then(() => grantedAt.push(Date.now() - t0));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(grantedAt).toEqual([1_600, 3_200, 4_800, 6_400]);
  });

  it('spreads the last of the budget until the reset when more is waiting than fits', async () => {
    const governor = new RateLimitGovernor();
    const grantedAt: number[] = [];
    void governor.acquire('interactive');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(limited(100, 4, '8'));
    for (let index = 0; index < 6; index += 1)
      void governor.acquire('interactive').then(() => grantedAt.push(Date.now() - t0));
    await vi.advanceTimersByTimeAsync(7_999);
    // The probe went at 0; the four left are spread evenly over the 8 s until the reset.
    expect(grantedAt).toEqual([1_600, 3_200, 4_800, 6_400]);
  });

  it('does not pace when everything waiting fits in the budget', async () => {
    const governor = new RateLimitGovernor();
    const { granted, start } = tracker(governor);
    void start('probe');
    await vi.advanceTimersByTimeAsync(0);
    governor.observe(limited(100, 4, '8'));
    for (let index = 0; index < 4; index += 1) void start(`r${index}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toHaveLength(5);
  });

  it('rejects an acquire cancelled while queued with ABORTED and forgets it', async () => {
    const governor = new RateLimitGovernor();
    void governor.acquire('interactive');
    const controller = new AbortController();
    const queued = governor.acquire('background', controller.signal);
    expect(governor.snapshot().queued.background).toBe(1);
    controller.abort();
    await expect(queued).rejects.toMatchObject({ code: 'ABORTED' });
    expect(governor.snapshot().queued.background).toBe(0);
    await expect(governor.acquire('interactive', controller.signal)).rejects.toBeInstanceOf(HostingApiError);
  });

  it('rejects a background share outside (0, 1]', () => {
    expect(() => new RateLimitGovernor({ backgroundShare: 0 })).toThrow(
      expect.objectContaining({ field: 'backgroundShare' }),
    );
    expect(() => new RateLimitGovernor({ backgroundShare: 1.5 })).toThrow(HostingApiError);
  });

  it('rejects an assumed window that is not a positive length', () => {
    expect(() => new RateLimitGovernor({ assumedWindowMs: 0 })).toThrow(
      expect.objectContaining({ field: 'assumedWindowMs' }),
    );
    expect(() => new RateLimitGovernor({ assumedWindowMs: Number.NaN })).toThrow(HostingApiError);
  });
});

/** An honest fixed window per stub: every answer names the limit, what is left and the reset in epoch ms. */
function honestLimiter(limit: number, windowMs: number) {
  let window = { startedAt: 0, used: 0 };
  let rejected = 0;
  const handle = (): StubReply => {
    const now = Date.now();
    if (now >= window.startedAt + windowMs) window = { startedAt: now, used: 0 };
    const allowed = window.used < limit;
    if (allowed) window.used += 1;
    else rejected += 1;
    const headers = {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(limit - window.used),
      'x-ratelimit-reset': String(window.startedAt + windowMs),
    };
    return allowed
      ? { headers, body: { data: { id: 's1', name: 'one', status: 'RUNNING' } } }
      : {
          status: 429,
          headers,
          body: { error: { code: 'RATE_LIMITED', message: 'slow down', requestId: 'r' } },
        };
  };
  return { handle, rejected: () => rejected };
}

describe('governed bursts against a rate-limited server', () => {
  it('sends a burst of three times the limit without a single 429', async () => {
    const limiter = honestLimiter(10, 300);
    const stub = await startStub(limiter.handle);
    const api = fastApi(stub.url);
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 30 }, () => api.getServer('s1')));
    const elapsed = Date.now() - started;
    await api.close();
    await stub.close();
    expect(results.every((server) => server.id === 's1')).toBe(true);
    expect(limiter.rejected()).toBe(0);
    expect(stub.requests).toHaveLength(30);
    // Three windows are needed, so the burst cannot finish before the second reset.
    expect(elapsed).toBeGreaterThanOrEqual(600);
  });

  it('survives a 429 storm: pauses everyone, probes one at a time, and every call completes', async () => {
    let storm = 15;
    const stub = await startStub(() =>
      storm-- > 0
        ? {
            status: 429,
            headers: { 'retry-after': '0.02' },
            body: { error: { code: 'RATE_LIMITED', message: 'storm', requestId: 'r' } },
          }
        : { body: { data: { id: 's1', name: 'one' } } },
    );
    const api = fastApi(stub.url, { maxRateLimitRetries: 5 });
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => api.getServer('s1')));
    await api.close();
    await stub.close();
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('fulfilled'));
    // Each pause costs one probe, not one request per waiting caller.
    expect(stub.requests).toHaveLength(25);
  });
});
