import { afterEach, describe, expect, it } from 'vitest';
import type { HostingApi, HostingApiOptions } from '../../src/api/index.js';
import { createLogger } from '../../src/log.js';
import { logLines } from '../support/log-lines.js';
import { all } from './outcomes.js';
import { fastApi, startStub, type StubHandler, type StubServer } from './stub-server.js';

let stub: StubServer;
let api: HostingApi;

async function serve(handler: StubHandler, options: Partial<HostingApiOptions> = {}) {
  stub = await startStub(handler);
  api = fastApi(stub.url, options);
}

afterEach(async () => {
  await api.close();
  await stub.close();
});

const servers = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `s${from + index}`, name: `n${from + index}` }));

describe('iterating pages', () => {
  it('follows pagination.hasNext', async () => {
    await serve((request) => {
      const page = Number(request.query.page);
      return {
        body: {
          data: { servers: servers(page * 10, 2) },
          pagination: { page, limit: 2, total: 5, totalPages: 3, hasNext: page < 3, hasPrev: page > 1 },
        },
      };
    });
    expect((await all(api.servers({ limit: 2, status: 'running' }))).map((server) => server.id)).toEqual([
      's10',
      's11',
      's20',
      's21',
      's30',
      's31',
    ]);
    expect(stub.requests.map((request) => request.query)).toEqual(
      [1, 2, 3].map((page) => ({ page: String(page), limit: '2', status: 'running' })),
    );
  });

  it('without pagination, continues while a page is full', async () => {
    await serve((request) => ({
      body: { data: servers(Number(request.query.page) * 10, request.query.page === '3' ? 1 : 50) },
    }));
    expect(await all(api.servers())).toHaveLength(101);
    expect(stub.requests).toHaveLength(3);
  });

  it('stops at an empty page even if the API claims more', async () => {
    await serve(() => ({
      body: {
        data: [],
        pagination: { page: 1, limit: 50, total: 99, totalPages: 2, hasNext: true, hasPrev: false },
      },
    }));
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
    expect((await all(api.activity('s1', { pageSize: 2 }))).map((entry) => entry.key)).toEqual([
      'e0',
      'e1',
      'e2',
      'e3',
      'e4',
    ]);
    expect(stub.requests.map((request) => request.query.offset)).toEqual(['0', '2', '4']);
  });

  it('counts skipped activity entries towards the offset and a full page', async () => {
    const log = [{ id: 'e0' }, 'unreadable', { id: 'e2' }, { id: 'e3' }, 42];
    await serve((request) => {
      const offset = Number(request.query.offset);
      return { body: { data: log.slice(offset, offset + Number(request.query.limit)) } };
    });
    expect((await all(api.activity('s1', { pageSize: 2 }))).map((entry) => entry.key)).toEqual([
      'e0',
      'e2',
      'e3',
    ]);
    expect(stub.requests.map((request) => request.query.offset)).toEqual(['0', '2', '4']);
  });

  it('continues past a page whose entries were all skipped', async () => {
    await serve((request) => ({
      body: { data: request.query.page === '1' ? [{ name: 'no id' }, { name: 'no id' }] : servers(20, 1) },
    }));
    expect((await all(api.servers({ limit: 2 }))).map((server) => server.id)).toEqual(['s20']);
    expect(stub.requests).toHaveLength(2);
  });
});

describe('skipped list entries', () => {
  it('are counted on the page and logged at debug with the request id', async () => {
    const { lines, destination } = logLines();
    const logger = createLogger({ level: 'debug', secrets: [], destination });
    await serve(
      () => ({ headers: { 'x-request-id': 'req-skip' }, body: { data: [{ id: 's1' }, { name: 'no id' }] } }),
      { logger },
    );
    const page = await api.listServers();
    expect(page.servers.map((server) => server.id)).toEqual(['s1']);
    expect(page.skipped).toBe(1);
    const logged = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.skipped !== undefined);
    expect(logged).toMatchObject({ list: 'servers', skipped: 1, requestId: 'req-skip' });
  });
});

describe('closing', () => {
  it('refuses calls after close without retrying', async () => {
    await serve(() => ({ body: { data: { id: 's1', name: 'one' } } }));
    await api.close();
    await expect(api.getServer('s1')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(stub.requests).toHaveLength(0);
  });
});
