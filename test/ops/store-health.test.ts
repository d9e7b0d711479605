import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/log.js';
import { StoreHealth, type StoreLostError } from '../../src/ops/store-health.js';
import { StoreError } from '../../src/store/index.js';

const logger = createLogger({ level: 'silent', secrets: [] });
const timing = { probeMs: 40, retryMs: 10, timeoutMs: 100 };
// Probes, their timeouts and the grace run on a fake clock: the tests move it on, no real time passes.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

function watch(prove: () => Promise<void>, graceMs = 400) {
  const lost: StoreLostError[] = [];
  const health = new StoreHealth({
    kind: 'redis',
    prove,
    graceMs,
    logger,
    timing,
    onLost: (error) => lost.push(error),
  });
  health.start();
  return { health, lost };
}

describe('StoreHealth', () => {
  it('turns red at the first failed call and green at the next proof that passes', async () => {
    let works = true;
    const prove = vi.fn(async () => {
      if (!works) throw new StoreError('redis', 'read', 'connection lost');
    });
    const { health, lost } = watch(prove);
    try {
      expect(health.state()).toEqual({ healthy: true });
      works = false;
      health.failed(new StoreError('redis', 'write', 'connection lost'));
      expect(health.state()).toEqual({ healthy: false, failure: 'connection lost' });
      // It stays unhealthy through two probes that fail.
      await pass(100);
      expect(health.state().healthy).toBe(false);
      works = true;
      await vi.waitFor(() => expect(health.state()).toEqual({ healthy: true }), { timeout: 200 });
      expect(lost).toEqual([]);
    } finally {
      health.stop();
    }
  });

  it('gives up once, after the grace, when the store keeps failing or hangs', async () => {
    for (const prove of [
      async () => Promise.reject(new StoreError('redis', 'read', 'connection refused')),
      () => new Promise<void>(() => undefined),
    ]) {
      const startedAt = Date.now();
      const { health, lost } = watch(prove);
      health.failed(new StoreError('redis', 'read', 'connection refused'));
      // Nothing is said within the grace (0.4 s), nor more than once after it.
      await pass(300);
      expect(lost).toEqual([]);
      await vi.waitFor(() => expect(lost).toHaveLength(1), { timeout: 500 });
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(400);
      expect(lost[0]!.message).toMatch(
        /^The redis store DATABASE_URL names could not be read or written for 0.4 s \((connection refused|no answer within 100 ms)\): exiting so that a supervisor restarts the bot\.$/,
      );
      await pass(100);
      expect(lost).toHaveLength(1);
    }
  });
});
