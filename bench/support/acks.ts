/** What one run of interactions measured: acknowledgement times (ms, sorted) and callback types. */
export type Acks = { latencies: number[]; types: Map<number, number> };

export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

type Handle = { sentAt: number; waitForCallback(timeoutMs?: number): Promise<{ at: number; type: number }> };

/**
 * Sends `total` interactions, `concurrency` in flight, each timed from its INTERACTION_CREATE to its first
 * callback by the emulator that sent it.
 */
export async function measure(
  total: number,
  concurrency: number,
  send: () => Handle | Promise<Handle>,
): Promise<Acks> {
  const latencies: number[] = [];
  const types = new Map<number, number>();
  let started = 0;
  async function worker() {
    while (started < total) {
      started += 1;
      const handle = await send();
      const callback = await handle.waitForCallback(10_000);
      latencies.push(callback.at - handle.sentAt);
      types.set(callback.type, (types.get(callback.type) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  return { latencies, types };
}

export function summary({ latencies, types }: Acks) {
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1)!,
    types,
    latencies,
  };
}
