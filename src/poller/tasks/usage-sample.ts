import type { ResourceUsage } from '../../api/index.js';
import { type ServerSize, usageFigures } from '../../usage/figures.js';
import { UsageHistory } from '../../usage/history.js';
import { evaluateWatch, type WatchRules, type WatchState } from '../../usage/thresholds.js';
import { recordCrossings } from '../../audit/crossings.js';
import type { AuditStore, UsageStore, UsageWatch } from '../../store/index.js';
import type { Audience } from '../audience.js';
import { pending } from '../server-outbox.js';
import type { BuiltinPending } from '../../alerts/index.js';
import { hasCode, type TaskContext } from './context.js';
import type { PollerTaskFactory } from './task.js';

const usageTask = (serverId: string) => `usage:${serverId}`;
const serverOfUsageTask = (key: string) => key.slice('usage:'.length);

/** Usage sampling may take this share of the poller's sustainable rate; the rest stays with activity. */
const usageBudgetShare = 0.5;
/**
 * Samples wanted within a watch's `minutes` window: the threshold needs two, a few more catch a brief dip.
 */
const samplesPerWindow = 4;
/** Without a watch (a board's servers only), a server is sampled about this often when the budget allows. */
const unwatchedIntervalMs = 5 * 60_000;

export type UsageInterval = {
  intervalMs: number;
  /** The budget cannot sample each server within the shortest watch window: alerts come late. */
  clamped: boolean;
};

/**
 * How often each of `servers` sampled servers is read: `samplesPerWindow` times per the shortest watch
 * window,
 * never faster than the base interval, and stretched so that one pass over all of them fits the usage share
 * of the budget (`callsPerMs`, undefined while the API has named no limit).
 */
export function usageSampleInterval(options: {
  servers: number;
  callsPerMs: number | undefined;
  minutes: number | undefined;
  baseIntervalMs: number;
}): UsageInterval {
  const windowMs = options.minutes === undefined ? undefined : options.minutes * 60_000;
  const wanted = Math.max(
    options.baseIntervalMs,
    windowMs === undefined ? unwatchedIntervalMs : windowMs / samplesPerWindow,
  );
  const affordable =
    options.callsPerMs === undefined || options.callsPerMs <= 0
      ? options.baseIntervalMs
      : Math.ceil(Math.max(1, options.servers) / (options.callsPerMs * usageBudgetShare));
  const intervalMs = Math.max(wanted, affordable);
  return { intervalMs, clamped: windowMs !== undefined && intervalMs > windowMs / 2 };
}

function rulesOf(watch: UsageWatch): WatchRules {
  return {
    minutes: watch.minutes,
    ...(watch.cpu === undefined ? {} : { cpu: watch.cpu }),
    ...(watch.ram === undefined ? {} : { ram: watch.ram }),
    ...(watch.disk === undefined ? {} : { disk: watch.disk }),
  };
}

/**
 * Reads `GET /servers/:id/resources` of the servers someone watches (one call each, so only those), adds the
 * figures to the server's stored history, runs each covering watch's threshold states, and queues what fires
 * or recovers in the server's outbox. A board asks for the servers it shows usage for (chosen by attention,
 * see `boardSampling`) through `requestSampling`; they are sampled at a slower pace, as the budget allows.
 */
export class UsageSampler {
  private readonly requested = new Map<string, Set<string>>();
  /** How many servers the last sync found to sample: the pace is set for all of them. */
  private sampled = 0;
  /** The servers the schedule's usage entries were last made to match. */
  private synced: ReadonlySet<string> | undefined;

  constructor(
    private readonly context: TaskContext,
    private readonly store: UsageStore,
    private readonly audit: AuditStore,
  ) {}

  /**
   * Asks for these servers to be sampled as well, replacing what `source` (e.g. a board's id) asked before.
   */
  requestSampling(source: string, serverIds: Iterable<string>): void {
    const wanted = new Set(serverIds);
    if (wanted.size === 0) this.requested.delete(source);
    else this.requested.set(source, wanted);
  }

  /** Who has servers sampled now (a board by its source): a source asking for none is forgotten. */
  sources(): string[] {
    return [...this.requested.keys()];
  }

  /** Every server to sample: those usage watches cover, and those requested. */
  watchedServers(audience: Audience): Set<string> {
    const servers = audience.usageWatchedServers(this.context.known);
    for (const serverIds of this.requested.values()) for (const serverId of serverIds) servers.add(serverId);
    return servers;
  }

  /** The current pace for this many sampled servers, from the budget the poller sees now. */
  interval(servers: number, minutes: number | undefined): UsageInterval {
    return usageSampleInterval({
      servers,
      callsPerMs: this.context.budget.sustainableCallsPerMs(),
      minutes,
      baseIntervalMs: this.context.timing.baseIntervalMs,
    });
  }

  /**
   * The pace with `newServers` more to sample, for a watch of `minutes`: what `/alerts usage` tells, and with
   * `newServers` 0 how often watched servers are read now (what `/alerts list` states). The poller's public
   * surface carries it as `samplingPace(minutes, newServers)`.
   */
  pace(minutes: number, newServers: number): UsageInterval {
    return this.interval(this.sampled + newServers, minutes);
  }

  /**
   * The server's size when the resources response lacks a limit to divide by: from the server list when seen
   * there, else read once (and remembered).
   */
  private async sizeOf(serverId: string, usage: ResourceUsage): Promise<ServerSize | undefined> {
    const { context } = this;
    if (usage.memoryLimitBytes !== undefined && usage.diskLimitBytes !== undefined) return undefined;
    const known = context.sizeOf(serverId);
    if (known !== undefined) return known;
    context.remember(await context.call('usage', (api, options) => api.getServer(serverId, options)));
    return context.sizeOf(serverId);
  }

  /**
   * Makes the scheduler's usage tasks match the sampled servers; a new one is due at once. Every cycle asks,
   * and the set rarely changes: an unchanged set leaves the schedule alone (10,000 entries otherwise).
   */
  sync(audience: Audience, now: number): void {
    const { scheduler } = this.context;
    const servers = this.watchedServers(audience);
    this.sampled = servers.size;
    const previous = this.synced;
    this.synced = servers;
    if (previous?.size === servers.size && [...servers].every((serverId) => previous.has(serverId))) return;
    for (const serverId of servers) scheduler.ensure(usageTask(serverId), 'usage', now);
    for (const key of scheduler.keys('usage'))
      if (!servers.has(serverOfUsageTask(key))) scheduler.remove(key);
  }

  async run(serverId: string, audience: Audience): Promise<void> {
    const { context } = this;
    const watches = audience.usageWatches(serverId);
    const minutes = watches.length === 0 ? undefined : Math.min(...watches.map((watch) => watch.minutes));
    const usage = await context
      .call('usage', (api, options) => api.getResources(serverId, options))
      .catch((error: unknown) => {
        if (!hasCode(error, 'SERVER_NOT_FOUND')) throw error;
        return undefined;
      });
    if (usage === undefined) {
      // A deleted server: the event alerts say so; sampling waits the longest so it costs next to nothing.
      context.scheduler.completed(usageTask(serverId), context.now(), context.timing.maxQuietIntervalMs);
      return;
    }
    const figures = usageFigures(usage, context.now(), await this.sizeOf(serverId, usage));
    context.scheduler.completed(
      usageTask(serverId),
      context.now(),
      this.interval(this.sampled, minutes).intervalMs,
    );

    const stored = await this.store.history(serverId);
    const history = stored === undefined ? UsageHistory.empty() : UsageHistory.fromRecord(stored);
    if (history.add(figures)) await this.store.setHistory(serverId, history.toRecord());

    const notices: BuiltinPending[] = [];
    for (const watch of watches) {
      let events: ReturnType<typeof evaluateWatch>['events'] = [];
      const updated = await this.store.updateWatchState(watch, serverId, (state: WatchState) => {
        const outcome = evaluateWatch(state, figures, rulesOf(watch));
        events = outcome.events;
        return outcome.state;
      });
      if (updated === undefined) continue;
      const serverName = context.nameOf(serverId) ?? watch.serverName;
      await recordCrossings(this.audit, {
        watch,
        serverId,
        serverName,
        events,
        sampledAt: figures.sampledAt,
      });
      for (const event of events)
        notices.push(
          pending(
            `usage:${serverId}:${watch.channelId}:${event.metric}:${rulesOf(watch)[event.metric] ?? 0}:` +
              `${event.kind}:${figures.sampledAt}`,
            {
              kind: 'usage',
              event: event.kind,
              metric: event.metric,
              value: event.value,
              threshold: rulesOf(watch)[event.metric] ?? 0,
              minutes: watch.minutes,
              sampledAt: figures.sampledAt,
              ...(event.firedAt === undefined ? {} : { firedAt: event.firedAt }),
            },
            [{ kind: 'channel', channelId: watch.channelId }],
          ),
        );
    }
    if (notices.length === 0) return;
    const name = context.nameOf(serverId) ?? watches.find((watch) => watch.serverName)?.serverName;
    await context.emit(
      serverId,
      (state) => ({ ...state, ...(state.name === undefined && name !== undefined ? { name } : {}) }),
      notices,
      audience,
    );
  }
}

/** The poller's one usage sampler, which a board also asks to sample its servers (`requestSampling`). */
export const usageSamplerOf = (context: TaskContext): UsageSampler =>
  context.shared(UsageSampler, () => new UsageSampler(context, context.store.usage, context.store.audit));

export const usageSample: PollerTaskFactory = (context) => {
  const usage = usageSamplerOf(context);
  return {
    kinds: { usage: { urgency: 1 } },
    sync: (audience, now) => usage.sync(audience, now),
    run: (task, audience) => usage.run(serverOfUsageTask(task.key), audience),
  };
};
