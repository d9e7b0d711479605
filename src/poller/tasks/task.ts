import type { AnyAlertKind } from '../../alerts/index.js';
import type { Audience } from '../audience.js';
import type { KindSchedule, Task, TaskKind } from '../scheduler.js';
import type { TaskContext } from './context.js';

/**
 * One kind of background work as the poll cycle sees it: the scheduler kinds it owns and how each is
 * scheduled, how it keeps its entries in step with who follows what, and how it runs one. What it reads it
 * reads through `TaskContext.call` (counted against the budget); what it finds it emits as posts through the
 * outbox, queued in the same write as the state that says it was found (`TaskContext.emit`). The cycle plans
 * and runs every task through this alone; the one exception is the provisioning watch, which the cycle also
 * calls by name (`ProvisioningWatch.watch`) for a server `/server create` just made and for another
 * instance's hand-offs. Every task is a file of its own built by a `PollerTaskFactory`: the built-in ones
 * listed in `pollerTasks` (`index.ts`), those from outside given to the cycle beside them.
 */
export type PollerTask = {
  /**
   * The alert kinds an extension task posts besides the built-in ones (`src/alerts/`), each declared with
   * `defineAlertKind` and its words in every language; the cycle registers them before it loads the outboxes.
   */
  readonly alerts?: readonly AnyAlertKind[];
  /** The scheduler kinds of the entries this task runs, each with how the scheduler treats it. */
  readonly kinds: Readonly<Record<TaskKind, KindSchedule>>;
  /** Brings this task's entries in the schedule up to date with who follows what. */
  sync(audience: Audience, now: number): Promise<void> | void;
  /** Runs one entry; it reschedules the entry itself (`scheduler.completed`), else it is not due again. */
  run(task: Task, audience: Audience): Promise<void>;
  /** Calls one run is expected to make, counted against the budget before it is chosen (default 1). */
  estimatedCalls?(task: Task): number;
  /** Whether a task chosen this cycle already does what this one would (one scan serving two kinds). */
  servedBy?(task: Task, chosen: readonly Task[]): boolean;
  /** When a failed run is due again; by default after its kind's interval. */
  failed?(task: Task, now: number): void;
  /**
   * Resolves once the work a run left going beside the cycle has ended (the game watch's queries, which the
   * cycle does not wait for); the poller waits for it as it stops.
   */
  untilIdle?(): Promise<void>;
};

/**
 * How every task is built, the built-in ones (`pollerTasks`) and those from outside alike: from the one
 * `TaskContext`; none when it has nothing to do in this bot (the game watch without a game query).
 */
export type PollerTaskFactory = (context: TaskContext) => PollerTask | undefined;
