import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaterLane } from '../../src/discord/later-lane.js';

const maxWaitMs = 2_000;

/** Whether `promise` has settled once the pending immediates ran (fake immediates need a millisecond). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(1);
  return done;
}

describe('LaterLane', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] }));
  afterEach(() => vi.useRealTimers());

  it('gives a turn at once when no interaction waits for its first answer', async () => {
    const lane = new LaterLane(maxWaitMs);
    expect(await settled(lane.turn())).toBe(true);
  });

  it('holds a turn while an interaction waits for its first answer, and gives it once answered', async () => {
    const lane = new LaterLane(maxWaitMs);
    const answered = lane.awaitsAnswer();
    const turn = lane.turn();
    expect(await settled(turn)).toBe(false);
    await vi.advanceTimersByTimeAsync(maxWaitMs - 10);
    expect(await settled(turn)).toBe(false);
    answered();
    expect(await settled(turn)).toBe(true);
  });

  it('counts each interaction once, however often its answer is reported', async () => {
    const lane = new LaterLane(maxWaitMs);
    const first = lane.awaitsAnswer();
    lane.awaitsAnswer();
    first();
    first();
    expect(await settled(lane.turn())).toBe(false);
  });

  it('gives the turn after the longest wait even while interactions keep coming', async () => {
    const lane = new LaterLane(maxWaitMs);
    lane.awaitsAnswer();
    const turn = lane.turn();
    await vi.advanceTimersByTimeAsync(maxWaitMs);
    expect(await settled(turn)).toBe(true);
  });

  it('gives turns in order, one per event-loop turn, so an interaction arriving between them goes first', async () => {
    const lane = new LaterLane(maxWaitMs);
    const order: string[] = [];
    let answered: (() => void) | undefined;
    const first = lane.turn().then(() => {
      order.push('first');
      answered = lane.awaitsAnswer();
    });
    const second = lane.turn().then(() => order.push('second'));
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(order).toEqual(['first']);
    expect(await settled(second)).toBe(false);
    answered?.();
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toEqual(['first', 'second']);
  });
});
