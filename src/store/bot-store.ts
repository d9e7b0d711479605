import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Logger } from '../log.js';
import { recordKey, type Fence, type KvBackend, type UpdateStep } from './backend.js';
import { FencedBackend } from './fenced.js';
import { guildRecords } from './guild-records.js';
import { AcknowledgementStore } from './acknowledgements.js';
import { AuditStore } from './audit.js';
import { BoardStore } from './boards.js';
import { parseStored } from './errors.js';
import { BadRecords, type SetAsideListener } from './set-aside.js';
import { InstalledModsStore } from './installed-mods.js';
import { UsageStore } from './usage.js';
import { QuotaLedger } from './quotas.js';
import { RoleGrantStore } from './role-grants.js';
import { SilenceStore } from './silences.js';
import { withKinds, withoutKind, type SubscribeResult } from './routes.js';
import {
  collections,
  clickShownAt,
  confirmationSchema,
  type ClickOrigin,
  linkRecordId,
  linkTimeKey,
  linkRecordSchema,
  provisioningHandoffSchema,
  subscriptionId,
  subscriptionSchema,
  type AlertKind,
  type ClaimResult,
  type Confirmation,
  type GuildLinks,
  type LinkRecord,
  type LinkTimes,
  type ProvisioningHandoff,
  type Subscription,
  type SubscriptionKey,
} from './schemas.js';

/**
 * Replaced after every write of a subscription, link or usage watch, by whichever instance writes: the
 * poller reads this one document each cycle and reads those collections again only when it changed.
 */
const audienceVersionKey = 'audience-version';

/** Keeps finished confirmations around long enough to answer late double clicks with "already used". */
const finishedConfirmationTtlMs = 15 * 60_000;

/**
 * Everything the bot persists; the only code that touches the store. A failed read or write throws
 * `StoreError`; a record that is not JSON or fails its schema is set aside (`BadRecords`), the read goes on.
 */
export class BotStore {
  readonly audit: AuditStore;
  readonly usage: UsageStore;
  readonly boards: BoardStore;
  readonly installedMods: InstalledModsStore;
  readonly quotas: QuotaLedger;
  /** The levels each guild granted its roles (`/access role`). */
  readonly roleGrants: RoleGrantStore;
  /** Who acknowledged which incident's alert, per guild. */
  readonly acknowledgements: AcknowledgementStore;
  /** The guilds' silences of alerts (`/alerts silence`). */
  readonly silences: SilenceStore;
  /** Records set aside because they could not be read, kept for a person (docs/operations.md). */
  readonly badRecords: BadRecords;

  constructor(
    readonly backend: KvBackend,
    private readonly now: () => number = Date.now,
    private readonly logger?: Logger,
    private readonly onSetAside?: SetAsideListener,
  ) {
    this.badRecords = new BadRecords(backend, logger, onSetAside, now);
    this.audit = new AuditStore(backend);
    this.usage = new UsageStore(backend, () => this.changedAudience());
    this.boards = new BoardStore(backend, this.badRecords);
    this.installedMods = new InstalledModsStore(backend);
    this.quotas = new QuotaLedger(backend, now);
    this.roleGrants = new RoleGrantStore(backend, this.badRecords);
    this.acknowledgements = new AcknowledgementStore(backend, this.badRecords, now);
    this.silences = new SilenceStore(backend, this.badRecords);
  }

  /** The store as background work sees it: each write carries the lease's fence (`FencedBackend`). */
  fenced(fence: () => Fence | undefined, leaseName: string): BotStore {
    const backend = new FencedBackend(this.backend, fence, leaseName);
    return new BotStore(backend, this.now, this.logger, this.onSetAside);
  }

  // Guild links: which servers a community guild may see and act on, and since when.

  async guildLinks(): Promise<GuildLinks> {
    const links: GuildLinks = {};
    for (const { guildId, serverId } of await this.links())
      links[guildId] = [...(links[guildId] ?? []), serverId];
    return links;
  }

  /** The servers linked to one guild, oldest link first: read from that guild's records only. */
  async linkedServerIds(guildId: string): Promise<string[]> {
    const links = await this.parsedGuildRecords(collections.links, guildId, linkRecordSchema);
    return links.sort((a, b) => a.linkedAt - b.linkedAt).map((link) => link.serverId);
  }

  async isLinked(guildId: string, serverId: string): Promise<boolean> {
    const key = recordKey(collections.links, linkRecordId(guildId, serverId));
    return (await this.storedDocument(key, linkRecordSchema)) !== undefined;
  }

  /** When ops linked the server to the guild (epoch ms); undefined when they are not linked. */
  async linkedAt(guildId: string, serverId: string): Promise<number | undefined> {
    const key = recordKey(collections.links, linkRecordId(guildId, serverId));
    return (await this.storedDocument(key, linkRecordSchema))?.linkedAt;
  }

  /** `guildId/serverId` -> when ops linked them, so alerts start from the link, not before it. */
  async linkTimes(): Promise<LinkTimes> {
    const links = await this.links();
    return Object.fromEntries(links.map((link) => [linkTimeKey(link.guildId, link.serverId), link.linkedAt]));
  }

  /** Returns whether the link is new. */
  async link(guildId: string, serverId: string): Promise<boolean> {
    const record: LinkRecord = { guildId, serverId, linkedAt: this.now() };
    const key = recordKey(collections.links, linkRecordId(guildId, serverId));
    const linked = await this.backend.setIfAbsent(key, record);
    if (linked) await this.changedAudience();
    return linked;
  }

  /** Returns whether a link was removed. */
  async unlink(guildId: string, serverId: string): Promise<boolean> {
    const unlinked = await this.backend.deleteRecord(collections.links, linkRecordId(guildId, serverId));
    if (unlinked) await this.changedAudience();
    return unlinked;
  }

  /** Removes the server's links to every guild: it was deleted. */
  async unlinkServer(serverId: string): Promise<void> {
    for (const link of await this.links())
      if (link.serverId === serverId) await this.unlink(link.guildId, serverId);
  }

  // Command registration: the hash of the definitions last registered per guild.

  async commandHash(guildId: string): Promise<string | undefined> {
    const hash = await this.backend.get(`command-hash:${guildId}`);
    return typeof hash === 'string' ? hash : undefined;
  }

  async setCommandHash(guildId: string, hash: string): Promise<void> {
    await this.backend.set(`command-hash:${guildId}`, hash);
  }

  // Languages: the one a guild chose for the bot's own posts, and the preferred locale Discord last gave.

  async guildLanguage(guildId: string): Promise<{ chosen?: string; preferred?: string }> {
    const [chosen, preferred] = await Promise.all([
      this.backend.get(`guild-language:${guildId}`),
      this.backend.get(`guild-locale:${guildId}`),
    ]);
    return {
      ...(typeof chosen === 'string' ? { chosen } : {}),
      ...(typeof preferred === 'string' ? { preferred } : {}),
    };
  }

  /** Sets the guild's language, or with none goes back to its preferred locale. */
  async chooseGuildLanguage(guildId: string, locale: string | undefined): Promise<void> {
    if (locale === undefined) await this.backend.delete(`guild-language:${guildId}`);
    else await this.backend.set(`guild-language:${guildId}`, locale);
  }

  async notePreferredLocale(guildId: string, locale: string): Promise<void> {
    await this.backend.set(`guild-locale:${guildId}`, locale);
  }

  // Confirmations of destructive actions, so a restart between prompt and click loses nothing.

  async saveConfirmation(confirmation: Confirmation): Promise<void> {
    const key = `confirmation:${confirmation.id}`;
    await this.backend.set(key, confirmation, this.confirmationTtl(confirmation));
  }

  confirmation(id: string): Promise<Confirmation | undefined> {
    return this.storedDocument(`confirmation:${id}`, confirmationSchema);
  }

  /**
   * Atomically, across every instance sharing the store, moves a pending confirmation to executing for the
   * member who asked. Every other click learns why it cannot act: expired, someone else's, or already used
   * (whether the asker still holds the level is the router's check, before this). A click from another guild
   * or channel than the prompt's (`origin`) is answered as if the prompt did not exist: it was never shown
   * there.
   */
  claimConfirmation(id: string, userId: string, origin?: ClickOrigin): Promise<ClaimResult> {
    const key = `confirmation:${id}`;
    const claim = (stored: unknown): UpdateStep<ClaimResult> => {
      const confirmation = this.parsed(key, confirmationSchema, stored);
      if (!confirmation || (origin && !clickShownAt(confirmation, origin)))
        return { result: { outcome: 'expired' } };
      if (confirmation.userId !== userId) return { result: { outcome: 'foreign', confirmation } };
      if (confirmation.state !== 'pending') return { result: { outcome: 'used', confirmation } };
      if (confirmation.expiresAt <= this.now()) return { result: { outcome: 'expired', confirmation } };
      const claimed: Confirmation = { ...confirmation, state: 'executing' };
      return {
        result: { outcome: 'claimed', confirmation: claimed },
        write: { value: claimed, ttlMs: this.confirmationTtl(claimed) },
      };
    };
    return this.badRecords.around(() => this.backend.update(key, claim));
  }

  async finishConfirmation(confirmation: Confirmation): Promise<void> {
    await this.saveConfirmation({ ...confirmation, state: 'done' });
  }

  /** Marks a pending confirmation used without executing it (Cancel), with the same checks as a confirm. */
  async cancelConfirmation(id: string, userId: string, origin?: ClickOrigin): Promise<ClaimResult> {
    const claim = await this.claimConfirmation(id, userId, origin);
    if (claim.outcome === 'claimed') await this.finishConfirmation(claim.confirmation);
    return claim;
  }

  // Alert subscriptions, one record per channel and server.

  subscriptions(): Promise<Subscription[]> {
    return this.parsedRecords(collections.subscriptions, subscriptionSchema);
  }

  /** One guild's subscriptions, read from its records only. */
  guildSubscriptions(guildId: string): Promise<Subscription[]> {
    return this.parsedGuildRecords(collections.subscriptions, guildId, subscriptionSchema);
  }

  /**
   * Adds the subscription's kinds to what the channel already gets for that server (a kind asked again takes
   * its new ping), atomically; a paused one is replaced, and so resumed. Answers what was stored before.
   */
  async subscribe(subscription: Subscription): Promise<SubscribeResult> {
    const id = subscriptionId(subscription);
    const result = await this.badRecords.around(() =>
      this.backend.update(recordKey(collections.subscriptions, id), (stored) =>
        withKinds(this.storedSubscription(id, stored), subscription),
      ),
    );
    await this.changedAudience();
    return result;
  }

  /** Removes one kind (the subscription goes with its last one), or the whole subscription. */
  async unsubscribe(key: SubscriptionKey, kind?: AlertKind): Promise<boolean> {
    const id = subscriptionId(key);
    const removed =
      kind === undefined
        ? await this.backend.deleteRecord(collections.subscriptions, id)
        : await this.badRecords.around(() =>
            this.backend.update(recordKey(collections.subscriptions, id), (stored) =>
              withoutKind(this.storedSubscription(id, stored), kind),
            ),
          );
    if (removed) await this.changedAudience();
    return removed;
  }

  private storedSubscription(id: string, stored: unknown): Subscription | undefined {
    return stored === undefined
      ? undefined
      : this.parsedRecord(collections.subscriptions, id, subscriptionSchema, stored);
  }

  /** Pauses every subscription of a channel the bot can no longer post in. Returns those newly paused. */
  async pauseChannel(channelId: string, reason: string): Promise<Subscription[]> {
    const paused: Subscription[] = [];
    for (const subscription of await this.subscriptions()) {
      if (subscription.channelId !== channelId) continue;
      const id = subscriptionId(subscription);
      const key = recordKey(collections.subscriptions, id);
      const newlyPaused = await this.badRecords.around(() =>
        this.backend.update(key, (stored): UpdateStep<Subscription | undefined> => {
          if (stored === undefined) return { result: undefined };
          const current = this.parsedRecord(collections.subscriptions, id, subscriptionSchema, stored);
          if (current.pausedReason !== undefined) return { result: undefined };
          const next = { ...current, pausedReason: reason };
          return { result: next, write: { value: next } };
        }),
      );
      if (newlyPaused) {
        paused.push(newlyPaused);
        await this.changedAudience();
      }
    }
    return paused;
  }

  /**
   * What `changedAudience` last wrote (any instance), read before the subscriptions, links and watches: a
   * write after that read changes it again. Undefined before any such write.
   */
  audienceVersion(): Promise<string | undefined> {
    return this.storedDocument(audienceVersionKey, z.string());
  }

  /** Called after (never before) each write of a subscription, link or usage watch. */
  private async changedAudience(): Promise<void> {
    await this.backend.set(audienceVersionKey, randomUUID());
  }

  // Provisioning watches handed from an instance without the background lease to the one holding it.

  async handOffProvisioning(handoff: ProvisioningHandoff): Promise<void> {
    await this.backend.putRecord(collections.provisioningHandoffs, handoff.serverId, handoff);
  }

  provisioningHandoffs(): Promise<ProvisioningHandoff[]> {
    return this.parsedRecords(collections.provisioningHandoffs, provisioningHandoffSchema);
  }

  async dropProvisioningHandoff(serverId: string): Promise<void> {
    await this.backend.deleteRecord(collections.provisioningHandoffs, serverId);
  }

  // Views: the state behind a message's components (a list's filters, a search's results), kept for a while.

  async saveView(viewId: string, value: unknown, ttlMs: number): Promise<void> {
    await this.backend.set(`view:${viewId}`, value, ttlMs);
  }

  view<T>(viewId: string, schema: z.ZodType<T>): Promise<T | undefined> {
    return this.storedDocument(`view:${viewId}`, schema);
  }

  // Poller state: cursors and watch lists, validated by the poller's own schemas.

  /** Where a poller document is stored, to name what is set aside from it. */
  pollStateKey(name: string): string {
    return `poll:${name}`;
  }

  pollState<T>(name: string, schema: z.ZodType<T>): Promise<T | undefined> {
    return this.storedDocument(`poll:${name}`, schema);
  }

  async setPollState(name: string, value: unknown): Promise<void> {
    await this.backend.set(`poll:${name}`, value);
  }

  async deletePollState(name: string): Promise<void> {
    await this.backend.delete(`poll:${name}`);
  }

  async close(): Promise<void> {
    await this.backend.close();
  }

  private async links(): Promise<LinkRecord[]> {
    const links = await this.parsedRecords(collections.links, linkRecordSchema);
    return links.sort((a, b) => a.linkedAt - b.linkedAt);
  }

  /** Every record of a collection that reads; the others are set aside. */
  private parsedRecords<T>(collection: string, schema: z.ZodType<T>): Promise<T[]> {
    return this.badRecords.around(async () =>
      (await this.backend.listRecords(collection)).map(({ id, value }) =>
        this.parsedRecord(collection, id, schema, value),
      ),
    );
  }

  /** One guild's records of a collection that read (see `guildRecords`); the others are set aside. */
  private parsedGuildRecords<T>(collection: string, guildId: string, schema: z.ZodType<T>): Promise<T[]> {
    return this.badRecords.around(async () =>
      (await guildRecords(this.backend, collection, guildId)).map(({ id, value }) =>
        this.parsedRecord(collection, id, schema, value),
      ),
    );
  }

  /** A document read through its schema; one that cannot be read is set aside and reads as absent. */
  private storedDocument<T>(key: string, schema: z.ZodType<T>): Promise<T | undefined> {
    return this.badRecords.around(async () => this.parsed(key, schema, await this.backend.get(key)));
  }

  private confirmationTtl(confirmation: Confirmation): number {
    return confirmation.expiresAt - this.now() + finishedConfirmationTtlMs;
  }

  /** A stored value that fails its schema throws `CorruptRecordError`, for `badRecords` to set it aside. */
  private parsed<T>(key: string, schema: z.ZodType<T>, value: unknown): T | undefined {
    if (value === undefined) return undefined;
    return parseStored(this.backend.kind, schema, `the value stored at "${key}"`, value, 'read', key);
  }

  private parsedRecord<T>(collection: string, id: string, schema: z.ZodType<T>, value: unknown): T {
    return this.parsed(recordKey(collection, id), schema, value) as T;
  }
}
