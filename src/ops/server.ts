import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LeaseState, Metrics } from './metrics.js';

export type ReadinessProbes = {
  /** Whether the Discord gateway is connected and ready. */
  gatewayReady(): boolean;
  /** Resolves when the store answers; rejects when it does not. */
  storeReachable(): Promise<void>;
  leaseState(): LeaseState;
};

export type OpsServer = {
  /** The port actually bound (HTTP_PORT=0 picks a free one). */
  port: number;
  close(): Promise<void>;
};

/** A store that does not answer within this is as good as unreachable for a readiness probe. */
const storeProbeTimeoutMs = 2_000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function readiness(probes: ReadinessProbes) {
  const gateway = probes.gatewayReady();
  const store = await withTimeout(probes.storeReachable(), storeProbeTimeoutMs).then(
    () => true,
    () => false,
  );
  return { ready: gateway && store, gateway, store, lease: probes.leaseState() };
}

/**
 * `/healthz` (the process answers), `/readyz` (gateway ready and store reachable) and `/metrics`
 * (Prometheus text). Bound to every interface: probes and scrapers come from outside the host.
 */
export async function startOpsServer(
  port: number,
  metrics: Metrics,
  probes: ReadinessProbes,
): Promise<OpsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const reply = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const json = (status: number, body: unknown) => reply(status, 'application/json', JSON.stringify(body));
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return json(405, { error: 'method not allowed' });
    if (path === '/healthz') return json(200, { status: 'ok' });
    if (path === '/readyz') {
      void readiness(probes).then((state) => json(state.ready ? 200 : 503, state));
      return;
    }
    if (path === '/metrics') {
      void metrics.text().then(
        (text) => reply(200, metrics.contentType, text),
        () => json(500, { error: 'metrics could not be collected' }),
      );
      return;
    }
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
