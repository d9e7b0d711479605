import type { Mod } from '../src/api/index.js';
import { silentLogger } from '../src/log.js';
import { PollCycle } from '../src/poller/cycle.js';
import { defaultTiming } from '../src/poller/timing.js';
import { openStore } from '../src/store/index.js';
import { FakeHostingApi, type VirtualClock } from '../test/support/fake-hosting-api.js';
import { quietDeliverer } from '../test/support/quiet-deliverer.js';
import { deliveryOver } from '../test/support/delivery.js';

/**
 * The background cost of mod update checks on the real poll cycle (scheduler, budget, the check task, the
 * store) against a simulated account on a virtual clock, at the default MOD_UPDATE_CHECK_SECONDS (6 h):
 * catalogue searches per hour, the most in any minute and the shortest gap between two, for 100 and 1,000
 * recorded mods (each a different mod, the worst case), and 1,000 records sharing 200 mods.
 */

const intervalMs = 21_600 * 1000;
const hourMs = 60 * 60_000;
const startAt = Date.parse('2030-01-01T00:00:00Z');

async function run(records: number, distinctMods: number) {
  const clock: VirtualClock = { now: startAt };
  const api = new FakeHostingApi(clock);
  const store = await openStore('memory://', () => clock.now);
  const mods: Mod[] = [];
  for (let index = 0; index < distinctMods; index += 1)
    mods.push({ provider: 'curseforge', id: `m${index}`, name: `Mod ${index}`, files: [] });
  api.catalogue.set('curseforge', mods);
  for (let index = 0; index < records; index += 1) {
    const serverId = `srv${index}`;
    api.add(serverId, 'RUNNING', `Server ${index}`);
    const mod = mods[index % distinctMods]!;
    await store.installedMods.record({
      serverId,
      serverName: `Server ${index}`,
      provider: 'curseforge',
      type: 'mods',
      modId: mod.id,
      modName: mod.name,
      fileId: 'f1',
      fileName: 'f1.jar',
      installedBy: '200000000000000001',
      installedAt: startAt - intervalMs,
    });
  }
  const cycle = new PollCycle({
    api,
    store,
    delivery: deliveryOver({ store, deliverer: quietDeliverer, now: () => clock.now }),
    logger: silentLogger(),
    opsGuildId: '100000000000000001',
    timing: defaultTiming(30),
    budgetShare: 0.5,
    now: () => clock.now,
  });
  await cycle.load();
  const until = startAt + 4 * intervalMs;
  const started = performance.now();
  while (clock.now < until) {
    await cycle.runCycle();
    clock.now = Math.max(clock.now + 1, cycle.nextWakeAt());
  }
  const measuredFrom = startAt + intervalMs;
  const searches = api.calls.filter((call) => call.method === 'searchMods' && call.at >= measuredFrom);
  const perMinute = new Map<number, number>();
  for (const call of searches) {
    const minute = Math.floor(call.at / 60_000);
    perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
  }
  const gaps = searches.slice(1).map((call, index) => call.at - searches[index]!.at);
  return {
    records,
    distinctMods,
    expectedPerHour: Math.round((distinctMods * hourMs * 10) / intervalMs) / 10,
    measuredPerHour: Math.round((searches.length / ((until - measuredFrom) / hourMs)) * 10) / 10,
    maxPerMinute: Math.max(...perMinute.values()),
    minGapSeconds: Math.round(Math.min(...gaps) / 100) / 10,
    wallSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

export default async function modUpdates(): Promise<void> {
  console.log(
    'mod update checks at MOD_UPDATE_CHECK_SECONDS=21600, API limit 600/min, share 0.5, 18 h measured',
  );
  for (const [records, distinct] of [
    [100, 100],
    [1_000, 1_000],
    [1_000, 200],
  ] as const) {
    const result = await run(records, distinct);
    console.log(
      `${String(result.records).padStart(5)} records, ${String(result.distinctMods).padStart(5)} mods: ` +
        `${result.measuredPerHour} searches/h (from the code: ${result.expectedPerHour}), ` +
        `at most ${result.maxPerMinute} in a minute, shortest gap ${result.minGapSeconds} s ` +
        `(${result.wallSeconds} s to simulate)`,
    );
  }
}
