import { describe, expect, it } from 'vitest';
import { availabilityField } from '../../src/render/availability.js';
import { availabilityOver, dayMs, readStatus, type ServerStatus } from '../../src/status/availability.js';
import { english } from '../../src/i18n/index.js';

const minute = 60_000;

/** Reads the statuses in turn, one a minute, and answers the changes they made and the last state. */
function readAll(statuses: readonly string[], start = 0) {
  let state: ServerStatus | undefined;
  const changes = statuses.flatMap((status, index) => {
    const { next, change } = readStatus(state, status, start + index * minute);
    state = next;
    return change ? [change] : [];
  });
  return { changes, state: state! };
}

describe('status reads', () => {
  it('makes one down and one back of a running server that stops and runs again, with the downtime', () => {
    const { changes, state } = readAll(['RUNNING', 'OFFLINE', 'stopped', 'OFFLINE', 'Online']);
    expect(changes).toEqual([
      { event: 'down', since: minute, status: 'OFFLINE' },
      { event: 'back', downSince: minute, backAt: 4 * minute, status: 'Online' },
    ]);
    expect(state.outages).toEqual([{ from: minute, to: 4 * minute }]);
    expect(state.down).toBeUndefined();
  });

  it('takes any status not running nor provisioning as down, unknown names as given', () => {
    expect(readAll(['RUNNING', 'HIBERNATING']).changes).toEqual([
      { event: 'down', since: minute, status: 'HIBERNATING' },
    ]);
    expect(readAll(['RUNNING', 'SUSPENDED']).changes).toHaveLength(1);
    expect(readAll(['RUNNING', 'REINSTALLING', 'RUNNING']).changes).toEqual([]);
  });

  it('announces nothing for a server down when first read or failing while set up, but counts the outage', () => {
    const first = readAll(['OFFLINE', 'RUNNING']);
    expect(first.changes).toEqual([]);
    expect(first.state.outages).toEqual([{ from: 0, to: minute }]);
    expect(readAll(['PROVISIONING', 'INSTALL_FAILED', 'RUNNING']).changes).toEqual([]);
  });

  it('keeps an outage going through a reinstall, ending it when the server runs', () => {
    const { changes } = readAll(['RUNNING', 'CRASHED', 'INSTALLING', 'RUNNING']);
    expect(changes.map((change) => change.event)).toEqual(['down', 'back']);
  });
});

describe('availability', () => {
  const now = 10 * dayMs;
  const status: ServerStatus = {
    watchedSince: 0,
    last: 'RUNNING',
    outages: [
      { from: now - 3 * dayMs, to: now - 3 * dayMs + 30 * minute },
      { from: now - 2 * 3_600_000, to: now - 2 * 3_600_000 + 11 * minute },
    ],
    down: { since: now - 30 * minute, status: 'OFFLINE', announced: true },
  };

  it('counts the outages touching the span, the one going on included', () => {
    expect(availabilityOver(status, now, dayMs)).toEqual({
      spanMs: dayMs,
      upShare: 1 - (41 * minute) / dayMs,
      outages: 2,
      downMs: 41 * minute,
    });
  });

  it('reads "97.1% · 2 outages, 41 min" over 24 h and the week beside it', () => {
    const [field] = availabilityField(status, now, english) ?? [];
    expect(field?.value).toBe('24 h: 97.1% · 2 outages, 41 min\n7 d: 99.2% · 3 outages, 1 h 11 min');
  });

  it('says how long it was watched when that is shorter than the span, and how to start watching', () => {
    const young: ServerStatus = { watchedSince: now - 3_600_000, last: 'RUNNING', outages: [] };
    // Only the span watched, said once: no 7-day line that repeats the day's.
    expect(availabilityField(young, now, english)?.[0]?.value).toBe(
      'Watched for 1 h so far: 100% · no outage',
    );
    const threeDays: ServerStatus = { watchedSince: now - 3 * dayMs, last: 'RUNNING', outages: [] };
    expect(availabilityField(threeDays, now, english)?.[0]?.value).toBe(
      '24 h: 100% · no outage\nSince watching began 3 d ago: 100% · no outage',
    );
    expect(availabilityField(undefined, now, english)?.[0]?.value).toContain(
      '/alerts subscribe events:status',
    );
  });
});
