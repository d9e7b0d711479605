import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import pg from 'pg';
import type { KvBackend } from '../../src/store/index.js';

/** One backend the store tests run against, or why they skip it. */
export type TestBackend = {
  name: string;
  /** A fresh, empty store URL: each call names a namespace (or file) no other test or run uses. */
  freshUrl: (() => string) | undefined;
  skipReason: string | undefined;
  /** Removes what this run left on a shared server. */
  cleanUp(): Promise<void>;
};

const run = `t${randomUUID().slice(0, 8)}`;
let counter = 0;
const nextNamespace = () => `${run}-${++counter}`;

function withNamespace(url: string, namespace: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}namespace=${namespace}`;
}

function shared(name: string, variable: string, cleanUp: (url: string) => Promise<void>): TestBackend {
  const url = process.env[variable];
  if (!url) {
    return { name, freshUrl: undefined, skipReason: `skipped: ${variable} not set`, cleanUp: async () => {} };
  }
  return {
    name,
    freshUrl: () => withNamespace(url, nextNamespace()),
    skipReason: undefined,
    cleanUp: () => cleanUp(url),
  };
}

/** memory and sqlite always; Redis and Postgres when TEST_REDIS_URL / TEST_POSTGRES_URL name a server. */
export async function testBackends(): Promise<TestBackend[]> {
  const directory = await mkdtemp(join(tmpdir(), 'bot-store-contract-'));
  return [
    {
      name: 'memory',
      freshUrl: () => `memory://${nextNamespace()}`,
      skipReason: undefined,
      cleanUp: async () => {},
    },
    {
      name: 'sqlite',
      freshUrl: () => `sqlite://${join(directory, `${nextNamespace()}.sqlite`)}`,
      skipReason: undefined,
      cleanUp: () => rm(directory, { recursive: true, force: true }),
    },
    shared('redis', 'TEST_REDIS_URL', async (url) => {
      const client = createClient({ url });
      await client.connect();
      for await (const keys of client.scanIterator({ MATCH: `${run}-*`, COUNT: 500 }))
        if (keys.length > 0) await client.del(keys);
      await client.close();
    }),
    shared('postgres', 'TEST_POSTGRES_URL', async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('DELETE FROM keyv WHERE key LIKE $1', [`${run}-%`]);
      await client.end();
    }),
  ];
}

/** Counts the records a backend reads (records and index entries) and its whole-collection listings. */
export function countingReads(backend: KvBackend) {
  const reads = { entries: 0, listings: 0 };
  const wrapper: KvBackend = Object.create(backend);
  wrapper.rangeRecords = async (collection, query) => {
    const found = await backend.rangeRecords(collection, query);
    reads.entries += found.length;
    return found;
  };
  wrapper.getRecord = async (collection, id) => {
    reads.entries += 1;
    return backend.getRecord(collection, id);
  };
  wrapper.listRecords = async (collection) => {
    reads.listings += 1;
    return backend.listRecords(collection);
  };
  return { backend: wrapper, reads };
}
