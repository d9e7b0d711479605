import type { GameQueryPriority } from './types.js';

/** One query's place in line: its lane, and how to let it start. */
export type Turn = { lane: GameQueryPriority; start: () => void };

/**
 * A counting semaphore with an interactive lane, like the API governor's interactive-first rule: a free slot
 * goes to the first query asked for a person before any background one, and background queries hold at most
 * `limit - reserved` slots, so a person's query never waits behind a full set of slow silent games. Within a
 * lane, queries start in arrival order.
 */
export class Slots {
  private readonly running: Record<GameQueryPriority, number> = { interactive: 0, background: 0 };
  private readonly waiting: Turn[] = [];

  constructor(
    private readonly limit: number,
    private readonly reserved: number,
  ) {}

  /** A turn in `lane`; `ready` resolves once it holds a slot, which `release` gives back. */
  take(lane: GameQueryPriority): { turn: Turn; ready: Promise<void> } {
    let start = () => {};
    const ready = new Promise<void>((resolve) => {
      start = resolve;
    });
    const turn = { lane, start };
    this.waiting.push(turn);
    this.dispatch();
    return { turn, ready };
  }

  release(turn: Turn): void {
    this.running[turn.lane] -= 1;
    this.dispatch();
  }

  /** Moves a still-waiting background turn to the interactive lane: a person now waits for it too. */
  raise(turn: Turn): void {
    if (turn.lane === 'interactive' || !this.waiting.includes(turn)) return;
    turn.lane = 'interactive';
    this.dispatch();
  }

  private dispatch(): void {
    while (this.running.interactive + this.running.background < this.limit) {
      const index = this.nextIndex();
      if (index < 0) return;
      const [turn] = this.waiting.splice(index, 1);
      if (turn === undefined) return;
      this.running[turn.lane] += 1;
      turn.start();
    }
  }

  /** The first interactive turn, else the first background one while background holds less than its share. */
  private nextIndex(): number {
    const interactive = this.waiting.findIndex((turn) => turn.lane === 'interactive');
    if (interactive >= 0) return interactive;
    const backgroundMay = this.running.background < this.limit - this.reserved;
    return backgroundMay && this.waiting.length > 0 ? 0 : -1;
  }
}

/** Slots kept for people's queries: a tenth of the concurrency, at least one when there are two or more. */
export function interactiveReserve(concurrency: number): number {
  return concurrency < 2 ? 0 : Math.max(1, Math.floor(concurrency / 10));
}
