/**
 * Where the later parts of answers (the fresh read, the game's answer and the edit after a reply) wait for
 * their turn: behind every interaction still waiting for its first answer, so work left behind one reply
 * never delays another's acknowledgement. Turns are given one per event-loop turn, so an interaction that
 * arrives meanwhile goes first; a turn waits at most `maxWaitMs`, so a steady stream of interactions cannot
 * keep an edit from coming.
 */
export class LaterLane {
  private awaitingAnswer = 0;
  private readonly queue: { overdue: boolean; go: () => void }[] = [];
  private releasing = false;

  constructor(private readonly maxWaitMs: number) {}

  /** Counts an interaction as waiting for its first answer; call what it returns once it has one. */
  awaitsAnswer(): () => void {
    this.awaitingAnswer += 1;
    let answered = false;
    return () => {
      if (answered) return;
      answered = true;
      this.awaitingAnswer -= 1;
      this.releaseSoon();
    };
  }

  /** Resolves when a later part may go on: no interaction awaits its first answer, or it waited enough. */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        overdue: false,
        go: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        entry.overdue = true;
        this.releaseSoon();
      }, this.maxWaitMs);
      this.queue.push(entry);
      this.releaseSoon();
    });
  }

  private releaseSoon(): void {
    if (this.releasing || this.queue.length === 0) return;
    this.releasing = true;
    setImmediate(() => {
      this.releasing = false;
      const next = this.queue.findIndex((entry) => entry.overdue || this.awaitingAnswer === 0);
      if (next < 0) return;
      const [entry] = this.queue.splice(next, 1);
      entry?.go();
      this.releaseSoon();
    });
  }
}
