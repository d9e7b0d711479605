import type { RecipientKind } from '../alerts/index.js';
import type { AlertRecipients } from '../delivery/alert-outbox.js';
import {
  alertKindSchema,
  linkTimeKey,
  silences,
  silenceKindSchema,
  type Silence,
  subscriptionRoutes,
  type AlertKind,
  type AlertRoute,
  type GuildLinks,
  type LinkTimes,
  type Subscription,
  type UsageWatch,
} from '../store/index.js';

/**
 * A channel that gets a server's posts of one kind; `since` (epoch ms) is its earliest subscription covering
 * the server, and for a community guild never before ops linked the server to it. `pingRoleId` is the role
 * its posts of that kind mention (a subscription to the very server wins over an every-server one), and
 * `pingRecovery` whether recovery posts mention it too.
 */
export type Recipient = {
  channelId: string;
  guildId: string;
  since: number;
  pingRoleId?: string;
  pingRecovery?: boolean;
};

/**
 * Who gets which post, from one reading of the subscriptions and guild links: subscriptions to the server,
 * plus "every server" subscriptions of guilds that may see it (the ops guild sees all, a community guild its
 * linked servers). A community guild's subscription to a server it is no longer linked to gets nothing.
 * Paused subscriptions get nothing; channels the bot was found shut out of during a cycle are left out at
 * once.
 */
export class Audience {
  private readonly subscriptions: Subscription[];
  private readonly usageWatchList: UsageWatch[];
  /** Channels the bot was found shut out of during this reading (by the delivery service, as it sends). */
  private readonly lost = new Set<string>();
  /** The guild of each channel that gets alerts, for the silences of that guild. */
  private readonly guildOfChannel = new Map<string, string>();

  constructor(
    subscriptions: readonly Subscription[],
    private readonly links: GuildLinks,
    private readonly opsGuildId: string,
    private readonly linkTimes: LinkTimes = {},
    usageWatches: readonly UsageWatch[] = [],
    /** The silences of the guilds, as read with the subscriptions (`SilenceStore.ofGuild`). */
    private readonly silenceList: readonly Silence[] = [],
    private readonly now: () => number = Date.now,
  ) {
    this.subscriptions = subscriptions.filter((subscription) => subscription.pausedReason === undefined);
    this.usageWatchList = usageWatches.filter((watch) => watch.pausedReason === undefined);
    for (const { channelId, guildId } of [...this.subscriptions, ...this.usageWatchList])
      this.guildOfChannel.set(channelId, guildId);
  }

  /** The guilds whose channels get alerts: whose silences matter to delivery. */
  get guildIds(): Set<string> {
    return new Set(this.guildOfChannel.values());
  }

  /** Whether the guild may see the server: the ops guild every one, a community guild its linked ones. */
  guildMaySee(guildId: string, serverId: string): boolean {
    return this.maySee(guildId, serverId);
  }

  /** The guild a channel that gets alerts is in. */
  guildOf(channelId: string): string | undefined {
    return this.guildOfChannel.get(channelId);
  }

  private get active(): Subscription[] {
    return this.subscriptions.filter((subscription) => !this.lost.has(subscription.channelId));
  }

  private get watches(): UsageWatch[] {
    return this.usageWatchList.filter((watch) => !this.lost.has(watch.channelId));
  }

  get hasSubscriptions(): boolean {
    return this.active.length > 0;
  }

  /** The name a subscription to this very server recorded, if any. */
  subscribedName(serverId: string): string | undefined {
    return this.active.find(
      (subscription) => subscription.serverId === serverId && subscription.serverName !== undefined,
    )?.serverName;
  }

  /**
   * Whether the ops guild subscribed to every server, which makes every server of the account worth polling.
   */
  get coversEveryServer(): boolean {
    return this.active.some(
      (subscription) => subscription.guildId === this.opsGuildId && subscription.serverId === null,
    );
  }

  private maySee(guildId: string, serverId: string): boolean {
    return guildId === this.opsGuildId || (this.links[guildId] ?? []).includes(serverId);
  }

  /** The channels that get the server's posts of this kind, deduplicated per channel. */
  recipients(serverId: string, kind: AlertKind): Recipient[] {
    const byChannel = new Map<string, Recipient & { specific: boolean }>();
    for (const subscription of this.active) {
      if (subscription.serverId !== null && subscription.serverId !== serverId) continue;
      if (!this.maySee(subscription.guildId, serverId)) continue;
      const route = subscriptionRoutes(subscription).find((candidate) => candidate.kind === kind);
      if (!route) continue;
      const created = Date.parse(subscription.createdAt);
      const linkedAt =
        subscription.guildId === this.opsGuildId
          ? 0
          : (this.linkTimes[linkTimeKey(subscription.guildId, serverId)] ?? 0);
      const since = Math.max(Number.isNaN(created) ? 0 : created, linkedAt);
      const specific = subscription.serverId !== null;
      const current = byChannel.get(subscription.channelId);
      // The ping of a subscription to the very server wins; among equals, the first that pings.
      const keepPing =
        current !== undefined &&
        (current.specific === specific ? current.pingRoleId !== undefined : current.specific);
      const ping = keepPing ? current : route;
      byChannel.set(subscription.channelId, {
        channelId: subscription.channelId,
        guildId: subscription.guildId,
        since: Math.min(since, current?.since ?? since),
        specific: specific || (current?.specific ?? false),
        ...pingOf(ping),
      });
    }
    return [...byChannel.values()].map(({ specific: _specific, ...recipient }) => recipient);
  }

  /** Whether the channel still gets the server's posts of this kind. */
  isRecipient(channelId: string, serverId: string, kind: RecipientKind): boolean {
    if (kind === 'usage') return this.usageWatches(serverId).some((watch) => watch.channelId === channelId);
    return this.recipients(serverId, kind).some((recipient) => recipient.channelId === channelId);
  }

  /**
   * Who gets the server's alerts, as data the delivery service reads: the channels of each kind, and the
   * channels lost this reading, which the service adds to as it finds them (every query here leaves them
   * out).
   */
  alertRecipients(serverId: string): AlertRecipients {
    const channels = new Map<RecipientKind, ReadonlySet<string>>(
      alertKindSchema.options.map((kind) => [
        kind,
        new Set(this.recipients(serverId, kind).map((recipient) => recipient.channelId)),
      ]),
    );
    channels.set('usage', new Set(this.usageWatches(serverId).map((watch) => watch.channelId)));
    return {
      channels,
      lost: this.lost,
      silenced: (channelId, silenceKind) => {
        const guildId = this.guildOfChannel.get(channelId);
        const kind = silenceKindSchema.safeParse(silenceKind);
        const now = this.now();
        return (
          guildId !== undefined &&
          kind.success &&
          this.silenceList.some((silence) =>
            silences(silence, { guildId, channelId, serverId, kind: kind.data, now }),
          )
        );
      },
    };
  }

  /** The active usage watches covering the server, of guilds that may see it. */
  usageWatches(serverId: string): UsageWatch[] {
    return this.watches.filter(
      (watch) =>
        (watch.serverId === null || watch.serverId === serverId) && this.maySee(watch.guildId, serverId),
    );
  }

  /**
   * The servers some usage watch covers; `known` lists the account's servers for an ops "every server" watch.
   */
  usageWatchedServers(known: Iterable<string>): Set<string> {
    const servers = new Set<string>();
    for (const watch of this.watches) {
      if (watch.serverId !== null) {
        if (this.maySee(watch.guildId, watch.serverId)) servers.add(watch.serverId);
      } else if (watch.guildId === this.opsGuildId) {
        for (const serverId of known) servers.add(serverId);
      } else {
        for (const serverId of this.links[watch.guildId] ?? []) servers.add(serverId);
      }
    }
    return servers;
  }

  /**
   * Whether an ops usage watch covers every server, which makes every server of the account worth knowing.
   */
  get usageCoversEveryServer(): boolean {
    return this.watches.some((watch) => watch.guildId === this.opsGuildId && watch.serverId === null);
  }

  /**
   * The servers whose activity reaches someone; `known` lists the account's servers for "every server" in
   * ops.
   */
  polledServers(known: Iterable<string>): Set<string> {
    return this.coveredServers('activity', known);
  }

  /** Whether some active subscription gets this kind of alert. */
  carries(kind: AlertKind): boolean {
    return this.active.some((subscription) =>
      subscriptionRoutes(subscription).some((route) => route.kind === kind),
    );
  }

  /** Whether the ops guild gets this kind for every server: only the account's list then says which exist. */
  coversEveryServerFor(kind: AlertKind): boolean {
    return this.active.some(
      (subscription) =>
        subscription.guildId === this.opsGuildId &&
        subscription.serverId === null &&
        subscriptionRoutes(subscription).some((route) => route.kind === kind),
    );
  }

  /** The servers whose status changes reach someone. */
  statusServers(known: Iterable<string>): Set<string> {
    return this.coveredServers('status', known);
  }

  private coveredServers(kind: AlertKind, known: Iterable<string>): Set<string> {
    const servers = new Set<string>();
    const carrying = this.active.filter((subscription) =>
      subscriptionRoutes(subscription).some((route) => route.kind === kind),
    );
    for (const subscription of carrying) {
      if (subscription.serverId !== null) {
        if (this.maySee(subscription.guildId, subscription.serverId)) servers.add(subscription.serverId);
      } else if (subscription.guildId !== this.opsGuildId) {
        for (const serverId of this.links[subscription.guildId] ?? []) servers.add(serverId);
      } else {
        for (const serverId of known) servers.add(serverId);
      }
    }
    return servers;
  }

  /** The channels found shut out of during this reading, which every send of it leaves out. */
  get lostChannels(): Set<string> {
    return this.lost;
  }

  /** Leaves out a channel the bot can no longer post in for the rest of this reading. */
  pause(channelId: string): void {
    this.lost.add(channelId);
  }
}

function pingOf(route: Pick<AlertRoute, 'pingRoleId' | 'pingRecovery'>): Partial<Recipient> {
  return {
    ...(route.pingRoleId === undefined ? {} : { pingRoleId: route.pingRoleId }),
    ...(route.pingRecovery ? { pingRecovery: true } : {}),
  };
}
