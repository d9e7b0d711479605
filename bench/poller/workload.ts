/** What happens on the reseller's account, in time order. */
export type WorkloadEvent =
  | { kind: 'entry'; at: number; serverId: string; description: string }
  | { kind: 'create'; at: number; serverId: string }
  | { kind: 'finish'; at: number; serverId: string; status: string }
  | { kind: 'interactive'; at: number };

/**
 * How activity arrives. `uniform`: entries on random servers, each independent of the last. `sessions`:
 * someone works on a server for a few minutes (create, resize, install mods), so entries come in runs;
 * either way 1% of the servers see activity in an average minute.
 */
export type ActivityModel = 'uniform' | 'sessions';

export type WorkloadOptions = {
  servers: number;
  subscribedIds: readonly string[];
  model: ActivityModel;
  startAt: number;
  durationMs: number;
  seed: number;
};

const activeShare = 0.01;
const sessionMeanMs = 3 * 60_000;
const sessionEntryGapMeanMs = 30_000;
const provisioningMinMs = 60_000;
const provisioningMaxMs = 240_000;
const failureShare = 0.1;
/** Members' commands spend one call every this often. */
const interactiveEveryMs = 3_000;

/** A small seeded generator, so both pollers face the very same workload. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Only entries of subscribed servers are generated: nobody polls the others, so they change nothing. */
export function workload(options: WorkloadOptions): WorkloadEvent[] {
  const next = random(options.seed);
  const exponential = (mean: number) => -Math.log(1 - next()) * mean;
  const pick = () => options.subscribedIds[Math.floor(next() * options.subscribedIds.length)]!;
  const subscribedShare = options.subscribedIds.length / options.servers;
  const end = options.startAt + options.durationMs;
  const events: WorkloadEvent[] = [];
  let entries = 0;
  const entry = (at: number, serverId: string) => {
    entries += 1;
    events.push({ kind: 'entry', at, serverId, description: `e${entries}` });
  };

  if (options.model === 'uniform') {
    const meanGapMs = 60_000 / (options.servers * activeShare * subscribedShare);
    for (let at = options.startAt + exponential(meanGapMs); at < end; at += exponential(meanGapMs))
      entry(at, pick());
  } else {
    // Sessions in progress at any time: activeShare of the servers, each lasting sessionMeanMs on average.
    const meanStartGapMs = sessionMeanMs / (options.servers * activeShare * subscribedShare);
    for (
      let start = options.startAt + exponential(meanStartGapMs);
      start < end;
      start += exponential(meanStartGapMs)
    ) {
      const serverId = pick();
      const sessionEnd = Math.min(end, start + exponential(sessionMeanMs));
      for (let at = start; at < sessionEnd; at += exponential(sessionEntryGapMeanMs)) entry(at, serverId);
    }
  }

  let created = 0;
  for (let minute = options.startAt; minute < end; minute += 60_000) {
    const at = minute + next() * 60_000;
    created += 1;
    const serverId = `new${created}`;
    events.push({ kind: 'create', at, serverId });
    const finishedAt = at + provisioningMinMs + next() * (provisioningMaxMs - provisioningMinMs);
    events.push({
      kind: 'finish',
      at: finishedAt,
      serverId,
      status: next() < failureShare ? 'INSTALL_FAILED' : 'RUNNING',
    });
  }
  for (let at = options.startAt; at < end; at += interactiveEveryMs) events.push({ kind: 'interactive', at });
  return events.sort((a, b) => a.at - b.at);
}
