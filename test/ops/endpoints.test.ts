import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApp, StartAborted } from '../../src/app.js';
import { routeTemplate } from '../../src/ops/metrics.js';
import { botToken, opsGuildId, startHarness, type Harness } from '../e2e/harness.js';
import { logLines } from '../support/log-lines.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ env: { HTTP_PORT: '0' } });
});

afterAll(async () => {
  await harness.close();
});

function opsUrl(path: string): string {
  const port = harness.app.opsServer?.port;
  if (port === undefined) throw new Error('HTTP_PORT did not start the ops server');
  return `http://127.0.0.1:${port}${path}`;
}

/** The value of one sample line of the Prometheus text, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('SHARD_COUNT and SHARD_IDS', () => {
  it('connect only the chosen shards', async () => {
    const before = harness.emulator.identifies.length;
    const app = await startApp(
      {
        DISCORD_TOKEN: botToken,
        OPS_GUILD_ID: opsGuildId,
        HOSTING_API_URL: 'sandbox',
        DATABASE_URL: 'memory://',
        DISCORD_API_URL: harness.emulator.apiUrl,
        SHARD_COUNT: '3',
        SHARD_IDS: '2',
        LOG_LEVEL: 'silent',
      },
      { logDestination: logLines().destination },
    );
    try {
      expect(harness.emulator.identifies.slice(before).map(({ shard }) => shard)).toEqual([[2, 3]]);
    } finally {
      await app.stop();
    }
  });
});

describe('HTTP_PORT', () => {
  it('answers /healthz and, with the gateway ready and the store open, /readyz 200', async () => {
    expect((await fetch(opsUrl('/healthz'))).status).toBe(200);
    const ready = await fetch(opsUrl('/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      ready: true,
      gateway: true,
      store: true,
      poller: true,
      lease: 'held',
      apiFeaturesMissing: [],
    });
  });

  it('counts a command, its hosting API calls by templated route, and exposes process metrics', async () => {
    const before = await (await fetch(opsUrl('/metrics'))).text();
    await harness.command({ name: 'server', subcommand: 'list' }).waitForReply();
    const response = await fetch(opsUrl('/metrics'));
    expect(response.headers.get('content-type')).toContain('text/plain');
    const after = await response.text();
    const listed = 'bot_interactions_total{command="server list",kind="command",outcome="ok"}';
    expect(sample(after, listed)).toBe(sample(before, listed) + 1);
    expect(
      sample(after, 'bot_interaction_duration_seconds_count{command="server list",kind="command"}'),
    ).toBe(
      sample(before, 'bot_interaction_duration_seconds_count{command="server list",kind="command"}') + 1,
    );
    const apiCalls = 'hosting_api_requests_total{method="GET",route="/servers",status="200"}';
    expect(sample(after, apiCalls)).toBeGreaterThan(sample(before, apiCalls));
    expect(after).toContain('hosting_api_governor_queue_depth{priority="interactive"} 0');
    expect(after).toMatch(/^bot_lease_holder\{instance="[^"]+:\d+:[0-9a-f]{8}"\} 1$/m);
    expect(after).toContain('bot_delivery_given_up_total{reason="max_age"} 0');
    expect(after).toContain('process_resident_memory_bytes');
    expect(after).toContain('nodejs_eventloop_lag_seconds');
    expect(after).not.toContain(harness.apiKey);
  });

  it('counts a command whose handler failed as an error, and its 404 under the templated route', async () => {
    const failed = 'bot_interactions_total{command="server info",kind="command",outcome="error"}';
    const notFound = 'hosting_api_requests_total{method="GET",route="/servers/:id",status="404"}';
    const before = await (await fetch(opsUrl('/metrics'))).text();
    await harness
      .command({ name: 'server', subcommand: 'info', options: { server: 'srv_missing' } })
      .waitForReply();
    const after = await (await fetch(opsUrl('/metrics'))).text();
    expect(sample(after, failed)).toBe(sample(before, failed) + 1);
    expect(sample(after, notFound)).toBeGreaterThan(sample(before, notFound));
    expect(after).not.toContain('srv_missing');
  });

  it('names API routes by template, never by server id', () => {
    expect(routeTemplate('/servers')).toBe('/servers');
    expect(routeTemplate('/servers/srv_8f3a/mods')).toBe('/servers/:id/mods');
    expect(routeTemplate('/servers/..%2F..%2Fetc/activity?cursor=abc')).toBe('/servers/:id/activity');
  });

  it('answers /readyz 503 while the gateway is not ready yet', async () => {
    // A Discord that takes the connection and never answers keeps the start before READY.
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const silentPort = (silent.address() as { port: number }).port;
    const opsPort = await freePort();
    const cancel = new AbortController();
    const starting = startApp(
      {
        DISCORD_TOKEN: 'readyz-test-token',
        OPS_GUILD_ID: '300000000000000001',
        HOSTING_API_URL: 'sandbox',
        DATABASE_URL: 'memory://',
        DISCORD_API_URL: `http://127.0.0.1:${silentPort}/api`,
        HTTP_PORT: String(opsPort),
        LOG_LEVEL: 'silent',
      },
      { signal: cancel.signal, logDestination: logLines().destination },
    );
    try {
      const state = await pollUntilAnswered(`http://127.0.0.1:${opsPort}/readyz`);
      expect(state.status).toBe(503);
      expect(state.body).toMatchObject({ ready: false, gateway: false });
    } finally {
      cancel.abort();
      await expect(starting).rejects.toBeInstanceOf(StartAborted);
      silent.close();
    }
    // The cancelled start closed what it had opened, the ops server included.
    await expect(fetch(`http://127.0.0.1:${opsPort}/healthz`)).rejects.toThrow();
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/** Asks until the server answers with a store verdict (the store opens a moment after the port). */
async function pollUntilAnswered(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return vi.waitFor(
    async () => {
      const answer = await fetch(url).then(
        async (response) => ({
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        }),
        () => undefined,
      );
      if (answer?.body.store !== true) throw new Error(`${url} never answered with the store open`);
      return answer;
    },
    { timeout: 5_000, interval: 50 },
  );
}

describe('store errors', () => {
  it('are counted, each failed read or write', async () => {
    const failures = 'bot_store_errors_total';
    const before = sample(await (await fetch(opsUrl('/metrics'))).text(), failures);
    // A store that went away under the bot: every read now fails.
    await harness.app.store.close();
    await harness.command({ name: 'alerts', subcommand: 'list' }).waitForReply();
    const after = sample(await (await fetch(opsUrl('/metrics'))).text(), failures);
    expect(after).toBeGreaterThan(before);
    const ready = await fetch(opsUrl('/readyz'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, gateway: true, store: false });
  });
});
