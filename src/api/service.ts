import type { Logger } from '../log.js';
import { decodeActivityPage, type ActivityEntry, type ActivityPage } from './activity.js';
import type { ApiResponse } from './envelope.js';
import type { RateLimitGovernor } from './governor.js';
import type { Priority } from './tenant-queues.js';
import { HttpPipeline, responseByteCaps, type ApiCallRecorder, type ApiRequest } from './http.js';
import { decodeServer, decodeServerPage, reportedServer, type Server, type ServerPage } from './model.js';
import { decodeModSearchPage, type ModSearchPage } from './mods.js';
import { paginate } from './pagination.js';
import {
  noRecognition,
  type DecodedEndpoint,
  type RecognitionReport,
  type RecognitionSink,
} from './recognition.js';
import { decodeResourceUsage, type ResourceUsage } from './resources.js';
import { defaultRetryBackoff, type Backoff } from './retry.js';
import { isRecord } from './shape.js';
import { honoursStatusFilter } from './status.js';
import {
  activityQuerySchema,
  callOptionsSchema,
  createServerInputSchema,
  installModInputSchema,
  listServersQuerySchema,
  modSearchQuerySchema,
  serverPath,
  serviceOptionsSchema,
  updateServerInputSchema,
  validated,
  type ActivityQuery,
  type CreateServerInput,
  type InstallModInput,
  type ListServersQuery,
  type ModSearchQuery,
  type UpdateServerInput,
} from './validate.js';

export type CallOptions = { signal?: AbortSignal; priority?: Priority; timeoutMs?: number };

export type HostingApiOptions = {
  /** Ends in /api/v1. */
  baseUrl: string;
  apiKey: string;
  /** Deadline of each attempt, default 10 s. */
  timeoutMs?: number;
  /** Further attempts after a transient failure (network, timeout, 5xx), default 3. */
  maxRetries?: number;
  /**
   * Further attempts after a 429, each after the governor's pause; counted apart from maxRetries, default 10.
   */
  maxRateLimitRetries?: number;
  /** The key's one governor: every client of the same key shares it, so the rate limit is counted once. */
  governor: RateLimitGovernor;
  logger?: Logger;
  /** Counts and times every attempt. */
  metrics?: ApiCallRecorder;
  /** Keep-alive connections to the API, default 32. */
  connections?: number;
  /** Delays between retries; tests shorten them. */
  retryBackoff?: Partial<Backoff>;
  /** Hears what the decoders recognised in every answer read (`npm run api:check`, the start-up summary). */
  recognition?: RecognitionReport;
};

const defaultTimeoutMs = 10_000;
const defaultMaxRetries = 3;
const defaultMaxRateLimitRetries = 10;
const defaultConnections = 32;
/**
 * The API's default page sizes (docs/hosting-api.md, the spec's limits), for "continue while a page is full".
 */
const defaultServerPageSize = 50;
const defaultActivityPageSize = 50;

/** The hosting API's documented servers, mods, resources and activity operations. */
export class HostingApi {
  readonly governor: RateLimitGovernor;
  private readonly http: HttpPipeline;
  private readonly timeoutMs: number;
  private readonly logger: Logger | undefined;
  private readonly recognition: RecognitionReport | undefined;

  constructor(options: HostingApiOptions) {
    const checked = validated(serviceOptionsSchema, options, 'options');
    this.governor = options.governor;
    this.timeoutMs = checked.timeoutMs ?? defaultTimeoutMs;
    this.logger = options.logger;
    this.recognition = options.recognition;
    this.http = new HttpPipeline({
      baseUrl: new URL(checked.baseUrl),
      apiKey: checked.apiKey,
      governor: this.governor,
      maxRetries: checked.maxRetries ?? defaultMaxRetries,
      maxRateLimitRetries: checked.maxRateLimitRetries ?? defaultMaxRateLimitRetries,
      backoff: { ...defaultRetryBackoff, ...options.retryBackoff },
      connections: checked.connections ?? defaultConnections,
      logger: options.logger,
      metrics: options.metrics,
    });
  }

  async listServers(query: ListServersQuery = {}, options: CallOptions = {}): Promise<ServerPage> {
    const checked = validated(listServersQuerySchema, query, 'query');
    const response = await this.send({ method: 'GET', path: '/servers', query: checked }, options);
    const note = this.note('servers.list');
    const page = this.noteSkipped('servers', response, decodeServerPage(response, note));
    if (checked.status !== undefined && page.servers.length > 0)
      note(
        honoursStatusFilter(checked.status, page.servers)
          ? { aspect: 'status filter', found: 'honoured', kind: 'recognised' }
          : { aspect: 'status filter', found: 'ignored: other statuses answered', kind: 'fallback' },
      );
    return page;
  }

  /** Every server, page after page. */
  async *servers(
    query: Omit<ListServersQuery, 'page'> = {},
    options: CallOptions = {},
  ): AsyncGenerator<Server> {
    const checked = validated(listServersQuerySchema.omit({ page: true }), query, 'query');
    yield* paginate({
      pageSize: checked.limit ?? defaultServerPageSize,
      fetch: ({ page }) => this.listServers({ ...checked, page }, options),
      items: (page) => page.servers,
    });
  }

  /**
   * Answers 202 while provisioning goes on; the body is not documented, so `server` holds only the fields
   * the answer has (any, or none at all).
   */
  async createServer(
    input: CreateServerInput,
    options: CallOptions & { idempotencyKey?: string } = {},
  ): Promise<{ server: Partial<Server> | undefined; requestId: string | undefined }> {
    const body = validated(createServerInputSchema, input, 'input');
    const response = await this.send(
      { method: 'POST', path: '/servers', body, idempotencyKey: options.idempotencyKey },
      options,
    );
    return { server: reportedServer(response.data), requestId: response.requestId };
  }

  async getServer(id: string, options: CallOptions = {}): Promise<Server> {
    return decodeServer(
      await this.send({ method: 'GET', path: serverPath(id) }, options),
      this.note('servers.get'),
    );
  }

  /**
   * Retried after transient failures only with `ifMatch`, which makes a repeat harmless. The body is not
   * documented: `server` holds only the fields the answer has (`serverAfterWrite` completes it).
   */
  async updateServer(
    id: string,
    patch: UpdateServerInput,
    options: CallOptions & { ifMatch?: number } = {},
  ): Promise<{ server: Partial<Server> | undefined; requestId: string | undefined }> {
    const path = serverPath(id);
    const body = validated(updateServerInputSchema, patch, 'patch');
    const response = await this.send({ method: 'PATCH', path, body, ifMatch: options.ifMatch }, options);
    return { server: reportedServer(response.data), requestId: response.requestId };
  }

  async deleteServer(id: string, options: CallOptions = {}): Promise<{ requestId: string | undefined }> {
    const path = serverPath(id);
    const response = await this.send({ method: 'DELETE', path, doneWhen: ['SERVER_NOT_FOUND'] }, options);
    return { requestId: response.requestId };
  }

  async searchMods(
    id: string,
    query: ModSearchQuery = {},
    options: CallOptions = {},
  ): Promise<ModSearchPage> {
    const path = `${serverPath(id)}/mods`;
    const checked = validated(modSearchQuerySchema, query, 'query');
    const response = await this.send(
      { method: 'GET', path, query: checked, maxResponseBytes: responseByteCaps.catalogue },
      options,
    );
    return this.noteSkipped(
      'mods',
      response,
      decodeModSearchPage(response, checked.provider, this.note('mods.search')),
    );
  }

  async installMod(
    id: string,
    input: InstallModInput,
    options: CallOptions & { idempotencyKey?: string } = {},
  ): Promise<{ requestId: string | undefined; result: Record<string, unknown> | undefined }> {
    const path = `${serverPath(id)}/mods`;
    const body = validated(installModInputSchema, input, 'input');
    const response = await this.send(
      { method: 'POST', path, body, idempotencyKey: options.idempotencyKey },
      options,
    );
    return { requestId: response.requestId, result: isRecord(response.data) ? response.data : undefined };
  }

  async getResources(id: string, options: CallOptions = {}): Promise<ResourceUsage> {
    return decodeResourceUsage(
      await this.send({ method: 'GET', path: `${serverPath(id)}/resources` }, options),
      this.note('resources'),
    );
  }

  async getActivity(id: string, query: ActivityQuery = {}, options: CallOptions = {}): Promise<ActivityPage> {
    const path = `${serverPath(id)}/activity`;
    const checked = validated(activityQuerySchema, query, 'query');
    const response = await this.send({ method: 'GET', path, query: checked }, options);
    return this.noteSkipped('activity', response, decodeActivityPage(response, this.note('activity')));
  }

  /** Every activity entry, page after page, in the order the API gives them. */
  async *activity(
    id: string,
    options: CallOptions & { pageSize?: number } = {},
  ): AsyncGenerator<ActivityEntry> {
    const { pageSize = defaultActivityPageSize, ...callOptions } = validated(
      callOptionsSchema,
      options,
      'options',
    );
    yield* paginate({
      pageSize,
      fetch: ({ offset }) => this.getActivity(id, { limit: pageSize, offset }, callOptions),
      items: (page) => page.entries,
    });
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private note(endpoint: DecodedEndpoint): RecognitionSink {
    return this.recognition?.sinkFor(endpoint) ?? noRecognition;
  }

  /**
   * A skipped list entry is invisible to the user, so the request id to chase it with goes to the debug log.
   */
  private noteSkipped<Page extends { skipped?: number }>(
    list: string,
    response: ApiResponse,
    page: Page,
  ): Page {
    if ((page.skipped ?? 0) > 0 && this.logger?.isLevelEnabled('debug')) {
      this.logger.debug(
        { list, skipped: page.skipped, requestId: response.requestId },
        'hosting api list entries skipped as unreadable',
      );
    }
    return page;
  }

  private send(request: ApiRequest, options: CallOptions): Promise<ApiResponse> {
    const {
      signal,
      priority = 'interactive',
      timeoutMs = this.timeoutMs,
    } = validated(callOptionsSchema, options, 'options');
    return this.http.send(request, { signal, priority, timeoutMs });
  }
}
