import { describe, expect, it } from 'vitest';
import { ProvisioningTimes } from '../../src/poller/provisioning-times.js';

describe('ProvisioningTimes', () => {
  it('expects nothing until three outcomes were seen, then a little before the quickest recent one', () => {
    const times = new ProvisioningTimes();
    times.record(90_000);
    times.record(60_000);
    expect(times.earliestDoneMs()).toBe(0);
    times.record(120_000);
    expect(times.earliestDoneMs()).toBe(48_000);
  });

  it('follows a change: the quickest time ages out after twenty newer outcomes', () => {
    const times = new ProvisioningTimes();
    times.record(10_000);
    for (let index = 0; index < 19; index += 1) times.record(100_000);
    expect(times.earliestDoneMs()).toBe(8_000);
    times.record(100_000);
    expect(times.earliestDoneMs()).toBe(80_000);
  });
});
