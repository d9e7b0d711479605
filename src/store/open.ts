import { randomUUID } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Logger } from '../log.js';
import type { KvBackend } from './backend.js';
import { Kv, type KvOptions } from './kv.js';
import type { Driver } from './driver.js';
import { MemoryDriver } from './drivers/memory.js';
import type { SqliteDriver } from './drivers/sqlite.js';
import { type BackendKind, FailureLog, StoreError, reasonOf } from './errors.js';
import { backendOf, supportedSchemes } from './url.js';

/** Every key lives under this prefix, so a shared Redis database or Postgres table can host several bots. */
const defaultNamespace = 'bot';

/** A store that has not opened and proved itself by then never will: a hung start helps nobody. */
const openDeadlineMs = 5_000;

/**
 * Opens the store DATABASE_URL names and proves it with a write, a read back and a delete, so a store that
 * cannot work stops the start instead of failing silently later; past `openDeadlineMs` it gives up.
 * `?namespace=` picks another key prefix (tests use a fresh one per run). Every failure is a StoreError
 * naming DATABASE_URL and the reason.
 */
export function openBackend(
  url: string,
  logger?: Logger,
  onFailure?: KvOptions['onFailure'],
): Promise<KvBackend> {
  const kind = backendOf(url) ?? 'unknown';
  const opening = openAndProve(url, logger, onFailure);
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      reject(new StoreError(kind, 'open', `it did not open and answer within ${openDeadlineMs / 1_000} s`));
      // A store that opens after all is closed again: nobody will use it.
      void opening.then((late) => late.close()).catch(() => undefined);
    }, openDeadlineMs);
    opening.then(resolve, reject).finally(() => clearTimeout(deadline));
  });
}

async function openAndProve(
  url: string,
  logger: Logger | undefined,
  onFailure: KvOptions['onFailure'],
): Promise<KvBackend> {
  const kind = backendOf(url);
  if (!kind)
    throw new StoreError('unknown', 'open', `the scheme is not one of ${supportedSchemes.join(', ')}`);
  const { location, namespace } = splitNamespace(url, kind);
  const driver = await openDriver(kind, location, logger).catch((error: unknown) => {
    throw new StoreError(kind, 'open', reasonOf(error));
  });
  // Failures while opening are reported once, by the caller, as the start's one line.
  const kv = new Kv(driver, { namespace, onFailure });
  try {
    // Loaded with the sqlite driver it needs: a start on another store never loads sqlite.
    if (kind === 'sqlite')
      await (await import('./legacy.js')).upgradeLegacyLayout(
        driver as SqliteDriver,
        location,
        namespace,
        logger,
      );
    await proveStore(kv);
    await kv.sweep();
    if (logger) kv.logFailuresTo(logger);
    return kv;
  } catch (error) {
    await kv.close().catch(() => undefined);
    throw new StoreError(kind, 'open', reasonOf(error));
  }
}

/** Each driver is loaded when its scheme is used: the clients of the others cost a start nothing. */
async function openDriver(kind: BackendKind, location: string, logger?: Logger): Promise<Driver> {
  const rest = location.slice(location.indexOf('://') + 3);
  switch (kind) {
    case 'memory':
      return new MemoryDriver(rest);
    case 'sqlite':
      if (rest !== ':memory:' && rest !== '') await createDirectory(dirname(rest));
      return (await import('./drivers/sqlite.js')).SqliteDriver.open(rest === '' ? ':memory:' : rest);
    case 'redis': {
      // The client reconnects by itself; its errors are logged like every store failure, once per burst.
      const failures = new FailureLog(logger);
      const { RedisDriver } = await import('./drivers/redis.js');
      return RedisDriver.open(location, (error) =>
        failures.report(
          new StoreError('redis', 'read', `connection failed (${reasonOf(error)}); reconnecting`),
        ),
      );
    }
    case 'postgres':
      return (await import('./drivers/postgres.js')).PostgresDriver.open(location);
  }
}

/**
 * Creates the missing directories one at a time from the deepest one that exists: Node's recursive mkdir
 * never returns for some paths (`/proc/x/y` spins forever), so it is not used.
 */
async function createDirectory(path: string): Promise<void> {
  const missing: string[] = [];
  for (let at = path; ; at = dirname(at)) {
    const found = await stat(at).catch(() => undefined);
    if (found?.isDirectory()) break;
    if (found || dirname(at) === at)
      throw new StoreError(
        'sqlite',
        'open',
        `cannot create the directory "${path}": a part of the path is a file, not a directory`,
      );
    missing.unshift(at);
  }
  for (const directory of missing) {
    try {
      await mkdir(directory);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'EEXIST') continue;
      throw new StoreError('sqlite', 'open', `cannot create the directory "${path}": ${reasonOf(error)}`);
    }
  }
}

function splitNamespace(url: string, kind: BackendKind): { location: string; namespace: string } {
  const query = url.indexOf('?');
  if (query < 0) return { location: url, namespace: defaultNamespace };
  const parameters = new URLSearchParams(url.slice(query + 1));
  const namespace = parameters.get('namespace') ?? defaultNamespace;
  if (namespace.includes('#')) throw new StoreError(kind, 'open', 'the namespace must not contain "#"');
  parameters.delete('namespace');
  const rest = parameters.toString();
  return { location: url.slice(0, query) + (rest ? `?${rest}` : ''), namespace };
}

/** Writes a value, reads it back and deletes it: what proves the store at start and while it runs. */
export async function proveStore(kv: KvBackend): Promise<void> {
  const key = `probe:${randomUUID()}`;
  const value = { writtenAt: Date.now() };
  await kv.set(key, value, 60_000);
  if (!isDeepStrictEqual(await kv.get(key), value))
    throw new StoreError(kv.kind, 'open', 'a value written could not be read back');
  if (!(await kv.delete(key))) throw new StoreError(kv.kind, 'open', 'a value written could not be deleted');
}
