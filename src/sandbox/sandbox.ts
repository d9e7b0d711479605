import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Catalogue } from './catalogue.js';
import { FaultQueue } from './faults.js';
import { GameResponders } from './games/responders.js';
import { IdempotencyCache } from './idempotency.js';
import { RateLimiter } from './rate-limit.js';
import { toServer } from './records.js';
import { UsageSimulation } from './resources.js';
import { createRouter } from './routes.js';
import { defaultRamLimitGb } from './rules.js';
import { seedReseller } from './seed.js';
import { basePath, createRequestListener, type LiveSettings } from './server.js';
import { dialectOf } from './dialects.js';
import { defaultShapes } from './shapes.js';
import { SandboxState } from './state.js';
import { Timers } from './timers.js';
import type { RecordedRequest, Sandbox, SandboxOptions } from './types.js';

const host = '127.0.0.1';
const defaultResellers: NonNullable<SandboxOptions['resellers']> = [
  { apiKey: 'rsk_sandbox_alpha' },
  { apiKey: 'rsk_sandbox_beta' },
];

/** Starts the simulator on loopback and resolves once it accepts connections. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  // Read through Date each time, so tests that fake the clock move the sandbox's clock too.
  const now = () => Date.now();
  const timers = new Timers();
  const catalogue = new Catalogue(now);
  const games = new GameResponders({ seed: options.gameSeed ?? 1, now });
  const resellers = (options.resellers ?? defaultResellers).map((reseller) => ({
    apiKey: reseller.apiKey,
    ramLimitGb: reseller.ramLimitGb ?? defaultRamLimitGb,
  }));
  const state = new SandboxState(resellers, {
    provisioningMs: options.provisioningMs ?? 5000,
    capacity: options.capacity ?? 1000,
    timers,
    now,
    catalogue,
    games,
  });
  const usage = new UsageSimulation(now(), (id) => state.find(id));
  if (options.seed ?? true)
    for (const reseller of resellers) seedReseller(state, usage, reseller.apiKey, now());

  const settings: LiveSettings = {
    shapes: { ...defaultShapes, ...options.shapes },
    latencyMs: options.latencyMs ?? 0,
    dialect: dialectOf(options.dialect ?? 'classic'),
  };
  const faults = new FaultQueue();
  const rateLimiter = new RateLimiter(options.rateLimit ?? { limit: 600, windowMs: 60_000 }, now);
  const idempotency = new IdempotencyCache(now);
  const requests: RecordedRequest[] = [];
  const route = createRouter(state, usage, () => settings, now, catalogue);
  const server = createServer(
    createRequestListener({
      state,
      route,
      faults,
      rateLimiter,
      idempotency,
      timers,
      settings,
      requests,
      now,
    }),
  );
  const port = await listen(server, options.port ?? 0).catch(async (error: unknown) => {
    await games.close();
    throw error;
  });
  await games.ready();

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}${basePath}`,
    apiKeys: resellers.map((reseller) => reseller.apiKey),
    requests,
    inject: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    setShapes: (shapes) => {
      settings.shapes = { ...settings.shapes, ...shapes };
    },
    get dialect() {
      return settings.dialect.name;
    },
    setDialect: (name) => {
      settings.dialect = dialectOf(name);
    },
    setRateLimit: (rateLimit) => rateLimiter.configure(rateLimit),
    setLatency: (ms) => {
      settings.latencyMs = ms;
    },
    executions: (idempotencyKey) => idempotency.executions(idempotencyKey),
    addServer: (apiKey, server) => toServer(state.add(apiKey, server)),
    setStatus: (id, status) => state.setStatus(id, status),
    completeProvisioning: (id, outcome) => state.completeProvisioning(id, outcome),
    removeServer: (id) => state.remove(id),
    addActivity: (id, entry) => state.addActivity(id, entry),
    server: (id) => {
      const record = state.find(id);
      return record === undefined ? undefined : toServer(record);
    },
    setUsageProfile: (id, profile) => usage.setProfile(id, profile),
    setUsage: (id, figures) => usage.setUsage(id, figures),
    publishModFile: (provider, modId, release) => {
      catalogue.publish(provider, modId, release);
    },
    editCatalogueEntry: (provider, modId, changes) => catalogue.edit(provider, modId, changes),
    game: (id) => games.control(id),
    gamesReady: () => games.ready(),
    close: () => {
      closing ??= Promise.all([stop(server, timers), games.close()]).then(() => undefined);
      return closing;
    },
  };
}

function listen(server: HttpServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function stop(server: HttpServer, timers: Timers): Promise<void> {
  timers.clear();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}
