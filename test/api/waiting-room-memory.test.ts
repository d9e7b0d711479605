import { describe, expect, it } from 'vitest';
import { WaitingRoom } from '../../src/api/tenant-queues.js';

/**
 * The waiting room keeps a queue per community tenant only while it holds a call: one left empty would stay
 * in the round-robin for good, and be served as if it held one. A tenant served or given up on is forgotten,
 * which these check by the next tenant's call being the one served.
 */
describe("the waiting room's memory of tenants", () => {
  const waiter = () => () => {};

  it('forgets the queues of 10,000 tenants served', () => {
    const room = new WaitingRoom();
    for (let index = 0; index < 10_000; index += 1) room.add('community', `guild-${index}`, waiter());
    for (let index = 0; index < 10_000; index += 1) expect(room.take(true, false)?.lane).toBe('community');
    expect(room.size()).toBe(0);
    const next = waiter();
    room.add('community', 'guild-new', next);
    expect(room.take(true, false)?.waiter).toBe(next);
  });

  it('forgets the queues of 10,000 tenants whose calls were given up (aborted) while waiting', () => {
    const room = new WaitingRoom();
    const waiting = Array.from({ length: 10_000 }, waiter);
    for (const [index, each] of waiting.entries()) room.add('community', `guild-${index}`, each);
    for (const each of waiting) room.remove(each);
    expect(room.size()).toBe(0);
    const next = waiter();
    room.add('community', 'guild-new', next);
    expect(room.take(true, false)?.waiter).toBe(next);
  });
});
