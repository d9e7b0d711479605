import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { contractViolations, prepareContract } from './contract.js';
import { DiscordApiFailure, discordFailure } from './errors.js';
import type { EmulatorState } from './state.js';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file part of a multipart body (`files[n]`), kept byte for byte so a test can check it. */
export type UploadedFile = { index: number; filename: string; contentType: string; bytes: Buffer };

export type RouteRequest = {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  files: UploadedFile[];
};
export type RouteResponse = { status: number; body?: unknown; headers?: Record<string, string> };

export type Route = {
  method: HttpMethod;
  /** Path after /api/v10, with `:name` segments captured into `params`. */
  template: string;
  /** Interaction callbacks and webhooks authenticate by their token in the path, not by the bot token. */
  botAuthorization: boolean;
  handle: (request: RouteRequest) => RouteResponse;
};

const apiPrefix = '/api/v10';

/**
 * The REST API: routes Discord's way, records every request, every rejected payload and every request that
 * breaks Discord's OpenAPI document.
 */
export function createRestServer(state: EmulatorState, routes: readonly Route[]): Server {
  prepareContract(routes);
  return createServer((request, response) => {
    void serve(state, routes, request).then((result) => write(response, result));
  });
}

async function serve(
  state: EmulatorState,
  routes: readonly Route[],
  request: IncomingMessage,
): Promise<RouteResponse> {
  const at = performance.now();
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname.startsWith(`${apiPrefix}/`) ? url.pathname.slice(apiPrefix.length) : url.pathname;
  const match = url.pathname === path ? undefined : matchRoute(routes, method, path);
  const query = Object.fromEntries(url.searchParams);
  let body: unknown;
  let result: RouteResponse;
  try {
    const read = await readBody(request);
    body = read.body;
    if (!match) throw discordFailure('notFound');
    if (match.route.botAuthorization && request.headers.authorization !== `Bot ${state.identity.token}`) {
      throw discordFailure('unauthorized');
    }
    state.contractViolations.push(...contractViolations({ method, path, body }));
    const fault = state.takeRouteFault(method, match.route.template);
    result = fault
      ? { status: fault.status, body: { message: 'Emulated failure', code: fault.code ?? 0 } }
      : match.route.handle({ params: match.params, query: url.searchParams, body, files: read.files });
  } catch (error) {
    result = failureResponse(state, error, { method, path, body, at });
  }
  state.requests.push({ method, path, route: match?.route.template, query, body, status: result.status, at });
  return result;
}

/** Discord's answer to a failure; an emulator bug answers 500 so the test sees it instead of hanging. */
function failureResponse(
  state: EmulatorState,
  error: unknown,
  request: { method: string; path: string; body: unknown; at: number },
): RouteResponse {
  if (!(error instanceof DiscordApiFailure))
    return { status: 500, body: { message: `emulator failure: ${String(error)}`, code: 0 } };
  if (error.isPayloadRejection())
    state.violations.push({ ...request, code: error.code, message: error.message, issues: error.issues });
  // A rate limit's wait goes in the headers too: discord.js reads it from there, as from Discord.
  const headers =
    error.retryAfterMs === undefined
      ? undefined
      : {
          'retry-after': String(Math.ceil(error.retryAfterMs / 1000)),
          'x-ratelimit-scope': 'user',
        };
  return { status: error.status, body: error.body(), ...(headers ? { headers } : {}) };
}

function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  for (const route of routes) {
    if (route.method !== method) continue;
    const templateSegments = route.template.split('/');
    if (templateSegments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = templateSegments.every((templateSegment, index) => {
      const segment = decodeURIComponent(segments[index] ?? '');
      if (templateSegment.startsWith(':')) {
        params[templateSegment.slice(1)] = segment;
        return true;
      }
      return templateSegment === segment;
    });
    if (matches) return { route, params };
  }
  return undefined;
}

const filePart = /^files\[(\d+)\]$/;

/** JSON, or the `payload_json` part of a multipart body with its `files[n]` parts. */
async function readBody(request: IncomingMessage): Promise<{ body: unknown; files: UploadedFile[] }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return { body: undefined, files: [] };
  const contentType = request.headers['content-type'] ?? '';
  try {
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
      const payload = form.get('payload_json');
      const files: UploadedFile[] = [];
      for (const [name, value] of form.entries()) {
        const index = filePart.exec(name)?.[1];
        if (index === undefined || typeof value === 'string') continue;
        const bytes = Buffer.from(await value.arrayBuffer());
        files.push({ index: Number(index), filename: value.name, contentType: value.type, bytes });
      }
      return { body: typeof payload === 'string' ? JSON.parse(payload) : undefined, files };
    }
    return { body: JSON.parse(raw.toString('utf8')), files: [] };
  } catch {
    throw discordFailure('invalidJson');
  }
}

function write(response: ServerResponse, result: RouteResponse): void {
  if (result.body === undefined) {
    response.writeHead(result.status).end();
    return;
  }
  response
    .writeHead(result.status, { 'content-type': 'application/json', ...result.headers })
    .end(JSON.stringify(result.body));
}
