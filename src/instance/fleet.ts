import { z } from 'zod';
import { sleep } from '../concurrency.js';
import type { Logger } from '../log.js';
import type { KvBackend } from '../store/index.js';

const membersKey = 'instances';
/** Instance name -> until when it counts as alive. */
const membersSchema = z.record(z.string(), z.number());

export type FleetOptions = {
  backend: KvBackend;
  name: string;
  logger: Logger;
  now?: () => number;
  /** How often this instance says it is alive; it counts for three times that. */
  heartbeatMs?: number;
  /** Told the number of live instances (this one included) after every heartbeat. */
  onCount(count: number): void;
};

/**
 * The instances sharing a store, counted by heartbeats in one record updated atomically. The count splits
 * the API key's rate limit between them (docs/instances.md); a killed instance stops counting after three
 * missed heartbeats, a stopped one at once.
 */
export class Fleet {
  private readonly stopController = new AbortController();
  private running: Promise<void> | undefined;

  constructor(private readonly options: FleetOptions) {}

  start(): void {
    this.running ??= this.loop();
  }

  async stop(): Promise<void> {
    this.stopController.abort();
    await this.running;
    await this.options.backend
      .update(membersKey, (current) => {
        const members = { ...this.members(current) };
        delete members[this.options.name];
        return { result: undefined, write: { value: members } };
      })
      .catch((error: unknown) => this.options.logger.warn({ err: error }, 'could not leave the fleet'));
  }

  /** Says this instance is alive; answers how many are. */
  async heartbeat(): Promise<number> {
    const { backend, name } = this.options;
    const now = (this.options.now ?? Date.now)();
    const aliveFor = 3 * (this.options.heartbeatMs ?? defaultHeartbeatMs);
    return backend.update(membersKey, (current) => {
      const alive = Object.entries(this.members(current)).filter(
        ([other, until]) => other !== name && until > now,
      );
      const members = Object.fromEntries([...alive, [name, now + aliveFor]]);
      return { result: alive.length + 1, write: { value: members } };
    });
  }

  private async loop(): Promise<void> {
    const { signal } = this.stopController;
    while (!signal.aborted) {
      try {
        this.options.onCount(await this.heartbeat());
      } catch (error) {
        // The last count stands: a store hiccup must not hand this instance the whole limit.
        this.options.logger.warn({ err: error }, 'could not count the instances sharing the store');
      }
      await sleep(this.options.heartbeatMs ?? defaultHeartbeatMs, signal);
    }
  }

  private members(value: unknown): Record<string, number> {
    const parsed = membersSchema.safeParse(value ?? {});
    return parsed.success ? parsed.data : {};
  }
}

const defaultHeartbeatMs = 5_000;
