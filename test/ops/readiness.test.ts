import { describe, expect, it } from 'vitest';
import { Metrics } from '../../src/ops/metrics.js';
import { startOpsServer } from '../../src/ops/server.js';

describe('/readyz', () => {
  it('answers 503 with the reason while the poller cannot read its state', async () => {
    let pollerFailure: string | undefined =
      'the poller could not read its state: the sqlite store could not read: connection lost';
    const server = await startOpsServer(0, new Metrics(), {
      gatewayReady: () => true,
      storeHealth: () => ({ healthy: true }),
      leaseState: () => 'held',
      pollerFailure: () => pollerFailure,
      apiFeaturesMissing: () => [],
    });
    try {
      const url = `http://127.0.0.1:${server.port}/readyz`;
      const failing = await fetch(url);
      expect(failing.status).toBe(503);
      expect(await failing.json()).toMatchObject({ ready: false, poller: false, pollerFailure });
      pollerFailure = undefined;
      const recovered = await fetch(url);
      expect(recovered.status).toBe(200);
      expect(await recovered.json()).toMatchObject({ ready: true, poller: true });
    } finally {
      await server.close();
    }
  });

  it('names a feature the API check found cannot work, and stays ready for the rest', async () => {
    const missing = ['usage: neither CPU, memory nor disk figures were recognised'];
    const server = await startOpsServer(0, new Metrics(), {
      gatewayReady: () => true,
      storeHealth: () => ({ healthy: true }),
      leaseState: () => 'held',
      pollerFailure: () => undefined,
      apiFeaturesMissing: () => missing,
    });
    try {
      const answer = await fetch(`http://127.0.0.1:${server.port}/readyz`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ ready: true, apiFeaturesMissing: missing });
    } finally {
      await server.close();
    }
  });
});
