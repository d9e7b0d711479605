import { describe, expect, it } from 'vitest';
import { LookupBudget } from '../../src/api/tenant-queues.js';

describe("the lookup budget's memory of tenants", () => {
  it('remembers the buckets of the 10,000 tenants refilled last, and forgets older ones', () => {
    // One token each and practically no refill: a tenant remembered after spending it is refused.
    const budget = new LookupBudget(1, 0.000_001);
    for (let index = 0; index < 30_000; index += 1) expect(budget.take(`t${index}`, 0)).toBe(0);
    expect(budget.take('t29999', 0)).toBeGreaterThan(0);
    expect(budget.take('t20000', 0)).toBeGreaterThan(0);
    // Beyond the 10,000 most recent, a bucket is forgotten: full again.
    expect(budget.take('t19999', 0)).toBe(0);
    expect(budget.take('t0', 0)).toBe(0);
  });
});
