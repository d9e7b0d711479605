import type { PollerTiming } from './timing.js';

/**
 * What the poller does: check the servers being provisioned (always first, their outcome is awaited), and,
 * taking turns by how overdue they are, discover new provisioning servers, sweep the server list and read
 * activity logs.
 */
export type TaskKind = 'provisioning' | 'discovery' | 'server-sweep' | 'activity';

const urgency: Record<TaskKind, number> = { provisioning: 0, discovery: 1, 'server-sweep': 1, activity: 1 };

export type Task = { key: string; kind: TaskKind; dueAt: number };

type TaskState = Task & { quietPolls: number };

/**
 * A quiet server waits this many times as long as polling every watched server in turn on the activity
 * budget would take. Above 1, so quiet polls leave part of the budget to servers with news, which are polled
 * at the base interval; barely above, since the first entry of a burst waits up to the whole quiet interval
 * and so sets the p95 latency. In the benchmark (docs/poller.md) 1.3 cost 10-30 % on the p95, 1.0 saved
 * a few seconds at 1,000 servers but kept the budget saturated.
 */
export const quietIntervalSlack = 1.1;

/** Without rate-limit headers there is no budget to fit to: quiet servers wait up to this many base intervals. */
export const quietIntervalsWithoutBudget = 8;

/**
 * The longest wait between polls of a quiet server, given `servers` polled for activity and the calls per
 * millisecond left to them: the slack times one pass over every server, never below the base interval nor
 * above the configured maximum. With no budget left it is the configured maximum; when the API tells no
 * rate limit at all, a moderate multiple of the base interval.
 */
export function quietIntervalCap(
  servers: number,
  activityCallsPerMs: number | undefined,
  timing: Pick<PollerTiming, 'baseIntervalMs' | 'maxQuietIntervalMs'>,
): number {
  if (activityCallsPerMs === undefined) return Math.min(quietIntervalsWithoutBudget * timing.baseIntervalMs, timing.maxQuietIntervalMs);
  if (activityCallsPerMs <= 0) return timing.maxQuietIntervalMs;
  const fitted = Math.max(timing.baseIntervalMs, Math.ceil((quietIntervalSlack * servers) / activityCallsPerMs));
  return Math.min(fitted, timing.maxQuietIntervalMs);
}

/**
 * When each task is next due. Pure bookkeeping with no timers and no I/O: the cycle asks what is due,
 * runs what the budget allows, and reports back; a task the budget left out simply stays due, so under
 * pressure every interval stretches while the most urgent and most overdue work still goes first.
 *
 * Activity intervals adapt: a server whose last poll found news is polled again after the base interval,
 * each quiet poll doubles the wait, up to a cap fitted to the budget (`fitQuietInterval`).
 */
export class Scheduler {
  private readonly tasks = new Map<string, TaskState>();
  private quietCapMs: number;

  constructor(private readonly timing: Pick<PollerTiming, 'baseIntervalMs' | 'maxQuietIntervalMs'>) {
    this.quietCapMs = quietIntervalCap(0, undefined, timing);
  }

  /**
   * Refits the quiet servers' longest wait to the activity tasks now listed and the calls per millisecond
   * left to them (see `quietIntervalCap`). Polls already scheduled keep their time; the next ones follow.
   */
  fitQuietInterval(activityCallsPerMs: number | undefined): void {
    this.quietCapMs = quietIntervalCap(this.keys('activity').length, activityCallsPerMs, this.timing);
  }

  /** Adds a task due at `dueAt`; a task that already exists keeps its timing. */
  ensure(key: string, kind: TaskKind, dueAt: number): void {
    if (!this.tasks.has(key)) this.tasks.set(key, { key, kind, dueAt, quietPolls: 0 });
  }

  remove(key: string): void {
    this.tasks.delete(key);
  }

  has(key: string): boolean {
    return this.tasks.has(key);
  }

  keys(kind: TaskKind): string[] {
    return [...this.tasks.values()].filter((task) => task.kind === kind).map((task) => task.key);
  }

  /** Brings a task forward to `at` (never later than it already is), e.g. when a server starts provisioning. */
  expedite(key: string, at: number): void {
    const task = this.tasks.get(key);
    if (task) task.dueAt = Math.min(task.dueAt, at);
  }

  /** Tasks due at `now`: provisioning checks first, then the longest overdue. */
  due(now: number): Task[] {
    return [...this.tasks.values()]
      .filter((task) => task.dueAt <= now)
      .sort((a, b) => urgency[a.kind] - urgency[b.kind] || a.dueAt - b.dueAt)
      .map(({ key, kind, dueAt }) => ({ key, kind, dueAt }));
  }

  /** Reschedules a task after it ran, `intervalMs` from now. */
  completed(key: string, now: number, intervalMs: number): void {
    const task = this.tasks.get(key);
    if (task) task.dueAt = now + intervalMs;
  }

  /** Reschedules an activity poll: soon when it found news, ever later while the server stays quiet. */
  polled(key: string, now: number, foundNews: boolean): void {
    const task = this.tasks.get(key);
    if (!task) return;
    task.quietPolls = foundNews ? 0 : task.quietPolls + 1;
    task.dueAt = now + this.activityInterval(task.quietPolls);
  }

  activityInterval(quietPolls: number): number {
    // 2^quietPolls grows past any cap within ~60 polls; the exponent is bounded to keep the number finite.
    return Math.min(this.timing.baseIntervalMs * 2 ** Math.min(quietPolls, 30), this.quietCapMs);
  }

  nextDueAt(): number | undefined {
    let next: number | undefined;
    for (const task of this.tasks.values()) if (next === undefined || task.dueAt < next) next = task.dueAt;
    return next;
  }
}
