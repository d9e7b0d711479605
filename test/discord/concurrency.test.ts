import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/cache.js';
import { KeyedMutex } from '../../src/concurrency.js';

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
    expect(mutex.isBusy('a')).toBe(false);
  });

  it('releases the key when work fails', async () => {
    const mutex = new KeyedMutex();
    await expect(mutex.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(mutex.run('a', () => Promise.resolve(1))).resolves.toBe(1);
  });
});

describe('TtlCache', () => {
  it('shares one lookup between concurrent callers and within the window', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep failures, and forgets invalidated prefixes', async () => {
    const cache = new TtlCache<string>(1000, () => 0);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
    await cache.get('other', async () => 'x');
    cache.invalidate('k');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
    expect(await cache.get('other', async () => 'y')).toBe('x');
  });

  it('evicts the oldest entries beyond its size', async () => {
    const cache = new TtlCache<number>(1000, () => 0, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 10)).toBe(10);
  });
});
