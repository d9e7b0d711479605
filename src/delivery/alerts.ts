import { ButtonStyle, ComponentType, channelMention, type APIEmbed } from 'discord.js';
import { z } from 'zod';
import { activityKinds, classifyActivity, statusKind } from '../api/index.js';
import { alertActionRows, modUpdateId } from '../render/alert-buttons.js';
import { truncate } from '../render/text.js';
import {
  discordTime,
  catalogueName,
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
import type { OpsNotice, Relay } from './relay.js';
import type { DeliveryService } from './service.js';
import { targetSchema } from './target.js';
import { phrase, type Phrase, type Translator } from '../i18n/index.js';
import { activitySentence } from '../render/activity-text.js';
import { joinLinesWithin } from '../render/limits.js';

/** Every kind an event subscription can carry, and the usage watches' own. */
export type RecipientKind = AlertKind | 'usage';

/** What an activity entry's sentence is said from, in its reader's language, when its post is sent. */
export const entryFactsSchema = z.object({
  action: z.string().optional(),
  /** What the entry means; a kind a later version added reads as none (the API's words are shown). */
  kind: z.enum(activityKinds).optional().catch(undefined),
  actor: z.string().optional(),
  description: z.string().optional(),
  timestamp: z.string().optional(),
  /** The entry's other fields, kept only when it has no description (the sentence then says them). */
  raw: z.record(z.string(), z.unknown()).optional(),
});
export type EntryFacts = z.infer<typeof entryFactsSchema>;

/**
 * An activity entry as its post shows it: its facts, and its English line, by which a burst is split into
 * messages (and which an entry queued before entries carried facts has alone: shown as it is).
 */
export const storedEntrySchema = z.object({
  key: z.string(),
  line: z.string(),
  entry: entryFactsSchema.optional(),
});
export type StoredEntry = z.infer<typeof storedEntrySchema>;

/** One entry stays short enough that a burst shares a message. */
export const maxEntryLineLength = 600;

/** An entry's timeline line in the reader's language, as `/server activity` says it. */
export function entryLine(stored: Pick<StoredEntry, 'key' | 'line' | 'entry'>, t: Translator): string {
  const facts = stored.entry;
  if (facts === undefined) return stored.line;
  const { raw, ...said } = facts;
  // An entry queued before entries carried their kind is understood again from its action.
  const kind =
    said.kind ??
    classifyActivity({
      codes: said.action === undefined ? [] : [said.action],
      ...(said.description === undefined ? {} : { description: said.description }),
    });
  return truncate(
    activitySentence(
      { ...said, ...(kind === undefined ? {} : { kind }), key: stored.key, raw: raw ?? {} },
      t,
    ),
    maxEntryLineLength,
  );
}

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
  /**
   * `logEntry`: the activity log's own entry of the change, when one was found (one event, one post);
   * `logLine` its English line (alone in an alert queued before entries carried facts).
   */
  z.object({
    kind: z.literal('status-down'),
    status: z.string(),
    since: z.number(),
    logLine: z.string().optional(),
    logEntry: storedEntrySchema.optional(),
  }),
  z.object({
    kind: z.literal('status-back'),
    status: z.string(),
    downSince: z.number(),
    backAt: z.number(),
    logLine: z.string().optional(),
    logEntry: storedEntrySchema.optional(),
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
  /** The node (or other place) the API said the server is on when it was queued: a grouped post names it. */
  place: z.string().optional(),
});
export type Pending = z.infer<typeof pendingSchema>;

function serverLabel(serverId: string, name: string | undefined): string {
  return name ? `**${escapeApiText(name)}** ${inlineCode(serverId)}` : inlineCode(serverId);
}
function provisionedEmbed(server: ServerSnapshot, t: Translator): APIEmbed {
  const failed = statusKind(server.status) === 'failed';
  const running = statusKind(server.status) === 'running';
  const game = [server.game, server.gameType, server.gameVersion]
    .filter((part): part is string => Boolean(part))
    .map(escapeApiText)
    .join(' · ');
  const { symbol, colour } = statusStyle(server.status);
  const name = escapeApiText(server.name);
  const status = inlineCode(server.status);
  const outcome = failed
    ? t.t('alerts.provisioned.failedText', { status })
    : t.t('alerts.provisioned.text', { serverId: inlineCode(server.id), status });
  return {
    title: failed
      ? t.t('alerts.provisioned.failedTitle', { symbol, name })
      : running
        ? t.t('alerts.provisioned.readyTitle', { symbol, name })
        : t.t('alerts.provisioned.title', { symbol, name }),
    // Where players connect comes first: it is what the reader came for.
    description: server.address && !failed ? `${connectLine(server.address, t)}\n${outcome}` : outcome,
    color: colour,
    fields: [
      { name: t.t('alerts.field.serverId'), value: inlineCode(server.id), inline: true },
      { name: t.t('alerts.field.status'), value: escapeApiText(statusLabel(server.status)), inline: true },
      ...(server.ramGb === undefined
        ? []
        : [{ name: t.t('alerts.field.ram'), value: formatGb(server.ramGb, t), inline: true }]),
      ...(game ? [{ name: t.t('alerts.field.game'), value: game, inline: true }] : []),
    ],
  };
}

/**
 * The message a notice becomes, for a channel post and for the edit of a `/server create` reply alike, in
 * the language of whoever reads it there (`t`).
 */
export function renderNotice(
  notice: Notice,
  serverId: string,
  name: string | undefined,
  t: Translator,
): MessagePayload {
  switch (notice.kind) {
    case 'activity':
      return {
        embeds: [
          {
            title: t.t('alerts.activity.title', {
              server: name === undefined ? serverId : escapeApiText(name),
            }),
            // Entries are split into messages by their English length: a longer language still fits.
            description: joinLinesWithin(
              notice.entries.map((entry) => entryLine(entry, t)),
              t,
            ),
            color: 0x5865f2,
            footer: {
              text: notice.skippedBefore ? t.t('alerts.activity.skippedFooter', { serverId }) : serverId,
            },
          },
        ],
      };
    case 'provisioned':
      return { embeds: [provisionedEmbed(notice.server, t)], components: alertActionRows(serverId, t) };
    case 'deleted':
      return {
        content: t.t(notice.whileProvisioning ? 'alerts.deleted.whileProvisioning' : 'alerts.deleted.text', {
          server: serverLabel(serverId, name),
        }),
      };
    case 'usage':
      return { embeds: [usageEmbed(notice, serverId, name, t)], components: alertActionRows(serverId, t) };
    case 'status-down':
    case 'status-back':
      return { embeds: [statusEmbed(notice, serverId, name, t)], components: alertActionRows(serverId, t) };
    case 'game-silent':
      return {
        embeds: [gameAlertEmbed({ event: 'silent', ...notice }, serverId, name, t)],
        components: alertActionRows(serverId, t),
      };
    case 'game-answering':
      return {
        embeds: [gameAlertEmbed({ event: 'answering', ...notice }, serverId, name, t)],
        components: alertActionRows(serverId, t),
      };
    case 'mod-update':
      return modUpdatePost(notice, serverId, t);
    case 'note':
      return { embeds: [noteEmbed(notice, serverId)], components: alertActionRows(serverId, t) };
  }
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
function statusEmbed(
  notice: Extract<Notice, { kind: 'status-down' | 'status-back' }>,
  serverId: string,
  name: string | undefined,
  t: Translator,
): APIEmbed {
  const shown = name === undefined ? serverId : escapeApiText(name);
  const { symbol, colour } = statusStyle(notice.status);
  const logLine = notice.logEntry === undefined ? notice.logLine : entryLine(notice.logEntry, t);
  const fields =
    logLine === undefined ? [] : [{ name: t.t('alerts.status.fromActivityLog'), value: logLine }];
  const server = serverLabel(serverId, name);
  const status = inlineCode(notice.status);
  if (notice.kind === 'status-down')
    return {
      fields,
      title: t.t('alerts.status.downTitle', { symbol, server: shown }),
      description: t.t('alerts.status.downText', {
        server,
        status,
        since: `${discordTime(iso(notice.since), 'R')}`,
        sinceAt: `${discordTime(iso(notice.since), 'f')}`,
      }),
      color: colour,
      footer: { text: t.t('alerts.status.downFooter', { serverId }) },
    };
  const downtime = formatDuration((notice.backAt - notice.downSince) / 1000, t);
  return {
    fields,
    title: t.t('alerts.status.backTitle', { symbol, server: shown, downtime }),
    description: t.t('alerts.status.backText', {
      server,
      status,
      downtime,
      sinceAt: `${discordTime(iso(notice.downSince), 'f')}`,
    }),
    color: colour,
    footer: { text: serverId },
  };
}

/**
 * An update alert with its one-click "Update" button, which opens the install confirmation; ids too long
 * for a button leave the update to `/mods install`.
 */
function modUpdatePost(
  notice: Extract<Notice, { kind: 'mod-update' }>,
  serverId: string,
  t: Translator,
): MessagePayload {
  const beta = notice.newer.releaseType && notice.newer.releaseType !== 'release';
  const mod = escapeApiText(notice.modName);
  const customId = modUpdateId.buildIfFits({
    serverId,
    provider: notice.provider,
    modId: notice.modId,
    fileId: notice.newer.fileId,
  });
  const release = {
    mod,
    provider: catalogueName(notice.provider),
    server: serverLabel(serverId, notice.serverName),
  };
  const newFile = { file: escapeApiText(notice.newer.fileName), fileId: inlineCode(notice.newer.fileId) };
  return {
    embeds: [
      {
        title: t.t('alerts.modUpdate.title', { mod, server: escapeApiText(notice.serverName) }),
        description: [
          notice.fitsFor
            ? t.t('alerts.modUpdate.newerFor', {
                ...release,
                fitsFor: escapeApiText(notice.fitsFor),
              })
            : t.t('alerts.modUpdate.newer', release),
          t.t('alerts.modUpdate.installed', {
            file: escapeApiText(notice.installed.fileName),
            fileId: inlineCode(notice.installed.fileId),
          }),
          beta
            ? t.t('alerts.modUpdate.newFileOfType', {
                ...newFile,
                releaseType: escapeApiText(notice.newer.releaseType ?? ''),
              })
            : t.t('alerts.modUpdate.newFile', newFile),
          t.t(customId ? 'alerts.modUpdate.withButton' : 'alerts.modUpdate.withoutButton'),
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
                label: t.t('alerts.modUpdate.button'),
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
  t: Translator,
): APIEmbed {
  // The message picks the metric's word itself, so the sentence around it can agree with it.
  const metric = notice.metric;
  const fired = notice.event === 'fired';
  const sampled = discordTime(new Date(notice.sampledAt).toISOString(), 'R');
  const shown = name === undefined ? serverId : escapeApiText(name);
  const figures = {
    metric,
    threshold: notice.threshold,
    value: notice.value,
    minutes: notice.minutes,
    server: serverLabel(serverId, name),
  };
  return {
    title: fired
      ? t.t('alerts.usage.firedTitle', { metric, threshold: notice.threshold, server: shown })
      : t.t('alerts.usage.recoveredTitle', { metric, server: shown }),
    description: [
      t.t(fired ? 'alerts.usage.firedText' : 'alerts.usage.recoveredText', figures),
      sampled === undefined ? t.t('alerts.usage.readJustNow') : t.t('alerts.usage.readAt', { sampled }),
    ].join('\n'),
    color: fired ? 0xe67e22 : 0x2ecc71,
    footer: { text: t.t('alerts.usage.footer', { serverId }) },
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
  why: Phrase,
): OpsNotice {
  const values = {
    server: serverLabel(serverId, serverName),
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
      storedAt: (serverId) => store.storedAt(serverId),
      update: (serverId, change) => store.updateAlerts(serverId, change),
      render: (serverId, item, t) => renderNotice(item.notice, serverId, item.serverName, t),
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
        (recipients.channels.get(recipientKindOf(item.notice))?.has(channelId) ?? false),
      lost: (channelId) => recipients.lost.add(channelId),
      ...(grouped === undefined ? {} : { defers: (_stream, item, channelId) => grouped(item, channelId) }),
    });
  }
}
