import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HostingApi, RateLimitGovernor, type HostingApiOptions } from '../../src/api/index.js';

type StubRequest = {
  method: string;
  /** After /api/v1, without the query. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
};

export type StubReply = {
  status?: number;
  headers?: Record<string, string>;
  /** A string goes out as is; anything else as JSON. */
  body?: unknown;
  delayMs?: number;
  /** Destroy the socket instead of answering. */
  reset?: boolean;
};

export type StubHandler = (request: StubRequest) => StubReply | Promise<StubReply>;

export type StubServer = { url: string; requests: StubRequest[]; close: () => Promise<void> };

/** A tiny loopback HTTP server that records every request and answers with the handler's reply. */
export async function startStub(handler: StubHandler): Promise<StubServer> {
  const requests: StubRequest[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    const url = new URL(request.url ?? '/', 'http://stub.invalid');
    const recorded: StubRequest = {
      method: request.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const reply = await handler(recorded);
    // Time must pass: a slow peer, which the client's own timeouts and deadlines are tested against.
    if (reply.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.reset) {
      request.socket.destroy();
      return;
    }
    if (response.destroyed) return;
    response.statusCode = reply.status ?? 200;
    for (const [name, value] of Object.entries(reply.headers ?? {})) response.setHeader(name, value);
    if (reply.body === undefined) response.end();
    else if (typeof reply.body === 'string') response.end(reply.body);
    else {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(reply.body));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Answers the replies in order, repeating the last one. */
export function sequence(...replies: StubReply[]): StubHandler {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)] ?? {};
}

export const testApiKey = 'rsk_test_0123456789abcdef';

/** A client with its own governor and millisecond backoffs, so tests neither share state nor wait. */
export function fastApi(url: string, options: Partial<HostingApiOptions> = {}): HostingApi {
  return new HostingApi({
    baseUrl: url,
    apiKey: testApiKey,
    governor: new RateLimitGovernor({ backoff: { baseMs: 5, capMs: 20 } }),
    retryBackoff: { baseMs: 1, capMs: 5 },
    timeoutMs: 2_000,
    ...options,
  });
}
