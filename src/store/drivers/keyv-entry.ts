import Keyv, { type DeserializedData, type KeyvStoreAdapter } from 'keyv';
import { z } from 'zod';
import { type Check, type Write, collectionOf } from '../driver.js';
import { type BackendKind, StoreError } from '../errors.js';

/** An entry as the drivers see it: the value's JSON text and its absolute expiry (epoch ms), if any. */
export type Entry = { raw: string; expiresAt: number | undefined };

const envelopeSchema = z.object({ value: z.string(), expires: z.number().nullish() });

/**
 * The text in the keyv value column (and the Redis string): keyv's own envelope `{"value", "expires"}`, so
 * keyv tooling reads the bot's data, with the value kept as its JSON text. Keeping it text lets the atomic
 * paths (SQL, Lua) compare a value byte for byte with what was read, which keyv's serializer would not allow:
 * it rewrites nested strings that start with ':'. A string that is JSON text never starts with ':', so
 * keyv's default serializer writes exactly this text too.
 */
export function encodeEntry(raw: string, expiresAt: number | undefined): string {
  return JSON.stringify({ value: raw, expires: expiresAt });
}

export function decodeEntry(kind: BackendKind, key: string, text: string): Entry {
  let parsed: z.infer<typeof envelopeSchema>;
  try {
    parsed = envelopeSchema.parse(JSON.parse(text));
  } catch {
    throw new StoreError(kind, 'read', `the value stored at "${key}" is not in the bot's keyv format`);
  }
  return { raw: parsed.value, expiresAt: parsed.expires ?? undefined };
}

export const isLive = (entry: Entry, now: number) => entry.expiresAt === undefined || entry.expiresAt > now;

/**
 * A Keyv over the adapter that stores `encodeEntry` text as it is and hands it back as it is. Keyv does not
 * see the expiry on purpose: it deletes an entry it finds expired, and that unchecked delete could remove a
 * value another instance has just committed in its place; the driver filters expired entries itself.
 * Plain writes pass a TTL too, for adapters whose server expires keys (Redis).
 */
export function keyvOver(adapter: KeyvStoreAdapter, onError: (error: unknown) => void): Keyv<string> {
  const keyv = new Keyv<string>({
    store: adapter,
    namespace: undefined,
    useKeyPrefix: false,
    throwOnErrors: true,
    serialize: <Value>({ value }: DeserializedData<Value>) => String(value),
    deserialize: <Value>(text: string) => ({ value: text }) as DeserializedData<Value>,
  });
  keyv.on('error', onError);
  return keyv;
}

/** Reads a key through keyv; an expired entry reads as absent, since keyv never sees the expiry. */
export async function readThroughKeyv(
  keyv: Keyv<string>,
  kind: BackendKind,
  key: string,
  now: number,
): Promise<string | undefined> {
  const text = await keyv.get(key);
  if (text === undefined) return undefined;
  const entry = decodeEntry(kind, key, text);
  return isLive(entry, now) ? entry.raw : undefined;
}

/**
 * Takes a commit through keyv when keyv alone can do it: one write, nothing to check, and not a collection
 * record (whose index changes with it). Answers whether it did; otherwise the driver commits atomically.
 */
export async function commitThroughKeyv(
  keyv: Keyv<string>,
  checks: readonly Check[],
  writes: readonly Write[],
  now: number,
): Promise<boolean> {
  const [only] = writes;
  if (checks.length > 0 || writes.length !== 1 || !only || collectionOf(only.key)) return false;
  const { key, raw, expiresAt } = only;
  if (raw === undefined) await keyv.delete(key);
  else
    await keyv.set(
      key,
      encodeEntry(raw, expiresAt),
      expiresAt === undefined ? undefined : Math.max(1, expiresAt - now),
    );
  return true;
}
