import { describe, expect, it } from 'vitest';
import { KeyedMutex } from '../src/concurrency.js';

describe("the keyed mutex's memory of keys", () => {
  it('forgets each of 10,000 keys once its work is done, whether the work succeeded or failed', async () => {
    const mutex = new KeyedMutex();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const runs: Promise<unknown>[] = [];
    for (let index = 0; index < 10_000; index += 1) {
      const key = `server:${index}`;
      // Two turns per key, one of them failing: the second waits behind the first.
      runs.push(mutex.run(key, () => gate));
      runs.push(mutex.run(key, () => Promise.reject(new Error('write failed'))));
    }
    expect(mutex.size).toBe(10_000);
    open();
    await Promise.allSettled(runs);
    expect(mutex.size).toBe(0);
  });
});
