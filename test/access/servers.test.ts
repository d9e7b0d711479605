import { describe, expect, it } from 'vitest';
import {
  HostingApiError,
  type CallOptions,
  type HostingApi,
  type ListServersQuery,
  type Server,
} from '../../src/api/index.js';
import { Access } from '../../src/access/scope.js';
import { ServerDirectory } from '../../src/access/servers.js';
import { openStore } from '../../src/store/index.js';
import { waitFor } from '../emulator/wait.js';

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
    const suggest = async (guildId: string, typed: string) =>
      (await directory.suggest(guildId, typed, new AbortController().signal)).map((found) => found.id);
    expect(await suggest('guild-ops', 'alp')).toEqual(['s1']);
    expect(await suggest('guild-ops', 's2')).toEqual(['s2']);
    expect(await suggest('guild-c', '')).toEqual(['s2']);
  });

  it('fetches linked servers fresh, skipping links that outlived their server', async () => {
    const store = await openStore('memory://');
    let fail = false;
    const api = {
      getServer: async (id: string) => {
        if (fail) throw new HostingApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' });
        if (id === 'gone') throw new HostingApiError({ status: 404, code: 'SERVER_NOT_FOUND', message: 'x' });
        return server(id, id.toUpperCase());
      },
    } as unknown as HostingApi;
    const directory = new ServerDirectory(api, new Access('guild-ops', store));
    const found = await directory.linkedServers(['s1', 'gone', 's2']);
    expect(found.map((linked) => linked.name)).toEqual(['S1', 'S2']);
    fail = true;
    await expect(directory.linkedServers(['s1'])).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('cancels its lookups with the deadline it is handed instead of leaving them queued', async () => {
    const store = await openStore('memory://');
    await store.link('guild-c', 's2');
    const seen: (CallOptions | undefined)[] = [];
    const directory = new ServerDirectory(hangingApi(seen), new Access('guild-ops', store));
    const deadline = new AbortController();
    const searching = directory.suggest('guild-ops', '', deadline.signal);
    const linked = directory.suggest('guild-c', '', deadline.signal);
    await waitFor(() => seen.length === 2);
    deadline.abort(new Error('autocomplete deadline'));
    await expect(searching).rejects.toThrow('autocomplete deadline');
    // A community guild still sees its linked ids when the lookup behind them was cut short.
    expect((await linked).map((found) => found.id)).toEqual(['s2']);
    expect(seen.map((options) => options?.signal)).toEqual([deadline.signal, deadline.signal]);
  });
});
