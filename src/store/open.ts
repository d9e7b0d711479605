import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';

/**
 * Opens the keyv store named by DATABASE_URL. `sqlite://` files get their directory created on first start;
 * `memory://` keeps everything in this process (tests, throwaway runs). Other keyv adapters plug in here.
 */
export async function openKeyv(url: string): Promise<Keyv> {
  const scheme = url.slice(0, url.indexOf('://')).toLowerCase();
  if (scheme === 'memory') return new Keyv({ namespace: 'bot' });
  if (scheme === 'sqlite') {
    const path = url.slice('sqlite://'.length);
    if (path !== ':memory:' && path !== '') await mkdir(dirname(path), { recursive: true });
    return new Keyv({ store: new KeyvSqlite({ uri: url, busyTimeout: 5_000 }), namespace: 'bot' });
  }
  throw new Error(`DATABASE_URL scheme "${scheme}" is not supported: use sqlite:// or memory://`);
}
