import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeActivityPage, normalizeActivityEntry } from '../../src/api/activity.js';
import type { ApiResponse } from '../../src/api/envelope.js';
import { parseBody } from '../../src/api/envelope.js';
import { HostingApiError } from '../../src/api/errors.js';
import { decodeServer, decodeServerPage, parsePagination } from '../../src/api/model.js';
import { decodeModSearchPage } from '../../src/api/mods.js';
import { decodeResourceUsage, normalizeResourceUsage } from '../../src/api/resources.js';
import { statusKind } from '../../src/api/status.js';
import { classified } from './outcomes.js';

const response = (data: unknown, pagination?: unknown): ApiResponse => ({
  status: 200,
  requestId: 'req-1',
  data,
  pagination,
});

function invalidResponse(decode: () => unknown): HostingApiError {
  try {
    decode();
  } catch (error) {
    if (error instanceof HostingApiError) return error;
    throw error;
  }
  throw new Error('expected a HostingApiError');
}

describe('envelope', () => {
  it('tells data, error, empty and foreign bodies apart', () => {
    expect(parseBody('{"data":[1],"pagination":{"page":1}}')).toEqual({
      kind: 'data',
      data: [1],
      pagination: { page: 1 },
      requestId: undefined,
    });
    expect(parseBody('{"error":{"code":"NOT_FOUND","message":"gone","requestId":"r"}}')).toEqual({
      kind: 'error',
      code: 'NOT_FOUND',
      message: 'gone',
      requestId: 'r',
    });
    expect(parseBody('{"error":"plain words"}')).toEqual({
      kind: 'error',
      code: undefined,
      message: 'plain words',
      requestId: undefined,
    });
    expect(parseBody('  ')).toEqual({ kind: 'empty' });
    for (const foreign of ['<html>502</html>', '{"data":[1,2', '{"servers":[]}', '[1,2]', 'null', '"text"']) {
      expect(parseBody(foreign)).toEqual({ kind: 'unknown' });
    }
  });
});

describe('servers', () => {
  const record = { id: 7, name: 'alpha', status: 'running', ramGb: '4', version: 3, extra: { nested: true } };

  it('reads the list as a bare array, as {servers}, and as {items}', () => {
    for (const data of [[record], { servers: [record] }, { items: [record] }]) {
      const page = decodeServerPage(response(data));
      expect(page.servers).toHaveLength(1);
      expect(page.servers[0]).toMatchObject({
        id: '7',
        name: 'alpha',
        status: 'running',
        ramGb: 4,
        version: 3,
        extra: { nested: true },
      });
    }
  });

  it('keeps status as given in any case and never leaves it empty', () => {
    const statuses = decodeServerPage(
      response([{ id: 'a', status: 'Install_Failed' }, { id: 'b', status: '' }, { id: 'c' }]),
    ).servers.map((server) => server.status);
    expect(statuses).toEqual(['Install_Failed', 'UNKNOWN', 'UNKNOWN']);
  });

  it('drops known fields of the wrong type instead of failing', () => {
    const [server] = decodeServerPage(
      response([
        { id: 'x', name: 'n', ramGb: 'lots', addons: ['mods', { addon: 'backup', selected: false }] },
      ]),
    ).servers;
    expect(server?.ramGb).toBeUndefined();
    expect(server?.addons).toEqual([
      { addon: 'mods', selected: true },
      { addon: 'backup', selected: false },
    ]);
  });

  it('reads a single server bare or wrapped as {server}', () => {
    expect(decodeServer(response({ id: 'abc', name: 'n' })).id).toBe('abc');
    expect(decodeServer(response({ server: { id: 12, name: 'n' } })).id).toBe('12');
  });

  it('skips entries without an id, keeps the rest and counts them', () => {
    const page = decodeServerPage(response([{ name: 'no id' }, record, 42, null]));
    expect(page.servers.map((server) => server.id)).toEqual(['7']);
    expect(page.skipped).toBe(3);
    expect(decodeServerPage(response([record])).skipped).toBe(0);
  });

  it('rejects a list it cannot understand with INVALID_RESPONSE, status and request id', () => {
    for (const data of [{ servers: 'nope' }, 'text', 42]) {
      const error = invalidResponse(() => decodeServerPage(response(data)));
      expect(classified(error)).toMatchObject({
        code: 'INVALID_RESPONSE',
        status: 200,
        requestId: 'req-1',
        transient: false,
      });
    }
    expect(invalidResponse(() => decodeServer(response(undefined))).code).toBe('INVALID_RESPONSE');
  });
});

describe('pagination', () => {
  it('reads the documented object', () => {
    const pagination = { page: 2, limit: 10, total: 35, totalPages: 4, hasNext: true, hasPrev: true };
    expect(parsePagination(response([], pagination), 1)).toEqual(pagination);
  });

  it('derives missing fields from offset-based variants', () => {
    expect(parsePagination(response([], { offset: 20, limit: 10, total: 25 }), 1)).toEqual({
      page: 3,
      limit: 10,
      total: 25,
      totalPages: 3,
      hasNext: false,
      hasPrev: true,
    });
    expect(parsePagination(response([], { index: 0, pageSize: 20, totalCount: 45 }), 0)).toMatchObject({
      page: 0,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
  });

  it('finds pagination inside data, and gives up when it cannot tell whether more follow', () => {
    expect(
      parsePagination(response({ servers: [], pagination: { page: 1, limit: 5, total: 6 } }), 1)?.hasNext,
    ).toBe(true);
    expect(parsePagination(response([], { page: 1, limit: 5 }), 1)).toBeUndefined();
    expect(parsePagination(response([], 'nope'), 1)).toBeUndefined();
  });
});

describe('mod search results', () => {
  const curseforge = {
    id: 238222,
    name: 'Journey Map',
    summary: 'Maps',
    downloadCount: 1000,
    links: { websiteUrl: 'https://example.test/jm' },
    logo: { url: 'https://example.test/jm.png' },
    allowModDistribution: false,
    latestFiles: [
      {
        id: 501,
        displayName: 'JM 5.9',
        gameVersions: ['1.20.1', 'Forge', 'Client'],
        releaseType: 2,
        fileDate: '2024-03-01T00:00:00Z',
      },
      { id: 502, fileName: 'jm-6.0.jar', gameVersions: ['1.21'], releaseType: 1 },
    ],
    latestFilesIndexes: [
      { fileId: 501, filename: 'jm-5.9.jar', gameVersion: '1.20.2', modLoader: 1 },
      { fileId: 600, filename: 'jm-old.jar', gameVersion: '1.19.4', modLoader: 4, releaseType: 3 },
    ],
  };

  it('normalizes CurseForge-like results, merging latestFilesIndexes', () => {
    const [mod] = decodeModSearchPage(response({ data: [curseforge] }), 'curseforge').mods;
    expect(mod).toEqual({
      provider: 'curseforge',
      id: '238222',
      name: 'Journey Map',
      summary: 'Maps',
      downloads: 1000,
      url: 'https://example.test/jm',
      iconUrl: 'https://example.test/jm.png',
      distributionAllowed: false,
      files: [
        {
          id: '501',
          name: 'JM 5.9',
          gameVersions: ['1.20.1', '1.20.2'],
          loaders: ['Forge'],
          releaseType: 'beta',
          publishedAt: '2024-03-01T00:00:00.000Z',
        },
        { id: '502', name: 'jm-6.0.jar', gameVersions: ['1.21'], loaders: [], releaseType: 'release' },
        {
          id: '600',
          name: 'jm-old.jar',
          gameVersions: ['1.19.4'],
          loaders: ['Fabric'],
          releaseType: 'alpha',
        },
      ],
    });
  });

  it('normalizes Modrinth-like results with version ids or version objects', () => {
    const withIds = {
      project_id: 'AANobbMI',
      slug: 'sodium',
      title: 'Sodium',
      description: 'Fast',
      downloads: 5,
      icon_url: 'https://i',
      versions: ['v1', 'v2'],
      latest_version: 'v3',
    };
    const [byIds] = decodeModSearchPage(response({ hits: [withIds] }), 'modrinth').mods;
    expect(byIds).toMatchObject({
      provider: 'modrinth',
      id: 'AANobbMI',
      name: 'Sodium',
      summary: 'Fast',
      downloads: 5,
      iconUrl: 'https://i',
    });
    expect(byIds?.files.map((file) => file.id)).toEqual(['v3', 'v1', 'v2']);

    const withObjects = {
      project_id: 'P1',
      title: 'Lithium',
      versions: [
        {
          id: 'ver1',
          version_number: '0.11',
          game_versions: ['1.20.1'],
          loaders: ['fabric'],
          version_type: 'release',
          date_published: '2024-01-02T00:00:00Z',
          files: [{ filename: 'l.jar' }],
        },
      ],
    };
    const [byObjects] = decodeModSearchPage(response({ results: [withObjects] }), undefined).mods;
    expect(byObjects?.files).toEqual([
      {
        id: 'ver1',
        name: '0.11',
        gameVersions: ['1.20.1'],
        loaders: ['fabric'],
        releaseType: 'release',
        publishedAt: '2024-01-02T00:00:00.000Z',
      },
    ]);
    expect(byObjects?.provider).toBe('modrinth');
  });

  it('reads game versions under versions/latest_version as such, with files from version_details', () => {
    const hit = {
      project_id: 'P2',
      title: 'Iris',
      versions: ['1.20.1', '1.21', '24w14a'],
      latest_version: '1.21',
      version_details: [
        { id: 'd1', name: 'Iris 1.7', game_versions: ['1.21'], loaders: ['fabric', 'quilt'] },
      ],
    };
    const [mod] = decodeModSearchPage(response([hit]), 'modrinth').mods;
    expect(mod?.files).toEqual([
      { id: 'd1', name: 'Iris 1.7', gameVersions: ['1.21'], loaders: ['fabric', 'quilt'] },
    ]);
  });

  it(
    'normalizes the normalized shape and takes the ' + 'provider from the result, the page or the request',
    () => {
      const normalized = {
        provider: 'modrinth',
        id: 'n1',
        name: 'Normal',
        summary: 's',
        downloads: 3,
        url: 'https://u',
        iconUrl: 'https://icon',
        distributionAllowed: true,
        files: [
          {
            id: 'f1',
            name: 'File',
            gameVersions: ['1.20'],
            loaders: ['paper'],
            releaseType: 'release',
            publishedAt: 1_700_000_000,
          },
        ],
      };
      const [mod] = decodeModSearchPage(response({ mods: [normalized] }), 'curseforge').mods;
      expect(mod).toEqual({
        ...normalized,
        files: [{ ...normalized.files[0], publishedAt: '2023-11-14T22:13:20.000Z' }],
      });
      const pageProvider = decodeModSearchPage(
        response({ provider: 'curseforge', data: [{ id: 1, name: 'x' }] }),
        undefined,
      );
      expect(pageProvider.mods[0]?.provider).toBe('curseforge');
      expect(decodeModSearchPage(response([{ id: 1, name: 'x' }]), 'asked').mods[0]?.provider).toBe('asked');
    },
  );

  it('reads the 0-based pagination, skips results without an id and rejects a list it cannot read', () => {
    const page = decodeModSearchPage(response([], { page: 0, limit: 20, total: 21 }), 'curseforge');
    expect(page.pagination).toMatchObject({ page: 0, hasNext: true, hasPrev: false });
    expect(invalidResponse(() => decodeModSearchPage(response({ nothing: true }), undefined)).code).toBe(
      'INVALID_RESPONSE',
    );
    const partial = decodeModSearchPage(
      response([{ name: 'no id' }, { id: 3, name: 'kept' }, 'text']),
      undefined,
    );
    expect(partial.mods.map((mod) => mod.id)).toEqual(['3']);
    expect(partial.skipped).toBe(2);
  });
});

describe('resource usage', () => {
  it('reads nested classic names and lists unknown leaves', () => {
    const usage = normalizeResourceUsage({
      state: 'running',
      cpu: { percent: 12.5 },
      memory: { usedBytes: 1024, limitBytes: 4096 },
      disk: { usedBytes: 10, limitBytes: 20 },
      network: { rxBytes: 5, txBytes: 6 },
      uptimeSeconds: 90,
      players: { online: 3, max: 20 },
    });
    expect(usage).toEqual({
      state: 'running',
      cpuPercent: 12.5,
      memoryBytes: 1024,
      memoryLimitBytes: 4096,
      diskBytes: 10,
      diskLimitBytes: 20,
      networkRxBytes: 5,
      networkTxBytes: 6,
      uptimeSeconds: 90,
      other: [
        { path: ['players', 'online'], value: 3 },
        { path: ['players', 'max'], value: 20 },
      ],
    });
  });

  it('reads panel-style snake_case names, wrappers, and a bare uptime in milliseconds', () => {
    const usage = normalizeResourceUsage({
      current_state: 'starting',
      is_suspended: false,
      resources: {
        cpu_absolute: 50,
        memory_bytes: 2048,
        memory_limit_bytes: 8192,
        disk_bytes: 7,
        network_rx_bytes: 1,
        network_tx_bytes: 2,
        uptime: 5_000,
      },
    });
    expect(usage).toMatchObject({
      state: 'starting',
      cpuPercent: 50,
      memoryBytes: 2048,
      memoryLimitBytes: 8192,
      diskBytes: 7,
      networkRxBytes: 1,
      networkTxBytes: 2,
      uptimeSeconds: 5,
    });
    expect(usage?.other).toEqual([{ path: ['is_suspended'], value: false }]);
  });

  it('converts units named in the field or the value', () => {
    const mib = 2 ** 20;
    expect(
      normalizeResourceUsage({ cpuPercent: '7', ramMb: 512, diskGb: 1.5, uptimeMs: 60_000 }),
    ).toMatchObject({
      cpuPercent: 7,
      memoryBytes: 512 * mib,
      diskBytes: 1.5 * 2 ** 30,
      uptimeSeconds: 60,
    });
    expect(normalizeResourceUsage({ memoryGb: 2, memory: { limit: '4 GB' }, cpu: '12%' })).toMatchObject({
      memoryBytes: 2 * 2 ** 30,
      memoryLimitBytes: 4 * 2 ** 30,
      cpuPercent: 12,
    });
  });

  it('keeps measures in the wrong unit, and duplicates, as other', () => {
    const usage = normalizeResourceUsage({ memory: { percent: 40 }, cpu: 10, cpu_usage: 11 });
    expect(usage?.memoryBytes).toBeUndefined();
    expect(usage?.cpuPercent).toBe(10);
    expect(usage?.other).toEqual([
      { path: ['memory', 'percent'], value: 40 },
      { path: ['cpu_usage'], value: 11 },
    ]);
  });

  it('reads the CPU limit and the sample time, in seconds or as ISO 8601', () => {
    expect(
      normalizeResourceUsage({
        cpu: { percent: 45, limitPercent: 200 },
        sampledAt: '2026-11-23T18:20:54.718Z',
      }),
    ).toMatchObject({ cpuPercent: 45, cpuLimitPercent: 200, sampledAt: '2026-11-23T18:20:54.718Z' });
    expect(normalizeResourceUsage({ cpu_max: 100, timestamp: 1_794_161_472 })).toMatchObject({
      cpuLimitPercent: 100,
      sampledAt: new Date(1_794_161_472_000).toISOString(),
    });
  });

  it('rejects a body that is not an object', () => {
    expect(invalidResponse(() => decodeResourceUsage(response([1, 2]))).code).toBe('INVALID_RESPONSE');
  });
});

describe('activity', () => {
  it('reads the classic fields', () => {
    const entry = normalizeActivityEntry({
      id: 'e1',
      action: 'server.created',
      actor: 'ops',
      description: 'Created',
      createdAt: '2024-05-01T10:00:00Z',
    });
    expect(entry).toEqual({
      id: 'e1',
      key: 'e1',
      action: 'server.created',
      kind: 'created',
      actor: 'ops',
      description: 'Created',
      timestamp: '2024-05-01T10:00:00.000Z',
      // Whole seconds: compared with a subscription's time at that precision.
      timestampPrecisionMs: 1000,
      raw: {
        id: 'e1',
        action: 'server.created',
        actor: 'ops',
        description: 'Created',
        createdAt: '2024-05-01T10:00:00Z',
      },
    });
  });

  it('reads the aliases of each field', () => {
    const cases: [Record<string, unknown>, Partial<ReturnType<typeof normalizeActivityEntry>>][] = [
      [
        { _id: 5, event: 'e', user: { name: 'Ann' }, message: 'm', timestamp: 1_714_557_600 },
        { id: '5', action: 'e', actor: 'Ann', description: 'm', timestamp: '2024-05-01T10:00:00.000Z' },
      ],
      [
        { uuid: 'u', type: 't', userName: 'Bob', details: 'd', time: 1_714_557_600_000 },
        { id: 'u', action: 't', actor: 'Bob', description: 'd', timestamp: '2024-05-01T10:00:00.000Z' },
      ],
      [
        { entryId: 'x', causer: 'Cy', date: '2024-05-01T10:00:00+02:00' },
        { id: 'x', actor: 'Cy', timestamp: '2024-05-01T08:00:00.000Z' },
      ],
      [
        { user: 'Dee', created_at: '1714557600' },
        { actor: 'Dee', timestamp: '2024-05-01T10:00:00.000Z' },
      ],
    ];
    for (const [raw, expected] of cases) expect(normalizeActivityEntry(raw)).toMatchObject(expected);
  });

  it('keys an entry without id by a hash that ignores key order', () => {
    const first = normalizeActivityEntry({ event: 'a', user: { name: 'n', role: 'r' }, timestamp: 1 });
    const reordered = normalizeActivityEntry({ timestamp: 1, user: { role: 'r', name: 'n' }, event: 'a' });
    const different = normalizeActivityEntry({ event: 'b', user: { name: 'n', role: 'r' }, timestamp: 1 });
    expect(first.id).toBeUndefined();
    expect(first.key).toBe(reordered.key);
    expect(first.key).not.toBe(different.key);
    const canonical = '{"event":"a","timestamp":1,"user":{"name":"n","role":"r"}}';
    expect(first.key).toBe(createHash('sha256').update(canonical).digest('hex'));
  });

  it('leaves an unreadable timestamp out and keeps the raw entry', () => {
    const entry = normalizeActivityEntry({ id: 1, createdAt: 'yesterday-ish' });
    expect(entry.timestamp).toBeUndefined();
    expect(entry.raw.createdAt).toBe('yesterday-ish');
  });

  it('skips entries that are not objects, keeps the rest and counts them', () => {
    const page = decodeActivityPage(response([{ id: 1 }, 'text', null, { id: 2 }]));
    expect(page.entries.map((entry) => entry.key)).toEqual(['1', '2']);
    expect(page.skipped).toBe(2);
  });

  it('reads the list under data or each of its keys, and rejects other shapes', () => {
    for (const data of [
      [{ id: 1 }],
      { entries: [{ id: 1 }] },
      { activity: [{ id: 1 }] },
      { logs: [{ id: 1 }] },
      { items: [{ id: 1 }] },
      { data: [{ id: 1 }] },
    ]) {
      expect(decodeActivityPage(response(data)).entries.map((entry) => entry.key)).toEqual(['1']);
    }
    expect(invalidResponse(() => decodeActivityPage(response({ entries: 'x' }))).code).toBe(
      'INVALID_RESPONSE',
    );
    expect(invalidResponse(() => decodeActivityPage(response('text'))).code).toBe('INVALID_RESPONSE');
  });
});

describe('statusKind', () => {
  it('groups status words case-insensitively', () => {
    const expectations: [string, string][] = [
      ['PROVISIONING', 'provisioning'],
      ['installing', 'provisioning'],
      ['Pending', 'provisioning'],
      ['creating', 'provisioning'],
      ['RUNNING', 'running'],
      ['online', 'running'],
      ['stopped', 'stopped'],
      ['OFFLINE', 'stopped'],
      ['SUSPENDED', 'suspended'],
      ['INSTALL_FAILED', 'failed'],
      ['install-failed', 'failed'],
      ['error', 'failed'],
      ['DELETING', 'deleting'],
      ['hibernating', 'unknown'],
      ['', 'unknown'],
    ];
    for (const [status, kind] of expectations) expect([status, statusKind(status)]).toEqual([status, kind]);
  });
});
