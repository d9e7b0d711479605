import { describe, expect, it } from 'vitest';
import { TtlCache } from '../src/cache.js';

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

  it('keeps an entry used lately over one used longer ago when it is full', async () => {
    const cache = new TtlCache<number>(1000, () => 0, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 10);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 10)).toBe(1);
    expect(await cache.get('b', async () => 20)).toBe(20);
  });
});
