import { afterEach, describe, expect, it } from 'vitest';
import { HostingApi, RateLimitGovernor } from '../../src/api/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';

let sandbox: Sandbox | undefined;
const clients: HostingApi[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
  await sandbox?.close();
});

/** Two instances on one key, each with its own governor, told (or not) that they share it. */
async function twoInstances(instanceCount: number) {
  sandbox = await startSandbox({
    rateLimit: { limit: 10, windowMs: 1_000 },
    shapes: { resetHeader: 'epoch-ms' },
  });
  const key = sandbox.apiKeys[0]!;
  const serverId = sandbox.addServer(key, { name: 'target' }).id;
  for (let index = 0; index < 2; index += 1) {
    const governor = new RateLimitGovernor({ backoff: { baseMs: 5, capMs: 20 } });
    governor.setInstanceCount(instanceCount);
    clients.push(
      new HostingApi({ baseUrl: sandbox.url, apiKey: key, governor, retryBackoff: { baseMs: 1, capMs: 5 } }),
    );
  }
  return serverId;
}

/** A burst of 1.5 windows' worth of calls from each instance, both at once, after a first reading each. */
async function burst(serverId: string) {
  await Promise.all(clients.map((client) => client.getServer(serverId)));
  const outcomes = await Promise.allSettled(
    clients.flatMap((client) => Array.from({ length: 15 }, () => client.getServer(serverId))),
  );
  return {
    failed: outcomes.filter((outcome) => outcome.status === 'rejected').length,
    responses429: sandbox!.requests.filter((request) => request.status === 429).length,
  };
}

describe('two instances sharing one API key', () => {
  it('surface no 429 to a member, and the split keeps them (nearly) inside the limit where alone they overrun it', async () => {
    const split = await burst(await twoInstances(2));
    for (const client of clients.splice(0)) await client.close();
    await sandbox?.close();
    const alone = await burst(await twoInstances(1));
    expect(split.failed).toBe(0);
    expect(alone.failed).toBe(0);
    // Readings that cross in flight at a window's edge may let one or two through; without the split,
    // each instance spends the whole window and half the calls of every window meet a 429.
    expect(alone.responses429).toBeGreaterThan(10);
    expect(split.responses429).toBeLessThan(alone.responses429 / 4);
  });
});
