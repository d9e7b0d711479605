import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { FailureLog, StoreError } from '../../src/store/errors.js';
import { logLines } from '../support/log-lines.js';

describe('store failures in the log', () => {
  it('logs the first failure of a burst, then at most one summary every 30 s, then a new burst', () => {
    const { lines, destination } = logLines();
    let now = 0;
    const failures = new FailureLog(createLogger({ level: 'error', secrets: [], destination }), () => now);
    const failure = new StoreError('sqlite', 'write', 'disk I/O error');
    for (; now < 65_000; now += 100) failures.report(failure);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"msg":"the sqlite store could not write: disk I/O error"');
    expect(lines[1]).toContain('(and 299 more failures since the last report)');
    expect(lines[2]).toContain('(and 299 more failures since the last report)');
    now += 30_000;
    failures.report(failure);
    expect(lines).toHaveLength(4);
    // The new burst's first line also counts what the last summary had not reported yet.
    expect(lines[3]).toContain('disk I/O error (and 49 more failures since the last report)');
  });
});
