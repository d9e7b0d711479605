import type Keyv from 'keyv';
import { z } from 'zod';
import { KeyedMutex } from '../concurrency.js';
import {
  confirmationSchema,
  guildLinksSchema,
  linkTimesSchema,
  subscriptionSchema,
  type Confirmation,
  type GuildLinks,
  type LinkTimes,
  type Subscription,
} from './schemas.js';

export type ClaimResult =
  | { outcome: 'claimed'; confirmation: Confirmation }
  | { outcome: 'expired' }
  | { outcome: 'foreign'; confirmation: Confirmation }
  | { outcome: 'used'; confirmation: Confirmation };

const linksKey = 'links';
const linkTimesKey = 'link-times';
const subscriptionsKey = 'subscriptions';
const subscriptionListSchema = z.array(subscriptionSchema);

/** Keeps finished confirmations around long enough to answer late double clicks with "already used". */
const finishedConfirmationTtlMs = 15 * 60_000;

/**
 * Everything the bot persists, and the only code that touches the store. Documents are validated when read:
 * a corrupt or outdated document is treated as absent rather than crashing the bot.
 */
export class BotStore {
  private readonly mutex = new KeyedMutex();

  constructor(
    private readonly keyv: Keyv,
    private readonly now: () => number = Date.now,
  ) {}

  private async read<T>(key: string, schema: z.ZodType<T>): Promise<T | undefined> {
    const parsed = schema.safeParse(await this.keyv.get(key));
    return parsed.success ? parsed.data : undefined;
  }

  private update<T>(key: string, schema: z.ZodType<T>, empty: T, change: (current: T) => T): Promise<T> {
    return this.mutex.run(key, async () => {
      const next = change((await this.read(key, schema)) ?? empty);
      await this.keyv.set(key, next);
      return next;
    });
  }

  // Guild links: which servers a community guild may see and act on.

  async guildLinks(): Promise<GuildLinks> {
    return (await this.read(linksKey, guildLinksSchema)) ?? {};
  }

  async linkedServerIds(guildId: string): Promise<string[]> {
    return (await this.guildLinks())[guildId] ?? [];
  }

  async isLinked(guildId: string, serverId: string): Promise<boolean> {
    return (await this.linkedServerIds(guildId)).includes(serverId);
  }

  async linkTimes(): Promise<LinkTimes> {
    return (await this.read(linkTimesKey, linkTimesSchema)) ?? {};
  }

  /** Returns whether the link is new. */
  async link(guildId: string, serverId: string): Promise<boolean> {
    let added = false;
    await this.update(linksKey, guildLinksSchema, {}, (links) => {
      const current = links[guildId] ?? [];
      added = !current.includes(serverId);
      return added ? { ...links, [guildId]: [...current, serverId] } : links;
    });
    if (added)
      await this.update(linkTimesKey, linkTimesSchema, {}, (times) => ({
        ...times,
        [linkTimeKey(guildId, serverId)]: this.now(),
      }));
    return added;
  }

  /** Returns whether a link was removed. */
  async unlink(guildId: string, serverId: string): Promise<boolean> {
    let removed = false;
    await this.update(linksKey, guildLinksSchema, {}, (links) => {
      const current = links[guildId] ?? [];
      removed = current.includes(serverId);
      const remaining = current.filter((id) => id !== serverId);
      const { [guildId]: _dropped, ...others } = links;
      return remaining.length > 0 ? { ...others, [guildId]: remaining } : others;
    });
    if (removed) {
      await this.update(
        linkTimesKey,
        linkTimesSchema,
        {},
        ({ [linkTimeKey(guildId, serverId)]: _dropped, ...others }) => others,
      );
    }
    return removed;
  }

  // Command registration: the hash of the definitions last registered per guild.

  async commandHash(guildId: string): Promise<string | undefined> {
    return this.read(`command-hash:${guildId}`, z.string());
  }

  async setCommandHash(guildId: string, hash: string): Promise<void> {
    await this.keyv.set(`command-hash:${guildId}`, hash);
  }

  // Confirmations of destructive actions, so a restart between prompt and click loses nothing.

  async saveConfirmation(confirmation: Confirmation): Promise<void> {
    await this.keyv.set(
      `confirmation:${confirmation.id}`,
      confirmation,
      confirmation.expiresAt - this.now() + finishedConfirmationTtlMs,
    );
  }

  async confirmation(id: string): Promise<Confirmation | undefined> {
    return this.read(`confirmation:${id}`, confirmationSchema);
  }

  /**
   * Atomically (within this process) moves a pending confirmation to executing for the member who asked.
   * Every other click learns why it cannot act: expired, someone else's, or already used.
   */
  claimConfirmation(id: string, userId: string): Promise<ClaimResult> {
    return this.mutex.run(`confirmation:${id}`, async () => {
      const confirmation = await this.confirmation(id);
      if (!confirmation) return { outcome: 'expired' };
      if (confirmation.userId !== userId) return { outcome: 'foreign', confirmation };
      if (confirmation.state !== 'pending') return { outcome: 'used', confirmation };
      if (confirmation.expiresAt <= this.now()) return { outcome: 'expired' };
      const claimed: Confirmation = { ...confirmation, state: 'executing' };
      await this.saveConfirmation(claimed);
      return { outcome: 'claimed', confirmation: claimed };
    });
  }

  async finishConfirmation(confirmation: Confirmation): Promise<void> {
    await this.saveConfirmation({ ...confirmation, state: 'done' });
  }

  /** Marks a pending confirmation used without executing it (Cancel), with the same checks as a confirm. */
  async cancelConfirmation(id: string, userId: string): Promise<ClaimResult> {
    const claim = await this.claimConfirmation(id, userId);
    if (claim.outcome === 'claimed') await this.finishConfirmation(claim.confirmation);
    return claim;
  }

  // Alert subscriptions.

  async subscriptions(): Promise<Subscription[]> {
    return (await this.read(subscriptionsKey, subscriptionListSchema)) ?? [];
  }

  /** Adds or replaces (and so resumes) the subscription of a channel to a server or to all servers. */
  async subscribe(subscription: Subscription): Promise<void> {
    await this.update(subscriptionsKey, subscriptionListSchema, [], (list) => [
      ...list.filter((existing) => !sameSubscription(existing, subscription)),
      subscription,
    ]);
  }

  /** Returns whether a subscription was removed. */
  async unsubscribe(key: Pick<Subscription, 'guildId' | 'channelId' | 'serverId'>): Promise<boolean> {
    let removed = false;
    await this.update(subscriptionsKey, subscriptionListSchema, [], (list) => {
      const remaining = list.filter((existing) => !sameSubscription(existing, key));
      removed = remaining.length < list.length;
      return remaining;
    });
    return removed;
  }

  /** Pauses every subscription of a channel the bot can no longer post in. Returns those newly paused. */
  async pauseChannel(channelId: string, reason: string): Promise<Subscription[]> {
    const paused: Subscription[] = [];
    await this.update(subscriptionsKey, subscriptionListSchema, [], (list) =>
      list.map((subscription) => {
        if (subscription.channelId !== channelId || subscription.pausedReason !== undefined)
          return subscription;
        const pausedSubscription = { ...subscription, pausedReason: reason };
        paused.push(pausedSubscription);
        return pausedSubscription;
      }),
    );
    return paused;
  }

  // Views: the state behind a message's components (a list's filters, a search's results), kept for a while.

  async saveView(viewId: string, value: unknown, ttlMs: number): Promise<void> {
    await this.keyv.set(`view:${viewId}`, value, ttlMs);
  }

  async view<T>(viewId: string, schema: z.ZodType<T>): Promise<T | undefined> {
    return this.read(`view:${viewId}`, schema);
  }

  // Poller state: cursors and watch lists, validated by the poller's own schemas.

  async pollState<T>(name: string, schema: z.ZodType<T>): Promise<T | undefined> {
    return this.read(`poll:${name}`, schema);
  }

  async setPollState(name: string, value: unknown): Promise<void> {
    await this.keyv.set(`poll:${name}`, value);
  }

  async deletePollState(name: string): Promise<void> {
    await this.keyv.delete(`poll:${name}`);
  }

  async close(): Promise<void> {
    await this.keyv.disconnect();
  }
}

export function linkTimeKey(guildId: string, serverId: string): string {
  return `${guildId}/${serverId}`;
}

function sameSubscription(
  a: Pick<Subscription, 'guildId' | 'channelId' | 'serverId'>,
  b: Pick<Subscription, 'guildId' | 'channelId' | 'serverId'>,
): boolean {
  return a.guildId === b.guildId && a.channelId === b.channelId && a.serverId === b.serverId;
}
