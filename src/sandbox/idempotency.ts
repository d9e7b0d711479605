/** Stored responses are replayed for this long, as the spec (docs/hosting-api.md) promises. */
const retentionMs = 24 * 60 * 60 * 1000;

export type StoredResponse = { status: number; headers: Record<string, string>; body?: string };

type Entry = { fingerprint: string; response: StoredResponse; storedAt: number };

export type IdempotencyLookup =
  | { kind: 'new' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'mismatch' };

/**
 * Responses by (reseller, Idempotency-Key). The fingerprint (method, path, body) tells a retry of the same
 * request from a different request reusing the key.
 */
export class IdempotencyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly executionCounts = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  lookup(reseller: string, key: string, fingerprint: string): IdempotencyLookup {
    const entry = this.entries.get(cacheKey(reseller, key));
    if (entry === undefined || this.now() - entry.storedAt >= retentionMs) return { kind: 'new' };
    return entry.fingerprint === fingerprint
      ? { kind: 'replay', response: entry.response }
      : { kind: 'mismatch' };
  }

  recordExecution(key: string): void {
    this.executionCounts.set(key, this.executions(key) + 1);
  }

  store(reseller: string, key: string, fingerprint: string, response: StoredResponse): void {
    this.entries.set(cacheKey(reseller, key), { fingerprint, response, storedAt: this.now() });
  }

  executions(key: string): number {
    return this.executionCounts.get(key) ?? 0;
  }
}

const cacheKey = (reseller: string, key: string) => JSON.stringify([reseller, key]);

/** Same method, path and JSON body (key order ignored) give the same fingerprint. */
export function fingerprintOf(method: string, path: string, body: unknown): string {
  return JSON.stringify([method, path, canonical(body)]);
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, nested]) => [key, canonical(nested)]),
    );
  }
  return value;
}
