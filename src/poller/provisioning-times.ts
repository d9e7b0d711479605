/**
 * How many recent provisioning times are kept: enough to span a few kinds of server, few enough to follow a
 * change.
 */
const kept = 20;
/**
 * Outcomes to see before checks wait for a server to ripen; until then every watched server is checked from
 * the start.
 */
const minimumSeen = 3;
/** A server counts as possibly done from this share of the quickest recent provisioning on. */
const margin = 0.8;

/**
 * How long the account's servers take to provision, learned from the outcomes the poller saw (from the start
 * of each watch, which for a server found mid-way is later than its creation: its time reads shorter, so the
 * estimate errs early). Checks every few seconds are spent only on servers that could be done by now; a
 * server quicker than any before is still seen by the next discovery scan.
 */
export class ProvisioningTimes {
  private readonly recent: number[] = [];

  /** The recent times, oldest first, as stored between runs. */
  state(): number[] {
    return [...this.recent];
  }

  /** Takes up what an earlier run saw. */
  restore(times: readonly number[]): void {
    this.recent.splice(0, this.recent.length, ...times.slice(-kept));
  }

  record(durationMs: number): void {
    this.recent.push(Math.max(0, durationMs));
    if (this.recent.length > kept) this.recent.shift();
  }

  /** How long after its watch began a server may first be done; 0 while too few outcomes were seen. */
  earliestDoneMs(): number {
    return this.recent.length < minimumSeen ? 0 : Math.floor(margin * Math.min(...this.recent));
  }
}
