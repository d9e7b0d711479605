import { statusKind } from '../../src/api/index.js';
import type { FakeHostingApi, VirtualClock } from '../../test/support/fake-hosting-api.js';

export type Detection = { kind: 'entry' | 'provisioning'; key: string; at: number };

/**
 * How the naive poller learns that a provisioning server is done. `in-turn`: its status is read in the same
 * round as the activity logs, one call each. `status-list`: like the adaptive poller, the status-filtered
 * server list every `listIntervalMs` (and one read of each server that left it), the rest of the budget
 * going to the activity round; both then report provisioning as fast, and only the activity scheduling
 * differs.
 */
export type NaiveProvisioning = { kind: 'in-turn' } | { kind: 'status-list'; listIntervalMs: number };

/**
 * The baseline: every `intervalMs`, read the activity log of every subscribed server, one call per server
 * (and check the servers being provisioned as `provisioning` says), paced evenly at the same budget as the
 * poller: a round that does not fit the interval simply takes longer.
 */
export class NaivePoller {
  private readonly newest = new Map<string, string | undefined>();
  private readonly provisioning = new Set<string>();
  readonly detections: Detection[] = [];
  private roundStartedAt = Number.NEGATIVE_INFINITY;
  private queue: string[] = [];
  private nextCallAt: number;
  private nextListAt: number;
  /** Servers that left the status list, to read once for their outcome. */
  private readonly finished: string[] = [];

  constructor(
    private readonly api: FakeHostingApi,
    private readonly clock: VirtualClock,
    private readonly subscribed: readonly string[],
    private readonly intervalMs: number,
    private readonly callsPerMinute: number,
    private readonly provisioningCheck: NaiveProvisioning,
  ) {
    this.nextCallAt = clock.now;
    this.nextListAt = clock.now;
  }

  watch(serverId: string): void {
    this.provisioning.add(serverId);
  }

  /** When the next call is due. */
  wakeAt(): number {
    if (this.queue.length > 0 || this.provisioningDue()) return this.nextCallAt;
    const nextRound = Math.max(this.nextCallAt, this.roundStartedAt + this.intervalMs);
    return this.provisioningCheck.kind === 'status-list' && this.provisioning.size > 0
      ? Math.max(this.nextCallAt, Math.min(nextRound, this.nextListAt))
      : nextRound;
  }

  /** Makes the call that is due now. */
  async step(): Promise<void> {
    const provisioningDue = this.provisioningDue();
    if (this.queue.length === 0 && !provisioningDue) {
      this.roundStartedAt = this.clock.now;
      const inTurn =
        this.provisioningCheck.kind === 'in-turn'
          ? [...this.provisioning].map((id) => `provisioning:${id}`)
          : [];
      this.queue = [...this.subscribed, ...inTurn];
    }
    this.nextCallAt = this.clock.now + 60_000 / this.callsPerMinute;
    if (provisioningDue) return this.checkProvisioningList();
    const target = this.queue.shift()!;
    if (target.startsWith('provisioning:')) return this.readStatus(target.slice('provisioning:'.length));
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

  private provisioningDue(): boolean {
    if (this.finished.length > 0) return true;
    return (
      this.provisioningCheck.kind === 'status-list' &&
      this.provisioning.size > 0 &&
      this.clock.now >= this.nextListAt
    );
  }

  private async checkProvisioningList(): Promise<void> {
    const serverId = this.finished.shift();
    if (serverId !== undefined) return this.readStatus(serverId);
    if (this.provisioningCheck.kind !== 'status-list') return;
    this.nextListAt = this.clock.now + this.provisioningCheck.listIntervalMs;
    const listed = new Set(
      (await this.api.listServers({ status: 'PROVISIONING', limit: 100 })).servers.map((server) => server.id),
    );
    for (const id of this.provisioning) if (!listed.has(id)) this.finished.push(id);
  }

  private async readStatus(serverId: string): Promise<void> {
    const server = await this.api.getServer(serverId);
    if (statusKind(server.status) !== 'provisioning') {
      this.provisioning.delete(serverId);
      this.detections.push({ kind: 'provisioning', key: serverId, at: this.clock.now });
    }
  }
}
