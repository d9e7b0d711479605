import { dialectNames, type DialectName } from './dialect-names.js';
import type { SandboxShapes } from './types.js';

/**
 * Dialects: whole answers in another plausible spelling of everything the spec (docs/hosting-api.md) leaves
 * "not shown", made at the response boundary from the sandbox's one model (the `classic` answers), so the
 * state never knows. What the spec does show stays as it is in every dialect: the `{data, pagination?}` and
 * `{error: {code, message, requestId}}` envelopes, the server list's pagination object, the server's field
 * names, the status `PROVISIONING`, the endpoints and the error codes.
 */

export { dialectNames, type DialectName };

/** Each answer the dialects rewrite, by endpoint. */
export type Endpoint =
  | 'servers.list'
  | 'servers.create'
  | 'servers.get'
  | 'servers.update'
  | 'servers.delete'
  | 'mods.search'
  | 'mods.install'
  | 'resources'
  | 'activity';

type Json = Record<string, unknown>;
type DialectBody = { status: number; body?: unknown };

type TimeForm = 'iso' | 'iso-offset' | 'epoch-seconds' | 'epoch-ms';
type ActionForm = 'dotted' | 'screaming' | 'past-tense' | 'dotted-short';

type DialectDefinition = {
  /** One line on what it is, for `npm run sandbox` and docs. */
  summary: string;
  /** The shapes this dialect translates from (or keeps): the rest of its answer is rewritten below. */
  shapes: Partial<SandboxShapes>;
  /** Upper-cased model status -> this dialect's word; PROVISIONING is the spec's and never renamed. */
  statuses: Readonly<Record<string, string>>;
  time: TimeForm;
  actions: ActionForm;
  /** Rewrites a success answer of one endpoint, given in the classic shapes. */
  answer(endpoint: Endpoint, body: Json | undefined, status: number, speak: Speaker): DialectBody;
  /** The error envelope: `code`, `message` and `requestId` as the spec shows, plus what the dialect adds. */
  error(code: string, message: string, requestId: string, status: number): Json;
};

/** The dialect's words for a dialect's values, handed to its `answer`. */
type Speaker = {
  status(status: unknown): unknown;
  time(iso: unknown): unknown;
  action(action: unknown): unknown;
  description(text: unknown): unknown;
  server(server: unknown): unknown;
};

const mib = 2 ** 20;
const gib = 2 ** 30;
const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const asRecord = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** The classic resource answer's figures, by meaning. */
function figures(data: Json) {
  const cpu = asRecord(data.cpu);
  const memory = asRecord(data.memory);
  const disk = asRecord(data.disk);
  const network = asRecord(data.network);
  return {
    state: data.state,
    cpuPercent: num(cpu.percent),
    cpuLimitPercent: num(cpu.limitPercent),
    memoryBytes: num(memory.usedBytes),
    memoryLimitBytes: num(memory.limitBytes),
    diskBytes: num(disk.usedBytes),
    diskLimitBytes: num(disk.limitBytes),
    rxBytes: num(network.rxBytes),
    txBytes: num(network.txBytes),
    uptimeSeconds: num(data.uptimeSeconds),
    sampledAt: data.sampledAt,
  };
}

function classicPagination(body: Json | undefined) {
  const pagination = asRecord(body?.pagination);
  return {
    page: num(pagination.page),
    limit: num(pagination.limit),
    total: num(pagination.total),
    totalPages: num(pagination.totalPages),
    hasNext: pagination.hasNext === true,
  };
}

const dialects: Record<Exclude<DialectName, 'classic'>, DialectDefinition> = {
  /**
   * A snake_case API: `{servers}`, epoch seconds, lower-case statuses, SCREAMING_SNAKE actions, offset paging
   * named `page_size`/`total_count`, resources in MiB and CPU as a fraction of one core.
   */
  snake: {
    summary:
      'snake: {servers} list, epoch seconds, lower-case statuses, SCREAMING_SNAKE actions, ' +
      'MiB and CPU fractions',
    shapes: { resetHeader: 'epoch-seconds', activityOrder: 'newest-first', modResults: 'provider' },
    statuses: {
      RUNNING: 'running',
      OFFLINE: 'stopped',
      SUSPENDED: 'suspended',
      INSTALL_FAILED: 'install_failed',
    },
    time: 'epoch-seconds',
    actions: 'screaming',
    answer(endpoint, body, status, speak) {
      const data = body?.data;
      switch (endpoint) {
        case 'servers.list':
          return {
            status,
            body: { data: { servers: asList(data).map(speak.server) }, pagination: body?.pagination },
          };
        case 'servers.create':
          return { status, body: { data: { server: speak.server(data) } } };
        case 'activity': {
          const { page, limit, total } = classicPagination(body);
          return {
            status,
            body: {
              data: {
                entries: asList(data).map((raw) => {
                  const entry = asRecord(raw);
                  return {
                    id: entry.id,
                    event: speak.action(entry.action),
                    user: { name: entry.actor },
                    message: speak.description(entry.description),
                    occurred_at: speak.time(entry.createdAt),
                  };
                }),
              },
              pagination: { offset: (page - 1) * limit, page_size: limit, total_count: total },
            },
          };
        }
        case 'resources': {
          const usage = figures(asRecord(data));
          return {
            status,
            body: {
              data: {
                state: speak.status(usage.state),
                cpu_fraction: round(usage.cpuPercent / 100, 4),
                cpu_limit_fraction: round(usage.cpuLimitPercent / 100, 4),
                memory_mib: round(usage.memoryBytes / mib),
                memory_limit_mib: round(usage.memoryLimitBytes / mib),
                disk_mib: round(usage.diskBytes / mib),
                disk_limit_mib: round(usage.diskLimitBytes / mib),
                network: { rx_mib: round(usage.rxBytes / mib), tx_mib: round(usage.txBytes / mib) },
                uptime_seconds: usage.uptimeSeconds,
                sampled_at: speak.time(usage.sampledAt),
              },
            },
          };
        }
        case 'mods.search': {
          const { page, limit, total } = classicPagination(body);
          return {
            status,
            body: { data: { results: data }, pagination: { page, page_size: limit, total_count: total } },
          };
        }
        case 'mods.install': {
          const installed = asRecord(data);
          return {
            status,
            body: {
              data: {
                server_id: installed.serverId,
                provider: installed.provider,
                mod_id: installed.modId,
                file_id: installed.fileId,
                file_name: installed.fileName,
                installed_at: speak.time(installed.installedAt),
              },
            },
          };
        }
        default:
          return { status, body: body === undefined ? undefined : { ...body, data: speak.server(data) } };
      }
    },
    error: (code, message, requestId, status) => ({
      error: { code, message, requestId, status, details: [] },
    }),
  },

  /**
   * A panel-backed API: `{items}`, epoch milliseconds, `online`/`offline`, past-tense actions without paging,
   * Pterodactyl-like resources, Meilisearch-like mod hits, and brief answers to writes.
   */
  panel: {
    summary:
      'panel: {items} list, epoch ms, online/offline, past-tense actions (StatusChanged), ' +
      'Pterodactyl-like resources, brief write answers',
    shapes: { resetHeader: 'delta-seconds', activityOrder: 'oldest-first', modResults: 'provider' },
    statuses: { RUNNING: 'online', OFFLINE: 'offline', SUSPENDED: 'suspended', INSTALL_FAILED: 'failed' },
    time: 'epoch-ms',
    actions: 'past-tense',
    answer(endpoint, body, status, speak) {
      const data = asRecord(body?.data);
      switch (endpoint) {
        case 'servers.list':
          return {
            status,
            body: { data: { items: asList(body?.data).map(speak.server) }, pagination: body?.pagination },
          };
        case 'servers.create':
          return { status, body: { data: { id: data.id, status: speak.status(data.status) } } };
        case 'servers.update':
          return { status, body: { data: { id: data.id, version: data.version, updated: true } } };
        case 'servers.delete':
          return { status: 200, body: { data: { deleted: true } } };
        case 'activity':
          // No paging at all: the spec does not say there is any.
          return {
            status,
            body: {
              data: asList(body?.data).map((raw) => {
                const entry = asRecord(raw);
                return {
                  uuid: entry.id,
                  type: speak.action(entry.action),
                  causer: { username: entry.actor },
                  details: speak.description(entry.description),
                  timestamp: speak.time(entry.createdAt),
                };
              }),
            },
          };
        case 'resources': {
          const usage = figures(data);
          return {
            status,
            body: {
              data: {
                current_state: speak.status(usage.state),
                resources: {
                  cpu_absolute: usage.cpuPercent,
                  memory_bytes: usage.memoryBytes,
                  disk_bytes: usage.diskBytes,
                  network_rx_bytes: usage.rxBytes,
                  network_tx_bytes: usage.txBytes,
                  // Milliseconds, as Pterodactyl reports a bare uptime.
                  uptime: usage.uptimeSeconds * 1000,
                },
                limits: {
                  cpu: usage.cpuLimitPercent,
                  memory_bytes: usage.memoryLimitBytes,
                  disk_bytes: usage.diskLimitBytes,
                },
              },
            },
          };
        }
        case 'mods.search': {
          const { page, limit, total } = classicPagination(body);
          return {
            status,
            body: {
              data: { hits: body?.data },
              pagination: { offset: page * limit, limit, total_hits: total },
            },
          };
        }
        case 'mods.install':
          return { status: 202, body: { data: { status: 'queued' } } };
        default:
          return { status, body: body === undefined ? undefined : { ...body, data: speak.server(data) } };
      }
    },
    error: (code, message, requestId, status) => ({
      error: { code, message, requestId },
      errors: [{ status: String(status), code, detail: message }],
    }),
  },

  /**
   * An older enterprise API: `{data}` inside `data`, ISO times with an offset, `Started`/`Stopped`, short
   * dotted actions (`status.changed`), `perPage`/`totalCount` paging, resources in GB and percent, normalized
   * mods paged with `hasMore`, and `success` flags beside every envelope.
   */
  legacy: {
    summary:
      'legacy: {data} list, ISO times with offset, Started/Stopped, short dotted actions ' +
      '(status.changed), GB and percent, hasMore paging',
    shapes: { resetHeader: 'http-date', activityOrder: 'newest-first', modResults: 'normalized' },
    statuses: { RUNNING: 'Started', OFFLINE: 'Stopped', SUSPENDED: 'Locked', INSTALL_FAILED: 'Error' },
    time: 'iso-offset',
    actions: 'dotted-short',
    answer(endpoint, body, status, speak) {
      const data = body?.data;
      switch (endpoint) {
        case 'servers.list':
          return {
            status,
            body: {
              success: true,
              data: { data: asList(data).map(speak.server) },
              pagination: body?.pagination,
            },
          };
        case 'servers.delete':
          return { status: 200, body: { success: true, data: null } };
        case 'activity': {
          const { page, limit, total, totalPages } = classicPagination(body);
          return {
            status,
            body: {
              success: true,
              data: {
                items: asList(data).map((raw) => {
                  const entry = asRecord(raw);
                  return {
                    entryId: entry.id,
                    action: speak.action(entry.action),
                    performedBy: entry.actor,
                    summary: speak.description(entry.description),
                    occurredAt: speak.time(entry.createdAt),
                  };
                }),
              },
              pagination: { page, perPage: limit, totalCount: total, totalPages },
            },
          };
        }
        case 'resources': {
          const usage = figures(asRecord(data));
          return {
            status,
            body: {
              success: true,
              data: {
                status: speak.status(usage.state),
                cpu: { usagePercent: round(usage.cpuPercent, 2), limitPercent: usage.cpuLimitPercent },
                memory: {
                  usedGb: round(usage.memoryBytes / gib, 4),
                  totalGb: round(usage.memoryLimitBytes / gib, 4),
                },
                disk: {
                  usedGb: round(usage.diskBytes / gib, 4),
                  totalGb: round(usage.diskLimitBytes / gib, 4),
                },
                network: { inMb: round(usage.rxBytes / mib), outMb: round(usage.txBytes / mib) },
                uptimeMs: usage.uptimeSeconds * 1000,
                measuredAt: speak.time(usage.sampledAt),
              },
            },
          };
        }
        case 'mods.search': {
          const { page, limit, hasNext } = classicPagination(body);
          return {
            status,
            body: {
              success: true,
              data: { mods: data },
              pagination: { page, perPage: limit, hasMore: hasNext },
            },
          };
        }
        case 'mods.install':
          return {
            status,
            body: {
              success: true,
              data: { ...asRecord(data), installedAt: speak.time(asRecord(data).installedAt) },
            },
          };
        default:
          return {
            status,
            body: body === undefined ? undefined : { success: true, ...body, data: speak.server(data) },
          };
      }
    },
    error: (code, message, requestId) => ({
      success: false,
      error: { code, message, requestId, hint: 'See the API reference for this code' },
    }),
  },
};

/** `server.status_changed` in the dialect's way of naming actions. */
function actionIn(form: ActionForm, action: string): string {
  if (form === 'dotted') return action;
  if (form === 'screaming') return action.replace(/[.\-\s]+/g, '_').toUpperCase();
  const words = action
    .replace(/^server\./, '')
    .split(/[._\-\s]+/)
    .filter(Boolean);
  if (form === 'dotted-short') return words.join('.');
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

function timeIn(form: TimeForm, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return value;
  switch (form) {
    case 'iso':
      return value;
    case 'iso-offset':
      return new Date(at).toISOString().replace(/\.\d{3}Z$/, '+00:00');
    case 'epoch-seconds':
      return Math.floor(at / 1000);
    case 'epoch-ms':
      return at;
  }
}

/** Server timestamps the model shows (createdAt, updatedAt, installedAt of its mods). */
const serverTimes = ['createdAt', 'updatedAt'] as const;

export type Dialect = {
  readonly name: DialectName;
  readonly summary: string;
  /** The shapes the routes answer in under this dialect (overriding whatever a test set). */
  shapes(live: SandboxShapes): SandboxShapes;
  /** A `status` query filter in the dialect's word, as the model spells it. */
  modelStatus(status: string): string;
  answer(endpoint: Endpoint, response: DialectBody): DialectBody;
  error(code: string, message: string, requestId: string, status: number): Json;
};

const classic: Dialect = {
  name: 'classic',
  summary:
    'classic: the sandbox as it always answered (bare array, ISO times, RUNNING, server.status_changed)',
  shapes: (live) => live,
  modelStatus: (status) => status,
  answer: (_endpoint, response) => response,
  error: (code, message, requestId) => ({ error: { code, message, requestId } }),
};

export function dialectOf(name: DialectName): Dialect {
  if (name === 'classic') return classic;
  const definition = dialects[name];
  const byModel = new Map(Object.entries(definition.statuses));
  const byDialect = new Map(
    Object.entries(definition.statuses).map(([model, word]) => [word.toUpperCase(), model]),
  );
  const status = (value: unknown) =>
    typeof value === 'string' ? (byModel.get(value.toUpperCase()) ?? value) : value;
  const statusWords = new RegExp(`\\b(${Object.keys(definition.statuses).join('|')})\\b`, 'g');
  const speak: Speaker = {
    status,
    time: (value) => timeIn(definition.time, value),
    action: (value) => (typeof value === 'string' ? actionIn(definition.actions, value) : value),
    description: (value) =>
      typeof value === 'string' ? value.replace(statusWords, (word) => byModel.get(word) ?? word) : value,
    server: (value) => {
      const server = asRecord(value);
      if (Object.keys(server).length === 0) return value;
      const spoken: Json = { ...server, status: status(server.status) };
      for (const field of serverTimes) if (field in server) spoken[field] = speak.time(server[field]);
      if (Array.isArray(server.installedMods))
        spoken.installedMods = server.installedMods.map((mod) => ({
          ...asRecord(mod),
          installedAt: speak.time(asRecord(mod).installedAt),
        }));
      return spoken;
    },
  };
  return {
    name,
    summary: definition.summary,
    // The translations read the classic shapes; only what they keep as given comes from the dialect.
    shapes: (live) => ({
      ...live,
      serverList: 'array',
      activityFields: 'classic',
      activityActions: 'dotted',
      writeAnswers: 'record',
      resourceFields: 'classic',
      ...definition.shapes,
    }),
    modelStatus: (word) => byDialect.get(word.toUpperCase()) ?? word,
    answer: (endpoint, response) =>
      definition.answer(
        endpoint,
        response.body === undefined ? undefined : asRecord(response.body),
        response.status,
        speak,
      ),
    error: definition.error,
  };
}

export function isDialectName(value: string): value is DialectName {
  return (dialectNames as readonly string[]).includes(value);
}
