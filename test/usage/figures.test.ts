import { describe, expect, it } from 'vitest';
import { normalizeResourceUsage } from '../../src/api/resources.js';
import { type ServerSize, usageFigures } from '../../src/usage/figures.js';

const gib = 2 ** 30;
const at = Date.UTC(2026, 0, 1);

function figuresOf(data: Record<string, unknown>, server?: ServerSize) {
  const usage = normalizeResourceUsage(data);
  if (usage === undefined) throw new Error('not an object');
  return usageFigures(usage, at, server);
}

describe('usageFigures', () => {
  it('reads the classic shape against the limits it carries and the server CPU limit', () => {
    const figures = figuresOf(
      {
        state: 'running',
        cpu: { percent: 140 },
        memory: { usedBytes: 4 * gib, limitBytes: 8 * gib },
        disk: { usedBytes: 20 * gib, limitBytes: 80 * gib },
      },
      { limits: { cpuPercent: 400, memoryGb: 8, diskGb: 80 } },
    );
    expect(figures).toEqual({ cpuPercent: 35, ramPercent: 50, diskPercent: 25, sampledAt: at });
  });

  it('reads the alternate shape, taking the disk limit from the server record', () => {
    const figures = figuresOf(
      { cpu_absolute: 45.5, memory_bytes: 3 * gib, memory_limit_bytes: 4 * gib, disk_bytes: 36 * gib },
      { ramGb: 4, diskGb: 40 },
    );
    expect(figures).toEqual({ cpuPercent: 45.5, ramPercent: 75, diskPercent: 90, sampledAt: at });
  });

  it('reads percentages, MB and GB as given', () => {
    expect(figuresOf({ cpu: '12%', memory: { percent: 40 }, disk: { used_percent: '91.25%' } })).toEqual({
      cpuPercent: 12,
      ramPercent: 40,
      diskPercent: 91.3,
      sampledAt: at,
    });
    expect(
      figuresOf({ ramMb: 512, ramLimitMb: 2048, diskGb: 1.5, diskLimitGb: '6 GB' }, { ramGb: 99 }),
    ).toEqual({ ramPercent: 25, diskPercent: 25, sampledAt: at });
  });

  it('leaves out what it cannot interpret', () => {
    // Absolute memory with no limit anywhere; CPU above 100 without a CPU limit; a negative disk.
    expect(figuresOf({ memory_bytes: 3 * gib, cpu: 250, disk: { used: -1, limit: 10 } })).toEqual({
      sampledAt: at,
    });
    expect(figuresOf({ memory: { usedBytes: 1, limitBytes: 0 }, cpu: 'busy' }, { ramGb: 0 })).toEqual({
      sampledAt: at,
    });
    expect(figuresOf({ players: { online: 3 } })).toEqual({ sampledAt: at });
  });

  it('prefers the limits in the response over the server record', () => {
    const figures = figuresOf(
      { memory: { used: '1 GB', limit: '2 GB' } },
      { ramGb: 8, limits: { memoryGb: 8 } },
    );
    expect(figures.ramPercent).toBe(50);
  });
});
