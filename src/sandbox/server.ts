import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { ApiError, validationError } from './errors.js';
import type { FaultQueue } from './faults.js';
import { fingerprintOf, type IdempotencyCache, type StoredResponse } from './idempotency.js';
import type { RateLimiter } from './rate-limit.js';
import type { ApiResponse, Router } from './routes.js';
import type { SandboxState } from './state.js';
import type { Timers } from './timers.js';
import type { Dialect } from './dialects.js';
import type { Fault, RecordedRequest, SandboxShapes } from './types.js';

export const basePath = '/api/v1';
const maxBodyBytes = 1_000_000;
const jsonType = 'application/json; charset=utf-8';
const methodsWithBody = new Set(['POST', 'PUT', 'PATCH']);

/** What a test may change while the sandbox runs; read afresh by every request. */
export type LiveSettings = { shapes: SandboxShapes; latencyMs: number; dialect: Dialect };

export type HttpDependencies = {
  state: SandboxState;
  route: Router;
  faults: FaultQueue;
  rateLimiter: RateLimiter;
  idempotency: IdempotencyCache;
  timers: Timers;
  settings: LiveSettings;
  requests: RecordedRequest[];
  now: () => number;
};

/** A complete answer; the idempotency cache keeps exactly this. */
type Reply = StoredResponse;

type Incoming = {
  method: string;
  /** After /api/v1; the whole path when the request is outside it. */
  path: string;
  underBase: boolean;
  /** Path and query, which an Idempotency-Key's fingerprint covers. */
  target: string;
  query: Record<string, string>;
  idempotencyKey: string | undefined;
};

/**
 * The HTTP side: faults first (they stand for a broken proxy or network in front of the API), then the
 * rate limit, authentication, routing, idempotency and the handler. Every answer carries X-Request-Id and
 * is recorded in `requests`.
 */
export function createRequestListener(dependencies: HttpDependencies): RequestListener {
  return (request, response) => {
    // Only writing can fail here (a fault header Node rejects, say): dropping the connection is the honest
    // answer.
    serve(dependencies, request, response).catch(() => response.destroy());
  };
}

async function serve(
  dependencies: HttpDependencies,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const { faults, settings, timers, requests, now } = dependencies;
  const { dialect } = settings;
  const arrivedAt = now();
  const incoming = describe(request);
  const requestId = randomUUID();
  const log = (status: number) =>
    requests.push({
      method: incoming.method,
      path: incoming.path,
      query: incoming.query,
      ...(incoming.idempotencyKey === undefined ? {} : { idempotencyKey: incoming.idempotencyKey }),
      status,
      at: arrivedAt,
    });

  const fault = faults.take(incoming.method, incoming.path);
  const delayMs = settings.latencyMs + (fault?.delayMs ?? 0);
  const reply =
    fault?.reset || fault?.status !== undefined
      ? undefined
      : await answer(dependencies, request, incoming, requestId).catch((error: unknown) =>
          errorReply(
            dialect,
            500,
            'INTERNAL_ERROR',
            `The sandbox failed unexpectedly: ${String(error)}`,
            requestId,
          ),
        );
  if (delayMs > 0) await timers.sleep(delayMs);

  if (fault?.reset) {
    log(0);
    request.socket.destroy();
    return;
  }
  if (fault?.streamBytes !== undefined && fault.status !== undefined) {
    log(fault.status);
    await stream(response, fault, fault.streamBytes, requestId);
    return;
  }
  const sent =
    reply === undefined
      ? faultReply(fault ?? {})
      : { ...reply, headers: { ...reply.headers, ...fault?.headers } };
  log(sent.status);
  write(response, sent, requestId);
}

function describe(request: IncomingMessage): Incoming {
  const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
  const underBase = url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
  const idempotencyKey = request.headers['idempotency-key'];
  return {
    method: request.method ?? 'GET',
    path: underBase ? url.pathname.slice(basePath.length) || '/' : url.pathname,
    underBase,
    target: url.pathname + url.search,
    query: Object.fromEntries(url.searchParams),
    idempotencyKey: typeof idempotencyKey === 'string' && idempotencyKey !== '' ? idempotencyKey : undefined,
  };
}

/** The real API's answer. Runs before any delay, so a client that times out has still changed the state. */
async function answer(
  dependencies: HttpDependencies,
  request: IncomingMessage,
  incoming: Incoming,
  requestId: string,
): Promise<Reply> {
  const { state, route, rateLimiter, idempotency, settings } = dependencies;
  const { dialect } = settings;
  if (!incoming.underBase)
    return errorReply(dialect, 404, 'NOT_FOUND', `Nothing is served at ${incoming.path}`, requestId);

  const apiKey = bearerToken(request);
  const reseller = apiKey !== undefined && state.isReseller(apiKey) ? apiKey : undefined;
  const limit = rateLimiter.take(reseller, dialect.shapes(settings.shapes).resetHeader);
  const withLimit = (reply: Reply): Reply => ({ ...reply, headers: { ...limit.headers, ...reply.headers } });
  if (!limit.allowed) {
    return withLimit(
      errorReply(dialect, 429, 'RATE_LIMITED', 'Too many requests; retry after X-RateLimit-Reset', requestId),
    );
  }
  if (reseller === undefined) {
    return withLimit(
      errorReply(
        dialect,
        401,
        'AUTH_REQUIRED',
        'A valid API key is required: Authorization: Bearer <key>',
        requestId,
      ),
    );
  }

  const match = route(incoming.method, incoming.path);
  if (match.kind === 'not-found') {
    return withLimit(
      errorReply(dialect, 404, 'NOT_FOUND', `No endpoint ${incoming.method} ${incoming.path}`, requestId),
    );
  }
  if (match.kind === 'method-not-allowed') {
    const reply = errorReply(
      dialect,
      405,
      'METHOD_NOT_ALLOWED',
      `${incoming.method} is not allowed on ${incoming.path}`,
      requestId,
    );
    return withLimit({ ...reply, headers: { ...reply.headers, Allow: match.allowed.join(', ') } });
  }

  let body: unknown;
  try {
    body = await readBody(request, incoming.method);
  } catch (error) {
    if (error instanceof ApiError)
      return withLimit(errorReply(dialect, error.status, error.code, error.message, requestId));
    throw error;
  }

  const key = incoming.idempotencyKey;
  const fingerprint = fingerprintOf(incoming.method, incoming.target, body);
  if (key !== undefined) {
    const earlier = idempotency.lookup(reseller, key, fingerprint);
    if (earlier.kind === 'replay') {
      return withLimit({
        ...earlier.response,
        headers: { ...earlier.response.headers, 'Idempotent-Replayed': 'true' },
      });
    }
    if (earlier.kind === 'mismatch') {
      return withLimit(
        errorReply(
          dialect,
          409,
          'CONFLICT',
          'This Idempotency-Key was already used for a different request',
          requestId,
        ),
      );
    }
  }

  const reply = execute(
    dialect,
    () =>
      match.handler({
        apiKey: reseller,
        params: match.params,
        query: incoming.query,
        body,
        headers: request.headers,
      }),
    requestId,
  );
  if (key !== undefined) {
    idempotency.recordExecution(key);
    // A server-side failure may succeed on retry, so only outcomes the client must live with are kept.
    if (reply.status < 500) idempotency.store(reseller, key, fingerprint, reply);
  }
  return withLimit(reply);
}

function execute(dialect: Dialect, handle: () => ApiResponse, requestId: string): Reply {
  try {
    const { status, body } = handle();
    if (body === undefined) return { status, headers: {} };
    return { status, headers: { 'Content-Type': jsonType }, body: JSON.stringify(body) };
  } catch (error) {
    if (error instanceof ApiError)
      return errorReply(dialect, error.status, error.code, error.message, requestId);
    throw error;
  }
}

function bearerToken(request: IncomingMessage): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The JSON body of POST, PUT and PATCH; other methods' bodies are ignored. */
async function readBody(request: IncomingMessage, method: string): Promise<unknown> {
  if (!methodsWithBody.has(method)) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw validationError(`The body exceeds ${maxBodyBytes} bytes`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    throw validationError('Content-Type must be application/json');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError('The body is not valid JSON');
  }
}

function errorReply(
  dialect: Dialect,
  status: number,
  code: string,
  message: string,
  requestId: string,
): Reply {
  return {
    status,
    headers: { 'Content-Type': jsonType },
    body: JSON.stringify(dialect.error(code, message, requestId, status)),
  };
}

/** A fault's own answer: its status and raw body, typed by a guess the fault's headers may override. */
function faultReply(fault: Fault): Reply {
  const body = fault.body ?? '';
  const contentType = body.trimStart().startsWith('<') ? 'text/html; charset=utf-8' : jsonType;
  const headers = { ...(body === '' ? {} : { 'Content-Type': contentType }), ...fault.headers };
  return { status: fault.status ?? 500, headers, body };
}

const streamChunk = Buffer.alloc(64 * 1024, ' ');

/** A fault's answer that streams `bytes` of padding after its body, chunked, until done or hung up on. */
async function stream(
  response: ServerResponse,
  fault: Fault,
  bytes: number,
  requestId: string,
): Promise<void> {
  response.statusCode = fault.status ?? 200;
  response.setHeader('X-Request-Id', requestId);
  response.setHeader('Content-Type', jsonType);
  for (const [name, value] of Object.entries(fault.headers ?? {})) response.setHeader(name, value);
  response.write(fault.body ?? '{"data":[]}');
  for (let left = bytes; left > 0 && !response.destroyed; left -= streamChunk.length) {
    const chunk = left >= streamChunk.length ? streamChunk : streamChunk.subarray(0, left);
    if (!response.write(chunk))
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done);
          response.off('close', done);
          resolve();
        };
        response.on('drain', done);
        response.on('close', done);
      });
  }
  if (!response.destroyed) response.end();
}

/** Every answer gets a fresh X-Request-Id, replays included; a fault's headers may still override it. */
function write(response: ServerResponse, reply: Reply, requestId: string): void {
  if (response.destroyed) return;
  response.statusCode = reply.status;
  response.setHeader('X-Request-Id', requestId);
  for (const [name, value] of Object.entries(reply.headers)) response.setHeader(name, value);
  response.end(reply.body);
}
