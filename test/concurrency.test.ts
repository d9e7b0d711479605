import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeyedMutex, sleep } from '../src/concurrency.js';

describe('KeyedMutex', () => {
  it('runs work for one key one at a time, in order, and other keys in parallel', async () => {
    const mutex = new KeyedMutex();
    const events: string[] = [];
    let releaseA1: () => void = () => undefined;
    const a1Released = new Promise<void>((resolve) => (releaseA1 = resolve));
    const step = (label: string, until?: Promise<void>) => async () => {
      events.push(`start ${label}`);
      await until;
      events.push(`end ${label}`);
    };
    const a = Promise.all([mutex.run('a', step('a1', a1Released)), mutex.run('a', step('a2'))]);
    // Key b runs to its end while a1 still holds key a, and a2 waits for it.
    await mutex.run('b', step('b1'));
    expect(events).not.toContain('start a2');
    releaseA1();
    await a;
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
  // Its timer is on the fake clock: the tests move it on by hand, so no real time passes.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the time it is given', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let ended = false;
    const sleeping = sleep(30).then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(29);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sleeping;
    expect(ended).toBe(true);
  });

  it('ends at once when the signal aborts, before or during the wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const controller = new AbortController();
    const ended: string[] = [];
    const during = sleep(10_000, controller.signal).then(() => ended.push('during'));
    controller.abort();
    const before = sleep(10_000, controller.signal).then(() => ended.push('before'));
    // Both ended short of their time, and left no timer behind.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ended).toEqual(['during', 'before']);
    expect(vi.getTimerCount()).toBe(0);
    await Promise.all([during, before]);
  });
});
