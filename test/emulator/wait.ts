import { setTimeout as delay } from 'node:timers/promises';

// Often enough that a wait ends within a few ms of its answer, seldom enough that parallel files waiting
// side by side do not spend the CPU the bot under test needs.
const pollIntervalMs = 5;

/**
 * How long a wait with no deadline of its own gives its condition. Generous because it is only a deadline: a
 * loaded machine answers late, not wrongly (a command's reply took over 5 s with the suite slowed by a
 * profiler), and a passing wait ends as soon as its condition holds.
 */
const defaultTimeoutMs = 10_000;

/** Polls `probe` until it returns a value (anything but undefined, null or false) and resolves with it. */
export async function waitFor<T>(
  probe: () => T | undefined | null | false,
  timeoutMs = defaultTimeoutMs,
  description = 'the condition',
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (performance.now() >= deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
    // Time must pass: the condition is polled, and the code under test runs in between.
    await delay(pollIntervalMs);
  }
}

/** `waitFor` for a condition that must be read asynchronously (the bot's metrics, a store). */
export async function until(
  condition: () => Promise<boolean>,
  timeoutMs = defaultTimeoutMs,
  description = 'the condition',
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (performance.now() >= deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
    // Time must pass: the condition is polled, and the code under test runs in between.
    await delay(pollIntervalMs);
  }
}
