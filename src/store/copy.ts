import type { KvBackend } from './backend.js';
import { StoreError } from './errors.js';
import { openBackend } from './open.js';

/** Entries per commit: one commit each is atomic, and small enough for every backend. */
const batchSize = 200;

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/**
 * Copies every entry (records, documents, leases, with their expiry) from one store into another, empty
 * one, then checks the target holds the same. Both are opened and proven like DATABASE_URL is.
 */
export async function copyStore(fromUrl: string, toUrl: string): Promise<{ copied: number }> {
  const from = await open('FROM_URL', fromUrl);
  let to: KvBackend | undefined;
  try {
    to = await open('TO_URL', toUrl);
    if ((await to.exportEntries()).length > 0)
      throw new MigrationError('the target store already holds data: migrate into an empty store');
    const entries = await from.exportEntries();
    for (let start = 0; start < entries.length; start += batchSize)
      await to.importEntries(entries.slice(start, start + batchSize));
    const copied = new Map((await to.exportEntries()).map((entry) => [entry.key, entry.raw]));
    const missing = entries.filter((entry) => copied.get(entry.key) !== entry.raw);
    if (missing.length > 0)
      throw new MigrationError(`${missing.length} entries did not arrive intact in the target store`);
    return { copied: entries.length };
  } finally {
    await from.close();
    await to?.close();
  }
}

function open(name: string, url: string): Promise<KvBackend> {
  return openBackend(url).catch((error: unknown) => {
    if (!(error instanceof StoreError)) throw error;
    throw new MigrationError(`${name} names a ${error.backend} store that cannot be used: ${error.reason}`);
  });
}
