import type { Sandbox, Server } from '../../src/sandbox/index.js';

export const alpha = 'rsk_sandbox_alpha';
export const beta = 'rsk_sandbox_beta';

type Pagination = {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
};
export type ErrorBody = { error: { code: string; message: string; requestId: string } };
export type Envelope<T> = { data: T };
export type Page<T> = { data: T; pagination: Pagination };
export type ServerItem = Omit<Server, 'limits' | 'addons' | 'version' | 'installedMods'>;

export type Reply<T> = { status: number; headers: Headers; text: string; body: T };

export type RequestOptions = {
  /** Default the first reseller's key; null sends no Authorization header. */
  key?: string | null;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
};

/** One call over real HTTP; the body is parsed when it is JSON and typed as the test expects it. */
export async function call<T = ErrorBody>(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Reply<T>> {
  const key = options.key === undefined ? alpha : options.key;
  const headers: Record<string, string> = {
    ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
    ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (isJson ? JSON.parse(text) : undefined) as T,
  };
}

/** The status and error code, the pair every error assertion is about. */
export async function failure(sandbox: Sandbox, method: string, path: string, options?: RequestOptions) {
  const reply = await call<ErrorBody>(sandbox, method, path, options);
  return { status: reply.status, code: reply.body?.error.code };
}

/** The id of the first reseller's seeded server with this name. */
export async function seededId(sandbox: Sandbox, name: string, key = alpha): Promise<string> {
  const reply = await call<Page<ServerItem[]>>(
    sandbox,
    'GET',
    `/servers?search=${encodeURIComponent(name)}`,
    { key },
  );
  const server = reply.body.data.find((item) => item.name === name);
  if (server === undefined) throw new Error(`no seeded server named ${name}`);
  return server.id;
}
