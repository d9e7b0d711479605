import { ButtonStyle, ComponentType, channelMention, type APIEmbed } from 'discord.js';
import { z } from 'zod';
import { statusKind } from '../api/index.js';
import { alertActionRows, modUpdateId } from '../render/alert-buttons.js';
import { truncate } from '../render/text.js';
import {
  discordTime,
  escapeApiText,
  formatDuration,
  formatGb,
  inlineCode,
  statusLabel,
  statusStyle,
} from '../render/format.js';
import { connectLine } from '../render/servers.js';
import { gameAlertEmbed } from '../render/game.js';
import type { MessagePayload } from '../render/message.js';
import { alertKindSchema, type AlertKind } from '../store/index.js';
import { usageMetricLabel } from '../usage/figures.js';
import type { OpsNotice, Relay } from './relay.js';
import type { DeliveryService } from './service.js';
import { targetSchema } from './target.js';
import { untranslated } from '../i18n/index.js';

/** Every kind an event subscription can carry, and the usage watches' own. */
export type RecipientKind = AlertKind | 'usage';

/** An activity entry as its post shows it: one timeline line, rendered when the entry was read. */
export const storedEntrySchema = z.object({ key: z.string(), line: z.string() });
export type StoredEntry = z.infer<typeof storedEntrySchema>;

export const serverSnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  ramGb: z.number().optional(),
  game: z.string().optional(),
  gameType: z.string().optional(),
  gameVersion: z.string().optional(),
  /** Where players connect (`host:port`), when the record carries it. */
  address: z.string().optional(),
});
export type ServerSnapshot = z.infer<typeof serverSnapshotSchema>;

/** What a post says; rendered when it is sent, so the stored form stays small and independent of layout. */
export const noticeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('activity'), entries: z.array(storedEntrySchema), skippedBefore: z.boolean() }),
  z.object({ kind: z.literal('provisioned'), server: serverSnapshotSchema }),
  z.object({ kind: z.literal('deleted'), whileProvisioning: z.boolean() }),
  z.object({
    kind: z.literal('usage'),
    event: z.enum(['fired', 'recovered']),
    metric: z.enum(['cpu', 'ram', 'disk']),
    /** The figure that decided it, in percent. */
    value: z.number(),
    threshold: z.number(),
    minutes: z.number(),
    /** When the figures were read (epoch ms), so the post says how old they are. */
    sampledAt: z.number(),
  }),
  /** `logLine`: the activity log's own entry of the change, when one was found (one event, one post). */
  z.object({
    kind: z.literal('status-down'),
    status: z.string(),
    since: z.number(),
    logLine: z.string().optional(),
  }),
  z.object({
    kind: z.literal('status-back'),
    status: z.string(),
    downSince: z.number(),
    backAt: z.number(),
    logLine: z.string().optional(),
  }),
  /** A running server's game stopped answering its queries, or answers again after it was announced. */
  z.object({ kind: z.literal('game-silent'), since: z.number() }),
  z.object({ kind: z.literal('game-answering'), silentSince: z.number(), answeredAt: z.number() }),
  z.object({
    kind: z.literal('mod-update'),
    serverName: z.string(),
    provider: z.string(),
    modId: z.string(),
    modName: z.string(),
    /** What the install was chosen for, and so what the new release fits. */
    fitsFor: z.string().optional(),
    installed: z.object({ fileId: z.string(), fileName: z.string() }),
    newer: z.object({
      fileId: z.string(),
      fileName: z.string(),
      releaseType: z.string().optional(),
      publishedAt: z.string().optional(),
    }),
  }),
  /** A task's own plain-text alert, routed like the alerts of `alert`: how tasks outside this list post. */
  z.object({ kind: z.literal('note'), alert: alertKindSchema, title: z.string(), text: z.string() }),
]);
export type Notice = z.infer<typeof noticeSchema>;

/** Which subscriptions a notice reaches: the kind of alert it is. */
export function recipientKindOf(notice: Notice): RecipientKind {
  switch (notice.kind) {
    case 'activity':
      return 'activity';
    case 'provisioned':
    case 'deleted':
      return 'provisioning';
    case 'usage':
      return 'usage';
    case 'status-down':
    case 'status-back':
    case 'game-silent':
    case 'game-answering':
      return 'status';
    case 'mod-update':
      return 'mods';
    case 'note':
      return notice.alert;
  }
}

/**
 * A server's alert still to be delivered: everything its post needs (what it says, the server's name as its
 * finding knew it) and the places it has still to reach; each place is removed once it got it.
 */
export const pendingSchema = z.object({
  id: z.string(),
  notice: noticeSchema,
  targets: z.array(targetSchema),
  /** When it was queued: its age decides when it is given up. */
  queuedAt: z.number().optional(),
  /** The server's name when it was queued (an alert stored before it was carried takes its state's). */
  serverName: z.string().optional(),
});
export type Pending = z.infer<typeof pendingSchema>;

function serverLabel(serverId: string, name: string | undefined): string {
  return name ? `**${escapeApiText(name)}** ${inlineCode(serverId)}` : inlineCode(serverId);
}
function provisionedEmbed(server: ServerSnapshot): APIEmbed {
  const failed = statusKind(server.status) === 'failed';
  const running = statusKind(server.status) === 'running';
  const game = [server.game, server.gameType, server.gameVersion]
    .filter((part): part is string => Boolean(part))
    .map(escapeApiText)
    .join(' · ');
  const { symbol, colour } = statusStyle(server.status);
  const name = escapeApiText(server.name);
  const outcome = failed
    ? `The server reports ${inlineCode(server.status)}. Delete it and create it again; ` +
      'if it keeps failing, contact support.'
    : `${inlineCode(server.id)} is set up and reports ${inlineCode(server.status)}.`;
  return {
    title: failed
      ? `${symbol} Provisioning failed: ${name}`
      : running
        ? `${symbol} ${name} is ready`
        : `${symbol} ${name} finished provisioning`,
    // Where players connect comes first: it is what the reader came for.
    description:
      server.address && !failed ? `${connectLine(server.address, untranslated)}\n${outcome}` : outcome,
    color: colour,
    fields: [
      { name: 'Server id', value: inlineCode(server.id), inline: true },
      { name: 'Status', value: escapeApiText(statusLabel(server.status)), inline: true },
      ...(server.ramGb === undefined
        ? []
        : [{ name: 'RAM', value: formatGb(server.ramGb, untranslated), inline: true }]),
      ...(game ? [{ name: 'Game', value: game, inline: true }] : []),
    ],
  };
}

/** The message a notice becomes, for a channel post and for the edit of a `/server create` reply alike. */
export function renderNotice(notice: Notice, serverId: string, name: string | undefined): MessagePayload {
  switch (notice.kind) {
    case 'activity':
      return {
        embeds: [
          {
            title: `Activity · ${name === undefined ? serverId : escapeApiText(name)}`,
            description: notice.entries.map((entry) => entry.line).join('\n'),
            color: 0x5865f2,
            footer: {
              text: notice.skippedBefore
                ? `${serverId} · older entries of this burst were too many to read; see /server activity`
                : serverId,
            },
          },
        ],
      };
    case 'provisioned':
      return { embeds: [provisionedEmbed(notice.server)], components: alertActions(serverId) };
    case 'deleted':
      return {
        content: notice.whileProvisioning
          ? `🗑️ ${serverLabel(serverId, name)} was deleted while it was being provisioned; ` +
            'alerts for it have stopped.'
          : `🗑️ ${serverLabel(serverId, name)} no longer exists (deleted); alerts for it have stopped.`,
      };
    case 'usage':
      return { embeds: [usageEmbed(notice, serverId, name)], components: alertActions(serverId) };
    case 'status-down':
    case 'status-back':
      return { embeds: [statusEmbed(notice, serverId, name)], components: alertActions(serverId) };
    case 'game-silent':
      return {
        embeds: [gameAlertEmbed({ event: 'silent', ...notice }, serverId, name, untranslated)],
        components: alertActions(serverId),
      };
    case 'game-answering':
      return {
        embeds: [gameAlertEmbed({ event: 'answering', ...notice }, serverId, name, untranslated)],
        components: alertActions(serverId),
      };
    case 'mod-update':
      return modUpdatePost(notice, serverId);
    case 'note':
      return { embeds: [noteEmbed(notice, serverId)], components: alertActions(serverId) };
  }
}

/**
 * The next step from an alert: buttons that answer whoever clicks, privately, with the server's info or
 * resources. Their custom_ids hold the server id alone, so they work after a restart and on any instance.
 */
function alertActions(serverId: string): MessagePayload['components'] {
  return alertActionRows(serverId, untranslated);
}

/** A task's own words are shown as text, cut to what an embed holds. */
function noteEmbed(notice: Extract<Notice, { kind: 'note' }>, serverId: string): APIEmbed {
  return {
    title: truncate(escapeApiText(notice.title), 256),
    description: truncate(escapeApiText(notice.text), 4096),
    color: 0x5865f2,
    footer: { text: serverId },
  };
}

const iso = (at: number) => new Date(at).toISOString();
/** A status alert carries the activity log's entry of the change: one event, one post. */
const fromActivityLogLabel = 'From the activity log';
function statusEmbed(
  notice: Extract<Notice, { kind: 'status-down' | 'status-back' }>,
  serverId: string,
  name: string | undefined,
): APIEmbed {
  const shown = name === undefined ? serverId : escapeApiText(name);
  const { symbol, colour } = statusStyle(notice.status);
  const fields = notice.logLine === undefined ? [] : [{ name: fromActivityLogLabel, value: notice.logLine }];
  if (notice.kind === 'status-down')
    return {
      fields,
      title: `${symbol} ${shown} is down`,
      description:
        `${serverLabel(serverId, name)} reports ${inlineCode(notice.status)} since ` +
        `${discordTime(iso(notice.since), 'R')} (${discordTime(iso(notice.since), 'f')}).`,
      color: colour,
      footer: { text: `${serverId} · a post follows when it runs again` },
    };
  const downtime = formatDuration((notice.backAt - notice.downSince) / 1000, untranslated);
  return {
    fields,
    title: `${symbol} ${shown} is back after ${downtime}`,
    description:
      `${serverLabel(serverId, name)} reports ${inlineCode(notice.status)} again: back after ${downtime} ` +
      `(down since ${discordTime(iso(notice.downSince), 'f')}).`,
    color: colour,
    footer: { text: serverId },
  };
}

/**
 * An update alert with its one-click "Update" button, which opens the install confirmation; ids too long
 * for a button leave the update to `/mods install`.
 */
function modUpdatePost(notice: Extract<Notice, { kind: 'mod-update' }>, serverId: string): MessagePayload {
  const fits = notice.fitsFor ? ` for ${escapeApiText(notice.fitsFor)}` : '';
  const beta = notice.newer.releaseType && notice.newer.releaseType !== 'release';
  const mod = escapeApiText(notice.modName);
  const customId = modUpdateId.buildIfFits({
    serverId,
    provider: notice.provider,
    modId: notice.modId,
    fileId: notice.newer.fileId,
  });
  return {
    embeds: [
      {
        title: `⬆️ Update available · ${mod} on ${escapeApiText(notice.serverName)}`,
        description: [
          `**${mod}** (${escapeApiText(notice.provider)}) has a newer release${fits} ` +
            `on ${serverLabel(serverId, notice.serverName)}.`,
          `Installed: ${escapeApiText(notice.installed.fileName)} ${inlineCode(notice.installed.fileId)}`,
          `New: **${escapeApiText(notice.newer.fileName)}** ${inlineCode(notice.newer.fileId)}` +
            `${beta ? ` (${escapeApiText(notice.newer.releaseType ?? '')})` : ''}`,
          customId
            ? 'Update asks for confirmation first; `/mods installed` lists every mod the bot installed.'
            : 'Update it with `/mods install` and the new file (it asks for confirmation first).',
        ].join('\n'),
        color: 0x3498db,
        footer: { text: serverId },
      },
    ],
    components: customId
      ? [
          {
            type: ComponentType.ActionRow,
            components: [
              {
                type: ComponentType.Button,
                style: ButtonStyle.Primary,
                label: 'Update',
                custom_id: customId,
              },
            ],
          },
        ]
      : [],
  };
}

function usageEmbed(
  notice: Extract<Notice, { kind: 'usage' }>,
  serverId: string,
  name: string | undefined,
): APIEmbed {
  const metric = usageMetricLabel(notice.metric, untranslated);
  const fired = notice.event === 'fired';
  const sampled = discordTime(new Date(notice.sampledAt).toISOString(), 'R') ?? 'just now';
  return {
    title: fired
      ? `🔥 ${metric} above ${notice.threshold} % · ${name === undefined ? serverId : escapeApiText(name)}`
      : `✅ ${metric} back to normal · ${name === undefined ? serverId : escapeApiText(name)}`,
    description: [
      fired
        ? `${serverLabel(serverId, name)} has had ${metric} above ${notice.threshold} % for ` +
          `${notice.minutes} minute${notice.minutes === 1 ? '' : 's'}: now ${notice.value} %.`
        : `${serverLabel(serverId, name)} is back under ${notice.threshold} % ${metric}: ` +
          `now ${notice.value} %.`,
      `Figures read ${sampled}.`,
    ].join('\n'),
    color: fired ? 0xe67e22 : 0x2ecc71,
    footer: { text: `${serverId} · /alerts unsubscribe kind:usage stops these` },
  };
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
  reason: string,
): OpsNotice {
  const where = guildName ? ` in **${escapeApiText(guildName)}**` : '';
  return {
    content: [
      `⚠️ An alert about ${serverLabel(serverId, serverName)} could not be posted in ` +
        `${channelMention(channelId)} ${inlineCode(channelId)}${where}: ${escapeApiText(reason)}.`,
      'It was dropped so that later alerts for the server still go out. Until a post there succeeds, ' +
        'further alerts given up in that channel are only logged.',
    ].join('\n'),
  };
}

/**
 * Where a server's alerts are kept: beside what the poller knows of the server, so that a finding and its
 * posts are one write. The delivery service reads and updates them only through this.
 */
export type AlertStore = {
  alerts(serverId: string): readonly Pending[];
  /** Applies a change to the server's alerts and persists it; resolves once written. */
  updateAlerts(serverId: string, change: (alerts: readonly Pending[]) => Pending[]): Promise<void>;
};

/** Who is to get a server's alerts, as the pass that sends them read the subscriptions. */
export type AlertRecipients = {
  /** The channels each kind of the server's alerts reaches. */
  channels: ReadonlyMap<RecipientKind, ReadonlySet<string>>;
  /** Channels the bot was found shut out of during the pass: every send of the pass leaves them out. */
  lost: Set<string>;
};

/**
 * Each server's outbox of alerts (one stream per server), sent through a relay: every item carries what
 * its post needs, so nothing is asked of the poller on the way.
 */
export class AlertOutbox {
  private readonly relay: Relay<Pending>;

  constructor(store: AlertStore, delivery: DeliveryService) {
    this.relay = delivery.relay<Pending>({
      items: (serverId) => store.alerts(serverId),
      update: (serverId, change) => store.updateAlerts(serverId, change),
      render: (serverId, item) => renderNotice(item.notice, serverId, item.serverName),
      lost: (channelId, reason) => delivery.pauseAlertChannel(channelId, reason),
      givenUp: (serverId, item, channelId, detail) =>
        undeliveredNotice(
          channelId,
          delivery.deliverer.guildNameOf(channelId),
          serverId,
          item.serverName,
          detail,
        ),
    });
  }

  ready(serverIds: Iterable<string>): string[] {
    return this.relay.ready(serverIds);
  }

  nextRetryAt(): number | undefined {
    return this.relay.nextRetryAt();
  }

  /** Sends the server's alerts to the channels of `recipients` that still get them. */
  send(serverId: string, recipients: AlertRecipients): Promise<void> {
    return this.relay.send(serverId, {
      isRecipient: (_stream, item, channelId) =>
        !recipients.lost.has(channelId) &&
        (recipients.channels.get(recipientKindOf(item.notice))?.has(channelId) ?? false),
      lost: (channelId) => recipients.lost.add(channelId),
    });
  }
}
