import { describe, expect, it } from 'vitest';
import { KeyedMutex, ReadWriteLock, sleep } from '../src/concurrency.js';

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

describe('ReadWriteLock', () => {
  const step = (events: string[], label: string, ms: number) => async () => {
    events.push(`start ${label}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    events.push(`end ${label}`);
    return label;
  };

  it('runs reads side by side, and a write alone: after the reads before it, before the reads after it', async () => {
    const lock = new ReadWriteLock();
    const events: string[] = [];
    const done = await Promise.all([
      lock.read(step(events, 'r1', 30)),
      lock.read(step(events, 'r2', 10)),
      lock.write(step(events, 'w1', 10)),
      lock.read(step(events, 'r3', 10)),
      lock.read(step(events, 'r4', 1)),
      lock.write(step(events, 'w2', 1)),
    ]);
    expect(done).toEqual(['r1', 'r2', 'w1', 'r3', 'r4', 'w2']);
    // Reads overlap: the second starts before the first ends, and so do the two after the write.
    expect(events.indexOf('start r2')).toBeLessThan(events.indexOf('end r1'));
    expect(events.indexOf('start r4')).toBeLessThan(events.indexOf('end r3'));
    // A write starts only once every read before it ended, and the reads after it wait for its end.
    expect(events.indexOf('start w1')).toBeGreaterThan(events.indexOf('end r1'));
    expect(events.indexOf('start w1')).toBeGreaterThan(events.indexOf('end r2'));
    expect(events.indexOf('start r3')).toBeGreaterThan(events.indexOf('end w1'));
    expect(events.indexOf('start w2')).toBeGreaterThan(events.indexOf('end r3'));
    expect(events.indexOf('start w2')).toBeGreaterThan(events.indexOf('end r4'));
  });

  it('goes on after work fails, and hands the failure to its caller', async () => {
    const lock = new ReadWriteLock();
    await expect(lock.read(() => Promise.reject(new Error('read')))).rejects.toThrow('read');
    await expect(lock.write(() => Promise.reject(new Error('write')))).rejects.toThrow('write');
    await expect(lock.read(() => Promise.resolve(1))).resolves.toBe(1);
    await expect(lock.write(() => Promise.resolve(2))).resolves.toBe(2);
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
