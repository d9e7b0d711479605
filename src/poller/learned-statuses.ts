import { availabilityOf, normalizedStatus } from '../api/index.js';

/** The one status the spec names; an API may spell it its own way, which it is then asked in too. */
const specStatuses = ['PROVISIONING'];
/**
 * Statuses kept at most: each not running costs a list call per status pass, so an API that puts free text
 * in the field must not make a pass grow without bound.
 */
const maxLearnedStatuses = 24;

/**
 * The status words the account's servers were seen in, each as the API spelled it (a dialect is asked in its
 * own words: `offline`, `Stopped`), learned from every read of a server and kept across restarts
 * (`learned.ts`). The status watch asks the server list for each one that is not running.
 */
export class LearnedStatuses {
  /** Normalised word -> the spelling the API used, in the order learned. */
  private readonly spellings = new Map<string, string>();

  constructor() {
    for (const status of specStatuses) this.spellings.set(normalizedStatus(status), status);
  }

  /** Records a status seen in an answer; true when it was new. */
  learn(status: string): boolean {
    const key = normalizedStatus(status);
    if (key === '' || key === 'unknown' || this.spellings.has(key)) return false;
    if (this.spellings.size >= maxLearnedStatuses) return false;
    this.spellings.set(key, status);
    return true;
  }

  /** A status the API refused as a filter: not asked again until seen again. */
  forget(status: string): void {
    this.spellings.delete(normalizedStatus(status));
  }

  /** The statuses to ask the list for, in the API's spelling: every one learned that is not running. */
  notRunning(): string[] {
    return [...this.spellings.values()].filter((status) => availabilityOf(status) !== 'up');
  }

  /** A running status as the API spells it, once one was seen. */
  running(): string | undefined {
    return [...this.spellings.values()].find((status) => availabilityOf(status) === 'up');
  }

  state(): string[] {
    return [...this.spellings.values()];
  }

  restore(statuses: readonly string[]): void {
    for (const status of statuses) this.learn(status);
  }
}
