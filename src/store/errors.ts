import type { z } from 'zod';
import { BurstLog, type Logger } from '../log.js';

export type BackendKind = 'sqlite' | 'memory' | 'redis' | 'postgres';
export type StoreOperation = 'open' | 'read' | 'write';

/**
 * The store layer's one error: a read or write that did not happen. Carries the backend and a short reason,
 * never the driver's message (which may quote the URL and its password).
 */
export class StoreError extends Error {
  override readonly name = 'StoreError';

  constructor(
    readonly backend: BackendKind | 'unknown',
    readonly operation: StoreOperation,
    readonly reason: string,
  ) {
    super(
      operation === 'open'
        ? `DATABASE_URL names a ${backend} store the bot cannot use: ${reason}`
        : `the ${backend} store could not ${operation}: ${reason}`,
    );
  }
}

/**
 * One stored value that cannot be read (not JSON, or not its schema), while the store itself works. A read
 * that can go on without it runs under `BadRecords.around` (`set-aside.ts`), which moves the record aside and
 * reads again, instead of failing for every other record.
 */
export class CorruptRecordError extends StoreError {
  constructor(
    backend: BackendKind | 'unknown',
    /** The store key, so the record can be set aside and named. */
    readonly key: string,
    /** Why it cannot be read: `not JSON` or `does not match its schema`. */
    readonly problem: string,
    what = `the value stored at "${key}"`,
    operation: StoreOperation = 'read',
  ) {
    super(backend, operation, `${what} ${problem === 'not JSON' ? 'is corrupted (not JSON)' : problem}`);
  }
}

/**
 * A stored value read through its schema. One that does not match is refused loudly: reading it as absent
 * would hide data loss. `what` names the value in the error: `the board stored at "g1/c1"`; `key`, when
 * given, is where it is stored, so a caller may set it aside (`CorruptRecordError`).
 */
export function parseStored<T>(
  backend: BackendKind | 'unknown',
  schema: z.ZodType<T>,
  what: string,
  value: unknown,
  operation: StoreOperation = 'read',
  key?: string,
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (key !== undefined)
    throw new CorruptRecordError(backend, key, 'does not match its schema', what, operation);
  throw new StoreError(backend, operation, `${what} does not match its schema`);
}

/** Returned by fenced writes whose lease was taken over or lapsed: the holder must stop, not retry. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';

  constructor(readonly lease: string) {
    super(`the lease "${lease}" is no longer held by this instance`);
  }
}

const reasonsByCode: Record<string, string> = {
  SQLITE_NOTADB: 'not a database',
  SQLITE_CORRUPT: 'the database file is corrupted',
  SQLITE_CANTOPEN: 'the database file cannot be opened or created',
  SQLITE_READONLY: 'the database file is read-only',
  SQLITE_PERM: 'permission denied',
  SQLITE_FULL: 'the disk is full',
  SQLITE_IOERR: 'disk I/O error',
  SQLITE_BUSY: 'the database stayed locked by another process',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  EEXIST: 'a part of the path is a file, not a directory',
  ENOTDIR: 'a part of the path is a file, not a directory',
  ENOENT: 'no such file or directory',
  ENOSPC: 'the disk is full',
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  '28P01': 'authentication failed',
  '28000': 'authentication failed',
  '3D000': 'the database does not exist',
  '42501': 'permission denied',
  '53300': 'too many connections',
  '57P01': 'the server is shutting down',
};

/** The short, secret-free reason of a driver error. */
export function reasonOf(error: unknown): string {
  if (error instanceof StoreError) return error.reason;
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && reasonsByCode[code]) return reasonsByCode[code];
  if (typeof code === 'string') return `driver error ${code}`;
  // node-redis rethrows socket errors with the code only in the message ("connect ECONNREFUSED ...").
  const codeInMessage = typeof message === 'string' ? /\b(E[A-Z]{3,})\b/.exec(message)?.[1] : undefined;
  if (codeInMessage && reasonsByCode[codeInMessage]) return reasonsByCode[codeInMessage];
  // node-redis and pg say a lost connection in words only (their error classes keep the name "Error").
  if (name === 'ClientClosedError' || name === 'ClientOfflineError') return 'connection lost';
  const lostConnection = /client is (closed|offline)|Socket closed unexpectedly|Connection terminated/i;
  if (typeof message === 'string' && lostConnection.test(message)) return 'connection lost';
  if (name === 'ConnectionTimeoutError') return 'connection timed out';
  if (typeof message === 'string' && /NOAUTH|WRONGPASS/.test(message)) return 'authentication failed';
  if (typeof message === 'string' && /READONLY/.test(message)) return 'the server is read-only';
  if (typeof message === 'string' && /OOM/.test(message)) return 'the server is out of memory';
  return typeof name === 'string' && name !== 'Error' ? `unexpected ${name}` : 'unexpected error';
}

/** Store failures, logged once per burst (see `BurstLog`). */
export class FailureLog {
  private readonly burst: BurstLog;

  constructor(logger: Logger | undefined, now: () => number = Date.now) {
    this.burst = new BurstLog(logger, now);
  }

  report(error: StoreError): void {
    this.burst.error(
      { backend: error.backend, operation: error.operation, reason: error.reason },
      error.message,
    );
  }
}
