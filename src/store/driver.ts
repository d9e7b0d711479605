import type { BackendKind } from './errors.js';

/** A stored value as the backend holds it: JSON text and an absolute expiry (epoch ms), if any. */
export type RawEntry = { key: string; raw: string; expiresAt: number | undefined };

/**
 * A slice of a collection in member order: members strictly between `after` and `before` (either open),
 * at most `limit` of them, from the highest member down when `descending`. Collections whose ids sort by
 * time (the audit trail's) read their newest or oldest records this way, from an ordered index.
 */
export type RangeQuery = { after?: string; before?: string; limit: number; descending: boolean };

/** A precondition of a commit: the key holds exactly this text (`undefined`: is absent or expired). */
export type Check = { key: string; raw: string | undefined };

/** A change of a commit: store the text until `expiresAt`, or (`raw: undefined`) delete the key. */
export type Write = { key: string; raw: string | undefined; expiresAt?: number };

/**
 * What each backend implements with its own atomic operations; everything else (JSON, TTLs, updates,
 * leases) is built once on top of it in `backend.ts`. Keys of collection records have the form
 * `prefix#id`, and `list` of a prefix ending in `#` answers from an index, not a scan of the store.
 */
export interface Driver {
  readonly kind: BackendKind;
  /** Locks that live as long as this process's connection, where the backend has them (Postgres). */
  readonly sessionLocks?: SessionLocks;
  get(key: string, now: number): Promise<string | undefined>;
  /** Applies every write only if every check holds, all at once; answers whether it did. */
  commit(checks: readonly Check[], writes: readonly Write[], now: number): Promise<boolean>;
  /** Every live entry whose key starts with the prefix. */
  list(prefix: string, now: number): Promise<RawEntry[]>;
  /**
   * The live entries of one slice of the collection `prefix` (ending in `#`), read from an ordered index:
   * never more than `limit` entries are read, whatever the collection's size.
   */
  range(prefix: string, query: RangeQuery, now: number): Promise<RawEntry[]>;
  /** Drops expired entries, where the backend does not do it by itself. */
  sweep(now: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Locks bound to one connection of this process (Postgres session advisory locks): the server frees them
 * the moment that connection drops, so a lock that can be taken proves its last holder is gone.
 */
export interface SessionLocks {
  /** Takes the lock, or keeps it if this process still holds it; false while another session holds it. */
  hold(key: string): Promise<boolean>;
  release(key: string): Promise<void>;
}

/** The first string after every string that starts with `prefix`, for index range scans. */
export function prefixEnd(prefix: string): string {
  if (prefix === '') return '\u{10FFFF}';
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * The key bounds of a range of the collection `prefix`: `lower` inclusive unless `lowerOpen`, `upper`
 * exclusive; the SQL drivers answer it from the key's own index.
 */
export function rangeBounds(prefix: string, { after, before }: RangeQuery) {
  return {
    lower: after === undefined ? prefix : prefix + after,
    lowerOpen: after !== undefined,
    upper: before === undefined ? prefixEnd(prefix) : prefix + before,
  };
}

/** Where the index of a collection key lives, and its member name; undefined for plain keys. */
export function collectionOf(key: string): { index: string; member: string } | undefined {
  const at = key.indexOf('#');
  return at < 0 ? undefined : { index: key.slice(0, at + 1), member: key.slice(at + 1) };
}
