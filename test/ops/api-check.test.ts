import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type DialectName, type Sandbox } from '../../src/sandbox/index.js';
import { npmScriptArguments } from '../support/npm-scripts.js';

/** `npm run api:check` as npm runs it, against a hosting API of the test's choosing. */
function apiCheck(env: NodeJS.ProcessEnv, args: string[] = []) {
  const child = spawn(process.execPath, [...npmScriptArguments('api:check'), ...args], {
    env: { PATH: process.env.PATH, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += String(chunk);
  });
  return new Promise<{ code: number | null; output: string }>((done) =>
    child.on('exit', (code) => done({ code, output })),
  );
}

const sandboxes: Sandbox[] = [];
async function sandboxIn(dialect: DialectName): Promise<Sandbox> {
  const sandbox = await startSandbox({ dialect });
  sandboxes.push(sandbox);
  return sandbox;
}

/** A loopback port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const against = (sandbox: Sandbox, apiKey = sandbox.apiKeys[0]!) => ({
  HOSTING_API_URL: sandbox.url,
  HOSTING_API_KEY: apiKey,
});

let snake: Sandbox;
let legacy: Sandbox;
let lacking: Sandbox;
let runs: Record<string, { code: number | null; output: string }>;

beforeAll(async () => {
  [snake, legacy, lacking] = await Promise.all([sandboxIn('snake'), sandboxIn('legacy'), sandboxIn('panel')]);
  // An API whose usage answer is no object: the usage feature cannot work.
  lacking.inject({ method: 'GET', path: /\/resources$/, status: 200, body: '{"data":"n/a"}', times: 50 });
  const port = await closedPort();
  // The processes run side by side: each takes a second or two of start-up.
  const [snakeText, legacyJson, lackingText, closed, refused] = await Promise.all([
    apiCheck(against(snake)),
    apiCheck(against(legacy), ['--json']),
    apiCheck(against(lacking)),
    apiCheck({ HOSTING_API_URL: `http://127.0.0.1:${port}/api/v1`, HOSTING_API_KEY: 'rsk_nobody' }),
    apiCheck(against(snake, 'rsk_not_a_reseller')),
  ]);
  runs = { snakeText, legacyJson, lackingText, closed, refused } as typeof runs;
}, 60_000);

afterAll(async () => {
  await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
});

describe('npm run api:check', () => {
  it('exits 0 against the sandbox in the snake dialect, naming what it recognised there', () => {
    const { code, output } = runs.snakeText!;
    expect(code, output).toBe(0);
    expect(output).toContain('list envelope: {servers}');
    expect(output).toContain('entry time: occurred_at (epoch seconds)');
    expect(output).toContain('memoryBytes: memory_mib (mib)');
    expect(output).toContain('cpuPercent: cpu_fraction (fraction)');
    expect(output).toMatch(/running: running \(running\)/);
    expect(output).toContain('Every feature can work with this API.');
    expect(output).not.toContain(snake.apiKeys[0]);
  });

  it('exits 0 against the legacy dialect and says it in JSON with --json', () => {
    const { code, output } = runs.legacyJson!;
    expect(code, output).toBe(0);
    const report = JSON.parse(output) as {
      outcome: string;
      statuses: { status: string; running: boolean }[];
      features: { feature: string; state: string }[];
      endpoints: { endpoint: string; aspects: { aspect: string; found: string[] }[] }[];
    };
    expect(report.outcome).toBe('ok');
    expect(report.statuses).toContainEqual(expect.objectContaining({ status: 'Started', running: true }));
    expect(report.features.every((feature) => feature.state !== 'cannot')).toBe(true);
    const list = report.endpoints.find((endpoint) => endpoint.endpoint === 'servers.list');
    expect(list?.aspects).toContainEqual(
      expect.objectContaining({ aspect: 'list envelope', found: ['{data}'] }),
    );
  });

  it('exits 1 when a feature cannot work, naming it and why', () => {
    const { code, output } = runs.lackingText!;
    expect(code, output).toBe(1);
    expect(output).toMatch(/CANNOT +usage: .*resource usage that is not an object/);
    expect(output).toContain('Cannot work with this API: usage.');
  });

  it('exits 2 with one sentence when the API cannot be reached, and when it refuses the key', () => {
    expect(runs.closed!.code, runs.closed!.output).toBe(2);
    expect(runs.closed!.output.trim().split('\n')).toHaveLength(1);
    expect(runs.closed!.output).toMatch(/could not be reached \(NETWORK_ERROR\)/);
    expect(runs.refused!.code, runs.refused!.output).toBe(2);
    expect(runs.refused!.output).toMatch(/refused the API key \(HTTP 401 AUTH_REQUIRED\)/);
    expect(runs.refused!.output).not.toContain('rsk_not_a_reseller');
  });

  it('sends GETs only, a few dozen at most, within the rate limit', () => {
    for (const sandbox of [snake, legacy, lacking]) {
      const methods = new Set(sandbox.requests.map((request) => request.method));
      expect([...methods]).toEqual(['GET']);
      expect(sandbox.requests.length).toBeLessThanOrEqual(36);
      expect(sandbox.requests.some((request) => request.status === 429)).toBe(false);
    }
  });
});
