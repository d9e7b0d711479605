import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LeaseState, Metrics } from './metrics.js';
import type { StoreHealthState } from './store-health.js';

export type ReadinessProbes = {
  /** Whether the Discord gateway is connected and ready. */
  gatewayReady(): boolean;
  /** Whether the store answers, as the store's health watch last found it: no round trip per probe. */
  storeHealth(): StoreHealthState;
  leaseState(): LeaseState;
  /** Why the poller cannot read its state, if it cannot: alerts are off meanwhile. */
  pollerFailure(): string | undefined;
  /** Features the start-up API check found cannot work, with why: named, but no reason to be unready. */
  apiFeaturesMissing(): string[];
};

export type OpsServer = {
  /** The port actually bound (HTTP_PORT=0 picks a free one). */
  port: number;
  close(): Promise<void>;
};

function readiness(probes: ReadinessProbes) {
  const gateway = probes.gatewayReady();
  const { healthy: store, failure: storeFailure } = probes.storeHealth();
  const pollerFailure = probes.pollerFailure();
  const poller = pollerFailure === undefined;
  return {
    ready: gateway && store && poller,
    gateway,
    store,
    storeFailure,
    poller,
    pollerFailure,
    lease: probes.leaseState(),
    apiFeaturesMissing: probes.apiFeaturesMissing(),
  };
}

/**
 * `/healthz` (the process answers), `/readyz` (gateway ready, store reachable, poller state read) and
 * `/metrics` (Prometheus text). Bound to every interface: probes and scrapers come from outside the host.
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
      const state = readiness(probes);
      return json(state.ready ? 200 : 503, state);
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
