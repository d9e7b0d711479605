import { createHash } from 'node:crypto';
import { z } from 'zod';
import { withoutUrlCredentials } from '../log.js';
import type { KvBackend } from './backend.js';
import type { RawEntry } from './driver.js';
import { StoreError } from './errors.js';
import { openBackend } from './open.js';

/** Entries per commit: one commit each is atomic, and small enough for every backend. */
const batchSize = 200;

/** The lease the running bot's background work holds (`src/instance/lease.ts`) and its fleet's heartbeats. */
const backgroundLeaseKey = 'lease:background';
const fleetKey = 'instances';

/**
 * Kept in the target while a copy is under way, written in the same commit as each batch: a rerun finds it
 * and resumes, and a target without it that holds data is refused. Removed once the copy is verified.
 */
const checkpointKey = 'migration:checkpoint';
const checkpointSchema = z.object({ source: z.string(), total: z.number(), copied: z.number() });

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

export type CopyResult = { copied: number; total: number; resumed: boolean };

export type CopyOptions = {
  /** Called before each batch is committed (1-based); tests make one fail to prove a rerun resumes. */
  beforeBatch?: (batch: number) => void | Promise<void>;
};

/**
 * Copies every entry (records, documents, leases, with their expiry) from one store into another, empty
 * one, then checks the target holds the same. Both are opened and proven like DATABASE_URL is. A source a
 * running bot uses is refused; a copy cut short resumes where it stopped when run again.
 */
export async function copyStore(
  fromUrl: string,
  toUrl: string,
  options: CopyOptions = {},
): Promise<CopyResult> {
  const from = await open('FROM_URL', fromUrl);
  let to: KvBackend | undefined;
  try {
    await refuseLiveSource(from);
    to = await open('TO_URL', toUrl);
    const source = sourceId(fromUrl);
    const entries = (await from.exportEntries()).filter((entry) => entry.key !== checkpointKey);
    const present = new Map((await to.exportEntries()).map((entry) => [entry.key, entry.raw]));
    const checkpoint = present.get(checkpointKey);
    const resumed = checkpoint !== undefined;
    if (!resumed && present.size > 0)
      throw new MigrationError('the target store already holds data: migrate into an empty store');
    if (resumed && checkpointSchema.parse(JSON.parse(checkpoint)).source !== source)
      throw new MigrationError(
        'the target store holds a partial copy of another store: empty it, or migrate from that store',
      );
    const missing = entries.filter((entry) => present.get(entry.key) !== entry.raw);
    let copied = entries.length - missing.length;
    for (let start = 0, batch = 1; start < missing.length; start += batchSize, batch += 1) {
      const slice = missing.slice(start, start + batchSize);
      const mark = { source, total: entries.length, copied: copied + slice.length };
      try {
        await options.beforeBatch?.(batch);
        await to.importEntries([
          ...slice,
          { key: checkpointKey, raw: JSON.stringify(mark), expiresAt: undefined },
        ]);
      } catch (error) {
        throw partial(error, copied, entries.length);
      }
      copied = mark.copied;
    }
    await verify(to, entries);
    await to.delete(checkpointKey);
    return { copied: missing.length, total: entries.length, resumed };
  } finally {
    await from.close();
    await to?.close();
  }
}

/** A running bot keeps writing to its store: a copy taken meanwhile would miss what it writes after. */
async function refuseLiveSource(from: KvBackend): Promise<void> {
  const now = Date.now();
  const lease = z
    .object({ holder: z.string(), expiresAt: z.number() })
    .safeParse(await from.get(backgroundLeaseKey));
  const members = z.record(z.string(), z.number()).safeParse(await from.get(fleetKey));
  const alive = members.success ? Object.values(members.data).filter((until) => until > now).length : 0;
  const leaseLive = lease.success && lease.data.expiresAt > now;
  if (!leaseLive && alive === 0) return;
  const until = Math.max(
    lease.success ? lease.data.expiresAt : 0,
    ...(members.success ? Object.values(members.data) : []),
  );
  const holder = leaseLive ? ', one holding the background lease' : '';
  const seconds = Math.ceil((until - now) / 1000);
  throw new MigrationError(
    `the source store is in use by a running bot (${alive} instance(s) alive${holder}): ` +
      `stop every instance first; one that was killed stops counting within ${seconds} s`,
  );
}

async function verify(to: KvBackend, entries: readonly RawEntry[]): Promise<void> {
  const copied = new Map((await to.exportEntries()).map((entry) => [entry.key, entry.raw]));
  const missing = entries.filter((entry) => copied.get(entry.key) !== entry.raw);
  if (missing.length > 0)
    throw new MigrationError(
      `${missing.length} entries did not arrive intact in the target store: ` +
        'run the same command again to copy them, or empty the target and start over',
    );
}

function partial(error: unknown, copied: number, total: number): MigrationError {
  const reason = withoutUrlCredentials(error instanceof Error ? error.message : 'unexpected error');
  return new MigrationError(
    `${reason}. The target store is partial: it holds ${copied} of ${total} entries. ` +
      'Run the same command again to resume from there, or empty the target store and start over',
  );
}

/** Names the source without keeping its URL (which may carry a password) in the target. */
function sourceId(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 16);
}

function open(name: string, url: string): Promise<KvBackend> {
  return openBackend(url).catch((error: unknown) => {
    if (!(error instanceof StoreError)) throw error;
    throw new MigrationError(`${name} names a ${error.backend} store that cannot be used: ${error.reason}`);
  });
}
