import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostingApi, HostingApiError, RateLimitGovernor } from '../../src/api/index.js';
import { responseByteCaps } from '../../src/api/http.js';
import { describeError } from '../../src/render/errors.js';
import { english } from '../../src/i18n/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';

/**
 * Answers are read up to a cap in bytes (issue 37, item 7): the API's and the mod catalogue's, each its own.
 * The sandbox streams a runaway answer; past the cap the call fails with RESPONSE_TOO_LARGE at once, never
 * waiting for (or keeping) the rest.
 */
const apiKey = 'rsk_cap_test';
let sandbox: Sandbox;
let api: HostingApi;
let serverId: string;

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: false, seed: false, resellers: [{ apiKey }] });
  serverId = sandbox.addServer(apiKey, { name: 'Capped', planTier: 'premium', gameVersion: '1.20.4' }).id;
  api = new HostingApi({
    baseUrl: sandbox.url,
    apiKey,
    governor: new RateLimitGovernor({ backoff: { baseMs: 5, capMs: 20 } }),
    retryBackoff: { baseMs: 1, capMs: 5 },
    timeoutMs: 10_000,
  });
});

afterAll(async () => {
  await api.close();
  await sandbox.close();
});

async function failureOf(call: Promise<unknown>): Promise<HostingApiError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HostingApiError);
  return error as HostingApiError;
}

describe('a response body past its cap', () => {
  it('fails the call with RESPONSE_TOO_LARGE, without reading the rest of a streamed answer', async () => {
    // Far more than the client could read within the test's time if it did not stop at the cap.
    sandbox.inject({ method: 'GET', path: '/servers', status: 200, streamBytes: 4 * 1024 ** 3 });
    const started = performance.now();
    const error = await failureOf(api.listServers());
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(error.code).toBe('RESPONSE_TOO_LARGE');
    expect(error.message).toContain(`larger than ${responseByteCaps.api} bytes`);
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Not retried: the same answer would come again.
    expect(sandbox.requests.filter((request) => request.path === '/servers')).toHaveLength(1);
    const said = describeError(error, 'ops');
    expect(english.say(said.phrase)).toContain('too large to read');
    expect(said.unexpected).toBe(true);
  });

  it('refuses a declared length past the cap before reading it', async () => {
    const body = JSON.stringify({ data: { id: serverId, name: 'x'.repeat(responseByteCaps.api) } });
    sandbox.inject({ method: 'GET', path: `/servers/${serverId}`, status: 200, body });
    expect((await failureOf(api.getServer(serverId))).code).toBe('RESPONSE_TOO_LARGE');
  });

  it('reads an answer just under the cap', async () => {
    sandbox.inject({
      method: 'GET',
      path: '/servers',
      status: 200,
      streamBytes: responseByteCaps.api - 1024,
    });
    expect((await api.listServers()).servers).toEqual([]);
  });

  it('gives the mod catalogue a cap of its own, larger than the API’s', async () => {
    const path = `/servers/${serverId}/mods`;
    sandbox.inject({ method: 'GET', path, status: 200, streamBytes: responseByteCaps.api * 2 });
    expect((await api.searchMods(serverId, { provider: 'curseforge' })).mods).toEqual([]);
    sandbox.inject({ method: 'GET', path, status: 200, streamBytes: responseByteCaps.catalogue + 1 });
    const error = await failureOf(api.searchMods(serverId, { provider: 'curseforge' }));
    expect(error.code).toBe('RESPONSE_TOO_LARGE');
    expect(error.message).toContain(`larger than ${responseByteCaps.catalogue} bytes`);
  });
});
