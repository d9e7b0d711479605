import { statusKind } from '../../src/api/index.js';
import type { SimulatedApi, VirtualClock } from './simulated-api.js';

export type Detection = { kind: 'entry' | 'provisioning'; key: string; at: number };

/**
 * The baseline: every `intervalMs`, read the activity log of every subscribed server and the status of
 * every server being provisioned, one call per server, paced evenly at the same budget as the poller
 * (a round that does not fit the interval simply takes longer).
 */
export class NaivePoller {
  private readonly newest = new Map<string, string | undefined>();
  private readonly provisioning = new Set<string>();
  readonly detections: Detection[] = [];
  private roundStartedAt = Number.NEGATIVE_INFINITY;
  private queue: string[] = [];
  private nextCallAt: number;

  constructor(
    private readonly api: SimulatedApi,
    private readonly clock: VirtualClock,
    private readonly subscribed: readonly string[],
    private readonly intervalMs: number,
    private readonly callsPerMinute: number,
  ) {
    this.nextCallAt = clock.now;
  }

  watch(serverId: string): void {
    this.provisioning.add(serverId);
  }

  /** When the next call is due. */
  wakeAt(): number {
    return this.queue.length > 0 ? this.nextCallAt : Math.max(this.nextCallAt, this.roundStartedAt + this.intervalMs);
  }

  /** Makes the call that is due now. */
  async step(): Promise<void> {
    if (this.queue.length === 0) {
      this.roundStartedAt = this.clock.now;
      this.queue = [...this.subscribed, ...[...this.provisioning].map((id) => `provisioning:${id}`)];
    }
    const target = this.queue.shift()!;
    this.nextCallAt = this.clock.now + 60_000 / this.callsPerMinute;
    if (target.startsWith('provisioning:')) {
      const serverId = target.slice('provisioning:'.length);
      const server = await this.api.getServer(serverId);
      if (statusKind(server.status) !== 'provisioning') {
        this.provisioning.delete(serverId);
        this.detections.push({ kind: 'provisioning', key: serverId, at: this.clock.now });
      }
      return;
    }
    const page = await this.api.getActivity(target, { limit: 50 });
    const known = this.newest.get(target);
    if (this.newest.has(target)) {
      for (const entry of page.entries) {
        if (entry.key === known) break;
        this.detections.push({ kind: 'entry', key: entry.description ?? '', at: this.clock.now });
      }
    }
    this.newest.set(target, page.entries[0]?.key);
  }
}
