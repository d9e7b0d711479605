import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { call, seededId, type Envelope } from './helpers.js';

type ClassicUsage = {
  cpu: { percent: number };
  memory: { usedBytes: number; limitBytes: number };
  disk: { usedBytes: number; limitBytes: number };
};

const minuteMs = 60_000;
let sandbox: Sandbox;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 0, 1));
  sandbox = await startSandbox();
});

afterEach(async () => {
  vi.useRealTimers();
  await sandbox.close();
});

async function usageOf(id: string) {
  const usage = (await call<Envelope<ClassicUsage>>(sandbox, 'GET', `/servers/${id}/resources`)).body.data;
  return {
    cpuPercent: usage.cpu.percent,
    memoryShare: usage.memory.usedBytes / usage.memory.limitBytes,
    diskShare: usage.disk.usedBytes / usage.disk.limitBytes,
  };
}

/** Samples every minute for `minutes`, moving the sandbox's clock. */
async function minuteSamples(id: string, minutes: number) {
  const samples = [];
  for (let minute = 0; minute <= minutes; minute += 1) {
    samples.push(await usageOf(id));
    vi.setSystemTime(Date.now() + minuteMs);
  }
  return samples;
}

describe('simulated usage profiles', () => {
  it('fills the seeded budget server past 90 % within 10 minutes, then cleans up', async () => {
    const budget = await seededId(sandbox, 'Creative Budget');
    const samples = await minuteSamples(budget, 13);
    expect(samples[0]?.diskShare).toBeCloseTo(0.15, 2);
    const firstOver = samples.findIndex((sample) => sample.diskShare > 0.9);
    expect(firstOver).toBeGreaterThan(5);
    expect(firstOver).toBeLessThanOrEqual(10);
    const shares = samples.map((sample) => sample.diskShare);
    expect(shares.slice(0, 11)).toEqual([...shares.slice(0, 11)].sort((a, b) => a - b));
    expect(samples[13]?.diskShare).toBeLessThan(0.5);
  });

  it('keeps the seeded premium server busy for minutes, then lets its CPU drop', async () => {
    const survival = await seededId(sandbox, 'Survival SMP');
    // Its limit is 400 % (8 GB premium): busy is above 340, quiet below 140.
    const samples = await minuteSamples(survival, 9);
    expect(samples.slice(0, 6).every((sample) => sample.cpuPercent > 340)).toBe(true);
    expect(samples.slice(7).every((sample) => sample.cpuPercent < 140)).toBe(true);
    expect(samples[0]?.diskShare).toBe(23.5 / 80);
  });

  it('assigns profiles by id, and a profile can be changed', async () => {
    const idle = sandbox.addServer(sandbox.apiKeys[0] ?? '', { name: 'Quiet', ramGb: 2, diskUsedGb: 4 });
    sandbox.setUsageProfile(idle.id, 'idle');
    expect((await usageOf(idle.id)).cpuPercent).toBeLessThan(10);
    sandbox.setUsageProfile(idle.id, 'filling');
    vi.setSystemTime(Date.now() + 9.5 * minuteMs);
    expect((await usageOf(idle.id)).diskShare).toBeGreaterThan(0.9);
    expect(() => sandbox.setUsageProfile('srv_none', 'busy')).toThrow();
  });
});

describe('setUsage', () => {
  it('drives a server over a threshold and back, per figure, until unpinned', async () => {
    const budget = await seededId(sandbox, 'Creative Budget');
    sandbox.setUsage(budget, { cpuPercent: 95, diskPercent: 50 });
    // 4 GB budget: a CPU limit of 100 %, so 95 % of it reads 95.
    expect(await usageOf(budget)).toMatchObject({ cpuPercent: 95, diskShare: 0.5 });
    sandbox.setUsage(budget, { memoryPercent: 91 });
    const pinned = await usageOf(budget);
    expect(pinned.cpuPercent).toBe(95);
    expect(pinned.memoryShare).toBeCloseTo(0.91, 5);
    sandbox.setUsage(budget, { cpuPercent: 20 });
    expect((await usageOf(budget)).cpuPercent).toBe(20);
    sandbox.setUsage(budget, undefined);
    expect((await usageOf(budget)).diskShare).toBeCloseTo(0.15, 2);
    expect(() => sandbox.setUsage('srv_none', { cpuPercent: 1 })).toThrow();
  });

  it('keeps the pinned figures in the alternate field set', async () => {
    const survival = await seededId(sandbox, 'Survival SMP');
    sandbox.setUsage(survival, { cpuPercent: 50, diskPercent: 100 });
    sandbox.setShapes({ resourceFields: 'alternate' });
    const usage = (
      await call<Envelope<{ cpu_absolute: number; disk_bytes: number }>>(
        sandbox,
        'GET',
        `/servers/${survival}/resources`,
      )
    ).body.data;
    expect(usage.cpu_absolute).toBe(200);
    expect(usage.disk_bytes).toBe(80 * 1024 ** 3);
  });
});
