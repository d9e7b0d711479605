import { describe, expect, it } from 'vitest';
import { KeyedMutex, sleep } from '../src/concurrency.js';

describe('KeyedMutex', () => {
  it('runs work for one key one at a time, in order, and other keys in parallel', async () => {
    const mutex = new KeyedMutex();
    const events: string[] = [];
    const step = (label: string, ms: number) => async () => {
      events.push(`start ${label}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`end ${label}`);
    };
    await Promise.all([
      mutex.run('a', step('a1', 20)),
      mutex.run('a', step('a2', 1)),
      mutex.run('b', step('b1', 1)),
    ]);
    expect(events.indexOf('end a1')).toBeLessThan(events.indexOf('start a2'));
    expect(events.indexOf('start b1')).toBeLessThan(events.indexOf('end a1'));
  });

  it('releases the key when work fails', async () => {
    const mutex = new KeyedMutex();
    await expect(mutex.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(mutex.run('a', () => Promise.resolve(1))).resolves.toBe(1);
  });
});

describe('sleep', () => {
  it('waits the time it is given', async () => {
    const started = performance.now();
    await sleep(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('ends at once when the signal aborts, before or during the wait', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const sleeping = sleep(10_000, controller.signal);
    controller.abort();
    await sleeping;
    await sleep(10_000, controller.signal);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
