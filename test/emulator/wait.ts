import { setTimeout as delay } from 'node:timers/promises';

const pollIntervalMs = 2;

/** Polls `probe` until it returns a value (anything but undefined, null or false) and resolves with it. */
export async function waitFor<T>(
  probe: () => T | undefined | null | false,
  timeoutMs = 2_000,
  description = 'the condition',
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (performance.now() >= deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
    await delay(pollIntervalMs);
  }
}
