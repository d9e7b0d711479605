import { z } from 'zod';
import type { BotStore } from '../store/index.js';
import { type Burstiness, burstinessStateSchema } from './activity/burstiness.js';
import type { LearnedStatuses } from './learned-statuses.js';
import type { ProvisioningTimes } from './provisioning-times.js';

/**
 * What the poller learned about the account, kept between runs so that a restart does not start from scratch.
 */
const learnedName = 'learned';
const learnedSchema = z.object({
  burstiness: burstinessStateSchema,
  provisioningTimes: z.array(z.number().nonnegative()),
  // Absent in what an earlier version saved.
  statuses: z.array(z.string()).optional(),
});
/** The learned models change slowly: saving them this often loses little in a crash and writes little. */
const learnedSaveIntervalMs = 5 * 60_000;

/** Reads the learned models back at start and saves them now and then. */
export class LearnedModels {
  private savedAt: number;

  constructor(
    private readonly store: BotStore,
    private readonly models: {
      burstiness: Burstiness;
      provisioningTimes: ProvisioningTimes;
      statuses: LearnedStatuses;
    },
    now: number,
  ) {
    this.savedAt = now;
  }

  async load(): Promise<void> {
    const learned = await this.store.pollState(learnedName, learnedSchema);
    if (!learned) return;
    this.models.burstiness.restore(learned.burstiness);
    this.models.provisioningTimes.restore(learned.provisioningTimes);
    this.models.statuses.restore(learned.statuses ?? []);
  }

  /** Saves the models when the last save is old enough. */
  async saveIfDue(now: number): Promise<void> {
    if (now - this.savedAt < learnedSaveIntervalMs) return;
    this.savedAt = now;
    await this.store.setPollState(learnedName, {
      burstiness: this.models.burstiness.state(),
      provisioningTimes: this.models.provisioningTimes.state(),
      statuses: this.models.statuses.state(),
    });
  }
}
