import { createClient } from '@redis/client';
import KeyvRedis from '@keyv/redis';
import type Keyv from 'keyv';
import {
  type Check,
  type Driver,
  type RangeQuery,
  type RawEntry,
  type Write,
  collectionOf,
} from '../driver.js';
import {
  decodeEntry,
  encodeEntry,
  isLive,
  keyvOver,
  commitThroughKeyv,
  readThroughKeyv,
} from './keyv-entry.js';

/**
 * Checks then writes in one script, so the commit is atomic on the server. KEYS: the checked keys, the
 * written keys, then each written key's collection index (or the key itself when it has none), then its
 * ordered index (likewise).
 * ARGV: counts and the bot's clock, then per check `0` (must be absent) or `1`+the start of its stored text
 * (`encodeEntry` text up to the end of the value, which pins the value exactly), then per write op, text,
 * PXAT, member. A checked entry past its `expires` on the bot's clock counts as absent, as a read finds it:
 * Redis drops the key itself only some milliseconds later (a plain write's TTL starts when Redis receives
 * it), and a claim must not be refused on a key every read already reports gone.
 */
const commitScript = `
local checks, writes, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local at = 4
for i = 1, checks do
  local expected, current = ARGV[at], redis.call('GET', KEYS[i])
  at = at + 1
  local expires = current and string.match(current, '"expires":(%d+)}$')
  if expires and tonumber(expires) <= now then current = false end
  if expected == '0' then
    if current then return 0 end
  elseif not current or string.sub(current, 1, #expected - 1) ~= string.sub(expected, 2) then
    return 0
  end
end
for i = 1, writes do
  local key, index, ordered = KEYS[checks + i], KEYS[checks + writes + i], KEYS[checks + 2 * writes + i]
  local op, text, pxat, member = ARGV[at], ARGV[at + 1], ARGV[at + 2], ARGV[at + 3]
  at = at + 4
  if op == 'del' then
    redis.call('DEL', key)
    if member ~= '' then
      redis.call('SREM', index, member)
      redis.call('ZREM', ordered, member)
    end
  else
    if pxat == '' then redis.call('SET', key, text) else redis.call('SET', key, text, 'PXAT', pxat) end
    if member ~= '' then
      redis.call('SADD', index, member)
      redis.call('ZADD', ordered, 0, member)
    end
  end
end
return 1`;

/** Reads a collection from its index set, dropping members whose record expired, in one atomic step. */
const listScript = `
local out = {}
for _, member in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local key = KEYS[1] .. member
  local text = redis.call('GET', key)
  if text then
    table.insert(out, member)
    table.insert(out, text)
  else
    redis.call('SREM', KEYS[1], member)
    redis.call('ZREM', KEYS[2], member)
  end
end
return out`;

/**
 * Reads one slice of a collection from its ordered index (a sorted set, all scores 0, ordered by member):
 * KEYS[1] the sorted set; ARGV: lowest and highest member (ZRANGE BYLEX form), limit, '1' for descending,
 * the records' key prefix. Answers member, text pairs.
 */
const rangeScript = `
local members
if ARGV[4] == '1' then
  members = redis.call('ZRANGE', KEYS[1], ARGV[2], ARGV[1], 'BYLEX', 'REV', 'LIMIT', 0, ARGV[3])
else
  members = redis.call('ZRANGE', KEYS[1], ARGV[1], ARGV[2], 'BYLEX', 'LIMIT', 0, ARGV[3])
end
local out = {}
for _, member in ipairs(members) do
  local text = redis.call('GET', ARGV[5] .. member)
  if text then
    table.insert(out, member)
    table.insert(out, text)
  end
end
return out`;

/** Fills a collection's ordered index from its set, for collections written before it existed. */
const backfillScript = `
if redis.call('ZCARD', KEYS[2]) >= redis.call('SCARD', KEYS[1]) then return 0 end
for _, member in ipairs(redis.call('SMEMBERS', KEYS[1])) do redis.call('ZADD', KEYS[2], 0, member) end
return 1`;

/** The sorted set beside a collection's index set: `ns:rec:audit#` -> `ns:rec:audit@ordered`. */
const orderedIndexOf = (index: string) => `${index.slice(0, -1)}@ordered`;

function clientFor(url: string, connected: () => boolean) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      // Refuse at once when the first connection fails; later, keep reconnecting with a capped backoff.
      reconnectStrategy: (retries, cause) => (connected() ? Math.min(retries * 200, 5_000) : cause),
    },
  });
}
type RedisClient = ReturnType<typeof clientFor>;

const globSpecial = /[*?[\]\\]/g;

/**
 * Redis through @keyv/redis. Reads and unchecked writes of plain keys go through keyv; commits (Lua scripts:
 * check-and-set, expiry by PXAT) and collection listings use the adapter's own client, the one given to it
 * here, built with the driver's connection options. Collections keep an index set beside their records, so
 * even an unchecked write of a record is a script: record and index change together. Commands fail at once
 * while disconnected rather than queue unseen. Keys of one commit must live on one node, so Redis Cluster
 * needs hash tags in the namespace.
 */
export class RedisDriver implements Driver {
  readonly kind = 'redis';

  private constructor(
    private readonly client: RedisClient,
    private readonly adapter: KeyvRedis<string>,
    private readonly keyv: Keyv<string>,
  ) {}

  static async open(url: string, onError: (error: unknown) => void): Promise<RedisDriver> {
    let connected = false;
    const client = clientFor(url, () => connected);
    const adapter = new KeyvRedis<string>(client, { throwOnErrors: true, throwOnConnectError: true });
    // Client errors reach keyv through the adapter; connection failures are reported there, once.
    const keyv = keyvOver(adapter, onError);
    await client.connect();
    connected = true;
    const driver = new RedisDriver(client, adapter, keyv);
    await driver.backfillOrderedIndexes();
    return driver;
  }

  get(key: string, now: number): Promise<string | undefined> {
    return readThroughKeyv(this.keyv, this.kind, key, now);
  }

  async commit(checks: readonly Check[], writes: readonly Write[], now: number): Promise<boolean> {
    if (await commitThroughKeyv(this.keyv, checks, writes, now)) return true;
    const keys = [
      ...checks.map(({ key }) => key),
      ...writes.map(({ key }) => key),
      ...writes.map(({ key }) => collectionOf(key)?.index ?? key),
      ...writes.map(({ key }) => {
        const index = collectionOf(key)?.index;
        return index === undefined ? key : orderedIndexOf(index);
      }),
    ];
    const args = [
      String(checks.length),
      String(writes.length),
      String(now),
      ...checks.map(({ raw }) => (raw === undefined ? '0' : `1${valueStart(raw)}`)),
      ...writes.flatMap(({ key, raw, expiresAt }) => [
        raw === undefined ? 'del' : 'set',
        raw === undefined ? '' : encodeEntry(raw, expiresAt),
        expiresAt === undefined ? '' : String(expiresAt),
        collectionOf(key)?.member ?? '',
      ]),
    ];
    return (await this.client.eval(commitScript, { keys, arguments: args })) === 1;
  }

  async list(prefix: string, now: number): Promise<RawEntry[]> {
    const found: { key: string; text: string }[] = [];
    if (prefix.endsWith('#')) {
      const flat = (await this.client.eval(listScript, {
        keys: [prefix, orderedIndexOf(prefix)],
      })) as string[];
      for (let at = 0; at < flat.length; at += 2)
        found.push({ key: prefix + String(flat[at]), text: String(flat[at + 1]) });
    } else {
      const match = `${prefix.replace(globSpecial, '\\$&')}*`;
      for await (const batch of this.client.scanIterator({ MATCH: match, TYPE: 'string', COUNT: 500 })) {
        if (batch.length === 0) continue;
        const texts = await this.client.mGet(batch);
        batch.forEach((key, index) => {
          const text = texts[index];
          if (text) found.push({ key, text });
        });
      }
    }
    return found
      .map(({ key, text }) => ({ key, ...decodeEntry(this.kind, key, text) }))
      .filter((entry) => isLive(entry, now))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  async range(prefix: string, query: RangeQuery, now: number): Promise<RawEntry[]> {
    const { after, before, limit, descending } = query;
    const flat = (await this.client.eval(rangeScript, {
      keys: [orderedIndexOf(prefix)],
      arguments: [
        after === undefined ? '-' : `(${after}`,
        before === undefined ? '+' : `(${before}`,
        String(limit),
        descending ? '1' : '0',
        prefix,
      ],
    })) as string[];
    const entries: RawEntry[] = [];
    for (let at = 0; at < flat.length; at += 2) {
      const key = prefix + String(flat[at]);
      const entry = decodeEntry(this.kind, key, String(flat[at + 1]));
      if (isLive(entry, now)) entries.push({ key, ...entry });
    }
    return entries;
  }

  /**
   * Gives every collection written before ordered indexes existed its sorted set, once: a set whose sorted
   * twin is complete is left alone.
   */
  private async backfillOrderedIndexes(): Promise<void> {
    for await (const batch of this.client.scanIterator({ MATCH: '*#', TYPE: 'set', COUNT: 500 }))
      for (const index of batch)
        await this.client.eval(backfillScript, { keys: [index, orderedIndexOf(index)] });
  }

  /** Redis expires keys by itself. */
  async sweep(): Promise<void> {}

  async close(): Promise<void> {
    await this.adapter.disconnect();
  }
}

/**
 * The stored text of `raw` up to the end of its value: equal starts mean equal values, whatever the expiry.
 */
function valueStart(raw: string): string {
  const text = encodeEntry(raw, undefined);
  return text.slice(0, -1);
}
