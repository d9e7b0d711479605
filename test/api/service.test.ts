import { afterEach, describe, expect, it } from 'vitest';
import type { HostingApi } from '../../src/api/index.js';
import { fastApi, startStub, type StubHandler, type StubServer } from './stub-server.js';

let stub: StubServer;
let api: HostingApi;

async function serve(handler: StubHandler) {
  stub = await startStub(handler);
  api = fastApi(stub.url);
}

afterEach(async () => {
  await api.close();
  await stub.close();
});

const servers = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ id: `s${from + index}`, name: `n${from + index}` }));

async function all<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

describe('iterating pages', () => {
  it('follows pagination.hasNext', async () => {
    await serve((request) => {
      const page = Number(request.query.page);
      return { body: { data: { servers: servers(page * 10, 2) }, pagination: { page, limit: 2, total: 5, totalPages: 3, hasNext: page < 3, hasPrev: page > 1 } } };
    });
    expect((await all(api.servers({ limit: 2, status: 'running' }))).map((server) => server.id)).toEqual(['s10', 's11', 's20', 's21', 's30', 's31']);
    expect(stub.requests.map((request) => request.query)).toEqual([1, 2, 3].map((page) => ({ page: String(page), limit: '2', status: 'running' })));
  });

  it('without pagination, continues while a page is full', async () => {
    await serve((request) => ({ body: { data: servers(Number(request.query.page) * 10, request.query.page === '3' ? 1 : 50) } }));
    expect(await all(api.servers())).toHaveLength(101);
    expect(stub.requests).toHaveLength(3);
  });

  it('stops at an empty page even if the API claims more', async () => {
    await serve(() => ({ body: { data: [], pagination: { page: 1, limit: 50, total: 99, totalPages: 2, hasNext: true, hasPrev: false } } }));
    expect(await all(api.servers())).toEqual([]);
    expect(stub.requests).toHaveLength(1);
  });

  it('walks the activity log by offset, in the order given', async () => {
    const entries = Array.from({ length: 5 }, (_, index) => ({ id: `e${index}`, action: 'a' }));
    await serve((request) => {
      const offset = Number(request.query.offset);
      const limit = Number(request.query.limit);
      return { body: { data: { entries: entries.slice(offset, offset + limit) } } };
    });
    expect((await all(api.activity('s1', { pageSize: 2 }))).map((entry) => entry.key)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4']);
    expect(stub.requests.map((request) => request.query.offset)).toEqual(['0', '2', '4']);
  });
});

describe('closing', () => {
  it('refuses calls after close without retrying', async () => {
    await serve(() => ({ body: { data: { id: 's1', name: 'one' } } }));
    await api.close();
    await expect(api.getServer('s1')).rejects.toMatchObject({ code: 'NETWORK_ERROR', retryable: false });
    expect(stub.requests).toHaveLength(0);
  });
});
