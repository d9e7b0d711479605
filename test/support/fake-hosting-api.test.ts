import { describe, expect, it } from 'vitest';
import type { Server } from '../../src/api/index.js';
import { FakeHostingApi } from './fake-hosting-api.js';

/** What the list answered before it kept servers per status: the whole fleet filtered, in the order added. */
function filteredFleet(api: FakeHostingApi, status: string | undefined): Server[] {
  return [...api.servers.values()]
    .map(({ server }) => server)
    .filter((server) => status === undefined || server.status.toUpperCase() === status.toUpperCase());
}

async function everyPage(api: FakeHostingApi, status: string | undefined): Promise<Server[]> {
  const listed: Server[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.listServers({ status, page, limit: 7 });
    listed.push(...answer.servers);
    expect(answer.pagination?.total).toBe(filteredFleet(api, status).length);
    if (!answer.pagination?.hasNext) return listed;
  }
}

describe('the fake hosting API', () => {
  it('lists each status as filtering the whole fleet would, through adds, changes and removals', async () => {
    const api = new FakeHostingApi({ now: 0 }, undefined);
    api.rateLimit = undefined;
    const statuses = ['RUNNING', 'OFFLINE', 'stopped', 'STOPPED', 'FAILED'];
    // A fixed pseudo-random walk, so a failure replays.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % below;
    };
    for (let step = 0; step < 600; step += 1) {
      const id = `srv${next(80)}`;
      const action = next(10);
      if (action < 4) api.add(id, statuses[next(statuses.length)]);
      else if (action < 8) api.setStatus(id, statuses[next(statuses.length)]!);
      else if (action < 9) api.remove(id);
      else {
        const entry = api.servers.get(id);
        if (entry) entry.server = { ...entry.server, status: statuses[next(statuses.length)]! };
      }
      if (step % 50 !== 49) continue;
      for (const status of [undefined, 'running', 'STOPPED', 'failed', 'UNKNOWN'])
        expect(await everyPage(api, status)).toEqual(filteredFleet(api, status));
    }
    expect(api.servers.size).toBeGreaterThan(20);
  });

  it('refuses a change made in place, which the lists per status would not follow', () => {
    const api = new FakeHostingApi({ now: 0 });
    const entry = api.add('srv1');
    expect(() => Object.assign(entry.server, { status: 'OFFLINE' })).toThrow(TypeError);
  });
});
