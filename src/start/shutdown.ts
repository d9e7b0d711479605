import type { Logger } from '../log.js';

/**
 * What start-up opened, closed in the reverse order on stop: each step registers its own closing as soon as
 * it has something to close, so a start that fails halfway closes exactly what it opened.
 */
export class Shutdown {
  private readonly steps: (() => Promise<void>)[] = [];

  constructor(private readonly logger: Logger) {}

  add(step: () => Promise<void>): void {
    this.steps.push(step);
  }

  /** Runs every step, newest first; a step that fails is logged and the others still run. */
  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) {
      await step().catch((error: unknown) => this.logger.warn({ err: error }, 'shutdown step failed'));
    }
  }
}
