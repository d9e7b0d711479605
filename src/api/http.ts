import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import { type Dispatcher, Pool } from 'undici';
import { sleep } from '../concurrency.js';
import type { Logger } from '../log.js';
import type { ApiResponse } from './envelope.js';
import { abortedError, HostingApiError, type TenantRefusal } from './errors.js';
import type { RateLimitGovernor } from './governor.js';
import type { Priority } from './tenant-queues.js';
import { interpretResponse, type RawResponse } from './interpret.js';
import type { ApiCallRecorder } from './recorder.js';
import { backoffDelay, isRepeatable, isTransient, type Backoff } from './retry.js';
import { classOf } from './tenant-queues.js';
import { currentTenant, type Tenant } from './tenant.js';

export type { ApiCallRecorder } from './recorder.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type ApiRequest = {
  method: HttpMethod;
  /** Relative to the base URL, path segments already encoded. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** POST only; one is generated when absent. The same key goes out on every attempt. */
  idempotencyKey?: string | undefined;
  /** PATCH only: the server version the change was based on. */
  ifMatch?: number | undefined;
  /**
   * Error codes that mean the work is done once an earlier attempt may have done it: a DELETE whose first
   * attempt timed out and whose retry finds nothing to delete has succeeded.
   */
  doneWhen?: readonly string[];
  /** The largest answer read, in bytes; default `responseByteCaps.api`. */
  maxResponseBytes?: number | undefined;
};

/**
 * The largest answers read, in bytes: a body past its cap is not read further (the connection is dropped)
 * and the call fails with `RESPONSE_TOO_LARGE`, so a runaway or hostile answer cannot fill the bot's memory.
 * A page of 100 servers is about 100 KB; a catalogue page of 50 mods with their files about 300 KB.
 */
export const responseByteCaps = { api: 1024 * 1024, catalogue: 4 * 1024 * 1024 } as const;

export type SendOptions = {
  signal?: AbortSignal | undefined;
  priority: Priority;
  timeoutMs: number;
  /** Default: the tenant the call is made in (`asTenant`). */
  tenant?: Tenant | undefined;
};

export type PipelineOptions = {
  baseUrl: URL;
  apiKey: string;
  governor: RateLimitGovernor;
  /** Further attempts after a transient failure. */
  maxRetries: number;
  /**
   * Further attempts after a 429, counted apart so that waiting out another client's burst spends no
   * transient retry.
   */
  maxRateLimitRetries: number;
  backoff: Backoff;
  connections: number | undefined;
  logger: Logger | undefined;
  metrics: ApiCallRecorder | undefined;
};

function queryString(query: ApiRequest['query']): string {
  if (query === undefined) return '';
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') parameters.set(name, String(value));
  }
  const encoded = parameters.toString();
  return encoded === '' ? '' : `?${encoded}`;
}

type ResponseBody = Dispatcher.ResponseData['body'];

/**
 * The body as text, read up to `cap` bytes; undefined past it (a declared length over it is not read at
 * all), the rest of the body dropped with its connection.
 */
async function cappedText(
  body: ResponseBody,
  declaredLength: string | string[] | undefined,
  cap: number,
): Promise<string | undefined> {
  if (typeof declaredLength === 'string' && Number(declaredLength) > cap) {
    dropUnread(body);
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    if (size > cap) {
      dropUnread(body);
      return undefined;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

/**
 * Drops the rest of a body with its connection. undici reports a body destroyed before its end as an abort
 * error on the stream, which is the drop itself and nobody else listens for: unheard, it would be uncaught.
 */
function dropUnread(body: ResponseBody): void {
  body.on('error', () => undefined);
  body.destroy();
}

function tooLarge(cap: number, requestId: string | string[] | undefined): HostingApiError {
  return new HostingApiError({
    code: 'RESPONSE_TOO_LARGE',
    message: `The hosting API's answer was larger than ${cap} bytes; it was not read.`,
    requestId: typeof requestId === 'string' ? requestId : undefined,
  });
}

/** A short, secret-free name for a transport failure: its error code, else its class name. */
function failureName(cause: unknown): string {
  if (!(cause instanceof Error)) return 'unknown failure';
  return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.name;
}

/**
 * The request pipeline: governor turn, one undici request with a deadline, envelope parsing, error mapping,
 * and retries with backoff where repeating the request is safe.
 */
export class HttpPipeline {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly authorization: string;
  private readonly apiKey: string;
  private readonly governor: RateLimitGovernor;
  private readonly maxRetries: number;
  private readonly maxRateLimitRetries: number;
  private readonly backoff: Backoff;
  private readonly logger: Logger | undefined;
  private readonly metrics: ApiCallRecorder | undefined;
  private closing: Promise<void> | undefined;

  constructor(options: PipelineOptions) {
    this.pool = new Pool(options.baseUrl.origin, { connections: options.connections ?? null });
    this.basePath = options.baseUrl.pathname.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.authorization = `Bearer ${options.apiKey}`;
    this.governor = options.governor;
    this.maxRetries = options.maxRetries;
    this.maxRateLimitRetries = options.maxRateLimitRetries;
    this.backoff = options.backoff;
    this.logger = options.logger;
    this.metrics = options.metrics;
  }

  async send(request: ApiRequest, options: SendOptions): Promise<ApiResponse> {
    const idempotencyKey = request.method === 'POST' ? (request.idempotencyKey ?? randomUUID()) : undefined;
    const repeatable = isRepeatable({ method: request.method, idempotencyKey, ifMatch: request.ifMatch });
    const headers = this.headersFor(request, idempotencyKey);
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const target = this.basePath + request.path + queryString(request.query);
    let mayHaveExecuted = false;
    let transientRetries = 0;
    let rateLimitRetries = 0;
    for (let attempt = 0; ; attempt += 1) {
      if (this.pool.closed) {
        throw new HostingApiError({
          code: 'NETWORK_ERROR',
          message: 'This hosting API client has been closed.',
        });
      }
      await this.turn(options);
      const started = performance.now();
      const cap = request.maxResponseBytes ?? responseByteCaps.api;
      const outcome = await this.attempt(request.method, target, headers, body, cap, options);
      this.log(request, attempt, started, outcome);
      if (!(outcome instanceof HostingApiError)) return outcome;
      if (mayHaveExecuted && request.doneWhen?.includes(outcome.code)) {
        return {
          status: outcome.status ?? 0,
          requestId: outcome.requestId,
          data: undefined,
          pagination: undefined,
        };
      }
      if (outcome.code === 'RATE_LIMITED') {
        // A 429 did not execute, so it is safe to repeat whatever the method; the governor already holds
        // every request until the reset, so the next acquire is the wait.
        if (rateLimitRetries >= this.maxRateLimitRetries) throw outcome;
        rateLimitRetries += 1;
        continue;
      }
      if (transientRetries >= this.maxRetries || !(repeatable && isTransient(outcome))) throw outcome;
      mayHaveExecuted = true;
      await sleep(backoffDelay(transientRetries, this.backoff), options.signal);
      if (options.signal?.aborted) throw abortedError();
      transientRetries += 1;
    }
  }

  /** The governor's turn, for the tenant the call is made for; counted by class. */
  private async turn({ priority, signal, tenant = currentTenant() }: SendOptions): Promise<void> {
    const tenantClass = classOf(priority, tenant);
    const asked = performance.now();
    try {
      await this.governor.acquire(priority, signal, tenant);
    } catch (error) {
      if (error instanceof HostingApiError && error.code === 'TENANT_BUSY')
        this.metrics?.tenantRefusal?.(tenantClass, error.cause as TenantRefusal);
      throw error;
    }
    this.metrics?.apiTurn?.(tenantClass, (performance.now() - asked) / 1000);
  }

  /** Waits for requests in flight; closing twice is harmless. */
  close(): Promise<void> {
    this.closing ??= this.pool.close();
    return this.closing;
  }

  private headersFor(request: ApiRequest, idempotencyKey: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { authorization: this.authorization, accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    if (request.ifMatch !== undefined) headers['if-match'] = String(request.ifMatch);
    return headers;
  }

  /** One exchange: the response's meaning (data or error) or the transport failure, as a value. */
  private async attempt(
    method: HttpMethod,
    target: string,
    headers: Record<string, string>,
    body: string | undefined,
    cap: number,
    options: SendOptions,
  ): Promise<ApiResponse | HostingApiError> {
    let raw: RawResponse;
    try {
      raw = await this.exchange(method, target, headers, body, cap, options);
    } catch (error) {
      this.governor.release();
      if (error instanceof HostingApiError) return error;
      throw error;
    }
    this.governor.observe(raw);
    return interpretResponse(raw, this.apiKey, method !== 'GET');
  }

  /**
   * One request under a hard deadline (undici's own header and body timers tick in whole seconds). The abort
   * switch is an EventEmitter, which undici accepts as a signal: an AbortController per request costs about
   * a fifth of the throughput.
   */
  private async exchange(
    method: HttpMethod,
    target: string,
    headers: Record<string, string>,
    body: string | undefined,
    cap: number,
    { signal, timeoutMs }: SendOptions,
  ): Promise<RawResponse> {
    if (signal?.aborted) throw abortedError();
    const abortSwitch = new EventEmitter();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abortSwitch.emit('abort');
    }, timeoutMs);
    const onAbort = () => abortSwitch.emit('abort');
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await this.pool.request({ path: target, method, headers, body, signal: abortSwitch });
      const text = await cappedText(response.body, response.headers['content-length'], cap);
      if (text === undefined) throw tooLarge(cap, response.headers['x-request-id']);
      return { status: response.statusCode, headers: response.headers, text };
    } catch (cause) {
      if (cause instanceof HostingApiError) throw cause;
      if (signal?.aborted) throw abortedError();
      if (timedOut) {
        throw new HostingApiError({
          code: 'TIMEOUT',
          message: `The hosting API did not answer within ${timeoutMs} ms.`,
        });
      }
      throw new HostingApiError({
        code: 'NETWORK_ERROR',
        message: `The hosting API could not be reached (${failureName(cause)}).`,
        cause,
      });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** One debug line and one metrics sample per attempt; never headers, so never the key. */
  private log(request: ApiRequest, attempt: number, started: number, outcome: ApiResponse | HostingApiError) {
    const seconds = (performance.now() - started) / 1000;
    this.metrics?.apiCall(request.method, request.path, outcome.status ?? 0, seconds);
    if (this.logger === undefined || !this.logger.isLevelEnabled('debug')) return;
    this.logger.debug(
      {
        method: request.method,
        path: request.path,
        status: outcome.status,
        attempt: attempt + 1,
        durationMs: Math.round(seconds * 1000),
        requestId: outcome.requestId,
        code: outcome instanceof HostingApiError ? outcome.code : undefined,
      },
      'hosting api call',
    );
  }
}
