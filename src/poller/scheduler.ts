import { Burstiness } from './activity/burstiness.js';
import type { PollerTiming } from './timing.js';

/**
 * The kind of a scheduler entry, named by the task that runs it (`activity`, `board`, ...). The scheduler
 * never tells kinds apart by name: each kind is declared with its `KindSchedule` before its entries exist.
 */
export type TaskKind = string;

/** What the scheduler needs to know of one kind of entry; the task that owns the kind declares it. */
export type KindSchedule = {
  /** Among entries due at once, the lower runs first (provisioning checks, whose outcome is awaited: 0). */
  urgency: number;
  /** How long after a run its entry is due again when the run does not say, and after a failed run. */
  intervalMs?: number;
  /**
   * Entries polled as often as their server's recent activity asks (`polled`), within the quiet interval
   * fitted to what the rest of the work leaves of the budget (`fitQuietInterval`).
   */
  adaptive?: boolean;
};

export type Task = { key: string; kind: TaskKind; dueAt: number };

/** What the scheduler remembers of an activity task between polls. */
type ActivityHistory = {
  /** When the log was last read successfully. */
  readAt?: number;
  /** When its newest known entry happened (or was first seen, for an undated one). */
  lastEntryAt?: number;
};

type TaskState = Task & ActivityHistory;

/**
 * What one activity poll read: the new entries' times (undefined when undated), and the cursor's newest entry
 * time before and after the read (before: where the server's age starts when this process has not read it
 * yet; after: it includes the history a first read passes over).
 */
export type ActivityReading = {
  entryTimes: readonly (number | undefined)[];
  newestBefore: number | undefined;
  newestAfter: number | undefined;
};

/** Without rate-limit headers there is no budget to fit to: quiet servers wait this many base intervals. */
export const quietIntervalsWithoutBudget = 8;

/**
 * The longest wait between polls of a quiet server, given the activity polls one pass needs (`pollWeight`:
 * a quiet server counts 1, a busier one as many times as it is polled more often) and the calls per
 * millisecond left to them: the time one pass takes, never below the base interval nor above the configured
 * maximum. With no budget left it is the configured maximum; when the API tells no rate limit at all, a
 * moderate multiple of the base interval.
 */
export function quietIntervalCap(
  pollWeight: number,
  activityCallsPerMs: number | undefined,
  timing: Pick<PollerTiming, 'baseIntervalMs' | 'maxQuietIntervalMs'>,
): number {
  if (activityCallsPerMs === undefined)
    return Math.min(quietIntervalsWithoutBudget * timing.baseIntervalMs, timing.maxQuietIntervalMs);
  if (activityCallsPerMs <= 0) return timing.maxQuietIntervalMs;
  const fitted = Math.max(timing.baseIntervalMs, Math.ceil(pollWeight / activityCallsPerMs));
  return Math.min(fitted, timing.maxQuietIntervalMs);
}

/**
 * When each task is next due. Pure bookkeeping with no timers and no I/O: the cycle asks what is due,
 * runs what the budget allows, and reports back; a task the budget left out simply stays due, so under
 * pressure every interval stretches while the most urgent and most overdue work still goes first.
 *
 * Activity intervals adapt to how the account's activity comes (`Burstiness`): a server whose newest entry is
 * recent is polled as many times as often as entries at that age are likelier (by the square root), never
 * more often than the base interval; as it stays quiet its interval grows to the quiet cap, fitted to the
 * budget (`fitQuietInterval`). Where entries are independent of each other every server gets the cap, which
 * is then plain round-robin, the best there is for independent entries.
 */
export class Scheduler {
  private readonly tasks = new Map<string, TaskState>();
  private readonly kinds = new Map<TaskKind, KindSchedule>();
  private quietCapMs: number;

  constructor(
    private readonly timing: Pick<PollerTiming, 'baseIntervalMs' | 'maxQuietIntervalMs'>,
    private readonly burstiness = new Burstiness(),
  ) {
    this.quietCapMs = quietIntervalCap(0, undefined, timing);
  }

  /**
   * Refits the quiet servers' longest wait to the activity tasks now listed, how often each is due at its
   * age, and the calls per millisecond left to them (see `quietIntervalCap`). Polls already scheduled keep
   * their time; the next ones follow.
   */
  fitQuietInterval(activityCallsPerMs: number | undefined, now: number): void {
    // Two walks of the tasks rather than lists of them: every cycle fits, and most tasks are activity polls.
    let activity = 0;
    for (const task of this.tasks.values()) if (this.scheduleOf(task.kind).adaptive) activity += 1;
    // A first fit on quiet polls alone tells how far the base interval bounds the busier servers' speed-up.
    const firstCap = quietIntervalCap(activity, activityCallsPerMs, this.timing);
    const bound = firstCap / this.timing.baseIntervalMs;
    let weight = 0;
    for (const task of this.tasks.values()) {
      if (!this.scheduleOf(task.kind).adaptive) continue;
      const speedup = this.burstiness.speedup(
        task.lastEntryAt === undefined ? undefined : now - task.lastEntryAt,
      );
      weight += Math.min(speedup, bound);
    }
    this.quietCapMs = quietIntervalCap(weight, activityCallsPerMs, this.timing);
  }

  /** Tells the scheduler how to treat the entries of a kind; the cycle declares each task's kinds. */
  declare(kind: TaskKind, schedule: KindSchedule): void {
    if (this.kinds.has(kind)) throw new Error(`two poller tasks declare the task kind "${kind}"`);
    this.kinds.set(kind, schedule);
  }

  scheduleOf(kind: TaskKind): KindSchedule {
    const schedule = this.kinds.get(kind);
    if (!schedule) throw new Error(`no poller task declares the task kind "${kind}"`);
    return schedule;
  }

  /** Adds a task of a declared kind due at `dueAt`; a task that already exists keeps its timing. */
  ensure(key: string, kind: TaskKind, dueAt: number): void {
    this.scheduleOf(kind);
    if (!this.tasks.has(key)) this.tasks.set(key, { key, kind, dueAt });
  }

  remove(key: string): void {
    this.tasks.delete(key);
  }

  has(key: string): boolean {
    return this.tasks.has(key);
  }

  keys(kind: TaskKind): string[] {
    const keys: string[] = [];
    for (const task of this.tasks.values()) if (task.kind === kind) keys.push(task.key);
    return keys;
  }

  /**
   * Brings a task forward to `at` (never later than it already is), e.g. when a server starts provisioning.
   */
  expedite(key: string, at: number): void {
    const task = this.tasks.get(key);
    if (task) task.dueAt = Math.min(task.dueAt, at);
  }

  /**
   * Tasks due at `now`: the most urgent kinds first (provisioning checks), then the longest overdue. Each is
   * copied as it is taken: under a tight budget thousands are due and a cycle takes a few.
   */
  *due(now: number): Generator<Task, void, undefined> {
    const urgency = (task: Task) => this.scheduleOf(task.kind).urgency;
    const due: TaskState[] = [];
    for (const task of this.tasks.values()) if (task.dueAt <= now) due.push(task);
    due.sort((a, b) => urgency(a) - urgency(b) || a.dueAt - b.dueAt);
    for (const { key, kind, dueAt } of due) yield { key, kind, dueAt };
  }

  /** How many tasks of a kind there are. */
  count(kind: TaskKind): number {
    let count = 0;
    for (const task of this.tasks.values()) if (task.kind === kind) count += 1;
    return count;
  }

  /** Reschedules a task after it ran, `intervalMs` from now (default: its kind's interval, else the base). */
  completed(key: string, now: number, intervalMs?: number): void {
    const task = this.tasks.get(key);
    if (!task) return;
    task.dueAt = now + (intervalMs ?? this.scheduleOf(task.kind).intervalMs ?? this.timing.baseIntervalMs);
  }

  /**
   * Reschedules an activity poll after a read (learning from what it showed), or after a failed one (nothing
   * learned; the next read covers the whole stretch since the last good one).
   */
  polled(key: string, now: number, reading?: ActivityReading): void {
    const task = this.tasks.get(key);
    if (!task) return;
    if (reading) {
      const lastEntryAt = task.lastEntryAt ?? reading.newestBefore;
      if (task.readAt !== undefined)
        this.burstiness.observe({ from: task.readAt, to: now, lastEntryAt, entryTimes: reading.entryTimes });
      task.readAt = now;
      // An undated entry happened by now, as far as anyone can tell.
      const times = reading.entryTimes.map((time) => time ?? now);
      const newest = Math.max(
        lastEntryAt ?? Number.NEGATIVE_INFINITY,
        reading.newestAfter ?? Number.NEGATIVE_INFINITY,
        ...times,
      );
      if (Number.isFinite(newest)) task.lastEntryAt = newest;
    }
    task.dueAt =
      now + this.activityInterval(task.lastEntryAt === undefined ? undefined : now - task.lastEntryAt);
  }

  /** The wait before the next poll of a server whose newest entry is `ageMs` old (undefined: none known). */
  activityInterval(ageMs: number | undefined): number {
    const interval = Math.ceil(this.quietCapMs / this.burstiness.speedup(ageMs));
    return Math.min(this.quietCapMs, Math.max(this.timing.baseIntervalMs, interval));
  }

  nextDueAt(): number | undefined {
    let next: number | undefined;
    for (const task of this.tasks.values()) if (next === undefined || task.dueAt < next) next = task.dueAt;
    return next;
  }
}
