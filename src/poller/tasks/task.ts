import type { Audience } from '../audience.js';
import type { Task, TaskKind } from '../scheduler.js';

/**
 * One kind of background work as the poll cycle sees it: which scheduler entries it owns, how it keeps them
 * in step with who follows what, and how it runs one. The cycle runs every task through this alone, never
 * by its kind; a new task is a class of its own and one entry in `pollerTasks`.
 */
export type PollerTask = {
  /** The scheduler kinds of the entries this task runs. */
  readonly kinds: readonly TaskKind[];
  /** Brings this task's entries in the schedule up to date with who follows what. */
  sync(audience: Audience, now: number): Promise<void> | void;
  run(task: Task, audience: Audience): Promise<void>;
  /** Calls one run is expected to make, counted against the budget before it is chosen (default 1). */
  estimatedCalls?(task: Task): number;
  /** Whether a task chosen this cycle already does what this one would (one scan serving two kinds). */
  servedBy?(task: Task, chosen: readonly Task[]): boolean;
  /** When a failed run is due again; by default after the base interval. */
  failed?(task: Task, now: number): void;
};
