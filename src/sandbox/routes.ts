import type { IncomingHttpHeaders } from 'node:http';
import type { Catalogue } from './catalogue.js';
import type { Dialect, Endpoint } from './dialects.js';
import { paginationOf } from './pagination.js';
import { toServer } from './records.js';
import type { UsageSimulation } from './resources.js';
import {
  activityEntry,
  createdAnswer,
  modResult,
  orderActivity,
  resourceUsage,
  serverListData,
  updatedAnswer,
} from './shapes.js';
import type { SandboxState } from './state.js';
import type { SandboxShapes } from './types.js';
import {
  activityQuerySchema,
  createServerSchema,
  installModSchema,
  modSearchQuerySchema,
  parse,
  parseIfMatch,
  serverListQuerySchema,
  updateServerSchema,
} from './validation.js';

type ApiRequest = {
  apiKey: string;
  /** The path's captured segments, decoded: the server id. */
  params: string[];
  query: Record<string, string>;
  body: unknown;
  headers: IncomingHttpHeaders;
};

/** `body` is the JSON document to send; absent for 204. */
export type ApiResponse = { status: number; body?: unknown };

type Handler = (request: ApiRequest) => ApiResponse;

type RouteMatch =
  | { kind: 'found'; handler: Handler; params: string[] }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

export type Router = (method: string, path: string) => RouteMatch;

/** The documented endpoints, as handlers over the state; paths are relative to /api/v1. */
export function createRouter(
  state: SandboxState,
  usage: UsageSimulation,
  live: () => { shapes: SandboxShapes; dialect: Dialect },
  now: () => number,
  catalogue: Catalogue,
): Router {
  const shapes = () => live().dialect.shapes(live().shapes);
  /** The answer as the model gives it, then in the dialect's words: the one place a dialect speaks. */
  const spoken =
    (endpoint: Endpoint, handler: Handler): Handler =>
    (request) =>
      live().dialect.answer(endpoint, handler(request));
  const serverId = (request: ApiRequest) => request.params[0] ?? '';

  const routes: { pattern: RegExp; handlers: Partial<Record<string, Handler>> }[] = [
    {
      pattern: /^\/servers$/,
      handlers: {
        GET: spoken('servers.list', (request) => {
          const parsed = parse(serverListQuerySchema, request.query, 'query');
          const query =
            parsed.status === undefined
              ? parsed
              : { ...parsed, status: live().dialect.modelStatus(parsed.status) };
          const matching = state.list(request.apiKey, query);
          const offset = (query.page - 1) * query.limit;
          return ok({
            data: serverListData(matching.slice(offset, offset + query.limit), shapes().serverList),
            pagination: paginationOf({ page: query.page, limit: query.limit, offset }, matching.length),
          });
        }),
        POST: spoken('servers.create', (request) => {
          const record = state.create(request.apiKey, parse(createServerSchema, request.body, 'body'));
          return { status: 202, body: { data: createdAnswer(record, shapes().writeAnswers) } };
        }),
      },
    },
    {
      pattern: /^\/servers\/([^/]+)$/,
      handlers: {
        GET: spoken('servers.get', (request) =>
          ok({ data: toServer(state.get(request.apiKey, serverId(request))) }),
        ),
        PATCH: spoken('servers.update', (request) => {
          const patch = parse(updateServerSchema, request.body, 'body');
          const ifMatch = parseIfMatch(single(request.headers['if-match']));
          const record = state.update(request.apiKey, serverId(request), patch, ifMatch);
          return ok({ data: updatedAnswer(record, shapes().writeAnswers) });
        }),
        DELETE: spoken('servers.delete', (request) => {
          state.delete(request.apiKey, serverId(request));
          // Nothing is left to show, so no body: clients must accept an empty success.
          return { status: 204 };
        }),
      },
    },
    {
      pattern: /^\/servers\/([^/]+)\/mods$/,
      handlers: {
        GET: spoken('mods.search', (request) => {
          const query = parse(modSearchQuerySchema, request.query, 'query');
          state.withModsAccess(request.apiKey, serverId(request));
          const { entries, total } = catalogue.search(query);
          const offset = query.page * query.pageSize;
          return ok({
            data: entries.map((entry) => modResult(entry, shapes().modResults)),
            pagination: paginationOf({ page: query.page, limit: query.pageSize, offset }, total),
          });
        }),
        POST: spoken('mods.install', (request) => {
          const installed = state.installMod(
            request.apiKey,
            serverId(request),
            parse(installModSchema, request.body, 'body'),
          );
          return { status: 201, body: { data: { serverId: serverId(request), ...installed } } };
        }),
      },
    },
    {
      pattern: /^\/servers\/([^/]+)\/resources$/,
      handlers: {
        GET: spoken('resources', (request) => {
          const record = state.get(request.apiKey, serverId(request));
          return ok({ data: resourceUsage(usage.sample(record, now()), shapes().resourceFields) });
        }),
      },
    },
    {
      pattern: /^\/servers\/([^/]+)\/activity$/,
      handlers: {
        GET: spoken('activity', (request) => {
          const record = state.get(request.apiKey, serverId(request));
          const { limit, offset } = parse(activityQuerySchema, request.query, 'query');
          const current = shapes();
          const entries = orderActivity(record.activity, current.activityOrder);
          return ok({
            data: entries.slice(offset, offset + limit).map((entry) => activityEntry(entry, current)),
            pagination: paginationOf({ page: Math.floor(offset / limit) + 1, limit, offset }, entries.length),
          });
        }),
      },
    },
  ];

  return (method, path) => {
    for (const route of routes) {
      const captured = route.pattern.exec(path);
      if (captured === null) continue;
      const params = decodeAll(captured.slice(1));
      if (params === undefined) return { kind: 'not-found' };
      const handler = route.handlers[method];
      return handler === undefined
        ? { kind: 'method-not-allowed', allowed: Object.keys(route.handlers) }
        : { kind: 'found', handler, params };
    }
    return { kind: 'not-found' };
  };
}

const ok = (body: unknown): ApiResponse => ({ status: 200, body });

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Undefined when a segment is not valid percent-encoding, which no real id produces. */
function decodeAll(segments: string[]): string[] | undefined {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}
