import { channelMention } from 'discord.js';
import { z } from 'zod';
import { phrase, type Phrase, type Translator } from '../i18n/index.js';
import { escapeApiText, inlineCode } from '../render/format.js';
import type { MessagePayload } from '../render/message.js';
import type { OpsNotice, Relay } from './relay.js';
import type { DeliveryService } from './service.js';
import { targetSchema, type Target } from './target.js';

/**
 * What a post says, as it is stored: a notice of some alert kind. Delivery knows no kind: the kinds that
 * route and render notices are handed to the outbox (`AlertKindsPort`), declared in `src/alerts/`.
 */
export type StoredNotice = { readonly kind: string };

/** Who receives a notice and how it reads, per kind: what the outbox is given to send alerts. */
export type AlertKindsPort = {
  /** The subscription kind (or `usage`) whose channels get the notice. */
  recipientOf(notice: StoredNotice): string;
  /** The kind of silence that holds the notice back (`SilenceKind`), if any does. */
  silenceKindOf(notice: StoredNotice): string | undefined;
  /** `guildId`: the guild the post goes to, when known (a post may say what that guild alone did). */
  render(
    notice: StoredNotice,
    server: { readonly id: string; readonly name: string | undefined },
    t: Translator,
    guildId?: string,
  ): MessagePayload;
};

/**
 * A server's alert still to be delivered: everything its post needs (what it says, the server's name as its
 * finding knew it) and the places it has still to reach; each place is removed once it got it.
 */
export type Pending<N extends StoredNotice = StoredNotice> = {
  id: string;
  notice: N;
  targets: Target[];
  queuedAt?: number | undefined;
  serverName?: string | undefined;
  /** The node (or other place) the API said the server is on when it was queued: a grouped post names it. */
  place?: string | undefined;
};

/** How a `Pending` is stored, given how its notices are (the alert kinds known). */
export function pendingSchemaOf<N extends StoredNotice>(notice: z.ZodType<N>): z.ZodType<Pending<N>> {
  return z.object({
    id: z.string(),
    notice,
    targets: z.array(targetSchema),
    /** When it was queued: its age decides when it is given up. */
    queuedAt: z.number().optional(),
    /** The server's name when it was queued (an alert stored before it was carried takes its state's). */
    serverName: z.string().optional(),
    place: z.string().optional(),
  });
}

/**
 * Tells the ops guild that an alert was given up: it names the server and the failure, never the alert's
 * text.
 */
export function undeliveredNotice(
  channelId: string,
  guildName: string | undefined,
  serverId: string,
  serverName: string | undefined,
  why: Phrase,
): OpsNotice {
  const values = {
    server: serverName ? `**${escapeApiText(serverName)}** ${inlineCode(serverId)}` : inlineCode(serverId),
    channel: `${channelMention(channelId)} ${inlineCode(channelId)}`,
    why,
  };
  return {
    lines: [
      guildName
        ? phrase('alerts.ops.givenUpInGuild', { ...values, guild: escapeApiText(guildName) })
        : phrase('alerts.ops.givenUp', values),
      phrase('alerts.ops.givenUpEffect'),
    ],
  };
}

/**
 * Where a server's alerts are kept: beside what the poller knows of the server, so that a finding and its
 * posts are one write. The delivery service reads and updates them only through this.
 */
export type AlertStore = {
  alerts(serverId: string): readonly Pending[];
  /** Where the server's alerts are stored, to name one set aside. */
  storedAt(serverId: string): string;
  /** Applies a change to the server's alerts and persists it; resolves once written. */
  updateAlerts(serverId: string, change: (alerts: readonly Pending[]) => Pending[]): Promise<void>;
};

/** Who is to get a server's alerts, as the pass that sends them read the subscriptions. */
export type AlertRecipients = {
  /** The channels each recipient kind (`AlertKindsPort.recipientOf`) of the server's alerts reaches. */
  channels: ReadonlyMap<string, ReadonlySet<string>>;
  /** Channels the bot was found shut out of during the pass: every send of the pass leaves them out. */
  lost: Set<string>;
  /** Whether a silence of the channel's guild holds back the server's alerts of that silence kind there. */
  silenced?: (channelId: string, silenceKind: string) => boolean;
};

/**
 * Each server's outbox of alerts (one stream per server), sent through a relay: every item carries what
 * its post needs, so nothing is asked of the poller on the way.
 */
export class AlertOutbox {
  private readonly relay: Relay<Pending>;

  constructor(
    store: AlertStore,
    private readonly delivery: DeliveryService,
    private readonly kinds: AlertKindsPort,
  ) {
    this.relay = delivery.relay<Pending>({
      items: (serverId) => store.alerts(serverId),
      storedAt: (serverId) => store.storedAt(serverId),
      update: (serverId, change) => store.updateAlerts(serverId, change),
      render: (serverId, item, t, guildId) =>
        kinds.render(item.notice, { id: serverId, name: item.serverName }, t, guildId),
      lost: (channelId, reason) => delivery.pauseAlertChannel(channelId, reason),
      givenUp: (serverId, item, channelId, _detail, why) =>
        undeliveredNotice(
          channelId,
          delivery.deliverer.guildNameOf(channelId),
          serverId,
          item.serverName,
          why,
        ),
    });
  }

  ready(serverIds: Iterable<string>): string[] {
    return this.relay.ready(serverIds);
  }

  nextRetryAt(): number | undefined {
    return this.relay.nextRetryAt();
  }

  /**
   * Sends the server's alerts to the channels of `recipients` that still get them, but those `grouped`
   * takes into a grouped post.
   */
  send(
    serverId: string,
    recipients: AlertRecipients,
    grouped?: (item: Pending, channelId: string) => boolean,
  ): Promise<void> {
    return this.relay.send(serverId, {
      isRecipient: (_stream, item, channelId) =>
        !recipients.lost.has(channelId) &&
        (recipients.channels.get(this.kinds.recipientOf(item.notice))?.has(channelId) ?? false) &&
        !this.silenced(serverId, item, channelId, recipients),
      lost: (channelId) => recipients.lost.add(channelId),
      ...(grouped === undefined ? {} : { defers: (_stream, item, channelId) => grouped(item, channelId) }),
    });
  }

  /**
   * Decided as the item is about to go, so one queued before the silence is held too: the channel is struck
   * off the item (it is never posted there, nor later), and counted where it happens.
   */
  private silenced(serverId: string, item: Pending, channelId: string, recipients: AlertRecipients): boolean {
    const kind = this.kinds.silenceKindOf(item.notice);
    if (kind === undefined || recipients.silenced?.(channelId, kind) !== true) return false;
    this.delivery.silenced(serverId, channelId);
    return true;
  }
}
