import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Notice } from '../../src/alerts/index.js';
import type { Pending } from '../../src/delivery/alert-outbox.js';
import { serverSchema } from '../../src/api/model.js';
import { PollStateStore } from '../../src/poller/state.js';
import { maxRememberedServers, TaskContext, type TaskContextParts } from '../../src/poller/tasks/context.js';
import { PlayerSampleGate } from '../../src/poller/tasks/game-watch.js';
import { UsageSampler } from '../../src/poller/tasks/usage-sample.js';
import { ModUpdateCheck } from '../../src/poller/tasks/mod-update-check.js';
import { Audience } from '../../src/poller/audience.js';
import { Scheduler } from '../../src/poller/scheduler.js';
import { openStore } from '../../src/store/index.js';

/** The context's memory of servers needs only the poll states; nothing else is called. */
async function serverMemory(): Promise<TaskContext> {
  const states = new PollStateStore(await openStore('memory://', () => 0));
  return new TaskContext({ states, now: () => 0 } as Pick<
    TaskContextParts,
    'states' | 'now'
  > as TaskContextParts);
}

const server = (index: number) =>
  serverSchema.parse({ id: `s${index}`, name: `Server ${index}`, status: 'RUNNING', ramGb: 4, diskGb: 20 });

describe('the poller keeps no per-server memory past its use', () => {
  it('the player sample gate forgets servers whose last sample no longer holds one back', () => {
    const gate = new PlayerSampleGate(60_000);
    // 10,000 servers sampled a second apart: only those sampled less than a minute before still hold one back.
    for (let index = 0; index < 10_000; index += 1) expect(gate.take(`s${index}`, index * 1_000)).toBe(true);
    const now = 10_000 * 1_000;
    gate.prune(now);
    expect(gate.size).toBe(59);
    // The newest are kept, and still hold their next sample back; the oldest sample again at once.
    expect(gate.take('s9999', now)).toBe(false);
    expect(gate.take('s0', now)).toBe(true);
  });
});

describe('the task context remembers servers within a bound', () => {
  it('keeps at most maxRememberedServers servers, the most recently read', async () => {
    const context = await serverMemory();
    const total = maxRememberedServers + 5_000;
    for (let index = 0; index < total; index += 1) context.remember(server(index));
    const known = [...context.known];
    expect(known.length).toBe(maxRememberedServers);
    expect(known).toContain(`s${total - 1}`);
    expect(known).not.toContain('s0');
    expect(context.serverOf(`s${total - 1}`)?.name).toBe(`Server ${total - 1}`);
    expect(context.sizeOf(`s${total - 1}`)).toMatchObject({ ramGb: 4, diskGb: 20 });
    expect(context.serverOf('s4999')).toBeUndefined();
    expect(context.nameOf('s4999')).toBeUndefined();
  });

  it('forgets a server found gone', async () => {
    const context = await serverMemory();
    for (let index = 0; index < 3; index += 1) context.remember(server(index));
    context.forget('s1');
    expect([...context.known]).toEqual(expect.arrayContaining(['s0', 's2']));
    expect([...context.known]).not.toContain('s1');
    expect(context.serverOf('s1')).toBeUndefined();
    expect(context.nameOf('s1')).toBeUndefined();
  });

  it('walks the known servers as often as asked', async () => {
    const context = await serverMemory();
    context.remember(server(1));
    expect([...context.known]).toEqual(['s1']);
    expect([...context.known]).toEqual(['s1']);
  });
});

describe('the poll states hold the servers with state, and no more', () => {
  const alertFor = (serverId: string): Pending<Notice> => ({
    id: `status:${serverId}:down:1`,
    notice: { kind: 'status-down', status: 'OFFLINE', since: 1 },
    targets: [{ kind: 'channel', channelId: '200000000000000001' }],
  });
  const pagesNamed = (store: Awaited<ReturnType<typeof openStore>>) =>
    store.pollState('servers', z.object({ pages: z.number() }));

  it('forgets each of 2,000 servers removed, and their places in the index are taken again', async () => {
    const store = await openStore('memory://', () => 0);
    const states = new PollStateStore(store);
    const ids = Array.from({ length: 2_000 }, (_, index) => `s${index}`);
    for (const serverId of ids)
      await states.update(serverId, (state) => ({
        ...state,
        outbox: [alertFor(serverId)],
        watch: { since: 0, offList: false },
      }));
    expect(states.serverIdsWithAlerts()).toHaveLength(2_000);
    expect(await pagesNamed(store)).toEqual({ pages: 4 });
    for (const serverId of ids) await states.remove(serverId);
    expect(states.serverIds()).toEqual([]);
    expect(states.serverIdsWithAlerts()).toEqual([]);
    expect(states.watchedServerIds()).toEqual([]);
    expect(ids.filter((serverId) => states.storedAlerts(serverId).length > 0)).toEqual([]);
    // 2,000 other servers fill the pages the removed ones left: the index does not grow with removals.
    for (let index = 0; index < 2_000; index += 1) await states.update(`t${index}`, (state) => state);
    expect(await pagesNamed(store)).toEqual({ pages: 4 });
  });
});

describe('usage sampling follows what is sampled now', () => {
  it('drops the requests and scheduled samples of 10,000 boards once they ask for nothing', async () => {
    const store = await openStore('memory://', () => 0);
    const scheduler = new Scheduler({ baseIntervalMs: 1_000, maxQuietIntervalMs: 8_000 });
    scheduler.declare('usage', { urgency: 1 });
    const context = { scheduler, known: [] } as Pick<TaskContext, 'scheduler' | 'known'> as TaskContext;
    const sampler = new UsageSampler(context, store.usage, store.audit);
    const nobody = new Audience([], {}, 'ops-guild', {}, []);
    const boards = Array.from({ length: 10_000 }, (_, index) => `board:${index}`);
    for (const [index, board] of boards.entries()) sampler.requestSampling(board, [`s${index}`]);
    sampler.sync(nobody, 0);
    expect(scheduler.keys('usage')).toHaveLength(10_000);
    expect(sampler.sources()).toHaveLength(10_000);
    // Every board removed: each withdraws its request, and the next sync drops the samples.
    for (const board of boards) sampler.requestSampling(board, []);
    sampler.sync(nobody, 1);
    expect(sampler.sources()).toEqual([]);
    expect(sampler.watchedServers(nobody).size).toBe(0);
    expect(scheduler.keys('usage')).toEqual([]);
    expect(scheduler.nextDueAt()).toBeUndefined();
  });
});

describe('the mod update check remembers the mods recorded now', () => {
  it('forgets when to look up each of 2,000 mods once no server has it', async () => {
    const store = await openStore('memory://', () => 0);
    const clock = { now: Date.parse('2030-01-01T00:00:00Z') };
    const scheduler = new Scheduler({ baseIntervalMs: 1_000, maxQuietIntervalMs: 8_000 });
    const context = {
      scheduler,
      now: () => clock.now,
      budget: { spacingFor: () => 0 },
      // A lookup due finds nothing newer: nothing is announced, only the check's time stored.
      call: async () => ({ mods: [] }),
    } as unknown as TaskContext;
    const check = new ModUpdateCheck(context, store.installedMods, 6 * 60 * 60_000);
    scheduler.declare('mod-update', check.kinds['mod-update']);
    const servers = Array.from({ length: 2_000 }, (_, index) => `s${index}`);
    for (const [index, serverId] of servers.entries())
      await store.installedMods.record({
        serverId,
        serverName: serverId,
        provider: 'curseforge',
        type: 'mods',
        modId: `m${index}`,
        modName: `Mod ${index}`,
        fileId: 'f1',
        fileName: 'f1.jar',
        releaseType: 'release',
        publishedAt: '2030-01-01T00:00:00.000Z',
        installedBy: '200000000000000001',
        installedAt: 0,
      });
    const nobody = new Audience([], {}, 'ops-guild', {}, []);
    await check.sync(nobody, clock.now);
    await check.run({ key: 'mod-update:curseforge', kind: 'mod-update', dueAt: clock.now }, nobody);
    expect(check.scheduledLookups).toBe(2_000);
    // The servers are deleted: their records go, and the next reading of them (within ten minutes) prunes.
    for (const serverId of servers) await store.installedMods.forgetServer(serverId);
    clock.now += 10 * 60_000;
    await check.sync(nobody, clock.now);
    expect(check.scheduledLookups).toBe(0);
    expect(scheduler.keys('mod-update')).toEqual([]);
  });
});
