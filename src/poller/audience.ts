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

/** The default of no usage watches, one list: a reading is reused only over the very same inputs. */
const noWatches: readonly UsageWatch[] = [];

/**
 * Who gets which post, from one reading of the subscriptions and guild links: subscriptions to the server,
 * plus "every server" subscriptions of guilds that may see it (the ops guild sees all, a community guild its
 * linked servers). A community guild's subscription to a server it is no longer linked to gets nothing.
 * Paused subscriptions get nothing; channels the bot was found shut out of during a cycle are left out at
 * once.
 */
export class Audience {
  /** What this reading's inputs give before any channel is lost; shared by the cycles that reuse them. */
  private readonly reading: Reading;
  /** Channels the bot was found shut out of during this reading (by the delivery service, as it sends). */
  private readonly lost = new Set<string>();

  constructor(
    subscriptions: readonly Subscription[],
    private readonly links: GuildLinks,
    private readonly opsGuildId: string,
    private readonly linkTimes: LinkTimes = {},
    usageWatches: readonly UsageWatch[] = noWatches,
    /** The silences of the guilds, as read with the subscriptions (`SilenceStore.ofGuild`). */
    private readonly silenceList: readonly Silence[] = [],
    private readonly now: () => number = Date.now,
  ) {
    this.reading = readingOf(subscriptions, links, opsGuildId, usageWatches);
  }

  /** The guilds whose channels get alerts: whose silences matter to delivery. */
  get guildIds(): Set<string> {
    return new Set(this.reading.guildOfChannel.values());
  }

  /** Whether the guild may see the server: the ops guild every one, a community guild its linked ones. */
  guildMaySee(guildId: string, serverId: string): boolean {
    return this.maySee(guildId, serverId);
  }

  /** The guild a channel that gets alerts is in. */
  guildOf(channelId: string): string | undefined {
    return this.reading.guildOfChannel.get(channelId);
  }

  // Copied only once a channel is lost: cycles call these thousands of times, and most lose none.
  private get active(): readonly Subscription[] {
    const { subscriptions } = this.reading;
    return this.lost.size === 0 ? subscriptions : subscriptions.filter(this.kept);
  }

  private get watches(): readonly UsageWatch[] {
    const { watches } = this.reading;
    return this.lost.size === 0 ? watches : watches.filter(this.kept);
  }

  private readonly kept = ({ channelId }: { channelId: string }) => !this.lost.has(channelId);

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
    for (const subscription of this.reading.covering(serverId)) {
      if (this.lost.has(subscription.channelId)) continue;
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
        const guildId = this.reading.guildOfChannel.get(channelId);
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
  polledServers(known: Iterable<string>): ReadonlySet<string> {
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
  statusServers(known: Iterable<string>): ReadonlySet<string> {
    return this.coveredServers('status', known);
  }

  /** The servers as `coverage` orders them; while no channel is lost, the reading's, built once. */
  private coveredServers(kind: AlertKind, known: Iterable<string>): ReadonlySet<string> {
    const { before, everyServer, after } =
      this.lost.size === 0
        ? this.reading.coverage(kind)
        : coverage(this.active, kind, this.links, this.opsGuildId);
    if (!everyServer) return before;
    const servers = new Set(before);
    for (const serverId of known) servers.add(serverId);
    for (const serverId of after) servers.add(serverId);
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

/**
 * The servers subscriptions of a kind cover, in the order they come: to the very server (if the guild may see
 * it), a community guild's linked servers, and where the ops guild's first "every server" subscription comes,
 * the account's known servers (`everyServer`), then what the later subscriptions add (`after`).
 */
type Coverage = { before: ReadonlySet<string>; everyServer: boolean; after: ReadonlySet<string> };

function coverage(
  subscriptions: readonly Subscription[],
  kind: AlertKind,
  links: GuildLinks,
  opsGuildId: string,
): Coverage {
  const before = new Set<string>();
  const after = new Set<string>();
  let everyServer = false;
  for (const subscription of subscriptions) {
    if (!subscriptionRoutes(subscription).some((route) => route.kind === kind)) continue;
    const servers = everyServer ? after : before;
    const { guildId, serverId } = subscription;
    if (serverId !== null) {
      if (guildId === opsGuildId || (links[guildId] ?? []).includes(serverId)) servers.add(serverId);
    } else if (guildId !== opsGuildId) {
      for (const linked of links[guildId] ?? []) servers.add(linked);
    } else everyServer = true;
  }
  return { before, everyServer, after };
}

/**
 * What one reading of the subscriptions, links and usage watches gives every cycle that uses it (the cycle
 * keeps a reading until a write changes it): the unpaused subscriptions and watches, the guild of each
 * channel, the subscriptions that cover each server, and each kind's covered servers. Built as first asked
 * for.
 */
class Reading {
  readonly subscriptions: readonly Subscription[];
  readonly watches: readonly UsageWatch[];
  readonly guildOfChannel = new Map<string, string>();
  private bySpecificServer: Map<string, number[]> | undefined;
  private readonly everyServer: number[] = [];
  private readonly coverages = new Map<AlertKind, Coverage>();

  constructor(
    readonly inputs: {
      subscriptions: readonly Subscription[];
      links: GuildLinks;
      opsGuildId: string;
      usageWatches: readonly UsageWatch[];
    },
  ) {
    this.subscriptions = inputs.subscriptions.filter(
      (subscription) => subscription.pausedReason === undefined,
    );
    this.watches = inputs.usageWatches.filter((watch) => watch.pausedReason === undefined);
    for (const { channelId, guildId } of [...this.subscriptions, ...this.watches])
      this.guildOfChannel.set(channelId, guildId);
  }

  /** The subscriptions to this server or to every server, in the order they were read. */
  covering(serverId: string): Subscription[] {
    const specific = this.positionsByServer().get(serverId) ?? [];
    const positions = [...specific, ...this.everyServer].sort((a, b) => a - b);
    return positions.map((position) => this.subscriptions[position]!);
  }

  /** Where in `subscriptions` each server's own subscriptions are (the every-server ones: `everyServer`). */
  private positionsByServer(): Map<string, number[]> {
    if (this.bySpecificServer) return this.bySpecificServer;
    const byServer = new Map<string, number[]>();
    this.subscriptions.forEach(({ serverId }, position) => {
      const own = serverId === null ? this.everyServer : byServer.get(serverId);
      if (own) own.push(position);
      else if (serverId !== null) byServer.set(serverId, [position]);
    });
    this.bySpecificServer = byServer;
    return byServer;
  }

  coverage(kind: AlertKind): Coverage {
    let found = this.coverages.get(kind);
    if (!found) {
      const { links, opsGuildId } = this.inputs;
      found = coverage(this.subscriptions, kind, links, opsGuildId);
      this.coverages.set(kind, found);
    }
    return found;
  }
}

/** The last reading built from each subscriptions list; a new one when any of its inputs is another. */
const readings = new WeakMap<readonly Subscription[], Reading>();

function readingOf(
  subscriptions: readonly Subscription[],
  links: GuildLinks,
  opsGuildId: string,
  usageWatches: readonly UsageWatch[],
): Reading {
  const last = readings.get(subscriptions);
  const same = last?.inputs.links === links && last.inputs.opsGuildId === opsGuildId;
  if (last && same && last.inputs.usageWatches === usageWatches) return last;
  const reading = new Reading({ subscriptions, links, opsGuildId, usageWatches });
  readings.set(subscriptions, reading);
  return reading;
}
