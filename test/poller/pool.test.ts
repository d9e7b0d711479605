import { describe, expect, it } from 'vitest';
import { runPooled } from '../../src/poller/pool.js';

describe('runPooled', () => {
  it('runs every item, never more than the limit at once, starting them in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await runPooled([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      // Items take one to three turns of the event loop: they finish out of the order they started in.
      for (let turn = 0; turn <= item % 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    expect(running).toBe(0);
  });

  it('resolves at once for no items', async () => {
    await expect(runPooled([], 4, async () => undefined)).resolves.toBeUndefined();
  });
});
