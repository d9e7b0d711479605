import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackgroundLoop, type Rest } from '../src/background-loop.js';
import { createLogger } from '../src/log.js';
import { logLines } from './support/log-lines.js';

// The loop's rests are timers: the tests move them on by hand, so a rest of 60 s ends only when told.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A loop over `turn` with its own sleep (on the fake clock), whose error lines are collected. */
function loopOver(turn: (stopped: AbortSignal) => Promise<Rest>, afterFailure: Rest = { ms: 60_000 }) {
  const { lines, destination } = logLines();
  const loop = new BackgroundLoop({
    turn,
    restAfterFailure: () => afterFailure,
    failureMessage: 'the turn failed',
    logger: createLogger({ level: 'error', secrets: [], destination }),
  });
  return { loop, lines };
}

describe('BackgroundLoop', () => {
  it('ends a rest early when woken, and a wake during a turn cuts the rest after it', async () => {
    let turns = 0;
    let release: () => void = () => undefined;
    const { loop } = loopOver(async () => {
      turns += 1;
      if (turns === 2) await new Promise<void>((resolve) => (release = resolve));
      return { ms: 60_000 };
    });
    loop.start();
    await vi.advanceTimersByTimeAsync(10);
    expect(turns).toBe(1);
    loop.wake();
    await vi.advanceTimersByTimeAsync(10);
    expect(turns).toBe(2);
    // Woken while the second turn runs: the rest after it is cut short at once.
    loop.wake();
    release();
    await vi.advanceTimersByTimeAsync(10);
    expect(turns).toBe(3);
    await loop.stop();
  });

  it('does not cut a firm rest short on a wake, only the rest after it', async () => {
    let turns = 0;
    const { loop } = loopOver(async () => {
      turns += 1;
      return { firmMs: 50, ms: 60_000 };
    });
    loop.start();
    await vi.advanceTimersByTimeAsync(10);
    loop.wake();
    await vi.advanceTimersByTimeAsync(10);
    expect(turns).toBe(1);
    await vi.advanceTimersByTimeAsync(60);
    expect(turns).toBe(2);
    await loop.stop();
  });

  it('stops while a turn runs: the turn is aborted through its signal and awaited, no turn follows', async () => {
    let turns = 0;
    let aborted = false;
    const { loop } = loopOver(
      (stopped) =>
        new Promise<Rest>((resolve) => {
          turns += 1;
          stopped.addEventListener('abort', () => {
            aborted = true;
            resolve({ ms: 0 });
          });
        }),
    );
    loop.start();
    await vi.advanceTimersByTimeAsync(10);
    const started = Date.now();
    await loop.stop();
    expect(aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    await vi.advanceTimersByTimeAsync(10);
    expect(turns).toBe(1);
  });

  it('stops during a rest, firm or not, at once', async () => {
    const { loop } = loopOver(async () => ({ firmMs: 60_000, ms: 60_000 }));
    loop.start();
    await vi.advanceTimersByTimeAsync(10);
    const started = Date.now();
    await loop.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('logs a turn that throws and goes on after the failure rest', async () => {
    let turns = 0;
    const { loop, lines } = loopOver(
      async () => {
        turns += 1;
        if (turns === 1) throw new Error('boom');
        return { ms: 60_000 };
      },
      { ms: 5 },
    );
    loop.start();
    await vi.advanceTimersByTimeAsync(40);
    await loop.stop();
    expect(turns).toBe(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('the turn failed');
    expect(lines[0]).toContain('boom');
  });
});
