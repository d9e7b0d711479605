import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeActivityPage } from '../../src/api/activity.js';
import { parseBody, type ApiResponse } from '../../src/api/envelope.js';
import { HostingApiError, statusKind, type StatusKind } from '../../src/api/index.js';
import { decodeServer, decodeServerPage, parsePagination } from '../../src/api/model.js';
import { decodeModSearchPage } from '../../src/api/mods.js';
import { RecognitionReport } from '../../src/api/recognition.js';
import { decodeResourceUsage } from '../../src/api/resources.js';

/**
 * The decoders over generated shapes: whatever arrives, a decoder answers or throws the API layer's one
 * error type; and one meaning spelled in any of the shapes the decoders declare decodes to one result.
 */

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;

const response = (data: unknown, pagination?: unknown): ApiResponse => ({
  status: 200,
  requestId: 'req-property',
  data,
  pagination,
});

/** Runs `decode`, passing when it answers or throws a HostingApiError; anything else fails the property. */
function answersOrTypedError(decode: () => unknown): boolean {
  try {
    decode();
    return true;
  } catch (error) {
    return error instanceof HostingApiError && error.code === 'INVALID_RESPONSE';
  }
}

/** JSON-ish values, deep enough to reach nested fields, with the keys the decoders look for mixed in. */
const knownKeys = [
  'data',
  'servers',
  'items',
  'entries',
  'results',
  'hits',
  'mods',
  'id',
  'name',
  'status',
  'action',
  'event',
  'type',
  'createdAt',
  'timestamp',
  'cpu',
  'memory',
  'memory_bytes',
  'disk_mib',
  'uptime',
  'files',
  'latestFiles',
  'page',
  'limit',
  'pageSize',
  'total',
  'hasNext',
];
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    fc.string(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...knownKeys), fc.string()), tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe('decoders never crash', () => {
  it('every decoder answers or throws INVALID_RESPONSE, whatever data and pagination hold', () => {
    fc.assert(
      fc.property(json, json, (data, pagination) => {
        const report = new RecognitionReport();
        const answer = response(data, pagination);
        return (
          answersOrTypedError(() => decodeServerPage(answer, report.sinkFor('servers.list'))) &&
          answersOrTypedError(() => decodeServer(answer, report.sinkFor('servers.get'))) &&
          answersOrTypedError(() => decodeActivityPage(answer, report.sinkFor('activity'))) &&
          answersOrTypedError(() => decodeResourceUsage(answer, report.sinkFor('resources'))) &&
          answersOrTypedError(() => decodeModSearchPage(answer, undefined, report.sinkFor('mods.search'))) &&
          answersOrTypedError(() => parsePagination(answer, 1))
        );
      }),
      { numRuns: 400 },
    );
  });

  it('reads any text as an envelope without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          json.map((value) => JSON.stringify(value) ?? ''),
        ),
        (text) => {
          parseBody(text);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a list it cannot find with the typed error, not an empty list', () => {
    const noList = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.dictionary(fc.constantFrom('count', 'next', 'meta'), fc.integer(), { minKeys: 1 }),
    );
    fc.assert(
      fc.property(noList, (data) => {
        expect(() => decodeServerPage(response(data))).toThrow(HostingApiError);
        expect(() => decodeActivityPage(response(data))).toThrow(HostingApiError);
        expect(() => decodeModSearchPage(response(data), 'curseforge')).toThrow(HostingApiError);
      }),
    );
  });
});

/** Instants in whole seconds, so every time form (epoch seconds included) holds them exactly. */
const instantSeconds = fc.integer({ min: 1_000_000_000, max: 4_000_000_000 });
type TimeForm = 'iso' | 'iso-offset' | 'epoch-seconds' | 'epoch-ms' | 'epoch-text';
const timeForms: TimeForm[] = ['iso', 'iso-offset', 'epoch-seconds', 'epoch-ms', 'epoch-text'];
function timeIn(form: TimeForm, seconds: number): string | number {
  const iso = new Date(seconds * 1000).toISOString();
  switch (form) {
    case 'iso':
      return iso;
    case 'iso-offset':
      return iso.replace(/\.\d{3}Z$/, '+00:00');
    case 'epoch-seconds':
      return seconds;
    case 'epoch-ms':
      return seconds * 1000;
    case 'epoch-text':
      return String(seconds);
  }
}

/** Words APIs use for each kind of status, in any case. */
const statusWords: Record<Exclude<StatusKind, 'unknown' | 'deleting'>, string[]> = {
  running: ['RUNNING', 'running', 'online', 'Started', 'active'],
  stopped: ['OFFLINE', 'stopped', 'offline', 'Stopped'],
  suspended: ['SUSPENDED', 'suspended', 'Locked'],
  failed: ['INSTALL_FAILED', 'install_failed', 'failed', 'Error'],
  provisioning: ['PROVISIONING', 'installing', 'pending'],
};
const caseOf = (word: string, variant: number) =>
  variant === 0 ? word : variant === 1 ? word.toUpperCase() : word.toLowerCase();

describe('one meaning, any shape, one result', () => {
  it('a server list reads the same in every envelope, time form and status spelling', () => {
    const server = fc.record({
      id: fc.stringMatching(/^[a-z0-9_]{1,12}$/),
      name: fc.string({ minLength: 1, maxLength: 20 }),
      kind: fc.constantFrom(...(Object.keys(statusWords) as (keyof typeof statusWords)[])),
      ramGb: fc.integer({ min: 1, max: 64 }).map((halves) => halves / 2),
      createdAt: instantSeconds,
    });
    const spelling = fc.record({
      envelope: fc.constantFrom('array', 'servers', 'items', 'data'),
      time: fc.constantFrom(...timeForms),
      word: fc.nat(),
      variant: fc.integer({ min: 0, max: 2 }),
      idAsNumber: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(server, { maxLength: 5 }), spelling, (servers, shape) => {
        const items = servers.map((meaning) => {
          const words = statusWords[meaning.kind];
          return {
            id: shape.idAsNumber && /^\d{1,9}$/.test(meaning.id) ? Number(meaning.id) : meaning.id,
            name: meaning.name,
            status: caseOf(words[shape.word % words.length]!, shape.variant),
            ramGb: meaning.ramGb,
            createdAt: timeIn(shape.time, meaning.createdAt),
          };
        });
        const data = shape.envelope === 'array' ? items : { [shape.envelope]: items };
        const page = decodeServerPage(response(data));
        expect(
          page.servers.map((decoded) => ({
            id: decoded.id,
            name: decoded.name,
            kind: statusKind(decoded.status),
            ramGb: decoded.ramGb,
            createdAt: decoded.createdAt,
          })),
        ).toEqual(
          servers.map((meaning) => ({
            id: shape.idAsNumber && /^\d{1,9}$/.test(meaning.id) ? String(Number(meaning.id)) : meaning.id,
            name: meaning.name,
            kind: meaning.kind,
            ramGb: meaning.ramGb,
            createdAt: new Date(meaning.createdAt * 1000).toISOString(),
          })),
        );
      }),
    );
  });

  it('an activity entry reads the same under every field name, actor form and time form', () => {
    const entry = fc.record({
      id: fc.stringMatching(/^[a-z0-9_]{1,12}$/),
      action: fc.stringMatching(/^[A-Za-z][A-Za-z._]{0,20}$/),
      actor: fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/),
      description: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== ''),
      at: instantSeconds,
    });
    const spelling = fc.record({
      envelope: fc.constantFrom('array', 'entries', 'items', 'logs', 'activity', 'data'),
      id: fc.constantFrom('id', 'uuid', 'entryId'),
      action: fc.constantFrom('action', 'event', 'type'),
      description: fc.constantFrom('description', 'message', 'details', 'summary'),
      actor: fc.constantFrom('actor', 'user', 'causer', 'performedBy'),
      actorForm: fc.constantFrom('text', 'name', 'username'),
      time: fc.constantFrom('createdAt', 'timestamp', 'occurred_at', 'occurredAt', 'time'),
      timeForm: fc.constantFrom(...timeForms),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 4 }), spelling, (entries, shape) => {
        const raws = entries.map((meaning) => ({
          [shape.id]: meaning.id,
          [shape.action]: meaning.action,
          [shape.description]: meaning.description,
          [shape.actor]: shape.actorForm === 'text' ? meaning.actor : { [shape.actorForm]: meaning.actor },
          [shape.time]: timeIn(shape.timeForm, meaning.at),
        }));
        const data = shape.envelope === 'array' ? raws : { [shape.envelope]: raws };
        const page = decodeActivityPage(response(data));
        expect(
          page.entries.map(({ id, action, actor, description, timestamp }) => ({
            id,
            action,
            actor,
            description,
            timestamp,
          })),
        ).toEqual(
          entries.map((meaning) => ({
            id: meaning.id,
            action: meaning.action,
            actor: meaning.actor,
            description: meaning.description,
            timestamp: new Date(meaning.at * 1000).toISOString(),
          })),
        );
      }),
    );
  });

  it('resource usage reads the same in bytes, MiB or GB, percent or fraction, nested or flat', () => {
    const mib = 2 ** 20;
    const usage = fc.record({
      cpuPercent: fc.integer({ min: 0, max: 800 }),
      memoryMib: fc.integer({ min: 0, max: 64 * 1024 }),
      memoryLimitMib: fc.integer({ min: 1, max: 64 * 1024 }),
      diskMib: fc.integer({ min: 0, max: 512 * 1024 }),
      diskLimitMib: fc.integer({ min: 1, max: 512 * 1024 }),
      uptimeSeconds: fc.integer({ min: 0, max: 10_000_000 }),
    });
    const shapes: Record<string, (meaning: ValueOf<typeof usage>) => unknown> = {
      classic: (meaning) => ({
        cpu: { percent: meaning.cpuPercent },
        memory: { usedBytes: meaning.memoryMib * mib, limitBytes: meaning.memoryLimitMib * mib },
        disk: { usedBytes: meaning.diskMib * mib, limitBytes: meaning.diskLimitMib * mib },
        uptimeSeconds: meaning.uptimeSeconds,
      }),
      snake: (meaning) => ({
        cpu_fraction: meaning.cpuPercent / 100,
        memory_mib: meaning.memoryMib,
        memory_limit_mib: meaning.memoryLimitMib,
        disk_mib: meaning.diskMib,
        disk_limit_mib: meaning.diskLimitMib,
        uptime_seconds: meaning.uptimeSeconds,
      }),
      panel: (meaning) => ({
        resources: {
          cpu_absolute: meaning.cpuPercent,
          memory_bytes: meaning.memoryMib * mib,
          disk_bytes: meaning.diskMib * mib,
          uptime: meaning.uptimeSeconds * 1000,
        },
        limits: { memory_bytes: meaning.memoryLimitMib * mib, disk_bytes: meaning.diskLimitMib * mib },
      }),
      legacy: (meaning) => ({
        cpu: { usagePercent: meaning.cpuPercent },
        memory: { usedGb: meaning.memoryMib / 1024, totalGb: meaning.memoryLimitMib / 1024 },
        disk: { usedGb: meaning.diskMib / 1024, totalGb: meaning.diskLimitMib / 1024 },
        uptimeMs: meaning.uptimeSeconds * 1000,
      }),
      text: (meaning) => ({
        cpu: `${meaning.cpuPercent}%`,
        memory: `${meaning.memoryMib} MiB`,
        memoryLimit: `${meaning.memoryLimitMib} MiB`,
        disk: `${meaning.diskMib} MB`,
        diskLimit: `${meaning.diskLimitMib} MB`,
        uptimeSeconds: String(meaning.uptimeSeconds),
      }),
    };
    fc.assert(
      fc.property(usage, fc.constantFrom(...Object.keys(shapes)), (meaning, shape) => {
        const decoded = decodeResourceUsage(response(shapes[shape]!(meaning)));
        expect(decoded.cpuPercent).toBeCloseTo(meaning.cpuPercent, 6);
        expect(decoded.memoryBytes).toBe(meaning.memoryMib * mib);
        expect(decoded.memoryLimitBytes).toBe(meaning.memoryLimitMib * mib);
        expect(decoded.diskBytes).toBe(meaning.diskMib * mib);
        expect(decoded.diskLimitBytes).toBe(meaning.diskLimitMib * mib);
        expect(decoded.uptimeSeconds).toBeCloseTo(meaning.uptimeSeconds, 6);
      }),
    );
  });

  it('paging reads the same under every naming, with or without the spec object', () => {
    const place = fc
      .record({ limit: fc.integer({ min: 1, max: 100 }), total: fc.integer({ min: 0, max: 1000 }) })
      .chain(({ limit, total }) =>
        fc.record({
          limit: fc.constant(limit),
          total: fc.constant(total),
          page: fc.integer({ min: 1, max: Math.max(1, Math.ceil(total / limit)) }),
        }),
      );
    const namings: Record<string, (p: { page: number; limit: number; total: number }) => unknown> = {
      spec: ({ page, limit, total }) => ({
        page,
        limit,
        total,
        totalPages: Math.ceil(total / limit),
        hasNext: page < Math.ceil(total / limit),
        hasPrev: page > 1,
      }),
      snake: ({ page, limit, total }) => ({
        offset: (page - 1) * limit,
        page_size: limit,
        total_count: total,
      }),
      legacy: ({ page, limit, total }) => ({ page, perPage: limit, totalCount: total }),
      more: ({ page, limit, total }) => ({ page, perPage: limit, hasMore: page < Math.ceil(total / limit) }),
      hits: ({ page, limit, total }) => ({ offset: (page - 1) * limit, limit, total_hits: total }),
    };
    fc.assert(
      fc.property(place, fc.constantFrom(...Object.keys(namings)), (meaning, naming) => {
        const decoded = parsePagination(response([], namings[naming]!(meaning)), 1);
        expect(decoded).toMatchObject({
          page: meaning.page,
          limit: meaning.limit,
          hasNext: meaning.page < Math.ceil(meaning.total / meaning.limit),
        });
      }),
    );
  });

  it('a mod reads the same as CurseForge-like, Modrinth-like or normalized, under any list key', () => {
    const mod = fc.record({
      id: fc.stringMatching(/^[1-9]\d{2,7}$/),
      name: fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== ''),
      fileIds: fc.uniqueArray(fc.stringMatching(/^[1-9]\d{3,8}$/), { minLength: 1, maxLength: 3 }),
    });
    const shapes: Record<string, (meaning: ValueOf<typeof mod>) => unknown> = {
      curseforge: ({ id, name, fileIds }) => ({
        id: Number(id),
        name,
        downloadCount: 1,
        latestFiles: fileIds.map((file) => ({
          id: Number(file),
          displayName: `${name} ${file}`,
          gameVersions: ['1.20.4'],
        })),
      }),
      modrinth: ({ id, name, fileIds }) => ({
        project_id: id,
        title: name,
        icon_url: 'https://example.invalid/icon.png',
        version_details: fileIds.map((file) => ({
          id: file,
          name: `${name} ${file}`,
          game_versions: ['1.20.4'],
        })),
      }),
      normalized: ({ id, name, fileIds }) => ({
        provider: 'curseforge',
        id,
        name,
        files: fileIds.map((file) => ({ id: file, name: `${name} ${file}`, gameVersions: ['1.20.4'] })),
      }),
    };
    fc.assert(
      fc.property(
        mod,
        fc.constantFrom(...Object.keys(shapes)),
        fc.constantFrom('array', 'mods', 'results', 'hits', 'data', 'items'),
        (meaning, shape, envelope) => {
          const results = [shapes[shape]!(meaning)];
          const page = decodeModSearchPage(
            response(envelope === 'array' ? results : { [envelope]: results }),
            'curseforge',
          );
          expect(
            page.mods.map(({ id, name, files }) => ({ id, name, files: files.map((file) => file.id) })),
          ).toEqual([{ id: meaning.id, name: meaning.name, files: meaning.fileIds }]);
        },
      ),
    );
  });
});
