/**
 * Every timer the sandbox starts, so close() can stop them all. Timers are unref'd: a forgotten sandbox
 * never keeps a test process alive.
 */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();

  schedule(ms: number, run: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.pending.add(timer);
    return timer;
  }

  cancel(timer: NodeJS.Timeout | undefined): void {
    if (timer === undefined) return;
    clearTimeout(timer);
    this.pending.delete(timer);
  }

  /**
   * Resolves after `ms`; never resolves if the timers are cleared first, which is what a closed sandbox
   * wants.
   */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.schedule(ms, resolve));
  }

  clear(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
