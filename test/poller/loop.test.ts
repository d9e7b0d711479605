import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { sleep as realSleep } from '../../src/concurrency.js';
import type { Sleep } from '../../src/background-loop.js';
import { PollLoop, type CycleRunner } from '../../src/poller/loop.js';
import { waitFor } from '../emulator/wait.js';

/** A virtual clock whose sleeps pass at once, recording how long each would have been. */
function virtualTime() {
  const clock = { now: 0 };
  const sleeps: number[] = [];
  const sleep: Sleep = async (ms) => {
    sleeps.push(ms);
    clock.now += ms;
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { clock, sleeps, sleep };
}

describe('PollLoop', () => {
  it('never starts a cycle before the previous one finished, however long it takes', async () => {
    const { clock, sleep } = virtualTime();
    let running = 0;
    let overlapped = false;
    let cycles = 0;
    const cycle: CycleRunner = {
      async runCycle() {
        running += 1;
        overlapped ||= running > 1;
        cycles += 1;
        // Slower than the loop's rest (one turn of the event loop on the virtual clock): a loop that did not
        // await the cycle would start the next one meanwhile.
        for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
        clock.now += 10_000;
        running -= 1;
      },
      nextWakeAt: () => clock.now - 1_000,
    };
    const loop = new PollLoop({
      cycle,
      logger: silentLogger(),
      now: () => clock.now,
      sleep,
      mayPoll: async () => true,
      standbyMs: 1_000,
    });
    loop.start();
    // Until a few cycles have run, however slowly a loaded machine runs them.
    await waitFor(() => cycles > 3);
    await loop.stop();
    expect(cycles).toBeGreaterThan(3);
    expect(overlapped).toBe(false);
    expect(running).toBe(0);
  });

  it("sleeps until the cycle's next wake-up, and stands by while another process polls", async () => {
    const { clock, sleeps, sleep } = virtualTime();
    let leader = false;
    const cycle: CycleRunner = { runCycle: async () => undefined, nextWakeAt: () => clock.now + 2_500 };
    const loop = new PollLoop({
      cycle,
      logger: silentLogger(),
      now: () => clock.now,
      sleep,
      mayPoll: async () => leader,
      standbyMs: 30_000,
    });
    loop.start();
    await waitFor(() => sleeps.length > 0);
    leader = true;
    await waitFor(() => sleeps.includes(2_500));
    await loop.stop();
    expect(sleeps[0]).toBe(30_000);
    expect(sleeps.at(-1)).toBe(2_500);
  });

  it('stops promptly: the cycle in flight is cancelled and awaited, a sleep is cut short', async () => {
    let started = false;
    let aborted = false;
    const cycle: CycleRunner = {
      runCycle: (signal) =>
        new Promise<void>((resolve) => {
          started = true;
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
      nextWakeAt: () => Date.now() + 60_000,
    };
    const loop = new PollLoop({
      cycle,
      logger: silentLogger(),
      now: Date.now,
      sleep: realSleep,
      mayPoll: async () => true,
      standbyMs: 60_000,
    });
    loop.start();
    await waitFor(() => started);
    const stopping = Date.now();
    await loop.stop();
    expect(aborted).toBe(true);
    expect(Date.now() - stopping).toBeLessThan(1_000);
  });

  it('ends a sleep early when woken', async () => {
    let cycles = 0;
    const cycle: CycleRunner = {
      runCycle: async () => {
        cycles += 1;
      },
      nextWakeAt: () => Date.now() + 60_000,
    };
    const loop = new PollLoop({
      cycle,
      logger: silentLogger(),
      now: Date.now,
      sleep: realSleep,
      mayPoll: async () => true,
      standbyMs: 60_000,
    });
    loop.start();
    await waitFor(() => cycles === 1);
    loop.wake();
    await waitFor(() => cycles === 2);
    await loop.stop();
    expect(cycles).toBe(2);
  });
});
