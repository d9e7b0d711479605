import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness } from './harness.js';
import { absentServerProbes } from './poller-world.js';

/**
 * The start-up API check as an operator meets it, against the sandbox in the panel dialect whose usage
 * answer the bot cannot read: the bot says so once in its log, and `/readyz` names the feature while the bot
 * stays ready for the rest.
 */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { dialect: 'panel' }, env: { LOG_LEVEL: 'info', HTTP_PORT: '0' } });
  // Started again with the check on, once the usage answer is broken: the check runs after the key check.
  await harness.restart({ apiCheck: true }, async () => {
    harness.sandbox.inject({
      method: 'GET',
      path: /\/resources$/,
      status: 200,
      body: '{"data":"n/a"}',
      times: 50,
    });
  });
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

describe('a feature the hosting API cannot serve, found at start', () => {
  it('is logged once as a warning naming it, and /readyz names it while staying ready', async () => {
    const readyz = async () => {
      const answer = await fetch(`http://127.0.0.1:${harness.app.opsServer!.port}/readyz`);
      return { status: answer.status, body: (await answer.json()) as { apiFeaturesMissing?: string[] } };
    };
    // Until the start's API check has answered.
    await vi.waitFor(
      async () => {
        const { status, body } = await readyz();
        expect(status).toBe(200);
        expect(body.apiFeaturesMissing).toEqual([expect.stringMatching(/^usage: .*not an object/)]);
      },
      { timeout: 10_000, interval: 100 },
    );

    // Logged once, by the one check: it asked once for a server that cannot exist, before its warning.
    expect(absentServerProbes(harness)).toBe(1);
    const warnings = harness.logLines.filter((line) =>
      line.includes('hosting API check: some features cannot work'),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Cannot work with this API: usage.');
    expect(warnings[0]).not.toContain(harness.apiKey);
  });
});
