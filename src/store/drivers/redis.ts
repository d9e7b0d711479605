import { createClient } from '@redis/client';
import { type Check, type Driver, type RawEntry, type Write, collectionOf } from '../driver.js';

/**
 * Checks then writes in one script, so the commit is atomic on the server. KEYS: the checked keys, the
 * written keys, then each written key's collection index (or the key itself when it has none).
 * ARGV: counts, then per check `0` (must be absent) or `1`+text, then per write op, text, PXAT, member.
 */
const commitScript = `
local checks, writes = tonumber(ARGV[1]), tonumber(ARGV[2])
local at = 3
for i = 1, checks do
  local expected, current = ARGV[at], redis.call('GET', KEYS[i])
  at = at + 1
  if expected == '0' then
    if current then return 0 end
  elseif current ~= string.sub(expected, 2) then
    return 0
  end
end
for i = 1, writes do
  local key, index = KEYS[checks + i], KEYS[checks + writes + i]
  local op, text, pxat, member = ARGV[at], ARGV[at + 1], ARGV[at + 2], ARGV[at + 3]
  at = at + 4
  if op == 'del' then
    redis.call('DEL', key)
    if member ~= '' then redis.call('SREM', index, member) end
  else
    if pxat == '' then redis.call('SET', key, text) else redis.call('SET', key, text, 'PXAT', pxat) end
    if member ~= '' then redis.call('SADD', index, member) end
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
    table.insert(out, redis.call('PTTL', key))
  else
    redis.call('SREM', KEYS[1], member)
  end
end
return out`;

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
 * Redis through node-redis. Commits are Lua scripts (check-and-set, expiry by PXAT); collections keep an
 * index set beside their records. Commands fail at once while disconnected rather than queue unseen.
 * Keys of one commit must live on one node, so Redis Cluster needs hash tags in the namespace.
 */
export class RedisDriver implements Driver {
  readonly kind = 'redis';

  private constructor(private readonly client: RedisClient) {}

  static async open(url: string, onError: (error: unknown) => void): Promise<RedisDriver> {
    let connected = false;
    const client = clientFor(url, () => connected);
    client.on('error', onError);
    await client.connect();
    connected = true;
    return new RedisDriver(client);
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.client.get(key)) ?? undefined;
  }

  async commit(checks: readonly Check[], writes: readonly Write[]): Promise<boolean> {
    const keys = [
      ...checks.map(({ key }) => key),
      ...writes.map(({ key }) => key),
      ...writes.map(({ key }) => collectionOf(key)?.index ?? key),
    ];
    const args = [
      String(checks.length),
      String(writes.length),
      ...checks.map(({ raw }) => (raw === undefined ? '0' : `1${raw}`)),
      ...writes.flatMap(({ key, raw, expiresAt }) => [
        raw === undefined ? 'del' : 'set',
        raw ?? '',
        expiresAt === undefined ? '' : String(expiresAt),
        collectionOf(key)?.member ?? '',
      ]),
    ];
    return (await this.client.eval(commitScript, { keys, arguments: args })) === 1;
  }

  async list(prefix: string, now: number): Promise<RawEntry[]> {
    if (prefix.endsWith('#')) {
      const flat = (await this.client.eval(listScript, { keys: [prefix] })) as (string | number)[];
      const entries: RawEntry[] = [];
      for (let at = 0; at < flat.length; at += 3)
        entries.push(this.entry(prefix + String(flat[at]), String(flat[at + 1]), Number(flat[at + 2]), now));
      return entries.sort((a, b) => (a.key < b.key ? -1 : 1));
    }
    const entries: RawEntry[] = [];
    const match = `${prefix.replace(globSpecial, '\\$&')}*`;
    for await (const batch of this.client.scanIterator({ MATCH: match, TYPE: 'string', COUNT: 500 })) {
      for (const key of batch) {
        const [text, ttl] = await Promise.all([this.client.get(key), this.client.pTTL(key)]);
        if (text !== null) entries.push(this.entry(key, text, ttl, now));
      }
    }
    return entries.sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  /** Redis expires keys by itself. */
  async sweep(): Promise<void> {}

  async close(): Promise<void> {
    await this.client.close();
  }

  private entry(key: string, raw: string, ttlMs: number, now: number): RawEntry {
    return { key, raw, expiresAt: ttlMs >= 0 ? now + ttlMs : undefined };
  }
}
