import pLimit from 'p-limit';

/** Runs `work` over the items with at most `limit` at a time; resolves when all are done. */
export async function runPooled<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  await pLimit(limit).map(items, (item) => work(item));
}
