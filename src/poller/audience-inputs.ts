import type { BotStore, GuildLinks, LinkTimes, Subscription, UsageWatch } from '../store/index.js';

/**
 * The longest a reading is used while the audience version says nothing changed: a safety net for writes
 * that do not change the version, as an instance of an older release writes during a rolling upgrade.
 */
const rereadAfterMs = 5 * 60_000;

/** What an `Audience` is built from, besides the silences. */
export type AudienceInputs = {
  subscriptions: readonly Subscription[];
  links: GuildLinks;
  linkTimes: LinkTimes;
  usageWatches: readonly UsageWatch[];
};

/**
 * The subscriptions, links and usage watches for each cycle's `Audience`, read whole again only when the
 * store's audience version changed since the last reading (every instance's writes change it after
 * writing), or the last reading is `rereadAfterMs` old: cycles run every few seconds, those writes are rare.
 */
export class AudienceReader {
  private last: { version: string | undefined; readAt: number; inputs: AudienceInputs } | undefined;

  constructor(
    private readonly store: BotStore,
    private readonly now: () => number,
  ) {}

  async read(): Promise<AudienceInputs> {
    const now = this.now();
    // Read before the collections: a write that lands while they are read changes it again after, so the
    // next cycle reads afresh.
    const version = await this.store.audienceVersion();
    const last = this.last;
    if (last && last.version === version && now - last.readAt < rereadAfterMs) return last.inputs;
    const { store } = this;
    const inputs: AudienceInputs = {
      subscriptions: await store.subscriptions(),
      links: await store.guildLinks(),
      linkTimes: await store.linkTimes(),
      usageWatches: await store.usage.watches(),
    };
    this.last = { version, readAt: now, inputs };
    return inputs;
  }
}
