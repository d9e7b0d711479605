import { describe, expect, it } from 'vitest';
import type { CallOptions, HostingApi, ListServersQuery, Server } from '../../src/api/index.js';
import { Access } from '../../src/discord/access.js';
import { ServerDirectory } from '../../src/discord/server-directory.js';
import { openStore } from '../../src/store/index.js';

const server = (id: string, name: string): Server => ({ id, name, status: 'RUNNING' });

/** Records how the directory calls the API; every lookup hangs until its signal aborts it. */
function hangingApi(seen: (CallOptions | undefined)[]) {
  const hang = (options?: CallOptions) =>
    new Promise<never>((_resolve, reject) => {
      seen.push(options);
      options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
    });
  return {
    listServers: (_query: ListServersQuery, options?: CallOptions) => hang(options),
    getServer: (_id: string, options?: CallOptions) => hang(options),
  } as unknown as HostingApi;
}

describe('ServerDirectory', () => {
  it('matches names and ids, and keeps a community guild to its links', async () => {
    const store = await openStore('memory://');
    await store.link('guild-c', 's2');
    const api = {
      listServers: async () => ({
        servers: [server('s1', 'Alpha'), server('s2', 'Beta')],
        pagination: undefined,
      }),
      getServer: async (id: string) => server(id, id === 's2' ? 'Beta' : 'Other'),
    } as unknown as HostingApi;
    const directory = new ServerDirectory(api, new Access('guild-ops', store));
    expect((await directory.suggest('guild-ops', 'alp')).map((found) => found.id)).toEqual(['s1']);
    expect((await directory.suggest('guild-ops', 's2')).map((found) => found.id)).toEqual(['s2']);
    expect((await directory.suggest('guild-c', '')).map((found) => found.id)).toEqual(['s2']);
  });

  it('cancels its lookups at the autocomplete deadline instead of leaving them queued', async () => {
    const store = await openStore('memory://');
    const seen: (CallOptions | undefined)[] = [];
    const directory = new ServerDirectory(hangingApi(seen), new Access('guild-ops', store));
    await expect(directory.suggest('guild-ops', '')).rejects.toThrow();
    expect(seen[0]?.signal?.aborted).toBe(true);
  }, 10_000);
});
